// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// toASCII is UTS 46 ToASCII with the options of the URL Standard's domain
// to ASCII when beStrict is false (3.3): CheckHyphens false, CheckBidi
// true, CheckJoiners true, UseSTD3ASCIIRules false, Transitional_Processing
// false, VerifyDnsLength false. MapForLookup brings the UTS 46 mapping and
// the validity criteria, and turns on CheckHyphens and UseSTD3ASCIIRules,
// which the options after it turn off again (later options win).
var toASCII = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// mapOnly maps a domain as UTS 46 does (the Map and Normalize steps),
// for labelsValid: the same mapping as toASCII, without the validity
// criteria.
var mapOnly = idna.New(
	idna.MapForLookup(),
	idna.ValidateLabels(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
)

// maxLabel is the most code points that domainToASCII lets a label of a
// domain have once mapped, when it is not ASCII: punycode encodes a label
// in a time that grows as the square of its length (16,384 code points
// take seconds), and x/net/idna already refuses to decode a label in
// punycode into more than 1,024. A label of DNS has at most 63 bytes.
const maxLabel = 1024

// domainToASCII runs domain to ASCII on the domain d, valid UTF-8, and
// returns the result and true, or false for failure (the empty result is
// the caller's to refuse). Besides x/net/idna's ToASCII it checks the
// labels in punycode as UTS 46 does since Unicode 15.1 (revision 31),
// which x/net/idna does not, and refuses a label longer than maxLabel.
func domainToASCII(d string) (string, bool) {
	if !labelsValid(d) {
		return "", false
	}
	ascii, err := toASCII.ToASCII(d)
	if err != nil {
		return "", false
	}
	return ascii, true
}

// labelsValid checks each label of the domain d once mapped: one that is
// not ASCII must have at most maxLabel code points, and one that starts
// with "xn--" (UTS 46 4, Processing, steps 1 to 4) must decode to a label
// that is not empty and holds a non-ASCII code point (step 4.1.3), and
// that does not itself start with "xn--" (4.1, Validity Criteria,
// criterion 4, when CheckHyphens is false). x/net/idna decodes "xn--" to
// the empty label and "xn--abc-" to "abc" without an error, and accepts a
// decoded label that starts with "xn--".
func labelsValid(d string) bool {
	m := d
	if !isASCII(d) {
		m = mapDomain(d)
	}
	addWork(len(m))
	for label := range strings.SplitSeq(m, ".") {
		if !isASCII(label) {
			if utf8.RuneCountInString(label) > maxLabel {
				return false
			}
			continue
		}
		if len(label) < 4 || label[:4] != "xn--" {
			continue
		}
		u, err := idna.Punycode.ToUnicode(label)
		if err != nil || u == "" || isASCII(u) || strings.HasPrefix(u, "xn--") {
			return false
		}
	}
	return true
}

// mapDomain returns the domain d mapped as UTS 46 maps it, without
// decoding its punycode labels: each code point mapped (ASCII letters
// lowered, a few code points dropped, others replaced, "。" by "."), then
// the whole normalized to NFC. x/net/idna maps and decodes in one step, so
// each non-ASCII code point is mapped alone, which gives the same text as
// mapping the whole once normalized.
func mapDomain(d string) string {
	var b strings.Builder
	for i := 0; i < len(d); {
		c := d[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(d[i:])
		m, _ := mapOnly.ToUnicode(d[i : i+size])
		b.WriteString(m)
		i += size
	}
	return norm.NFC.String(b.String())
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

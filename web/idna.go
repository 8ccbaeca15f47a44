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
//
// domainToASCII calls its ToUnicode, which maps, decodes the labels in
// punycode and checks the labels as its ToASCII does, and encodes the
// labels that are not ASCII itself (appendPunycode): with
// VerifyDNSLength false, x/net/idna's ToASCII is that ToUnicode and then
// its own encoding of each such label, whose time grows as the square of
// the label's length.
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
// domain have once mapped, when it is not ASCII: x/net/idna refuses to
// decode a label in punycode into more than 1,024, and the encoding of
// RFC 3492 takes a time that grows as the square of a label's length
// (appendPunycode's does not). A label of DNS has at most 63 bytes;
// browsers refuse far shorter labels than this one: ICU, in Chromium and
// Safari, encodes at most 200 code points, and the idna crate of
// rust-url at most 1,000.
const maxLabel = 1024

// maxDomain is the most bytes that domainToASCII reads of a domain that
// is not ASCII: ada refuses a longer one before mapping it, as a bound
// on its work, and so does domainToASCII. UTS 46 maps a code point to as
// many as 18 ("\ufdfa"), so without a bound on the input the mapping
// would be the input's length times 18 before the label limit could
// refuse it.
const maxDomain = 16384

// nfcShrink is the most code points that NFC composes into one: the
// longest canonical decomposition (U+1F82) has 4. A label of more than
// nfcShrink*maxLabel code points before NFC has more than maxLabel after
// it.
const nfcShrink = 4

// domainToASCII runs Unicode ToASCII with the options of the domain
// parser (URL Standard 3.3, IDNA, "domain parser ToASCII" with beStrict
// false) on the domain d, valid UTF-8 and not ASCII, and returns the
// result and true, or false for failure (the empty result and forbidden
// domain code points are the caller's to refuse). It is the package's one
// door into IDNA: labelsValid and mapDomain are its helpers, and nothing
// else calls x/net/idna, so that another UTS 46 (one with the data of
// another Unicode version) replaces this function alone. Besides what x/net/idna's ToASCII does, it
// checks the labels in punycode as UTS 46 does since Unicode 15.1
// (revision 31), which x/net/idna does not, and refuses a domain that is
// not ASCII of more than maxDomain bytes and a label longer than
// maxLabel, before it maps more of it than those limits: its work is
// linear in len(d), but for the log of a label's length in the encoding.
func domainToASCII(d string) (string, bool) {
	if !labelsValid(d) {
		return "", false
	}
	u, err := toASCII.ToUnicode(d)
	if err != nil {
		return "", false
	}
	if isASCII(u) {
		return u, true
	}
	addWork(len(u))
	out := make([]byte, 0, len(u)+len(u)/2)
	for i, label := range strings.Split(u, ".") {
		if i > 0 {
			out = append(out, '.')
		}
		if isASCII(label) {
			out = append(out, label...)
			continue
		}
		var ok bool
		if out, ok = appendPunycode(append(out, "xn--"...), []rune(label)); !ok {
			return "", false
		}
	}
	return string(out), true
}

// labelsValid checks the domain d, then each of its labels once mapped:
// d must have at most maxDomain bytes if it is not ASCII; a label that
// is not ASCII must have at most maxLabel code points, and one that
// starts with "xn--" (UTS 46 4, Processing, steps 1 to 4) must be ASCII
// (step 4.1) and decode to a label that is not empty and holds a
// non-ASCII code point (step 4.1.3), and that does not itself start with
// "xn--" (4.1, Validity Criteria, criterion 4, when CheckHyphens is
// false). x/net/idna encodes "xn--aé--" as if it were "aé--", decodes
// "xn--" to the empty label and "xn--abc-" to "abc" without an error,
// and accepts a decoded label that starts with "xn--".
func labelsValid(d string) bool {
	m := d
	if !isASCII(d) {
		var ok bool
		if m, ok = mapDomain(d); !ok {
			return false
		}
	}
	addWork(len(m))
	for label := range strings.SplitSeq(m, ".") {
		if len(label) < 4 || label[:4] != "xn--" {
			if !isASCII(label) && utf8.RuneCountInString(label) > maxLabel {
				return false
			}
			continue
		}
		if !isASCII(label) {
			// Step 4.1: a label in punycode holds ASCII only.
			return false
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
// mapping the whole once normalized. It returns false, having stopped
// early, for a d of more than maxDomain bytes and for a label that would
// have more than maxLabel code points: so it maps at most maxDomain bytes,
// and writes at most nfcShrink*maxLabel+1 code points of a label before
// it gives up on it.
func mapDomain(d string) (string, bool) {
	if len(d) > maxDomain {
		return "", false
	}
	addWork(len(d))
	var b strings.Builder
	// The mappings met, by code point: a host repeats its characters, and
	// mapping one through x/net/idna costs much more than a lookup.
	var cache [64]struct {
		r rune
		m string
	}
	label := 0 // the code points of the current label, before NFC
	for i := 0; i < len(d); {
		c := d[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			if label++; c == '.' {
				label = 0
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(d[i:])
		e := &cache[r%rune(len(cache))]
		if e.r != r { // no entry holds r = 0, which is ASCII
			e.r = r
			e.m, _ = mapOnly.ToUnicode(d[i : i+size])
		}
		m := e.m
		addWork(len(m))
		if j := strings.LastIndexByte(m, '.'); j >= 0 {
			label = utf8.RuneCountInString(m[j+1:])
		} else {
			label += utf8.RuneCountInString(m)
		}
		if label > nfcShrink*maxLabel {
			return "", false
		}
		b.WriteString(m)
		i += size
	}
	return norm.NFC.String(b.String()), true
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

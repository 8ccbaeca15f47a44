// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

var inspectTests = []struct {
	in   string
	want Findings
}{
	// Nothing to report.
	{"http://example.com/a/b?q=1#f", 0},
	{"https://example.com:8443/", 0},
	{"http://192.0.2.1/", 0},
	{"http://[2001:db8::1]/", 0},
	{"http://h/dir/", 0}, // a trailing "/" is not an empty segment
	{"/", 0},
	{"", 0},
	{"mailto:a@example.com", 0},  // "@" in a path is no userinfo
	{"http://h/a%41%7e", 0},      // encoded unreserved letters
	{"http://h/?a=%2F&b=%2E", 0}, // encoded "/" and "." outside the path
	{"http://h/caf%C3%A9", 0},
	{"http://example.123/", 0}, // ends in a number, but is no address

	// 7.3
	{"http://h/a%00b", FindEncodedControl},
	{"http://h/?q=%0d%0aSet-Cookie:x", FindEncodedControl},
	{"http://h/#%7F", FindEncodedControl},
	{"http://h/a%2Fb", FindEncodedSlash},
	{"http://h/a%5cb", FindEncodedSlash},
	{"http://h/a%2Eb", FindEncodedDot},
	{"http://h/%2e%2E/etc", FindEncodedDot | FindDotSegment},
	{"http://h/a%252Fb", FindDoubleEncoding},
	{"http://h/?q=%2541", FindDoubleEncoding},
	{"http://h/%25zz", 0}, // a literal "%" followed by no hex digits
	{"http://h/%25", 0},

	// 7.4
	{"http://127.1/", FindNumericHost},
	{"http://0x7f.0.0.1/", FindNumericHost},
	{"http://0X7F.1/", FindNumericHost | FindHostCase},
	{"http://0177.0.0.1/", FindNumericHost},
	{"http://2130706433/", FindNumericHost},
	{"http://1.2.3.4./", FindNumericHost},
	{"http://0x/", FindNumericHost},
	{"http://1.2.3.256/", 0},               // the last of four numbers is one byte
	{"http://4294967296/", 0},              // past 32 bits
	{"http://1.2.3.4.5/", 0},               // five numbers
	{"http://08.1.1.1/", 0},                // not octal
	{"http://1.2.65535/", FindNumericHost}, // the last of three numbers fills two bytes
	{"http://1.2.65536/", 0},               // too large for two bytes
	{"http://256.1/", 0},                   // a first number over 255
	{"http://1..2/", 0},

	// 7.5, 7.6
	{"http://user:secret@h/", FindPassword | FindUserinfo},
	{"http://user:@h/", FindPassword | FindUserinfo},
	{"http://trusted.example@evil.example/", FindUserinfo},
	{"http://xn--80ak6aa92e.com/", FindPunycode},
	{"http://www.XN--80ak6aa92e.com/", FindPunycode | FindHostCase},
	{"http://axn--b.com/", 0},
	{"http://Example.COM/", FindHostCase},
	{"http://%41.com/", FindEncodedHost}, // hex digits of an encoding are not letters of the host

	// 7.4 after decoding (issue 33): browsers decode a host before they
	// read it as an address.
	{"http://%31%32%37.0.0.1/", FindNumericHost | FindEncodedHost},
	{"http://127.0.0.%31/", FindNumericHost | FindEncodedHost},
	{"http://%31%32%37.1/", FindNumericHost | FindEncodedHost},
	{"http://127%2E1/", FindNumericHost | FindEncodedHost},
	{"http://0%78%37f.1/", FindNumericHost | FindEncodedHost},
	{"http://1.2.3.4%2E/", FindNumericHost | FindEncodedHost},
	{"http://1.2.3.%32%35%36/", FindEncodedHost},
	{"http://%30%38.1/", FindEncodedHost},
	{"http://ex%61mple.com/", FindEncodedHost},
	{"http://h/ex%61mple", 0},

	// 7.6 for IRIs (issue 33): a host beyond ASCII, raw or encoded, and
	// characters that display as nothing or as white space.
	{"http://\u0430pple.com/", FindNonASCIIHost}, // a Cyrillic "а"
	{"http://%D0%B0pple.com/", FindNonASCIIHost | FindEncodedHost},
	{"http://b\u00fccher.example/", FindNonASCIIHost},
	{"http://example.com\u200b/", FindNonASCIIHost | FindInvisibleHost},
	{"http://example.com%E2%80%8B/", FindNonASCIIHost | FindInvisibleHost | FindEncodedHost},
	{"http://exa\u00admple.com/", FindNonASCIIHost | FindInvisibleHost},                      // soft hyphen
	{"http://example\u3000.com/", FindNonASCIIHost | FindInvisibleHost},                      // ideographic space
	{"http://a\u3164b.com/", FindNonASCIIHost | FindInvisibleHost},                           // Hangul filler
	{"http://a\ufe0fb.com/", FindNonASCIIHost | FindInvisibleHost},                           // variation selector
	{"http://example.com%E2%80%AE/", FindNonASCIIHost | FindInvisibleHost | FindEncodedHost}, // RLO, encoded
	{"http://a%20b/", FindInvisibleHost | FindEncodedHost},
	{"http://\u0661\u0662\u0667.0.0.1/", FindNonASCIIHost},
	{"http://u\u00e9@h/\u00e9?\u00e9#\u00e9", FindUserinfo},

	// http and https need a host (RFC 9110 4.2.1, 4.2.2; issue 37).
	{"http:///x", FindHTTPNoHost},
	{"https:/x", FindHTTPNoHost},
	{"http://:80/", FindHTTPNoHost},
	{"HTTPS:example.com", FindHTTPNoHost},
	{"http://u@/", FindHTTPNoHost | FindUserinfo},
	{"http:", FindHTTPNoHost},
	{"http:///\u00e9", FindHTTPNoHost},
	{"ftp:///x", 0},
	{"file:///etc/passwd", 0},
	{"httpx:/x", 0},
	{"//x", 0},

	// Path traversal.
	{"http://h/a/../../etc/passwd", FindDotSegment},
	{"../x", FindDotSegment},
	{"./a:b", FindDotSegment},
	{"http://h/a/./b", FindDotSegment},
	{"http://h/a/.b/..c", 0},
	{"http://h/a//b", FindEmptySegment},
	{"http://h//x", FindEmptySegment},
	{"a//b", FindEmptySegment},

	// Ports.
	{"http://h:/", FindPort},
	{"http://h:080/", FindPort},
	{"http://h:0/", 0},
	{"http://h:65535/", 0},
	{"http://h:65536/", FindPort},
	{"http://h:99999999999999999999/", FindPort},

	// Invalid references are errors, not findings.
	{"http://a@b@c/", 0},
	{"http://h/%zz", 0},
	{"http://[fe80::1%25en0]/", 0},
}

func TestInspect(t *testing.T) {
	for _, c := range inspectTests {
		r, _ := Parse(c.in)
		got := Inspect(c.in, r)
		if got != c.want {
			t.Errorf("Inspect(%q) = %v, want %v", c.in, got, c.want)
		}
		if gotb := Inspect([]byte(c.in), r); gotb != got {
			t.Errorf("Inspect([]byte(%q)) = %v, the string %v", c.in, gotb, got)
		}
		if ri, err := ParseIRI(c.in); err == nil {
			if goti := Inspect(c.in, ri); goti != got {
				t.Errorf("Inspect(%q) with its ParseIRI Ref = %v, with Parse's %v", c.in, goti, got)
			}
		}
	}
}

// TestInspectInvalid checks that an invalid reference has no findings,
// and the traps that look like findings but are errors.
func TestInspectInvalid(t *testing.T) {
	for _, s := range []string{"http://a@b@c/", "http://h/a%2", "http://h:8x/", "http://[::1/"} {
		r, err := Parse(s)
		if err == nil {
			t.Fatalf("Parse(%q) succeeded", s)
		}
		if f := Inspect(s, r); f != 0 {
			t.Errorf("Inspect(%q), invalid, = %v", s, f)
		}
	}
}

func TestFindingsString(t *testing.T) {
	for _, c := range []struct {
		f    Findings
		want string
	}{
		{0, "0"},
		{FindPassword | FindUserinfo, "password|userinfo"},
		{FindEncodedControl, "encoded_control"},
		{FindPort, "port"},
		{FindPort | 1<<31, "port|0x80000000"},
	} {
		if got := c.f.String(); got != c.want {
			t.Errorf("Findings(%#x).String() = %q, want %q", uint32(c.f), got, c.want)
		}
	}
	// Every finding has its own name.
	seen := map[string]bool{}
	var all Findings
	for i := 0; i < numFindings; i++ {
		f := Findings(1) << i
		all |= f
		name := f.String()
		if name == "" || strings.ContainsAny(name, "|0") || seen[name] {
			t.Errorf("finding %d is named %q", i, name)
		}
		seen[name] = true
	}
	var names []string
	for f := range all.All() {
		names = append(names, f.String())
	}
	if strings.Join(names, "|") != all.String() || len(names) != numFindings {
		t.Errorf("All yields %q; String gives %q", names, all.String())
	}
	n := 0
	for range all.All() {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 findings: %d", n)
	}
}

// FuzzInspect checks on any valid input that Inspect does not panic, gives
// the same findings for a string and a []byte, and that each finding of
// the userinfo and the encodings has its cause in the text.
func FuzzInspect(f *testing.F) {
	for _, c := range inspectTests {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			// An IRI-reference, which Inspect reads with the Ref of
			// ParseIRI, or parses again so.
			if ri, erri := ParseIRI(s); erri == nil {
				if got, want := Inspect(s, r), Inspect(s, ri); got != want {
					t.Fatalf("Inspect(%q) = %v with the Ref of Parse, %v with that of ParseIRI", s, got, want)
				}
				r, err = ri, nil
			}
		}
		got := Inspect(s, r)
		if err != nil {
			if got != 0 {
				t.Fatalf("Inspect(%q), invalid, = %v", s, got)
			}
			return
		}
		if gotb := Inspect([]byte(s), r); gotb != got {
			t.Fatalf("Inspect([]byte(%q)) = %v, the string %v", s, gotb, got)
		}
		if (got&FindUserinfo != 0) != r.HasUserinfo() {
			t.Fatalf("Inspect(%q) = %v; HasUserinfo %v", s, got, r.HasUserinfo())
		}
		if got&FindPassword != 0 && !strings.Contains(r.Userinfo().In(s), ":") {
			t.Fatalf("Inspect(%q) = %v without a password", s, got)
		}
		path := strings.ToUpper(r.Path().In(s))
		if (got&FindEncodedSlash != 0) != (strings.Contains(path, "%2F") || strings.Contains(path, "%5C")) {
			t.Fatalf("Inspect(%q) = %v; path %q", s, got, path)
		}
		if (got&FindEncodedDot != 0) != strings.Contains(path, "%2E") {
			t.Fatalf("Inspect(%q) = %v; path %q", s, got, path)
		}
		if got&FindDoubleEncoding != 0 && !strings.Contains(strings.ToUpper(s), "%25") {
			t.Fatalf("Inspect(%q) = %v without %%25", s, got)
		}
		// http_no_host, against the scheme and the host (and IRIs too).
		scheme := strings.ToLower(r.Scheme().In(s))
		if want := (scheme == "http" || scheme == "https") && r.Host().Len() == 0; (got&FindHTTPNoHost != 0) != want {
			t.Fatalf("Inspect(%q) = %v; http_no_host %v", s, got, want)
		}
		// The segment findings, which Inspect looks for only when the
		// bytes after the slashes allow them, against a look at every
		// segment.
		const segs = FindDotSegment | FindEmptySegment | FindDotSegmentParam
		if want := segmentFindings(r.Path().In(s)); got&segs != want {
			t.Fatalf("Inspect(%q) = %v; the segments give %v", s, got, want)
		}
		// The host findings of one pass, against a look at each label.
		const hosts = FindPunycode | FindHostCase
		if want := hostFindingsModel(r, s); got&hosts != want {
			t.Fatalf("Inspect(%q) = %v; the host's labels give %v", s, got, want)
		}
		// The findings of the decoded registered name, against the
		// decoded text.
		var want Findings
		if host := r.Host().In(s); r.HostKind() == HostRegName {
			dec := pctDecodeAll(host)
			if numericHostModel(dec) {
				want |= FindNumericHost
			}
			if strings.Contains(host, "%") {
				want |= FindEncodedHost
			}
			for _, c := range []byte(dec) {
				if c >= utf8.RuneSelf {
					want |= FindNonASCIIHost
				}
			}
			for _, c := range dec {
				if isHiddenRune(c) {
					want |= FindInvisibleHost
				}
			}
		}
		const decoded = FindNumericHost | FindEncodedHost | FindNonASCIIHost | FindInvisibleHost
		if got&decoded != want {
			t.Fatalf("Inspect(%q) = %v; the decoded host gives %v", s, got, want)
		}
	})
}

// hostFindingsModel is the simple form of hostFindings: a label of a
// registered name that begins with "xn--", in any case, and an upper-case
// letter in the host outside a percent-encoding.
func hostFindingsModel(r Ref, s string) Findings {
	if !r.HasAuthority() {
		return 0
	}
	return hostLabelsModel(r.Host().In(s), r.HostKind() == HostRegName)
}

// TestSegmentFindingsPossible checks the word-at-a-time test against the
// byte-at-a-time rule on every path of up to 9 bytes over "a/.%", and on
// long random ones, so that a pair at every place of a word and across
// two words is seen.
func TestSegmentFindingsPossible(t *testing.T) {
	model := func(p string) bool {
		return p != "" && (p[0] == '.' || p[0] == '%') ||
			strings.Contains(p, "//") || strings.Contains(p, "/.") || strings.Contains(p, "/%")
	}
	check := func(p string) {
		if got := segmentFindingsPossible(p); got != model(p) {
			t.Fatalf("segmentFindingsPossible(%q) = %v", p, got)
		}
	}
	const alphabet = "a/.%"
	var gen func(prefix string)
	gen = func(prefix string) {
		check(prefix)
		if len(prefix) < 9 {
			for _, c := range alphabet {
				gen(prefix + string(c))
			}
		}
	}
	gen("")
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = "aaaaaaaa/.%b"[rng.IntN(12)]
		}
		check(string(b))
	}
}

// TestHostFindings checks the word-at-a-time host test against the simple
// model on hosts of every length up to 24 with an upper-case letter, a
// "--" or an "xn--" label at every place.
func TestHostFindings(t *testing.T) {
	for n := 0; n <= 24; n++ {
		for k := 0; k < n; k++ {
			for _, ins := range []string{"A", "Z", "@", "[", "--", "xn--", "XN--", ".xn--", "%41", "é", "\uFDFA\uFDFA.xN--", "é%41éA", "\xff.xn--", "\uFDFA\uFDFA\uFDFA\uFDFAé.Xn--\uFDFA"} {
				b := []byte(strings.Repeat("a.b-c", 5)[:n])
				host := string(b[:k]) + ins + string(b[k:])
				for _, regName := range []bool{true, false} {
					got := hostFindings(host, regName, strings.Contains(host, "%"))
					want := hostFindingsBytes(host, regName)
					if got != want {
						t.Fatalf("hostFindings(%q, %v) = %v, byte at a time %v", host, regName, got, want)
					}
					// Punycode and case, against a look at each label.
					const labels = FindPunycode | FindHostCase
					if model := hostLabelsModel(host, regName); got&labels != model {
						t.Fatalf("hostFindings(%q, %v) = %v, the labels give %v", host, regName, got, model)
					}
				}
			}
		}
	}
}

// hostLabelsModel is hostFindingsModel for a host text: a label of a
// registered name that begins with "xn--", in any case, and an upper-case
// letter outside a percent-encoding.
func hostLabelsModel(host string, regName bool) Findings {
	var f Findings
	if regName {
		for _, label := range strings.Split(host, ".") {
			if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
				f |= FindPunycode
			}
		}
	}
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			f |= FindHostCase
		}
	}
	return f
}

// pctDecodeAll decodes every pct-encoded triplet of s.
func pctDecodeAll(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			b.WriteByte(pctByte(s, i))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// TestNumericHost checks numericHost, which decodes as it reads, against
// numericHostModel on the decoded name, on names made of the bytes that
// matter (digits, ".", "x", hexadecimal letters), each written raw or
// percent-encoded.
func TestNumericHost(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 4))
	const alphabet = "0123456789.xXaFg."
	names := []string{"0", "0x", "0x.", "00x1", "08", "0.0.0.0.", "1.2.3.4.", "1.2.3.4.0", "1.300.", "300.1.",
		"4294967295", "4294967296", "0xffffffff", "0x100000000", "1..2", ".1", "1.2.3.4..", "037777777777", "1.16777215", "1.16777216"}
	for range 200000 {
		n := 1 + rng.IntN(12)
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		names = append(names, string(b))
	}
	for _, name := range names {
		want := numericHostModel(name)
		if got := numericHost(name); got != want {
			t.Fatalf("numericHost(%q) = %v, want %v", name, got, want)
		}
		// The same name with some bytes percent-encoded.
		var enc strings.Builder
		for i := 0; i < len(name); i++ {
			if rng.IntN(2) == 0 {
				fmt.Fprintf(&enc, "%%%02X", name[i])
			} else {
				enc.WriteByte(name[i])
			}
		}
		e := enc.String()
		if pctDecodeAll(e) != name {
			t.Fatalf("%q does not decode to %q", e, name)
		}
		if got := numericHost(e); got != want {
			t.Fatalf("numericHost(%q) = %v; %q gives %v", e, got, name, want)
		}
	}
}

// numericHostModel is numericHost on a decoded name, written with the
// strings package: one to four numbers separated by ".", with at most
// one "." after them, each decimal, octal (a leading "0") or hexadecimal
// ("0x"), all but the last below 256 and the last filling the remaining
// bytes.
func numericHostModel(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false // each number begins with a digit, even "0x1"
	}
	s = strings.TrimSuffix(s, ".")
	parts := strings.Count(s, ".") + 1
	if s == "" || parts > 4 {
		return false
	}
	for i := 1; ; i++ {
		part, rest, more := strings.Cut(s, ".")
		v, ok := inetNumberModel(part)
		if !ok {
			return false
		}
		if !more {
			// The last number fills the 5-i bytes that are left.
			return v < 1<<(8*(5-i))
		}
		if v > 255 {
			return false
		}
		s = rest
	}
}

// inetNumberModel returns the value of one number of an inet_aton address:
// decimal, octal after a leading "0", hexadecimal after "0x" or "0X".
// Values past 32 bits are not numbers of an address.
func inetNumberModel(s string) (uint64, bool) {
	base := uint64(10)
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, s = 16, s[2:]
		if s == "" {
			return 0, true // "0x" is 0 for WHATWG
		}
	case len(s) >= 2 && s[0] == '0':
		base, s = 8, s[1:]
	case s == "":
		return 0, false
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case isDigit(c):
			d = uint64(c - '0')
		case base == 16 && inClass(c, classHEXDIG):
			d = uint64(unhex(c))
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		if v = v*base + d; v > 0xffffffff {
			return 0, false
		}
	}
	return v, true
}

// TestDecodedHostFindings checks decodedHostFindings, which decodes a raw
// character at once and the others a byte at a time, against the decoded
// name read character by character, on random names made of characters
// raw, percent-encoded, or split between the two, hidden or not, in the
// BMP or above it, and of bytes that begin no character.
func TestDecodedHostFindings(t *testing.T) {
	pieces := []string{
		"a", "é", "%C3%A9", "\xC3%A9", "\xC3", "%C3", "\xA9", "%A9",
		"\u200b", "%E2%80%8B", "\xE2\x80%8B", "\xE2%80%8B", "\u3000", "%E3%80%80",
		"\U000E0020", "%F3%A0%80%A0", "\xF3\xA0%80%A0", "\U0001F600", "\uFDFA", "\xff", " ", "%20",
		"\xE0\x80\xAF", "\xED\xA0\x80", "\xEF\xBB\xBF",
	}
	rng := rand.New(rand.NewPCG(42, 5))
	seen := Findings(0)
	for range 20000 {
		var b strings.Builder
		for n := 1 + rng.IntN(6); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		host := b.String()
		var want Findings
		if strings.Contains(host, "%") {
			want |= FindEncodedHost
		}
		dec := pctDecodeAll(host)
		if strings.IndexFunc(dec, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
			want |= FindNonASCIIHost
		}
		for _, r := range dec {
			if isHiddenRune(r) {
				want |= FindInvisibleHost
			}
		}
		if got := decodedHostFindings(host); got != want {
			t.Fatalf("decodedHostFindings(%q) = %v, want %v", host, got, want)
		}
		seen |= want
	}
	if all := FindEncodedHost | FindNonASCIIHost | FindInvisibleHost; seen != all {
		t.Fatalf("the names gave only %v: the test lost its point", seen)
	}
}

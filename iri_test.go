// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// bidiFormat holds the characters RFC 3987 4.1 forbids in an IRI: LRM, RLM,
// LRE, RLE, PDF, LRO and RLO; and, treated alike since issue 33, those
// Unicode added later for the same purpose (6.3): ALM (U+061C) and the
// isolates LRI, RLI, FSI and PDI (U+2066-U+2069), which Trojan Source
// (CVE-2021-42574) uses.
const bidiFormat = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u061c\u2066\u2067\u2068\u2069"

// parseSlowIRI parses s with the slow IRI-reference model: the ABNF of RFC
// 3987 2.2 as a regular expression (slow_test.go), and the rule of 4.1.
func parseSlowIRI(s string) slowResult {
	if strings.ContainsAny(s, bidiFormat) {
		return slowResult{}
	}
	return parseSlowRE(slowIRIRE, s)
}

// specIRIRune reports whether r may stand in an IRI, spelled out from the
// text of RFC 3987 rather than from iriRanges: ucschar, iprivate when
// private is set (2.2), and not a bidirectional formatting character (4.1).
func specIRIRune(r rune, private bool) bool {
	if strings.ContainsRune(bidiFormat, r) {
		return false
	}
	in := func(lo, hi rune) bool { return lo <= r && r <= hi }
	ucschar := in(0xA0, 0xD7FF) || in(0xF900, 0xFDCF) || in(0xFDF0, 0xFFEF) || in(0xE1000, 0xEFFFD)
	for plane := rune(1); plane <= 0xD; plane++ {
		ucschar = ucschar || in(plane<<16, plane<<16|0xFFFD)
	}
	iprivate := in(0xE000, 0xF8FF) || in(0xF0000, 0xFFFFD) || in(0x100000, 0x10FFFD)
	return ucschar || private && iprivate
}

// TestIRIRunes compares isIRIRune with the RFC's lists, and with
// iriRanges, which iriBadOffset walks, on every code point.
func TestIRIRunes(t *testing.T) {
	for _, private := range []bool{false, true} {
		n := 0
		for r := rune(-1); r <= utf8.MaxRune+1; r++ {
			if got, want := isIRIRune(r, private), iriAllows(r, r, private); got != want {
				t.Fatalf("isIRIRune(%U, %v) = %v, iriAllows %v", r, private, got, want)
			}
			if r < 0x80 || r > utf8.MaxRune {
				continue
			}
			if got, want := isIRIRune(r, private), specIRIRune(r, private); got != want {
				t.Errorf("isIRIRune(%U, %v) = %v, want %v", r, private, got, want)
				if n++; n > 10 {
					t.FailNow()
				}
			}
		}
	}
}

// iriPrefixes holds, for one setting of private, whether each string of 1
// to 3 bytes begins the UTF-8 encoding of an allowed IRI character, built
// from specIRIRune and utf8.EncodeRune.
type iriPrefixes struct {
	p1 [256]bool
	p2 [1 << 16]bool
	p3 []uint64 // bit set over 24-bit strings
}

func newIRIPrefixes(private bool) *iriPrefixes {
	p := &iriPrefixes{p3: make([]uint64, 1<<24/64)}
	var b [4]byte
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !specIRIRune(r, private) {
			continue
		}
		n := utf8.EncodeRune(b[:], r)
		p.p1[b[0]] = true
		p.p2[int(b[0])<<8|int(b[1])] = true
		if n >= 3 {
			k := int(b[0])<<16 | int(b[1])<<8 | int(b[2])
			p.p3[k/64] |= 1 << (k % 64)
		}
	}
	return p
}

// begins reports whether s (1 to 4 bytes) begins or is the encoding of an
// allowed character.
func (p *iriPrefixes) begins(s string, private bool) bool {
	switch len(s) {
	case 1:
		return p.p1[s[0]]
	case 2:
		return p.p2[int(s[0])<<8|int(s[1])]
	case 3:
		k := int(s[0])<<16 | int(s[1])<<8 | int(s[2])
		return p.p3[k/64]&(1<<(k%64)) != 0
	}
	r, size := utf8.DecodeRuneInString(s)
	return size == 4 && specIRIRune(r, private)
}

// want returns what iriChar must return for s, by the definition of its
// result: the length of the allowed character s begins with, or the first
// k such that s[:k+1] begins none.
func (p *iriPrefixes) want(s string, private bool) (n, bad int) {
	for k := 1; k <= len(s) && k <= 4; k++ {
		if !p.begins(s[:k], private) {
			return 0, k - 1
		}
		if r, size := utf8.DecodeRuneInString(s[:k]); size == k && k > 1 && specIRIRune(r, private) {
			return k, 0
		}
	}
	return 0, len(s)
}

// TestIRIChar checks iriChar, and so the error offsets within a character,
// on every sequence of up to three bytes that begins with a non-ASCII byte
// and on the four-byte ones whose first three bytes can begin a character,
// against the prefixes of the encodings of the allowed characters.
func TestIRIChar(t *testing.T) {
	lastBytes := []byte{0x00, '/', 0x7F, 0xC0, 0xE6, 0xFF}
	for b := byte(0x80); b < 0xC0; b++ {
		lastBytes = append(lastBytes, b)
	}
	for _, private := range []bool{false, true} {
		p := newIRIPrefixes(private)
		errs := 0
		check := func(s string) {
			gn, gbad := iriChar(s, private)
			wn, wbad := p.want(s, private)
			if gn != wn || gbad != wbad {
				t.Errorf("iriChar(%q, %v) = %d, %d; want %d, %d", s, private, gn, gbad, wn, wbad)
				if errs++; errs > 10 {
					t.FailNow()
				}
			}
		}
		for b0 := 0x80; b0 < 0x100; b0++ {
			check(string([]byte{byte(b0)}))
			for b1 := 0; b1 < 0x100; b1++ {
				check(string([]byte{byte(b0), byte(b1)}))
				if b1&0xC0 != 0x80 || b0 < 0xE0 {
					continue
				}
				for b2 := 0; b2 < 0x100; b2++ {
					check(string([]byte{byte(b0), byte(b1), byte(b2)}))
					if b2&0xC0 != 0x80 || b0 < 0xF0 {
						continue
					}
					// Every byte that does not continue a character is
					// the same to iriChar: a few of them stand for all.
					for _, b3 := range lastBytes {
						check(string([]byte{byte(b0), byte(b1), byte(b2), b3}))
					}
				}
			}
		}
	}
}

// iriValidTests are valid IRI-references that are not URI-references, with
// the components ParseIRI must find (as in parseVector: nil when undefined).
var iriValidTests = []struct {
	in    string
	comps [7]*string
	kind  HostKind
}{
	{"https://ja.wikipedia.org/wiki/東京", comps("https", nil, "ja.wikipedia.org", nil, "/wiki/東京", nil, nil), HostRegName},
	{"http://résumé.example.org", comps("http", nil, "résumé.example.org", nil, "", nil, nil), HostRegName},
	{"ftp://用户:密码@例子.中国:21/文件?查询=值#片段", comps("ftp", "用户:密码", "例子.中国", "21", "/文件", "查询=值", "片段"), HostRegName},
	{"http://[::1]/é", comps("http", nil, "::1", nil, "/é", nil, nil), HostIPv6},
	{"東京/大阪", comps(nil, nil, nil, nil, "東京/大阪", nil, nil), HostNone},
	{"./東:京", comps(nil, nil, nil, nil, "./東:京", nil, nil), HostNone},
	{"?\ue000\U000F0000\U0010FFFD", comps(nil, nil, nil, nil, "", "\ue000\U000F0000\U0010FFFD", nil), HostNone},
	{"/\u00a0\ud7ff\uf900\ufdcf\ufdf0\uffef", comps(nil, nil, nil, nil, "/\u00a0\ud7ff\uf900\ufdcf\ufdf0\uffef", nil, nil), HostNone},
	{"/\U00010000\U0001FFFD\U000DFFFD\U000E1000\U000EFFFD", comps(nil, nil, nil, nil, "/\U00010000\U0001FFFD\U000DFFFD\U000E1000\U000EFFFD", nil, nil), HostNone},
	{"/\u200d\u2010\u2029\u202f😀", comps(nil, nil, nil, nil, "/\u200d\u2010\u2029\u202f😀", nil, nil), HostNone},
	{"//1.2.3.é/", comps(nil, nil, "1.2.3.é", nil, "/", nil, nil), HostRegName},
	{"mailto:josé@example.org", comps("mailto", nil, nil, nil, "josé@example.org", nil, nil), HostNone},
	{"/é%C3%A9#é", comps(nil, nil, nil, nil, "/é%C3%A9", nil, "é"), HostNone},
}

// comps builds the components of a test case: a nil interface for an
// undefined one.
func comps(c ...any) [7]*string {
	var out [7]*string
	for i, v := range c {
		if s, ok := v.(string); ok {
			out[i] = &s
		}
	}
	return out
}

// iriInvalidTests are invalid IRI-references, one or more for each rule,
// with the code and offset ParseIRI must report.
var iriInvalidTests = []struct {
	in   string
	code ErrorCode
	off  int
}{
	// Not UTF-8: stray bytes, overlong forms, surrogates, past U+10FFFF,
	// cut short (at the end, before ASCII, before a delimiter).
	{"/\xff", ErrPath, 1},
	{"/\x80", ErrPath, 1},
	{"/\xc0\x80", ErrPath, 1},
	{"/\xc1\xbf", ErrPath, 1},
	{"/\xe0\x80\x80", ErrPath, 2},
	{"/\xf0\x80\x80\x80", ErrPath, 2},
	{"/\xed\xa0\x80", ErrPath, 2},
	{"/\xf4\x90\x80\x80", ErrPath, 1}, // F4 begins only iprivate (and worse)
	{"?\xf4\x90\x80\x80", ErrQuery, 2},
	{"/\xf5\x80\x80\x80", ErrPath, 1},
	{"/\xe6\x9d", ErrPath, 3},
	{"/\xe6\x9dx", ErrPath, 3},
	{"/\xe6\x9d?q", ErrPath, 3},
	{"/\xe6\x9d#f", ErrPath, 3},
	{"/\xe6/", ErrPath, 2},
	{"/\xe6\xe6\x9d\xb1", ErrPath, 2},
	// Characters outside ucschar: C1 controls, noncharacters, tags,
	// U+FFFD; and the bidirectional formatting characters (4.1), at the
	// byte where the encoding leaves the allowed ones.
	{"/\u0085", ErrPath, 2},
	{"/\u009f", ErrPath, 2},
	{"/\ufdd0", ErrPath, 3},
	{"/\ufdef", ErrPath, 3},
	{"/\ufffe", ErrPath, 3},
	{"/\ufffd", ErrPath, 3},
	{"/\U0001FFFE", ErrPath, 4},
	{"/\U000E0001", ErrPath, 2},
	{"/a\u200e", ErrPath, 4},
	{"/\u200f", ErrPath, 3},
	{"/\u202a", ErrPath, 3},
	{"/\u202b", ErrPath, 3},
	{"/\u202c", ErrPath, 3},
	{"/\u202d", ErrPath, 3},
	{"/\u202e", ErrPath, 3},
	{"?\u202e", ErrQuery, 3},
	{"http://h\u202e/", ErrHost, 10},
	// iprivate in the query only.
	{"/\ue000", ErrPath, 1},
	{"/\uf8ff", ErrPath, 2},
	{"/\U000F0000", ErrPath, 2},
	{"/\U00100000", ErrPath, 1},
	{"#\ue000", ErrFragment, 1},
	{"//\ue000/", ErrHost, 2},
	{"//\ue000@h/", ErrUserinfo, 2},
	{"?q#\ue000", ErrFragment, 3},
	// No non-ASCII in the scheme, the port, IP literals.
	{"é:x", ErrScheme, 2},
	{"hé:x", ErrScheme, 3},
	{"//h:\u0661", ErrPort, 4},
	{"//h:80é/", ErrPort, 6},
	{"//[::\u00e9]", ErrIPv6, 5},
	{"//[v1.\u00e9]", ErrIPvFuture, 6},
	{"//[::1]\u00e9", ErrHost, 7},
	// Broken characters in each component.
	{"//a\xe6@h", ErrUserinfo, 4},
	{"//a\xe6/", ErrHost, 4},
	{"?\xe6", ErrQuery, 2},
	{"?é\xe6x", ErrQuery, 4},
	{"#\xe6", ErrFragment, 2},
	// The URI rules still hold around IRI characters.
	{"/é%zz", ErrPercent, 4},
	{"/é%", ErrPercent, 4},
	{"東京:x", ErrScheme, 6},
	{"/é é", ErrPath, 3},
	{"#é#", ErrFragment, 3},
}

func TestParseIRIValid(t *testing.T) {
	for _, tt := range iriValidTests {
		r, err := ParseIRI(tt.in)
		if err != nil {
			t.Errorf("ParseIRI(%q) = %v at %d", tt.in, err, r.ErrorOffset())
			continue
		}
		got := components(r, tt.in)
		for c := range got {
			if !sameComponent(got[c], tt.comps[c]) {
				t.Errorf("ParseIRI(%q).%v = %s, want %s", tt.in, Component(c), strp(got[c]), strp(tt.comps[c]))
			}
		}
		if r.HostKind() != tt.kind {
			t.Errorf("ParseIRI(%q).HostKind() = %v, want %v", tt.in, r.HostKind(), tt.kind)
		}
		// Not a URI: ParseIRI does something Parse does not.
		if _, err := Parse(tt.in); err == nil && !isASCIISimple(tt.in) {
			t.Errorf("Parse(%q) accepts a non-ASCII input", tt.in)
		}
	}
}

func TestParseIRIInvalid(t *testing.T) {
	for _, tt := range iriInvalidTests {
		r, err := ParseIRI(tt.in)
		if !errors.Is(err, tt.code) || r.ErrorOffset() != tt.off {
			t.Errorf("ParseIRI(%q) = %v at %d, want %v at %d", tt.in, err, r.ErrorOffset(), tt.code, tt.off)
		}
		if r.Valid() || r.HasScheme() || r.Len() != 0 {
			t.Errorf("ParseIRI(%q): a failed Ref claims components: %+v", tt.in, r)
		}
	}
}

// isASCIISimple is isASCII a byte at a time, the model of the tests.
func isASCIISimple(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// iriTestInputs returns the IRI inputs of the tables and vectors, and
// variants of every test input with IRI characters, allowed or not, put in
// each place: the seeds of the IRI fuzz targets and the inputs of the
// property tests.
func iriTestInputs(tb testing.TB) []string {
	tb.Helper()
	out := iriSeeds(tb)
	inserts := []string{"é", "東", "😀", "\ue000", "\u200e", "\u0085", "\xff", "\xe6\x9d", "\U000F0000"}
	for _, s := range seedInputs(tb) {
		if len(s) > 32 {
			continue
		}
		for i := 0; i <= len(s); i += 4 {
			for _, x := range inserts {
				out = append(out, s[:i]+x+s[i:])
			}
		}
	}
	return out
}

// checkIRI checks ParseIRI on s: against Parse, exactly, on ASCII input
// (where Parse is checked against the slow model of RFC 3986, by
// TestParseAgreesWithSlow and FuzzParse), and against the slow model of
// RFC 3987 on any other; for strings and byte slices alike.
func checkIRI(t *testing.T, s string) {
	t.Helper()
	r, err := ParseIRI(s)
	if rb, errb := ParseIRI([]byte(s)); rb != r || errb != err {
		t.Errorf("ParseIRI([]byte(%q)) = %+v, %v; string gave %+v, %v", s, rb, errb, r, err)
	}
	if isASCIISimple(s) {
		if ru, erru := Parse(s); ru != r || erru != err {
			t.Errorf("ParseIRI(%q) = %+v, %v; Parse gives %+v, %v", s, r, err, ru, erru)
		}
	} else {
		sameAsSlow(t, "ParseIRI", s, r, err, parseSlowIRI(s))
	}
	if off := r.ErrorOffset(); err != nil && (off < 0 || off > len(s)) {
		t.Errorf("ParseIRI(%q): error offset %d outside the input", s, off)
	}
}

// TestSlowIRIConformance checks the slow model of RFC 3987 against the
// vectors, so that the comparisons with it compare ParseIRI with
// something right.
func TestSlowIRIConformance(t *testing.T) {
	for _, v := range readJSONL[iriVector](t, "iri.jsonl") {
		in := v.input(t)
		res := parseSlowIRI(in)
		if res.valid != v.Valid {
			t.Errorf("parseSlowIRI(%q).valid = %v, want %v", in, res.valid, v.Valid)
			continue
		}
		want := v.Components()
		for c := range want {
			if v.Valid && !sameComponent(res.comps[c], want[c]) {
				t.Errorf("parseSlowIRI(%q).%v = %s, want %s", in, Component(c), strp(res.comps[c]), strp(want[c]))
			}
		}
	}
}

func TestParseIRIAgreesWithSlow(t *testing.T) {
	inputs := append(iriTestInputs(t), allTestInputs(t)...)
	for _, s := range inputs {
		checkIRI(t, s)
		checkErrorOffset(t, "ParseIRI", ParseIRI[string], s, "")
		checkErrorOffset(t, "ParseIRI", ParseIRI[string], s, "/a?b#c")
	}
	if len(inputs) < 10000 {
		t.Fatalf("only %d inputs", len(inputs))
	}
}

// TestParseIRIBlock checks that ParseIRI gives, with each implementation,
// what the byte-at-a-time parser gives in IRI mode.
func TestParseIRIBlock(t *testing.T) {
	inputs := append(iriTestInputs(t), allTestInputs(t)...)
	eachImplementation(t, func(t *testing.T) {
		for _, s := range inputs {
			r, err := parseIRI(s)
			if wr, wcode := parseText[iriGrammar, iriQueryGrammar](s); r != wr || err != codeErr(wcode) {
				t.Errorf("parseIRI(%q) = %+v, %v; parseText gives %+v, %v", s, r, err, wr, wcode)
			}
		}
	})
}

// codeErr returns c as the error Parse returns: nil for 0.
func codeErr(c ErrorCode) error {
	if c == 0 {
		return nil
	}
	return c
}

// TestASCIIProbe checks ascii32 and asciiShort, the look of parseIRI at
// the start of its input, against the byte-at-a-time model with a byte
// above 0x7F at each position of every length up to 70, and none.
func TestASCIIProbe(t *testing.T) {
	probe := func(s string) bool {
		if len(s) >= asciiProbe {
			return ascii32(s)
		}
		return asciiShort(s)
	}
	for n := 0; n <= 70; n++ {
		b := []byte(strings.Repeat("a", n))
		if !probe(string(b)) {
			t.Fatalf("%d ASCII bytes: false", n)
		}
		for i := range b {
			for _, c := range []byte{0x80, 0xc3, 0xff} {
				b[i] = c
				want := isASCIISimple(string(b[:min(n, asciiProbe)]))
				if got := probe(string(b)); got != want {
					t.Fatalf("%q: %v, want %v", b, got, want)
				}
				b[i] = 'a'
			}
		}
	}
}

// TestBidiControls checks that every bidirectional formatting character,
// the isolates and ALM included (issue 33), is refused in an IRI as RFC
// 3987 4.1 refuses LRM to RLO, ends a reference in text, and stays
// percent-encoded in AppendToIRI; before issue 33, "/\u2067" was a valid
// IRI, the extractor kept U+2066 inside a reference, and AppendToIRI
// decoded "%E2%81%A7".
func TestBidiControls(t *testing.T) {
	for _, c := range bidiFormat {
		s := "http://a/x" + string(c) + "y"
		if _, err := ParseIRI(s); err == nil {
			t.Errorf("ParseIRI(%q) accepts %U", s, c)
		}
		text := []byte("see " + s + " now")
		ms, _ := AppendExtract(nil, nil, text, nil)
		if len(ms) == 0 || string(ms[0].Text(text, nil)) != "http://a/x" {
			t.Errorf("AppendExtract(%q) = %+v; want the reference to end at %U", text, ms, c)
		}
		var enc []byte
		for _, b := range []byte(string(c)) {
			enc = fmt.Appendf(enc, "%%%02X", b)
		}
		u := "http://a/x" + string(enc) + "y"
		if got, err := AppendToIRI(nil, u); err != nil || string(got) != u {
			t.Errorf("AppendToIRI(%q) = %q, %v; want it as it is", u, got, err)
		}
	}
}

// TestIsHiddenRune checks the bitmap of isHiddenRune against its tables
// on every code point, and that the set is not empty on either side of the
// BMP's end.
func TestIsHiddenRune(t *testing.T) {
	var bmp, above int
	for r := rune(-1); r <= utf8.MaxRune+1; r++ {
		want := unicode.In(r, hiddenRunes...)
		if got := isHiddenRune(r); got != want {
			t.Fatalf("isHiddenRune(%U) = %v, want %v", r, got, want)
		}
		if want && r <= 0xFFFF {
			bmp++
		} else if want {
			above++
		}
	}
	if bmp == 0 || above == 0 {
		t.Fatalf("%d hidden code points in the BMP, %d above: the test lost its point", bmp, above)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestAppendToURI(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://ja.wikipedia.org/wiki/東京", "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC"},
		{"http://résumé.example.org", "http://r%C3%A9sum%C3%A9.example.org"},
		{"//ü@ü:1/ü?ü\ue000#ü", "//%C3%BC@%C3%BC:1/%C3%BC?%C3%BC%EE%80%80#%C3%BC"},
		{"/%e6%9d%b1東", "/%e6%9d%b1%E6%9D%B1"}, // existing triplets untouched
		{"http://example.com/a?b#c", "http://example.com/a?b#c"},
		{"", ""},
	} {
		checkMapping(t, "AppendToURI", AppendToURI[string], AppendToURI[[]byte], tt.in, tt.want)
	}
	for _, tt := range iriInvalidTests {
		got, err := AppendToURI([]byte("x"), tt.in)
		if !errors.Is(err, tt.code) || string(got) != "x" {
			t.Errorf("AppendToURI(%q) = %q, %v; want %q, %v", tt.in, got, err, "x", tt.code)
		}
	}
}

func TestAppendToIRI(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC", "https://ja.wikipedia.org/wiki/東京"},
		{"https://ja.wikipedia.org/wiki/%e6%9d%b1%e4%ba%ac", "https://ja.wikipedia.org/wiki/東京"},
		{"//%C3%BC@%C3%BC:1/%C3%BC?%C3%BC%EE%80%80#%C3%BC%EE%80%80", "//ü@ü:1/ü?ü\ue000#ü%EE%80%80"},
		// ASCII stays encoded, unreserved or not.
		{"/%41%2F%25%20%7E", "/%41%2F%25%20%7E"},
		// Not UTF-8: Latin-1, cut short, overlong, surrogate, stray.
		{"/D%FCrst", "/D%FCrst"},
		{"/%E6%9D", "/%E6%9D"},
		{"/%E6%9D%41", "/%E6%9D%41"},
		{"/%C0%AF", "/%C0%AF"},
		{"/%ED%A0%80", "/%ED%A0%80"},
		{"/%B1%E6%9D%B1", "/%B1東"},
		// Characters an IRI may not hold: bidi formatting, C1,
		// noncharacters, tags, iprivate outside the query.
		{"/%E2%80%8E%E2%80%AE%C2%85%EF%B7%90%EF%BF%BE%F3%A0%80%81%EE%80%80", "/%E2%80%8E%E2%80%AE%C2%85%EF%B7%90%EF%BF%BE%F3%A0%80%81%EE%80%80"},
		// An IRI is kept as it is, its triplets decoded.
		{"/é%C3%A9", "/éé"},
	} {
		checkMapping(t, "AppendToIRI", AppendToIRI[string], AppendToIRI[[]byte], tt.in, tt.want)
	}
	for _, in := range []string{"http://a b/%E6%9D%B1", "/%E6%9D%B1%zz", "/\xff"} {
		got, err := AppendToIRI([]byte("x"), in)
		if err == nil || string(got) != "x" {
			t.Errorf("AppendToIRI(%q) = %q, %v; want an error", in, got, err)
		}
	}
}

// checkMapping checks that a mapping (AppendToURI or AppendToIRI, named
// name), for strings and byte slices, appends want for in to what dst
// holds.
func checkMapping(t *testing.T, name string, fn func([]byte, string) ([]byte, error), fnb func([]byte, []byte) ([]byte, error), in, want string) {
	t.Helper()
	if got, err := fn([]byte("x"), in); err != nil || string(got) != "x"+want {
		t.Errorf("%s(%q) = %q, %v; want %q", name, in, got, err, "x"+want)
	}
	if got, err := fnb(nil, []byte(in)); err != nil || string(got) != want {
		t.Errorf("%s([]byte(%q)) = %q, %v; want %q", name, in, got, err, want)
	}
}

// pctNonASCII matches a percent-encoded octet above 0x7F.
var pctNonASCII = regexp.MustCompile(`%[89A-Fa-f][0-9A-Fa-f]`)

// sameUpToHexCase reports whether a and b are equal but for the case of
// the hexadecimal digits of their triplets.
func sameUpToHexCase(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if a[i] == b[i] {
			continue
		}
		if !(i >= 1 && a[i-1] == '%' || i >= 2 && a[i-2] == '%') || lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// checkToURI checks the IRI-to-URI mapping on s: the URI of a valid IRI
// parses as a URI with the mapped components at their places, and maps
// back to s when s holds no percent-encoded non-ASCII octet.
func checkToURI(t *testing.T, s string) {
	t.Helper()
	r, err := ParseIRI(s)
	u, uerr := AppendToURI(nil, s)
	if err != nil {
		if uerr != err || u != nil {
			t.Errorf("AppendToURI(%q) = %q, %v; ParseIRI says %v", s, u, uerr, err)
		}
		return
	}
	if uerr != nil {
		t.Fatalf("AppendToURI(%q): %v for a valid IRI", s, uerr)
	}
	ru, err := Parse(u)
	if err != nil {
		t.Fatalf("AppendToURI(%q) = %q, which Parse rejects: %v at %d", s, u, err, ru.ErrorOffset())
	}
	got, want := components(ru, string(u)), components(r, s)
	for c := range got {
		if want[c] != nil {
			w := string(appendEscapeNonASCII(nil, *want[c]))
			want[c] = &w
		}
		if !sameComponent(got[c], want[c]) {
			t.Errorf("AppendToURI(%q) = %q: %v %s, want %s", s, u, Component(c), strp(got[c]), strp(want[c]))
		}
	}
	if isASCIISimple(s) != (string(u) == s) {
		t.Errorf("AppendToURI(%q) = %q", s, u)
	}
	if pctNonASCII.MatchString(s) {
		return
	}
	// Back to the IRI, but for the characters that would hide or split
	// it where it is printed, which stay encoded.
	var wantIRI []byte
	for _, c := range s {
		if c >= utf8.RuneSelf && isHiddenRune(c) {
			wantIRI = appendEscapeNonASCII(wantIRI, string(c))
		} else {
			wantIRI = utf8.AppendRune(wantIRI, c)
		}
	}
	if back, err := AppendToIRI(nil, u); err != nil || string(back) != string(wantIRI) {
		t.Errorf("AppendToIRI(AppendToURI(%q) = %q) = %q, %v; want %q", s, u, back, err, wantIRI)
	}
}

// checkToIRI checks the URI-to-IRI mapping on s: the IRI of a valid URI is
// a valid IRI, and maps back to s but for the case of hexadecimal digits.
func checkToIRI(t *testing.T, s string) {
	t.Helper()
	if _, err := Parse(s); err != nil {
		return
	}
	i, err := AppendToIRI(nil, s)
	if err != nil {
		t.Fatalf("AppendToIRI(%q): %v for a valid URI", s, err)
	}
	if r, err := ParseIRI(i); err != nil {
		t.Fatalf("AppendToIRI(%q) = %q, which ParseIRI rejects: %v at %d", s, i, err, r.ErrorOffset())
	}
	for _, c := range string(i) {
		if c >= utf8.RuneSelf && isHiddenRune(c) {
			t.Fatalf("AppendToIRI(%q) = %q, which holds %U", s, i, c)
		}
	}
	if u, err := AppendToURI(nil, i); err != nil || !sameUpToHexCase(string(u), s) {
		t.Errorf("AppendToURI(AppendToIRI(%q) = %q) = %q, %v", s, i, u, err)
	}
}

func TestIRIMappingProperties(t *testing.T) {
	inputs := append(iriTestInputs(t), allTestInputs(t)...)
	inputs = append(inputs, "/%E6%9D%B1%e4%ba%ac", "?%EE%80%80#%EE%80%80", "//%C3%A9@%C3%A9/%F0%9F%98%80")
	for _, s := range inputs {
		checkToURI(t, s)
		checkToIRI(t, s)
	}
}

// TestToIRIHidden checks that AppendToIRI leaves percent-encoded what
// would hide or split a reference where it is printed (issue 33): white
// space, and what displays as nothing; and decodes the characters next to
// them.
func TestToIRIHidden(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/%E2%80%A8", "/%E2%80%A8"},                   // LINE SEPARATOR
		{"/%E2%80%A9", "/%E2%80%A9"},                   // PARAGRAPH SEPARATOR
		{"/%C2%A0", "/%C2%A0"},                         // NO-BREAK SPACE
		{"/%E3%80%80", "/%E3%80%80"},                   // IDEOGRAPHIC SPACE
		{"/%E2%80%AF", "/%E2%80%AF"},                   // NARROW NO-BREAK SPACE
		{"/%E2%80%8B", "/%E2%80%8B"},                   // ZERO WIDTH SPACE
		{"/%E2%80%8C%E2%80%8D", "/%E2%80%8C%E2%80%8D"}, // ZWNJ, ZWJ
		{"/%E2%81%A0", "/%E2%81%A0"},                   // WORD JOINER
		{"/%EF%BB%BF", "/%EF%BB%BF"},                   // ZERO WIDTH NO-BREAK SPACE
		{"/%C2%AD", "/%C2%AD"},                         // SOFT HYPHEN
		{"/%E3%85%A4", "/%E3%85%A4"},                   // HANGUL FILLER
		{"/%EF%B8%8F", "/%EF%B8%8F"},                   // VARIATION SELECTOR-16
		{"/a%C3%A9%E2%80%8B%C3%A9?%E3%80%80=%E6%9D%B1", "/a\u00e9%E2%80%8B\u00e9?%E3%80%80=\u6771"},
	} {
		if got, err := AppendToIRI(nil, c.in); err != nil || string(got) != c.want {
			t.Errorf("AppendToIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
		if got, err := AppendToURI(nil, c.want); err != nil || !strings.EqualFold(string(got), c.in) {
			t.Errorf("AppendToURI(%q) = %q, %v; want %q", c.want, got, err, c.in)
		}
	}
}

// TestAppendEscapeNonASCII holds appendEscapeNonASCII, which writes a run
// of non-ASCII bytes at once, to a byte-at-a-time model, on random
// strings of ASCII and other bytes appended to a buffer that holds
// something already.
func TestAppendEscapeNonASCII(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			if rng.IntN(2) == 0 {
				b[i] = byte(rng.IntN(0x80))
			} else {
				b[i] = byte(0x80 + rng.IntN(0x80))
			}
		}
		want := []byte("x")
		for _, c := range b {
			if c >= 0x80 {
				want = fmt.Appendf(want, "%%%02X", c)
			} else {
				want = append(want, c)
			}
		}
		if got := appendEscapeNonASCII([]byte("x"), string(b)); !bytes.Equal(got, want) {
			t.Fatalf("appendEscapeNonASCII(%q) = %q, want %q", b, got, want)
		}
	}
}

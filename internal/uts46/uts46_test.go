// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestIssue43 keeps the reproducers of issue 43 (item 3): Unicode 17.0
// data whatever the toolchain, and NFC before the checks.
func TestIssue43(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ẞ.com", "xn--zca.com"},           // U+1E9E maps to ß since 15.1, not to "ss"
		{"FAẞ.de", "xn--fa-hia.de"},        // the same, in a label with ASCII
		{"<\u0338.com", "xn--gdh.com"},     // "<" U+0338 is "≮" after NFC
		{"\U0001E6C0.com", "xn--uv5h.com"}, // Tai Yo, new in 17.0 (Python's punycode codec agrees)
	} {
		got, err := ToASCII(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToASCII(%+q) = %+q, %v; want %+q", c.in, got, err, c.want)
		}
	}
	if UnicodeVersion != "17.0.0" {
		t.Errorf("UnicodeVersion = %s", UnicodeVersion)
	}
}

// TestErrors checks the error and the label that Explain gives for each
// kind of failure.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		in         string
		err        Error
		label      int
		start, end int
	}{
		{"a.xn--ü.c", ErrPunycode, 1, 2, 8},
		{"xn--a", ErrNotValid, 0, 0, 5}, // decodes to U+0080, disallowed
		{"xn--", ErrPunycode, 0, 0, 4},
		{"xn--abc-", ErrPunycode, 0, 0, 8},
		{"x.xn--xn--a-ecp", ErrNotValid, 1, 2, 15}, // decodes to "xn--aÿ"? checked below
		{"\u0301.com", ErrLeadingMark, 0, 0, 2},
		{"a.b\xffc", ErrNotValid, 1, 2, 5},
		{"a.\U000E0100\u0378", ErrNotValid, 1, 2, 8},
		{"a\u200db", ErrZWJ, 0, 0, 5},
		{"a\u200cb", ErrZWNJ, 0, 0, 5},
		{"1a.\u05d0", ErrBidi, 0, 0, 2},
		{"a⒈b", ErrNotValid, 0, 0, 5},               // U+2488 maps to "1.", disallowed since 15.1
		{"a\u3002\u0301b", ErrLeadingMark, 1, 4, 7}, // U+3002 maps to "."
		{strings.Repeat("é", MaxLabel+1), ErrLabelTooLong, 0, 0, 2 * (MaxLabel + 1)},
	} {
		_, err := AppendToASCII(nil, []byte(c.in))
		e := Explain([]byte(c.in))
		if c.in == "x.xn--xn--a-ecp" {
			// Whatever the reason, a label in punycode must not decode
			// to one that starts with "xn--" (V4) or to another invalid one.
			if err == nil || e == nil {
				t.Errorf("%+q: no error", c.in)
			}
			continue
		}
		if !errors.Is(err, c.err) || e == nil || e.Err != c.err || e.Label != c.label || e.Start != c.start || e.End != c.end {
			t.Errorf("%+q: %v; Explain %+v; want %v in label %d, bytes %d to %d", c.in, err, e, c.err, c.label, c.start, c.end)
		}
	}
}

// TestToUnicode checks AppendToUnicode against AppendToASCII on the WPT
// cases: both fail or neither, and ToASCII of the Unicode form is the ASCII
// form.
func TestToUnicode(t *testing.T) {
	for _, c := range readWPT(t, "IdnaTestV2.json") {
		a, aerr := AppendToASCII(nil, []byte(c.Input))
		u, uerr := AppendToUnicode(nil, []byte(c.Input))
		if (aerr != nil) != (uerr != nil) {
			t.Errorf("%+q: ToASCII %v, ToUnicode %v", c.Input, aerr, uerr)
			continue
		}
		if aerr != nil {
			continue
		}
		if b, err := AppendToASCII(nil, u); err != nil || string(b) != string(a) {
			t.Errorf("%+q: ToUnicode %+q, whose ToASCII is %+q, %v; want %+q", c.Input, u, b, err, a)
		}
	}
}

// TestPunycode checks both encoders, RFC 3492's with the code points
// sorted first (up to shortLabel code points) and the n log n one
// (beyond), against x/net/idna's, RFC 3492 as written, and the decoder
// against both.
func TestPunycode(t *testing.T) {
	for _, n := range []int{1, 2, 7, shortLabel - 1, shortLabel, shortLabel + 1, 200, MaxLabel} {
		label := make([]rune, n)
		for i := range label {
			label[i] = rune([]int{0xE9, 'a', 0x4E00 + i%97, 0x1F600 + i%5, '-'}[i%5])
		}
		got, ok := appendPunycode(nil, label)
		want, err := idna.Punycode.ToASCII(string(label))
		if !ok || err != nil || "xn--"+string(got) != want {
			t.Errorf("n=%d: %v %.60q; x/net %v %.60q", n, ok, got, err, want)
		}
		dec, ok := appendDecoded(nil, got, MaxLabel)
		if !ok || string(dec) != string(label) {
			t.Errorf("n=%d: decoded %v %.20q", n, ok, string(dec))
		}
	}
}

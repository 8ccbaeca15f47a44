// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uts46

import "testing"

// TestAllocs checks that AppendToASCII and AppendToUnicode do not allocate
// when dst has room, on valid and invalid domains, ASCII or not, in NFC or
// not, with labels in punycode, joiners and right-to-left labels.
func TestAllocs(t *testing.T) {
	inputs := []string{
		"www.example.com",
		"WWW.Example.COM",
		"bücher.example.de",
		"BÜCHER.de",
		"пример.испытание",
		"例え.テスト",
		"xn--bcher-kva.de",
		"a\u0301\u0323.com",      // NFC reorders and composes
		"\u0628\u200c\u0628.com", // ZWNJ in context
		"\u05d0\u05d1.\u05d2",    // Bidi domain name
		"xn--a",                  // invalid punycode
		"\u0301a.com",            // leading mark
		"a\u200d.com",            // ZWJ out of context
		"\u05d0.1a",              // Bidi Rule broken
		"a\xffb.com",             // not UTF-8
		"xn--ab-j1t",             // decodes to ASCII and more
		"\ufdfa.com",             // maps to 18 code points
	}
	dst := make([]byte, 0, 4096)
	for _, in := range inputs {
		src := []byte(in)
		for _, f := range []struct {
			name string
			fn   func([]byte, []byte) ([]byte, error)
		}{{"AppendToASCII", AppendToASCII}, {"AppendToUnicode", AppendToUnicode}} {
			if n := testing.AllocsPerRun(50, func() { f.fn(dst, src) }); n != 0 {
				t.Errorf("%s(%+q): %v allocations", f.name, in, n)
			}
		}
	}
}

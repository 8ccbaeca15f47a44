// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// utf8Slow reports whether the bytes above 0x7F of s form characters that
// an IRI allows outside a query, reading s one character at a time with
// the standard library's decoder and isIRIRune.
func utf8Slow(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 || !isIRIRune(r, false) {
			return false
		}
		i += n
	}
	return true
}

// utf8Blocks checks s with utf8Block, one block of 64 bytes after the
// other, as runTail does.
func utf8Blocks(s string) bool {
	var in uint64
	for o := 0; o < len(s); o += blockMax {
		u := utf8MasksGeneric(s[o:min(len(s), o+blockMax)])
		var ok bool
		if in, ok = utf8Block(s, o, &u, in); !ok {
			return false
		}
	}
	return in == 0
}

// utf8Pieces are what the inputs of TestUTF8Block are made of: ASCII,
// characters of one to four bytes (the common ones the masks judge, and
// the rare ones iriChar reads), and what UTF-8 or an IRI forbids: stray
// and missing continuation bytes, overlong forms, surrogates, C1
// controls, the bidirectional formatting characters, private-use
// characters and noncharacters.
var utf8Pieces = []string{
	"a", "%", "/", "é", "ß", "Ж", "ع", "東", "京", "ệ", "ภ", "한", "😀", "𠀀",
	"\u00a0", "\u07ff", "\u0800", "\u0fff", "\u1000", "\u2010", "\u2029", "\u202f", "\ud7ff", "\uf900", "\ufdcf", "\ufdf0", "\uffef",
	"\U0001fffd", "\U000e1000", "\U000efffd",
	"\x80", "\xbf", "\xc2", "\xe6\x9d", "\xf0\x9f\x98", "\xc0\x80", "\xe0\x80\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf5", "\xff",
	"\u0085", "\u009f", "\u00a9", "\u060c", "\u061b", "\u061c", "\u061d", "\u200e", "\u202e", "\u2066", "\u2069", "\ue000", "\U000f0000", "\ufdd0", "\ufffe", "\U0001fffe", "\U000e0001",
}

// TestUTF8Block checks utf8Block, block after block, against utf8Slow on
// random sequences of utf8Pieces of up to five blocks, so that characters
// and errors fall at every place relative to the ends of blocks, and on
// every piece after every number of ASCII bytes up to a block and a half.
func TestUTF8Block(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 5))
	fails := 0
	check := func(s string) {
		if got, want := utf8Blocks(s), utf8Slow(s); got != want {
			t.Errorf("%q: utf8Block says %v, the decoder %v", s, got, want)
			if fails++; fails > 10 {
				t.FailNow()
			}
		}
	}
	for range 20000 {
		var b strings.Builder
		n := rng.IntN(5*blockMax) + 1
		// Mostly valid pieces, so that an error late in the input is
		// not hidden by an earlier one.
		bad := rng.IntN(3) == 0
		for b.Len() < n {
			p := utf8Pieces[rng.IntN(len(utf8Pieces))]
			if !bad && !utf8Slow(p) {
				continue
			}
			b.WriteString(p)
		}
		check(b.String())
	}
	for k := 0; k <= blockMax+blockMax/2; k++ {
		for _, p := range utf8Pieces {
			check(strings.Repeat("a", k) + p)
			check(strings.Repeat("a", k) + p + "z")
		}
	}
}

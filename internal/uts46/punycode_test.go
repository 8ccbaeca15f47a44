// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestPunycodeMixes checks appendPunycode against RFC 3492's sample
// strings and against x/net/idna's encoding (idna.Punycode, which only
// encodes) on random labels of every mix: repeated and distinct code
// points, basic ones between them, code points far apart and near
// 0x10FFFF, short and long (both encoders). It came from web, whose own
// encoder this package's replaced.
func TestPunycodeMixes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// RFC 3492, 7.1: (A) Arabic (Egyptian), (L) Japanese.
		{"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
		{"3\u5E74B\u7D44\u91D1\u516B\u5148\u751F", "3B-ww4c5e180e575a65lsy2b"},
		{"bücher", "bcher-kva"},
	} {
		got, ok := appendPunycode(nil, []rune(c.in))
		if !ok || string(got) != c.want {
			t.Errorf("appendPunycode(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabets := [][]rune{
		[]rune("aé"), []rune("ab-ü\u4e00\u4e01"), []rune("\U0010fffd\u00a0z"),
		[]rune("\u0644\u064A\u0647\u0645\u0627\u0628"),
	}
	checked := 0
	for i := range 600 {
		var b strings.Builder
		n := 1 + rng.IntN(200)
		al := alphabets[i%len(alphabets)]
		for range n {
			if i%5 == 0 {
				b.WriteRune(rune(0x80 + rng.IntN(0x10ff00)))
			} else {
				b.WriteRune(al[rng.IntN(len(al))])
			}
		}
		in := []rune(strings.ToValidUTF8(b.String(), "\ufffd"))
		if isASCII(in) {
			continue
		}
		checked++
		want, err := idna.Punycode.ToASCII(string(in))
		got, ok := appendPunycode([]byte("xn--"), in)
		if (err == nil) != ok || err == nil && string(got) != want {
			t.Fatalf("appendPunycode(%q) = %q, %v; x/net/idna %q, %v", string(in), got, ok, want, err)
		}
	}
	if checked < 500 {
		t.Errorf("only %d labels checked", checked)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestPunycode checks appendPunycode against x/net/idna's encoding
// (idna.Punycode, which only encodes) and RFC 3492's sample strings, on
// labels of every mix: repeated and distinct code points, basic ones
// between them, code points far apart and near 0x10FFFF.
func TestPunycode(t *testing.T) {
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
		in := strings.ToValidUTF8(b.String(), "\ufffd")
		if isASCII(in) {
			continue
		}
		want, err := idna.Punycode.ToASCII(in)
		got, ok := appendPunycode([]byte("xn--"), []rune(in))
		if (err == nil) != ok || err == nil && string(got) != want {
			t.Fatalf("appendPunycode(%q) = %q, %v; x/net/idna %q, %v", in, got, ok, want, err)
		}
	}
}

// TestPunycodeWork checks that encoding a label of distinct code points
// takes work that grows as its length, not its square: x/net/idna's
// encoding read the label once for each distinct code point.
func TestPunycodeWork(t *testing.T) {
	var ratio [2]float64
	for i, n := range []int{100, 1000} {
		var b strings.Builder
		for j := range n {
			b.WriteRune(rune(0x4e00 + j))
		}
		s := "http://" + b.String() + "/"
		work := 0
		workCount = &work
		h, _, err := AppendHost(nil, s)
		workCount = nil
		if err != nil || len(h) == 0 {
			t.Fatalf("AppendHost(%d distinct code points) = %q, %v", n, h, err)
		}
		ratio[i] = float64(work) / float64(len(s))
	}
	if ratio[1] > 2*ratio[0]+1 {
		t.Errorf("work per byte grows with the label: %.2f for 100 code points, %.2f for 1000", ratio[0], ratio[1])
	}
}

// TestDomainToASCIIAgrees checks domainToASCII, which encodes the labels
// itself, against x/net/idna's ToASCII with the same options, on domains
// of labels of every mix, valid or not for IDNA.
func TestDomainToASCIIAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "B", "-", ".", "é", "ß", "ς", "\u200d", "\u0644", "1", "xn--", "\u4e00", "\u3002", "ｅ", "\u00ad", "\u0301", "\U0001f600"}
	taken := 0
	for range 3000 {
		var b strings.Builder
		for range 1 + rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		d := b.String()
		if !labelsValid(d) {
			continue
		}
		got, ok := domainToASCII(d)
		want, err := toASCII.ToASCII(d)
		if ok != (err == nil) || ok && got != want {
			t.Errorf("domainToASCII(%q) = %q, %v; x/net/idna %q, %v", d, got, ok, want, err)
		}
		if ok && !isASCII(d) {
			taken++
		}
	}
	if taken < 300 {
		t.Errorf("only %d of the domains not in ASCII were taken: the test checks too little", taken)
	}
}

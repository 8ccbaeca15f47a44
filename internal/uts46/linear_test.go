// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package uts46

import (
	"strings"
	"testing"
)

// TestLinearWork checks that AppendToASCII does a bounded amount of work
// per input byte, whatever the input's shape, by the steps its loops count
// (workCount): inputs that repeat what makes a loop go on or start again,
// at two lengths, must cost the same per byte within 10%, and at most
// maxPerByte.
func TestLinearWork(t *testing.T) {
	const maxPerByte = 600
	shapes := []struct{ prefix, unit, suffix string }{
		{"", "a", ""},
		{"", "A.", ""},
		{"", "é", ""},
		{"", "é.", ""},
		{"", "xn--a.", ""},
		{"", "xn--bcher-kva.", ""},
		{"", "\u00ad", "a"},
		{"", "\u3002", "a"},
		{"", "\ufdfa", ""},
		{"a", "\u0301", ""},
		{"a", "\u0323\u0301", ""},
		{"", "\u0628\u200c", "\u0628"},
		{"\u0628", "\u200c\u064b", "\u0628"},
		{"\u05d0.", "a.", ""},
		{"", "\u05d0", ""},
		{"xn--", "a", ""},
		{"xn--", "99", ""},
		{"", "\U00010000", ""},
	}
	// Distinct code points in one label: punycode's worst case.
	distinct := func(n int) string {
		var b strings.Builder
		for r := rune(0x4E00); b.Len() < n; r++ {
			b.WriteRune(r)
			if (r-0x4E00)%MaxLabel == MaxLabel-1 {
				b.WriteByte('.')
			}
		}
		return b.String()
	}
	for _, sh := range shapes {
		var ratio [2]float64
		for i, n := range []int{3000, 48000} {
			s := sh.prefix + strings.Repeat(sh.unit, n/len(sh.unit)) + sh.suffix
			ratio[i] = work(s)
		}
		check(t, sh.prefix+sh.unit+sh.suffix, ratio, maxPerByte)
	}
	var ratio [2]float64
	for i, n := range []int{12000, 96000} {
		ratio[i] = work(distinct(n))
	}
	check(t, "distinct CJK", ratio, maxPerByte)
}

// work returns the work per byte of AppendToASCII on s.
func work(s string) float64 {
	w := 0
	workCount = &w
	defer func() { workCount = nil }()
	AppendToASCII(nil, []byte(s))
	return float64(w) / float64(len(s))
}

func check(t *testing.T, name string, ratio [2]float64, max float64) {
	t.Helper()
	if ratio[0] == 0 || ratio[1] > max || ratio[1] > ratio[0]*1.1+1 {
		t.Errorf("%+q: work per byte %.1f at the short length, %.1f at the long one", name, ratio[0], ratio[1])
	}
	t.Logf("%+q: %.1f, %.1f steps per byte", name, ratio[0], ratio[1])
}

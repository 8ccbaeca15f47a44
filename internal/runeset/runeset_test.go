// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runeset

import (
	"testing"
	"unicode"
)

// TestContains checks every code point, and a few values that are none,
// against unicode.In on tables with ranges of stride 1 and others, with
// R32 ranges that begin in the BMP, and with ranges that start or end
// inside a word of the bitmap.
func TestContains(t *testing.T) {
	sets := [][]*unicode.RangeTable{
		{unicode.White_Space, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point},
		{unicode.L, unicode.M, unicode.N, unicode.P, unicode.S},
		{unicode.Lu}, // many ranges of stride 2
		{unicode.Zs},
		{unicode.Han},
		{{R16: []unicode.Range16{{Lo: 0x41, Hi: 0x41, Stride: 1}, {Lo: 0x7F, Hi: 0x80, Stride: 1}, {Lo: 0xFF00, Hi: 0xFFFF, Stride: 1}},
			R32: []unicode.Range32{{Lo: 0xFFF0, Hi: 0x10005, Stride: 1}, {Lo: 0x10FFFF, Hi: 0x10FFFF, Stride: 1}}}},
	}
	for i, tables := range sets {
		s := New(tables...)
		n := 0
		for r := rune(-2); r <= unicode.MaxRune+2; r++ {
			want := unicode.In(r, tables...)
			if s.Contains(r) != want {
				t.Fatalf("set %d: Contains(%U) = %v, want %v", i, r, !want, want)
			}
			if want {
				n++
			}
		}
		if n == 0 {
			t.Fatalf("set %d is empty: the test lost its point", i)
		}
	}
}

// TestContains16 checks Contains16 against Contains on the BMP.
func TestContains16(t *testing.T) {
	s := New(unicode.L, unicode.Zs)
	for r := rune(0); r <= 0xFFFF; r++ {
		if s.Contains16(uint16(r)) != s.Contains(r) {
			t.Fatalf("Contains16(%U) = %v, Contains %v", r, !s.Contains(r), s.Contains(r))
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package runeset holds sets of code points taken from Unicode range
// tables with a membership test of constant cost in the Basic
// Multilingual Plane: one bit per code point, 8 KiB per set. A lookup in
// a range table costs a binary search, and text that an attacker chooses
// can make every character of a long input pay it, several times over on
// the way to the output.
//
// A set is built from the range tables of the running Go's unicode
// package, never from a table checked in, so that the bits follow the
// Unicode version of the Go that builds the program. It imports nothing
// but the standard library.
package runeset

import "unicode"

// A BMP is a set of code points: the code points of the Basic
// Multilingual Plane in a bitmap, the others looked up in the range
// tables it was built from. Its methods do not allocate.
type BMP struct {
	bits   [0x10000 / 64]uint64
	tables []*unicode.RangeTable
}

// New returns the set of the code points in any of tables. It allocates
// the set (8 KiB) and sets its bits range by range, not code point by
// code point; a program builds each set once, when it first needs it.
func New(tables ...*unicode.RangeTable) *BMP {
	s := &BMP{tables: tables}
	for _, t := range tables {
		for _, g := range t.R16 {
			s.add(rune(g.Lo), rune(g.Hi), rune(g.Stride))
		}
		for _, g := range t.R32 {
			if g.Lo <= 0xFFFF {
				s.add(rune(g.Lo), rune(min(g.Hi, 0xFFFF)), rune(g.Stride))
			}
		}
	}
	return s
}

// add sets the bits of lo, lo+stride, ... up to hi, all in the BMP: a
// word at a time for a range of stride 1, which most ranges are.
func (s *BMP) add(lo, hi, stride rune) {
	if stride != 1 {
		for r := lo; r <= hi; r += stride {
			s.bits[r>>6] |= 1 << (r & 63)
		}
		return
	}
	for r := lo; r <= hi; {
		w := r >> 6
		last := min(hi, w<<6|63) // the last code point of the range in word w
		n := last - r + 1
		mask := ^uint64(0) >> (64 - n) << (r & 63)
		s.bits[w] |= mask
		r = last + 1
	}
}

// Contains reports whether r is in s. In the BMP it costs a load and a
// shift; above it, a lookup in the range tables.
func (s *BMP) Contains(r rune) bool {
	if uint32(r) <= 0xFFFF {
		return s.Contains16(uint16(r))
	}
	return s.above(r)
}

// Contains16 reports whether the code point c of the BMP is in s: Contains
// for a caller that knows c is in the BMP, with a load and a shift. It is
// inlined.
func (s *BMP) Contains16(c uint16) bool { return s.bits[c>>6]>>(c&63)&1 != 0 }

// above is Contains for r beyond the BMP.
func (s *BMP) above(r rune) bool { return unicode.In(r, s.tables...) }

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gc && !purego && !noasm && (amd64 || arm64)

package uri

// indexNotIn and indexIn dispatch to the assembly kernel in use
// (active.notIn, active.in) when the input is long enough, and otherwise
// run the generic loop. The loop is a copy of scan_generic.go's rather
// than a call to it: a wrapper with two calls is too costly for the
// compiler to inline, and short inputs, most of them, would pay a second
// call. TestKernelDispatch checks these against the generic functions at
// every length around the threshold.

// indexNotIn returns the index of the first byte of s not in class set, or
// len(s). It reads the first simdProbe bytes in Go, eight at a time, and
// hands the rest to the kernel only when none of them is outside the set
// and at least active.probeMin bytes follow (simdMinLen, or noKernel for
// the generic implementation): a component that ends early costs what the
// generic loop costs.
func indexNotIn(s string, set charset) int {
	m := uint16(1) << set
	i := 0
	for ; len(s)-i >= 8; i += 8 {
		b := s[i : i+8]
		if classTable[b[0]]&classTable[b[1]]&classTable[b[2]]&classTable[b[3]]&
			classTable[b[4]]&classTable[b[5]]&classTable[b[6]]&classTable[b[7]]&m == 0 {
			break
		}
		if i == simdProbe-8 && len(s)-simdProbe >= active.probeMin {
			return simdProbe + active.notIn(s[simdProbe:], set)
		}
	}
	for ; i < len(s); i++ {
		if classTable[s[i]]&m == 0 {
			return i
		}
	}
	return len(s)
}

// indexIn returns the index of the first byte of s in class set, or len(s),
// probing as indexNotIn does.
func indexIn(s string, set charset) int {
	m := uint16(1) << set
	i := 0
	for ; len(s)-i >= 8; i += 8 {
		b := s[i : i+8]
		if (classTable[b[0]]|classTable[b[1]]|classTable[b[2]]|classTable[b[3]]|
			classTable[b[4]]|classTable[b[5]]|classTable[b[6]]|classTable[b[7]])&m != 0 {
			break
		}
		if i == simdProbe-8 && len(s)-simdProbe >= active.probeMin {
			return simdProbe + active.in(s[simdProbe:], set)
		}
	}
	for ; i < len(s); i++ {
		if classTable[s[i]]&m != 0 {
			return i
		}
	}
	return len(s)
}

// indexNotIn and indexIn probe eight bytes at a time: simdProbe must be a
// multiple of eight, at least eight.
var (
	_ = [1]struct{}{}[simdProbe%8]
	_ = [1]struct{}{}[min(simdProbe/8, 1)-1]
)

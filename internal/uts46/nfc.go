// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import "slices"

// quickNFC reports whether the valid code points s are in NFC for sure
// (Unicode 15, 9.1, NFC_Quick_Check): none may compose with the one
// before it, and the marks are in canonical order. A valid code point is
// never NFC_Quick_Check No (gen/main.go checks).
func quickNFC(s []rune) bool {
	var last uint8
	for _, r := range s {
		v := lookup(r)
		if v&maybeBit != 0 {
			return false
		}
		c := ccc(v)
		if c != 0 && last > c {
			return false
		}
		last = c
	}
	return true
}

// appendNFC appends the NFC of s to dst: the full canonical decomposition
// of each code point, the marks of each run put in canonical order, then
// canonical composition (Unicode 15, 3.11).
func appendNFC(dst, s []rune) []rune {
	start := len(dst)
	for _, r := range s {
		if si := r - sBase; 0 <= si && si < sCount {
			dst = append(dst, lBase+si/(vCount*tCount), vBase+si%(vCount*tCount)/tCount)
			if t := si % tCount; t != 0 {
				dst = append(dst, tBase+t)
			}
			continue
		}
		if lookup(r)&decompBit != 0 {
			dst = append(dst, decomposition(r)...)
			continue
		}
		dst = append(dst, r)
	}
	d := dst[start:]
	// Canonical ordering, run by run of marks: a stable sort by class.
	for i := 0; i < len(d); {
		if ccc(lookup(d[i])) == 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(d) && ccc(lookup(d[j])) != 0 {
			j++
		}
		if j-i > 1 {
			sortMarks(d[i:j])
		}
		i = j
	}
	// Canonical composition.
	starter, k := -1, 0
	var last uint8
	for i, r := range d {
		c := ccc(lookup(r))
		if starter >= 0 && (k == starter+1 || last != 0 && last < c) {
			if p := compose(d[starter], r); p >= 0 {
				d[starter] = p
				continue
			}
		}
		if c == 0 {
			starter = k
		}
		last = c
		d[k] = r
		k++
		_ = i
	}
	return dst[:start+k]
}

// sortMarks puts the marks m in canonical order: a stable sort by
// Canonical_Combining_Class.
func sortMarks(m []rune) {
	if len(m) <= 8 {
		for i := 1; i < len(m); i++ {
			r, c := m[i], ccc(lookup(m[i]))
			j := i
			for ; j > 0 && ccc(lookup(m[j-1])) > c; j-- {
				m[j] = m[j-1]
			}
			m[j] = r
		}
		return
	}
	slices.SortStableFunc(m, func(a, b rune) int { return int(ccc(lookup(a))) - int(ccc(lookup(b))) })
}

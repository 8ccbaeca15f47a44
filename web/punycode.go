// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"cmp"
	"math"
	"slices"
)

// The parameters of punycode (RFC 3492, 5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 0x80
)

// appendPunycode appends to dst the punycode of label, in lower case as
// IDNA writes it, without "xn--", and reports false where the encoding
// overflows 32 bits, as RFC 3492 (6.4) and x/net/idna, whose encoding it
// gives, refuse it.
//
// The encoding of RFC 3492 reads the whole label once for each distinct
// code point in it, a time that grows as the square of the label's
// length: x/net/idna's takes about as long for one label of a thousand
// distinct code points as for megabytes of other text. This one takes
// the code points in the order that the encoding writes them (by value,
// then position), and counts the ones before each that the encoding has
// written already (smaller) with a Fenwick tree over the positions: a
// time of n log n for n code points.
func appendPunycode(dst []byte, label []rune) ([]byte, bool) {
	b := 0
	for _, c := range label {
		if c < 0x80 {
			dst = append(dst, byte(c))
			b++
		}
	}
	if b > 0 {
		dst = append(dst, '-')
	}
	order := make([]int32, 0, len(label)-b)
	for j, c := range label {
		if c >= 0x80 {
			order = append(order, int32(j))
		}
	}
	slices.SortFunc(order, func(x, y int32) int {
		if c := cmp.Compare(label[x], label[y]); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
	// done counts, by position, the code points smaller than n: the basic
	// ones from the start.
	done := make(fenwick, len(label)+1)
	for j, c := range label {
		if c < 0x80 {
			done.add(j)
		}
	}
	n, delta, bias, h := int64(punyInitialN), int64(0), punyInitialBias, b
	for k := 0; k < len(order); {
		m := int64(label[order[k]])
		delta += (m - n) * int64(h+1)
		n = m
		e := k
		for e < len(order) && int64(label[order[e]]) == m {
			e++
		}
		// The smaller code points between two of value m count; those
		// before the previous one are counted already (that one is not
		// smaller than m, so it is not among them).
		counted := 0
		for _, j := range order[k:e] {
			before := done.count(int(j))
			delta += int64(before - counted)
			if delta > math.MaxInt32 {
				return dst, false
			}
			dst = appendPunyNumber(dst, delta, bias)
			bias = punyAdapt(delta, int64(h+1), h == b)
			delta = 0
			h++
			counted = before
		}
		delta += int64(done.count(len(label)) - counted)
		for _, j := range order[k:e] {
			done.add(int(j))
		}
		delta++
		n++
		k = e
	}
	return dst, true
}

// appendPunyNumber appends q as a generalized variable-length integer
// (RFC 3492, 3.3) with the thresholds of bias.
func appendPunyNumber(dst []byte, q int64, bias int) []byte {
	for k := punyBase; ; k += punyBase {
		t := int64(k - bias)
		if k <= bias {
			t = punyTMin
		} else if k >= bias+punyTMax {
			t = punyTMax
		}
		if q < t {
			break
		}
		dst = append(dst, punyDigit(t+(q-t)%(punyBase-t)))
		q = (q - t) / (punyBase - t)
	}
	return append(dst, punyDigit(q))
}

// punyDigit returns the lower-case digit of d, 0 to 35.
func punyDigit(d int64) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punyAdapt is the bias adaptation function of RFC 3492 (6.1).
func punyAdapt(delta, points int64, first bool) int {
	if first {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / points
	k := 0
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + int((punyBase-punyTMin+1)*delta/(delta+punySkew))
}

// A fenwick tree counts marks at positions, and the marks before a
// position, each in a time of log n.
type fenwick []int32

// add marks position j.
func (f fenwick) add(j int) {
	steps := 0
	for j++; j < len(f); j += j & -j {
		f[j]++
		steps++
	}
	addWork(steps)
}

// count returns the number of marks at positions before j.
func (f fenwick) count(j int) int {
	s, steps := 0, 0
	for ; j > 0; j -= j & -j {
		s += int(f[j])
		steps++
	}
	addWork(steps)
	return s
}

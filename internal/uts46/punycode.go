// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"math"
	"math/bits"
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

// shortLabel is the most code points of a label that appendPunycode
// encodes by the algorithm of RFC 3492 as written, whose time grows as the
// label's length times its distinct code points; longer labels take the
// n log n way, with scratch space on the stack for maxLabel code points.
const shortLabel = 64

// appendPunycode appends to dst the punycode of label (RFC 3492, 6.3), in
// lower case, without "xn--", and reports false where the encoding
// overflows 32 bits (6.4). label has at most maxLabel code points.
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
	if len(label) > shortLabel {
		return appendPunycodeLong(dst, label, b)
	}
	return encodeShort(dst, label, b)
}

// encodeShort is appendPunycode for a label of at most shortLabel code
// points, b of them basic, written already: RFC 3492's encoding, but that
// it sorts the code points it inserts (by value, then position) first,
// rather than look for the next smallest in each round, and counts the
// code points smaller than the one inserted with a bit set of their
// positions (a label has at most 64), rather than by reading the label
// again in each round.
func encodeShort(dst []byte, label []rune, b int) ([]byte, bool) {
	var keys [shortLabel]uint32 // value<<8 | position
	var below uint64            // the positions of the code points smaller than the current one
	k := 0
	for j, c := range label {
		if c < 0x80 {
			below |= 1 << j
			continue
		}
		key := uint32(c)<<8 | uint32(j)
		i := k
		for ; i > 0 && keys[i-1] > key; i-- {
			keys[i] = keys[i-1]
		}
		keys[i] = key
		k++
	}
	// delta grows by less than 0x110000 times (shortLabel+1) in a round
	// plus the label's length: far from overflowing 64 bits before the
	// check.
	n, delta, bias, h := rune(punyInitialN), uint64(0), uint32(punyInitialBias), b
	for i := 0; i < k; {
		m := rune(keys[i] >> 8)
		delta += uint64(m-n) * uint64(h+1)
		n = m
		// before: the smaller code points before the last m met.
		before, group := 0, uint64(0)
		for ; i < k && rune(keys[i]>>8) == m; i++ {
			j := keys[i] & 0xFF
			c := bits.OnesCount64(below & (1<<j - 1))
			delta += uint64(c - before)
			before = c
			if delta > math.MaxInt32 {
				return dst, false
			}
			dst = appendPunyNumber32(dst, uint32(delta), bias)
			bias = punyAdapt32(uint32(delta), uint32(h+1), h == b)
			delta = 0
			h++
			group |= 1 << j
		}
		// The smaller code points after the last m.
		delta += uint64(bits.OnesCount64(below) - before)
		below |= group
		delta++
		n++
	}
	return dst, true
}

// appendPunyNumber32 is appendPunyNumber in 32 bits, whose divisions are
// the cheaper; the thresholds at their bounds, the common case, divide by
// constants.
func appendPunyNumber32(dst []byte, q, bias uint32) []byte {
	for k := uint32(punyBase); ; k += punyBase {
		var d, r uint32
		switch {
		case k <= bias:
			if q < punyTMin {
				return append(dst, punyDigit(int64(q)))
			}
			d, r = (q-punyTMin)/(punyBase-punyTMin), (q-punyTMin)%(punyBase-punyTMin)
			dst = append(dst, punyDigit(int64(punyTMin+r)))
		case k >= bias+punyTMax:
			if q < punyTMax {
				return append(dst, punyDigit(int64(q)))
			}
			d, r = (q-punyTMax)/(punyBase-punyTMax), (q-punyTMax)%(punyBase-punyTMax)
			dst = append(dst, punyDigit(int64(punyTMax+r)))
		default:
			t := k - bias
			if q < t {
				return append(dst, punyDigit(int64(q)))
			}
			d, r = (q-t)/(punyBase-t), (q-t)%(punyBase-t)
			dst = append(dst, punyDigit(int64(t+r)))
		}
		q = d
	}
}

// adaptLast holds (base-tmin+1)*delta/(delta+skew) for each delta that
// punyAdapt's loop leaves, at most (base-tmin)*tmax/2.
var adaptLast = func() (t [(punyBase-punyTMin)*punyTMax/2 + 1]uint8) {
	for d := range t {
		t[d] = uint8((punyBase - punyTMin + 1) * d / (d + punySkew))
	}
	return t
}()

// punyAdapt32 is punyAdapt in 32 bits.
func punyAdapt32(delta, points uint32, first bool) uint32 {
	if first {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / points
	k := uint32(0)
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + uint32(adaptLast[delta])
}

// appendPunycodeLong is appendPunycode for a label of more than
// shortLabel code points, b of them basic, written already. It takes the
// code points in the order that the encoding writes them (by value, then
// position) and counts the ones before each that are written already with
// a Fenwick tree over the positions: a time of n log n.
func appendPunycodeLong(dst []byte, label []rune, b int) ([]byte, bool) {
	var keys [maxLabel]uint64
	var tree [maxLabel + 1]int32
	order := keys[:0]
	done := fenwick(tree[:len(label)+1])
	for j, c := range label {
		if c >= 0x80 {
			order = append(order, uint64(c)<<32|uint64(j))
		} else {
			done.add(j)
		}
	}
	slices.Sort(order)
	n, delta, bias, h := int64(punyInitialN), int64(0), punyInitialBias, b
	for k := 0; k < len(order); {
		m := int64(order[k] >> 32)
		delta += (m - n) * int64(h+1)
		n = m
		e := k
		for e < len(order) && int64(order[e]>>32) == m {
			e++
		}
		// The smaller code points between two of value m count; those
		// before the previous one are counted already.
		counted := 0
		for _, key := range order[k:e] {
			before := done.count(int(uint32(key)))
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
		for _, key := range order[k:e] {
			done.add(int(uint32(key)))
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
	for j++; j < len(f); j += j & -j {
		f[j]++
	}
}

// count returns the number of marks at positions before j.
func (f fenwick) count(j int) int {
	s := 0
	for ; j > 0; j -= j & -j {
		s += int(f[j])
	}
	return s
}

// appendDecoded appends to dst the code points of the punycode s (RFC
// 3492, 6.2), ASCII and in lower case, without "xn--", and reports false
// where s is not punycode: a basic code point after the last "-" that is
// not a digit, a number that ends early or overflows 32 bits, or a code
// point that is a surrogate or beyond U+10FFFF. It stops at, and reports
// false for, more than max code points.
func appendDecoded(dst []rune, s []byte, max int) ([]rune, bool) {
	start := len(dst)
	b := -1
	for j := len(s) - 1; j >= 0; j-- {
		if s[j] == '-' {
			b = j
			break
		}
	}
	in := 0
	if b > 0 { // a "-" first is no delimiter, and no digit either
		if b > max {
			return dst, false
		}
		for _, c := range s[:b] {
			dst = append(dst, rune(c))
		}
		in = b + 1
	}
	n, i, bias := int64(punyInitialN), int64(0), punyInitialBias
	for in < len(s) {
		oldi, w := i, int64(1)
		for k := punyBase; ; k += punyBase {
			if in >= len(s) {
				return dst, false
			}
			d := digitValue(s[in])
			in++
			if d < 0 || d > (math.MaxInt32-i)/w {
				return dst, false
			}
			i += d * w
			t := int64(k - bias)
			if k <= bias {
				t = punyTMin
			} else if k >= bias+punyTMax {
				t = punyTMax
			}
			if d < t {
				break
			}
			if w > math.MaxInt32/(punyBase-t) {
				return dst, false
			}
			w *= punyBase - t
		}
		out := int64(len(dst)-start) + 1
		bias = punyAdapt(i-oldi, out, oldi == 0)
		if i/out > math.MaxInt32-n {
			return dst, false
		}
		n += i / out
		i %= out
		if n > 0x10FFFF || 0xD800 <= n && n <= 0xDFFF || int(out) > max {
			return dst, false
		}
		// Insert n at position i: linear in the label, whose length is
		// bounded by max.
		dst = slices.Insert(dst, start+int(i), rune(n))
		i++
	}
	return dst, true
}

// digitValue returns the value of the punycode digit c, or -1.
func digitValue(c byte) int64 {
	switch {
	case '0' <= c && c <= '9':
		return int64(c-'0') + 26
	case 'a' <= c && c <= 'z':
		return int64(c - 'a')
	case 'A' <= c && c <= 'Z':
		return int64(c - 'A')
	}
	return -1
}

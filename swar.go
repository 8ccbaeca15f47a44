// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// Byte searches eight bytes at a time in a 64-bit word (SWAR), where a
// SIMD kernel would cost more than it saves: the last "/" of a path, the
// case of a host, whether a short string is ASCII, the digits of a port.

// The constants of the word-at-a-time searches.
const (
	lo7  = 0x7f7f7f7f7f7f7f7f
	hi1  = 0x8080808080808080
	ones = 0x0101010101010101
)

// nonZeroBytes returns a word whose bytes have the high bit set where the
// byte of t is not zero, and clear where it is; the low seven bits of each
// byte are noise. A byte is zero exactly when (t&0x7f)+0x7f, which carries
// into no other byte, has its high bit clear and t has too: exact, unlike
// the classic has-zero-byte test, whose borrows can mark a byte above a
// zero one. With t = x ^ ones*c, the zero bytes are those of x equal to c.
func nonZeroBytes(t uint64) uint64 { return t&lo7 + lo7 | t }

// eqBytes returns a mask with the high bit of each byte of x that equals
// the byte repeated in pat (ones times the byte), and no other bit. To
// find any of several bytes, AND their nonZeroBytes and complement once.
func eqBytes(x, pat uint64) uint64 { return ^(nonZeroBytes(x^pat) | lo7) }

// upperBytes returns a word whose bytes have the high bit set where the
// byte of x is an upper-case ASCII letter, for x of bytes below 0x80; the
// low seven bits of each byte are noise (mask with hi1). Adding 0x80-'A'
// sets the high bit of the bytes from 'A' up, adding 0x80-'Z'-1 that of
// those above 'Z', and neither carries into the next byte.
func upperBytes(x uint64) uint64 {
	return (x + ones*(0x80-'A')) &^ (x + ones*(0x80-'Z'-1))
}

// slashDot returns a word whose bytes have the high bit set from the
// first "/" followed by a "." in x (bytes k and k+1, k < 7) on, and none
// when there is no such pair: byte k of w is zero exactly there, and the
// classic has-zero-byte test marks the first zero byte of a word (and,
// through its borrow, maybe some above), never a byte when there is none.
// The low seven bits of each byte are noise: OR the results of several
// words and mask with hi1 once.
func slashDot(x uint64) uint64 {
	w := x ^ ones*'/' | (x^ones*'.')>>8 | 0xff<<56
	return (w - ones) &^ w
}

// load64 returns the 8 bytes of s at i as a little-endian word: one load.
func load64(s string, i int) uint64 {
	return binary.LittleEndian.Uint64(bytes8(s[i : i+8])[:])
}

// word8 is load64 without the bounds check, for the callers that know
// what the compiler cannot: the 8 bytes at p+i must be within one string
// or slice.
func word8(p unsafe.Pointer, i int) uint64 {
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(p, i))[:])
}

// ascii32 reports whether the first 32 bytes of s (it has as many) are
// below 0x80: four loads, small enough to inline.
func ascii32(s string) bool {
	b := (*[32]byte)(unsafe.Pointer(unsafe.StringData(s[:32])))
	le := binary.LittleEndian
	return (le.Uint64(b[0:8])|le.Uint64(b[8:16])|le.Uint64(b[16:24])|le.Uint64(b[24:32]))&hi1 == 0
}

// asciiShort reports whether the bytes of s, shorter than asciiProbe, are
// below 0x80.
func asciiShort(s string) bool {
	if len(s) >= 8 {
		x := load64(s, len(s)-8) // the last word overlaps the one before
		for i := 0; i+8 < len(s); i += 8 {
			x |= load64(s, i)
		}
		return x&hi1 == 0
	}
	var x byte
	for i := 0; i < len(s); i++ {
		x |= s[i]
	}
	return x < 0x80
}

// asciiProbe is how much of an IRI parseIRI looks at for a byte above
// 0x7F before it tries the block parser: longer costs ASCII input more
// than it spares IRIs.
const asciiProbe = 32

// The word-at-a-time searches of JSON records (extract_json.go).

// jsonSpecials returns a word with the high bit of each byte of x set
// where the byte is '"', '\\' or a control below 0x20, and no other bit
// but, at times, that of a byte above one of those: it is the
// has-less-than test ((v - n) &^ v, swar.go) of x^'"' and x^'\\' below 1
// and of x below 0x20, whose borrows can mark the byte above a byte found
// ('#' above '"', ']' above '\\', ' ' above a control). The bytes that
// end a run of a JSON string's text are among those marked, and the
// reader of the marks looks at the byte (jsonString).
func jsonSpecials(x uint64) uint64 {
	y, z := x^ones*'"', x^ones*'\\'
	return ((y-ones)&^y | (z-ones)&^z | (x-ones*0x20)&^x) & hi1
}

// indexControl returns the index of the first byte of s below 0x20, or
// len(s): eight bytes at a time, a byte below 0x20 being one that
// subtracting 0x20 makes borrow (the has-less-than test, swar.go), which
// marks the first such byte of a word exactly.
func indexControl(s []byte) int {
	i := 0
	// Two words at a time until one holds a control (most records hold
	// none), then one.
	for t := s; len(t) >= 16; t = t[16:] {
		x, y := binary.LittleEndian.Uint64(t), binary.LittleEndian.Uint64(t[8:])
		if ((x-ones*0x20)&^x|(y-ones*0x20)&^y)&hi1 != 0 {
			break
		}
		i += 16
	}
	for t := s[i:]; len(t) >= 8; t = t[8:] {
		x := binary.LittleEndian.Uint64(t)
		if m := (x - ones*0x20) &^ x & hi1; m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	for ; i < len(s); i++ {
		if s[i] < ' ' {
			return i
		}
	}
	return i
}

// packHigh gathers the high bits of the eight bytes of m, which has no
// other bit, into the low eight bits of the result, that of byte k in
// bit k: the multiplication moves bit 8k+7 to bit 56+k, with no two
// partial products on the same bit.
func packHigh(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }

// hasColonOrLess reports whether s holds ':' or '<', the bytes other
// than '"' and '\n' that may begin a reference for the text rules (see
// startsRequest), eight bytes at a time.
func hasColonOrLess(s []byte) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(asString(s), i)
		y, z := x^ones*':', x^ones*'<'
		if ((y-ones)&^y|(z-ones)&^z)&hi1 != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] == ':' || s[i] == '<' {
			return true
		}
	}
	return false
}

// decimal8 returns the value of the eight decimal digits of d, one a byte
// (0 to 9, not ASCII), the first in the lowest byte: pairs of digits, then
// pairs of pairs, are combined by multiplications that carry into no
// other field.
func decimal8(d uint64) uint64 {
	d = d*10 + d>>8 // bytes 0, 2, 4, 6: two digits each
	d = (d&0x000000ff000000ff)*(100+1000000<<32) + (d>>16&0x000000ff000000ff)*(1+10000<<32)
	return d >> 32
}

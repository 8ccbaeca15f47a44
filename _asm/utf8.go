// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// The UTF-8 masks of the IRI classifiers (classifyBlockIRI and
// classifyRunIRI): for 64 bytes, the mask of the bytes above 0x7F, then
// one mask per class of utf8Nibbles (../table.go), in the order of the
// constants there, bit k set when byte k is in the class. A byte's
// classes are the AND of two lookups, by its low and by its high nibble,
// as for the character classes; each mask is then a test of some bits of
// that AND. The masks have no bit for a byte past the end of s.

// utf8Bits are the bits of utf8Nibbles whose masks follow the mask of the
// bytes above 0x7F, in its order: each mask has bit k set when the
// classes of byte k have one of the bits of the entry.
var utf8Bits = func() []uint8 {
	names := []string{"utf8Cont", "utf8Lo9F", "utf8Lead3", "utf8Special", "utf8E0", "utf8D8"}
	c := constants("../table.go", names...)
	out := make([]uint8, len(names))
	for i, n := range names {
		out[i] = uint8(c[n])
	}
	return out
}()

// utf8Words is the number of UTF-8 masks.
var utf8Words = 1 + len(utf8Bits)

// utf8BitConsts are the 32-byte constants of the bits of utf8Bits, for the
// AVX2 classifiers (byteConst); genUTF8Consts makes them.
var utf8BitConsts = map[uint8]Mem{}

func genUTF8Consts() {
	for _, bit := range utf8Bits {
		utf8BitConsts[bit] = byteConst(fmt.Sprintf("utf8Bit%02x", bit), bit)
	}
}

// utf8AVX512 stores the UTF-8 masks of the 64 bytes of v, whose low and
// high nibbles are l and h, as the words from word on at out.
func utf8AVX512(v, l, h reg.VecVirtual, out reg.Register, word int) {
	k := K()
	VPMOVB2M(v, k)
	KMOVQ(k, Mem{Base: out, Disp: 8 * word})
	lo, hi := ZMM(), ZMM()
	VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 0), lo)
	VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 16), hi)
	VPSHUFB(l, lo, lo)
	VPSHUFB(h, hi, hi)
	VPANDQ(lo, hi, lo)
	for j, bit := range utf8Bits {
		c := broadcastByte(bit)
		k := K()
		VPTESTMB(c, lo, k)
		KMOVQ(k, Mem{Base: out, Disp: 8 * (word + 1 + j)})
	}
}

// utf8AVX2 stores the UTF-8 masks of the 64 bytes at src as the words
// from word on at out, each shifted right by shift and cut to the bits of
// valid (none of them when shift and valid are nil).
func utf8AVX2(src, out reg.Register, word int, shift, valid reg.Register) {
	var v, u [2]reg.VecVirtual
	for q := range 2 {
		v[q] = YMM()
		VMOVDQU(Mem{Base: src, Disp: 32 * q}, v[q])
		h, l := YMM(), YMM()
		VPSRLW(U8(4), v[q], h)
		VPAND(lowNibbles, h, h)
		VPAND(lowNibbles, v[q], l)
		u[q] = YMM()
		VBROADCASTI128(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 16), u[q])
		VPSHUFB(h, u[q], u[q])
		a := YMM()
		VBROADCASTI128(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 0), a)
		VPSHUFB(l, a, a)
		VPAND(a, u[q], u[q])
	}
	zero := YMM()
	VPXOR(zero, zero, zero)
	// join stores the mask of the 0xff bytes of sel(0) and sel(1),
	// inverted with invert, as word i.
	join := func(sel func(q int) reg.VecVirtual, invert bool, i int) {
		r1 := mask64AVX2(sel)
		if invert {
			NOTQ(r1)
		}
		if shift != nil {
			SHRXQ(shift, r1, r1)
		}
		if valid != nil {
			ANDQ(valid, r1)
		}
		MOVQ(r1, Mem{Base: out, Disp: 8 * i})
	}
	join(func(q int) reg.VecVirtual { return v[q] }, false, word) // the top bits
	for j, bit := range utf8Bits {
		c := utf8BitConsts[bit]
		join(func(q int) reg.VecVirtual {
			a := YMM()
			VPAND(c, u[q], a)
			VPCMPEQB(zero, a, a) // 0xff: none of the bits
			return a
		}, true, word+1+j)
	}
}

// utf8SSSE3 stores the UTF-8 masks of the 64 bytes at src as the words
// from word on at out, 16 bits at a time, and then shifts them right by
// shift and cuts them to the bits of valid in memory (not when shift and
// valid are nil).
func utf8SSSE3(src, out reg.Register, word int, shift, valid reg.Register) {
	tt := GP32()
	for q := range 4 {
		v := XMM()
		MOVOU(Mem{Base: src, Disp: 16 * q}, v)
		put := func(x reg.VecVirtual, invert bool, i int) {
			storeMask16SSSE3(x, invert, Mem{Base: out, Disp: 8*i + 2*q})
		}
		put(v, false, word) // the top bits
		h, l := nibblesSSSE3(v, tt)
		u, a := XMM(), XMM()
		MOVOU(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 16), u)
		PSHUFB(h, u)
		MOVOU(NewDataAddr(Symbol{Name: "·utf8Nibbles"}, 0), a)
		PSHUFB(l, a)
		PAND(a, u)
		zero := XMM()
		PXOR(zero, zero)
		for j, bit := range utf8Bits {
			c := XMM()
			splatSSSE3(bit, tt, c)
			PAND(u, c)
			PCMPEQB(zero, c) // 0xff: none of the bits
			put(c, true, word+1+j)
		}
	}
	if shift == nil && valid == nil {
		return
	}
	for i := range utf8Words {
		x := GP64()
		MOVQ(Mem{Base: out, Disp: 8 * (word + i)}, x)
		if shift != nil {
			SHRXQ(shift, x, x)
		}
		ANDQ(valid, x)
		MOVQ(x, Mem{Base: out, Disp: 8 * (word + i)})
	}
}

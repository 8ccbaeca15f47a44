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

// The index kernels, one per instruction set and polarity: the first
// byte of s that is (or is not) in a class, as indexInGeneric and
// indexNotInGeneric find it. The package doc says how they work.

func genSSSE3(p polarity) {
	base, n := indexText(p, "SSSE3", "SSSE3 and len(s) >= 16")
	classify := loadSSSE3().notIn
	// hits moves the hit bits of the classified v into mask.
	hits := func(v reg.VecVirtual, mask reg.GPVirtual) {
		PMOVMSKB(v, mask.As32())
		if p.in {
			XORL(U32(0xffff), mask.As32())
		} else {
			TESTL(mask.As32(), mask.As32())
		}
	}

	i, rem := indexLoop("loop32", n, U8(32))
	v0, v1 := XMM(), XMM()
	loadPair(MOVOU, base, i, 16, v0, v1)
	classify(v0)
	classify(v1)
	mask := GP64()
	if p.in {
		PAND(v0, v1) // all 0xff when neither has a byte in the class
		PMOVMSKB(v1, mask.As32())
		CMPL(mask.As32(), U32(0xffff))
	} else {
		POR(v0, v1)
		PMOVMSKB(v1, mask.As32())
		TESTL(mask.As32(), mask.As32())
	}
	JNE(LabelRef("hit32"))
	ADDQ(U8(32), i)
	JMP(LabelRef("loop32"))

	Label("hit32")
	hits(v0, mask)
	JNZ(LabelRef("found"))
	ADDQ(U8(16), i)
	hits(v1, mask)
	JMP(LabelRef("found"))

	// Fewer than 32 bytes remain: one vector if 16 do, then one that ends
	// at the end of s (n >= 16).
	indexTail(base, n, i, rem, 16, XMM(), MOVOU, func(v reg.VecVirtual) {
		classify(v)
		hits(v, mask)
	})
	indexReturn(n, i, mask, false)
}

func genAVX2(p polarity) {
	base, n := indexText(p, "AVX2", "AVX2 and len(s) >= 32")
	cl := loadAVX2()
	classify := cl.notIn
	hits := func(v reg.VecVirtual, mask reg.GPVirtual) {
		VPMOVMSKB(v, mask.As32())
		if p.in {
			NOTL(mask.As32()) // sets no flags
			TESTL(mask.As32(), mask.As32())
		} else {
			TESTL(mask.As32(), mask.As32())
		}
	}

	i, rem := indexLoop("loop64", n, U8(64))
	mask := GP64()
	v0, v1 := YMM(), YMM()
	loadPair(VMOVDQU, base, i, 32, v0, v1)
	c0 := classify(v0)
	c1 := classify(v1)
	c := YMM()
	if p.in {
		VPAND(c0, c1, c) // all ones when neither has a byte in the class
		VPCMPEQB(cl.zero, cl.zero, v0)
		VPTEST(v0, c) // CF set when c has every bit of all-ones
		JCS(LabelRef("next64"))
	} else {
		VPOR(c0, c1, c)
		VPTEST(c, c) // ZF set when c is zero
		JZ(LabelRef("next64"))
	}
	hits(c0, mask)
	JNZ(LabelRef("found"))
	ADDQ(U8(32), i)
	hits(c1, mask)
	JMP(LabelRef("found"))
	Label("next64")
	ADDQ(U8(64), i)
	JMP(LabelRef("loop64"))

	// Fewer than 64 bytes remain: one vector if 32 do, then one that ends
	// at the end of s (n >= 32).
	indexTail(base, n, i, rem, 32, YMM(), VMOVDQU, func(v reg.VecVirtual) {
		hits(classify(v), mask)
	})
	indexReturn(n, i, mask, true)
}

func genAVX512(p polarity) {
	base, n := indexText(p, "AVX512", "AVX512F and AVX512BW, and takes any length")
	c := loadAVX512()
	classify := func(v reg.VecVirtual, k reg.OpmaskVirtual, sel reg.Register) {
		c.hits(v, k, sel, p.in)
	}

	i, rem := indexLoop("loop128", n, U32(128))
	mask := GP64()
	v0, v1 := ZMM(), ZMM()
	loadPair(func(m, v Op) { VMOVDQU64(m, v) }, base, i, 64, v0, v1)
	k0, k1 := K(), K()
	classify(v0, k0, nil)
	classify(v1, k1, nil)
	KORTESTQ(k0, k1)
	JNZ(LabelRef("hit128"))
	ADDQ(U32(128), i)
	JMP(LabelRef("loop128"))
	Label("hit128")
	KMOVQ(k0, mask)
	TESTQ(mask, mask)
	JNZ(LabelRef("found"))
	ADDQ(U8(64), i)
	KMOVQ(k1, mask)
	JMP(LabelRef("found"))

	// Fewer than 128 bytes remain: one vector if 64 do, then a masked
	// load of the rest.
	Label("tail")
	CMPQ(rem, U8(64))
	JB(LabelRef("partial"))
	v := ZMM()
	k := K()
	VMOVDQU64(Mem{Base: base, Index: i, Scale: 1}, v)
	classify(v, k, nil)
	KMOVQ(k, mask)
	TESTQ(mask, mask)
	JNZ(LabelRef("found"))
	ADDQ(U8(64), i)
	SUBQ(U8(64), rem)
	Label("partial")
	TESTQ(rem, rem)
	JZ(LabelRef("none"))
	// sel = 1<<rem - 1 selects the rem bytes left (rem < 64).
	sel := K()
	ones := GP64()
	MOVQ(U32(1), ones)
	SHLXQ(rem, ones, ones)
	DECQ(ones)
	KMOVQ(ones, sel)
	VMOVDQU8_Z(Mem{Base: base, Index: i, Scale: 1}, sel, v)
	classify(v, k, sel)
	KMOVQ(k, mask)
	TESTQ(mask, mask)
	JNZ(LabelRef("found"))

	indexReturn(n, i, mask, true)
}

// indexText starts the index kernel of polarity p for instruction set
// isa, which requires needs, and loads the base and length of s.
func indexText(p polarity, isa, needs string) (base, n reg.Register) {
	name := p.name + isa
	TEXT(name, NOSPLIT, signature)
	Doc(fmt.Sprintf("%s returns the index of %s, or len(s).", name, p.doc),
		"It requires "+needs+".")
	return Load(Param("s").Base(), GP64()), Load(Param("s").Len(), GP64())
}

// indexLoop emits the head of the main loop of an index kernel, at
// label, over s of length n: i, the offset in s, starts at 0, rem holds
// the bytes left from i, and the loop leaves for the label tail when
// rem < step.
func indexLoop(label string, n reg.Register, step Op) (i, rem reg.GPVirtual) {
	i = GP64()
	XORQ(i, i)
	rem = GP64()
	loopTop(label, "tail", n, i, rem, step)
	return i, rem
}

// loopTop emits the head of a loop that steps through s: at label, rem
// gets end-at, and the loop leaves for the label tail when rem < step.
func loopTop(label, tail string, end, at, rem reg.Register, step Op) {
	Label(label)
	MOVQ(end, rem)
	SUBQ(at, rem)
	CMPQ(rem, step)
	JB(LabelRef(tail))
}

// loadPair loads the two vectors of width bytes at base+i into v0 and
// v1 with load.
func loadPair(load func(mx, my Op), base, i reg.Register, width int, v0, v1 reg.VecVirtual) {
	load(Mem{Base: base, Index: i, Scale: 1}, v0)
	load(Mem{Base: base, Index: i, Scale: 1, Disp: width}, v1)
}

// indexTail emits the tail of the SSSE3 and AVX2 index kernels, at the
// label tail, with rem < 2*width bytes left from i: one vector v of width
// bytes if that many are left, then one that ends at the end of s (n >=
// width), loaded with load and classified by check, which sets ZF when v
// holds no hit and leaves the hits in the mask found reads.
func indexTail(base, n, i, rem reg.Register, width int, v reg.VecVirtual, load func(mx, my Op), check func(v reg.VecVirtual)) {
	Label("tail")
	TESTQ(rem, rem)
	JZ(LabelRef("none"))
	CMPQ(rem, U8(width))
	JB(LabelRef("last"))
	load(Mem{Base: base, Index: i, Scale: 1}, v)
	check(v)
	JNZ(LabelRef("found"))
	ADDQ(U8(width), i)
	CMPQ(i, n)
	JE(LabelRef("none"))
	Label("last")
	MOVQ(n, i)
	SUBQ(U8(width), i)
	load(Mem{Base: base, Index: i, Scale: 1}, v)
	check(v)
	JNZ(LabelRef("found"))
}

// indexReturn emits the two exits of an index kernel: at the label none,
// n; at found, i plus the index of the first bit of mask. With vzero,
// both leave through VZEROUPPER.
func indexReturn(n, i, mask reg.Register, vzero bool) {
	Label("none")
	if vzero {
		VZEROUPPER()
	}
	Store(n, ReturnIndex(0))
	RET()

	Label("found")
	if vzero {
		VZEROUPPER()
	}
	found(i, mask)
	RET()
}

// The classifiers of the three instruction sets, which the index kernels
// and the bitmap kernels (bitmap.go) share: each loads nibbleBitmap[set]
// and highNibbleBit once, and classifies a vector with two byte shuffles
// and an AND (see the package comment).

// ssse3Class holds the SSSE3 classifier's registers: the two tables, 0x0f
// in every byte, and zero.
type ssse3Class struct{ lo, hi, m, zero reg.VecVirtual }

// loadSSSE3 loads the tables of class set (the function's set argument).
func loadSSSE3() ssse3Class {
	c := ssse3Class{XMM(), XMM(), XMM(), XMM()}
	loadTables(MOVOU, c.lo, c.hi)
	splatSSSE3(0x0f, GP32(), c.m)
	PXOR(c.zero, c.zero)
	return c
}

// splatSSSE3 sets every byte of x to c, through the general register t.
func splatSSSE3(c byte, t reg.GPVirtual, x reg.VecVirtual) {
	MOVL(U32(uint32(c)*0x01010101), t)
	MOVD(t, x)
	PSHUFD(U8(0), x, x)
}

// nibblesSSSE3 returns the high and the low nibbles of the bytes of v, in
// the low nibbles of the bytes of h and l, through the general register
// t.
func nibblesSSSE3(v reg.VecVirtual, t reg.GPVirtual) (h, l reg.VecVirtual) {
	m := XMM()
	splatSSSE3(0x0f, t, m)
	h, l = XMM(), XMM()
	MOVO(v, h)
	PSRLW(U8(4), h)
	PAND(m, h)
	MOVO(v, l)
	PAND(m, l)
	return h, l
}

// storeMask16SSSE3 stores at at the top bits of the 16 bytes of x, the
// 16 bits of a mask, inverted with invert.
func storeMask16SSSE3(x reg.VecVirtual, invert bool, at Mem) {
	w := GP32()
	PMOVMSKB(x, w)
	if invert {
		XORL(U32(0xffff), w)
	}
	MOVW(w.As16(), at)
}

// notIn leaves in v a byte 0xff for each byte of v not in the class.
func (c ssse3Class) notIn(v reg.VecVirtual) {
	h, a := XMM(), XMM()
	MOVO(v, h)
	PSRLW(U8(4), h)
	PAND(c.m, v)
	PAND(c.m, h)
	MOVO(c.lo, a)
	PSHUFB(v, a)
	MOVO(c.hi, v)
	PSHUFB(h, v)
	PAND(a, v)
	PCMPEQB(c.zero, v)
}

// avx2Class holds the AVX2 classifier's registers, as ssse3Class.
type avx2Class struct{ lo, hi, m, zero reg.VecVirtual }

// loadAVX2 loads the tables of class set (the function's set argument).
func loadAVX2() avx2Class {
	c := avx2Class{YMM(), YMM(), YMM(), YMM()}
	loadTables(VBROADCASTI128, c.lo, c.hi)
	VMOVDQU(lowNibbles, c.m)
	VPXOR(c.zero, c.zero, c.zero)
	return c
}

// notIn returns a vector with 0xff for each byte of v not in the class;
// it overwrites v.
func (c avx2Class) notIn(v reg.VecVirtual) reg.VecVirtual {
	h, a, b := YMM(), YMM(), YMM()
	VPSRLW(U8(4), v, h)
	VPAND(c.m, v, v)
	VPAND(c.m, h, h)
	VPSHUFB(v, c.lo, a)
	VPSHUFB(h, c.hi, b)
	VPAND(a, b, b)
	VPCMPEQB(c.zero, b, b)
	return b
}

// avx512Class holds the AVX-512 classifier's registers: the two tables,
// broadcast to the four lanes, and 0x0f in every byte.
type avx512Class struct{ lo, hi, m reg.VecVirtual }

// loadAVX512 loads the tables of class set (the function's set argument).
func loadAVX512() avx512Class {
	c := avx512Class{lo: ZMM(), hi: ZMM()}
	loadTables(func(m, z Op) { VBROADCASTI32X4(m, z) }, c.lo, c.hi)
	c.m = broadcastByte(0x0f)
	return c
}

// hits sets in k a bit for each byte of v selected by sel (all of them
// when sel is nil) that is in the class (in) or not in it; it overwrites
// v.
func (c avx512Class) hits(v reg.VecVirtual, k reg.OpmaskVirtual, sel reg.Register, in bool) {
	h := ZMM()
	VPSRLW(U8(4), v, h)
	VPANDQ(c.m, v, v)
	VPANDQ(c.m, h, h)
	VPSHUFB(v, c.lo, v)
	VPSHUFB(h, c.hi, h)
	ops := []Op{v, h}
	if sel != nil {
		ops = append(ops, sel)
	}
	ops = append(ops, k)
	if in {
		VPTESTMB(ops...)
	} else {
		VPTESTNMB(ops...)
	}
}

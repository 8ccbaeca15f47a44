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

// The run classifiers fill the runMasks of ../scan_kernel.go for the blocks of 64
// bytes of a path, query or fragment that goes on past the first block of
// an input: for s of 1 to 64*runBatch bytes, the masks of its
// ceil(len(s)/64) blocks, one after the other, bit k of each for byte k of
// its block. For each block, in the order of runMasks, the masks of the
// bytes NOT in classPath, NOT in classQuery, "%" and NOT in classHEXDIG;
// in the last block, every bit from the end of s up is set in the masks of
// the bytes not in a class, and clear in that of "%". The IRI variant
// adds the masks of runMasksIRI: the bytes above 0x7F, and the UTF-8
// classes of utf8Nibbles (../table.go).
//
// Every block but the last is read as it is. The AVX-512 classifier reads
// the last with a masked load, which zeroes the bytes past the end of s
// (NUL is in no class) and does not fault on them; the SSSE3 and AVX2
// ones read the 64 bytes from the start of the block when they lie in one
// page, and otherwise the 64 that end at the end of s (which lie in pages
// that s touches), shifting the masks into place. Either way no page is
// read that s does not touch.

// runClasses are the class masks of runMasks, in its order, before the
// mask of "%".
var runClasses = []string{"classPath", "classQuery"}

// A runVariant is one set of run classifiers: runMasks (the URI grammar)
// or runMasksIRI.
type runVariant struct {
	suffix    string // after "classifyRun" in the names
	iri       bool   // the masks of runMasksIRI
	signature string
}

var runVariants = []runVariant{
	{"", false, fmt.Sprintf("func(s string, m *[%d]uint64)", 4*runBatch)},
	{"IRI", true, fmt.Sprintf("func(s string, m *[%d]uint64)", (4+utf8Words)*runBatch)},
}

// runBatch is runBatch of ../scan_kernel.go: how many blocks one call fills at
// most.
var runBatch = constants("../scan_kernel.go", "runBatch")["runBatch"]

// runWords is the number of 64-bit masks of one block.
func (rv runVariant) words() int {
	if rv.iri {
		return 4 + utf8Words
	}
	return 4
}

// runText starts the run classifier of rv for instruction set isa, which
// requires needs.
func runText(rv runVariant, isa, needs string) {
	name := "classifyRun" + rv.suffix + isa
	TEXT(name, NOSPLIT, rv.signature)
	Doc(name+" fills m with the masks of the blocks of s (see ../run.go).",
		fmt.Sprintf("It requires %s and 1 <= len(s) <= %d.", needs, 64*runBatch))
}

func genRunAVX512(rv runVariant) {
	runText(rv, "AVX512", "AVX512F, AVX512BW, BMI2")
	p, out, end := runParams()
	t := loadRunAVX512()
	body := func(v reg.VecVirtual) { t.body(v, out, rv.iri) }
	rem := GP64()
	loopTop("loop", "last", end, p, rem, U8(64))
	v := ZMM()
	PREFETCHT0(Mem{Base: p, Disp: 64 * runBatch})
	VMOVDQU64(Mem{Base: p}, v)
	body(v)
	ADDQ(U8(64), p)
	ADDQ(U8(8*rv.words()), out)
	CMPQ(p, end)
	JB(LabelRef("loop"))
	VZEROUPPER()
	RET()

	// The last block, of 1 to 63 bytes: a masked load of them.
	Label("last")
	ones := GP64()
	MOVQ(I32(-1), ones)
	BZHIQ(rem, ones, ones)
	sel := K()
	KMOVQ(ones, sel)
	VMOVDQU8_Z(Mem{Base: p}, sel, v)
	body(v)
	VZEROUPPER()
	RET()
}

// runAVX512 holds the tables and constants of the AVX-512 run body.
type runAVX512 struct {
	m0f, hi, pct reg.VecVirtual
	tabs         []reg.VecVirtual // runClasses and classHEXDIG
}

// loadRunAVX512 loads the tables and constants of the AVX-512 run body.
func loadRunAVX512() runAVX512 {
	nums := constants("../table.go", append(runClasses, "classHEXDIG")...)
	t := runAVX512{m0f: broadcastByte(0x0f), hi: ZMM()}
	VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0), t.hi)
	for _, c := range append(runClasses, "classHEXDIG") {
		r := ZMM()
		VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[c]), r)
		t.tabs = append(t.tabs, r)
	}
	t.pct = broadcastByte('%')
	return t
}

// body stores the masks of runMasks (and of runMasksIRI with iri) of the
// 64 bytes of v at out (the bytes of v past the end of s are zero: NUL
// is in no class).
func (t runAVX512) body(v reg.VecVirtual, out reg.Register, iri bool) {
	l, h := ZMM(), ZMM()
	VPSRLW(U8(4), v, h)
	VPANDQ(t.m0f, h, h)
	VPANDQ(t.m0f, v, l)
	hb := ZMM()
	VPSHUFB(h, t.hi, hb)
	store := func(k reg.OpmaskVirtual, word int) {
		KMOVQ(k, Mem{Base: out, Disp: 8 * word})
	}
	notIn := func(tab reg.VecVirtual, word int) {
		a := ZMM()
		VPSHUFB(l, tab, a)
		k := K()
		VPTESTNMB(a, hb, k)
		store(k, word)
	}
	notIn(t.tabs[0], 0)
	notIn(t.tabs[1], 1)
	k := K()
	VPCMPEQB(v, t.pct, k)
	store(k, 2)
	notIn(t.tabs[2], 3)
	if iri {
		utf8AVX512(v, l, h, out, 4)
	}
}

// runRegs are the registers of the SSSE3 and AVX2 classifiers' block
// bodies: the address to read 64 bytes from, where to store the masks,
// and for the last block, the shift that puts its first byte at bit 0
// (nil when it is 0) and the masks of the bits from the end of s up
// (beyond) and below it (valid); nil for the other blocks.
type runRegs struct {
	src, out             reg.Register
	shift, valid, beyond reg.Register
}

// store stores mask x as word i of the block's masks: shifted into place,
// with the bits beyond the end of s set (notIn) or cleared.
func (r runRegs) store(x reg.Register, notIn bool, i int) {
	if r.shift != nil {
		SHRXQ(r.shift, x, x)
	}
	if r.beyond != nil {
		if notIn {
			ORQ(r.beyond, x)
		} else {
			ANDQ(r.valid, x)
		}
	}
	MOVQ(x, Mem{Base: r.out, Disp: 8 * i})
}

// runParams loads the arguments of a run classifier: the start of s,
// m, and the end of s.
func runParams() (p, out, end reg.Register) {
	p = Load(Param("s").Base(), GP64())
	n := Load(Param("s").Len(), GP64())
	out = Load(Param("m"), GP64())
	end = GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: 1}, end)
	return p, out, end
}

// runLoop emits the loop of an SSSE3 or AVX2 run classifier over the
// blocks of s: body classifies the 64 bytes at r.src into the masks at
// r.out. Every full block is read in place; the last one, if partial, as
// the package comment says. The function ends with ret.
func runLoop(rv runVariant, body func(r runRegs), ret func()) {
	p, out, end := runParams()
	rem := GP64()
	loopTop("loop", "last", end, p, rem, U8(64))
	body(runRegs{src: p, out: out})
	ADDQ(U8(64), p)
	ADDQ(U8(8*rv.words()), out)
	CMPQ(p, end)
	JB(LabelRef("loop"))
	ret()

	// The last block, of 1 to 63 bytes.
	Label("last")
	valid, beyond := GP64(), GP64()
	MOVQ(I32(-1), valid)
	BZHIQ(rem, valid, valid)
	MOVQ(valid, beyond)
	NOTQ(beyond)
	t := GP64()
	MOVQ(p, t)
	ANDQ(U32(4095), t)
	CMPQ(t, U32(4096-64))
	JHI(LabelRef("cross"))
	body(runRegs{src: p, out: out, valid: valid, beyond: beyond})
	ret()
	Label("cross")
	LEAQ(Mem{Base: end, Disp: -64}, p)
	shift := GP64()
	MOVQ(U32(64), shift)
	SUBQ(rem, shift)
	body(runRegs{src: p, out: out, shift: shift, valid: valid, beyond: beyond})
	ret()
}

func genRunAVX2(rv runVariant) {
	runText(rv, "AVX2", "AVX2, BMI2")
	// The tables, in registers; with the IRI variant's masks there are
	// too few registers for them, and each is loaded where it is used.
	t := loadRunAVX2(rv.iri)
	runLoop(rv, func(r runRegs) { t.body(r, rv.iri) }, func() {
		VZEROUPPER()
		RET()
	})
}

// runAVX2 holds the tables of the AVX2 run body, each loaded where it is
// used, or once into a register.
type runAVX2 struct {
	hi   func() reg.VecVirtual
	tabs []func() reg.VecVirtual // runClasses and classHEXDIG
	zero reg.VecVirtual
}

// loadRunAVX2 returns the tables of the AVX2 run body: loaded now into
// registers, or where they are used with onUse.
func loadRunAVX2(onUse bool) runAVX2 {
	nums := constants("../table.go", append(runClasses, "classHEXDIG")...)
	table := func(addr Mem) func() reg.VecVirtual {
		t := YMM()
		if onUse {
			return func() reg.VecVirtual {
				VBROADCASTI128(addr, t)
				return t
			}
		}
		VBROADCASTI128(addr, t)
		return func() reg.VecVirtual { return t }
	}
	t := runAVX2{hi: table(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0)), zero: YMM()}
	for _, c := range append(runClasses, "classHEXDIG") {
		t.tabs = append(t.tabs, table(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[c])))
	}
	VPXOR(t.zero, t.zero, t.zero)
	return t
}

// body stores the masks of runMasks (and of runMasksIRI with iri) of the
// 64 bytes at r.src at r.out (see runRegs).
func (t runAVX2) body(r runRegs, iri bool) {
	v, l, hb := nibblesAVX2(Mem{Base: r.src}, t.hi)
	// join gathers the 0xff bytes of sel(0) and sel(1) into one mask,
	// inverted with invert.
	join := func(sel func(q int) reg.VecVirtual, notIn, invert bool, i int) {
		r1 := mask64AVX2(sel)
		if invert {
			NOTQ(r1)
		}
		r.store(r1, notIn, i)
	}
	notIn := func(tab func() reg.VecVirtual, i int) {
		join(func(q int) reg.VecVirtual {
			a := YMM()
			VPSHUFB(l[q], tab(), a)
			VPAND(hb[q], a, a)
			VPCMPEQB(t.zero, a, a) // 0xff: not in the class
			return a
		}, true, false, i)
	}
	notIn(t.tabs[0], 0)
	notIn(t.tabs[1], 1)
	join(func(q int) reg.VecVirtual {
		a := YMM()
		VPCMPEQB(blockByteConsts['%'], v[q], a)
		return a
	}, false, false, 2)
	notIn(t.tabs[2], 3)
	if iri {
		utf8AVX2(r.src, r.out, 4, r.shift, r.valid)
	}
}

// nibblesAVX2 loads the 64 bytes at src as two vectors v (bytes 0-31 and
// 32-63) and returns them, their low nibbles l, and hb, the entries of
// highNibbleBit (in the register hi returns) for their high nibbles.
func nibblesAVX2(src Mem, hi func() reg.VecVirtual) (v, l, hb [2]reg.VecVirtual) {
	for q := range 2 {
		at := src
		at.Disp += 32 * q
		v[q] = YMM()
		VMOVDQU(at, v[q])
		h := YMM()
		VPSRLW(U8(4), v[q], h)
		VPAND(lowNibbles, h, h)
		l[q] = YMM()
		VPAND(lowNibbles, v[q], l[q])
		hb[q] = YMM()
		VPSHUFB(h, hi(), hb[q])
	}
	return v, l, hb
}

func genRunSSSE3(rv runVariant) {
	runText(rv, "SSSE3", "SSSE3, BMI2")
	runLoop(rv, func(r runRegs) { runBodySSSE3(r, rv.iri) }, func() { RET() })
}

// runBodySSSE3 stores the masks of runMasks (and of runMasksIRI with iri)
// of the 64 bytes at r.src at r.out (see runRegs).
func runBodySSSE3(r runRegs, iri bool) {
	nums := constants("../table.go", append(runClasses, "classHEXDIG")...)
	// One vector of 16 bytes at a time, each mask's 16 bits stored in
	// place: few registers live. The last block's masks are then
	// shifted and cut in memory.
	tt := GP32()
	for q := range 4 {
		v := XMM()
		MOVOU(Mem{Base: r.src, Disp: 16 * q}, v)
		h, l := nibblesSSSE3(v, tt)
		hb := XMM()
		MOVOU(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0), hb)
		PSHUFB(h, hb)
		zero := XMM()
		PXOR(zero, zero)
		put := func(x reg.VecVirtual, invert bool, i int) {
			storeMask16SSSE3(x, invert, Mem{Base: r.out, Disp: 8*i + 2*q})
		}
		for i, c := range append(runClasses, "classHEXDIG") {
			a := XMM()
			MOVOU(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[c]), a)
			PSHUFB(l, a)
			PAND(hb, a)
			PCMPEQB(zero, a) // 0xff: not in the class
			word := i
			if i == 2 {
				word = 3 // HEXDIG after "%"
			}
			put(a, false, word)
		}
		b := XMM()
		splatSSSE3('%', tt, b)
		PCMPEQB(v, b)
		put(b, false, 2)
	}
	if iri {
		utf8SSSE3(r.src, r.out, 4, r.shift, r.valid)
	}
	if r.beyond == nil {
		return
	}
	for i := range 4 {
		x := GP64()
		MOVQ(Mem{Base: r.out, Disp: 8 * i}, x)
		r.store(x, i != 2, i)
	}
}

// genRunDispatch generates classifyRun (or classifyRunIRI), which the
// parser calls: it jumps to the run classifier of the implementation in
// use, as genBlockDispatch does for the block classifier.
func genRunDispatch(rv runVariant) {
	name := "classifyRun" + rv.suffix
	genBlockIDDispatch(name, name+"Generic", rv.signature,
		name+" fills m with the masks of the blocks of s with the run",
		"classifier that active.blockID selects (AVX2, AVX-512, SSSE3, else generic).")
}

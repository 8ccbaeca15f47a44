// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// The quiet-run kernels of runTail (../parse_run.go): over the whole blocks of
// 64 bytes of s, as long as a block is quiet, that is, holds only bytes
// of class set (classPath or classQuery) and "%"s, each "%" followed by
// two hexadecimal digits. They return n, the length of the quiet blocks
// (a multiple of 64), and the carry after them: what a "%" in the last
// two bytes of the last quiet block asks of the next (bit 0: its first
// byte must be a hexadecimal digit, bit 1: its second), as runTail
// computes it. The carry argument is that of the bytes before s. A block
// that is not quiet is left to runTail's classifier and loop, which find
// what it holds; a quiet block costs no store and no return to Go, which
// is where the run classifiers spent half of their time on long queries
// (BenchmarkParse, gen-longquery).
//
// Per block, with the masks notIn (not in set), pct ("%") and notHex
// (not a hexadecimal digit):
//
//	stops = notIn &^ pct
//	bad   = (pct<<1 | pct<<2 | carry) & notHex
//	quiet = stops|bad == 0;  carry = pct>>62 | pct>>63
//
// The SSSE3 and AVX2 kernels read the whole blocks of s and nothing
// after them; the AVX-512 one reads the last partial block too, with a
// masked load (see quietLoop's tail), and reads nothing outside s.

const quietSignature = "func(s string, carry uint64, set uint8) (n int, c uint64)"

// quietText starts the quiet-run kernel of isa, which requires needs, and
// loads its arguments: the start and the end of s and the carry.
func quietText(isa, needs string) (p, end, start, carry reg.GPVirtual) {
	name := "quietRun" + isa
	TEXT(name, NOSPLIT, quietSignature)
	Doc(name+" returns the length of the quiet blocks at the start of s and the",
		"carry after them (see ../parse_run.go). It requires "+needs+".")
	p, end, start, carry = GP64(), GP64(), GP64(), GP64()
	Load(Param("s").Base(), p)
	n := Load(Param("s").Len(), GP64())
	LEAQ(Mem{Base: p, Index: n, Scale: 1}, end)
	MOVQ(p, start)
	Load(Param("carry"), carry)
	return p, end, start, carry
}

// quietLoop emits the loop of a quiet-run kernel: masks(src) returns the
// notIn, pct and notHex masks of the 64 bytes at src. With pairs, it
// reads two blocks a step while 128 bytes are left and both are quiet,
// the second block's triplet check taking the first's "%"s by double
// shifts (SHLQ with two registers), and then one block a step. It ends
// by storing the results; the caller emits what follows (VZEROUPPER,
// RET).
//
// With tail, not nil, the last 1 to 63 bytes of s are read too, when the
// blocks before them were quiet: tail(rem) returns their masks, from a
// masked load that reads nothing past s, notIn cut to the rem bytes and
// notHex set past them (where a "%" would ask for digits). If they are
// quiet, n is len(s); and the carry is 0, a "%" in the last two bytes
// not being quiet.
func quietLoop(p, end, start, carry reg.GPVirtual, pairs bool, masks func(src Mem) (notIn, pct, notHex reg.GPVirtual), tail func(rem reg.GPVirtual) (notIn, pct, notHex reg.GPVirtual)) {
	rem := GP64()
	if pairs {
		loopTop("pair", "loop", end, p, rem, U8(128))
		PREFETCHT0(Mem{Base: p, Disp: 256})
		PREFETCHT0(Mem{Base: p, Disp: 320})
		notInA, pctA, notHexA := masks(Mem{Base: p})
		notInB, pctB, notHexB := masks(Mem{Base: p, Disp: 64})
		stops := notQuiet(notInA, pctA, notHexA, carry)
		t := GP64()
		ANDNQ(notInB, pctB, t) // notInB &^ pctB
		ORQ(t, stops)
		// The second block: its "%"s shifted by one and two, with the
		// first block's top bits coming in.
		b1, b2 := GP64(), GP64()
		MOVQ(pctB, b1)
		SHLQ(U8(1), pctA, b1)
		MOVQ(pctB, b2)
		SHLQ(U8(2), pctA, b2)
		ORQ(b2, b1)
		ANDQ(notHexB, b1)
		ORQ(b1, stops)
		JNZ(LabelRef("loop")) // one block a step finds which is not quiet
		quietCarry(pctB, carry)
		ADDQ(U8(128), p)
		JMP(LabelRef("pair"))
	}
	short := "done" // where fewer than 64 bytes are left
	if tail != nil {
		short = "tail"
	}
	loopTop("loop", short, end, p, rem, U8(64))
	// The next blocks, ahead of the hardware prefetcher, which a run of
	// a few hundred bytes ends before it has learnt it (a prefetch does
	// not fault past the end of s).
	PREFETCHT0(Mem{Base: p, Disp: 256})
	notIn, pct, notHex := masks(Mem{Base: p})
	notQuiet(notIn, pct, notHex, carry)
	JNZ(LabelRef("done"))
	quietCarry(pct, carry)
	ADDQ(U8(64), p)
	JMP(LabelRef("loop"))

	if tail != nil {
		Label("tail")
		TESTQ(rem, rem)
		JZ(LabelRef("done"))
		notIn, pct, notHex := tail(rem)
		notQuiet(notIn, pct, notHex, carry)
		JNZ(LabelRef("done"))
		XORQ(carry, carry)
		MOVQ(end, p)
	}

	Label("done")
	SUBQ(start, p)
	Store(p, ReturnIndex(0))
	Store(carry, ReturnIndex(1))
}

// notQuiet returns, in a new register and with the flags set by its last
// OR, the mask of what makes a block not quiet: notIn &^ pct | bad.
func notQuiet(notIn, pct, notHex, carry reg.GPVirtual) reg.GPVirtual {
	stops := GP64()
	ANDNQ(notIn, pct, stops) // notIn &^ pct
	ORQ(quietBad(pct, carry, notHex), stops)
	return stops
}

// quietBad returns (pct<<1 | pct<<2 | carry) & notHex in a new register.
func quietBad(pct, carry, notHex reg.GPVirtual) reg.GPVirtual {
	bad, t := GP64(), GP64()
	MOVQ(pct, bad)
	SHLQ(U8(1), bad)
	MOVQ(pct, t)
	SHLQ(U8(2), t)
	ORQ(t, bad)
	ORQ(carry, bad)
	ANDQ(notHex, bad)
	return bad
}

// quietCarry sets carry to pct>>62 | pct>>63, and pct to pct>>63.
func quietCarry(pct, carry reg.GPVirtual) {
	MOVQ(pct, carry)
	SHRQ(U8(62), carry)
	SHRQ(U8(63), pct)
	ORQ(pct, carry)
}

// quietHexTable returns the address of classHEXDIG's nibble bitmap.
func quietHexTable() Mem {
	nums := constants("../table.go", "classHEXDIG")
	return NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums["classHEXDIG"])
}

func genQuietAVX512() {
	p, end, start, carry := quietText("AVX512", "AVX512F, AVX512BW, BMI")
	lo, hi, hex := ZMM(), ZMM(), ZMM()
	loadTables(func(m, x Op) { VBROADCASTI32X4(m, x) }, lo, hi)
	VBROADCASTI32X4(quietHexTable(), hex)
	m0f, pctc := broadcastByte(0x0f), broadcastByte('%')
	// body returns the masks of the bytes in v.
	body := func(v reg.VecVirtual) (reg.GPVirtual, reg.GPVirtual, reg.GPVirtual) {
		h, l, hb := ZMM(), ZMM(), ZMM()
		VPSRLW(U8(4), v, h)
		VPANDQ(m0f, h, h)
		VPANDQ(m0f, v, l)
		VPSHUFB(h, hi, hb)
		gp := func(k reg.OpmaskVirtual) reg.GPVirtual {
			r := GP64()
			KMOVQ(k, r)
			return r
		}
		notIn := func(tab reg.VecVirtual) reg.GPVirtual {
			a, k := ZMM(), K()
			VPSHUFB(l, tab, a)
			VPTESTNMB(a, hb, k)
			return gp(k)
		}
		k := K()
		VPCMPEQB(v, pctc, k)
		return notIn(lo), gp(k), notIn(hex)
	}
	quietLoop(p, end, start, carry, true, func(src Mem) (reg.GPVirtual, reg.GPVirtual, reg.GPVirtual) {
		v := ZMM()
		VMOVDQU64(src, v)
		return body(v)
	}, func(rem reg.GPVirtual) (reg.GPVirtual, reg.GPVirtual, reg.GPVirtual) {
		// The bytes past s are loaded as NUL: in no class, so notIn
		// is cut to s and notHex is left set past it.
		valid := GP64()
		MOVQ(I32(-1), valid)
		BZHIQ(rem, valid, valid)
		sel := K()
		KMOVQ(valid, sel)
		v := ZMM()
		VMOVDQU8_Z(Mem{Base: p}, sel, v)
		notIn, pct, notHex := body(v)
		ANDQ(valid, notIn)
		return notIn, pct, notHex
	})
	VZEROUPPER()
	RET()
}

func genQuietAVX2() {
	p, end, start, carry := quietText("AVX2", "AVX2, BMI")
	lo, hi, hex, zero := YMM(), YMM(), YMM(), YMM()
	loadTables(VBROADCASTI128, lo, hi)
	VBROADCASTI128(quietHexTable(), hex)
	VPXOR(zero, zero, zero)
	quietLoop(p, end, start, carry, true, func(src Mem) (reg.GPVirtual, reg.GPVirtual, reg.GPVirtual) {
		v, l, hb := nibblesAVX2(src, func() reg.VecVirtual { return hi })
		notIn := func(tab reg.VecVirtual) reg.GPVirtual {
			return mask64AVX2(func(q int) reg.VecVirtual {
				a := YMM()
				VPSHUFB(l[q], tab, a)
				VPAND(hb[q], a, a)
				VPCMPEQB(zero, a, a) // 0xff: not in the class
				return a
			})
		}
		pct := mask64AVX2(func(q int) reg.VecVirtual {
			a := YMM()
			VPCMPEQB(blockByteConsts['%'], v[q], a)
			return a
		})
		return notIn(lo), pct, notIn(hex)
	}, nil)
	VZEROUPPER()
	RET()
}

func genQuietSSSE3() {
	p, end, start, carry := quietText("SSSE3", "SSSE3, BMI")
	c := loadSSSE3() // the tables of set
	hex, pctc := XMM(), XMM()
	MOVOU(quietHexTable(), hex)
	splatSSSE3('%', GP32(), pctc)
	quietLoop(p, end, start, carry, false, func(src Mem) (reg.GPVirtual, reg.GPVirtual, reg.GPVirtual) {
		// One vector of 16 bytes at a time, its three 16-bit masks
		// gathered into the three words from the top.
		words := [3]reg.GPVirtual{GP64(), GP64(), GP64()}
		for q := 3; q >= 0; q-- {
			at := src
			at.Disp += 16 * q
			v, h, l, hb := XMM(), XMM(), XMM(), XMM()
			MOVOU(at, v)
			MOVO(v, h)
			PSRLW(U8(4), h)
			PAND(c.m, h)
			MOVO(v, l)
			PAND(c.m, l)
			MOVO(c.hi, hb)
			PSHUFB(h, hb)
			for w, tab := range []reg.VecVirtual{c.lo, nil, hex} {
				a := XMM()
				if tab == nil {
					MOVO(v, a)
					PCMPEQB(pctc, a)
				} else {
					MOVO(tab, a)
					PSHUFB(l, a)
					PAND(hb, a)
					PCMPEQB(c.zero, a) // 0xff: not in the class
				}
				r := GP64()
				PMOVMSKB(a, r.As32())
				if q == 3 {
					MOVQ(r, words[w])
				} else {
					SHLQ(U8(16), words[w])
					ORQ(r, words[w])
				}
			}
		}
		return words[0], words[1], words[2]
	}, nil)
	RET()
}

// genQuietDispatch generates quietRun, which runTail calls: it jumps to
// the quiet-run kernel of the implementation in use, as the block
// classifiers' dispatcher does.
func genQuietDispatch() {
	TEXT("quietRun", NOSPLIT, quietSignature)
	Doc("quietRun runs the quiet-run kernel that active.blockID selects",
		"(AVX2, AVX-512, SSSE3, else generic) on s.")
	jumpByID(0, "blockID", []string{"AVX2", "AVX512", "SSSE3"}, "quietRun", "quietRunGeneric")
}

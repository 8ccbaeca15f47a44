// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// The bitmap kernels of bitmapIn (../bitmap.go): for len(s) a multiple of
// 64 and len(dst) = len(s)/64, dst[i] is the bitmap of s[64i:64i+64] for
// class set, bit j set when s[64i+j] is in the class, as bitmapInGeneric
// computes it. Each classifies a block of 64 bytes as the index kernels
// classify a vector (the classifiers of index.go), and gathers the hit
// bits into one 64-bit word:
//
//   - SSSE3: four vectors of 16 bytes, PMOVMSKB each, the four 16-bit
//     masks shifted into place;
//   - AVX2: two vectors of 32 bytes, VPMOVMSKB each, two 32-bit masks;
//   - AVX-512: one vector, VPTESTMB into a mask register stored with
//     KMOVQ.
//
// The SSSE3 and AVX2 classifiers give 0xff for the bytes NOT in the class,
// so their word is inverted (NOTQ) before it is stored. Each kernel loops
// over all the blocks of s in one call, and reads nothing outside s.

const bitmapSignature = "func(dst []uint64, s string, set uint8)"

// bitmapLoop emits the loop of a bitmap kernel over the n blocks of s,
// unroll blocks per step and then one at a time: block(src, dst)
// classifies the 64 bytes at src and stores their word at dst. It
// advances p and d, and ends at the label "done".
//
// The AVX-512 kernel takes four blocks per step, where BenchmarkBitmapIn
// shows it fastest; the SSSE3 and AVX2 kernels, whose blocks take several
// times its instructions, gain nothing from unrolling and take one.
func bitmapLoop(d, n, p reg.GPVirtual, unroll int, block func(src, dst Mem)) {
	if unroll > 1 {
		Label("loopN")
		CMPQ(n, U8(unroll))
		JB(LabelRef("rest"))
		for k := 0; k < unroll; k++ {
			block(Mem{Base: p, Disp: 64 * k}, Mem{Base: d, Disp: 8 * k})
		}
		ADDQ(U32(64*unroll), p)
		ADDQ(U8(8*unroll), d)
		SUBQ(U8(unroll), n)
		JMP(LabelRef("loopN"))
		Label("rest")
	}
	TESTQ(n, n)
	JZ(LabelRef("done"))
	Label("loop")
	block(Mem{Base: p}, Mem{Base: d})
	ADDQ(U8(64), p)
	ADDQ(U8(8), d)
	DECQ(n)
	JNZ(LabelRef("loop"))
	Label("done")
}

// bitmapText begins the bitmap kernel of an instruction set, which
// requires what needs says, and loads its arguments: the address of dst,
// its length (the number of blocks) and the address of s.
func bitmapText(isa, needs string) (d, n, p reg.GPVirtual) {
	name := "bitmapIn" + isa
	TEXT(name, NOSPLIT, bitmapSignature)
	Doc(name+" stores in dst[i] the bitmap of s[64i:64i+64] for class set.",
		"It requires "+needs+", len(s) a multiple of 64 and len(dst) = len(s)/64.")
	d, n, p = GP64(), GP64(), GP64()
	Load(Param("dst").Base(), d)
	Load(Param("dst").Len(), n)
	Load(Param("s").Base(), p)
	return d, n, p
}

// genBitmapDispatch generates bitmapBlocks, which bitmapIn calls: it jumps
// to the bitmap kernel of the implementation in use, as the second byte of
// the dispatch record (active.bitmapID, whose values are the bitmapID
// constants of ../scan_amd64.go) says, or to bitmapInGeneric, with the
// frame it was given. A call through a func value would make dst escape.
func genBitmapDispatch() {
	TEXT("bitmapBlocks", NOSPLIT, bitmapSignature)
	Doc("bitmapBlocks runs the bitmap kernel that active.bitmapID selects",
		"(AVX-512, AVX2, SSSE3, else generic) on dst and s.")
	jumpByID(1, "bitmapID", []string{"AVX512", "AVX2", "SSSE3"}, "bitmapIn", "bitmapInGeneric")
}

func genBitmapSSSE3() {
	d, n, p := bitmapText("SSSE3", "SSSE3")
	c := loadSSSE3()
	bitmapLoop(d, n, p, 1, func(src, dst Mem) {
		acc := GP64()
		for q := 3; q >= 0; q-- {
			v := XMM()
			at := src
			at.Disp += 16 * q
			MOVOU(at, v)
			c.notIn(v)
			r := GP64()
			PMOVMSKB(v, r.As32())
			if q == 3 {
				MOVQ(r, acc)
			} else {
				SHLQ(U8(16), acc)
				ORQ(r, acc)
			}
		}
		NOTQ(acc)
		MOVQ(acc, dst)
	})
	RET()
}

func genBitmapAVX2() {
	d, n, p := bitmapText("AVX2", "AVX2")
	c := loadAVX2()
	bitmapLoop(d, n, p, 1, func(src, dst Mem) {
		v0, v1 := YMM(), YMM()
		hi := src
		hi.Disp += 32
		VMOVDQU(src, v0)
		VMOVDQU(hi, v1)
		c0, c1 := c.notIn(v0), c.notIn(v1)
		r0, r1 := GP64(), GP64()
		VPMOVMSKB(c0, r0.As32())
		VPMOVMSKB(c1, r1.As32())
		SHLQ(U8(32), r1)
		ORQ(r0, r1)
		NOTQ(r1)
		MOVQ(r1, dst)
	})
	VZEROUPPER()
	RET()
}

func genBitmapAVX512() {
	d, n, p := bitmapText("AVX512", "AVX512F and AVX512BW")
	c := loadAVX512()
	bitmapLoop(d, n, p, 4, func(src, dst Mem) {
		v := ZMM()
		VMOVDQU64(src, v)
		k := K()
		c.hits(v, k, nil, true)
		KMOVQ(k, dst)
	})
	VZEROUPPER()
	RET()
}

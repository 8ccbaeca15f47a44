// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// genCopyShort2AVX512 generates copyShort2AVX512, the copy of resolution
// (copyShort2 and shortPiece in the package): a (na bytes) then b (nb
// bytes) to dst, 0 <= na, nb <= 128, na+nb > 0. When both pieces hold
// at most 64 bytes, each is one masked load and one masked store under
// the mask of its length; otherwise each is two, under the masks of the
// first 64 bits of its length and of the rest (max(n-64, 0), with CMOV).
// The bytes masked out are neither read (they do not fault) nor written,
// so the copy stays within the buffers, and the one branch is on whether
// a piece is longer than 64 bytes, not on each length: runtime.memmove
// picks a code path by size, and for the short pieces of varying length
// that resolution appends, its mispredicted branches show in
// BenchmarkResolve.
func genCopyShort2AVX512() {
	TEXT("copyShort2AVX512", NOSPLIT, "func(dst, a *byte, na int, b *byte, nb int)")
	Doc("copyShort2AVX512 copies na bytes from a to dst and nb bytes from b",
		"after them, 0 <= na, nb <= 128, na+nb > 0. It requires AVX-512 (F and",
		"BW) and BMI2.")
	dst := Load(Param("dst"), GP64())
	a := Load(Param("a"), GP64())
	na := Load(Param("na"), GP64())
	b := Load(Param("b"), GP64())
	nb := Load(Param("nb"), GP64())
	zero := GP64()
	XORQ(zero, zero)
	// piece loads n bytes from src and stores them at out: with one
	// masked load and store, under the mask of n, or with long, with
	// two, under the masks of its first 64 bytes and of the rest
	// (max(n-64, 0)). A load or store whose mask is empty still goes to a
	// valid address, dst (which holds na+nb > 0 bytes), never to src+64,
	// out+64 or the nil pointer of an empty string: an empty mask over an
	// unmapped page does not fault, but costs a microcode assist, which
	// BenchmarkNormalize showed when an empty string at address 0 was
	// copied.
	piece := func(src, n, out reg.Register, long bool) {
		ml := GP64()
		MOVQ(I32(-1), ml)
		BZHIQ(n, ml, ml) // all 64 bits for n >= 64
		kl := K()
		KMOVQ(ml, kl)
		// src and out for the first 64 bytes: dst when n is 0.
		CMPQ(n, zero)
		CMOVQEQ(dst, src)
		CMOVQEQ(dst, out)
		lo := ZMM()
		VMOVDQU8_Z(Mem{Base: src}, kl, lo)
		VMOVDQU8(lo, kl, Mem{Base: out})
		if !long {
			return
		}
		mh, nh := GP64(), GP64()
		MOVQ(n, nh)
		SUBQ(U8(64), nh)
		CMOVQLT(zero, nh) // max(n-64, 0)
		MOVQ(I32(-1), mh)
		BZHIQ(nh, mh, mh)
		kh := K()
		KMOVQ(mh, kh)
		// src+64 and out+64 for the rest: src and out when there is none.
		sh, oh := GP64(), GP64()
		LEAQ(Mem{Base: src, Disp: 64}, sh)
		LEAQ(Mem{Base: out, Disp: 64}, oh)
		CMPQ(n, U8(64))
		CMOVQLE(src, sh)
		CMOVQLE(out, oh)
		hi := ZMM()
		VMOVDQU8_Z(Mem{Base: sh}, kh, hi)
		VMOVDQU8(hi, kh, Mem{Base: oh})
	}
	outA, outB := GP64(), GP64()
	MOVQ(dst, outA)
	LEAQ(Mem{Base: dst, Index: na, Scale: 1}, outB)
	// Both pieces within 64 bytes (most targets): one masked load and
	// store each. The branch costs less than the loads and stores of
	// empty masks of the long pieces (BenchmarkResolve with both inputs
	// parsed).
	CMPQ(na, U8(64))
	JA(LabelRef("long"))
	CMPQ(nb, U8(64))
	JA(LabelRef("long"))
	piece(a, na, outA, false)
	piece(b, nb, outB, false)
	VZEROUPPER()
	RET()
	Label("long")
	piece(a, na, outA, true)
	piece(b, nb, outB, true)
	VZEROUPPER()
	RET()
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
)

// genCopyShort2AVX512 generates copyShort2AVX512, the copy of
// resolution (copyShort2 in the package): a (na bytes) then b (nb bytes)
// to dst, 0 <= na, nb <= 64, each with one masked load and one masked
// store under the mask of its low bits. The bytes masked out are neither
// read (they do not fault) nor written, so the copy stays within the
// buffers, and there is no branch on the lengths: runtime.memmove picks a
// code path by size, and for the short pieces of varying length that
// resolution appends, its mispredicted branches cost a tenth of a
// resolution.
func genCopyShort2AVX512() {
	TEXT("copyShort2AVX512", NOSPLIT, "func(dst, a *byte, na int, b *byte, nb int)")
	Doc("copyShort2AVX512 copies na bytes from a to dst and nb bytes from b",
		"after them, 0 <= na, nb <= 128. It requires AVX-512 (F and BW) and BMI2.")
	dst := Load(Param("dst"), GP64())
	a := Load(Param("a"), GP64())
	na := Load(Param("na"), GP64())
	b := Load(Param("b"), GP64())
	nb := Load(Param("nb"), GP64())
	zero := GP64()
	XORQ(zero, zero)
	// masks returns the masks of the first and the next 64 of n bytes.
	masks := func(n Op) (lo, hi Op) {
		ml, mh, nh := GP64(), GP64(), GP64()
		MOVQ(I32(-1), ml)
		BZHIQ(n, ml, ml) // all 64 bits for n >= 64
		MOVQ(n, nh)
		SUBQ(U8(64), nh)
		CMOVQLT(zero, nh) // max(n-64, 0)
		MOVQ(I32(-1), mh)
		BZHIQ(nh, mh, mh)
		kl, kh := K(), K()
		KMOVQ(ml, kl)
		KMOVQ(mh, kh)
		return kl, kh
	}
	kal, kah := masks(na)
	kbl, kbh := masks(nb)
	v := [4]Op{ZMM(), ZMM(), ZMM(), ZMM()}
	VMOVDQU8_Z(Mem{Base: a}, kal, v[0])
	VMOVDQU8_Z(Mem{Base: a, Disp: 64}, kah, v[1])
	VMOVDQU8_Z(Mem{Base: b}, kbl, v[2])
	VMOVDQU8_Z(Mem{Base: b, Disp: 64}, kbh, v[3])
	VMOVDQU8(v[0], kal, Mem{Base: dst})
	VMOVDQU8(v[1], kah, Mem{Base: dst, Disp: 64})
	VMOVDQU8(v[2], kbl, Mem{Base: dst, Index: na, Scale: 1})
	VMOVDQU8(v[3], kbh, Mem{Base: dst, Index: na, Scale: 1, Disp: 64})
	VZEROUPPER()
	RET()
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"

	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// The block classifiers fill a blockMasks (scan_kernel.go) for an input of 1 to
// 128 bytes, whose first block is its first 64: for each class of
// blockClasses, a 64-bit mask with bit k set when s[k] is NOT in the
// class, and every bit from len(s) up set; then for each byte of the
// variant ('%' and ':', and '/' and '.' for the Dots variant) a mask with
// bit k set when s[k] is that byte. When s goes on past the first block,
// the base and Dots variants also fill the run masks (../scan_kernel.go) of the
// second, the bytes from 64 on, which they read as the run classifiers
// read a last block, from the 64 bytes that end at the end of s (which
// lie in s).
//
// The SSSE3 and AVX2 classifiers read 64 bytes from the start of s when
// they lie in one page; when they would cross a page, they read the 64
// bytes that end at the end of s (in s's last page or the one before, both
// mapped) and shift the masks into place, in a second copy of the body. Either way no page is touched that s does
// not touch, and the bits of bytes read outside s are overwritten. The
// AVX-512 classifier reads s with a masked load, which zeroes the rest and
// does not fault on it.

// blockClasses are the class masks of blockMasks, in its order; their
// numbers are read from ../table.go.
var blockClasses = []string{"classScheme", "classUserinfo", "classPath"}

// A blockVariant is one set of block classifiers: classifyBlock and its
// kernels fill the masks the parser reads, classifyBlockDots and its
// kernels also those of "/" and ".", which resolution reads (../scan_kernel.go), at
// the cost of two more comparisons that the parser alone would pay for
// nothing.
type blockVariant struct {
	suffix    string // after "classifyBlock" in the names
	bytes     []byte // the single-byte masks that follow the class masks
	next      bool   // the run masks of the second block too, as words 7 on (blockNextWord)
	iri       bool   // the UTF-8 masks too, as words 11 on (blockUTF8Word)
	signature string
}

var blockVariants = []blockVariant{
	{"", []byte{'%', ':'}, true, false, "func(s string, m *[11]uint64)"},
	{"Dots", []byte{'%', ':', '/', '.'}, true, false, "func(s string, m *[11]uint64)"},
	{"IRI", []byte{'%', ':'}, false, true, "func(s string, m *[18]uint64)"},
}

// blockNextWord is the word of blockMasks (../scan_kernel.go) where the run
// masks of the second block (next) begin, after the seven of the first;
// blockUTF8Word that of blockMasksIRI where the UTF-8 masks begin, after
// the eleven of blockMasks.
const (
	blockNextWord = 7
	blockUTF8Word = 11
)

// classNumbers returns the values of the charset constants of ../table.go.
func classNumbers() map[string]int {
	return constants("../table.go", blockClasses...)
}

// constants returns the values of the constants of a Go file that are
// written as integer literals, and panics if one of names is missing.
func constants(file string, names ...string) map[string]int {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		panic(err)
	}
	nums := map[string]int{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			if len(v.Values) != 1 {
				continue
			}
			lit, ok := v.Values[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.INT {
				continue
			}
			n, err := strconv.ParseInt(lit.Value, 0, 64)
			if err != nil {
				panic(err)
			}
			nums[v.Names[0].Name] = int(n)
		}
	}
	for _, c := range names {
		if _, ok := nums[c]; !ok {
			panic(file + " has no constant " + c)
		}
	}
	return nums
}

// broadcastByte returns a Z register holding c in every byte, broadcast
// from a general register by the EVEX form of VPBROADCASTD: no X register
// is written with a legacy-SSE MOVD, which would cost an SSE/AVX
// transition after a Z register has been written (see the package
// comment).
func broadcastByte(c byte) reg.VecVirtual {
	t := GP32()
	MOVL(U32(uint32(c)*0x01010101), t)
	v := ZMM()
	VPBROADCASTD(t, v)
	return v
}

// blockRegs are the registers a block classifier body works with: the
// address to read 64 bytes from, m, the shift that puts s[0] at bit 0 of
// the masks (nil when it is 0), and the masks of the bits below len(s)
// (valid) and from len(s) up (beyond).
type blockRegs struct {
	base, out     reg.GPVirtual
	shift         reg.Register
	valid, beyond reg.GPVirtual
	n             reg.Register // len(s)
}

// blockClassifier emits the SSSE3 or AVX2 block classifier around body,
// twice: once for the common case, where the 64 bytes at s lie in one page
// (or in s) and are read as they are, and once for an s of less than 64
// bytes near the end of a page, for which the 64 bytes that end at the end
// of s are read and the masks shifted right by 64-len(s). The body ends
// the function.
func blockClassifier(body func(r blockRegs)) {
	var r blockRegs
	r.base, r.out = GP64(), GP64()
	Load(Param("s").Base(), r.base)
	n := Load(Param("s").Len(), GP64())
	r.n = n
	Load(Param("m"), r.out)
	r.valid, r.beyond = GP64(), GP64()
	MOVQ(I32(-1), r.valid)
	BZHIQ(n, r.valid, r.valid) // all 64 bits from len(s) = 64 up
	MOVQ(r.valid, r.beyond)
	NOTQ(r.beyond)
	// 64 bytes or more: the first 64 lie in s.
	CMPQ(n, U8(64))
	JAE(LabelRef("common"))
	t := GP64()
	MOVQ(r.base, t)
	ANDQ(U32(4095), t)
	CMPQ(t, U32(4096-64))
	JHI(LabelRef("cross"))
	Label("common")
	body(r)

	Label("cross")
	LEAQ(Mem{Base: r.base, Index: n, Scale: 1, Disp: -64}, r.base)
	shift := GP64()
	MOVQ(U32(64), shift)
	SUBQ(n, shift)
	r.shift = shift
	body(r)
}

// nextBlock emits, for the SSSE3 and AVX2 block classifiers, the run masks
// of the second block when len(s) > 64 (with body, a run body): read from
// the 64 bytes that end at the end of s, shifted right by 128-len(s).
func nextBlock(r blockRegs, body func(r runRegs)) {
	CMPQ(r.n, U8(64))
	JBE(LabelRef("nonext"))
	src, out := GP64(), GP64()
	LEAQ(Mem{Base: r.base, Index: r.n, Scale: 1, Disp: -64}, src)
	LEAQ(Mem{Base: r.out, Disp: 8 * blockNextWord}, out)
	shift, valid, beyond := GP64(), GP64(), GP64()
	MOVQ(U32(128), shift)
	SUBQ(r.n, shift)
	MOVQ(r.n, valid)
	SUBQ(U8(64), valid)
	MOVQ(I32(-1), beyond)
	BZHIQ(valid, beyond, valid) // the bits below len(s)-64
	MOVQ(valid, beyond)
	NOTQ(beyond)
	body(runRegs{src: src, out: out, shift: shift, valid: valid, beyond: beyond})
	Label("nonext")
}

// lowNibbles holds 0x0f in each of its 32 bytes, the mask of the low
// nibbles for the AVX2 kernels and block classifier (see byteConst).
var lowNibbles Mem

// byteConst returns a 32-byte read-only constant holding c in every byte,
// for the AVX2 code to load or to use as a memory operand. Broadcasting c
// from a general register would take a MOVD to an X register first, and
// the legacy-SSE form of that instruction after a write to a Y register
// costs an SSE/AVX transition (issue 19); a load has no such trap.
func byteConst(name string, c byte) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	for i := 0; i < 32; i += 8 {
		DATA(i, U64(0x0101010101010101*uint64(c)))
	}
	return m
}

// blockByteConsts holds the 32-byte constants of the byte masks of the
// AVX2 classifiers, one per byte for all the variants.
var blockByteConsts = map[byte]Mem{}

// mask64AVX2 returns the 64-bit mask of the 0xff bytes of the two
// vectors sel(0) (bytes 0-31) and sel(1) (32-63), each computed just
// before its bits are taken.
func mask64AVX2(sel func(q int) reg.VecVirtual) reg.GPVirtual {
	r0, r1 := GP64(), GP64()
	VPMOVMSKB(sel(0), r0.As32())
	VPMOVMSKB(sel(1), r1.As32())
	SHLQ(U8(32), r1)
	ORQ(r0, r1)
	return r1
}

// blockText starts the block classifier of bv for instruction set isa,
// which requires needs.
func blockText(bv blockVariant, isa, needs string) {
	name := "classifyBlock" + bv.suffix + isa
	TEXT(name, NOSPLIT, bv.signature)
	Doc(name+" fills m, a *blockMasks, for s.",
		"It requires "+needs+" and 1 <= len(s) <= 128.")
}

func genBlockAVX2(bv blockVariant) {
	bytes := make([]Mem, len(bv.bytes))
	for j, c := range bv.bytes {
		if _, ok := blockByteConsts[c]; !ok {
			blockByteConsts[c] = byteConst(fmt.Sprintf("blockByte%02x", c), c)
		}
		bytes[j] = blockByteConsts[c]
	}
	blockText(bv, "AVX2", "AVX2, BMI2")
	nums := classNumbers()
	blockClassifier(func(r blockRegs) {
		v0, v1 := YMM(), YMM()
		VMOVDQU(Mem{Base: r.base}, v0)
		VMOVDQU(Mem{Base: r.base, Disp: 32}, v1)
		blockAVX2Body(nums, bv.bytes, bytes, v0, v1, r)
		if bv.iri {
			utf8AVX2(r.base, r.out, blockUTF8Word, r.shift, r.valid)
		}
		if bv.next && r.shift == nil {
			nextBlock(r, func(rr runRegs) { loadRunAVX2(true).body(rr, false) })
		}
		VZEROUPPER()
		RET()
	})
}

// blockAVX2Body classifies the 64 bytes in v0 and v1 and stores the masks
// at r.out, each shifted right by r.shift: a class mask with the bits of
// r.beyond set, a byte mask cut to the bits of r.valid.
func blockAVX2Body(nums map[string]int, chars []byte, bytes []Mem, v0, v1 reg.VecVirtual, r blockRegs) {
	l0, l1, h0, h1 := YMM(), YMM(), YMM(), YMM()
	VPAND(lowNibbles, v0, l0)
	VPAND(lowNibbles, v1, l1)
	VPSRLW(U8(4), v0, h0)
	VPSRLW(U8(4), v1, h1)
	VPAND(lowNibbles, h0, h0)
	VPAND(lowNibbles, h1, h1)
	hi := YMM()
	VBROADCASTI128(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0), hi)
	VPSHUFB(h0, hi, h0)
	VPSHUFB(h1, hi, h1)
	zero := YMM()
	VPXOR(zero, zero, zero)
	// join stores as word i of m the 64-bit mask of the 0xff bytes of a
	// (bytes 0-31) and b (32-63); notIn says it is a class mask.
	join := func(a, b reg.VecVirtual, notIn bool, i int) {
		r0, r1 := GP64(), GP64()
		VPMOVMSKB(a, r0.As32())
		VPMOVMSKB(b, r1.As32())
		SHLQ(U8(32), r1)
		ORQ(r0, r1)
		if r.shift != nil {
			SHRXQ(r.shift, r1, r1)
		}
		if notIn {
			ORQ(r.beyond, r1)
		} else {
			ANDQ(r.valid, r1)
		}
		MOVQ(r1, Mem{Base: r.out, Disp: 8 * i})
	}
	for i, c := range blockClasses {
		Comment(c)
		t := YMM()
		VBROADCASTI128(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[c]), t)
		a, b := YMM(), YMM()
		VPSHUFB(l0, t, a)
		VPSHUFB(l1, t, b)
		VPAND(h0, a, a)
		VPAND(h1, b, b)
		VPCMPEQB(zero, a, a) // 0xff: not in the class
		VPCMPEQB(zero, b, b)
		join(a, b, true, i)
	}
	for j, c := range chars {
		Comment(fmt.Sprintf("%q", c))
		a, b := YMM(), YMM()
		VPCMPEQB(bytes[j], v0, a)
		VPCMPEQB(bytes[j], v1, b)
		join(a, b, false, len(blockClasses)+j)
	}
}

func genBlockAVX512(bv blockVariant) {
	blockText(bv, "AVX512", "AVX512F, AVX512BW, BMI2")
	nums := classNumbers()
	base, out := GP64(), GP64()
	Load(Param("s").Base(), base)
	n := Load(Param("s").Len(), GP64())
	Load(Param("m"), out)
	// sel selects the first min(len(s), 64) bytes of s: the masked load
	// zeroes the rest (NUL is in no class) and does not fault on them.
	ones := GP64()
	MOVQ(I32(-1), ones)
	BZHIQ(n, ones, ones) // all 64 bits from len(s) = 64 up
	sel := K()
	KMOVQ(ones, sel)
	v := ZMM()
	VMOVDQU8_Z(Mem{Base: base}, sel, v)
	m := broadcastByte(0x0f)
	l, h := ZMM(), ZMM()
	VPANDQ(m, v, l)
	VPSRLW(U8(4), v, h)
	VPANDQ(m, h, h)
	hi := ZMM()
	VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0), hi)
	hb := ZMM()
	VPSHUFB(h, hi, hb)
	for i, c := range blockClasses {
		Comment(c)
		t := ZMM()
		VBROADCASTI32X4(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[c]), t)
		VPSHUFB(l, t, t)
		k := K()
		VPTESTNMB(t, hb, k) // 1: not in the class
		r := GP64()
		KMOVQ(k, r)
		MOVQ(r, Mem{Base: out, Disp: 8 * i})
	}
	for j, c := range bv.bytes {
		Comment(fmt.Sprintf("%q", c))
		t := broadcastByte(c)
		k := K()
		VPCMPEQB(v, t, k)
		r := GP64()
		KMOVQ(k, r)
		MOVQ(r, Mem{Base: out, Disp: 8 * (len(blockClasses) + j)})
	}
	if bv.iri {
		utf8AVX512(v, l, h, out, blockUTF8Word)
	}
	if bv.next {
		// The second block: a masked load of its len(s)-64 bytes.
		CMPQ(n, U8(64))
		JBE(LabelRef("nonext"))
		rem, sel2 := GP64(), K()
		MOVQ(n, rem)
		SUBQ(U8(64), rem)
		MOVQ(I32(-1), ones)
		BZHIQ(rem, ones, ones)
		KMOVQ(ones, sel2)
		v2 := ZMM()
		VMOVDQU8_Z(Mem{Base: base, Disp: 64}, sel2, v2)
		next := GP64()
		LEAQ(Mem{Base: out, Disp: 8 * blockNextWord}, next)
		loadRunAVX512().body(v2, next, false)
		Label("nonext")
	}
	VZEROUPPER()
	RET()
}

func genBlockSSSE3(bv blockVariant) {
	blockText(bv, "SSSE3", "SSSE3, BMI2")
	nums := classNumbers()
	blockClassifier(func(r blockRegs) {
		blockSSSE3Body(nums, bv.bytes, r)
		if bv.iri {
			utf8SSSE3(r.base, r.out, blockUTF8Word, r.shift, r.valid)
		}
		if bv.next && r.shift == nil {
			nextBlock(r, func(rr runRegs) { runBodySSSE3(rr, false) })
		}
		RET()
	})
}

// blockSSSE3Body is the body of the SSSE3 block classifier (see
// blockClassifier), with the byte masks of bytes.
func blockSSSE3Body(nums map[string]int, bytes []byte, r blockRegs) {
	base, out, shift, valid, beyond := r.base, r.out, r.shift, r.valid, r.beyond

	// Four vectors of 16 bytes. The byte masks come first, from the
	// bytes; then each vector is turned into its low nibbles in place,
	// next to the high-nibble table entries: at most 12 registers live.
	var v, hb [4]reg.VecVirtual
	for q := range v {
		v[q] = XMM()
		MOVOU(Mem{Base: base, Disp: 16 * q}, v[q])
	}
	tt := GP32()
	// join stores as word i of m the 64-bit mask of the 0xff bytes of the
	// four vectors that sel(q) computes, shifted right by shift: with the
	// bits of beyond set for a class mask (notIn), cut to valid for a byte
	// mask.
	join := func(sel func(q int) reg.VecVirtual, notIn bool, i int) {
		acc := GP64()
		for q := 3; q >= 0; q-- {
			r := GP64()
			PMOVMSKB(sel(q), r.As32())
			if q == 3 {
				MOVQ(r, acc)
			} else {
				SHLQ(U8(16), acc)
				ORQ(r, acc)
			}
		}
		if shift != nil {
			SHRXQ(shift, acc, acc)
		}
		if notIn {
			ORQ(beyond, acc)
		} else {
			ANDQ(valid, acc)
		}
		MOVQ(acc, Mem{Base: out, Disp: 8 * i})
	}
	for j, cb := range bytes {
		Comment(fmt.Sprintf("%q", cb))
		b := XMM()
		MOVL(U32(uint32(cb)*0x01010101), tt)
		MOVD(tt, b)
		PSHUFD(U8(0), b, b)
		join(func(q int) reg.VecVirtual {
			a := XMM()
			MOVO(v[q], a)
			PCMPEQB(b, a)
			return a
		}, false, len(blockClasses)+j)
	}
	m := XMM()
	splatSSSE3(0x0f, tt, m)
	hi := XMM()
	MOVOU(NewDataAddr(Symbol{Name: "·highNibbleBit"}, 0), hi)
	lo := v
	for q := range v {
		hb[q] = XMM()
		MOVO(v[q], hb[q])
		PSRLW(U8(4), hb[q])
		PAND(m, hb[q])
		h := XMM()
		MOVO(hi, h)
		PSHUFB(hb[q], h)
		MOVO(h, hb[q])
		PAND(m, lo[q])
	}
	zero := XMM()
	PXOR(zero, zero)
	for i, cl := range blockClasses {
		Comment(cl)
		tbl := XMM()
		MOVOU(NewDataAddr(Symbol{Name: "·nibbleBitmap"}, 16*nums[cl]), tbl)
		join(func(q int) reg.VecVirtual {
			a := XMM()
			MOVO(tbl, a)
			PSHUFB(lo[q], a)
			PAND(hb[q], a)
			PCMPEQB(zero, a) // 0xff: not in the class
			return a
		}, true, i)
	}
}

// genBlockDispatch generates classifyBlock, which the parser calls on
// every input: it jumps to the block classifier of the implementation in
// use, as the first byte of the dispatch record (active.blockID, whose
// values are the blockID constants of ../scan_amd64.go) says, with the
// frame it was given. A Go function with a switch would cost the parser a
// second call, with its frame, on every input.
func genBlockDispatch(bv blockVariant) {
	name := "classifyBlock" + bv.suffix
	// The generic classifier fills the masks of "/" and "." anyway: the
	// Dots dispatcher falls back on it too.
	generic := "classifyBlockGeneric"
	if bv.suffix == "IRI" {
		generic = "classifyBlockIRIGeneric"
	}
	genBlockIDDispatch(name, generic, bv.signature,
		name+" fills m, a *blockMasks, for s with the block classifier",
		"that active.blockID selects (AVX2, AVX-512, SSSE3, else generic).")
}

// genBlockIDDispatch generates the dispatcher name, with signature and
// the lines of doc, which jumps to name+"AVX2", name+"AVX512" or
// name+"SSSE3" as active.blockID says, or else to generic, the generic
// classifier (scan_generic.go): the block and run classifiers share the
// blockID constants, and the dispatcher, not its caller, serves the
// generic implementation.
func genBlockIDDispatch(name, generic, signature string, doc ...string) {
	TEXT(name, NOSPLIT, signature)
	Doc(doc...)
	jumpByID(0, "blockID", []string{"AVX2", "AVX512", "SSSE3"}, name, generic)
}

// jumpByID emits the body of a dispatcher: for each isa of isas in
// order, a tail call of prefix+isa when the byte at offset in the
// dispatch record (active) is the constant idPrefix+isa of
// ../scan_amd64.go; then one of fallback.
func jumpByID(offset int, idPrefix string, isas []string, prefix, fallback string) {
	names := make([]string, len(isas))
	for j, isa := range isas {
		names[j] = idPrefix + isa
	}
	ids := constants("../scan_amd64.go", names...)
	for _, isa := range isas {
		CMPB(NewDataAddr(Symbol{Name: "·active"}, offset), U8(ids[idPrefix+isa]))
		JNE(LabelRef("not" + isa))
		tailJump("·" + prefix + isa)
		Label("not" + isa)
	}
	tailJump("·" + fallback)
}

// tailJump emits JMP to the function sym, a tail call: a terminal
// instruction for avo (whose JMP takes labels only), as RET is.
func tailJump(sym string) {
	Instruction(&ir.Instruction{
		Opcode:     "JMP",
		Operands:   []Op{NewDataAddr(Symbol{Name: sym}, 0)},
		IsTerminal: true,
	})
}

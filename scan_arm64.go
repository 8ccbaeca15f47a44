// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gc && !purego && !noasm

package uri

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// The arm64 kernels, hand-written NEON in scan_arm64.s (see there for how
// they work).
var kernels = []kernel{
	// ASIMD is part of every ARMv8-A CPU that Go supports; the check
	// costs nothing and documents the requirement.
	{name: "neon", available: cpu.ARM64.HasASIMD, minLen: 16,
		notIn: indexNotInNEON, in: indexInNEON,
		bitmap: bitmapInNEON, bitmapID: bitmapIDNEON,
		classify: classifyBlockNEON, classifyDots: classifyBlockDotsNEON, classifyIRI: classifyBlockIRINEON,
		run: classifyRunNEON, runIRI: classifyRunIRINEON, quiet: quietRunNEON, blockID: blockIDNEON, blockMin: blockMinNEON},
}

// asmKernels is true: indexNotIn and indexIn call the kernel in use.
const asmKernels = true

// preferred is the order in which init chooses among the kernels that the
// CPU supports (see scan_amd64.go).
var preferred = []string{"neon"}

// blockMinNEON is the shortest input that parse hands to the block parser
// (see scan_amd64.go): NEON reads a block as four vectors, as SSSE3 does,
// and takes its threshold until BenchmarkParseImpl runs on arm64 hardware
// (qemu's timings say nothing).
const blockMinNEON = 8

// blockCPU reports whether the block classifiers can run: NEON's needs
// nothing more than its kernels.
const blockCPU = true

// blockIDNEON is dispatch.blockID for the NEON classifiers; the
// dispatchers below run the generic ones for any other value
// (blockIDGeneric), as bitmapBlocks does.
const blockIDNEON = 1

// classifyBlock fills m for s, 1 <= len(s) <= 2*blockMax, with the block
// classifier of the implementation in use (active.blockID).
func classifyBlock(s string, m *blockMasks) {
	if active.blockID == blockIDNEON {
		classifyBlockNEON(s, m)
	} else {
		classifyBlockGeneric(s, m)
	}
}

// classifyBlockDots is classifyBlock with the masks of "/" and ".".
func classifyBlockDots(s string, m *blockMasks) {
	if active.blockID == blockIDNEON {
		classifyBlockDotsNEON(s, m)
	} else {
		classifyBlockGeneric(s, m) // which fills the masks of "/" and "." too
	}
}

// classifyBlockIRI is classifyBlock with the UTF-8 masks of an IRI
// (parse_utf8.go).
func classifyBlockIRI(s string, m *blockMasksIRI) {
	if active.blockID == blockIDNEON {
		classifyBlockIRINEON(s, m)
	} else {
		classifyBlockIRIGeneric(s, m)
	}
}

// classifyRun fills m with the masks of the blocks of s (parse_run.go).
func classifyRun(s string, m *[runBatch]runMasks) {
	if active.blockID == blockIDNEON {
		classifyRunNEON(s, m)
	} else {
		classifyRunGeneric(s, m)
	}
}

// classifyRunIRI is classifyRun with the UTF-8 masks of an IRI.
func classifyRunIRI(s string, m *[runBatch]runMasksIRI) {
	if active.blockID == blockIDNEON {
		classifyRunIRINEON(s, m)
	} else {
		classifyRunIRIGeneric(s, m)
	}
}

// The NEON classifiers have the numbers of these classes, the bits of the
// UTF-8 classes and the offsets of the masks written in: a change of
// table.go, parse_block.go or parse_run.go that moves one fails to compile here.
var (
	_ = [1]struct{}{}[classScheme-6]
	_ = [1]struct{}{}[classUserinfo-7]
	_ = [1]struct{}{}[classPath-10]
	_ = [1]struct{}{}[classQuery-11]
	_ = [1]struct{}{}[classHEXDIG-2]
	_ = [1]struct{}{}[utf8Cont-0x01]
	_ = [1]struct{}{}[utf8Lo9F-0x02]
	_ = [1]struct{}{}[utf8Lead3-0x04]
	_ = [1]struct{}{}[utf8Special-0x38]
	_ = [1]struct{}{}[utf8E0-0x40]
	_ = [1]struct{}{}[utf8D8-0x80]
	_ = [1]struct{}{}[unsafe.Offsetof(blockMasks{}.next)-56]
	_ = [1]struct{}{}[unsafe.Offsetof(blockMasksIRI{}.utf8)-88]
	_ = [1]struct{}{}[unsafe.Offsetof(runMasksIRI{}.utf8)-32]
	_ = [1]struct{}{}[unsafe.Sizeof(runMasks{})-32]
	_ = [1]struct{}{}[unsafe.Sizeof(runMasksIRI{})-88]
)

// classifyBlockNEON fills m for s, 1 <= len(s) <= 2*blockMax (see
// parse_block.go), the second block's masks (blockMasks.next) when s goes on
// past the first. It reads the 64 bytes from the start of s, or, for a
// shorter s, those that end at its end when the first would cross a page
// boundary; the second block, the 64 bytes that end at the end of s: never
// a page that s does not touch.
//
//go:noescape
func classifyBlockNEON(s string, m *blockMasks)

// classifyBlockDotsNEON is classifyBlockNEON with the masks of "/" and ".".
//
//go:noescape
func classifyBlockDotsNEON(s string, m *blockMasks)

// classifyBlockIRINEON is classifyBlockNEON with the UTF-8 masks.
//
//go:noescape
func classifyBlockIRINEON(s string, m *blockMasksIRI)

// classifyRunNEON fills m for s, 1 <= len(s) <= runBatch*blockMax (see
// parse_run.go). It reads every block but the last as it is; the last as
// classifyBlockNEON reads its one block: never a page that s does not
// touch.
//
//go:noescape
func classifyRunNEON(s string, m *[runBatch]runMasks)

// classifyRunIRINEON is classifyRunNEON with the UTF-8 masks.
//
//go:noescape
func classifyRunIRINEON(s string, m *[runBatch]runMasksIRI)

// The kernels return the index of the first byte of s that is not in (or
// is in) class set, or len(s). They require len(s) >= 16 and read nothing
// outside s.

//go:noescape
func indexNotInNEON(s string, set charset) int

//go:noescape
func indexInNEON(s string, set charset) int

// bitmapIDNEON is dispatch.bitmapID for bitmapInNEON, indexNotInNEON and
// indexInNEON.
const bitmapIDNEON = 1

// kernelNotIn and kernelIn run the kernel of indexNotIn and indexIn of the
// implementation in use (active.bitmapID), by direct calls: s stays where
// the caller has it, as through a func value it would not.
func kernelNotIn(s string, set charset) int {
	if active.bitmapID == bitmapIDNEON {
		return indexNotInNEON(s, set)
	}
	return indexNotInGeneric(s, set)
}

func kernelIn(s string, set charset) int {
	if active.bitmapID == bitmapIDNEON {
		return indexInNEON(s, set)
	}
	return indexInGeneric(s, set)
}

// bitmapBlocks runs the bitmap kernel of the implementation in use
// (active.bitmapID) on dst and s, as bitmapIn hands them over: a direct
// call, which lets dst stay on the caller's stack, as a call through a
// func value would not.
func bitmapBlocks(dst []uint64, s string, set charset) {
	if active.bitmapID == bitmapIDNEON {
		bitmapInNEON(dst, s, set)
	} else {
		bitmapInGeneric(dst, s, set)
	}
}

// bitmapInNEON is the kernel of bitmapIn (bitmap.go): for len(s) a
// multiple of 64 and len(dst) = len(s)/64, it sets dst[i] to the bitmap of
// s[64i:64i+64] for class set, bit j set when s[64i+j] is in the class,
// as bitmapInGeneric does. It reads nothing outside s, writes nothing
// outside dst, and does not allocate.
//
//go:noescape
func bitmapInNEON(dst []uint64, s string, set charset)

// copyShort2 is copyShort2Generic: the NEON kernel has no masked copy and
// does not set active.shortCopy.
func copyShort2(dst, a *byte, na int, b *byte, nb int) { copyShort2Generic(dst, a, na, b, nb) }

// hasQuietRun is true: runTail skips the quiet blocks of a run with
// quietRun (parse_run.go).
const hasQuietRun = true

// quietRun returns the length of the quiet blocks at the start of s and
// the carry after them, as quietRunGeneric, with the quiet-run kernel of
// the implementation in use (active.blockID).
func quietRun(s string, carry uint64, set charset) (int, uint64) {
	if active.blockID == blockIDNEON {
		return quietRunNEON(s, carry, set)
	}
	return quietRunGeneric(s, carry, set)
}

// quietRunNEON is the NEON quiet-run kernel (scan_arm64.s).
//
//go:noescape
func quietRunNEON(s string, carry uint64, set charset) (n int, c uint64)

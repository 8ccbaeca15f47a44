// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !gc || purego || noasm || !(amd64 || arm64)

package uri

// The dispatchers of the builds without assembly kernels: -tags purego (or
// noasm), gccgo, and the architectures other than amd64 and arm64. Every
// one calls the generic kernel (scan_generic.go).

// asmKernels is false: indexNotIn and indexIn are their loops alone.
const asmKernels = false

// kernels is empty: only the generic implementation exists.
var kernels []kernel

// preferred is empty: init uses generic.
var preferred []string

// blockCPU is false: there is no assembly block classifier here, and
// without assembly the byte-at-a-time parser is faster than the block
// parser with the generic classifier (active.blockMin stays noBlock).
const blockCPU = false

func classifyBlock(s string, m *blockMasks) { classifyBlockGeneric(s, m) }

// kernelNotIn and kernelIn are never called here (asmKernels is false);
// they are the generic kernels, for the code that names them to build.
func kernelNotIn(s string, set charset) int { return indexNotInGeneric(s, set) }

func kernelIn(s string, set charset) int { return indexInGeneric(s, set) }

func classifyBlockDots(s string, m *blockMasks) { classifyBlockGeneric(s, m) }

func classifyRun(s string, m *[runBatch]runMasks) { classifyRunGeneric(s, m) }

func classifyBlockIRI(s string, m *blockMasksIRI) { classifyBlockIRIGeneric(s, m) }

func classifyRunIRI(s string, m *[runBatch]runMasksIRI) { classifyRunIRIGeneric(s, m) }

// bitmapBlocks runs the generic kernel of bitmapIn.
func bitmapBlocks(dst []uint64, s string, set charset) { bitmapInGeneric(dst, s, set) }

// copyShort2 is copyShort2Generic: no kernel sets active.shortCopy here.
func copyShort2(dst, a *byte, na int, b *byte, nb int) { copyShort2Generic(dst, a, na, b, nb) }

// hasQuietRun is false: without a quiet-run kernel, runTail reads every
// block of a run with the run classifier (the generic implementation
// uses no block parser); quietRun is there for the code that names it.
const hasQuietRun = false

// quietRun is quietRunGeneric; runTail does not call it (hasQuietRun).
func quietRun(s string, carry uint64, set charset) (int, uint64) {
	return quietRunGeneric(s, carry, set)
}

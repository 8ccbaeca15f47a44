// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build purego || noasm || !gc || !(amd64 || arm64)

package uri

// This file dispatches the kernels to the generic implementation: with
// -tags purego (or noasm), with gccgo, and on architectures without
// assembly kernels.

// kernels is empty: only the generic implementation exists.
var kernels []kernel

// preferred is empty: init uses generic.
var preferred []string

// blockCPU is false: there is no assembly block classifier here, and
// without assembly the byte-at-a-time parser is faster than the block
// parser with the generic classifier (active.blockMin stays noBlock).
const blockCPU = false

func classifyBlock(s string, m *blockMasks) { classifyBlockGeneric(s, m) }

func classifyBlockDots(s string, m *blockMasks) { classifyBlockGeneric(s, m) }

func classifyRun(s string, m *[runBatch]runMasks) { classifyRunGeneric(s, m) }

func classifyBlockIRI(s string, m *blockMasksIRI) { classifyBlockIRIGeneric(s, m) }

func classifyRunIRI(s string, m *[runBatch]runMasksIRI) { classifyRunIRIGeneric(s, m) }

// bitmapBlocks runs the generic kernel of bitmapIn.
func bitmapBlocks(dst []uint64, s string, set charset) { bitmapInGeneric(dst, s, set) }

// indexNotIn returns the index of the first byte of s not in class set, or
// len(s).
func indexNotIn(s string, set charset) int { return indexNotInGeneric(s, set) }

// indexIn returns the index of the first byte of s in class set, or len(s).
func indexIn(s string, set charset) int { return indexInGeneric(s, set) }

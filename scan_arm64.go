// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gc && !purego && !noasm

package uri

import "golang.org/x/sys/cpu"

// The arm64 kernels, hand-written NEON in scan_arm64.s (see there for how
// they work). init in impl.go sets useNEON; UseImplementation may change
// it.
var useNEON bool

// simdProbe and simdMinLen are as in scan_amd64.go: the dispatcher reads
// simdProbe bytes in Go before it calls a kernel, on at least simdMinLen
// more bytes (the kernels need 16). The values are those measured on
// amd64: there was no arm64 hardware to measure on, only qemu.
const (
	simdProbe  = 16
	simdMinLen = 32
)

var kernels = []kernel{
	// ASIMD is part of every ARMv8-A CPU that Go supports; the check
	// costs nothing and documents the requirement.
	{"neon", cpu.ARM64.HasASIMD, &useNEON, 16, blockMinNEON, indexNotInNEON, indexInNEON},
}

// blockKernel reports whether the kernel in use has a block classifier:
// NEON has.
func blockKernel() bool { return useNEON }

// classifyBlock fills m for s, 1 <= len(s) <= blockMax.
func classifyBlock(s string, m *blockMasks) { classifyBlockNEON(s, m) }

// blockClassifiers are the assembly block classifiers, for the tests.
var blockClassifiers = []blockClassifier{
	{"neon", cpu.ARM64.HasASIMD, classifyBlockNEON},
}

// classifyBlockNEON has the numbers of these classes written in: a change
// of table.go that moves one fails to compile here.
var (
	_ = [1]struct{}{}[classScheme-6]
	_ = [1]struct{}{}[classUserinfo-7]
	_ = [1]struct{}{}[classPath-10]
)

// classifyBlockNEON fills m for s, 1 <= len(s) <= blockMax (see
// block.go). It reads the 64 bytes from the start of s, or those that end
// at its end when the first would cross a page boundary: never a page that
// s does not touch.
//
//go:noescape
func classifyBlockNEON(s string, m *blockMasks)

// indexNotInKernel and indexInKernel call the NEON kernels on s, which is
// at least simdMinLen bytes long (indexNotIn and indexIn in scan_asm.go
// have probed the simdProbe bytes before s in Go).
func indexNotInKernel(s string, set charset) int { return indexNotInNEON(s, set) }

func indexInKernel(s string, set charset) int { return indexInNEON(s, set) }

// The kernels return the index of the first byte of s that is not in (or
// is in) class set, or len(s). They require len(s) >= 16 and read nothing
// outside s.

//go:noescape
func indexNotInNEON(s string, set charset) int

//go:noescape
func indexInNEON(s string, set charset) int

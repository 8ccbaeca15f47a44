// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gc && !purego && !noasm

package uri

import "testing"

// wantKernels says, independently of the kernels table, which functions
// each assembly implementation must run: TestKernelDispatch holds the
// dispatch record to it.
var wantKernels = map[string]wantKernel{
	"ssse3":  {indexNotInSSSE3, indexInSSSE3, "·classifyBlockSSSE3", blockMinSSSE3, "·bitmapInSSSE3"},
	"avx2":   {indexNotInAVX2, indexInAVX2, "·classifyBlockAVX2", blockMinAVX2, "·bitmapInAVX2"},
	"avx512": {indexNotInAVX512, indexInAVX512, "·classifyBlockAVX512", blockMinAVX512, "·bitmapInAVX512"},
}

// blockTarget returns the function to which classifyBlock in scan_amd64.s
// jumps when active.blockID is id: it follows the comparisons of the first
// byte of ·active and the jumps of the generated text.
func blockTarget(t *testing.T, id uint8) string {
	t.Helper()
	for _, f := range readAsm(t, "scan_amd64.s") {
		if f.name == "·classifyBlock" {
			return f.follow(t, "·active+0(SB)", id)
		}
	}
	t.Fatal("scan_amd64.s has no classifyBlock")
	return ""
}

// bitmapTarget returns the function to which bitmapBlocks in scan_amd64.s
// jumps when active.bitmapID is id, as blockTarget does for classifyBlock.
func bitmapTarget(t *testing.T, id uint8) string {
	t.Helper()
	for _, f := range readAsm(t, "scan_amd64.s") {
		if f.name == "·bitmapBlocks" {
			return f.follow(t, "·active+1(SB)", id)
		}
	}
	t.Fatal("scan_amd64.s has no bitmapBlocks")
	return ""
}

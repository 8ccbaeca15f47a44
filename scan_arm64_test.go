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
	"neon": {indexNotInNEON, indexInNEON, "classifyBlockNEON", blockMinNEON, "bitmapInNEON"},
}

// blockTarget returns the block classifier that classifyBlock
// (scan_arm64.go) runs when active.blockID is id.
func blockTarget(_ *testing.T, id uint8) string {
	if id == blockIDNEON {
		return "classifyBlockNEON"
	}
	return "classifyBlockGeneric"
}

// blockDotsTarget is blockTarget for classifyBlockDots.
func blockDotsTarget(_ *testing.T, id uint8) string {
	if id == blockIDNEON {
		return "classifyBlockDotsNEON"
	}
	return "classifyBlockGeneric"
}

// bitmapTarget returns the bitmap kernel that bitmapBlocks (scan_arm64.go)
// runs when active.bitmapID is id.
func bitmapTarget(_ *testing.T, id uint8) string {
	if id == bitmapIDNEON {
		return "bitmapInNEON"
	}
	return "bitmapInGeneric"
}

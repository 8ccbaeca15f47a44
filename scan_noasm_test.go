// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !gc || purego || noasm || !(amd64 || arm64)

package uri

import "testing"

// wantKernels is empty: only the generic implementation exists here.
var wantKernels = map[string]wantKernel{}

// bitmapTarget returns the kernel that bitmapBlocks runs: the generic one,
// whatever id is.
func bitmapTarget(*testing.T, uint8) string { return "bitmapInGeneric" }

// blockTarget is never called: no implementation has a block classifier.
func blockTarget(t *testing.T, _ uint8) string {
	t.Fatal("blockTarget called without assembly kernels")
	return ""
}

// blockDotsTarget is never called either: no implementation has a block classifier.
func blockDotsTarget(t *testing.T, _ uint8) string {
	t.Fatal("blockDotsTarget called without assembly kernels")
	return ""
}

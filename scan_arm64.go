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

// simdMinLen is the shortest input handed to a kernel; shorter ones are
// scanned by the generic code. It must be at least 16, the vector width.
// The value is the one measured on amd64 (see scan_amd64.go): there was
// no arm64 hardware to measure on, only qemu.
const simdMinLen = 32

var kernels = []kernel{
	// ASIMD is part of every ARMv8-A CPU that Go supports; the check
	// costs nothing and documents the requirement.
	{"neon", cpu.ARM64.HasASIMD, &useNEON, 16, indexNotInNEON, indexInNEON},
}

// preferred reports whether k may be chosen at start-up.
func (k *kernel) preferred() bool { return true }

// indexNotIn returns the index of the first byte of s not in class set, or
// len(s).
func indexNotIn(s string, set charset) int {
	if len(s) >= simdMinLen && useNEON {
		return indexNotInNEON(s, set)
	}
	return indexNotInGeneric(s, set)
}

// indexIn returns the index of the first byte of s in class set, or len(s).
func indexIn(s string, set charset) int {
	if len(s) >= simdMinLen && useNEON {
		return indexInNEON(s, set)
	}
	return indexInGeneric(s, set)
}

// The kernels return the index of the first byte of s that is not in (or
// is in) class set, or len(s). They require len(s) >= 16 and read nothing
// outside s.

//go:noescape
func indexNotInNEON(s string, set charset) int

//go:noescape
func indexInNEON(s string, set charset) int

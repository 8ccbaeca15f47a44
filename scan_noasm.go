// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// This file dispatches the kernels to the generic implementation. When
// assembly kernels exist for an architecture, this file gets the build
// constraint purego || noasm || !gc || !(that architecture).

// Implementation reports the name of the kernel implementation the package
// uses: "generic" when built with -tags purego (or noasm), with gccgo, or on
// an architecture without assembly kernels.
func Implementation() string { return "generic" }

// indexNotIn returns the index of the first byte of s not in class set, or
// len(s).
func indexNotIn(s string, set charset) int { return indexNotInGeneric(s, set) }

// indexIn returns the index of the first byte of s in class set, or len(s).
func indexIn(s string, set charset) int { return indexInGeneric(s, set) }

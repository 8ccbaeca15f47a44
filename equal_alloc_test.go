// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

// TestEqualLongPathsNoAllocs checks that Equal compares normalized paths
// of any length without a buffer: two paths of 1 MiB, each with dot
// segments and encoded dots, which normalize to the same path. Writing the
// normalized forms would need 2 MiB; segIter (dotsegments.go) reads them
// backwards instead.
func TestEqualLongPathsNoAllocs(t *testing.T) {
	seg := strings.Repeat("x", 1000)
	a := "http://h/" + strings.Repeat(seg+"/./", 1000) + "%2E%2E/y"
	b := "http://h/" + strings.Repeat(seg+"/", 999) + "y"
	c := b + "z"
	if !Equal(a, b, LevelSyntax) {
		t.Fatalf("Equal of the long paths is false")
	}
	if allocs := testing.AllocsPerRun(10, func() {
		if !Equal(a, b, LevelSyntax) || Equal(a, c, LevelSyntax) {
			panic("Equal")
		}
	}); allocs != 0 {
		t.Errorf("Equal on paths of %d bytes: %v allocations, want 0", len(a), allocs)
	}
}

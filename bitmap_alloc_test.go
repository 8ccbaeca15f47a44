// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

// TestBitmapInNoAllocs checks that bitmapIn allocates nothing, with every
// implementation, for the extractor's two classes, on text with and
// without bytes in them, at lengths with and without a tail after the
// whole blocks.
func TestBitmapInNoAllocs(t *testing.T) { eachImplementation(t, testBitmapInNoAllocs) }

func testBitmapInNoAllocs(t *testing.T) {
	texts := []string{
		benchText(2100),                  // references, quotes, spaces, newlines
		strings.Repeat("\x00\x7f ", 700), // no byte in either class
	}
	dst := make([]uint64, 2100/64+1)
	for _, text := range texts {
		for _, n := range []int{0, 1, 63, 64, 65, 2048, 2100} {
			s := text[:n]
			for _, set := range []charset{classTrigger, classURI} {
				allocs := testing.AllocsPerRun(100, func() {
					bitmapIn(dst, s, set)
				})
				if allocs != 0 {
					t.Errorf("bitmapIn(len %d, class %d): %v allocations, want 0", n, set, allocs)
				}
			}
		}
	}
}

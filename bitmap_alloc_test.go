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
// whole blocks; and that dst does not escape: it is an array local to the
// measured function, which would be moved to the heap if it did.
func TestBitmapInNoAllocs(t *testing.T) { eachImplementation(t, testBitmapInNoAllocs) }

func testBitmapInNoAllocs(t *testing.T) {
	texts := []string{
		benchText(2100),                  // references, quotes, spaces, newlines
		strings.Repeat("\x00\x7f ", 700), // no byte in either class
	}
	for _, text := range texts {
		for _, n := range []int{0, 1, 63, 64, 65, 2048, 2100} {
			s := text[:n]
			for _, set := range []charset{classTrigger, classURI} {
				var sink uint64
				allocs := testing.AllocsPerRun(100, func() {
					var dst [2100/64 + 1]uint64
					bitmapIn(dst[:], s, set)
					sink += dst[0]
				})
				sinkInt += int(sink)
				if allocs != 0 {
					t.Errorf("bitmapIn(len %d, class %d): %v allocations, want 0", n, set, allocs)
				}
			}
		}
	}
}

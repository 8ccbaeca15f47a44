// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestSegmentsNoAllocs checks that a range over Segments allocates
// nothing, for a string and a []byte, with and without a break.
func TestSegmentsNoAllocs(t *testing.T) {
	for _, path := range []string{"", "/", "/a//b/c%2Fd", "rel/x/"} {
		b := []byte(path)
		var sink int
		allocs := testing.AllocsPerRun(100, func() {
			for s := range Segments(path) {
				sink += len(s.Text) + s.End()
			}
			for s := range Segments(b) {
				sink += len(s.Text)
				break
			}
		})
		if allocs != 0 {
			t.Errorf("Segments(%q): %v allocations per run, want 0", path, allocs)
		}
		_ = sink
	}
}

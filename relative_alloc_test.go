// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestAppendRelativeNoAllocs checks that AppendRelative allocates nothing
// with room in dst, for each kind of result and for errors.
func TestAppendRelativeNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, c := range relativeTests {
		bb, tb := []byte(c.base), []byte(c.target)
		if allocs := testing.AllocsPerRun(100, func() {
			AppendRelative(buf[:0], c.base, c.target)
			AppendRelative(buf[:0], bb, tb)
		}); allocs != 0 {
			t.Errorf("AppendRelative(%q, %q): %v allocations per run, want 0", c.base, c.target, allocs)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestBuildNoAllocs checks that AppendBuild and AppendSet allocate nothing
// with room in dst, on accepted and refused parts.
func TestBuildNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, c := range buildTests {
		if allocs := testing.AllocsPerRun(100, func() {
			AppendBuild(buf[:0], &c.p)
		}); allocs != 0 {
			t.Errorf("AppendBuild(%v): %v allocations per run, want 0", c.p, allocs)
		}
	}
	for _, c := range setTests {
		r, _ := Parse(c.in)
		if allocs := testing.AllocsPerRun(100, func() {
			AppendSet(buf[:0], c.in, r, c.c, c.part)
		}); allocs != 0 {
			t.Errorf("AppendSet(%q, %v): %v allocations per run, want 0", c.in, c.c, allocs)
		}
	}
}

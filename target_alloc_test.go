// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestParseRequestTargetNoAllocs checks that ParseRequestTarget allocates
// nothing, for every form, valid or not.
func TestParseRequestTargetNoAllocs(t *testing.T) {
	for _, c := range targetTests {
		mb, tb := []byte(c.method), []byte(c.target)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			r, form, err := ParseRequestTarget(c.method, c.target)
			rb, _, _ := ParseRequestTarget(mb, tb)
			if err != nil {
				sink++
			}
			sink += r.Len() + rb.Len() + int(form)
		}); allocs != 0 {
			t.Errorf("ParseRequestTarget(%q, %q): %v allocations per run, want 0", c.method, c.target, allocs)
		}
		_ = sink
	}
}

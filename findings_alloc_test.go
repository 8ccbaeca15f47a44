// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestInspectNoAllocs checks that Inspect, a range over the findings and
// the name of each allocate nothing, on references with findings, without,
// and invalid.
func TestInspectNoAllocs(t *testing.T) {
	for _, s := range []string{"http://u:p@0x7f.1:080/a/../%2e//b%2F?%00#%2541", "http://example.com/", "http://a@b@c/",
		"http://%31%32%37.0.0.1/", "http://\u0430pple.com\u200b/", "http://ex%61mple%E2%80%8B.com/"} {
		r, _ := Parse(s)
		b := []byte(s)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			f := Inspect(s, r) | Inspect(b, r)
			for x := range f.All() {
				sink += int(x) + len(x.String())
			}
		}); allocs != 0 {
			t.Errorf("Inspect(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestAddrNoAllocs checks that Addr allocates nothing, for every kind of
// host and for an invalid Ref.
func TestAddrNoAllocs(t *testing.T) {
	for _, s := range []string{"http://192.0.2.1/", "//[2001:db8::1]", "//[::ffff:1.2.3.4]", "//h", "//[v1.x]", "a b"} {
		r, _ := Parse(s)
		b := []byte(s)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			a, ok := Addr(s, r)
			ab, _ := Addr(b, r)
			if ok && a == ab {
				sink += a.BitLen()
			}
		}); allocs != 0 {
			t.Errorf("Addr(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package route

import "testing"

// TestLookupAllocs checks that a lookup with a reused Match does not
// allocate, for a match, a miss, a refused value and an invalid target,
// over the 200 generated routes (maps of literals included).
func TestLookupAllocs(t *testing.T) {
	tb, targets := genTable(t, 45)
	inputs := []struct{ method, host, target string }{
		{"GET", "api.example.com", targets[0]},
		{"HEAD", "API.Example.com:8080", targets[1]},
		{"GET", "", "http://www.example.com/a/b/../c?q=1"},
		{"GET", "", "/no/such/route"},
		{"DELETE", "", "/%2e%2E/a%2F..%2Fb/x//y"},
		{"GET", "", "/a%zz"},
		{"GET", "", "/caf%c3%a9/%7eu/a%2Fb"},
		{"GET", "", "*"},
	}
	var m Match
	for _, in := range inputs { // grow m's buffers
		_, _ = tb.Lookup(&m, in.method, in.host, in.target)
		_ = m.Path()
	}
	for _, in := range inputs {
		if n := testing.AllocsPerRun(100, func() {
			_, _ = tb.Lookup(&m, in.method, in.host, in.target)
			_ = m.Path()
		}); n != 0 {
			t.Errorf("Lookup(%s, %q, %q): %v allocations", in.method, in.host, in.target, n)
		}
	}
	for _, target := range targets {
		_, _ = tb.Lookup(&m, "GET", "api.example.com", target)
	}
	if n := testing.AllocsPerRun(3, func() {
		for _, target := range targets {
			_, _ = tb.Lookup(&m, "GET", "api.example.com", target)
		}
	}); n != 0 {
		t.Errorf("Lookup over the generated targets: %v allocations", n)
	}
}

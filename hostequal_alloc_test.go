// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestHostEqualAllocs(t *testing.T) {
	dst := make([]byte, 0, 64)
	for _, c := range [][2]string{
		{"www.ex%61mple.com.", "WWW.EXAMPLE.COM"}, {"[::1]", "[0:0::1]"}, {"[v1.x]", "[V1.X]"},
		{"h:80", "h"}, {"a b", "a b"}, {"[::ffff:1.2.3.4]", "1.2.3.4"},
	} {
		if n := testing.AllocsPerRun(100, func() {
			_ = EqualHost(c[0], c[1])
			_, _ = AppendNormalizeHost(dst, c[0])
		}); n != 0 {
			t.Errorf("EqualHost(%q, %q): %v allocations", c[0], c[1], n)
		}
	}
	for _, c := range [][2]string{{"http://www.example.com/x", "www.example.com:80"}, {"http://[::1]/", "[::1]:80"}, {"http://h/", "u@h"}, {"/x", "h"}} {
		r, _ := Parse(c[0])
		if n := testing.AllocsPerRun(100, func() {
			_ = MatchHostHeader(c[0], r, c[1])
		}); n != 0 {
			t.Errorf("MatchHostHeader(%q, %q): %v allocations", c[0], c[1], n)
		}
	}
}

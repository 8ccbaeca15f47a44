// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestJoinPathAllocs(t *testing.T) {
	dst := make([]byte, 0, 256)
	for _, s := range []string{"https://h/a/b?q#f", "a/b", "http://a b/", "https://u:p@h/x"} {
		r, _ := Parse(s)
		if n := testing.AllocsPerRun(100, func() {
			_, _ = AppendJoinPath(dst, s, r, "../c", "d e/", "%2e%2e")
			_, _ = AppendRedacted(dst, s, r)
		}); n != 0 {
			t.Errorf("AppendJoinPath, AppendRedacted(%q): %v allocations", s, n)
		}
	}
	u := MustParseURI("https://u@h/x")
	if n := testing.AllocsPerRun(100, func() { _ = u.Redacted() }); n != 0 {
		t.Errorf("URI.Redacted without a password: %v allocations", n)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestPortAllocs(t *testing.T) {
	for _, s := range []string{"http://h:8080/", "http://h:99999/", "http://h:/", "http://h/"} {
		r, _ := Parse(s)
		if n := testing.AllocsPerRun(100, func() {
			_, _ = r.PortValue()
			_, _ = r.PortOr(80)
			_, _ = DefaultPort("HTTPS")
		}); n != 0 {
			t.Errorf("%q: %v allocations", s, n)
		}
	}
}

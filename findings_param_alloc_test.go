// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestInspectGatewayAllocs(t *testing.T) {
	for _, s := range []string{"/allowed/..;/admin", "http://h/app/..;jsessionid=1/x", "/public/..%2fadmin", "/..;%zz"} {
		r, _ := Parse(s)
		if n := testing.AllocsPerRun(100, func() { _ = Inspect(s, r) }); n != 0 {
			t.Errorf("Inspect(%q): %v allocations", s, n)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestParseOriginHeaderAllocs(t *testing.T) {
	for _, s := range []string{"https://www.example.com", "null", "https://www.example.com/", "https://h:99999", "x y"} {
		b := []byte(s)
		if n := testing.AllocsPerRun(100, func() {
			_, _, _ = ParseOriginHeader(s)
			_, _, _ = ParseOriginHeader(b)
		}); n != 0 {
			t.Errorf("ParseOriginHeader(%q): %v allocations", s, n)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

func TestDecodedViewsAllocs(t *testing.T) {
	dst := make([]byte, 0, 256)
	segs := make([]Span, 0, 16)
	params := make([]DecodedParam, 0, 16)
	for _, path := range []string{"/a%2Fb/c%20d/e", "/ok/%zz"} {
		if n := testing.AllocsPerRun(100, func() {
			_, _, _, _ = AppendDecodedSegments(dst, segs[:0], path)
			_, _, _ = AppendDecodedSegment(dst, path)
		}); n != 0 {
			t.Errorf("AppendDecodedSegments(%q): %v allocations", path, n)
		}
	}
	for _, q := range []string{"q=caf%C3%A9+au+lait&lang=fr&debug", "a=%zz", "a&b&c"} {
		if n := testing.AllocsPerRun(100, func() {
			_, _, _, _ = AppendDecodedParams(dst, params[:0], q, ParamOptions{Max: 2}, EscapeQueryComponent|PlusSpace)
		}); n != 0 {
			t.Errorf("AppendDecodedParams(%q): %v allocations", q, n)
		}
	}
}

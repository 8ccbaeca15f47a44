// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

// TestParamsNoAllocs checks that a range over Params allocates nothing,
// for a string and a []byte, with each separator, up to the limit and past
// it, and with a break.
func TestParamsNoAllocs(t *testing.T) {
	for _, q := range []string{"", "a=1&b=2;c&&d=%zz", strings.Repeat("k=v&", 20)} {
		b := []byte(q)
		for _, opts := range []ParamOptions{{}, {Sep: SepAmpSemicolon}, {Max: 3}, {Max: -1}} {
			var sink int
			allocs := testing.AllocsPerRun(100, func() {
				for p, err := range Params(q, opts) {
					if err != nil {
						sink++
						break
					}
					sink += len(p.Key) + len(p.Value) + p.End()
				}
				for p := range Params(b, opts) {
					sink += len(p.Key)
					if p.HasValue {
						break
					}
				}
			})
			if allocs != 0 {
				t.Errorf("Params(%q, %+v): %v allocations per run, want 0", q, opts, allocs)
			}
			_ = sink
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestErrorCodesNoAllocs checks that iterating over the error codes does
// not allocate.
func TestErrorCodesNoAllocs(t *testing.T) {
	n := 0
	if allocs := testing.AllocsPerRun(100, func() {
		for c := range ErrorCodes() {
			n += len(c.Name())
		}
	}); allocs != 0 {
		t.Errorf("ErrorCodes: %v allocations per run, want 0", allocs)
	}
	if n == 0 {
		t.Error("ErrorCodes yielded nothing")
	}
}

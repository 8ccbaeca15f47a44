// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package logs_test

import (
	"bytes"
	"testing"

	"github.com/uriscan/uri/logs"
)

// TestReaderNoAllocs: once its buffers have grown, Next allocates
// nothing, in a plain stream and in a compressed one.
func TestReaderNoAllocs(t *testing.T) {
	for f, data := range compressed(t) {
		r := logs.NewReader(logs.NewFile(bytes.NewReader(data), "x"), nil)
		for range 100 {
			r.Next()
		}
		n := testing.AllocsPerRun(1000, func() {
			if !r.Next() {
				t.Fatalf("%v: the stream ended", f)
			}
		})
		if n != 0 {
			t.Errorf("%v: Next: %v allocations", f, n)
		}
	}
}

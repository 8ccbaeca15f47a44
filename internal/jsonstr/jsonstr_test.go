// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package jsonstr

import (
	"strconv"
	"testing"
)

// TestIsPrint checks IsPrint, with its bitmap of the BMP, against
// strconv.IsPrint on every code point and on values that are none.
func TestIsPrint(t *testing.T) {
	n := 0
	for r := rune(-1); r <= 0x10FFFF+1; r++ {
		want := strconv.IsPrint(r)
		if got := IsPrint(r); got != want {
			t.Fatalf("IsPrint(%U) = %v, strconv.IsPrint %v", r, got, want)
		}
		if want && r > 0xFFFF {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no printable character above the BMP: the test lost its point")
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strconv"
	"testing"
)

// TestEqualFoldASCII checks equalFoldASCII and lower against the
// definition on every pair of bytes: equal once "A" to "Z" are mapped to
// "a" to "z", and nothing else.
func TestEqualFoldASCII(t *testing.T) {
	fold := func(c byte) byte {
		if 'A' <= c && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	for c := 0; c < 256; c++ {
		if got := lower(byte(c)); got != fold(byte(c)) {
			t.Fatalf("lower(%#x) = %#x, want %#x", c, got, fold(byte(c)))
		}
		for d := 0; d < 256; d++ {
			a, b := string([]byte{'x', byte(c)}), string([]byte{'x', byte(d)})
			if got, want := equalFoldASCII(a, b), fold(byte(c)) == fold(byte(d)); got != want {
				t.Fatalf("equalFoldASCII(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
	if equalFoldASCII("ab", "abc") || !equalFoldASCII("HTTPS", "https") {
		t.Errorf("equalFoldASCII on lengths or a scheme")
	}
}

// TestUnhex checks the arithmetic of unhex against strconv on every
// hexadecimal digit, in both cases.
func TestUnhex(t *testing.T) {
	for _, c := range []byte("0123456789abcdefABCDEF") {
		want, _ := strconv.ParseUint(string(c), 16, 8)
		if got := unhex(c); uint64(got) != want {
			t.Errorf("unhex(%q) = %d, want %d", c, got, want)
		}
	}
}

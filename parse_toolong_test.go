// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The race detector enables checkptr, which rightly refuses the string
// header this test forges.

//go:build !race

package uri

import (
	"strings"
	"testing"
	"unsafe"
)

func TestParseTooLong(t *testing.T) {
	// A string header with a length past MaxLength, never dereferenced:
	// Parse must reject it before reading.
	if ^uint(0)>>32 == 0 {
		t.Skip("int is 32 bits: no string can be longer than MaxLength")
	}
	s := strings.Repeat("a", 16)
	long := unsafeLongString(s, MaxLength+1)
	r, err := Parse(long)
	if err != ErrTooLong || uint64(r.ErrorOffset()) != MaxLength {
		t.Fatalf("Parse(MaxLength+1 bytes) = %v at %d, want %v at %d", err, r.ErrorOffset(), ErrTooLong, uint64(MaxLength))
	}
}

// unsafeLongString returns a string header of length n over s's bytes. It
// must never be read past len(s): it only tests length checks.
func unsafeLongString(s string, n uint64) string {
	return unsafe.String(unsafe.StringData(s), int(n))
}

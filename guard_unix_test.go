// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package uri

import (
	"testing"

	"golang.org/x/sys/unix"
)

// guardedPage returns a writable page of memory with an unreadable page
// on each side (as Go's bytes/boundary_test.go does), so that reading a
// byte before or after it faults.
func guardedPage(t *testing.T) []byte {
	t.Helper()
	size := unix.Getpagesize()
	b, err := unix.Mmap(-1, 0, 3*size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	t.Cleanup(func() { unix.Munmap(b) })
	if err := unix.Mprotect(b[:size], unix.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	if err := unix.Mprotect(b[2*size:], unix.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	return b[size : 2*size]
}

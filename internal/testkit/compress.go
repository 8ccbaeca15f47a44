// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testkit

import (
	"bytes"
	"hash/crc32"
	"runtime"
	"testing"
)

// XZDict returns a copy of x, an .xz file of one block written by an
// encoder that puts no sizes in the block header and one filter, LZMA2,
// whose block declares the LZMA2 dictionary of code dict instead (the
// xz format, 5.3.1: 2 or 3 times a power of two; 37 is 1536 MiB), its
// CRC32 made anew: a tiny file that asks for any dictionary, without a
// test that needs that memory to make it.
func XZDict(tb testing.TB, x []byte, dict byte) []byte {
	tb.Helper()
	x = bytes.Clone(x)
	if len(x) < 12+12 {
		tb.Fatalf("%d bytes: not an .xz file", len(x))
	}
	h := x[12:]
	size := (int(h[0]) + 1) * 4
	if len(h) < size || h[1] != 0 || h[2] != 0x21 || h[3] != 1 {
		tb.Fatalf("block header % x: not the one expected", h[:min(size, len(h))])
	}
	h[4] = dict
	crc := crc32.ChecksumIEEE(h[:size-4])
	h[size-4], h[size-3], h[size-2], h[size-1] = byte(crc), byte(crc>>8), byte(crc>>16), byte(crc>>24)
	return x
}

// Allocated returns the bytes that f allocates, collected since or not.
func Allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/internal/testkit"
)

// xzDict returns b in .xz form whose block declares the LZMA2
// dictionary of code dict (testkit.XZDict): 37 is 1536 MiB, as xz
// --lzma2=dict=1536MiB writes it.
func xzDict(t *testing.T, b []byte, dict byte) []byte {
	t.Helper()
	return testkit.XZDict(t, compress(t, "xz", b), dict)
}

// zstdWindow returns b as one zstd frame of raw blocks whose window is
// 1<<log bytes, as zstd --long=27 writes it for log 27 (the encoder
// shrinks the window to a small input).
func zstdWindow(b []byte, log byte) []byte {
	frame := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, (log - 10) << 3}
	for len(b) > 0 {
		n := min(len(b), 64<<10)
		h := uint32(n) << 3
		if n == len(b) {
			h |= 1
		}
		frame = append(frame, byte(h), byte(h>>8), byte(h>>16))
		frame = append(frame, b[:n]...)
		b = b[n:]
	}
	return frame
}

// TestDecoderMemoryRefused is issue 42's row 2: an .xz file that asks for
// a 1536 MiB dictionary, alone and eight at -j 8, is an error that names
// each file and says what raises the limit, exit 2, and the dictionary
// is not allocated (before, `scan -c` reached 1.7 GB, and 2.26 GB with
// eight at -j 8).
func TestDecoderMemoryRefused(t *testing.T) {
	log := accessLog(t, 64<<10, 42)
	dir := t.TempDir()
	huge := xzDict(t, log, 37)
	var files []string
	for i := range 8 {
		files = append(files, writeFile(t, dir, fmt.Sprintf("huge%d.log.xz", i), huge))
	}
	for _, tc := range []struct {
		args  []string
		named int
	}{
		{[]string{"-c", files[0]}, 1},
		{append([]string{"-c", "-j", "8"}, files...), 8},
		{append([]string{"parse", "-c", "-j", "8"}, files...), 8},
	} {
		var stdout, stderr string
		var code int
		alloc := testkit.Allocated(func() { stdout, stderr, code = runScan(t, "", tc.args...) })
		if code != exitError {
			t.Errorf("%v: exit %d, want %d", tc.args[:3], code, exitError)
		}
		named := 0
		for _, f := range files {
			if strings.Contains(stderr, f+": xz data needs an xz dictionary of 1536 MiB, more than the decoder memory limit of 256 MiB (-max-decoder-memory raises the limit)") {
				named++
			}
		}
		if named != tc.named {
			t.Errorf("%v: %d files named in stderr %q, want %d", tc.args[:3], named, stderr, tc.named)
		}
		if strings.Contains(stdout, "http") {
			t.Errorf("%v: output %q", tc.args[:3], stdout)
		}
		if alloc > 256<<20 {
			t.Errorf("%v: %d bytes allocated", tc.args[:3], alloc)
		}
	}
}

// TestDecoderMemoryWait is rows 2 and 3: files that each need more than
// half the limit are read one after the other at -j 8 rather than fail,
// with the output of -j 1; and -max-decoder-memory raises the limit.
func TestDecoderMemoryWait(t *testing.T) {
	log := accessLog(t, 1<<20, 43) // enough output to fill the pipeline
	dir := t.TempDir()
	var xzs, zsts []string
	for i := range 8 {
		xzs = append(xzs, writeFile(t, dir, fmt.Sprintf("a%d.log.xz", i), xzDict(t, log, 26))) // 32 MiB
		zsts = append(zsts, writeFile(t, dir, fmt.Sprintf("a%d.log.zst", i), zstdWindow(log, 27)))
	}
	for _, tc := range []struct {
		files []string
		limit string
	}{
		{xzs, "48M"}, // one at a time
		{zsts, ""},   // 128 MiB windows: one at a time in the default 256 MiB
	} {
		args := append([]string{"-json"}, tc.files...)
		if tc.limit != "" {
			args = append([]string{"-max-decoder-memory", tc.limit}, args...)
		}
		want, stderr, code := runScan(t, "", append([]string{"-j", "1"}, args...)...)
		if code != exitOK || stderr != "" || strings.Count(want, "\n") < 8*1000 {
			t.Fatalf("-j 1 %v: exit %d, stderr %q, %d lines", args[:2], code, stderr, strings.Count(want, "\n"))
		}
		got, stderr, code := runScan(t, "", append([]string{"-j", "8"}, args...)...)
		if code != exitOK || stderr != "" || got != want {
			t.Errorf("-j 8 %v: exit %d, stderr %q, output the same as -j 1: %v", args[:2], code, stderr, got == want)
		}
		if decompress.DefaultBudget().Used() != 0 {
			t.Errorf("%d bytes still held", decompress.DefaultBudget().Used())
		}
	}
	// Under the limit, refused; raised, read.
	if _, stderr, code := runScan(t, "", "-c", "-max-decoder-memory", "16M", xzs[0]); code != exitError || !strings.Contains(stderr, "32 MiB, more than the decoder memory limit of 16 MiB") {
		t.Errorf("-max-decoder-memory 16M: exit %d, stderr %q", code, stderr)
	}
}

// TestDecoderMemoryFlag checks the values -max-decoder-memory takes.
func TestDecoderMemoryFlag(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		want int64 // 0: a usage error
	}{
		{"256M", 256 << 20}, {"1G", 1 << 30}, {"64MiB", 64 << 20}, {"20000000", 20000000}, {"65536K", 64 << 20},
		{"8M", 0}, {"1x", 0}, {"-1G", 0}, {"", 0}, {"99999999999G", 0},
	} {
		_, stderr, code := runScan(t, "", "parse", "-c", "-max-decoder-memory", tc.arg, "-")
		got := decompress.DefaultBudget().Limit()
		switch {
		case tc.want == 0 && code != exitError:
			t.Errorf("%q: exit %d, want a usage error", tc.arg, code)
		case tc.want != 0 && (got != tc.want || stderr != ""):
			t.Errorf("%q: limit %d, stderr %q; want %d", tc.arg, got, stderr, tc.want)
		}
	}
	runScan(t, "", "-c", "-") // back to the default
	if got := decompress.DefaultBudget().Limit(); got != decompress.DefaultMemory {
		t.Errorf("the default: %d", got)
	}
}

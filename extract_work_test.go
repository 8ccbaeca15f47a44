// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The helpers of the Scanner's linearity tests (extract_linear_test.go,
// built with the tag uriscan_work) that FuzzJSONUnescape shares in every
// build.

//go:build !race

package uri

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
	"testing/iotest"
)

// workPerByte and workConst bound engine.work, the bytes of the windows
// the engine's runs read, for a Scanner: workPerByte per byte of input,
// and workConst whatever its length. A run that fill starts at its due
// reads the bytes pending from the run before and at least as many new
// ones, so those runs read at most twice the input; the run at the end
// of the input reads what is pending once more. An early run pays
// runCost a byte of its window from a credit of initialCredit and
// creditPerByte a byte read, so early runs read at most
// initialCredit/runCost (workConst), creditPerByte/runCost a byte, and
// the window of the one run that takes the credit below zero, at most
// the input. That adds up to 5 a byte; workPerByte leaves room above it
// for what this accounting misses, far below what a Scanner that gives
// the engine the same bytes per read does (hundreds a byte on these
// inputs).
const (
	workPerByte = 8
	workConst   = initialCredit / runCost
)

// scannerWork returns the number of matches a Scanner finds in r, and the
// bytes of the windows its engine's runs read.
func scannerWork(r io.Reader, opts *ExtractOptions) (int, int, error) {
	s := NewScanner(r, opts)
	s.CountLines('\n')
	n := 0
	for s.ScanBatch() {
		ms, _, _ := s.Batch()
		n += len(ms)
	}
	return n, s.eng.work, s.Err()
}

// linearReaders are the readers of the Scanner's linearity test: in one
// read, a byte at a time, half of what is asked, and random sizes.
var linearReaders = map[string]func(in []byte) io.Reader{
	"whole":   func(in []byte) io.Reader { return bytes.NewReader(in) },
	"onebyte": func(in []byte) io.Reader { return iotest.OneByteReader(bytes.NewReader(in)) },
	"half":    func(in []byte) io.Reader { return iotest.HalfReader(bytes.NewReader(in)) },
	"random":  func(in []byte) io.Reader { return &chunkReader{in, rand.New(rand.NewPCG(uint64(len(in)), 3)), 3000} },
}

// checkLinear fails t when work, a Scanner's over in, exceeds
// workPerByte per byte of in and workConst, and when it is below one per
// byte: each byte is in the window of a run at least once, so less means
// the counter counts nothing.
func checkLinear(t testing.TB, what string, in []byte, work int) {
	t.Helper()
	if !countWork {
		t.Fatalf("%s: no work counted: build with -tags uriscan_work", what)
	}
	if work > workPerByte*len(in)+workConst || work < len(in) {
		t.Errorf("%s: work %d for %d bytes: %.1f per byte, want 1 to %d (and %d)", what, work, len(in), float64(work)/float64(len(in)), workPerByte, workConst)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The helpers of the linearity tests (extract_linear_test.go, built with
// the tag uriscan_work) that FuzzJSONUnescape shares in every build.

//go:build !race

package uri

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
	"testing/iotest"
)

// workPerByte bounds engine.work per byte of input. The engine reads each
// byte a few times: classified into the bitmaps (once, or again after a
// handler looked far ahead), searched, scanned by a handler, parsed (by
// Parse, and by ParseIRI after it fails); a Scanner adds its copies.
const workPerByte = 24

// workConst is the work a Scanner may do whatever the size of its input:
// the early runs its initial credit pays for (Scanner.fill).
const workConst = initialCredit

// extractWork returns the matches AppendExtract finds in in, and the work
// of its engine.
func extractWork(in []byte, opts *ExtractOptions) ([]Match, int) {
	var e, sub engine
	e.init(opts, &sub)
	e.run(window{w: in, atEOF: true}, &sub)
	return e.dst, e.work
}

// scannerWork returns the number of matches a Scanner finds in r, and the
// work of its engine and window.
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

// checkLinear fails t when work exceeds workPerByte per byte of in and
// workConst, and when it is below one per byte (the counter counts
// nothing).
func checkLinear(t testing.TB, what string, in []byte, work int) {
	t.Helper()
	if !countWork {
		t.Fatalf("%s: no work counted: build with -tags uriscan_work", what)
	}
	if work > workPerByte*len(in)+workConst || work < len(in) {
		t.Errorf("%s: work %d for %d bytes: %.1f per byte, want 1 to %d (and %d)", what, work, len(in), float64(work)/float64(len(in)), workPerByte, workConst)
	}
}

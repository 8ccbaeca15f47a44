// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The race detector slows these tests tenfold and finds nothing in them:
// the engine runs on one goroutine. They need the engine's count of the
// windows it reads, which only the build tagged uriscan_work keeps
// (countWork): go test -tags uriscan_work -run Linear .

//go:build !race && uriscan_work

package uri

import (
	"bytes"
	"fmt"
	"math"
	"testing"
)

// A Scanner is linear in its input, whatever the input and the sizes of
// its reads: log lines carry attacker-controlled text, and a pipe may
// deliver it a byte at a time. It runs the engine on successive windows,
// each run from where the last one stopped, over the bytes the last run
// could not decide and those read since; the engine counts the bytes of
// those windows (engine.work), and these tests hold the count to
// workPerByte per byte of input and workConst, on patterns made to defeat
// it, at every kind of maximum length, over reads of every size. A
// Scanner that gives the engine the same bytes again at each read shows
// as a count that grows with the input, hundreds or thousands a byte.
//
// One run of AppendExtract reads its input once, by this count: what the
// engine does within a run, what it reads again, is measured in
// instructions (TestExtractLinearInstructions), and so is what the
// Scanner does around its runs (its copies, its count of lines).

// linearOptions are the options of the linearity tests: maximum lengths
// from the least to one above what the library accepts, scheme filters
// that let the units' schemes through, and the three formats (FormatJSON
// with the first filter, FormatText with the second).
var linearOptions = func() []*ExtractOptions {
	var opts []*ExtractOptions
	for _, maxLen := range []int{0, 256, 4096, 1 << 20, math.MaxInt} {
		for i, schemes := range [][]string{nil, {"a", "x"}, {"http", "data"}} {
			opts = append(opts, &ExtractOptions{MaxLength: maxLen, Schemes: schemes, Format: [...]Format{FormatAuto, FormatJSON, FormatText}[i]})
		}
	}
	return opts
}()

// TestExtractLinear runs with the kernel in use only: the kernels find
// the same bytes (scan_test.go), so the engine does the same work.
func TestExtractLinear(t *testing.T) {
	size := 16 << 10
	if testing.Short() {
		size = 4 << 10
	}
	worst, worstAt := map[string]float64{}, map[string]string{}
	for name, in := range linearInputs(size) {
		for _, opts := range linearOptions {
			what := fmt.Sprintf("%s, MaxLength %d, Schemes %q, Format %v", name, opts.MaxLength, opts.Schemes, opts.Format)
			for rname, r := range linearReaders {
				in := in
				if rname == "onebyte" && len(in) > 4<<10 {
					// A run of the extractor per byte read, slow: a
					// shorter input shows a quadratic path as well.
					in = in[:4<<10]
				}
				ms, _ := AppendExtract(nil, nil, in, opts)
				n, work, err := scannerWork(r(in), opts)
				if err != nil || n != len(ms) {
					t.Fatalf("Scanner (%s): %s: %d matches, error %v; AppendExtract: %d", rname, what, n, err, len(ms))
				}
				checkLinear(t, "Scanner ("+rname+"): "+what, in, work)
				if r := float64(work-workConst) / float64(len(in)); r > worst[rname] || worstAt[rname] == "" {
					worst[rname], worstAt[rname] = r, what
				}
			}
		}
	}
	for rname, r := range worst {
		t.Logf("Scanner (%s): most work per byte, less workConst: %.2f (%s)", rname, r, worstAt[rname])
	}
}

// FuzzExtractLinear fails when the work per byte of a Scanner's engine
// exceeds workPerByte (and workConst), on a prefix followed by a unit
// repeated to about 16 KiB: the shape of every quadratic input found so
// far. mode picks the scheme filter (bits 0-1), the Scanner's reader
// (bits 2-3) and the format (bits 4-5); maxLen 1 stands for math.MaxInt,
// above what the library accepts.
func FuzzExtractLinear(f *testing.F) {
	for i, u := range append(linearUnits, jsonUnits...) {
		f.Add([]byte(u), []byte("x "), uint16(i*37), uint8(i))
	}
	f.Add([]byte("a:"), []byte(`"GET /`), uint16(1), uint8(0))
	f.Add([]byte(`\u0041`), []byte(`{"url":"`), uint16(0), uint8(0))
	// The shapes of FuzzJSONUnescape, whose work is counted only here
	// when it is fuzzed: a record's keys and values, and records.
	f.Add([]byte(`"a\u0026b":"`), []byte(`{`), uint16(0), uint8(0))
	f.Add([]byte(`{"msg":"http:\/\/a\/b c\n<d:e\n f>"}`+"\n"), []byte(`x`), uint16(0), uint8(0))
	f.Add([]byte(`{"a":[`), []byte(`{"a":[`), uint16(300), uint8(2<<4))
	f.Fuzz(func(t *testing.T, unit, prefix []byte, maxLen uint16, mode uint8) {
		if len(unit) == 0 || len(prefix) > 1<<10 {
			return
		}
		in := append(prefix, bytes.Repeat(unit, (16<<10)/len(unit)+1)...)
		opts := &ExtractOptions{MaxLength: int(maxLen)}
		if maxLen == 1 {
			opts.MaxLength = math.MaxInt
		}
		opts.Schemes = [][]string{nil, {"a", "x"}, {"http", "data"}, {"mailto"}}[mode&3]
		opts.Format = Format(mode >> 4 & 3) // 3 is read as FormatAuto
		ms, _ := AppendExtract(nil, nil, in, opts)
		readers := []string{"whole", "onebyte", "half", "random"}
		name := readers[mode>>2&3]
		n, work, err := scannerWork(linearReaders[name](in), opts)
		if err != nil || n != len(ms) {
			t.Fatalf("Scanner (%s): %d matches, error %v; AppendExtract: %d", name, n, err, len(ms))
		}
		checkLinear(t, "Scanner ("+name+")", in, work)
	})
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The race build cannot run the child of callgrind.Tests in time.

//go:build !race

package uri

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/callgrind"
)

// instrSizes are the sizes of the inputs of TestExtractLinearInstructions:
// both above the finite MaxLength of instrOptions and the jsonDepth levels
// of nesting of the longest unit of jsonUnits that nests, so that the
// same paths run at both (a reference cut at the limit, a record cut
// short, a record too deep read as text), and the second four times the
// first, so that a path that reads the rest of the input again at each
// step costs about four times as many instructions per byte there.
var instrSizes = [2]int{8 << 10, 32 << 10}

// instrOptions are the options of AppendExtract in
// TestExtractLinearInstructions: each Format once, each scheme filter of
// linearOptions once, and the least MaxLength (below both sizes) and
// math.MaxInt (above what the library accepts), so that the handlers of
// both JSON records and text run at both. The format decides whether a
// line is read as a JSON record or as text (FormatAuto: both), the filter
// whether a candidate is dropped at its scheme, before its end is looked
// for, or at the end of a JSON value, and the limit whether a candidate,
// a scheme or a record is cut. The other maximum lengths of linearOptions
// (0, 4096, 1<<20) are one or the other at these sizes, and the other
// pairings of a format with a filter reach the same handlers. Each case
// is a call counted on its own (callgrind writes out the counts of each,
// which costs more than the call itself): linearOptions whole would take
// the test past what CI can spend on it.
var instrOptions = []*ExtractOptions{
	{MaxLength: minMaxExtract},
	{MaxLength: math.MaxInt, Schemes: []string{"a", "x"}, Format: FormatJSON},
	{MaxLength: math.MaxInt, Schemes: []string{"http", "data"}, Format: FormatText},
}

// instrRead is the most a read gives the Scanner of
// TestExtractLinearInstructions, at random: reads short of what the
// Scanner asks for, which cut each input into windows at both sizes and
// start early runs.
const instrRead = 256

// The bounds of TestExtractLinearInstructions, in instructions per byte
// of input. instrGrowth is how much more a call may spend per byte of the
// long input than of the short one. A linear path costs at most as much
// per byte there, as its fixed cost weighs less, but an input may take
// two paths of different costs in proportions that differ with its size:
// a record read as JSON up to jsonDepth levels and as text after them, a
// Scanner that reads the pending bytes of its window again at each run a
// bounded number of times per byte (workPerByte), not the same at both
// sizes. A path that reads the rest of the input again at each of a
// fixed share of its bytes costs about four times as much. instrPerByte
// is about twice the most the extractor or a Scanner spends on a byte of
// these inputs (figures in the commit bodies).
const (
	instrGrowth  = 1.5
	instrPerByte = 1000
)

// An instrCase is a call that TestExtractLinearInstructions counts at
// both sizes: its name, the input at each size, and the call on an input.
type instrCase struct {
	name string
	in   [2][]byte
	call func(in []byte)
}

// instrCases returns the cases of TestExtractLinearInstructions, in the
// same order in the test and in its child: every input of linearInputs,
// by AppendExtract with each of instrOptions, then by a Scanner over
// reads of instrRead bytes at most.
//
// The Scanner starts without the credit of its early runs
// (initialCredit), which lets it spend a fixed amount of work on its
// first reads whatever the size of the input (workConst): without it,
// its early runs read as many bytes as the input, and the count of
// instructions is linear from the first byte. The calls reuse their
// buffers, as a caller on a hot path does, so that the child allocates
// little and does not collect garbage (a collection may shrink the stack
// that instrChild grew).
func instrCases() []instrCase {
	short, long := linearInputs(instrSizes[0]), linearInputs(instrSizes[1])
	names := make([]string, 0, len(short))
	for name := range short {
		names = append(names, name)
	}
	slices.Sort(names)
	var (
		dst   []Match
		clean []byte
	)
	s := NewScanner(nil, &ExtractOptions{MaxLength: minMaxExtract})
	s.CountLines('\n')
	var cases []instrCase
	for _, name := range names {
		in := [2][]byte{short[name], long[name]}
		for _, opts := range instrOptions {
			cases = append(cases, instrCase{
				fmt.Sprintf("AppendExtract: %s, MaxLength %d, Schemes %q, Format %v", name, opts.MaxLength, opts.Schemes, opts.Format),
				in, func(in []byte) { dst, clean = AppendExtract(dst[:0], clean[:0], in, opts) },
			})
		}
		cases = append(cases, instrCase{
			fmt.Sprintf("Scanner (reads of 1 to %d bytes): %s, MaxLength %d", instrRead, name, minMaxExtract),
			in, func(in []byte) {
				s.Reset(&chunkReader{in, rand.New(rand.NewPCG(uint64(len(in)), 3)), instrRead})
				s.credit = 0
				for s.ScanBatch() {
				}
			},
		})
	}
	return cases
}

// instrChild makes the calls of TestExtractLinearInstructions in the
// child of callgrind.Tests, one Measure each.
func instrChild(cases []instrCase) {
	for _, c := range cases {
		for _, in := range c.in {
			callgrind.Measure(func() { c.call(in) })
		}
	}
}

// TestExtractLinearInstructions holds the extractor to work linear in its
// input, whatever the input, counted in instructions under callgrind:
// everything a call does, the handlers, the kernels, the searches and
// copies of the standard library, the parser and the runtime, with
// nothing in the code measured. Each input of linearInputs, at the two
// sizes of instrSizes, is extracted by AppendExtract with options that
// reach every handler (instrOptions) and by a Scanner over reads of
// random sizes; the test fails when the long input costs more
// instructions per byte than the short one by more than the case's
// growth, or more than its bound per byte.
func TestExtractLinearInstructions(t *testing.T) {
	cases := instrCases()
	if callgrind.InChild() {
		instrChild(cases)
		return
	}
	counts := callgrind.Tests(t, "TestExtractLinearInstructions")
	if len(counts) != 2*len(cases) {
		t.Fatalf("%d counts for %d calls", len(counts), 2*len(cases))
	}
	// AppendExtract's cases, then the Scanner's, each held to the
	// bounds at the long size and logged apart.
	var lin [2]callgrind.Linear
	for k := range lin {
		lin[k] = callgrind.Linear{PerByte: instrPerByte, Margin: instrGrowth}
	}
	for i, c := range cases {
		k := 0
		if strings.HasPrefix(c.name, "Scanner") {
			k = 1
		}
		lin[k].Check(t, c.name, len(c.in[0]), counts[2*i], len(c.in[1]), counts[2*i+1])
	}
	for k := range lin {
		t.Logf("%d and %d bytes: %v", instrSizes[0], instrSizes[1], &lin[k])
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// TestRecordReaderLimit checks the record length limit at its boundary:
// the limit counts the record without its terminator, whether that is
// "\n", "\r\n" or NUL, or there is none at the end of the input.
func TestRecordReaderLimit(t *testing.T) {
	const limit = 8
	for _, term := range []struct {
		name string
		sep  string
		nul  bool
	}{
		{`\n`, "\n", false},
		{`\r\n`, "\r\n", false},
		{"NUL", "\x00", true},
		{"end of input", "", false},
		{"end of input, -z", "", true},
	} {
		for _, n := range []int{limit - 1, limit, limit + 1, limit + 2, 3 * limit} {
			rec := strings.Repeat("a", n)
			// The record, then a short one, to see that the long one
			// is cut without eating the next.
			in := rec + term.sep
			if term.sep != "" {
				in += "b" + term.sep
			}
			rr := newRecordReader(strings.NewReader(in), term.nul)
			rr.setMax(limit)
			got, ok := rr.Next()
			wantTrunc := n > limit
			want := rec[:min(n, limit)]
			if !ok || string(got) != want || rr.Truncated() != wantTrunc {
				t.Errorf("%s, %d bytes: record %q, truncated %v; want %q, %v",
					term.name, n, got, rr.Truncated(), want, wantTrunc)
			}
			if term.sep != "" {
				if got, ok := rr.Next(); !ok || string(got) != "b" || rr.Truncated() {
					t.Errorf("%s, %d bytes: next record %q, truncated %v; want \"b\"", term.name, n, got, rr.Truncated())
				}
			}
			if got, ok := rr.Next(); ok || rr.Err() != nil {
				t.Errorf("%s, %d bytes: record %q after the last, err %v", term.name, n, got, rr.Err())
			}
		}
	}
	// "\r" is part of the terminator only right before "\n" (or at the
	// end of the input): a record of limit bytes that ends in "\r", then
	// "\r\n", is one byte too long.
	for _, tt := range []struct {
		in    string
		want  string
		trunc bool
	}{
		{strings.Repeat("a", limit-1) + "\r\r\n", strings.Repeat("a", limit-1) + "\r", false},
		{strings.Repeat("a", limit) + "\r\r\n", strings.Repeat("a", limit), true},
		{strings.Repeat("a", limit) + "\r", strings.Repeat("a", limit), false},
		{strings.Repeat("a", limit) + "\rb\n", strings.Repeat("a", limit), true},
		// The byte order mark at the start of the input is not part of
		// the first record.
		{"\xef\xbb\xbf" + strings.Repeat("a", limit) + "\r\n", strings.Repeat("a", limit), false},
		{"\xef\xbb\xbf" + strings.Repeat("a", limit+1) + "\n", strings.Repeat("a", limit), true},
	} {
		rr := newRecordReader(strings.NewReader(tt.in), false)
		rr.setMax(limit)
		if got, ok := rr.Next(); !ok || string(got) != tt.want || rr.Truncated() != tt.trunc {
			t.Errorf("%q: record %q, truncated %v; want %q, %v", tt.in, got, rr.Truncated(), tt.want, tt.trunc)
		}
	}
}

// readRecords returns every record rr reads, each with whether it was
// cut to the limit.
func readRecords(rr *recordReader) (recs []string, cut []bool) {
	for {
		rec, ok := rr.Next()
		if !ok {
			return recs, cut
		}
		recs = append(recs, string(rec))
		cut = append(cut, rr.Truncated())
	}
}

// modelRecords is the simple model of recordReader: the records of in,
// split at sep, each with whether it was cut to limit.
func modelRecords(in string, sep byte, limit int) (recs []string, cut []bool) {
	in = strings.TrimPrefix(in, "\ufeff")
	if in == "" {
		return nil, nil
	}
	fields := strings.Split(in, string(sep))
	if fields[len(fields)-1] == "" {
		fields = fields[:len(fields)-1] // the input ends with a separator
	}
	for _, f := range fields {
		if sep == '\n' {
			f = strings.TrimSuffix(f, "\r")
		}
		recs = append(recs, f[:min(len(f), limit)])
		cut = append(cut, len(f) > limit)
	}
	return recs, cut
}

// TestRecordReaderModel checks recordReader, its fast path and its slow
// one, against modelRecords on random inputs, with read buffers from a few
// bytes (so that records cross them, and are longer than they are) to the
// default, and readers that return a byte or half of what is asked at a
// time.
func TestRecordReaderModel(t *testing.T) {
	defer func(n int) { recordBuf = n }(recordBuf)
	rng := rand.New(rand.NewPCG(3, 4))
	atoms := []string{"a", "bc", "defgh", "\r", "\n", "\r\n", "\x00", "\ufeff"}
	readers := []func(io.Reader) io.Reader{
		func(r io.Reader) io.Reader { return r },
		iotest.OneByteReader,
		iotest.HalfReader,
	}
	for i := range 3000 {
		var sb strings.Builder
		if rng.IntN(3) == 0 {
			sb.WriteString("\ufeff")
		}
		for range rng.IntN(60) {
			sb.WriteString(atoms[rng.IntN(len(atoms))])
		}
		in := sb.String()
		nul := i%2 == 1
		sep := byte('\n')
		if nul {
			sep = 0
		}
		recordBuf = []int{4, 5, 7, 16, 64 << 10}[rng.IntN(5)]
		limit := []int{1, 3, 8, 100}[rng.IntN(4)]
		wantRecs, wantCut := modelRecords(in, sep, limit)
		rr := newRecordReader(readers[rng.IntN(len(readers))](strings.NewReader(in)), nul)
		rr.setMax(limit)
		recs, cut := readRecords(rr)
		if rr.Err() != nil || !slices.Equal(recs, wantRecs) || !slices.Equal(cut, wantCut) {
			t.Fatalf("%q, separator %q, buffer %d, limit %d: records %q, cut %v, err %v; want %q, %v",
				in, sep, recordBuf, limit, recs, cut, rr.Err(), wantRecs, wantCut)
		}
	}
}

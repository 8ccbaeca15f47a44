// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strings"
	"testing"
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

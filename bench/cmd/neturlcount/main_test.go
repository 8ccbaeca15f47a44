// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCount checks the counts on inputs whose verdicts net/url documents:
// records are lines without "\n" or "\r\n", a final line without a newline
// counts, an empty line is a valid (empty) reference, a byte order mark is
// skipped at the start only, and a line longer than bufio.Scanner's
// default limit is read.
func TestCount(t *testing.T) {
	long := "http://a.example/" + strings.Repeat("x", 100<<10)
	for _, tc := range []struct {
		in             string
		valid, invalid int
	}{
		{"", 0, 0},
		{"http://a.example/\n", 1, 0},
		{"http://a.example/", 1, 0}, // no final newline
		{"http://a.example/\r\nhttp://b.example/\r\n", 2, 0}, // CRLF
		{"\n\n", 2, 0},                                         // two empty references
		{"http://[::1\n", 0, 1},                                // unclosed IP literal
		{"%zz\n", 0, 1},                                        // bad escape
		{":nothing\n", 0, 1},                                   // missing scheme
		{"http://a b/\n", 0, 1},                                // space in the host
		{"http://a.example/\r", 1, 0},                          // "\r" at the end of the input is dropped too
		{"\ufeffhttp://a.example/\n", 1, 0},                    // BOM skipped
		{"http://a.example/\n\ufeffhttp://b.example/\n", 1, 1}, // not after the start
		{long + "\n" + long, 2, 0},
	} {
		v, i, err := count(strings.NewReader(tc.in))
		if err != nil || v != tc.valid || i != tc.invalid {
			t.Errorf("count(%.40q) = %d, %d, %v; want %d, %d", tc.in, v, i, err, tc.valid, tc.invalid)
		}
	}
}

func TestCountTooLong(t *testing.T) {
	in := "http://a.example/\n" + strings.Repeat("x", maxLine+3) + "\n"
	_, _, err := count(strings.NewReader(in))
	if err == nil || !strings.Contains(err.Error(), "record 2 is longer than") {
		t.Errorf("count of a too long line: %v", err)
	}
}

// TestRun checks the output and exit status over files and standard
// input, in the words of scan parse -c.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("http://a.example/\n/rel\n"), 0o644)
	os.WriteFile(b, []byte("\ufeffhttp://b.example/\nhttp://[::1\n"), 0o644)
	for _, tc := range []struct {
		names  []string
		stdin  string
		out    string
		status int
	}{
		{[]string{a}, "", "2 valid, 0 invalid\n", 0},
		{[]string{a, b}, "", "3 valid, 1 invalid\n", 1},
		{nil, "http://s.example/\n", "1 valid, 0 invalid\n", 0},
		{nil, "", "0 valid, 0 invalid\n", 1},
		{[]string{filepath.Join(dir, "missing")}, "", "", 2},
	} {
		var out, errs bytes.Buffer
		status := run(tc.names, strings.NewReader(tc.stdin), &out, &errs)
		if out.String() != tc.out || status != tc.status {
			t.Errorf("run(%v) = %q, %d (stderr %q); want %q, %d", tc.names, out.String(), status, errs.String(), tc.out, tc.status)
		}
		if status == 2 && errs.Len() == 0 {
			t.Errorf("run(%v): status 2 without a message", tc.names)
		}
	}
}

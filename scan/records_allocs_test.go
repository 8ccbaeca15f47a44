// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestRecordCommandsNoAllocsPerRecord checks that the record commands do
// not allocate per record, for valid, invalid and too-long records, in
// every mode: a command over twice the records allocates as often as
// over the records once (its setup alone).
func TestRecordCommandsNoAllocsPerRecord(t *testing.T) {
	// The IRI's host is ASCII: the web_host of a non-ASCII host goes
	// through IDNA, which allocates (package web).
	block := "http://example.com:8080/a/./b?q=1#f\r\nhttp://a b/\n%zz\nHTTP://EXAMPLE.JP/例え%7e\n\n../g;x?y\n" +
		"http://h/" + strings.Repeat("x", 5000) + "\n"
	once, twice := strings.Repeat(block, 300), strings.Repeat(block, 600)
	for _, args := range [][]string{
		{"parse"}, {"parse", "-json"}, {"parse", "-c"}, {"parse", "-iri", "-json"}, {"parse", "-z"},
		{"normalize", "-json"}, {"resolve", "-base", "http://a/b/c/d;p?q"},
		{"relative", "-base", "http://example.com/a/"}, {"to-uri", "-json"},
		{"edit", "-set", "host=example.net", "-del-param", "q"},
	} {
		args = append(args, "-max-record", "4096")
		var out bytes.Buffer
		allocs := func(in string) float64 {
			r := strings.NewReader(in)
			return testing.AllocsPerRun(5, func() {
				r.Reset(in)
				out.Reset()
				if code := run(args, r, &out, io.Discard); code == exitError {
					t.Fatalf("%v: exit %d", args, code)
				}
			})
		}
		a1, a2 := allocs(once), allocs(twice)
		if a2 != a1 {
			t.Errorf("%v: %v allocations over %d records, %v over %d", args, a1, 7*300, a2, 7*600)
		}
		if !strings.Contains(out.String(), "4096") && args[1] != "-c" && args[len(args)-3] != "-z" {
			t.Errorf("%v: no too-long record in the output: not the test intended", args)
		}
	}
}

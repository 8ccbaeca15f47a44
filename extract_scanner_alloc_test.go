// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"bytes"
	"strings"
	"testing"
)

// allocScanner returns the input of the Scanner allocation tests, 3000
// pairs of lines with valid, invalid and cleaned matches (4 a pair) then a
// too-long one, and a Scanner counting its lines over a reader of it.
func allocScanner() ([]byte, *bytes.Reader, *Scanner) {
	in := []byte(strings.Repeat(`::1 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b HTTP/1.1" 200 1 "http://r.example/" "UA" <http://a.example/x`+"\n"+` y> http://h/%zz`+"\n", 3000) +
		"http://long/" + strings.Repeat("x", 2000) + " end")
	r := bytes.NewReader(in)
	s := NewScanner(r, &ExtractOptions{MaxLength: 1024})
	s.CountLines('\n')
	return in, r, s
}

func TestScannerNoAllocs(t *testing.T) { eachImplementation(t, testScannerNoAllocs) }

func testScannerNoAllocs(t *testing.T) {
	_, _, s := allocScanner()
	// Warm up: let the buffers reach their size.
	for range 100 {
		s.Scan()
	}
	n := testing.AllocsPerRun(1, func() {
		for s.Scan() {
		}
	})
	if n != 0 || s.Err() != nil {
		t.Errorf("Scanner: %v allocs, err %v", n, s.Err())
	}
}

// TestScannerBatchNoAllocs checks ScanBatch and Batch, lines counted, over
// valid, invalid, cleaned and too-long matches, once the buffers have
// grown.
func TestScannerBatchNoAllocs(t *testing.T) { eachImplementation(t, testScannerBatchNoAllocs) }

func testScannerBatchNoAllocs(t *testing.T) {
	in, r, s := allocScanner()
	for s.ScanBatch() { // warm up
	}
	matches, lines := 0, 0
	n := testing.AllocsPerRun(10, func() {
		r.Reset(in)
		s.Reset(r)
		matches, lines = 0, 0
		for s.ScanBatch() {
			ms, _, ls := s.Batch()
			matches += len(ms)
			lines = ls[len(ls)-1]
		}
	})
	if n != 0 || s.Err() != nil || matches != 4*3000+1 || lines != 2*3000+1 {
		t.Errorf("ScanBatch: %v allocs, %d matches (want %d), last line %d (want %d), err %v", n, matches, 4*3000+1, lines, 2*3000+1, s.Err())
	}
}

// TestScannerJSONNoAllocs checks a Scanner, Key and Keys over JSON
// records, lines counted, once the buffers have grown: the unescaping and
// the key paths go into buffers that it reuses.
func TestScannerJSONNoAllocs(t *testing.T) { eachImplementation(t, testScannerJSONNoAllocs) }

func testScannerJSONNoAllocs(t *testing.T) {
	in := []byte(strings.Repeat(jsonAllocLine, 3000))
	r := bytes.NewReader(in)
	s := NewScanner(r, nil)
	s.CountLines('\n')
	for s.ScanBatch() { // warm up
	}
	matches, keys := 0, 0
	n := testing.AllocsPerRun(10, func() {
		r.Reset(in)
		s.Reset(r)
		matches, keys = 0, 0
		for s.ScanBatch() {
			ms, _, _ := s.Batch()
			matches += len(ms)
			keys += len(s.Keys())
		}
		r.Reset(in)
		s.Reset(r)
		for s.Scan() {
			keys += len(s.Key())
		}
	})
	if n != 0 || s.Err() != nil || matches != 4*3000 || keys != 4*3000+3000*len("request.urirequest.headers.Referermsgnote") {
		t.Errorf("Scanner on JSON: %v allocs, %d matches (want %d), %d keys, err %v", n, matches, 4*3000, keys, s.Err())
	}
}

func TestScannerResetNoAllocs(t *testing.T) { eachImplementation(t, testScannerResetNoAllocs) }

func testScannerResetNoAllocs(t *testing.T) {
	in := []byte(strings.Repeat(`::1 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b HTTP/1.1" 200 1 "http://r.example/" "UA" <http://a.example/x`+"\n"+` y>`+"\n", 500) +
		"http://long/" + strings.Repeat("x", 2000) + " end")
	r := bytes.NewReader(in)
	s := NewScanner(r, &ExtractOptions{MaxLength: 1024})
	s.CountLines('\n')
	for s.Scan() { // warm up
	}
	matches := 0
	n := testing.AllocsPerRun(10, func() {
		r.Reset(in)
		s.Reset(r)
		matches = 0
		for s.Scan() {
			matches++
		}
	})
	if n != 0 || s.Err() != nil || matches != 1501 {
		t.Errorf("Reset and Scan: %v allocs, %d matches (want 1501), err %v", n, matches, s.Err())
	}
}

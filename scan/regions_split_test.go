// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

// safeAtModel is safeAt read at once: the last of '"', '>' and '<' within
// maxLen+lookSlack bytes before p decides, and none is safe.
func safeAtModel(b []byte, p int64, maxLen int) bool {
	for i := p - 1; i >= max(p-int64(maxLen+lookSlack), 0); i-- {
		switch b[i] {
		case '>', '"':
			return true
		case '<':
			return false
		}
	}
	return true
}

// TestSplitterSafePoints checks the splitter, which reads a little at a
// time, against the model on text where the byte that decides lies at
// every distance from a line start, across the ends of its reads; and
// safePoint against the first line start the model calls safe.
func TestSplitterSafePoints(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for iter := range 300 {
		size := 1 + rng.IntN(40000)
		b := bytes.Repeat([]byte{'x'}, size)
		// Line starts, and a few delimiters placed far apart.
		for range 1 + rng.IntN(20) {
			b[rng.IntN(size)] = '\n'
		}
		for range rng.IntN(4) {
			b[rng.IntN(size)] = "<>\""[rng.IntN(3)]
		}
		maxLen := []int{100, 4000, 5000, 20000}[iter%4]
		sp := newSplitter(bytes.NewReader(b), int64(size), maxLen)
		for p := int64(1); p < int64(size); p++ {
			if b[p-1] != '\n' {
				continue
			}
			got, err := sp.safeAt(p)
			if err != nil {
				t.Fatal(err)
			}
			if want := safeAtModel(b, p, maxLen); got != want {
				t.Fatalf("size %d, maxLen %d: safeAt(%d) = %v, want %v", size, maxLen, p, got, want)
			}
		}
		off := 1 + int64(rng.IntN(size))
		want := int64(size)
		for p := off; p < int64(size); p++ {
			if b[p-1] == '\n' && safeAtModel(b, p, maxLen) {
				want = p
				break
			}
		}
		if got, err := sp.safePoint(off); err != nil || got != want {
			t.Fatalf("size %d, maxLen %d: safePoint(%d) = %d, %v; want %d", size, maxLen, off, got, err, want)
		}
	}
}

// splitDistances are distances around the ends of the splitter's reads
// (splitChunk, then twice as much each time).
var splitDistances = func() (ds []int) {
	for _, end := range []int{splitChunk, 3 * splitChunk, 7 * splitChunk, 64 << 10} {
		ds = append(ds, end-2, end-1, end, end+1, end+2)
	}
	return append(ds, 1, 2, 3)
}()

// TestSplitterReadEnds puts the byte that decides at each distance around
// the ends of the splitter's reads: the delimiter before a line start,
// and the separator after an offset.
func TestSplitterReadEnds(t *testing.T) {
	const maxLen = 64 << 10
	for _, d := range splitDistances {
		for _, c := range []byte("<>\"") {
			p := d + 10
			b := bytes.Repeat([]byte{'x'}, p+100)
			b[p-1] = '\n'
			b[p-1-d] = c
			sp := newSplitter(bytes.NewReader(b), int64(len(b)), maxLen)
			got, err := sp.safeAt(int64(p))
			if want := safeAtModel(b, int64(p), maxLen); err != nil || got != want || want != (c != '<') {
				t.Fatalf("%q %d bytes before a line start: safeAt = %v, %v; want %v", c, d, got, err, want)
			}
		}
		off := 5
		b := bytes.Repeat([]byte{'x'}, off+d+100)
		b[off-1+d] = '\n'
		sp := newSplitter(bytes.NewReader(b), int64(len(b)), 100)
		if got, err := sp.safePoint(int64(off)); err != nil || got != int64(off+d) {
			t.Fatalf("a separator %d bytes after the offset: safePoint = %d, %v; want %d", d, got, err, off+d)
		}
	}
}

// countingReaderAt counts the bytes read through it.
type countingReaderAt struct {
	r *bytes.Reader
	n int64
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	n, err := c.r.ReadAt(p, off)
	c.n += int64(n)
	return n, err
}

// TestSplitterLinear checks that the splitter reads each byte of a file a
// few times at most while it cuts the file into regions as the pipeline
// does, on files where most line starts are not safe and the look-back
// is long (issue 33: it read back over the same bytes at each line start,
// and read 64 KiB forward for each, so that a file of short lines after
// a '<' cost maxLen bytes per line).
func TestSplitterLinear(t *testing.T) {
	const size = 1 << 20
	files := map[string][]byte{
		"< then short lines":   bytes.Repeat(append([]byte("<"), bytes.Repeat([]byte("a\n"), 40000)...), size/80001+1),
		"< on every line":      bytes.Repeat([]byte("<a\n"), size/3),
		"no delimiter":         bytes.Repeat([]byte("ab\n"), size/3),
		"> after <, each line": bytes.Repeat([]byte("<a\n>\n"), size/5),
		"one long line":        bytes.Repeat([]byte("a"), size),
	}
	for name, b := range files {
		for _, maxLen := range []int{256, 64 << 10, 1 << 20, math.MaxInt32} {
			for _, rsize := range []int64{4 << 10, 64 << 10} {
				c := &countingReaderAt{r: bytes.NewReader(b)}
				sp := newSplitter(c, int64(len(b)), maxLen)
				a, err := sp.firstRegion(rsize)
				regions := 1
				for err == nil && a >= 0 && a < int64(len(b)) {
					a, err = sp.safePoint(min(a+rsize, int64(len(b))))
					regions++
				}
				if err != nil {
					t.Fatalf("%s, maxLen %d: %v", name, maxLen, err)
				}
				if c.n > 2*int64(len(b))+int64(regions)*2*splitChunk {
					t.Errorf("%s, maxLen %d, regions of %d: read %d bytes of %d to cut %d regions", name, maxLen, rsize, c.n, len(b), regions)
				}
			}
		}
	}
}

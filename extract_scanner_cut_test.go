// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
)

// cutReader reads b in reads of random sizes, then fails with errCut
// (issue 42: a compressed file cut short).
type cutReader struct {
	chunkReader
}

var errCut = errors.New("data cut short")

func (c *cutReader) Read(p []byte) (int, error) {
	n, err := c.chunkReader.Read(p)
	if err == io.EOF {
		return n, errCut
	}
	return n, err
}

// TestScannerReadErrorCutsNoCandidate cuts an input at every offset with a
// failed Read: every match the Scanner reports is one of the whole input,
// with the same extent and text, so that no reference the failure cuts is
// reported as a shorter one; and every match of the whole input that
// ends well before the cut is reported.
func TestScannerReadErrorCutsNoCandidate(t *testing.T) {
	in := "see http://straddle.example/path, <http://a.example/\n b> " +
		`"GET /c?d HTTP/1.1" {"url":"https:\/\/e.example\/f"}` + "\nx http://g.example/h.\n"
	want, wantTexts, err := scanAll(t, strings.NewReader(in), nil)
	if err != nil || len(want) < 5 {
		t.Fatalf("whole input: %q, err %v", wantTexts, err)
	}
	type key struct {
		start, end int
		text       string
	}
	whole := map[key]bool{}
	for i, m := range want {
		whole[key{m.Start, m.End, wantTexts[i]}] = true
	}
	rng := rand.New(rand.NewPCG(42, 1))
	// A match is decided by the bytes after it up to the next delimiter;
	// slack is more than any of this input needs.
	const slack = 16
	for n := 0; n <= len(in); n++ {
		r := &cutReader{chunkReader{b: []byte(in[:n]), rng: rng, max: 7}}
		ms, texts, err := scanAll(t, r, nil)
		if err != errCut {
			t.Fatalf("cut at %d: err %v, want %v", n, err, errCut)
		}
		got := map[int]bool{}
		for i, m := range ms {
			if !whole[key{m.Start, m.End, texts[i]}] {
				t.Errorf("cut at %d: reported %q at [%d,%d), not a match of the whole input", n, texts[i], m.Start, m.End)
			}
			got[m.Start] = true
		}
		for i, m := range want {
			if m.End+slack <= n && !got[m.Start] {
				t.Errorf("cut at %d: %q at [%d,%d) not reported", n, wantTexts[i], m.Start, m.End)
			}
		}
	}
}

// TestScannerReadErrorStraddle is the reproducer of issue 42 row 1 at the
// library: 256 KiB of other text on the same line, then a URL that a
// failed Read cuts after its host's first letters.
func TestScannerReadErrorStraddle(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 256<<10; i++ {
		b.WriteString("w http://a.example/p ")
	}
	prefix := b.String()
	in := prefix + "http://stradd"
	for _, max := range []int{1 << 20, 4096, 13} {
		r := &cutReader{chunkReader{b: []byte(in), rng: rand.New(rand.NewPCG(1, 2)), max: max}}
		ms, texts, err := scanAll(t, r, nil)
		if err != errCut {
			t.Fatalf("reads of %d: err %v", max, err)
		}
		if n := strings.Count(prefix, "http://"); len(ms) != n {
			t.Errorf("reads of %d: %d matches, want the %d before the cut", max, len(ms), n)
		}
		for _, text := range texts {
			if strings.Contains(text, "stradd") {
				t.Errorf("reads of %d: the cut reference %q was reported", max, text)
			}
		}
	}
	// At a clean end of input the same bytes end the reference.
	ms, texts, err := scanAll(t, strings.NewReader(in), nil)
	if err != nil || len(ms) == 0 || texts[len(texts)-1] != "http://stradd" {
		t.Errorf("at io.EOF: err %v, last of %d matches %q", err, len(ms), texts[len(texts)-1])
	}
}

// TestScannerNilReader checks that a Scanner of a nil io.Reader, made by
// NewScanner or Reset, fails with an error that says so (issue 42 row
// 13), rather than with a nil dereference.
func TestScannerNilReader(t *testing.T) {
	check := func(what string, s *Scanner) {
		t.Helper()
		if s.Scan() || s.ScanBatch() {
			t.Errorf("%s: Scan reported a match", what)
		}
		if err := s.Err(); err == nil || !strings.Contains(err.Error(), "nil io.Reader") {
			t.Errorf("%s: Err() = %v, want one about the nil reader", what, err)
		}
	}
	check("NewScanner(nil, nil)", NewScanner(nil, nil))
	s := NewScanner(strings.NewReader("see http://a.example/ "), nil)
	if !s.Scan() {
		t.Fatal("no match before Reset")
	}
	s.Reset(nil)
	check("Reset(nil)", s)
	s.Reset(bytes.NewReader([]byte("http://b.example/")))
	if !s.Scan() || string(s.Text()) != "http://b.example/" || s.Err() != nil {
		t.Errorf("after Reset(nil) and Reset(r): %q, err %v", s.Text(), s.Err())
	}
}

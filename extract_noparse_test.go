// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// checkNoParse checks the matches of in with opts.NoParse set (through
// AppendExtract: FuzzExtract runs it on every input, and the Scanner,
// which runs the same engine, is left to TestExtractNoParse) against ms
// and clean, those without it: the
// same matches, with Err ErrNotParsed and the zero Ref (a too-long one as
// it was), no FlagIRI, the same Form and the same cleaned text. It returns how many
// matches were not parsed.
func checkNoParse(t testing.TB, in []byte, opts ExtractOptions, ms []Match, clean []byte) int {
	t.Helper()
	opts.NoParse = true
	got, gclean := AppendExtract(nil, nil, in, &opts)
	if len(got) != len(ms) || !bytes.Equal(gclean, clean) {
		t.Fatalf("%q: %d matches and clean %q with NoParse, %d and %q without", in, len(got), gclean, len(ms), clean)
	}
	n := 0
	for i, m := range ms {
		want := m
		want.Flags = m.Flags &^ FlagIRI
		if m.Err != ErrTooLong { // reported as without NoParse
			want.Ref, want.Err = Ref{}, ErrNotParsed
			n++
		}
		if got[i] != want {
			t.Fatalf("%q: match %d with NoParse is %+v, want %+v (parsed: %+v)", in, i, got[i], want, m)
		}
	}
	return n
}

// TestExtractNoParse checks NoParse (checkNoParse, and a Scanner with it
// against AppendExtract) on the inputs of the extraction tests and the
// sample access log, with the default maximum length and the smallest.
func TestExtractNoParse(t *testing.T) {
	inputs := [][]byte{}
	for _, tt := range extractTests {
		inputs = append(inputs, []byte(tt.in))
	}
	sample, err := os.ReadFile("testdata/sample/access.log")
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, sample,
		// Too long for the smallest maximum: quoted, bare and a target.
		[]byte(`"A:`+strings.Repeat("0", 300)+`" http://h/`+strings.Repeat("a", 300)+` "GET /`+strings.Repeat("b", 300)+` HTTP/1.1"`))
	n, invalid, tooLong := 0, 0, 0
	for _, maxLen := range []int{0, minMaxExtract} {
		opts := ExtractOptions{MaxLength: maxLen}
		for i, in := range inputs {
			ms, clean := AppendExtract(nil, nil, in, &opts)
			for _, m := range ms {
				if m.Err != 0 {
					invalid++
				}
				if m.Err == ErrTooLong {
					tooLong++
				}
			}
			n += checkNoParse(t, in, opts, ms, clean)
			np := opts
			np.NoParse = true
			checkScanner(t, in, &np, uint64(i))
		}
	}
	if n < 1000 || invalid < 100 || tooLong < 3 {
		t.Fatalf("only %d matches not parsed, %d invalid when parsed, %d too long", n, invalid, tooLong)
	}
	t.Logf("%d matches not parsed, %d of all matches invalid when parsed", n, invalid)
}

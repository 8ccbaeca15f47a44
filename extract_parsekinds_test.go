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

// allKinds are the kinds of match the extractor reports.
var allKinds = []MatchKind{KindBare, KindQuoted, KindAngle, KindRequest, KindValue, KindTarget}

// checkParseKinds checks the matches of in with opts.ParseKinds set to
// each subset of allKinds (and an empty one, not nil) against ms and clean,
// those without it: the same matches, those of a kind listed as parsed
// without it, the others as NoParse gives them (checkNoParse's rule). It
// returns how many matches were left unparsed, and how many parsed.
func checkParseKinds(t testing.TB, in []byte, opts ExtractOptions, ms []Match, clean []byte) (unparsed, parsed int) {
	t.Helper()
	for set := range 1 << len(allKinds) {
		kinds := []MatchKind{}
		for i, k := range allKinds {
			if set&(1<<i) != 0 {
				kinds = append(kinds, k)
			}
		}
		o := opts
		o.ParseKinds = kinds
		got, gclean := AppendExtract(nil, nil, in, &o)
		if len(got) != len(ms) || !bytes.Equal(gclean, clean) {
			t.Fatalf("%q: %d matches and clean %q with ParseKinds %v, %d and %q without", in, len(got), gclean, kinds, len(ms), clean)
		}
		for i, m := range ms {
			want := m
			if !strings.Contains(kindList(kinds), m.Kind.String()+",") && m.Err != ErrTooLong {
				want.Flags = m.Flags &^ FlagIRI
				want.Ref, want.Err = Ref{}, ErrNotParsed
				unparsed++
			} else {
				parsed++
			}
			if got[i] != want {
				t.Fatalf("%q: match %d with ParseKinds %v is %+v, want %+v", in, i, kinds, got[i], want)
			}
		}
	}
	return unparsed, parsed
}

func kindList(kinds []MatchKind) string {
	var b strings.Builder
	for _, k := range kinds {
		b.WriteString(k.String() + ",")
	}
	return b.String()
}

// TestExtractParseKinds checks ParseKinds (checkParseKinds, and a Scanner
// with it against AppendExtract) on the inputs of the extraction tests,
// the JSON ones, and the sample access log, with the default maximum
// length and the smallest; NoParse overrides it.
func TestExtractParseKinds(t *testing.T) {
	inputs := [][]byte{}
	for _, tt := range extractTests {
		inputs = append(inputs, []byte(tt.in))
	}
	for _, tt := range extractJSONTests {
		inputs = append(inputs, []byte(tt.in))
	}
	sample, err := os.ReadFile("testdata/sample/access.log")
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, sample, []byte(jsonAllocLine),
		[]byte(`"A:`+strings.Repeat("0", 300)+`" http://h/`+strings.Repeat("a", 300)+` "GET /`+strings.Repeat("b", 300)+` HTTP/1.1"`))
	unparsed, parsed := 0, 0
	byKind := map[MatchKind]int{}
	for _, maxLen := range []int{0, minMaxExtract} {
		opts := ExtractOptions{MaxLength: maxLen}
		for i, in := range inputs {
			ms, clean := AppendExtract(nil, nil, in, &opts)
			for _, m := range ms {
				byKind[m.Kind]++
			}
			u, p := checkParseKinds(t, in, opts, ms, clean)
			unparsed += u
			parsed += p
			for _, kinds := range [][]MatchKind{{KindRequest}, {KindQuoted, KindValue}} {
				o := opts
				o.ParseKinds = kinds
				checkScanner(t, in, &o, uint64(i))
			}
			o := opts
			o.ParseKinds, o.NoParse = allKinds, true
			checkNoParse(t, in, o, ms, clean)
		}
	}
	for _, k := range allKinds {
		if byKind[k] < 10 {
			t.Errorf("only %d matches of kind %v", byKind[k], k)
		}
	}
	if unparsed < 1000 || parsed < 1000 {
		t.Fatalf("only %d matches left unparsed, %d parsed", unparsed, parsed)
	}
}

// TestSkipKinds checks the bits of the kinds ParseKinds leaves out,
// kinds outside the range among them.
func TestSkipKinds(t *testing.T) {
	const all = 1<<KindBare | 1<<KindQuoted | 1<<KindAngle | 1<<KindRequest | 1<<KindValue | 1<<KindTarget
	for _, tt := range []struct {
		kinds []MatchKind
		want  uint8
	}{
		{nil, 0},
		{[]MatchKind{}, all},
		{allKinds, 0},
		{[]MatchKind{KindRequest}, all &^ (1 << KindRequest)},
		{[]MatchKind{KindNone, 200, 7, KindQuoted}, all &^ (1 << KindQuoted)},
	} {
		if got := skipKinds(tt.kinds); got != tt.want {
			t.Errorf("skipKinds(%v) = %08b, want %08b", tt.kinds, got, tt.want)
		}
	}
}

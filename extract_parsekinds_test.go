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
// each subset of allKinds (the empty one not nil) against ms and clean,
// those without it (checkParseKindsOf). It returns how many matches were
// left unparsed, and how many parsed.
func checkParseKinds(t testing.TB, in []byte, opts ExtractOptions, ms []Match, clean []byte) (unparsed, parsed int) {
	t.Helper()
	for set := range uint64(1) << len(allKinds) {
		u, p := checkParseKindsOf(t, in, opts, ms, clean, kindSet(set))
		unparsed += u
		parsed += p
	}
	return unparsed, parsed
}

// kindSet returns the kinds of allKinds whose bits (1<<i for
// allKinds[i]) set holds, an empty slice, not nil, for none.
func kindSet(set uint64) []MatchKind {
	kinds := []MatchKind{}
	for i, k := range allKinds {
		if set&(1<<i) != 0 {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// checkParseKindsOf checks the matches of in with opts.ParseKinds set to
// kinds against ms and clean, those without it: the same matches, those
// of a kind listed as parsed without it, the others as NoParse gives them
// (checkNoParse's rule), and the same cleaned text. It returns how many
// matches were left unparsed, and how many parsed.
func checkParseKindsOf(t testing.TB, in []byte, opts ExtractOptions, ms []Match, clean []byte, kinds []MatchKind) (unparsed, parsed int) {
	t.Helper()
	opts.ParseKinds = kinds
	got, gclean := AppendExtract(nil, nil, in, &opts)
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
	inputs = append(inputs, sample, []byte(parseKindsJSON),
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

// parseKindsJSON is a JSON record with references of every kind but angle:
// values of keys that name a URL, one escaped, a request line in a string,
// and a bare and a quoted one in free text.
const parseKindsJSON = `{"request":{"uri":"/a?b=1\u0026c=2","headers":{"Referer":["https:\/\/r.example\/"]}},` +
	`"msg":"GET \/x HTTP\/1.1","note":"see http://s.example/p and \"/q\"","status":200}` + "\n"

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

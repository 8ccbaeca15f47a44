// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

// iriSeeds returns the IRI inputs of the tables and vectors, and the URI
// seeds: the seeds of the IRI fuzz targets.
func iriSeeds(tb testing.TB) []string {
	tb.Helper()
	var out []string
	for _, tt := range iriValidTests {
		out = append(out, tt.in)
	}
	for _, tt := range iriInvalidTests {
		out = append(out, tt.in)
	}
	for _, v := range readJSONL[iriVector](tb, "iri.jsonl") {
		out = append(out, v.input(tb))
	}
	return append(out, seedInputs(tb)...)
}

// FuzzParseIRI checks that ParseIRI never panics, agrees with the slow
// model of the RFC 3987 grammar, gives exactly what Parse gives on ASCII
// input, treats strings and byte slices alike, and reports as the error
// offset a byte that no valid IRI-reference can have there.
func FuzzParseIRI(f *testing.F) {
	for _, s := range iriSeeds(f) {
		f.Add(s, "")
		f.Add(s, "/a?b#c")
	}
	f.Fuzz(func(t *testing.T, s, tail string) {
		checkIRI(t, s)
		checkErrorOffset(t, "ParseIRI", ParseIRI[string], s, tail)
		r, err := parseIRI(s)
		if wr, wcode := parseText[iriGrammar, iriQueryGrammar](s); r != wr || err != codeErr(wcode) {
			t.Fatalf("parseIRI(%q) = %+v, %v; parseText gives %+v, %v", s, r, err, wr, wcode)
		}
	})
}

// FuzzIRIToURI checks that the URI of a valid IRI parses as a URI, with
// the components of the IRI mapped, and that IRI to URI to IRI gives back
// every valid IRI that holds no percent-encoded non-ASCII octet.
func FuzzIRIToURI(f *testing.F) {
	for _, s := range iriSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(checkToURI)
}

// FuzzURIToIRI checks that URI to IRI to URI gives back every valid URI,
// up to the case of its hexadecimal digits, through a valid IRI.
func FuzzURIToIRI(f *testing.F) {
	for _, s := range iriSeeds(f) {
		if u, err := AppendToURI(nil, s); err == nil {
			f.Add(string(u))
		}
		f.Add(s)
	}
	f.Fuzz(checkToIRI)
}

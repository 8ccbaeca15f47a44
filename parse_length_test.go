// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// lengthShapes are the references TestParseEveryLength cuts or pads to
// each length: a path, a long query with triplets, a fragment, an IPv6
// host with a port, a relative path, and IRIs whose characters of two,
// three and four bytes fall across the ends of blocks.
var lengthShapes = []string{
	"http://h/" + strings.Repeat("abc/de-f", 40),
	"https://example.com/s?" + strings.Repeat("q=a%2Cb&utm=x", 30),
	"http://h/p?q#" + strings.Repeat("frag/?x", 50),
	"http://[2001:db8::1]:8080/" + strings.Repeat("p/", 150),
	"a/b/" + strings.Repeat("c;d=e/", 60),
	"https://例え.jp/" + strings.Repeat("東京/é/", 40),
	"https://h/" + strings.Repeat("😀a%41ü", 40),
	"//u:p@h/" + strings.Repeat("x?y#", 2) + strings.Repeat("ÿ", 150),
}

// lengthEdits are what TestParseEveryLength writes over each position:
// the ends of components, a valid and two bad triplets, bytes no component
// holds, and characters that an IRI allows in some components, in none,
// or only in a query, or not at all (a stray continuation byte, a
// surrogate).
var lengthEdits = []string{"%41", "%4", "%zz", "?", "#", " ", "[", "\x80", "é", "東", "😀", "\u200e", "\u061c", "\ue000", "\xed\xa0\x80", "\xc2\x85"}

// lengthOf returns shape cut or padded with "x" to n bytes.
func lengthOf(shape string, n int) string {
	if n <= len(shape) {
		return shape[:n]
	}
	return shape + strings.Repeat("x", n-len(shape))
}

// lengthPositions returns the positions TestParseEveryLength edits in an
// input of n bytes: all of them for lengths near the end of a block, a
// few (the start, the ends of blocks, the end) for the others.
func lengthPositions(n int) []int {
	near := false
	for end := blockMax; end <= 5*blockMax; end += blockMax {
		near = near || n >= end-1 && n <= end+1
	}
	var out []int
	for p := 0; p < n; p++ {
		if near || p < 2 || p >= n-3 || p%blockMax >= blockMax-2 || p%blockMax < 2 {
			out = append(out, p)
		}
	}
	return out
}

// TestParseEveryLength parses references of every length from 0 to 300,
// each edited at the positions of lengthPositions with lengthEdits (a
// third of them at each), against the end and the start of a page with an
// unreadable page on each side, under every implementation: parse must give the Ref
// and code of parseScalar, the simple byte-at-a-time parser, and parseIRI
// those of parseText with the IRI grammar. The block parser, the run
// classifiers and their tails are all crossed at every block boundary.
func TestParseEveryLength(t *testing.T) {
	page := guardedPage(t)
	// A sixth of the edits with -short (the race detector's run).
	part := 3
	if testing.Short() {
		part = 6
	}
	var inputs []string
	for n := 0; n <= 300; n++ {
		for i, shape := range lengthShapes {
			s := lengthOf(shape, n)
			inputs = append(inputs, s)
			for _, p := range lengthPositions(n) {
				for j, e := range lengthEdits {
					// A third of the edits of each shape at each place,
					// a different third at the next: every one is tried
					// at every place of a block over three lengths.
					if (n+p+i+j)%part == 0 && p+len(e) <= n {
						inputs = append(inputs, s[:p]+e+s[p+len(e):])
					}
				}
			}
		}
	}
	type result struct {
		r    Ref
		code ErrorCode
	}
	uri := make([]result, len(inputs))
	iri := make([]result, len(inputs))
	for i, s := range inputs {
		uri[i].r, uri[i].code = parseScalar(s)
		iri[i].r, iri[i].code = parseText[iriGrammar, iriQueryGrammar](s)
	}
	eachImplementation(t, func(t *testing.T) {
		fails := 0
		valid, taken, validIRI, takenIRI := 0, 0, 0, 0
		for i, s := range inputs {
			if blockClassified(s) {
				// The block parser must take most valid inputs, else
				// the test would test the byte parser against itself.
				if uri[i].code == 0 {
					valid++
					var m blockMasks
					classifyBlock(s[:min(len(s), 2*blockMax)], &m)
					if _, ok := parseBlock(s, &m, false, 0); ok {
						taken++
					}
				}
				if iri[i].code == 0 {
					validIRI++
					if _, ok := parseBlockIRI(s); ok {
						takenIRI++
					}
				}
			}
			for side := range 2 {
				start := 0
				if side == 1 {
					start = len(page) - len(s)
				}
				copy(page[start:], s)
				g := asString(page[start : start+len(s)])
				r, code := parse(g)
				ir, ierr := parseIRI(g)
				var icode ErrorCode
				if ierr != nil {
					icode = ierr.(ErrorCode)
				}
				if r != uri[i].r || code != uri[i].code || ir != iri[i].r || icode != iri[i].code {
					t.Errorf("%q (len %d, side %d):\nparse    %+v, %v\nscalar   %+v, %v\nparseIRI %+v, %v\nIRI text %+v, %v",
						s, len(s), side, r, code, uri[i].r, uri[i].code, ir, icode, iri[i].r, iri[i].code)
					if fails++; fails > 5 {
						t.FailNow()
					}
				}
			}
		}
		t.Logf("%d inputs; the block parser took %d of %d valid as URIs, %d of %d valid as IRIs", len(inputs), taken, valid, takenIRI, validIRI)
		if taken < valid*9/10 || takenIRI < validIRI*9/10 {
			t.Errorf("the block parser took too few valid inputs")
		}
	})
}

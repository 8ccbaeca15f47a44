// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestResolveMasked checks, under every implementation, the resolution
// that takes the last "/" of the base path and the absence of dot
// segments from the block masks (of the first 64 bytes, or of the 64
// bytes that end a path that ends past them), against the model and against AppendResolveRef, which has no masks and
// searches the bytes: bases and references whose paths are made of "a",
// "." and "/", with a dot segment, a dot in a name, or none, at every
// place, with and without an authority, a query and a fragment, some of
// them long enough that the path, the query or the fragment runs past the
// first block, or past several.
func TestResolveMasked(t *testing.T) { eachImplementation(t, testResolveMasked) }

func testResolveMasked(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 14))
	path := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte("a./"[rng.IntN(3)])
		}
		return b.String()
	}
	host := "//" + strings.Repeat("h", 46)
	prefixes := []string{"http://h", "http://h/", "f:", "f:/", "s://u@h:1", "http:" + host, "http:" + host + "/"}
	refPrefixes := []string{"", "/", "./", "../", "//h2/", "g:", "g:/", host + "/", "g:" + host + "/"}
	long := strings.Repeat("/./a.", 30)
	suffixes := []string{"", "?q", "#f", "?q.#/..", "?" + long[:70], "#" + long[:140], "?q" + long + "#" + long}
	// Mostly short paths, some that end on either side of the first
	// block's end or run past several blocks.
	pathLen := func() int {
		if rng.IntN(4) == 0 {
			return rng.IntN(200)
		}
		return rng.IntN(24)
	}
	n, masked, maskedLong, windowed := 0, 0, 0, 0
	// A path that ends past the first block and fits in one: pathMasks
	// classifies the block that ends it.
	window := func(r Ref) bool { return r.pathEnd() > blockMax && r.pathEnd()-r.pathStart() <= blockMax }
	for i := 0; i < 20000; i++ {
		base := prefixes[rng.IntN(len(prefixes))] + path(pathLen()) + suffixes[rng.IntN(len(suffixes))]
		ref := refPrefixes[rng.IntN(len(refPrefixes))] + path(pathLen()) + suffixes[rng.IntN(len(suffixes))]
		br, err := Parse(base)
		if err != nil || !br.HasScheme() {
			continue
		}
		rr, err := Parse(ref)
		if err != nil {
			continue
		}
		if blockClassified(base) && br.pathEnd() <= blockMax && blockClassified(ref) && rr.pathEnd() <= blockMax {
			masked++
			if len(base) > blockMax || len(ref) > blockMax {
				maskedLong++
			}
		}
		if blockClassified(base) && blockClassified(ref) && (window(br) || window(rr)) {
			windowed++
		}
		checkResolve(t, base, ref, ResolveStrict)
		n++
	}
	// The masks are in use only with a block classifier: there, most
	// pairs must have taken them.
	if active.blockMin != noBlock && (masked < n/3 || maskedLong < n/10 || windowed < n/10) {
		t.Fatalf("only %d of %d pairs resolved with the masks of the first block, %d of them longer than a block, and %d with those of a block that ends a path",
			masked, n, maskedLong, windowed)
	}
	t.Logf("%d pairs: %d with the masks of the first block (%d longer than a block), %d with those of a block that ends a path", n, masked, maskedLong, windowed)
	if n < 10000 {
		t.Fatalf("only %d pairs checked", n)
	}
}

// TestResolveUp checks, under every implementation, the resolution of a
// reference path made of "./" and "../" segments and a rest without dot
// segments against a base directory without any (the fast path of
// appendResolveRef, which climbs the directory rather than removing dot
// segments from the merged path), against the model: directories of every
// depth, with empty segments ("//"), within the first block and past it,
// with and without an authority; references that climb to the root and
// above it, that end with "." or "..", and whose rest begins with "/" or
// holds a "." that begins a segment without making a dot segment.
func TestResolveUp(t *testing.T) { eachImplementation(t, testResolveUp) }

func testResolveUp(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	segs := []string{"a", "bb", "", "c.d", "x-y"}
	rests := []string{"g", "", "g.gif", "...", ".x", "h", "..", "."}
	host := strings.Repeat("h", 50)
	prefixes := []string{"http://h", "f:", "http://" + host, "f:/" + host, "s://u@h:1"}
	n, climbed, above, long := 0, 0, 0, 0
	for range 20000 {
		depth := rng.IntN(9)
		path := ""
		for range depth {
			path += "/" + segs[rng.IntN(len(segs))]
		}
		path += "/"
		if rng.IntN(2) == 0 {
			path += "f.html"
		}
		base := prefixes[rng.IntN(len(prefixes))] + path
		if rng.IntN(3) == 0 {
			base += "?q/../#f"
		}
		ref, ups := "", 0
		for range rng.IntN(6) {
			if rng.IntN(3) == 0 {
				ref += "./"
			} else {
				ref += "../"
				ups++
			}
		}
		switch rng.IntN(5) {
		case 0:
			ref += "."
		case 1:
			ref += ".."
			ups++
		default:
			for k := range rng.IntN(3) + 1 {
				if k > 0 {
					ref += "/"
				}
				ref += rests[rng.IntN(len(rests))]
			}
		}
		if rng.IntN(3) == 0 {
			ref += "?r#s"
		}
		if ref == "" || ref[0] == '/' || strings.HasPrefix(ref, "?") {
			continue
		}
		checkResolve(t, base, ref, ResolveStrict)
		n++
		if ups > 0 {
			climbed++
		}
		if ups > depth {
			above++
		}
		if len(base) > blockMax {
			long++
		}
	}
	if n < 15000 || climbed < n/2 || above < n/10 || long < n/5 {
		t.Fatalf("%d pairs, %d climbing, %d above the root, %d with a base longer than a block", n, climbed, above, long)
	}
}

// marksModel is pathMarksPast byte by byte: the last "/" of s[a:e] (a-1 if
// none) and the first "." at the start of a segment (e if none).
func marksModel(s string, a, e int) (slash, dot int) {
	slash, dot = a+strings.LastIndexByte(s[a:e], '/'), e
	for i := a; i < e; i++ {
		if s[i] == '.' && (i == a || s[i-1] == '/') {
			return slash, i
		}
	}
	return slash, dot
}

// checkMarks checks pathMarksPast(s, m, a, e), or noDotSegment and
// lastSlashIn for e <= blockMax, with m the masks of s's first block,
// against marksModel, and that a path with no "." at the start of a
// segment has no dot segment.
func checkMarks(t *testing.T, name, s string, m *blockMasks, a, e int) {
	t.Helper()
	ws, wd := marksModel(s, a, e)
	var slash int
	var clean bool
	if e <= blockMax {
		slash, clean = lastSlashIn(m, a, e), noDotSegment(m, a, e)
	} else {
		var dot int
		slash, dot = pathMarksPast(s, m, a, e)
		if dot != wd {
			t.Fatalf("%s: pathMarksPast(%q, %d, %d) finds the first \".\" that begins a segment at %d, want %d", name, s, a, e, dot, wd)
		}
		clean = dot == e
	}
	if slash != ws || clean != (wd == e) {
		t.Fatalf("%s: %q[%d:%d]: last \"/\" at %d, no dot at the start of a segment %v; want %d, %v", name, s, a, e, slash, clean, ws, wd == e)
	}
	if clean && firstDotSegment(s[a:e]) >= 0 {
		t.Fatalf("%s: %q[%d:%d] has no dot at the start of a segment; %q has a dot segment", name, s, a, e, s[a:e])
	}
}

// TestPathMarks checks noDotSegment and lastSlashIn against the model, on every range of every string over "a./" of up to 7 bytes,
// with the masks of each classifier that fills them.
func TestPathMarks(t *testing.T) {
	var walk func(s string)
	n := 0
	walk = func(s string) {
		if s != "" {
			for _, c := range blockClassifiersUnderTest() {
				if !c.dots {
					continue
				}
				for a := 0; a <= len(s); a++ {
					for e := a; e <= len(s); e++ {
						var m blockMasks
						c.fn(s, &m)
						checkMarks(t, c.name, s, &m, a, e)
						n++
					}
				}
			}
		}
		if len(s) < 7 {
			for _, c := range "a./" {
				walk(s + string(c))
			}
		}
	}
	walk("")
	t.Logf("%d ranges", n)
}

// TestPathMarksPast checks pathMarksPast on paths that end past the
// first block, whose blocks after the first it classifies one at a time,
// under every implementation: ranges of random strings over "a./" (and
// of strings with a "." or a "/" just before or after each block's end)
// that end past 64 bytes.
func TestPathMarksPast(t *testing.T) { eachImplementation(t, testPathMarksPast) }

func testPathMarksPast(t *testing.T) {
	if active.blockMin == noBlock {
		t.Skip("no block classifier") // AppendResolve does not call pathMarksPast then
	}
	rng := rand.New(rand.NewPCG(3, 64))
	for range 3000 {
		b := make([]byte, 65+rng.IntN(300))
		for i := range b {
			b[i] = "aaa./"[rng.IntN(5)]
		}
		// A "/." across a block's end, counted from the start of the
		// input (pathMarksPast reads the first block's masks up to
		// there) and from a (where it classifies when a is past it).
		a := rng.IntN(len(b) - blockMax)
		for _, k := range []int{blockMax * (1 + rng.IntN(4)), a + blockMax*(1+rng.IntN(4))} {
			if k < len(b) {
				b[k-1], b[k] = '/', '.'
			}
		}
		s := string(b)
		e := blockMax + 1 + rng.IntN(len(s)-blockMax)
		a = min(a, e)
		var m blockMasks
		classifyBlockDots(s[:blockMax], &m)
		checkMarks(t, "pathMarksPast", s, &m, a, e)
	}
}

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

// TestNoDotSegment checks the mask test of dot segments and of the last
// "/" against firstDotSegment and strings.LastIndexByte on every range of
// strings over "a./" of up to 7 bytes, with the masks of each classifier
// that fills them.
func TestNoDotSegment(t *testing.T) {
	var walk func(s string)
	n := 0
	walk = func(s string) {
		if s != "" {
			for _, c := range blockClassifiersUnderTest() {
				if !c.dots {
					continue
				}
				var m blockMasks
				c.fn(s, &m)
				for a := 0; a <= len(s); a++ {
					for e := a; e <= len(s); e++ {
						if noDotSegment(&m, a, e) && firstDotSegment(s[a:e]) >= 0 {
							t.Fatalf("%s: noDotSegment(%q[%d:%d]) is true; %q has a dot segment", c.name, s, a, e, s[a:e])
						}
						if got, want := lastSlashIn(&m, a, e), a+strings.LastIndexByte(s[a:e], '/'); got != want {
							t.Fatalf("%s: lastSlashIn(%q, %d, %d) = %d, want %d", c.name, s, a, e, got, want)
						}
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
	// A range without a dot after a "/" or at its start is clean.
	var m blockMasks
	classifyBlockGeneric("/a.b/c.d", &m)
	if !noDotSegment(&m, 0, 8) {
		t.Errorf("noDotSegment(%q) is false; it has no dot segment", "/a.b/c.d")
	}
	t.Logf("%d ranges", n)
}

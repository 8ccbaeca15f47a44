// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// Two forms of remove_dot_segments (RFC 3986 5.2.4) must exist, on one
// core (dotSegment, leadingDotSegments):
//
//   - AppendRemoveDotSegments, AppendResolve and AppendNormalize write the
//     result, so they run the algorithm forwards, in place in dst
//     (removeDotSegments);
//   - Equal writes nothing and has no buffer: a path may be of any length,
//     and Equal does not allocate. It reads each path backwards, where a
//     ".." is a count of segments to skip, one segment at a time (segIter).
//
// TestSegIterAgreesWithRemoveDotSegments runs both on the same paths and
// requires the same result; TestEqualLongPathsNoAllocs (in
// equal_alloc_test.go) checks that Equal needs no buffer however long the
// paths are, which is why the second form exists.

// eachString calls f with every concatenation of up to depth tokens, the
// empty string included.
func eachString(tokens []string, depth int, f func(string)) {
	var gen func(p string, depth int)
	gen = func(p string, depth int) {
		f(p)
		if depth > 0 {
			for _, tk := range tokens {
				gen(p+tk, depth-1)
			}
		}
	}
	gen("", depth)
}

// segIterPath rebuilds the path that segIter yields for p: its segments,
// from the last to the first, each after a "/" when it says so, with the
// percent-encodings of each segment normalized as Equal compares them.
func segIterPath(p string, dots bool) string {
	var segs []string
	it := newSegIter(p, dots)
	for {
		seg, slash, ok := it.next()
		if !ok {
			break
		}
		s := string(appendPctNormalized(nil, seg, false))
		if slash {
			s = "/" + s
		}
		segs = append(segs, s)
	}
	var b strings.Builder
	for i := len(segs) - 1; i >= 0; i-- {
		b.WriteString(segs[i])
	}
	return b.String()
}

// TestSegIterAgreesWithRemoveDotSegments checks the streaming form of
// 5.2.4 against the buffered one on every path of up to 5 tokens over an
// alphabet with dots, encoded dots in both cases, empty segments and
// names: what normalization writes (decode, then remove dot segments) is
// what segIter yields, and with dot removal off, the path unchanged.
func TestSegIterAgreesWithRemoveDotSegments(t *testing.T) {
	tokens := []string{"/", ".", "..", "a", "%2E", "%2e", ".%2E", "%2e.", "%41", "//", "b."}
	n := 0
	eachString(tokens, 5, func(p string) {
		norm := appendPctNormalized(nil, p, false)
		want := string(norm[:removeDotSegments(norm)])
		if got := segIterPath(p, true); got != want {
			t.Fatalf("segIter(%q) yields %q; decoding and removeDotSegments give %q", p, got, want)
		}
		if got, want := segIterPath(p, false), string(appendPctNormalized(nil, p, false)); got != want {
			t.Fatalf("segIter(%q) without dot removal yields %q, want %q", p, got, want)
		}
		n++
	})
	t.Logf("%d paths", n)
}

// TestDotSegment checks the one test of a dot segment against a
// transcription of its definition: one or two dots, each "." or, with
// pct, "%2E" in either case, then the end or a "/".
func TestDotSegment(t *testing.T) {
	for _, tc := range []struct {
		s          string
		pct        bool
		dots, size int
	}{
		{"", false, 0, 0},
		{".", false, 1, 1},
		{"..", false, 2, 2},
		{"...", false, 0, 0},
		{"./a", false, 1, 1},
		{"../a", false, 2, 2},
		{".a", false, 0, 0},
		{"..a/", false, 0, 0},
		{"%2E", false, 0, 0},
		{"%2E", true, 1, 3},
		{"%2e", true, 1, 3},
		{"%2E%2e/x", true, 2, 6},
		{".%2E", true, 2, 4},
		{"%2E.", true, 2, 4},
		{"%2E%2E%2E", true, 0, 0},
		{"%2F", true, 0, 0},
		{"%2", true, 0, 0},
		{"a", true, 0, 0},
	} {
		dots, size := dotSegment(tc.s, tc.pct)
		if dots != tc.dots || size != tc.size {
			t.Errorf("dotSegment(%q, %v) = %d, %d; want %d, %d", tc.s, tc.pct, dots, size, tc.dots, tc.size)
		}
	}
	for _, tc := range []struct {
		p      string
		pct    bool
		n, ups int
	}{
		{"", false, 0, 0}, {"a", false, 0, 0}, {"./a", false, 2, 0}, {"../../a/..", false, 6, 2},
		{".", false, 1, 0}, {"..", false, 2, 1}, {"./..", false, 4, 1}, {"../.", false, 4, 1},
		{"/..", false, 0, 0}, {".../a", false, 0, 0}, {"..//a", false, 3, 1},
		{"%2E%2E/a", true, 7, 1}, {"%2E%2E/a", false, 0, 0},
	} {
		if n, ups := leadingDotSegments(tc.p, tc.pct); n != tc.n || ups != tc.ups {
			t.Errorf("leadingDotSegments(%q, %v) = %d, %d; want %d, %d", tc.p, tc.pct, n, ups, tc.n, tc.ups)
		}
	}
}

// TestMayHaveDotSegment checks the word-at-a-time test against its
// definition (a "." at the start or after a "/") on every placement of a
// few pairs of bytes in strings of up to 40 bytes, so that every word
// boundary and every tail length is crossed, and checks that it never
// misses a dot segment that firstDotSegment finds.
func TestMayHaveDotSegment(t *testing.T) {
	n := 0
	pairs := [][2]byte{{'/', '.'}, {'.', '/'}, {'.', '.'}, {'/', '/'}, {'.', 'a'}, {0xaf, 0xae}}
	eachPlacement(40, pairs, func(s string) {
		want := strings.HasPrefix(s, ".") || strings.Contains(s, "/.")
		if got := mayHaveDotSegment(s); got != want {
			t.Fatalf("mayHaveDotSegment(%q) = %v, want %v", s, got, want)
		}
		if !want && firstDotSegment(s) >= 0 {
			t.Fatalf("mayHaveDotSegment(%q) = false, but firstDotSegment finds %d", s, firstDotSegment(s))
		}
		n++
	})
	t.Logf("%d strings", n)
}

// eachPlacement calls f with strings of "x" of every length up to max in
// which the two bytes of each pair are put at every two positions (or
// left out), so that every word boundary and tail length is crossed.
func eachPlacement(max int, pairs [][2]byte, f func(string)) {
	for size := 0; size <= max; size++ {
		for i := -1; i < size; i++ {
			for j := -1; j < size; j++ {
				for _, pair := range pairs {
					b := []byte(strings.Repeat("x", size))
					if i >= 0 {
						b[i] = pair[0]
					}
					if j >= 0 {
						b[j] = pair[1]
					}
					f(string(b))
				}
			}
		}
	}
}

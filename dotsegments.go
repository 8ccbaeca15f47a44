// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/bits"
	"strings"
)

// AppendRemoveDotSegments appends to dst the path with its "." and ".."
// segments removed by the algorithm of RFC 3986 5.2.4, and returns the
// extended buffer. The algorithm is applied literally to the whole string:
// a leading "../" or "./" is dropped, "x/../y" becomes "/y", empty segments
// are kept ("/a//../b" becomes "/a/b"), and a percent-encoded dot such as
// "%2E" is not a dot segment.
//
// The result may start with "//" (as "/.//a" does); a path like that must
// not follow a scheme without an authority, which recomposition in
// AppendResolve and AppendNormalize guards against by prefixing "/.".
//
// AppendRemoveDotSegments does not allocate when dst has room for path
// (the result is never longer than path). The result does not alias path.
func AppendRemoveDotSegments[T ~string | ~[]byte](dst []byte, path T) []byte {
	return appendRemoveDotSegments(dst, asString(path))
}

func appendRemoveDotSegments(dst []byte, path string) []byte {
	start := len(dst)
	dst = append(dst, path...)
	return dst[:start+removeDotSegments(dst[start:])]
}

// removeDotSegments applies RFC 3986 5.2.4 to b in place and returns the
// length of the result, which is never longer than b.
func removeDotSegments(b []byte) int {
	d := firstDotSegment(b)
	if d < 0 {
		return len(b)
	}
	return removeDotSegmentsFrom(b, d)
}

// removeDotSegmentsFrom is removeDotSegments for a path whose first dot
// segment starts at b[d]. The output buffer of the RFC is b[:w] and its
// input buffer b[r:]; w <= r throughout, so each step can move bytes down
// within b. The steps of rule E between two dot segments are done at once:
// the run of segments up to the next dot segment moves in one copy.
func removeDotSegmentsFrom(b []byte, d int) int {
	n := len(b)
	r, w := 0, 0
	if d > 0 {
		// Everything before the "/" that precedes the first dot segment
		// is moved to the output unchanged by rule E, which leaves both
		// buffers at that "/".
		r, w = d-1, d-1
	} else {
		// Rules A and D: only the start of the input can be a "." or ".."
		// segment not preceded by "/"; after the first step the input
		// always starts with "/".
		r, _ = leadingDotSegments(asString(b), false)
		// Rule E on a first segment without "/".
		if r < n && b[r] != '/' {
			e := n
			if k := indexSlash(b[r:]); k >= 0 {
				e = r + k
			}
			w += copy(b[w:], b[r:e])
			r = e
		}
	}
	// Every remaining step starts at a "/".
	for r < n {
		// l is 1 for a "." segment after the "/", 2 for "..", else 0.
		l := 0
		if r+1 < n && b[r+1] == '.' {
			l, _ = dotSegment(asString(b[r+1:]), false)
		}
		if l == 0 {
			// Rule E up to the "/" before the next dot segment.
			e := n
			if k := firstDotSegment(b[r+1:]); k >= 0 {
				e = r + k
			}
			if w != r {
				copy(b[w:], b[r:e])
			}
			w += e - r
			r = e
			continue
		}
		if l == 2 { // rule C
			w = max(lastIndexSlash(asString(b[:w])), 0)
		} // else rule B
		r += 1 + l
		if r == n {
			b[w] = '/'
			w++
		}
	}
	return w
}

// firstDotSegment returns the index of the first "." of the first "." or
// ".." segment of path, or -1 when there is none: the quick check
// that lets most paths (where dots are in names, as in "a.html") through
// untouched. It finds each dot with strings.IndexByte, and checks it.
func firstDotSegment[T ~string | ~[]byte](path T) int {
	s := asString(path)
	for i := 0; ; i++ {
		k := strings.IndexByte(s[i:], '.')
		if k < 0 {
			return -1
		}
		// A dot starts a dot segment only at the start or after a "/":
		// most dots (in names, as in "a.html") fail this first.
		if i += k; i > 0 && s[i-1] != '/' {
			continue
		}
		if dots, _ := dotSegment(s[i:], false); dots != 0 {
			return i
		}
	}
}

// mayHaveDotSegment reports whether the path p may hold a "." or ".."
// segment: whether it starts with "." or holds "/.". It reads 8 bytes at a
// time, the words overlapping by a byte so that a pair across two is seen:
// a quick test for paths that are normal already, where most dots are in
// names ("a.html") and firstDotSegment would look at each.
func mayHaveDotSegment(p string) bool {
	if p == "" {
		return false
	}
	if p[0] == '.' {
		return true
	}
	if len(p) < 8 {
		for i := 1; i < len(p); i++ {
			if p[i] == '.' && p[i-1] == '/' {
				return true
			}
		}
		return false
	}
	var pairs uint64
	for i := 0; i+8 < len(p); i += 7 {
		pairs |= slashDot(load64(p, i))
	}
	return (pairs|slashDot(load64(p, len(p)-8)))&hi1 != 0
}

// dotSegment reports whether s begins with a "." or ".." segment: one or
// two dots followed by the end of s or a "/". It returns the number of
// dots, 0 when s does not begin so, and the length of the segment in s.
// With pct, a dot may also be written "%2E" or "%2e", as syntax
// normalization decodes it (6.2.2.2) before it removes dot segments; 5.2.4
// itself does not decode (pct false).
//
// It is the one test of a dot segment, for both forms of 5.2.4:
// removeDotSegments, which writes the result, and segIter, which reads it
// backwards for Equal.
func dotSegment(s string, pct bool) (dots, size int) {
	for dots < 2 && size < len(s) {
		if s[size] == '.' {
			size++
		} else if pct && size+2 < len(s) && s[size] == '%' && s[size+1] == '2' && s[size+2]|0x20 == 'e' {
			size += 3
		} else {
			break
		}
		dots++
	}
	if dots == 0 || size < len(s) && s[size] != '/' {
		return 0, 0
	}
	return dots, size
}

// leadingDotSegments returns the length of the prefix of the path p that
// rules A and D of 5.2.4 remove: each "./" and "../" at its start and,
// when nothing else is left, a last "." or "..". It also returns how many
// of those segments are "..", each of which takes a segment off a
// directory that p is appended to (resolution's fast path). With pct, a
// dot may be percent-encoded (dotSegment).
func leadingDotSegments(p string, pct bool) (n, ups int) {
	for {
		dots, size := dotSegment(p[n:], pct)
		if dots == 0 {
			return n, ups
		}
		ups += dots - 1
		if n += size; n == len(p) {
			return n, ups
		}
		n++ // the "/"
	}
}

// lastIndexSlash returns the index of the last "/" in s, or -1. It looks
// at 8 bytes at a time, from the end.
func lastIndexSlash(s string) int {
	i := len(s)
	for ; i >= 8; i -= 8 {
		if m := eqBytes(load64(s, i-8), ones*'/'); m != 0 {
			return i - 8 + (63-bits.LeadingZeros64(m))>>3
		}
	}
	if i == 0 {
		return -1
	}
	if len(s) >= 8 {
		// The first 8 bytes, less those seen already.
		m := eqBytes(load64(s, 0), ones*'/') & (1<<(8*i) - 1)
		return (63 - bits.LeadingZeros64(m)) >> 3 // -1 when m == 0
	}
	for i--; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// indexSlash returns the index of the first "/" in b, or -1.
func indexSlash(b []byte) int {
	for i, c := range b {
		if c == '/' {
			return i
		}
	}
	return -1
}

// A segIter yields the segments that remove_dot_segments (RFC 3986 5.2.4)
// keeps in a path, from the last to the first, without a buffer: a ".."
// removes the nearest kept segment before it, so walking backwards it is a
// count of segments to skip. Dot segments are recognized after decoding
// ("%2E" is "."), as syntax normalization requires.
//
// The output of 5.2.4 is the concatenation of the yielded segments, each
// preceded by "/" except a first segment of a path that does not start
// with "/" (slash false). Segments hold no "/", so two outputs are equal
// exactly when they yield equal segment sequences.
type segIter struct {
	first    string // the first segment, when the path does not start with "/"
	hasFirst bool
	tail     string // the rest: "/" segment, "/" segment, ...
	started  bool   // the last segment has been seen
	skip     int    // ".." segments not yet matched
	dots     bool   // remove dot segments
}

func newSegIter(p string, dots bool) segIter {
	it := segIter{dots: dots}
	if dots {
		// Rules A and D of 5.2.4: leading "./" and "../" go, and so does
		// a whole path of "." or "..".
		n, _ := leadingDotSegments(p, true)
		p = p[n:]
	}
	if p != "" && p[0] != '/' {
		it.hasFirst = true
		if k := strings.IndexByte(p, '/'); k >= 0 {
			it.first, it.tail = p[:k], p[k:]
		} else {
			it.first = p
		}
	} else {
		it.tail = p
	}
	return it
}

// next returns the next kept segment from the end and whether it is
// preceded by "/"; ok is false when there is none left.
func (it *segIter) next() (seg string, slash, ok bool) {
	for it.tail != "" {
		k := strings.LastIndexByte(it.tail, '/')
		seg = it.tail[k+1:]
		last := !it.started
		it.started = true
		it.tail = it.tail[:k]
		if it.dots {
			switch dots, _ := dotSegment(seg, true); {
			case dots == 2:
				it.skip++
				fallthrough
			case dots == 1:
				if last {
					return "", true, true // "/." or "/.." at the end leaves "/"
				}
				continue
			case it.skip > 0:
				it.skip--
				continue
			}
		}
		return seg, true, true
	}
	if it.hasFirst {
		it.hasFirst = false
		if it.skip == 0 {
			return it.first, false, true
		}
	}
	return "", false, false
}

// guardPath makes the path b[p:] safe to follow a scheme without an
// authority: a path that starts with "//" would be read back as an
// authority, so it gets the prefix "/." (the ruling of the conformance
// set, as in uriparser and iri-string). It returns the extended buffer.
func guardPath(b []byte, p int) []byte {
	if len(b)-p < 2 || b[p] != '/' || b[p+1] != '/' {
		return b
	}
	b = append(b, 0, 0)
	copy(b[p+2:], b[p:])
	b[p], b[p+1] = '/', '.'
	return b
}

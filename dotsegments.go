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
		for {
			k := indexSlash(b[r:])
			if k < 0 {
				if isDotSeg(b[r:]) || isDotDotSeg(b[r:]) {
					return 0
				}
				break
			}
			if k > 0 && (isDotSeg(b[r:r+k]) || isDotDotSeg(b[r:r+k])) {
				r += k + 1
				continue
			}
			break
		}
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
			switch {
			case r+2 == n || b[r+2] == '/':
				l = 1
			case b[r+2] == '.' && (r+3 == n || b[r+3] == '/'):
				l = 2
			}
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

// The constants of the word-at-a-time byte searches below.
const (
	lo7      = 0x7f7f7f7f7f7f7f7f
	hi1      = 0x8080808080808080
	dots     = 0x2e2e2e2e2e2e2e2e // "........"
	slashs   = 0x2f2f2f2f2f2f2f2f // "////////"
	percents = 0x2525252525252525 // "%%%%%%%%"
)

// eqBytes returns a mask with the high bit of each byte of x that equals
// the byte repeated in pat, and no other bit: exact, unlike the classic
// has-zero-byte test, whose borrows can mark a byte above a match.
func eqBytes(x, pat uint64) uint64 {
	t := x ^ pat
	return ^((t&lo7 + lo7) | t | lo7)
}

// load64 returns the 8 bytes of s at i as a little-endian word; the
// compiler turns it into one load.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// firstDotSegment returns the index of the first "." of the first "." or
// ".." segment of the path b, or -1 when there is none: the quick check
// that lets most paths (where dots are in names, as in "a.html") through
// untouched. It looks at 8 bytes at a time for dots, and checks each dot
// it finds.
func firstDotSegment(b []byte) int {
	s := asString(b)
	for i := 0; ; i++ {
		k := strings.IndexByte(s[i:], '.')
		if k < 0 {
			return -1
		}
		if i += k; isDotSegmentAt(s, i) {
			return i
		}
	}
}

// isDotSegmentAt reports whether the "." at s[k] starts a "." or ".."
// segment: it is at the start or after a "/", and it is followed by the
// end, a "/", or a "." and then the end or a "/".
func isDotSegmentAt(s string, k int) bool {
	if k > 0 && s[k-1] != '/' {
		return false
	}
	k++
	if k < len(s) && s[k] == '.' {
		k++
	}
	return k == len(s) || s[k] == '/'
}

// lastIndexSlash returns the index of the last "/" in s, or -1. It looks
// at 8 bytes at a time, from the end.
func lastIndexSlash(s string) int {
	i := len(s)
	for ; i >= 8; i -= 8 {
		if m := eqBytes(load64(s, i-8), slashs); m != 0 {
			return i - 8 + (63-bits.LeadingZeros64(m))>>3
		}
	}
	if i == 0 {
		return -1
	}
	if len(s) >= 8 {
		// The first 8 bytes, less those seen already.
		m := eqBytes(load64(s, 0), slashs) & (1<<(8*i) - 1)
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

func isDotSeg(s []byte) bool    { return len(s) == 1 && s[0] == '.' }
func isDotDotSeg(s []byte) bool { return len(s) == 2 && s[0] == '.' && s[1] == '.' }

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

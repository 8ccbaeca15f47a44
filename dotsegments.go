// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "bytes"

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
	start := len(dst)
	dst = append(dst, path...)
	return dst[:start+removeDotSegments(dst[start:])]
}

// removeDotSegments applies RFC 3986 5.2.4 to b in place and returns the
// length of the result, which is never longer than b. The output buffer of
// the RFC is b[:w] and its input buffer b[r:]; w <= r throughout, so each
// step can move bytes down within b.
func removeDotSegments(b []byte) int {
	if !hasDotSegment(b) {
		return len(b)
	}
	n := len(b)
	r, w := 0, 0
	// Rules A and D: only the start of the input can be a "." or ".."
	// segment not preceded by "/"; after the first step the input always
	// starts with "/".
	for {
		k := bytes.IndexByte(b[r:], '/')
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
		if k := bytes.IndexByte(b[r:], '/'); k >= 0 {
			e = r + k
		}
		w += copy(b[w:], b[r:e])
		r = e
	}
	// Every remaining step starts at a "/".
	for r < n {
		// Segments are short: a plain loop beats a call to IndexByte.
		e := r + 1
		for e < n && b[e] != '/' {
			e++
		}
		seg := b[r+1 : e]
		switch {
		case isDotSeg(seg): // rule B
			if e == n {
				b[w] = '/'
				w++
			}
		case isDotDotSeg(seg): // rule C
			w = max(bytes.LastIndexByte(b[:w], '/'), 0)
			if e == n {
				b[w] = '/'
				w++
			}
		default: // rule E
			w += copy(b[w:], b[r:e])
		}
		r = e
	}
	return w
}

// hasDotSegment reports whether b holds a "." or ".." segment: the quick
// check that lets most paths (where dots are in names, as in "a.html")
// through untouched.
func hasDotSegment(b []byte) bool {
	prev := byte('/') // the byte before b[i]; a path start acts as a "/"
	for i, c := range b {
		if c == '.' && prev == '/' {
			if i+1 == len(b) || b[i+1] == '/' || b[i+1] == '.' && (i+2 == len(b) || b[i+2] == '/') {
				return true
			}
		}
		prev = c
	}
	return false
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

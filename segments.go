// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"iter"
	"strings"
)

// A Segment is one segment of a path (RFC 3986 3.3): the text between two
// "/", or between the start or the end of the path and a "/". Text is raw
// (still percent-encoded) and aliases the path; decode it with
// AppendUnescape in mode EscapePathSegment, which decodes "%2F" to the "/"
// that the segment holds. For a []byte path Text is a sub-slice whose
// capacity runs on into the path: append to a copy, not to it.
type Segment[T ~string | ~[]byte] struct {
	// Text is the segment, possibly empty.
	Text T
	// Start is the offset of the segment in the path.
	Start int
}

// End returns the offset in the path just past the segment: where the
// next "/" is, or the end of the path.
func (s Segment[T]) End() int { return s.Start + len(s.Text) }

// Segments returns an iterator over the segments of path (such as
// Ref.Path gives), in order. Every "/" ends a segment, so that empty
// segments are reported and the segments and their slashes give back the
// path byte for byte: "/a//b" has the segments "a", "", "b" and "/a/b"
// only "a", "b"; "/a/" has "a" and an empty last segment; "/" has one
// empty segment and "" none. The first segment of a path that begins with
// "/" (an absolute path) starts at 1, that of a relative path at 0.
//
// Nothing is decoded: "a%2Fb" is one segment, so that a router never
// takes it for the two segments of "a/b".
//
// Segments does not allocate, and its results alias path.
func Segments[T ~string | ~[]byte](path T) iter.Seq[Segment[T]] {
	return func(yield func(Segment[T]) bool) {
		s := asString(path)
		if s == "" {
			return
		}
		start := 0
		if s[0] == '/' {
			start = 1
		}
		for {
			end := len(s)
			if i := strings.IndexByte(s[start:], '/'); i >= 0 {
				end = start + i
			}
			if !yield(Segment[T]{Text: path[start:end], Start: start}) || end == len(s) {
				return
			}
			start = end + 1
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "math/bits"

// What resolution needs to know of a path, from the block masks of "/"
// and "." (classifyBlockDots) rather than from searches of its bytes: the
// last "/" (where the directory of a base path ends), and whether a "."
// begins a segment (where none does, the path holds no "." or ".."
// segment; where one does, it may: "/.well-known" has none, and
// firstDotSegment looks then). parseInto with dots leaves the masks of
// the first blockMax bytes of an input: noDotSegment and lastSlashIn read
// them for a path that ends within them, and pathMarksPast reads them and
// classifies the next blocks of a path that ends past them.

// noDotSegment reports, from the block masks m of the first blockMax
// bytes of an input, that its bytes [a, e), e <= blockMax, hold no "." at
// the start of a segment: no "." at a (where a segment begins) or after a
// "/". For a = 64 (an empty range at the end of a full block) the bit
// 1<<(a&63) lands outside the range, which clears it.
func noDotSegment(m *blockMasks, a, e int) bool {
	return (m.slash<<1|1<<uint(a&63))&m.dot&bitsBelow(e)&^bitsBelow(a) == 0
}

// lastSlashIn returns the index of the last "/" in the bytes [a, e),
// e <= blockMax, of an input, from the block masks m of its first
// blockMax bytes, or a-1 when there is none (lastIndexSlash's -1, counted
// from a).
func lastSlashIn(m *blockMasks, a, e int) int {
	x := m.slash & bitsBelow(e) &^ bitsBelow(a)
	if x == 0 {
		return a - 1
	}
	return 63 - bits.LeadingZeros64(x)
}

// pathMarksPast returns, for the bytes [a, e) of s, a path (a begins a
// segment) that ends past the first blockMax bytes, the index of the last
// "/" (a-1 when there is none) and of the first "." at the start of a
// segment (e when there is none). m holds the masks of the first blockMax
// bytes of s, which answer for the path up to there; past them, it
// classifies the path into m a block at a time.
//
// A path with no "." at the start of a segment holds no dot segment, and
// neither does its part up to the last "/" when the first such "." comes
// after it.
func pathMarksPast(s string, m *blockMasks, a, e int) (slash, dot int) {
	slash, dot = a-1, e
	o := a
	if a < blockMax {
		// s is longer than the first block, which is full: its masks
		// hold a bit for each of its bytes.
		slash = lastSlashIn(m, a, blockMax)
		if x := (m.slash<<1 | 1<<uint(a)) & m.dot &^ bitsBelow(a); x != 0 {
			dot = bits.TrailingZeros64(x)
		}
		o = blockMax
	}
	for ; o < e; o += blockMax {
		n := min(e-o, blockMax)
		classifyBlockDots(s[o:o+n], m)
		if m.slash != 0 {
			slash = o + 63 - bits.LeadingZeros64(m.slash)
		}
		if dot < e {
			continue
		}
		// The first byte of the block begins a segment at a or after a
		// "/", which the shift of the slash mask cannot see.
		start := uint64(0)
		if o == a || s[o-1] == '/' {
			start = 1
		}
		if x := (m.slash<<1 | start) & m.dot; x != 0 {
			dot = o + bits.TrailingZeros64(x)
		}
	}
	return slash, dot
}

// upDir returns where the directory base[:dir] ends once its last segment
// is taken off (5.2.4 rule C): after the "/" before the one at dir-1. The
// path starts at a with a "/", and dir > a+1. m holds the masks of the
// first blockMax bytes of base, which answer when dir is within them, or
// is nil.
func upDir(base string, m *blockMasks, a, dir int) int {
	if m != nil && dir <= blockMax {
		return lastSlashIn(m, a, dir-1) + 1
	}
	return a + lastIndexSlash(base[a:dir-1]) + 1
}

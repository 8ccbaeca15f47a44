// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "math/bits"

// Runs: a path, query or fragment past the first block. The block parser
// reads the first 64 bytes of an input from the masks of one block
// classifier call (parse_block.go). A component that goes on past them (a long
// query, as tracking and search URLs have) is read on here, from masks as
// well: a run classifier fills the masks of up to runBatch blocks of 64
// bytes per call, and runTail walks them with trailing-zero counts, the
// pct-encoded triplets checked by mask arithmetic rather than one by one:
// a "%" shifted by one and by two must land on hexadecimal digits, and
// the "%"s of the last two bytes of a block carry into the next. So every
// byte is classified once, and nothing restarts at a "%".
//
// Most blocks of a long query hold nothing for runTail to act on: only
// bytes of the component and well-formed triplets. Where the
// implementation has a quiet-run kernel (hasQuietRun: SSSE3, AVX2,
// AVX-512 and NEON), runTail crosses such quiet blocks in it, with the
// same mask arithmetic and no store of the masks nor return to Go
// between blocks, and classifies only the block the kernel stops at.

// runTail reads on the path, query or fragment of s that the block
// parser left at i (the end of a block): component in, with pathEnd,
// queryEnd and flags as the block parser found them. It returns them as
// parseTextFrom would set them (the ends of the path and query, the flags
// of a query and a fragment it finds), and the component that reaches the
// end of s; or ComponentScheme (0) when s is not valid from i on: a byte
// that no component holds, or a "%" that does not start a triplet (a "%"
// before i was checked already, with the bytes after it).
//
// next, when not nil, holds the masks of the block at i, the last of s,
// which the block classifier filled (blockMasks.next): it is not
// classified again.
//
// With an IRI grammar, the bytes above 0x7F are checked too (utf8Block),
// from u8, what the block before left to check; a private-use character,
// which only a query may hold, also gives ComponentScheme, for parseText
// to decide.
func runTail[G grammar](s string, i int, in Component, pathEnd, queryEnd int, flags uint16, u8 uint64, next *runMasks) (int, int, uint16, Component) {
	var carry uint64 // the "%" of the last two bytes of the block before
	// With a quiet-run kernel, the blocks that hold nothing but bytes of
	// the component and well-formed triplets are crossed in it, and the
	// classifier reads one block, the first that is not quiet; else it
	// reads runBatch blocks a call.
	quiet := hasQuietRun && !isIRI[G]()
	width := runBatch * blockMax
	if quiet {
		width = blockMax
	}
	for base := i; base < len(s); base += width {
		if quiet && next == nil {
			set := classQuery
			if in == ComponentPath {
				set = classPath
			}
			// Every byte before base has been checked, with the
			// triplets that begin there. When none of those goes on
			// past base (no carry), the kernel starts at a whole number
			// of blocks back from the end of s, reading some checked
			// bytes again, so that it crosses the last bytes of s as a
			// whole block: the kernels without a masked load stop at a
			// partial one. A block that it finds not quiet for bytes
			// before base (a "[" of the host, a "?" before the query)
			// goes to the classifier from base.
			from := base
			if carry == 0 {
				from = len(s) - (len(s)-base+blockMax-1)/blockMax*blockMax
			}
			if n, c := quietRun(s[from:], carry, set); from+n > base {
				base, carry = from+n, c
			}
			if base >= len(s) {
				break
			}
		}
		chunk := s[base:min(len(s), base+width)]
		// One array per grammar: the compiler keeps only the one of G.
		// Declared here, they are cleared only for a run that does not
		// end in the quiet-run kernel.
		var mu [runBatch]runMasks
		var mi [runBatch]runMasksIRI
		switch {
		case next != nil:
			mu[0], next = *next, nil
		case isIRI[G]():
			classifyRunIRI(chunk, &mi)
		default:
			classifyRun(chunk, &mu)
		}
		for k := range runBatch {
			if k*blockMax >= len(chunk) {
				break
			}
			o := base + k*blockMax
			b := &mu[k]
			var hi uint64
			if isIRI[G]() {
				b, hi = &mi[k].runMasks, mi[k].utf8.hi
				var ok bool
				if u8, ok = utf8Block(s, o, &mi[k].utf8, u8); !ok {
					return 0, 0, 0, 0
				}
			}
			// The bytes one and two after a "%" that are not hexadecimal
			// digits: the first of them is where the triplet goes wrong.
			bad := badTriplets(b.pct, carry, b.notHex)
			carry = pctCarry(b.pct)
			stops := b.notPath &^ (b.pct | hi)
			if in != ComponentPath {
				stops = b.notQuery &^ (b.pct | hi)
			}
			for stops|bad != 0 {
				t := bits.TrailingZeros64(stops)
				if bits.TrailingZeros64(bad) <= t {
					return 0, 0, 0, 0
				}
				j := o + t
				if j >= len(s) {
					goto end
				}
				switch c := s[j]; {
				case c == '?' && in == ComponentPath:
					pathEnd = j
					flags |= flagQuery
					in = ComponentQuery
				case c == '#' && in != ComponentFragment:
					if in == ComponentPath {
						pathEnd = j
					}
					queryEnd = j
					flags |= flagFragment
					in = ComponentFragment
				default:
					return 0, 0, 0, 0
				}
				stops = above(b.notQuery&^(b.pct|hi), t)
			}
		}
	}
	if carry&1 != 0 || u8 != 0 {
		return 0, 0, 0, 0 // a "%" in the last two bytes, or a character cut short
	}
end:
	if in == ComponentPath {
		pathEnd = len(s)
	}
	if in != ComponentFragment {
		queryEnd = len(s)
	}
	return pathEnd, queryEnd, flags, in
}

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

// runState is what runTail carries from block to block: the ends of the
// path and the query found so far, and the flags of the Ref, among them
// those of a query and a fragment found since, which name the component
// it is in; the zero runState, with no flags (not even flagValid), once
// the input is found not valid.
type runState struct {
	pathEnd, queryEnd int
	flags             uint16
}

// inPath reports whether st is in the path.
func (st runState) inPath() bool { return st.flags&(flagQuery|flagFragment) == 0 }

// inFragment reports whether st is in the fragment.
func (st runState) inFragment() bool { return st.flags&flagFragment != 0 }

// ended returns st with the component it is in run to n, the end of the
// input: the ends that parseTextFrom sets there.
func (st runState) ended(n int) runState {
	if st.inPath() {
		st.pathEnd = n
	}
	if !st.inFragment() {
		st.queryEnd = n
	}
	return st
}

// runTail reads on the path, query or fragment of s that the block
// parser left at i (the end of a block), from st as the block parser
// found it. It returns st as parseTextFrom would leave it at the end of
// s, but for the end of the component that reaches it (see ended), or
// the zero runState when s is not valid from i on: a byte that no
// component holds, or a "%" that does not start a triplet (a "%" before i
// was checked already, with the bytes after it).
//
// With an IRI grammar, the bytes above 0x7F are checked too (utf8Block),
// from u8, what the block before left to check; a private-use character,
// which only a query may hold, also gives the zero runState, for
// parseText to decide.
func runTail[G grammar](s string, i int, st runState, u8 uint64) runState {
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
		if quiet {
			set := classQuery
			if st.inPath() {
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
		if isIRI[G]() {
			classifyRunIRI(chunk, &mi)
		} else {
			classifyRun(chunk, &mu)
		}
		for k := range runBatch {
			if k*blockMax >= len(chunk) {
				break
			}
			o := base + k*blockMax
			b := &mu[k]
			if isIRI[G]() {
				var ok bool
				if u8, ok = utf8Block(s, o, &mi[k].utf8, u8); !ok {
					return runState{}
				}
				// The bytes above 0x7F are bytes of every component
				// here, utf8Block having checked them.
				b = &mi[k].runMasks
				b.notPath &^= mi[k].utf8.hi
				b.notQuery &^= mi[k].utf8.hi
			}
			bad := badTriplets(b.pct, carry, b.notHex)
			carry = pctCarry(b.pct)
			var end bool
			if st, end = runBlock(s, o, b, bad, st); end || st.flags == 0 {
				return st
			}
		}
	}
	if carry&1 != 0 || u8 != 0 {
		return runState{} // a "%" in the last two bytes, or a character cut short
	}
	return st
}

// runBlock reads the block of s at o from its masks b, for runTail and
// for the block parser, which has the masks of its second block: the
// bytes not of the component st is in (b.notPath, b.notQuery) other than
// "%" stop it, a "?" or a "#" moving st on to the query or the fragment,
// and the bytes of bad (badTriplets) are those after a "%" that make s
// not valid. It returns st and whether the component runs to the end of
// s within the block (end), or the zero runState when s is not valid
// there.
func runBlock(s string, o int, b *runMasks, bad uint64, st runState) (_ runState, end bool) {
	query := b.notQuery &^ b.pct
	stops := query
	if st.inPath() {
		stops = b.notPath &^ b.pct
	}
	for stops|bad != 0 {
		// A bad byte before the first stop, or at it, comes first.
		upTo := throughLowest(stops)
		if bad&upTo != 0 {
			return runState{}, false
		}
		j := o + bits.TrailingZeros64(stops)
		if uint(j) >= uint(len(s)) {
			return st, true
		}
		switch c := s[j]; {
		case c == '?' && st.inPath():
			st.pathEnd = j
			st.flags |= flagQuery
		case c == '#' && !st.inFragment():
			if st.inPath() {
				st.pathEnd = j
			}
			st.queryEnd = j
			st.flags |= flagFragment
		default:
			return runState{}, false
		}
		stops = query &^ upTo
	}
	return st, false
}

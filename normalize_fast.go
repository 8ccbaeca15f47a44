// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unsafe"
)

// Normalization by edits. The normal form of a reference differs from it
// in few places, if any: the case of the scheme and host, the triplets,
// the port, the dot segments of the path, an empty path. appendEdited
// finds which of them apply (normalEdits) from what the parse knows (the
// Ref, and the block masks of the first 64 bytes: "%", "/" and ".", and
// the "%"s of the next 64; the first "%" and dot segment they find are
// where the edits start), copies the input once, and edits the copy in
// place where they do, in the order of appendNormalizedSlow, the
// component-by-component reference: lowercasing, then the triplets (which
// shrink the text; the component boundaries follow), the port, and last
// "/" for an empty path or the "/." guard. A path with dot segments, or
// with triplets that may decode into dots, is not copied and edited: it
// is written in one pass that decodes it and removes its dot segments
// (appendPathNormal), and what follows it is written after it. Most
// references in logs are in normal form, and are copied and nothing else
// (normalShort, in AppendNormalize). TestNormalizeFastPath and
// FuzzNormalizeFastPath hold it to appendNormalizedSlow.

// An edits says which edits appendEdited makes.
type edits uint8

const (
	editCase  edits = 1 << iota // lowercase the scheme and the host
	editPct                     // normalize the triplets
	editPort                    // remove the port and its ":"
	editDots                    // remove dot segments from the path
	editSlash                   // make an empty path "/"
	editGuard                   // put "/." before a path that starts with "//"
)

// appendEdited appends the normal form of s at level with n's rules to
// dst, as appendNormalizedSlow does. r is the Ref of s from Parse or
// Split; m is nil or holds the block masks of s with "/" and "."
// (classifyBlockDots) when blockClassified(s): those of its first
// blockMax bytes, and of the next ones when s is no longer than
// 2*blockMax.
func (n *Normalizer) appendEdited(dst []byte, s string, r *Ref, m *blockMasks, level Level) []byte {
	// A rule changes a port or an empty path only: most references have
	// neither, and no rule is looked for.
	var rule *SchemeRule
	if f := r.flags(); f&flagPort != 0 || r.pathStart() == r.pathEnd() {
		rule = n.rule(r.Scheme().In(s), f&flagAuthority != 0, level)
	}
	e, pct, _ := normalEdits(s, r, m, rule)
	if e == 0 {
		return append(dst, s...)
	}
	base := len(dst)
	f := r.flags()
	hostStart, hostEnd := 0, 0
	if f&flagAuthority != 0 {
		hostStart, hostEnd = r.hostStart(), r.hostEnd()
	}
	// pathStart and end follow the edits; sPathStart and sPathEnd stay
	// those of s.
	pathStart, end := r.pathStart(), r.end()
	sPathStart, sPathEnd := pathStart, r.pathEnd()
	if e&editDots != 0 {
		// The path and what follows it are written from s below, the
		// path in one pass (appendPathNormal); the edits up to there
		// are those of what comes before the path.
		end = pathStart
		if pct >= pathStart {
			e &^= editPct
		}
	}
	dst = append(dst, s[:end]...)
	b := dst[base:]
	if e&editCase != 0 {
		schemeEnd := 0
		if f&flagScheme != 0 {
			schemeEnd = r.schemeEnd()
		}
		if f&flagUserinfo == 0 {
			// Between the scheme and the host stand only "://" or
			// "//" (and "[" before an IP-literal), which have no
			// letter: one call lowercases both.
			lowerASCII(b[:max(schemeEnd, hostEnd)])
		} else {
			lowerASCII(b[:schemeEnd])
			lowerASCII(b[hostStart:hostEnd])
		}
		if e&editPct == 0 && 0 <= pct && pct < hostEnd && strings.IndexByte(s[hostStart:hostEnd], '%') >= 0 {
			// The hexadecimal digits of the host's triplets, in upper
			// case, were lowercased with it.
			upperTriplets(b[hostStart:hostEnd])
		}
	}
	portStart := pathStart
	if e&editPort != 0 {
		portStart = r.portStart()
	}
	if e&editPct != 0 {
		// The boundaries after the first triplet move down with it.
		bounds := [...]int{portStart, pathStart, end}
		b = b[:normalizeTriplets(b, pct, hostStart, hostEnd, bounds[:])]
		portStart, pathStart, end = bounds[0], bounds[1], bounds[2]
	}
	if e&editPort != 0 {
		// The ":" and the port go; what follows moves down.
		cut := pathStart - (portStart - 1)
		copy(b[portStart-1:], b[pathStart:end])
		pathStart, end = pathStart-cut, end-cut
	}
	dst = dst[:base+end]
	if e&editDots != 0 {
		dst = appendPathNormal(dst, s[sPathStart:sPathEnd], true)
		if pct >= 0 {
			dst = appendPctNormalized(dst, s[sPathEnd:], false)
		} else {
			dst = append(dst, s[sPathEnd:]...)
		}
	}
	if e&editSlash != 0 {
		dst = append(dst, 0)
		copy(dst[base+pathStart+1:], dst[base+pathStart:])
		dst[base+pathStart] = '/'
	}
	if e&editGuard != 0 {
		dst = guardPath(dst, base+pathStart)
	}
	return dst
}

// normalShort reports whether s, no longer than 2*blockMax, whose Ref is
// r and whose block masks with "/" and "." are m, is in normal form at
// every level and with any rules, for the common shape it looks for: a
// scheme, an authority without userinfo or port, a path that is not empty
// (so it starts with "/"), no "%", no dot segment, and no upper-case
// letter in the scheme or the host. It is the check normalEdits makes, cut
// down to that shape and read from the masks, so that most references in
// logs are copied after a few mask operations: a false answer says only
// that normalEdits must look (TestNormalShort). AppendNormalize calls it,
// so that the test holds the check that runs.
func normalShort(s string, r *Ref, m *blockMasks) bool {
	return normalMasks(r, m) && (len(s) <= blockMax || normalNext(s, r, m)) && !mayHaveUpper(s[:r.hostEnd()])
}

// normalMasks is the check of normalShort on the Ref and the masks of the
// first block.
func normalMasks(r *Ref, m *blockMasks) bool {
	// The "/." pairs of the first block from the path on: the path
	// starts with "/", so each dot segment in the block is one. Those of
	// the query and the fragment make a false answer, which is allowed.
	// A path that starts past the first block is read by normalNext.
	pathStart := r.pathStart()
	return r.flags()&(flagScheme|flagAuthority|flagUserinfo|flagPort) == flagScheme|flagAuthority &&
		m.pct == 0 && pathStart < r.pathEnd() && m.slash<<1&m.dot>>uint(pathStart&63) == 0
}

// normalNext is the check of normalShort on the second block of s: its
// "%"s are in its run masks, and a dot segment that begins there follows
// a "/" from s[blockMax-1] on.
func normalNext(s string, r *Ref, m *blockMasks) bool {
	pathStart, pathEnd := r.pathStart(), r.pathEnd()
	return m.next.pct == 0 && (pathEnd <= blockMax || !mayHaveDotSegment(s[max(pathStart, blockMax-1):pathEnd]))
}

// normalEdits returns the edits that make the valid reference s, whose
// Ref is r, its normal form, with rule the scheme rule that applies or
// nil: none when s is in normal form. It also returns the index of the
// first "%" of s and that of the first "." of the first dot segment of
// its path, each -1 when there is none (the second also when the path
// holds a "%" and editPct is set: a triplet may decode into a dot, and
// editDots has the path written again, decoded, by appendPathNormal). It reads the "%"s and the dot segments from m, the block
// masks of s with "/" and "." (see appendEdited), when it is not nil, and
// else from s. The edits of the path of "s:/.//c" leave it as it is
// (editDots and editGuard put back the dot segment they remove); every
// other edit it returns changes s.
func normalEdits(s string, r *Ref, m *blockMasks, rule *SchemeRule) (e edits, pct, dot int) {
	f := r.flags()
	// [0, caseEnd) holds the scheme and the host (and a userinfo between
	// them, which keeps its case, as the hexadecimal digits of triplets
	// do): the closer look is for the few where a word says "maybe".
	schemeEnd, hostStart, caseEnd := 0, 0, 0
	if f&flagScheme != 0 {
		schemeEnd, caseEnd = r.schemeEnd(), r.schemeEnd()
	}
	if f&flagAuthority != 0 {
		hostStart, caseEnd = r.hostStart(), r.hostEnd()
	}
	if mayHaveUpper(s[:caseEnd]) && (hasUpperOutsidePct(s[:schemeEnd]) || hasUpperOutsidePct(s[hostStart:caseEnd])) {
		e |= editCase
	}
	pathStart, pathEnd := r.pathStart(), r.pathEnd()
	// The masks of most references say at once that they hold no "%"
	// and no dot segment; the calls are for the others.
	pct = -1
	if m == nil || m.pct != 0 || len(s) > blockMax {
		if pct = firstPct(s, m); pct >= 0 && !pctNormalIn(s, m, pct) {
			e |= editPct
		}
	}
	if f&flagPort != 0 {
		if p := s[r.portStart():pathStart]; p == "" || rule != nil && p == rule.DefaultPort {
			e |= editPort
		}
	}
	// Dot segments go after a scheme, or from a path that starts with
	// "/"; a triplet may decode into a dot.
	dot = -1
	if f&flagScheme != 0 || pathStart < pathEnd && s[pathStart] == '/' {
		if e&editPct != 0 && pct < pathEnd && (pct >= pathStart || strings.IndexByte(s[pathStart:pathEnd], '%') >= 0) {
			// A "%" in the path: the triplets are decoded, and the
			// path is looked at again (appendPathNormal).
			e |= editDots
		} else if m != nil && pathEnd <= blockMax && noDotSegment(m, pathStart, pathEnd) {
			// No "." begins a segment.
		} else if dot = firstDotSegmentIn(s, m, pathStart, pathEnd); dot >= 0 {
			e |= editDots
		}
	}
	if f&flagAuthority != 0 {
		if rule != nil && rule.EmptyPathSlash && pathStart == pathEnd {
			e |= editSlash
		}
	} else if !r.originForm() && (e&editDots != 0 || pathEnd-pathStart >= 2 && s[pathStart] == '/' && s[pathStart+1] == '/') {
		// A path without an authority that begins with "//", or that
		// the removal of dot segments may leave so, gets the guard; but
		// not that of an origin-form request-target, which says so
		// (flagOrigin), whose path nothing reads as an authority.
		e |= editGuard
	}
	return e, pct, dot
}

// firstPct returns the index of the first "%" of s, or -1, from the block
// masks m of s (see appendEdited) when it is not nil: they answer for
// all of s up to 2*blockMax bytes, and for its first blockMax bytes past
// that.
func firstPct(s string, m *blockMasks) int {
	k := 0
	if m != nil {
		switch {
		case m.pct != 0:
			return bits.TrailingZeros64(m.pct)
		case len(s) <= blockMax:
			return -1
		case len(s) <= 2*blockMax:
			if m.next.pct == 0 {
				return -1
			}
			return blockMax + bits.TrailingZeros64(m.next.pct)
		}
		k = blockMax
	}
	if j := strings.IndexByte(s[k:], '%'); j >= 0 {
		return k + j
	}
	return -1
}

// pctNormalIn is pctNormal(s, k), k the first "%" of s, with the "%"s
// read from the block masks m of s (see appendEdited) when it is not nil.
func pctNormalIn(s string, m *blockMasks, k int) bool {
	switch {
	case m == nil:
		return pctNormal(s, k)
	case !tripletsNormal(s, m.pct, 0):
		return false
	case len(s) <= blockMax:
		return true
	case len(s) <= 2*blockMax:
		return tripletsNormal(s, m.next.pct, blockMax)
	}
	j := strings.IndexByte(s[blockMax:], '%')
	return j < 0 || pctNormal(s, blockMax+j)
}

// firstDotSegmentIn returns the index in s of the first "." of the first
// dot segment of the path s[a:e], or -1 when there is none. With m, the
// block masks of s (see appendEdited), it checks only the "."s that begin
// a segment within the first blockMax bytes, and past them looks at the
// bytes only when a "/." says there may be one (BenchmarkNormalize).
func firstDotSegmentIn(s string, m *blockMasks, a, e int) int {
	if m != nil {
		for x := (m.slash<<1 | 1<<uint(a&63)) & m.dot & bitsBelow(min(e, blockMax)) &^ bitsBelow(a); x != 0; x &= x - 1 {
			if k := bits.TrailingZeros64(x); dotSegmentAt(s[k:e]) {
				return k
			}
		}
		// A segment that begins past the first blockMax bytes follows
		// a "/" from s[blockMax-1] on.
		if e <= blockMax || !mayHaveDotSegment(s[max(a, blockMax-1):e]) {
			return -1
		}
	} else if !mayHaveDotSegment(s[a:e]) {
		return -1
	}
	if d := firstDotSegment(s[a:e]); d >= 0 {
		return a + d
	}
	return -1
}

// dotSegmentAt reports whether s begins with a "." or ".." segment.
func dotSegmentAt(s string) bool {
	dots, _ := dotSegment(s, false)
	return dots != 0
}

// normalizeTriplets normalizes in place the pct-encoded triplets of b,
// the first of which is at b[k], as appendPctNormalized does (with fold
// for those in [foldStart, foldEnd)), and returns the new length of b:
// each decoded triplet shrinks it by two bytes. It maps the offsets of
// bounds, increasing and none inside a triplet, to their places in the
// result. A "%" that does not begin a triplet (the input of a Ref from
// Split may hold one) is kept.
func normalizeTriplets(b []byte, k, foldStart, foldEnd int, bounds []int) int {
	w, i := k, k // write and read offsets: w <= i
	next := 0    // the first bound not mapped yet
	for {
		if i < len(b) && b[i] != '%' {
			// The bytes up to the next "%" move down at once.
			j := strings.IndexByte(asString(b[i:]), '%')
			if j < 0 {
				j = len(b) - i
			}
			if w != i {
				copy(b[w:], b[i:i+j])
			}
			w, i = w+j, i+j
		}
		for next < len(bounds) && bounds[next] <= i {
			bounds[next] -= i - w
			next++
		}
		if i == len(b) {
			return w
		}
		s := asString(b)
		if _, ok := checkPct(s, i); !ok {
			b[w] = '%'
			w, i = w+1, i+1
			continue
		}
		w = putPctTriplet(b, w, s, i, foldStart <= i && i < foldEnd)
		i += 3
	}
}

// putPctTriplet writes what syntax normalization makes of the pct-encoded
// triplet at s[i] (pctNormalized) to b from b[w], which may be s[i] itself
// or before it, and returns the index after it in b.
func putPctTriplet(b []byte, w int, s string, i int, fold bool) int {
	if c, ok := pctNormalized(s, i, fold); ok {
		b[w] = c
		return w + 1
	}
	b[w], b[w+1], b[w+2] = '%', upperHex(s[i+1]), upperHex(s[i+2])
	return w + 3
}

// tripletsNormal reports whether the pct-encoded triplets of s, whose "%"s
// are the bits of pct, the block mask of s[o:o+blockMax], are all in
// normal form (see pctNormal).
func tripletsNormal(s string, pct uint64, o int) bool {
	for ; pct != 0; pct &= pct - 1 {
		if !tripletNormal(s, o+bits.TrailingZeros64(pct)) {
			return false
		}
	}
	return true
}

// pctNormal reports whether the pct-encoded triplets of s, the first of
// which is at s[k], are all in normal form.
func pctNormal(s string, k int) bool {
	for {
		if !tripletNormal(s, k) {
			return false
		}
		j := strings.IndexByte(s[k+3:], '%')
		if j < 0 {
			return true
		}
		k += 3 + j
	}
}

// tripletNormal reports whether the pct-encoded triplet at s[k] is in
// normal form: upper-case hexadecimal digits, and a byte that is not
// unreserved (which normalization would decode). A "%" too close to the
// end of s for a triplet, which the input of a Ref from Split may hold, is
// left to normalizeTriplets.
func tripletNormal(s string, k int) bool {
	if k+2 >= len(s) {
		return false
	}
	_, decoded := pctNormalized(s, k, false)
	return !decoded && s[k+1]-'a' >= 6 && s[k+2]-'a' >= 6
}

// mayHaveUpper reports whether s may hold an ASCII upper-case letter:
// false when it holds none. Up to 40 bytes it reads five words, about a
// quarter of the way apart with no gap between two, with no branch on the
// length, and ANDs them: a byte with bit 0x20 clear in any of them (an
// upper-case letter, or one of a few other bytes, "@" and "[" among them)
// makes it true.
func mayHaveUpper(s string) bool {
	if len(s) < 8 || len(s) > 40 {
		return len(s) > 0
	}
	// Every word is within s (at most at last), which the compiler
	// cannot see: loads without bounds checks, on every reference
	// AppendNormalize takes (BenchmarkNormalize).
	last := len(s) - 8
	p := unsafe.Pointer(unsafe.StringData(s))
	x := word8(p, 0) & word8(p, (last+3)>>2) & word8(p, (last+1)>>1) & word8(p, last-last>>2) & word8(p, last)
	return ^x&(ones*0x20) != 0
}

// hasUpperOutsidePct reports whether s holds an upper-case letter that is
// not a hexadecimal digit of a pct-encoded triplet.
func hasUpperOutsidePct(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			i += 2
		case c-'A' < 26:
			return true
		}
	}
	return false
}

// upperTriplets uppercases the hexadecimal digits of the pct-encoded
// triplets of b in place.
func upperTriplets(b []byte) {
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = upperHex(b[i+1]), upperHex(b[i+2])
			i += 2
		}
	}
}

// lowerASCII lowercases the ASCII letters of b in place. It lowercases 8
// bytes at a time, the last word overlapping the one before (lowercasing
// twice changes nothing): hosts in upper case are common among the
// normalize inputs of gen-web in the bench report (BenchmarkNormalize).
func lowerASCII(b []byte) {
	if len(b) < 8 {
		for i, c := range b {
			if c-'A' < 26 {
				b[i] = c + ('a' - 'A')
			}
		}
		return
	}
	for i := 0; i+8 < len(b); i += 8 {
		lowerWord(b[i : i+8])
	}
	lowerWord(b[len(b)-8:])
}

// lowerWord lowercases the ASCII letters of the 8 bytes of b in place. A
// byte from 0x80 up (an IRI's, from a Ref of ParseIRI) is masked to its
// low seven bits for upperBytes, and its own high bit keeps it as it is.
func lowerWord(b []byte) {
	x := binary.LittleEndian.Uint64(b)
	binary.LittleEndian.PutUint64(b, x|upperBytes(x&lo7)&^x&hi1>>2)
}

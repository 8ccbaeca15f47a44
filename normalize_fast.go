// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/bits"
	"strings"
)

// Normalization by edits. The normal form of a reference differs from it
// in few places, if any: the case of the scheme and host, the triplets,
// the port, the dot segments of the path, an empty path. appendEdited
// finds which of them apply (normalEdits) from what the parse knows (the
// Ref, and the block masks of the first 64 bytes: "%", "/" and "."), copies
// the input once, and edits the copy in place where they do, in the order
// of appendNormalizedSlow, the component-by-component reference:
// lowercasing, then the triplets (which shrink the text; the component
// boundaries follow), the port, the dot segments of the decoded path, and
// last "/" for an empty path or the "/." guard. Most references in logs are
// in normal form, and are copied and nothing else. TestNormalizeFastPath
// and FuzzNormalizeFastPath hold it to appendNormalizedSlow.

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
// (classifyBlockDots) when s is no longer than blockMax.
func (n *Normalizer) appendEdited(dst []byte, s string, r *Ref, m *blockMasks, level Level) []byte {
	// A rule changes a port or an empty path only: most references have
	// neither, and no rule is looked for.
	var rule *SchemeRule
	if f := r.flags(); f&flagPort != 0 || r.pathStart() == r.pathEnd() {
		rule = n.rule(r.Scheme().In(s), f&flagAuthority != 0, level)
	}
	e := normalEdits(s, r, m, rule)
	if e == 0 {
		return append(dst, s...)
	}
	base := len(dst)
	dst = append(dst, s...)
	b := dst[base:]
	f := r.flags()
	hostStart, hostEnd := 0, 0
	if f&flagAuthority != 0 {
		hostStart, hostEnd = r.hostStart(), r.hostEnd()
	}
	pathStart, pathEnd, end := r.pathStart(), r.pathEnd(), r.end()
	if e&editCase != 0 {
		if f&flagScheme != 0 {
			lowerASCII(b[:r.schemeEnd()])
		}
		lowerASCII(b[hostStart:hostEnd])
		if e&editPct == 0 && strings.IndexByte(s[hostStart:hostEnd], '%') >= 0 {
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
		bounds := [...]int{portStart, pathStart, pathEnd, end}
		b = b[:normalizeTriplets(b, strings.IndexByte(s, '%'), hostStart, hostEnd, bounds[:])]
		portStart, pathStart, pathEnd, end = bounds[0], bounds[1], bounds[2], bounds[3]
	}
	if e&editPort != 0 {
		// The ":" and the port go; what follows moves down.
		cut := pathStart - (portStart - 1)
		copy(b[portStart-1:], b[pathStart:end])
		pathStart, pathEnd, end = pathStart-cut, pathEnd-cut, end-cut
		b = b[:end]
	}
	if e&editDots != 0 {
		if d := firstDotSegment(b[pathStart:pathEnd]); d >= 0 {
			w := pathStart + removeDotSegmentsFrom(b[pathStart:pathEnd], d)
			copy(b[w:], b[pathEnd:end])
			end -= pathEnd - w
			pathEnd = w
		}
	}
	dst = dst[:base+end]
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

// normalEdits returns the edits that make the valid reference s, whose
// Ref is r, its normal form, with rule the scheme rule that applies or
// nil: none when s is in normal form. It says so from m, the block masks
// of s with "/" and ".", when it is not nil (s is then no longer than
// blockMax), and else from s. The edits of the path of "s:/.//c" leave it
// as it is (editDots and editGuard put back the dot segment they remove);
// every other edit it returns changes s.
func normalEdits(s string, r *Ref, m *blockMasks, rule *SchemeRule) edits {
	var e edits
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
	if m != nil {
		if m.pct != 0 && !tripletsNormal(s, m.pct) {
			e |= editPct
		}
	} else if k := strings.IndexByte(s, '%'); k >= 0 && !pctNormal(s, k) {
		e |= editPct
	}
	if f&flagPort != 0 {
		if p := s[r.portStart():pathStart]; p == "" || rule != nil && p == rule.DefaultPort {
			e |= editPort
		}
	}
	path := s[pathStart:pathEnd]
	// Dot segments go after a scheme, or from a path that starts with
	// "/"; a triplet may decode into a dot.
	if f&flagScheme != 0 || path != "" && path[0] == '/' {
		switch {
		case e&editPct != 0:
			e |= editDots
		case m != nil:
			if !noDotSegment(m, pathStart, pathEnd) && firstDotSegment(path) >= 0 {
				e |= editDots
			}
		case mayHaveDotSegment(path) && firstDotSegment(path) >= 0:
			e |= editDots
		}
	}
	if f&flagAuthority != 0 {
		if rule != nil && rule.EmptyPathSlash && path == "" {
			e |= editSlash
		}
	} else if !r.originForm() && (e&editDots != 0 || len(path) >= 2 && path[0] == '/' && path[1] == '/') {
		// A path without an authority that begins with "//", or that
		// the removal of dot segments may leave so, gets the guard; but
		// not that of an origin-form request-target, which says so
		// (flagOrigin), whose path nothing reads as an authority.
		e |= editGuard
	}
	return e
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
		if c, ok := pctNormalized(s, i, foldStart <= i && i < foldEnd); ok {
			b[w] = c
			w++
		} else {
			b[w], b[w+1], b[w+2] = '%', upperHex(b[i+1]), upperHex(b[i+2])
			w += 3
		}
		i += 3
	}
}

// tripletsNormal reports whether the pct-encoded triplets of s, whose "%"s
// are the bits of pct, a block mask of s, are all in normal form (see
// pctNormal).
func tripletsNormal(s string, pct uint64) bool {
	for ; pct != 0; pct &= pct - 1 {
		if !tripletNormal(s, bits.TrailingZeros64(pct)) {
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
	last := len(s) - 8
	x := load64(s, 0) & load64(s, (last+3)>>2) & load64(s, (last+1)>>1) & load64(s, last-last>>2) & load64(s, last)
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

// lowerASCII lowercases the ASCII letters of b in place.
func lowerASCII(b []byte) {
	for i, c := range b {
		if c-'A' < 26 {
			b[i] = c + ('a' - 'A')
		}
	}
}

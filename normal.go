// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strings"

// The fast path of AppendNormalize. Most references in logs are in normal
// form already at the syntax level: a lower-case scheme and host, no
// percent-encoding that normalization changes, no dot segment. One look at
// the input says so, and the output is then the input, copied at once,
// with at most the scheme rules applied (a default port dropped, an empty
// path made "/"). Anything else goes through appendNormalizedSlow, which
// rewrites component by component; TestNormalizeFastPath and
// FuzzNormalizeFastPath check that both give the same bytes.

// isSyntaxNormal reports whether the valid reference s, with Ref r, is its
// own syntax-based normal form (6.2.2): the scheme and the host hold no
// upper-case letter, every pct-encoded triplet encodes a byte that is not
// unreserved and has upper-case hexadecimal digits, and, where dot
// segments are removed (a path after a scheme, or starting with "/"), the
// path holds none, and there is no empty port (which normalization
// removes with its ":"). It is false, normal or not, for a reference with a
// userinfo (its case is kept while that of the host after it is not, and
// such references are rare), and for the "/." guard of a path that starts
// with "//" without an authority ("s:/.//c" is its own normal form, as
// normalization puts the dot segment back).
//
// It reads s 8 bytes at a time, with few branches that depend on the
// data: the scheme and host for bytes with bit 0x20 clear (upper-case
// letters, and "_" or a "[", which send it to a closer look), the end of
// the path for "/." pairs (which send it to firstDotSegment); and it looks
// for "%" with strings.IndexByte. m is nil, or holds the block masks of
// all of s with "/" and "." (classifyBlockDots; s is no longer than
// blockMax): it then takes from them whether there is a "%" to look at
// and whether a "." begins a segment, rather than reading the bytes.
func isSyntaxNormal(s string, r *Ref, m *blockMasks) bool {
	f := r.flags()
	if f&(flagUserinfo|flagPort) != 0 && (f&flagUserinfo != 0 || r.portStart() == r.pathStart()) {
		return false // one test when there is neither, as in most references
	}
	// [0, caseEnd) is the scheme, "://" and the host, or the scheme alone.
	caseEnd := 0
	if f&flagAuthority != 0 {
		caseEnd = r.hostEnd()
	} else if f&flagScheme != 0 {
		caseEnd = r.schemeEnd()
	}
	path := s[r.pathStart():r.pathEnd()]
	if f&flagAuthority == 0 && len(path) >= 2 && path[1] == '/' && path[0] == '/' && !r.originForm() {
		// Only the Ref of a request-target has such a path (an
		// origin-form may begin with "//"), and it says so (flagOrigin);
		// the Ref of another input that does not say so is read as that
		// of a URI-reference, whose normal form puts "/." before it.
		return false
	}
	dots := f&flagScheme != 0 || path != "" && path[0] == '/'
	if len(s) < 8 || caseEnd > 40 {
		if hasUpperOutsidePct(s[:caseEnd]) {
			return false
		}
	} else if caseEnd > 0 {
		// Five words from 0 to caseEnd, about a quarter of the way
		// apart, with no gap between two (last <= 32), cover up to 40
		// bytes: ANDed, a byte with bit 0x20 clear in any of them shows.
		// Their starts are computed without a branch.
		var x uint64
		if caseEnd < 8 {
			x = load64(s, 0) | ^uint64(0)<<(8*caseEnd)
		} else {
			last := caseEnd - 8
			x = load64(s, 0) & load64(s, (last+3)>>2) & load64(s, (last+1)>>1) & load64(s, last-last>>2) & load64(s, last)
		}
		if ^x&(ones*0x20) != 0 && hasUpperOutsidePct(s[:caseEnd]) {
			return false
		}
	}
	if m == nil || m.pct != 0 {
		if k := strings.IndexByte(s, '%'); k >= 0 && !pctNormal(s, k) {
			return false
		}
	}
	if !dots {
		return true
	}
	if m != nil {
		// No "." at the start of a segment: no dot segment.
		return noDotSegment(m, r.pathStart(), r.pathEnd()) || firstDotSegment(path) < 0
	}
	if end := r.pathEnd(); len(path) <= 29 && end >= 8 {
		// Four words, the last ending at the end of the path, each
		// overlapping the next by a byte, cover its last 29 bytes and
		// what comes before, with no branch on the data: a "/." outside
		// the path can only follow the "//" of an authority, and is sent
		// to the closer look.
		x := slashDot(load64(s, end-8)) | slashDot(load64(s, atLeast0(end-15))) |
			slashDot(load64(s, atLeast0(end-22))) | slashDot(load64(s, atLeast0(end-29)))
		return x&hi1 == 0 && (path == "" || path[0] != '.') || firstDotSegment(path) < 0
	}
	return !mayHaveDotSegment(path) || firstDotSegment(path) < 0
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

// pctNormal reports whether the pct-encoded triplets of s, the first of
// which is at s[k], are all in normal form: upper-case hexadecimal digits,
// and a byte that is not unreserved (which normalization would decode). A
// "%" too close to the end of s for a triplet, which the input of a Ref
// from Split may hold, is left to appendNormalizedSlow.
func pctNormal(s string, k int) bool {
	for {
		if k+2 >= len(s) {
			return false
		}
		if _, decoded := pctNormalized(s, k, false); decoded || s[k+1]-'a' < 6 || s[k+2]-'a' < 6 {
			return false
		}
		j := strings.IndexByte(s[k+3:], '%')
		if j < 0 {
			return true
		}
		k += 3 + j
	}
}

// appendNormalForm appends s, which isSyntaxNormal, with the scheme rules
// of n at level applied: a port that is empty or the default removed with
// its ":", an empty path made "/".
func (n *Normalizer) appendNormalForm(dst []byte, s string, r *Ref, level Level) []byte {
	if level != LevelScheme || r.flags()&flagAuthority == 0 {
		return append(dst, s...)
	}
	rule := n.rule(s[:r.schemeEnd()], true, level)
	if rule == nil {
		return append(dst, s...)
	}
	authEnd := r.pathStart()
	if r.flags()&flagPort != 0 {
		if port := s[r.portStart():authEnd]; port == "" || port == rule.DefaultPort {
			authEnd = r.portStart() - 1 // the ":"
		}
	}
	dst = append(dst, s[:authEnd]...)
	if rule.EmptyPathSlash && r.pathEnd() == r.pathStart() {
		dst = append(dst, '/')
	}
	return append(dst, s[r.pathStart():]...)
}

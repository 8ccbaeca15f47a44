// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "bytes"

// The extractor's absolute URIs in running text: a scheme, found by
// looking back from a colon, and the word that follows it.

// mayEndScheme reports whether the colon at w[c], c > 0, may follow a
// scheme that is reported: it is a quick test that most colons in text
// (times, IPv6 addresses, "key: value") fail, and colon makes the full one.
func (e *engine) mayEndScheme(w []byte, c int) bool {
	p := w[c-1]
	if e.lastOK[p>>6]&(1<<(p&63)) != 0 {
		return true
	}
	if !e.slashOK || !isSchemeByte(p) {
		return false
	}
	return c+2 >= len(w) || w[c+1] == '/' && w[c+2] == '/'
}

// listed reports whether scheme is in the scheme filter.
func (e *engine) listed(scheme []byte) bool {
	for _, s := range e.schemes {
		if equalFoldASCII(asString(scheme), s) {
			return true
		}
	}
	return false
}

// opaqueSchemes are the schemes recognized in running text without "//".
var opaqueSchemes = [...]string{"about", "data", "geo", "im", "magnet", "mailto", "news", "sip", "sips", "sms", "tel", "urn", "xmpp"}

func isOpaqueScheme(s []byte) bool {
	for _, o := range opaqueSchemes {
		if equalFoldASCII(asString(s), o) {
			return true
		}
	}
	return false
}

// colon handles the ':' at w[c]: an absolute URI when a scheme precedes
// it, starting at or after lo. It returns the index to go on from (for
// vMore, the index to resume at, where the scheme starts).
func (e *engine) colon(dst []Match, w []byte, c, lo int) ([]Match, int, verdict) {
	n := len(w)
	j := c
	lim := max(lo, c-maxSchemeLen-1)
	for j > lim && isSchemeByte(w[j-1]) {
		j--
	}
	s0 := j
	for s0 < c && !isALPHAByte(w[s0]) {
		s0++
	}
	e.work += c - j
	if s0 == c || c-j > maxSchemeLen {
		return dst, c + 1, vNo
	}
	// Whether a reference with this scheme is reported is decided before
	// its end is looked for: a run of "a:" read the rest of its word at
	// every colon (issue 33).
	scheme := w[s0:c]
	e.work += len(scheme)
	switch {
	case e.schemes != nil:
		if !e.listed(scheme) {
			return dst, c + 1, vNo
		}
	case c+2 < n && w[c+1] == '/' && w[c+2] == '/':
	case isOpaqueScheme(scheme):
	case !e.atEOF && c+2 >= n && (c+1 == n || w[c+1] == '/'):
		return dst, s0, vMore
	default:
		return dst, c + 1, vNo
	}
	end := e.wordEnd(w, c)
	open := end == n && !e.atEOF // the word may go on past the window
	if open && n-s0 <= e.maxLen {
		return dst, s0, vMore
	}
	if open || end-s0 > e.maxLen {
		dst, end = e.tooLong(dst, Match{Start: e.base + s0, Kind: KindBare}, stSkipWord, w, end)
		return dst, end, vYes
	}
	t := e.trimEnd(w, s0, end)
	min := c + 1
	if c+2 < end && w[c+1] == '/' && w[c+2] == '/' {
		min = c + 3
	}
	if t <= min {
		return dst, c + 1, vNo
	}
	ref, code, flags := e.candidate(asString(w[s0:t]))
	dst = append(dst, Match{Start: e.base + s0, End: e.base + t, Ref: ref, Err: code, Kind: KindBare, Flags: flags})
	return dst, t, vYes
}

// trimEnd returns the end of the candidate w[s:t], t > s, without its
// trailing sentence punctuation and unbalanced closing brackets. Most
// candidates end with neither: that test is inlined.
func (e *engine) trimEnd(w []byte, s, t int) int {
	if !trailing[w[t-1]] {
		return t
	}
	return e.trim(w, s, t)
}

// trailing holds the bytes that trimEnd may remove.
var trailing = func() (t [256]bool) {
	for _, c := range []byte(".,;:!?')]}") {
		t[c] = true
	}
	return t
}()

// trim is trimEnd for a candidate that ends with one of the bytes it may
// remove.
func (e *engine) trim(w []byte, s, t int) int {
	t0 := t
	// The brackets of each kind in w[s:t] are counted once, at the first
	// closing bracket of that kind at the end: only closing brackets and
	// punctuation are trimmed, so that the counts of w[s:t] as t goes down
	// are these, less the closing brackets trimmed. Counting them again
	// for each was quadratic on a run of ")".
	var open, close [3]int
	counted := [3]bool{}
	for t > s {
		c := w[t-1]
		switch c {
		case '.', ',', ';', ':', '!', '?', '\'':
			t--
			continue
		case ')', ']', '}':
			k, o := 0, byte('(')
			if c == ']' {
				k, o = 1, '['
			} else if c == '}' {
				k, o = 2, '{'
			}
			if !counted[k] {
				open[k], close[k] = bytes.Count(w[s:t], []byte{o}), bytes.Count(w[s:t], []byte{c})
				e.work += 2 * (t - s)
				counted[k] = true
			}
			if close[k] > open[k] {
				close[k]--
				t--
				continue
			}
		}
		break
	}
	e.work += t0 - t
	return t
}

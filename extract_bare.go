// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

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
func (e *engine) colon(w []byte, c, lo int) (int, verdict) {
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
	if s0 == c || c-j > maxSchemeLen {
		return c + 1, vNo
	}
	// Whether a reference with this scheme is reported is decided before
	// its end is looked for: a run of "a:" read the rest of its word at
	// every colon (issue 33).
	scheme := w[s0:c]
	switch {
	case e.schemes != nil:
		if !e.listed(scheme) {
			return c + 1, vNo
		}
	case c+2 < n && w[c+1] == '/' && w[c+2] == '/':
	case isOpaqueScheme(scheme):
	case !e.atEOF && c+2 >= n && (c+1 == n || w[c+1] == '/'):
		return s0, vMore
	default:
		return c + 1, vNo
	}
	end := e.bareWordEnd(w, c, 0)
	if end < n && w[end] >= utf8.RuneSelf {
		end = e.spanAuthority(w, c, end)
	}
	open := end == n && !e.atEOF // the word may go on past the window
	if open && n-s0 <= e.maxLen {
		return s0, vMore
	}
	if open || end-s0 > e.maxLen {
		return e.tooLong(Match{Start: e.base + s0, Kind: KindBare}, stSkipWord, w, end), vYes
	}
	x := end
	if !e.paren.none(w, s0, end) || !e.brack.none(w, s0, end) {
		x = e.markupEnd(w, s0, c, end)
	}
	t := e.trimEnd(w, s0, x)
	min := c + 1
	if c+2 < end && w[c+1] == '/' && w[c+2] == '/' {
		min = c + 3
	}
	if t <= min {
		return c + 1, vNo
	}
	ref, code, flags := e.candidate(KindBare, asString(w[s0:t]))
	e.dst = append(e.dst, Match{Start: e.base + s0, End: e.base + t, Ref: ref, Err: code, Kind: KindBare, Flags: flags})
	return t, vYes
}

// trimEnd returns the end of the candidate w[s:t], t > s, without its
// trailing sentence punctuation, unbalanced closing brackets, Markdown
// emphasis ("**", "_") and backslashes. Most candidates end with none:
// that test is inlined.
//
// A trailing backslash is the line break of a man page or the start of
// an escape in a C or JavaScript string ("\n"); one that more of the word
// follows is kept, so that "http://evil.example\@good.example/" is
// reported whole, and invalid, rather than as a clean reference to
// evil.example, which a browser (reading "\" as "/") would visit.
func (e *engine) trimEnd(w []byte, s, t int) int {
	if !trailing[w[t-1]] {
		return t
	}
	return e.trim(w, s, t)
}

// trailing holds the bytes that trimEnd may remove.
var trailing = func() (t [256]bool) {
	for _, c := range []byte(".,;:!?')]}*_\\") {
		t[c] = true
	}
	return t
}()

// trim is trimEnd for a candidate that ends with one of the bytes it may
// remove.
func (e *engine) trim(w []byte, s, t int) int {
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
		case '.', ',', ';', ':', '!', '?', '\'', '*', '_', '\\':
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
	return t
}

// A byteCursor is a search for a byte in a window that goes forward only
// (nextByte): w[from:at] holds none, and w[at] is the next one, or at is
// lim, the length of the window searched. A reference that a rule of
// markupEnd cuts before the end of its word leaves the rest of that word
// to the references after it: the cursors, and the memo of bareWordEnd,
// keep them from reading it again (TestExtractLinear).
type byteCursor struct{ from, at, lim int }

// noCursor is a byteCursor that holds nothing.
var noCursor = byteCursor{lim: -1}

// none reports whether cur knows that w[s:end] holds no byte of its
// search: the common case, which colon tests inline before markupEnd.
func (cur *byteCursor) none(w []byte, s, end int) bool {
	return cur.lim == len(w) && cur.from <= s && cur.at >= end
}

// nextByte returns the index of the first b in w[i:], or len(w).
func (e *engine) nextByte(cur *byteCursor, w []byte, i int, b byte) int {
	if cur.lim != len(w) || i < cur.from || i > cur.at {
		k := bytes.IndexByte(w[i:], b)
		if k < 0 {
			k = len(w) - i
		}
		*cur = byteCursor{i, i + k, len(w)}
	}
	return cur.at
}

// bareWordEnd is wordEnd from w[i], a colon or the character after one
// that spanAuthority keeps, remembered in m or e.words[1-m]: the colons
// in the rest of a word that markupEnd cut find its end at once. The
// memos hold for them, as wordEnd from any character boundary of a word
// finds its end, and a colon is one.
func (e *engine) bareWordEnd(w []byte, i, m int) int {
	if c := &e.words[0]; c.lim == len(w) && c.from <= i && i < c.at {
		return c.at
	}
	if c := &e.words[1]; c.lim == len(w) && c.from <= i && i < c.at {
		return c.at
	}
	e.words[m] = byteCursor{i, e.wordEnd(w, i), len(w)}
	return e.words[m].at
}

// markupEnd returns the end of the reference in running text w[s:end],
// whose scheme ends at the colon w[c], as the markup of Markdown and of
// wiki pages delimits it: before a ')' that closes no '(' of the
// reference ("(see http://a.example/x)y", "[t](http://a.example/)[u]"),
// after a ']' followed by '(' ("[http://a.example/](http://b.example/)")
// and after a ')' that closes one and is followed by '['
// ("http://a.example/Zip_(file_format)[1]"), the first of these that
// holds. A cut in the authority that an '@' follows there is not made
// (see cutOK). Most words hold neither ')' nor ']': two searches of the
// window, remembered, tell.
func (e *engine) markupEnd(w []byte, s, c, end int) int {
	p := e.nextByte(&e.paren, w, s, ')')
	q := e.nextByte(&e.brack, w, s, ']')
	if p >= end && q >= end {
		return end
	}
	// The events in order, each read once: the '(' counted up to each
	// ')', and the search for the next ']' or ')' from after the last.
	depth, from := 0, s
	for min(p, q) < end {
		if q < p {
			if q+1 < end && w[q+1] == '(' {
				return e.cutOK(w, c, q+1, end)
			}
			q = e.nextByte(&e.brack, w, q+1, ']')
			continue
		}
		depth += bytes.Count(w[from:p], []byte{'('})
		from = p + 1
		if depth == 0 {
			return e.cutOK(w, c, p, end)
		}
		depth--
		if p+1 < end && w[p+1] == '[' {
			return e.cutOK(w, c, p+1, end)
		}
		p = e.nextByte(&e.paren, w, p+1, ')')
	}
	return end
}

// cutOK returns x, the end that markupEnd found for the reference whose
// scheme ends at w[c] and whose word ends at w[end], unless x lies in its
// authority and an '@' follows in that authority: the cut would then
// report the userinfo as a host ("http://a.example)@b.example/" names
// b.example), and the word is reported whole (end).
func (e *engine) cutOK(w []byte, c, x, end int) int {
	if c+3 > x || w[c+1] != '/' || w[c+2] != '/' {
		return x
	}
	k0 := c + 3
	for k := k0; k < end; k++ {
		switch w[k] {
		case '/', '?', '#':
			return x
		case '@':
			if k >= x {
				return end
			}
		}
	}
	return x
}

// spanAuthority returns the end of the word of the absolute URI whose
// scheme ends at the colon w[c] and whose word wordEnd ends at w[end], a
// byte beyond ASCII: past that character and those that follow it, when
// they lie in the authority and the word goes on after them. Cut there,
// the reference would name another host: "http://exa\u202Emple.com/" is
// reported whole, and invalid, as it would be between quotes, rather than
// as http://exa. The characters so kept are those that end a word
// (textChar) other than controls and white space: bidirectional
// formatting characters, noncharacters, bytes that are not UTF-8. In a
// path, such a character ends the word: what goes before it names the
// same host.
func (e *engine) spanAuthority(w []byte, c, end int) int {
	n := len(w)
	if c+2 >= end || w[c+1] != '/' || w[c+2] != '/' {
		return end
	}
	for k := c + 3; k < end; k++ {
		if w[k] == '/' || w[k] == '?' || w[k] == '#' {
			return end
		}
	}
	for end < n && w[end] >= utf8.RuneSelf {
		j := end
		for j < n && w[j] >= utf8.RuneSelf {
			k := keptChar(w[j:])
			if k == 0 {
				break
			}
			j += k
		}
		switch {
		case j == end:
			return end
		case j == n:
			if e.atEOF {
				return end
			}
			return n // the word may go on in the next window
		}
		next := e.bareWordEnd(w, j, 1)
		if next == j {
			return end
		}
		for k := j; k < next; k++ {
			if w[k] == '/' || w[k] == '?' || w[k] == '#' {
				return next
			}
		}
		end = next
	}
	return end
}

// keptChar returns the length of the character at the start of s, s[0]
// not ASCII, when it ends a word (textChar) but is neither a control nor
// white space, and may be kept in an authority (spanAuthority); 0
// otherwise, and when s ends within a character.
func keptChar(s []byte) int {
	r, size := utf8.DecodeRune(s)
	switch {
	case size <= 1:
		if !utf8.FullRune(s) {
			return 0
		}
		return 1
	case r < 0xA0 || unicode.Is(unicode.Zs, r) || r == '\u2028' || r == '\u2029' || textChar(s) != 0:
		return 0
	}
	return size
}

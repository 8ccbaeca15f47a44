// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"math/bits"
	"unicode/utf8"
)

// Tuning of the extractor.
const (
	maxSchemeLen = 64  // longest scheme recognized in running text
	extractSlack = 128 // lookahead beyond MaxLength: method, "URL:", version
	extractCtx   = 128 // lookbehind a Scanner keeps: > maxSchemeLen + 1
)

// Extractor states, kept between windows by a Scanner.
const (
	stFresh      = iota // looking for the next reference
	stSkipWord          // inside a too-long candidate that ends with its word
	stSkipTarget        // inside a too-long request-target
)

// engine is the extractor. It works on a window of the input and can stop
// where it lacks lookahead, so that a Scanner finds exactly what a single
// call on the whole input finds.
type engine struct {
	maxLen  int
	schemes []string
	httpOK  bool // request-targets without scheme pass the scheme filter
	noParse bool // ExtractOptions.NoParse: the matches are not parsed

	// lastOK holds a bit per byte that may end a scheme reported without
	// "//": the last letters of opaqueSchemes, or of the listed schemes.
	// slashOK is set when any scheme followed by "//" is reported (no
	// filter). run rejects most colons with these before calling colon.
	lastOK  [4]uint64
	slashOK bool

	state    uint8
	atEOF    bool  // run's: the window ends the input
	minStart int   // absolute offset before which no scheme starts
	pend     Match // stSkip*: the too-long match waiting for its end

	// A Scanner keeps the first maxLen bytes of a too-long match here when
	// the window moves past its start; prefix alternates between two
	// buffers so that the one of a match just emitted survives the next.
	keepPrefix bool
	prefix     [2][]byte
	pi         int
	emitted    []byte // prefix of the too-long match emitted by the last run
	pendLine   bool   // a skip began in the last run (for Scanner line counts)

	// The bitmaps of w[mapAt:mapEnd], the stretch of the window that next
	// classified last: trig has the bytes in classTrigger, stop those
	// outside classURI. run empties the stretch.
	mapAt, mapEnd int
	trig, stop    [mapWords]uint64
}

func (e *engine) init(opts *ExtractOptions) {
	e.maxLen = DefaultMaxExtract
	e.slashOK = true
	last := opaqueSchemes[:]
	if opts != nil {
		if opts.MaxLength > 0 {
			e.maxLen = max(opts.MaxLength, minMaxExtract)
		}
		e.noParse = opts.NoParse
		if len(opts.Schemes) > 0 {
			e.schemes = opts.Schemes
			e.httpOK = e.listed([]byte("http")) || e.listed([]byte("https"))
			e.slashOK = false
			last = opts.Schemes
		}
	}
	for _, s := range last {
		if s != "" {
			c := lower(s[len(s)-1])
			e.lastOK[c>>6] |= 1 << (c & 63)
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
				e.lastOK[c>>6] |= 1 << (c & 63)
			}
		}
	}
}

// The engine classifies the window mapBytes at a time into two bitmaps
// (bitmap.go): the bytes that may begin a reference, and those that end a
// word. Each search for the next one is then a trailing-zero count.
const (
	mapWords = 32
	mapBytes = mapWords * 64
)

// mapFrom classifies w[i:] up to mapBytes into e.trig and e.stop.
func (e *engine) mapFrom(w []byte, i int) {
	s := asString(w[i:min(len(w), i+mapBytes)])
	e.mapAt, e.mapEnd = i, i+len(s)
	bitmapIn(e.trig[:], s, classTrigger)
	bitmapIn(e.stop[:], s, classURI)
	n := (len(s) + 63) >> 6
	for k := range e.stop[:n] {
		e.stop[k] = ^e.stop[k]
	}
	if r := len(s) & 63; r != 0 {
		e.stop[n-1] &= 1<<r - 1
	}
}

// next returns the index of the first byte of w[i:lim] whose bit is set in
// m (e.trig or e.stop), or lim, lim <= len(w). It classifies the window
// anew when i lies outside the stretch classified last.
func (e *engine) next(m *[mapWords]uint64, w []byte, i, lim int) int {
	for i < lim {
		if i < e.mapAt || i >= e.mapEnd {
			e.mapFrom(w, i)
		}
		k := i - e.mapAt
		x := m[k>>6&(mapWords-1)] >> (k & 63)
		if x != 0 {
			return min(i+bits.TrailingZeros64(x), lim)
		}
		end := min(e.mapEnd, lim)
		for k = k>>6 + 1; k<<6 < end-e.mapAt; k++ {
			if x = m[k&(mapWords-1)]; x != 0 {
				return min(e.mapAt+k<<6+bits.TrailingZeros64(x), lim)
			}
		}
		i = end
	}
	return lim
}

// inWord returns the index of the first byte at or after i whose bit is
// set in m, when the word of the bitmap that holds i has one: the common
// case, small enough to inline. next does the rest.
func (e *engine) inWord(m *[mapWords]uint64, i int) (int, bool) {
	if k := uint(i - e.mapAt); k < uint(e.mapEnd-e.mapAt) {
		if x := m[k>>6&(mapWords-1)] >> (k & 63); x != 0 {
			return i + bits.TrailingZeros64(x), true
		}
	}
	return 0, false
}

// nextStop returns the index of the first byte of w[i:lim] outside
// classURI, or lim.
func (e *engine) nextStop(w []byte, i, lim int) int {
	if j, ok := e.inWord(&e.stop, i); ok {
		return min(j, lim)
	}
	return e.next(&e.stop, w, i, lim)
}

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

// wordExtra holds the ASCII bytes outside classURI that do not end a
// candidate: a reference that holds one is reported as invalid rather
// than cut.
var wordExtra = func() (t [utf8.RuneSelf]bool) {
	for _, c := range []byte(`\^{|}`) {
		t[c] = true
	}
	return t
}()

// wordEnd returns the index of the first byte at or after i that ends a
// candidate word, or len(w). Beyond ASCII, a word goes on over the
// characters that some IRI can hold (textChar), and ends at any other
// byte: one that is not UTF-8, and a character no IRI holds, such as a C1
// control or a bidirectional formatting character, or Unicode white
// space. A character cut by the end of the window keeps the word open (it
// returns len(w)) unless the window ends the input.
func (e *engine) wordEnd(w []byte, i int) int {
	for {
		i = e.nextStop(w, i, len(w))
		if i >= len(w) {
			return i
		}
		if c := w[i]; c < utf8.RuneSelf {
			if !wordExtra[c] {
				return i
			}
			i++
			continue
		}
		n := textChar(w[i:])
		if n < 0 && !e.atEOF {
			return len(w)
		}
		if n <= 0 {
			return i
		}
		i += n
	}
}

// targetEnd returns the index of the first space or control byte of
// w[i:lim], or lim.
func (e *engine) targetEnd(w []byte, i, lim int) int {
	for i < lim {
		i = e.nextStop(w, i, lim)
		if i >= lim {
			return lim
		}
		if c := w[i]; c <= ' ' || c == 0x7f {
			return i
		}
		i++
	}
	return lim
}

func isALPHAByte(c byte) bool  { return inClass(c, classALPHA) }
func isSchemeByte(c byte) bool { return inClass(c, classScheme) }

// candidate parses the text of a match (parseCandidate), or with noParse
// returns ErrNotParsed.
func (e *engine) candidate(s string) (Ref, ErrorCode, MatchFlags) {
	if e.noParse {
		return Ref{}, ErrNotParsed, 0
	}
	return parseCandidate(s)
}

// tooLongRef is the Ref of a candidate longer than max bytes.
func tooLongRef(max int) Ref { return failedRef(max) }

// run extracts from w, which holds the input from offset base on, starting
// at index i (w[:i] is lookbehind). Unless atEOF, it stops where it would
// need bytes past the window and returns the index to resume at; the
// caller keeps extractCtx bytes before it. At EOF it returns len(w).
//
// Only four bytes can begin a reference: the ":" after a scheme (the
// scheme is found by looking back), the '"' and '<' before a quoted or
// bracketed one, and the '\n' before a request line (as is the start of
// the input). run jumps from one to the next.
func (e *engine) run(dst []Match, clean, w []byte, base, i int, atEOF bool) ([]Match, []byte, int) {
	n := len(w)
	e.atEOF = atEOF
	e.mapAt, e.mapEnd = 0, 0
	e.emitted = nil
	e.pendLine = false
	lo := max(e.minStart-base, 0) // no scheme starts before lo
	if base+i == 0 && e.state == stFresh && n > 0 {
		// The input starts a line.
		if !atEOF && n < e.maxLen+extractSlack {
			return dst, clean, 0
		}
		var ok bool
		if dst, i, ok = e.requestLine(dst, w, base, 0, false); ok {
			lo = i
		}
	}
	for {
		if e.state != stFresh {
			var j int
			if e.state == stSkipWord {
				j = e.wordEnd(w, i)
			} else {
				j = e.targetEnd(w, i, n)
			}
			if j == n && !atEOF {
				return dst, clean, e.resumeAt(w)
			}
			e.pend.End = base + j
			if e.keepPrefix && e.pend.Start < base {
				e.emitted = e.prefix[e.pi]
			}
			dst = append(dst, e.pend)
			e.state = stFresh
			i, lo = j, j
		}
		j, ok := e.inWord(&e.trig, i) // the next trigger
		if !ok {
			j = e.next(&e.trig, w, i, n)
		}
		if j >= n {
			e.minStart = base + lo
			return dst, clean, e.resumeAt(w)
		}
		if w[j] == ':' {
			if j <= lo || !e.mayEndScheme(w, j) {
				i = j + 1
				continue
			}
			var more bool
			dst, i, lo, more = e.colon(dst, w, base, j, lo, atEOF)
			if more {
				e.minStart = base + lo
				return dst, clean, i
			}
			continue
		}
		if w[j] == '\n' && j+1 < n && !isMethodByte(w[j+1]) {
			// Most lines do not start with a request method: in logs,
			// they start with a digit or a date.
			i = j + 1
			continue
		}
		if !atEOF && n-j < e.maxLen+extractSlack {
			e.minStart = base + lo
			return dst, clean, j
		}
		i = j + 1
		if i >= n || !inClass(w[i], classURI) {
			continue
		}
		ok = false
		switch w[j] {
		case '"':
			dst, i, ok = e.quoted(dst, w, base, i)
		case '<':
			dst, clean, i, ok = e.angle(dst, clean, w, base, i)
		default: // '\n'
			dst, i, ok = e.requestLine(dst, w, base, i, false)
		}
		if ok {
			lo = i
		}
	}
}

// resumeAt returns where run resumes when it has looked at all of w and
// the input goes on: len(w), or in a word that runs past w, the first byte
// of a character that w cuts, which wordEnd reads whole in the next window.
func (e *engine) resumeAt(w []byte) int {
	n := len(w)
	if e.state != stSkipWord {
		return n
	}
	for k := 1; k <= min(n, utf8.UTFMax-1); k++ {
		if c := w[n-k]; c >= 0xC0 {
			if !utf8.FullRune(w[n-k:]) {
				return n - k
			}
			return n
		} else if c < utf8.RuneSelf {
			return n
		}
	}
	return n
}

// skip enters a skip state for m, a too-long candidate whose end lies
// past the window.
func (e *engine) skip(m Match, st uint8, w []byte, base int) {
	m.Err = ErrTooLong
	m.Ref = tooLongRef(e.maxLen)
	e.pend = m
	e.state = st
	if e.keepPrefix {
		e.pi ^= 1
		s := m.Start - base
		e.prefix[e.pi] = append(e.prefix[e.pi][:0], w[s:s+e.maxLen]...)
		e.pendLine = true
	}
}

// colon handles the ':' at w[c]: an absolute URI when a scheme precedes
// it, starting at or after lo. It returns the index to go on from, the new
// lo, and whether it needs more input (then it returns the index to resume
// at and the lo to resume with).
func (e *engine) colon(dst []Match, w []byte, base, c, lo int, atEOF bool) ([]Match, int, int, bool) {
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
		return dst, c + 1, lo, false
	}
	end := e.wordEnd(w, c)
	open := end == n && !atEOF // the word may go on past the window
	if open && n-s0 <= e.maxLen {
		return dst, s0, s0, true
	}
	scheme := w[s0:c]
	slashes := c+2 < end && w[c+1] == '/' && w[c+2] == '/'
	var ok bool
	if e.schemes != nil {
		ok = e.listed(scheme)
	} else {
		ok = slashes || isOpaqueScheme(scheme)
	}
	if !ok {
		return dst, c + 1, lo, false
	}
	if open || end-s0 > e.maxLen {
		m := Match{Start: base + s0, Kind: KindBare}
		if open {
			e.skip(m, stSkipWord, w, base)
			return dst, n, n, false
		}
		m.End, m.Err, m.Ref = base+end, ErrTooLong, tooLongRef(e.maxLen)
		return append(dst, m), end, end, false
	}
	t := trimEnd(w, s0, end)
	min := c + 1
	if slashes {
		min = c + 3
	}
	if t <= min {
		return dst, c + 1, lo, false
	}
	ref, code, flags := e.candidate(asString(w[s0:t]))
	dst = append(dst, Match{Start: base + s0, End: base + t, Ref: ref, Err: code, Kind: KindBare, Flags: flags})
	return dst, t, t, false
}

// trimEnd returns the end of the candidate w[s:t] without its trailing
// sentence punctuation and unbalanced closing brackets.
func trimEnd(w []byte, s, t int) int {
	for t > s {
		c := w[t-1]
		switch c {
		case '.', ',', ';', ':', '!', '?', '\'':
			t--
			continue
		case ')', ']', '}':
			// Only closing brackets and punctuation are trimmed, so the
			// counts in w[s:t] are those of the candidate less what was
			// trimmed.
			o := byte('(')
			if c == ']' {
				o = '['
			} else if c == '}' {
				o = '{'
			}
			if bytes.Count(w[s:t], []byte{c}) > bytes.Count(w[s:t], []byte{o}) {
				t--
				continue
			}
		}
		return t
	}
	return t
}

// looksLikeRef reports whether the quoted text s is reported as a
// reference: it begins with a scheme, "/", "./" or "../".
func (e *engine) looksLikeRef(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	if isALPHAByte(s[0]) {
		j := 1
		for j < len(s) && j <= maxSchemeLen && isSchemeByte(s[j]) {
			j++
		}
		if j < len(s) && s[j] == ':' && j <= maxSchemeLen {
			if e.schemes != nil {
				return e.listed(s[:j])
			}
			return true
		}
	}
	if e.schemes != nil {
		return false
	}
	// "/", "./" or "../", compared byte by byte: bytes.HasPrefix calls
	// memequal, and most quoted text (user agents) gets here.
	return s[0] == '/' || s[0] == '.' && len(s) >= 2 && (s[1] == '/' || s[1] == '.' && len(s) >= 3 && s[2] == '/')
}

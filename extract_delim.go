// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
)

// quoted handles a word at w[i:] just after a double quote: a request line
// or a quoted reference. ok is false when it is neither.
func (e *engine) quoted(dst []Match, w []byte, base, i int) ([]Match, int, bool) {
	// A request line starts with a method (most quoted references do
	// not: they start with a lower-case scheme or "/").
	if isMethodByte(w[i]) {
		if dst, next, ok := e.requestLine(dst, w, base, i, true); ok {
			return dst, next, true
		}
	}
	n := len(w)
	// A quoted reference: a whole word between quotes. Whether it looks
	// like one depends on its first maxSchemeLen+1 bytes only (the scheme
	// and its colon are word bytes), so that is tested first: most quoted
	// text in logs, such as user agents, is not a reference.
	if !e.looksLikeRef(w[i:min(n, i+maxSchemeLen+1)]) {
		return dst, i, false
	}
	end := e.wordEnd(w, i)
	if end-i > e.maxLen {
		m := Match{Start: base + i, Kind: KindQuoted}
		if end == n {
			e.skip(m, stSkipWord, w, base)
			return dst, n, true
		}
		m.End, m.Err, m.Ref = base+end, ErrTooLong, tooLongRef(e.maxLen)
		return append(dst, m), end, true
	}
	if end < n && w[end] == '"' {
		ref, code, flags := e.candidate(asString(w[i:end]))
		dst = append(dst, Match{Start: base + i, End: base + end, Ref: ref, Err: code, Kind: KindQuoted, Flags: flags})
		return dst, end + 1, true
	}
	return dst, i, false
}

// requestLine handles an HTTP request line at w[i:], method SP
// request-target SP HTTP-version: after a double quote when quoted, and
// then up to the closing quote, which it consumes; otherwise at the start
// of a line, and then up to the end of the line, which it leaves. ok is
// false when w[i:] is not one. A request-target longer than the limit is
// reported as too long without looking for the version past it.
func (e *engine) requestLine(dst []Match, w []byte, base, i int, quoted bool) ([]Match, int, bool) {
	n := len(w)
	j := i
	for lim := min(n, i+21); j < lim && isMethodByte(w[j]); {
		j++
	}
	if j == i || j >= n || w[j] != ' ' {
		return dst, i, false
	}
	t0 := j + 1
	t1 := e.targetEnd(w, t0, min(n, t0+e.maxLen+1))
	method := w[i:j]
	if t1-t0 > e.maxLen {
		if j-i >= 3 && (w[t0] == '/' || isALPHAByte(w[t0])) {
			m := Match{Start: base + t0, Kind: KindRequest, Form: targetForm(asString(method), asString(w[t0:t1]))}
			if e.requestOK(m.Form, w[t0:t1]) {
				// Skip only a target that runs past the window, as
				// quoted and colon do: a Scanner keeps the prefix of one
				// pending match at a time.
				end := e.targetEnd(w, t1, n)
				if end == n {
					e.skip(m, stSkipTarget, w, base)
					return dst, n, true
				}
				m.End, m.Err, m.Ref = base+end, ErrTooLong, tooLongRef(e.maxLen)
				return append(dst, m), end, true
			}
		}
		return dst, i, false
	}
	v := versionLen(w[t1:], quoted)
	if t1 == t0 || v == 0 {
		return dst, i, false
	}
	target := w[t0:t1]
	if form := targetForm(asString(method), asString(target)); e.requestOK(form, target) {
		m := Match{Start: base + t0, End: base + t1, Kind: KindRequest}
		if e.noParse {
			m.Form, m.Err = form, ErrNotParsed
		} else if m.Ref, m.Form, m.Err = requestTarget[uriGrammar, uriGrammar](asString(method), asString(target)); m.Err != 0 && mayBeIRI(asString(target), m.Ref) {
			// Not a URI: an IRI (clients send raw UTF-8 paths), or the
			// error of the IRI grammar, as parseCandidate reports it.
			if m.Ref, m.Form, m.Err = requestTarget[iriGrammar, iriQueryGrammar](asString(method), asString(target)); m.Err == 0 {
				m.Flags = FlagIRI
			}
		}
		dst = append(dst, m)
	}
	return dst, t1 + v, true
}

// versionLen returns the length of the " HTTP/d[.d]" that s begins with,
// and of the '"' after it when quoted; unquoted, it must end the line
// (CR, LF or the end of s), which is not counted. It returns 0 when s does
// not begin so.
func versionLen(s []byte, quoted bool) int {
	if len(s) < 7 || string(s[:6]) != " HTTP/" || !isDigit(s[6]) {
		return 0
	}
	v := 7
	if len(s) >= 9 && s[7] == '.' && isDigit(s[8]) {
		v = 9
	}
	switch {
	case quoted && v < len(s) && s[v] == '"':
		return v + 1
	case !quoted && (v == len(s) || s[v] == '\r' || s[v] == '\n'):
		return v
	}
	return 0
}

// isMethodByte reports the bytes of a request method as the extractor
// recognizes it: upper-case letters, "-" and "_".
func isMethodByte(c byte) bool { return 'A' <= c && c <= 'Z' || c == '-' || c == '_' }

// requestOK applies the scheme filter to a request-target.
func (e *engine) requestOK(form TargetForm, target []byte) bool {
	if e.schemes == nil {
		return true
	}
	if form == FormAbsolute {
		if j := bytes.IndexByte(target, ':'); j > 0 {
			return e.listed(target[:j])
		}
		return false
	}
	return e.httpOK
}

// angle handles a word at w[i:] just after "<": a URI, possibly after
// "URL:", possibly broken across lines, up to ">". ok is false when the
// text is not one.
func (e *engine) angle(dst []Match, clean, w []byte, base, i int) ([]Match, []byte, int, bool) {
	n := len(w)
	k := i
	if n-k >= 4 && equalFoldASCII(asString(w[k:k+4]), "url:") {
		k += 4
		if k < n && w[k] == ' ' {
			k++
		}
	}
	cs := k
	if k >= n || !isALPHAByte(w[k]) {
		return dst, clean, i, false
	}
	k += indexNotIn(asString(w[k:]), classScheme)
	if k >= n || w[k] != ':' || (e.schemes != nil && !e.listed(w[cs:k])) {
		return dst, clean, i, false
	}
	var flags MatchFlags
	for {
		k = e.wordEnd(w, k)
		if k >= n || k-cs > e.maxLen {
			return dst, clean, i, false
		}
		c := w[k]
		if c == '>' {
			break
		}
		ws := k
		nl := false
		for k < n && inClass(w[k], classSpace) {
			nl = nl || w[k] == '\n' || w[k] == '\r'
			k++
		}
		if ws == k || !nl || k >= n || k-cs > e.maxLen {
			return dst, clean, i, false
		}
		if w[ws-1] == '-' || w[k] == '-' {
			flags |= FlagHyphenBreak
		}
		flags |= FlagCleaned
	}
	m := Match{Start: base + cs, End: base + k, Kind: KindAngle, Flags: flags}
	if flags&FlagCleaned == 0 {
		m.Ref, m.Err, m.Flags = e.candidate(asString(w[cs:k]))
	} else {
		c0 := len(clean)
		for p := cs; p < k; {
			q := p + indexIn(asString(w[p:k]), classSpace)
			clean = append(clean, w[p:q]...)
			p = q + indexNotIn(asString(w[q:k]), classSpace)
		}
		m.Clean = Span{c0, len(clean)}
		var iri MatchFlags
		m.Ref, m.Err, iri = e.candidate(asString(clean[c0:]))
		m.Flags |= iri
	}
	return append(dst, m), clean, k + 1, true
}

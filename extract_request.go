// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "bytes"

// The extractor's request lines.

// requestLine handles an HTTP request line at w[i:], method SP
// request-target SP HTTP-version: after a double quote when quoted, and
// then up to the closing quote, which it consumes; otherwise at the start
// of a line, and then up to the end of the line, which it leaves. A
// request-target longer than the limit is reported as too long without
// looking for the version past it.
func (e *engine) requestLine(dst []Match, w []byte, base, i int, quoted bool) ([]Match, int, verdict) {
	n := len(w)
	j := i
	for lim := min(n, i+21); j < lim && isMethodByte(w[j]); {
		j++
	}
	e.work += j - i
	switch {
	case j == i:
		return dst, i, vNo
	case j == n:
		return dst, i, e.more()
	case w[j] != ' ':
		return dst, i, vNo
	}
	t0 := j + 1
	if t0 == n {
		return dst, i, e.more()
	}
	method := w[i:j]
	t1 := e.targetEnd(w, t0, min(n, t0+e.maxLen+1))
	if t1-t0 > e.maxLen {
		if j-i >= 3 && (w[t0] == '/' || isALPHAByte(w[t0])) {
			m := Match{Start: base + t0, Kind: KindRequest, Form: targetForm(asString(method), asString(w[t0:t1]))}
			if e.requestOK(m.Form, w[t0:t1]) {
				// Skip only a target that runs past the window, as
				// quoted and colon do: a Scanner keeps the prefix of one
				// pending match at a time.
				dst, end := e.tooLong(dst, m, stSkipTarget, w, base, e.targetEnd(w, t1, n))
				return dst, end, vYes
			}
		}
		return dst, i, vNo
	}
	if t1 == n {
		return dst, i, e.more()
	}
	v, more := versionLen(w[t1:], quoted, e.atEOF)
	switch {
	case more:
		return dst, i, vMore
	case v == 0 || t1 == t0:
		return dst, i, vNo
	}
	return e.target(dst, w, base, method, t0, t1), t1 + v, vYes
}

// target reports the request-target w[t0:t1] of method, unless the
// scheme filter leaves it out.
func (e *engine) target(dst []Match, w []byte, base int, method []byte, t0, t1 int) []Match {
	target := w[t0:t1]
	form := targetForm(asString(method), asString(target))
	if e.schemes != nil && !e.requestOK(form, target) {
		return dst
	}
	m := Match{Start: base + t0, End: base + t1, Kind: KindRequest, Form: form}
	if e.noParse {
		m.Err = ErrNotParsed
	} else {
		e.work += 2 * len(target)
		if m.Ref, m.Form, m.Err = requestTarget[uriGrammar, uriGrammar](asString(method), asString(target)); m.Err != 0 && mayBeIRI(asString(target), m.Ref) {
			// Not a URI: an IRI (clients send raw UTF-8 paths), or the
			// error of the IRI grammar, as parseCandidate reports it.
			e.work += len(target)
			if m.Ref, m.Form, m.Err = requestTarget[iriGrammar, iriQueryGrammar](asString(method), asString(target)); m.Err == 0 {
				m.Flags = FlagIRI
			}
		}
	}
	return append(dst, m)
}

// versionMax is the length of the longest HTTP version a request line
// ends with, " HTTP/1.1".
const versionMax = len(" HTTP/1.1")

// versionLen returns the length of the " HTTP/d[.d]" that s begins with,
// and of the '"' after it when quoted; unquoted, it must end the line (CR,
// LF or the end of the input), which is not counted. It returns 0 when s
// does not begin so, and more when s ends before it can tell and the
// input goes on (atEOF false).
func versionLen(s []byte, quoted, atEOF bool) (v int, more bool) {
	if len(s) < versionMax+1 {
		return versionShort(s, quoted, atEOF)
	}
	if string(s[:6]) != " HTTP/" || !isDigit(s[6]) {
		return 0, false
	}
	v = 7
	if s[7] == '.' && isDigit(s[8]) {
		v = 9
	}
	switch {
	case quoted && s[v] == '"':
		return v + 1, false
	case !quoted && (s[v] == '\r' || s[v] == '\n'):
		return v, false
	}
	return 0, false
}

// versionShort is versionLen for s shorter than " HTTP/1.1" and a byte.
func versionShort(s []byte, quoted, atEOF bool) (v int, more bool) {
	const prefix = " HTTP/"
	if k := min(len(s), len(prefix)); string(s[:k]) != prefix[:k] {
		return 0, false
	}
	switch {
	case len(s) <= len(prefix):
		return 0, !atEOF
	case !isDigit(s[6]):
		return 0, false
	}
	v = 7
	if len(s) > 7 && s[7] == '.' {
		if len(s) == 8 {
			return 0, !atEOF
		}
		if isDigit(s[8]) {
			v = 9
		}
	}
	switch {
	case v == len(s):
		if !atEOF {
			return 0, true
		}
		if quoted {
			return 0, false
		}
		return v, false
	case quoted && s[v] == '"':
		return v + 1, false
	case !quoted && (s[v] == '\r' || s[v] == '\n'):
		return v, false
	}
	return 0, false
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

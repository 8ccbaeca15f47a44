// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The extractor's access-log fields and request lines.
//
// In an access log, the request and the referer are fields between double
// quotes, and each is one reference: a target or a referer that holds a
// space ("GET /a b HTTP/1.1", "http://bad host/") is reported whole, and
// invalid, rather than cut at the space into something that is not in
// the log (issue 33). A field ends at the first double quote that a
// backslash does not escape (Apache writes \" and \\), or at a control
// byte, the end of its line. Only a quote after white space or at the
// start of a line opens a field, so no field starts inside another, and
// each byte is read by at most one field scan.

// refererLook is how far refererAt looks back from a quote.
const refererLook = len(`" 200 `) + 20 + len(` `)

// fieldOpen reports whether the '"' at w[j] may open a field: it is at
// the start of the input or after white space.
func fieldOpen(w []byte, j int) bool { return j == 0 || inClass(w[j-1], classSpace) }

// refererAt reports whether the '"' at w[j] opens the referer field of a
// line of an access log in the combined format: it follows the closing
// quote of the request, the status code and the size of the response,
// `" 200 2326 "` (or `" 304 - "`). It looks back at most refererLook
// bytes.
func refererAt(w []byte, j int) bool {
	k := j - 1
	if k < 0 || w[k] != ' ' {
		return false
	}
	k--
	if k >= 0 && w[k] == '-' {
		k--
	} else {
		d := k
		for k >= 0 && d-k < 20 && isDigit(w[k]) {
			k--
		}
		if k == d {
			return false
		}
	}
	return k >= 5 && w[k] == ' ' && isDigit(w[k-1]) && isDigit(w[k-2]) && isDigit(w[k-3]) && w[k-4] == ' ' && w[k-5] == '"'
}

// referer handles the referer field of an access log that starts at w[i]
// and looks like a reference: the whole field is the reference. It
// returns vNo when the line ends before the closing quote.
func (e *engine) referer(w []byte, i int) (int, verdict) {
	n := len(w)
	lim := min(n, i+e.maxLen+1)
	q, esc := e.fieldEnd(w, i, lim, true, false)
	switch {
	case q < lim:
		if w[q] != '"' {
			return i, vNo
		}
		e.quotedRef(w, i, q)
		return q + 1, vYes
	case lim < i+e.maxLen+1:
		return i, e.more()
	}
	// Longer than the limit: too long, up to the end of the field.
	end, esc := e.fieldEnd(w, lim, n, true, esc)
	e.esc = esc
	return e.tooLong(Match{Start: e.base + i, Kind: KindQuoted}, stSkipField, w, end), vYes
}

// A reqMode says where a request line that requestLine reads stands.
type reqMode uint8

const (
	// reqLine: at the start of a line, up to the end of the line, which
	// requestLine leaves; the line is a field.
	reqLine reqMode = iota
	// reqField: after a double quote that opens an access log's field
	// (fieldOpen), up to the closing quote, which requestLine consumes.
	reqField
	// reqQuoted: after another double quote, as reqField, but the line
	// is no field: only a target that one word makes is read.
	reqQuoted
)

// requestLine handles an HTTP request line at w[i:], method SP
// request-target SP HTTP-version, where mode says. The target is the
// first word after the method, followed by the version; failing that, in
// a field (reqLine, reqField), the rest of the field before the version
// that ends it, spaces and all. A request-target longer than the limit
// is reported as too long without looking for the version past it.
func (e *engine) requestLine(w []byte, i int, mode reqMode) (int, verdict) {
	quoted := mode != reqLine
	n := len(w)
	j := i
	for lim := min(n, i+21); j < lim && isMethodByte(w[j]); {
		j++
	}
	switch {
	case j == i:
		return i, vNo
	case j == n:
		return i, e.more()
	case w[j] != ' ':
		return i, vNo
	}
	t0 := j + 1
	if t0 == n {
		return i, e.more()
	}
	method := w[i:j]
	t1 := e.targetEnd(w, t0, min(n, t0+e.maxLen+1))
	if t1-t0 > e.maxLen {
		if j-i >= 3 && (w[t0] == '/' || isALPHAByte(w[t0])) {
			m := Match{Start: e.base + t0, Kind: KindRequest, Form: targetForm(asString(method), asString(w[t0:t1]))}
			if e.requestOK(m.Form, w[t0:t1]) {
				// Skip only a target that runs past the window, as
				// quoted and colon do: a Scanner keeps the prefix of one
				// pending match at a time.
				return e.tooLong(m, stSkipTarget, w, e.targetEnd(w, t1, n)), vYes
			}
		}
		return i, vNo
	}
	if t1 == n {
		return i, e.more()
	}
	v, more := versionLen(w[t1:], quoted, e.atEOF)
	switch {
	case more:
		return i, vMore
	case v > 0 && t1 > t0:
		e.target(w, method, t0, t1)
		return t1 + v, vYes
	case mode == reqQuoted:
		return i, vNo
	}
	// The field, up to its closing quote or the end of its line.
	lim := min(n, t0+e.maxLen+versionMax+1)
	fe, _ := e.fieldEnd(w, t0, lim, quoted, false)
	if fe == n && !e.atEOF {
		return i, vMore
	}
	if fe < lim || fe == n {
		if t1 = versionBefore(w, t0, fe, quoted); t1 > 0 && t1-t0 <= e.maxLen {
			e.target(w, method, t0, t1)
			if quoted {
				fe++
			}
			return fe, vYes
		}
	}
	return i, vNo
}

// target reports the request-target w[t0:t1] of method, unless the
// scheme filter leaves it out.
func (e *engine) target(w []byte, method []byte, t0, t1 int) {
	m := Match{Start: e.base + t0, End: e.base + t1, Kind: KindRequest}
	if e.targetRef(&m, method, w[t0:t1]) {
		e.dst = append(e.dst, m)
	}
}

// versionBefore returns the end of the request-target of a field
// w[t0:fe] that ends with " HTTP/d" or " HTTP/d.d" after a target of at
// least one byte, or 0. A quoted field must end at its closing quote; a
// line, at CR, LF or the end of the input.
func versionBefore(w []byte, t0, fe int, quoted bool) int {
	switch {
	case fe == len(w):
		if quoted {
			return 0
		}
	case quoted != (w[fe] == '"'), !quoted && w[fe] != '\r' && w[fe] != '\n':
		return 0
	}
	s := w[t0:fe]
	l := len(s)
	switch {
	case l > 9 && s[l-2] == '.' && isDigit(s[l-1]) && isDigit(s[l-3]) && string(s[l-9:l-3]) == " HTTP/":
		return fe - 9
	case l > 7 && isDigit(s[l-1]) && string(s[l-7:l-1]) == " HTTP/":
		return fe - 7
	}
	return 0
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

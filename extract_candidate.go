// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"unicode"
	"unicode/utf8"
)

// parseCandidate parses a reference found in text as a URI-reference, and
// when it is not one, as an IRI-reference: FlagIRI when it is one, and
// otherwise the error of the IRI grammar, which on ASCII input is that of
// the URI grammar, and on other input points further in (at the byte
// where the text stops being the start of any IRI).
func parseCandidate(s string) (Ref, ErrorCode, MatchFlags) {
	r, code := parse(s)
	if code == 0 || !mayBeIRI(s, r) {
		return r, code, 0
	}
	r, err := parseIRI(s)
	if err != nil {
		return r, err.(ErrorCode), 0
	}
	return r, 0, FlagIRI
}

// textChar returns the length of the character at the start of s (s[0] not
// ASCII) when some IRI can hold it, in a query if nowhere else (ucschar or
// iprivate), and it is not Unicode white space (category Zs, U+2028,
// U+2029), which ends a reference in text as ASCII white space does; 0
// when it is none of these, or not UTF-8; and -1 when s ends within a
// character that may be one.
func textChar(s []byte) int {
	r, size := utf8.DecodeRune(s)
	if size <= 1 {
		if !utf8.FullRune(s) {
			return -1
		}
		return 0
	}
	if !isIRIRune(r, true) || unicode.Is(unicode.Zs, r) || r == '\u2028' || r == '\u2029' {
		return 0
	}
	return size
}

// candidate parses the text of a match of kind k (parseCandidate), or
// with noParse, or k not among ExtractOptions.ParseKinds, returns
// ErrNotParsed.
func (e *engine) candidate(k MatchKind, s string) (Ref, ErrorCode, MatchFlags) {
	if !e.parses(k) {
		return Ref{}, ErrNotParsed, 0
	}
	return parseCandidate(s)
}

// tooLongRef is the Ref of a candidate longer than max bytes.
func tooLongRef(max int) Ref { return failedRef(max) }

// parseTarget sets the Ref, Form and Err of m, a request-target of method
// whose text is target (m.Form already the form targetForm gives), and
// FlagIRI for an IRI; with NoParse, or a kind ParseKinds leaves out,
// Err ErrNotParsed.
func (e *engine) parseTarget(m *Match, method, target []byte) {
	if !e.parses(m.Kind) {
		m.Err = ErrNotParsed
		return
	}
	if m.Ref, m.Form, m.Err = requestTarget[uriGrammar, uriGrammar](asString(method), asString(target)); m.Err != 0 && mayBeIRI(asString(target), m.Ref) {
		// Not a URI: an IRI (clients send raw UTF-8 paths), or the
		// error of the IRI grammar, as parseCandidate reports it.
		if m.Ref, m.Form, m.Err = requestTarget[iriGrammar, iriQueryGrammar](asString(method), asString(target)); m.Err == 0 {
			m.Flags |= FlagIRI
		}
	}
}

// targetRef sets the Form of m, a request-target of method whose text is
// target, and parses it (parseTarget), unless the scheme filter leaves it
// out: then it returns false.
func (e *engine) targetRef(m *Match, method, target []byte) bool {
	m.Form = targetForm(asString(method), asString(target))
	if e.schemes != nil && !e.requestOK(m.Form, target) {
		return false
	}
	e.parseTarget(m, method, target)
	return true
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "unicode/utf8"

// A grammar is the grammar a parse follows, RFC 3986's or RFC 3987's
// (iri.go), as a type parameter of the parser (parseText, parseAuthority,
// parseHostPort, scanText), so that the compiler makes a copy of the
// parser for each: Parse's copy holds no test of the IRI rules, and no
// register or stack slot to remember which rules apply, which a mode
// passed as a value would cost its byte-at-a-time path (BenchmarkParse).
// The three are array types only so that their lengths, a constant in
// each copy, tell them apart (isIRI, private).
type grammar interface {
	uriGrammar | iriGrammar | iriQueryGrammar
}

type (
	uriGrammar      [0]struct{} // RFC 3986: ASCII only
	iriGrammar      [1]struct{} // RFC 3987: ucschar in the userinfo, reg-name, path and fragment
	iriQueryGrammar [2]struct{} // RFC 3987 iquery: ucschar and iprivate
)

// isIRI reports whether G allows non-ASCII characters.
func isIRI[G grammar]() bool {
	var g G
	return len(g) != 0
}

// private reports whether G allows iprivate.
func private[G grammar]() bool {
	var g G
	return len(g) == 2
}

// parseGrammar is parse (uriGrammar) or parseIRI.
func parseGrammar[G, Q grammar](s string) (Ref, ErrorCode) {
	if !isIRI[G]() {
		return parse(s)
	}
	r, err := parseIRI(s)
	if err != nil {
		return r, err.(ErrorCode)
	}
	return r, 0
}

// scanError is the error of a component whose scanText stopped at s[i]
// with ok false: ErrPercent for a bad triplet, where s[i-1] is the "%" or
// the hexadecimal digit after it; and with an IRI grammar comp, the
// component's error, for a character that went wrong after its first
// byte, where s[i-1] is one of its bytes.
func scanError[G grammar](s string, i int, comp ErrorCode) ErrorCode {
	if isIRI[G]() && s[i-1] >= utf8.RuneSelf {
		return comp
	}
	return ErrPercent
}

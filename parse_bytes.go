// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"unicode/utf8"
)

// failed returns the Ref of a failed parse: no components, the offset.
func failed(off int, code ErrorCode) (Ref, ErrorCode) {
	return failedRef(off), code
}

// scanPct returns the index of the first byte at or after i that is neither
// in class set nor part of a pct-encoded triplet. If a "%" is not followed
// by two hex digits, ok is false and the index is that of the first byte
// that is not a hex digit (len(s) if s ends early).
func scanPct(s string, i int, set charset) (end int, ok bool) {
	return scanText[uriGrammar](s, i, set)
}

// scanText is scanPct for a component of a URI (uriGrammar) or of an IRI:
// with an IRI grammar it also steps over the non-ASCII characters the
// grammar allows (scanIRIText), and ok is also false when one goes
// wrong after its first byte, with end at the byte where it does (which may
// be a delimiter, as in "/\xe6?", or len(s)); scanError tells the two
// failures apart.
func scanText[G grammar](s string, i int, set charset) (end int, ok bool) {
	for {
		i += indexNotIn(s[i:], set)
		if i >= len(s) || s[i] != '%' {
			if isIRI[G]() && i < len(s) && s[i] >= utf8.RuneSelf {
				return scanIRIText(s, i, set, private[G]())
			}
			return i, true
		}
		if i, ok = checkPct(s, i); !ok {
			return i, false
		}
	}
}

// scanIRIText is scanText with an IRI grammar from a non-ASCII byte at
// s[i], in a query when private is set.
func scanIRIText(s string, i int, set charset, private bool) (end int, ok bool) {
	for {
		n, bad := iriChar(s[i:], private)
		if n == 0 {
			// bad == 0: s[i] begins no character allowed here, and the
			// component ends at it, for the caller to report.
			return i + bad, bad == 0
		}
		// On to the next non-ASCII byte (scanPct stops at it), in a loop
		// rather than a recursion through scanText; at once when it
		// follows.
		if i += n; i < len(s) && s[i] >= utf8.RuneSelf {
			continue
		}
		if i, ok = scanPct(s, i, set); !ok || i >= len(s) || s[i] < utf8.RuneSelf {
			return i, ok
		}
	}
}

// parseScalar is the byte-at-a-time strict parser, the reference for the
// block parser, which handles every input and reports every error.
func parseScalar(s string) (Ref, ErrorCode) {
	return parseTextFrom[uriGrammar, uriGrammar](s, 0, Ref{}, ComponentScheme)
}

// parseText is parseScalar for a URI-reference or, with the grammars
// iriGrammar and iriQueryGrammar (grammar.go), an IRI-reference: G for every
// component but the query, Q for the query. The grammars differ only in
// the characters that scanText lets a component hold.
func parseText[G, Q grammar](s string) (Ref, ErrorCode) {
	return parseTextFrom[G, Q](s, 0, Ref{}, ComponentScheme)
}

// parseTextFrom is parseText from i within component in: from the start
// of s with ComponentScheme, or, for the block parser, from where its block ends
// within the path, the query or the fragment (ComponentPath,
// ComponentQuery, ComponentFragment), with r holding what that parser
// found before i, the flag of the component included: the rules of the
// path, query and fragment are written once, and the block parser enters
// them in the middle.
func parseTextFrom[G, Q grammar](s string, i int, r Ref, in Component) (Ref, ErrorCode) {
	n := len(s)
	var ok bool
	var code ErrorCode
	if in != ComponentScheme {
		switch in {
		case ComponentPath:
			goto path
		case ComponentQuery:
			goto query
		}
		goto fragment
	}
	if uint64(n) > MaxLength {
		return failed(maxLen, ErrTooLong)
	}

	// scheme ":" (3.1). Without one, s is a relative-ref and its first path
	// segment may not hold a ":", which is checked below.
	if n > 0 && inClass(s[0], classALPHA) {
		j := 1 + indexNotIn(s[1:], classScheme)
		if j < n && s[j] == ':' {
			r.addFlags(flagScheme)
			r.setSchemeEnd(j)
			i = j + 1
		}
	}

	// "//" authority path-abempty, or one of the other path forms (3.3).
	if n-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		if i, code = parseAuthority[G](s, i+2, &r); code != 0 {
			return failed(i, code)
		}
		r.setPathKind(PathAbEmpty)
	} else {
		r.setPathKind(pathKindAt(s, i, r.flags()&flagScheme != 0))
	}
	r.setPathStart(i)
path:
	i, ok = scanText[G](s, i, classPath)
	if r.pathKind() == PathNoScheme {
		// A ":" in the first segment comes before anything wrong later in
		// the path, a bad "%" included.
		if k := firstSegmentColon(s[r.pathStart():i]); k >= 0 {
			return failed(r.pathStart()+k, ErrScheme)
		}
	}
	if !ok {
		return failed(i, scanError[G](s, i, ErrPath))
	}
	r.setPathEnd(i)
	if i == n || s[i] == '#' {
		goto queryEnd
	}
	if s[i] != '?' {
		return failed(i, ErrPath)
	}
	r.addFlags(flagQuery)
	i++
query:
	if i, ok = scanText[Q](s, i, classQuery); !ok {
		return failed(i, scanError[Q](s, i, ErrQuery))
	}
queryEnd:
	r.setQueryEnd(i)
	if i == n {
		goto valid
	}
	if s[i] != '#' {
		return failed(i, ErrQuery)
	}
	r.addFlags(flagFragment)
	i++
fragment:
	if i, ok = scanText[G](s, i, classQuery); !ok {
		return failed(i, scanError[G](s, i, ErrFragment))
	}
	if i < n {
		return failed(i, ErrFragment)
	}
valid:
	r.setEnd(n)
	r.addFlags(flagValid)
	return r, 0
}

// parseAuthority parses authority = [ userinfo "@" ] host [ ":" port ]
// (iauthority with an IRI grammar) starting at i, just after "//", into r.
// It returns the index of the byte after the authority, or the error offset
// and code.
func parseAuthority[G grammar](s string, i int, r *Ref) (int, ErrorCode) {
	n := len(s)
	r.addFlags(flagAuthority)

	// The authority starts with a userinfo only if an "@" ends it; read as
	// far as a userinfo could go and look.
	u, ok := scanText[G](s, i, classUserinfo)
	if ok && (u == n || isAuthorityEnd(s[u])) {
		// The common case: no "@", no IP-literal, nothing invalid before
		// the end of the authority, so [i, u) is reg-name [":" port] (a
		// userinfo is a reg-name with colons).
		c := strings.IndexByte(s[i:u], ':')
		if c < 0 {
			setRegName(s, i, u, r)
			r.setPathStart(u)
			return u, 0
		}
		setRegName(s, i, i+c, r)
		return parsePort(s, i+c+1, r)
	}
	if ok && u < n && s[u] == '@' {
		r.addFlags(flagUserinfo)
		i = u + 1
	}
	end, code := parseHostPort[G](s, i, r)
	if code != 0 && r.flags()&flagUserinfo == 0 && !(ok && (u == n || isAuthorityEnd(s[u]))) {
		// Neither a host[:port] nor a userinfo reads past the offending
		// byte, and the userinfo reading is still open (it did not reach the
		// end of the authority without an "@"). When an "@" comes later in
		// the authority, report the reading that went further; when both
		// stop at the same byte, it belongs to a userinfo if an "@" follows
		// it. Without an "@", the authority is a host[:port] (the ruling of
		// docs/errors.md), whatever the userinfo reading met.
		switch {
		case !ok && u >= end && atFollows(s, u-1):
			return u, scanError[G](s, u, ErrUserinfo)
		case u > end && atFollows(s, u-1):
			return u, ErrUserinfo
		case u == end && code != ErrPercent && atFollows(s, u):
			return u, ErrUserinfo
		}
	}
	return end, code
}

// atFollows reports whether an "@" comes after s[i] within the authority.
func atFollows(s string, i int) bool {
	for i++; i < len(s) && !isAuthorityEnd(s[i]); i++ {
		if s[i] == '@' {
			return true
		}
	}
	return false
}

// parseHostPort parses host [ ":" port ] starting at i.
func parseHostPort[G grammar](s string, i int, r *Ref) (int, ErrorCode) {
	n := len(s)
	if i < n && s[i] == '[' {
		end, code := parseIPLiteral(s, i, r)
		if code != 0 {
			return end, code
		}
		i = end
		if i < n && s[i] != ':' && !isAuthorityEnd(s[i]) {
			return i, ErrHost
		}
	} else {
		start := i
		var ok bool
		if i, ok = scanText[G](s, i, classRegName); !ok {
			return i, scanError[G](s, i, ErrHost)
		}
		setRegName(s, start, i, r)
	}
	if i < n && s[i] == ':' {
		return parsePort(s, i+1, r)
	}
	if i < n && !isAuthorityEnd(s[i]) {
		return i, ErrHost
	}
	r.setPathStart(i)
	return i, 0
}

// parseIPLiteral parses IP-literal = "[" ( IPv6address / IPvFuture ) "]"
// with s[i] == '['. It returns the index after the "]".
func parseIPLiteral(s string, i int, r *Ref) (int, ErrorCode) {
	n := len(s)
	start := i + 1
	if start < n && (s[start] == 'v' || s[start] == 'V') {
		// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
		j := start + 1
		j += indexNotIn(s[j:], classHEXDIG)
		if j == start+1 || j >= n || s[j] != '.' {
			return j, ErrIPvFuture
		}
		j++
		k := j + indexNotIn(s[j:], classUserinfo)
		switch {
		case k == j && k < n:
			return k, ErrIPvFuture
		case k >= n:
			return n, ErrIPLiteral
		case s[k] != ']':
			return k, ErrIPvFuture
		}
		r.setHostStart(start)
		r.setHostEnd(k)
		r.setHostKind(HostIPvFuture)
		return k + 1, 0
	}
	k := start + indexNotIn(s[start:], classIPv6)
	off, complete := checkIPv6(s[start:k])
	switch {
	case start+off < k:
		return start + off, ErrIPv6
	case k >= n:
		return n, ErrIPLiteral
	case s[k] != ']' || !complete:
		return k, ErrIPv6
	}
	r.setHostStart(start)
	r.setHostEnd(k)
	r.setHostKind(HostIPv6)
	return k + 1, 0
}

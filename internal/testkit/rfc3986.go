// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testkit

import "strings"

// This file is the reference model of RFC 3986 section 5: the RFC's
// pseudo-code transcribed over strings, slow and plain, sharing no code
// with the parser it checks. It does not validate: callers parse base and
// ref first (with the parser under test or a peer) and call the model only
// on valid references.

// RemoveDotSegments is RFC 3986 5.2.4 transcribed step by step with two
// string buffers.
func RemoveDotSegments(in string) string {
	out := ""
	removeLast := func() {
		if i := strings.LastIndex(out, "/"); i >= 0 {
			out = out[:i]
		} else {
			out = ""
		}
	}
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			removeLast()
		case in == "/..":
			in = "/"
			removeLast()
		case in == "." || in == "..":
			in = ""
		default:
			i := 0
			if in[0] == '/' {
				i = 1
			}
			if j := strings.Index(in[i:], "/"); j >= 0 {
				i += j
			} else {
				i = len(in)
			}
			out += in[:i]
			in = in[i:]
		}
	}
	return out
}

// parts are the five components of a reference, each with whether it is
// defined (an empty query is not an absent one).
type parts struct {
	scheme, authority, path, query, fragment string
	hasS, hasA, hasQ, hasF                   bool
}

// split is the regular expression of RFC 3986 Appendix B,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// matched by hand.
func split(s string) parts {
	var p parts
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		p.scheme, p.hasS, s = s[:i], true, s[i+1:]
	}
	if strings.HasPrefix(s, "//") {
		s = s[2:]
		i := strings.IndexAny(s, "/?#")
		if i < 0 {
			i = len(s)
		}
		p.authority, p.hasA, s = s[:i], true, s[i:]
	}
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.fragment, p.hasF, s = s[i+1:], true, s[:i]
	}
	if i := strings.IndexByte(s, '?'); i >= 0 {
		p.query, p.hasQ, s = s[i+1:], true, s[:i]
	}
	p.path = s
	return p
}

// Resolve is RFC 3986 5.2.2 (strict, or with the non-strict scheme rule
// of its note), 5.2.3 and 5.3 transcribed over strings, with the "/."
// guard of the conformance rulings where 5.2.4 leaves a path starting with
// "//" and there is no authority. ok is false when base has no scheme.
// base and ref must be valid references.
func Resolve(base, ref string, strict bool) (target string, ok bool) {
	B, R := split(base), split(ref)
	if !B.hasS {
		return "", false
	}
	var T parts
	if !strict && R.hasS && strings.EqualFold(R.scheme, B.scheme) {
		R.hasS = false
	}
	if R.hasS {
		T.scheme, T.hasS = R.scheme, true
		T.authority, T.hasA = R.authority, R.hasA
		T.path = RemoveDotSegments(R.path)
		T.query, T.hasQ = R.query, R.hasQ
	} else {
		if R.hasA {
			T.authority, T.hasA = R.authority, true
			T.path = RemoveDotSegments(R.path)
			T.query, T.hasQ = R.query, R.hasQ
		} else {
			if R.path == "" {
				T.path = B.path
				if R.hasQ {
					T.query, T.hasQ = R.query, true
				} else {
					T.query, T.hasQ = B.query, B.hasQ
				}
			} else {
				if strings.HasPrefix(R.path, "/") {
					T.path = RemoveDotSegments(R.path)
				} else {
					T.path = RemoveDotSegments(merge(B, R.path))
				}
				T.query, T.hasQ = R.query, R.hasQ
			}
			T.authority, T.hasA = B.authority, B.hasA
		}
		T.scheme, T.hasS = B.scheme, true
	}
	T.fragment, T.hasF = R.fragment, R.hasF
	out := T.scheme + ":"
	if T.hasA {
		out += "//" + T.authority
	} else if strings.HasPrefix(T.path, "//") {
		out += "/."
	}
	out += T.path
	if T.hasQ {
		out += "?" + T.query
	}
	if T.hasF {
		out += "#" + T.fragment
	}
	return out, true
}

// merge is RFC 3986 5.2.3.
func merge(B parts, ref string) string {
	if B.hasA && B.path == "" {
		return "/" + ref
	}
	if i := strings.LastIndex(B.path, "/"); i >= 0 {
		return B.path[:i+1] + ref
	}
	return ref
}

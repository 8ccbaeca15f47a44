// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

// AppendHostBase appends to dst the host that the basic URL parser of
// the WHATWG URL Standard gives the URL s against the base URL base, as
// new URL(s, base) does and as a browser resolves a link of a page whose
// address is base, and returns the extended buffer and the kind of host;
// it serializes the host as AppendHost does.
//
// The host is the one of s when s names one: s has a scheme that is not
// special ("sc://h"), or a special scheme other than the base's, or a
// special scheme and then two slashes ("http://h", "http:\\h"), or no
// scheme and two slashes ("//h", scheme-relative; "\\h" too when the
// base's scheme is special). It is the base's host otherwise: a
// path-relative "a/b" or "/a", a query or fragment alone, and "http:foo"
// or "http:/foo" against an http base (the special relative state). A
// file URL takes the host of a file base unless two slashes follow its
// "file:" ("file:/C:/" against "file://host/" has the host "host"); a
// reference without a scheme against a file base is read as a file URL.
//
// AppendHostBase fails when base does, as new URL(s, base) throws: with
// the failure of AppendHost(base), and ErrMissingScheme for a base
// without a scheme. A reference without a scheme against a base with an
// opaque path ("mailto:a@b") fails with ErrMissingScheme, but for a
// fragment alone, which has the base's host: none.
//
// AppendHostBase reads base once and s once or twice, and allocates as
// AppendHost does for either: not at all for ASCII hosts when dst has
// room. The result does not alias s or base.
func AppendHostBase[T, B ~string | ~[]byte](dst []byte, s T, base B) ([]byte, Kind, error) {
	return appendHostBase(dst, asString(s), asString(base))
}

// appendHostBase is AppendHostBase on strings, by the states of the basic
// URL parser with a base URL (URL Standard 4.4, URL parsing): the base's
// host first,
// which is the answer of a relative s, and the base's failure whatever s
// is (the URL constructor parses base first).
func appendHostBase(dst []byte, s, base string) ([]byte, Kind, error) {
	n := len(dst)
	dst, bk, err := appendHost(dst, base)
	if err != nil {
		return dst[:n], None, err
	}
	b := trimControlSpace(base)
	bi, bscheme := scanScheme(b)
	t := trimControlSpace(s)
	i, scheme := scanScheme(t)
	switch {
	case i < 0:
		// The no scheme state: s is relative to base.
		switch {
		case bscheme == schemeFile:
			// The file state, then the file slash state: the host of
			// s after two slashes (file host state), else base's.
			if twoSlashes(t, 0, true) {
				return fileHost(dst[:n], t, 0)
			}
			return dst, bk, nil
		case bscheme == schemeSpecial:
			// The relative state, then the relative slash state: two
			// slashes of either kind start an authority.
			if twoSlashes(t, 0, true) {
				return specialAuthorityHost(dst[:n], t, 0)
			}
			return dst, bk, nil
		case hasOpaquePath(b, bi):
			// A base with an opaque path takes a fragment alone.
			if j := skipTabNewline(t, 0); j < len(t) && t[j] == '#' {
				return dst, bk, nil
			}
			return dst[:n], None, ErrMissingScheme
		}
		if twoSlashes(t, 0, false) {
			j := skipTabNewline(t, skipTabNewline(t, 0)+1)
			return authorityHost(dst[:n], t, j+1, false)
		}
		return dst, bk, nil
	case scheme == schemeFile && bscheme == schemeFile:
		if twoSlashes(t, i, true) {
			return fileHost(dst[:n], t, i)
		}
		return dst, bk, nil
	case scheme == schemeSpecial && bscheme == schemeSpecial && sameScheme(t[:i-1], b[:bi-1]):
		// The special relative or authority state, then the relative
		// state: the base's host unless two slashes follow.
		if twoSlashes(t, i, true) {
			return specialAuthorityHost(dst[:n], t, i)
		}
		return dst, bk, nil
	}
	return appendHost(dst[:n], s)
}

// twoSlashes reports whether s has two slashes at i, tabs and newlines
// skipped: "/" or, when backslash, "\" too.
func twoSlashes(s string, i int, backslash bool) bool {
	for range 2 {
		i = skipTabNewline(s, i)
		if i == len(s) || s[i] != '/' && !(backslash && s[i] == '\\') {
			return false
		}
		i++
	}
	return true
}

// hasOpaquePath reports whether the URL b, whose scheme is not special and
// ends at i, has an opaque path: no "/" follows its ":".
func hasOpaquePath(b string, i int) bool {
	i = skipTabNewline(b, i)
	return i == len(b) || b[i] != '/'
}

// sameScheme reports whether the schemes a and b, which may hold tabs and
// newlines, are the same in any case.
func sameScheme(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && isTabNewline(a[i]) {
			i++
		}
		for j < len(b) && isTabNewline(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i]|0x20 != b[j]|0x20 {
			return false
		}
		i, j = i+1, j+1
	}
}

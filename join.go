// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"strings"
)

// AppendJoinPath appends to dst the reference s, whose Ref is r, with the
// path elements elem joined to its path, as net/url's URL.JoinPath joins
// them, and returns the extended buffer: the path and the elements are
// joined with "/", and the result cleaned as path.Join cleans it, runs of
// "/" made one and "." and ".." segments resolved, never above the root.
// A trailing "/" stays when the last element (or the path, without
// elements) ends with one. The scheme, the authority, the query and the
// fragment are kept: "https://h/a/b?q" joined with "../c", "d/" is
// "https://h/a/c/d/?q".
//
// An element is path text, "/" included: a byte that a path does not
// allow is percent-encoded ("?" as "%3F", a space as "%20", a "%" that
// begins no pct-encoded triplet as "%25"), and a pct-encoded triplet is
// kept, so "a%2Fb" stays one segment. Unlike net/url, a dot written
// "%2E" is a dot (RFC 3986 6.2.2.2 makes them the same), so that "%2e%2e"
// cannot climb out of the path after a later normalization. A path
// joined to an authority begins with "/", and a relative reference whose
// first segment would read as a scheme gets "./" before it.
//
// r is the Ref of s from Parse (a Ref that does not belong to s is
// replaced by Parse's); the error is Parse's for an invalid s, and
// ErrForm for a request-target that is not a URI-reference. dst is then
// returned unchanged. AppendJoinPath reads each byte of s and of elem a
// bounded number of times. It does not allocate when dst has room for
// the result, which is at most len(s)+3 bytes plus 3*len(e)+1 bytes for
// each element e, and the result does not alias s or elem.
func AppendJoinPath[T ~string | ~[]byte](dst []byte, s T, r Ref, elem ...string) ([]byte, error) {
	str := asString(s)
	if !uriRef(&r, str) {
		if code := reparse(&r, str, true); code != 0 {
			return dst, code
		}
	}
	ps, pe := r.pathStart(), r.pathEnd()
	path := str[ps:pe]
	orig := len(dst)
	dst = append(dst, str[:ps]...)
	base := len(dst)
	// Each segment is written as "/" and its text; the first "/" goes
	// when the path is relative.
	dst = appendJoinSegments(dst, base, path, false)
	last := path
	for _, e := range elem {
		dst = appendJoinSegments(dst, base, e, true)
		last = e
	}
	abs := strings.HasPrefix(path, "/") || r.HasAuthority()
	switch {
	case len(dst) == base && strings.HasPrefix(path, "/"):
		dst = append(dst, '/')
	case len(dst) > base && !abs:
		dst = append(dst[:base], dst[base+1:]...) // the first "/"
		if !r.HasScheme() && firstSegmentHasColon(dst[base:]) {
			dst = insertAt(dst, base, "./")
		}
	}
	if strings.HasSuffix(last, "/") && len(dst) > base && dst[len(dst)-1] != '/' {
		dst = append(dst, '/')
	}
	if uint64(len(dst)-orig) > MaxLength {
		return dst[:orig], ErrTooLong
	}
	return append(dst, str[pe:]...), nil
}

// appendJoinSegments appends to dst the segments of p, each as "/" and
// its text, skipping empty and "." segments and taking a segment off the
// path written after dst[base] for each "..". With escape, p is an
// element, whose bytes a path does not allow are percent-encoded.
func appendJoinSegments(dst []byte, base int, p string, escape bool) []byte {
	for p != "" {
		seg := p
		if i := strings.IndexByte(p, '/'); i >= 0 {
			seg, p = p[:i], p[i+1:]
		} else {
			p = ""
		}
		dots, size := dotSegment(seg, true)
		switch {
		case seg == "" || dots == 1 && size == len(seg):
		case dots == 2 && size == len(seg):
			// Each byte written is taken off at most once: linear.
			if i := bytes.LastIndexByte(dst[base:], '/'); i >= 0 {
				dst = dst[:base+i]
			}
		case escape:
			dst = appendPathText(append(dst, '/'), seg)
		default:
			dst = append(append(dst, '/'), seg...)
		}
	}
	return dst
}

// appendPathText appends the segment text seg with the bytes a segment
// does not allow percent-encoded, its pct-encoded triplets kept.
func appendPathText(dst []byte, seg string) []byte {
	start := 0
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if c == '%' {
			if _, ok := checkPct(seg, i); ok {
				i += 2
				continue
			}
		} else if inClass(c, classPchar) {
			continue
		}
		dst = append(dst, seg[start:i]...)
		dst = append(dst, '%', upperHexDigits[c>>4], upperHexDigits[c&15])
		start = i + 1
	}
	return append(dst, seg[start:]...)
}

// firstSegmentHasColon reports whether the first segment of the relative
// path p holds a ":", which would make it read as a scheme (RFC 3986 4.2).
func firstSegmentHasColon(p []byte) bool {
	for _, c := range p {
		switch c {
		case ':':
			return true
		case '/':
			return false
		}
	}
	return false
}

// AppendRedacted appends to dst the reference s, whose Ref is r, with the
// password of its userinfo replaced by "xxxxx", as net/url's
// URL.Redacted writes it, and returns the extended buffer:
// "https://user:secret@h/" is "https://user:xxxxx@h/". A userinfo without
// ":" has no password and stays ("https://user@h/"), and an empty
// password is replaced too ("https://user:@h/" is
// "https://user:xxxxx@h/"), as net/url does. RFC 3986 3.2.1 deprecates
// the password in a URI; a log or an error message should not show one.
//
// r is the Ref of s from Parse, ParseAuthority or ParseRequestTarget (a
// Ref that does not belong to s is replaced by Parse's); the error is
// Parse's for an invalid s, and dst is then returned unchanged. It does
// not allocate when dst has room for len(s)+5 bytes more, and the result
// does not alias s.
func AppendRedacted[T ~string | ~[]byte](dst []byte, s T, r Ref) ([]byte, error) {
	str := asString(s)
	if !usableRef(&r, str) || !r.Valid() {
		if code := reparse(&r, str, false); code != 0 {
			return dst, code
		}
	}
	start, end := redactSpan(str, r)
	if start < 0 {
		return append(dst, str...), nil
	}
	dst = append(dst, str[:start]...)
	dst = append(dst, "xxxxx"...)
	return append(dst, str[end:]...), nil
}

// redactSpan returns the offsets of the password of the valid reference
// s, whose Ref is r, after the ":" of its userinfo; -1 when it has none.
func redactSpan(s string, r Ref) (start, end int) {
	if !r.HasUserinfo() {
		return -1, -1
	}
	u := r.Userinfo()
	i := strings.IndexByte(u.In(s), ':')
	if i < 0 {
		return -1, -1
	}
	return u.Start + i + 1, u.End
}

// JoinPath returns u with the path elements elem joined to its path, as
// AppendJoinPath joins them and as net/url's URL.JoinPath does. The error
// is ErrTooLong for a result longer than MaxLength. It allocates the text
// of the result.
func (u URI) JoinPath(elem ...string) (URI, error) {
	b, err := AppendJoinPath(nil, u.s, u.ref(), elem...)
	if err != nil {
		return URI{}, err
	}
	return ParseURI(string(b))
}

// Redacted returns the text of u with the password of its userinfo
// replaced by "xxxxx", as AppendRedacted writes it and as net/url's
// URL.Redacted does: "https://user:secret@h/" is "https://user:xxxxx@h/".
// It allocates only when u has a password.
func (u URI) Redacted() string {
	start, end := redactSpan(u.s, u.ref())
	if start < 0 {
		return u.s
	}
	return u.s[:start] + "xxxxx" + u.s[end:]
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strconv"

// AppendOrigin appends to dst the origin of the URI s, whose Ref is r, as
// RFC 6454 computes it (4) and serializes it (6.2): the scheme and the
// host in lower case, then ":" and the port, which is left out when it is
// the scheme's default, and returns the extended buffer. So
// "HTTP://u@Example.COM:80/p?q" has the origin "http://example.com",
// "https://h:8443/" has "https://h:8443" and "http://[::1]:080/" has
// "http://[::1]", the port being a number (leading zeros dropped, 080 is
// 80). The userinfo, the path, the query and the fragment are no part of
// an origin.
//
// The default ports are those of DefaultSchemeRules: 80 for http and ws,
// 443 for https and wss, 21 for ftp; an empty port ("http://h:/") is the
// default too (RFC 3986 3.2.3). The host is normalized as AppendNormalize
// normalizes it (6.2.2), so that equivalent URIs have one origin: its
// percent-encodings of unreserved characters are decoded ("ex%61mple.com"
// is "example.com"), the others get upper-case hexadecimal digits. An IP
// literal keeps its brackets and its text, in lower case: an IPv6 address
// is not compressed, so "[0::1]" and "[::1]" are different hosts, as RFC
// 6454 compares hosts as text. Any scheme with a host has an origin here:
// RFC 6454 leaves the origin of a scheme a user agent does not know to it
// (a browser gives most a unique origin), so a caller that wants the
// origins of the web only checks the scheme.
//
// The error is ErrNoScheme for a reference without a scheme (a relative
// reference, and the Refs of ParseAuthority, ParseHostHeader and of a
// request-target in the origin-form, the authority-form or the
// asterisk-form), ErrNoHost for a URI without an authority ("mailto:a@b")
// or with an empty host ("file:///x", "http:///x"), and ErrPortNumber for a
// port above 65535 ("http://h:99999/"); dst is then returned unchanged.
// Such a URI has no origin that RFC 6454 can serialize (a unique one,
// which SameOrigin finds equal to none).
//
// r is the Ref of s from Parse, ParseIRI (the host of an IRI is written as
// it is, non-ASCII characters included, where a browser would write its
// punycode form: see package web), ParseRequestTarget in the
// absolute-form, Split (used as it is, unchecked) or the extractor. A Ref
// that does not belong to s (a failed Parse, the zero Ref, the Ref of an
// input of another length) is not trusted: s is parsed again with Parse,
// and its ErrorCode is the error when it is not a URI-reference. Whatever
// the Ref, AppendOrigin does not panic.
//
// AppendOrigin does not allocate when dst has room for the origin, which
// is never longer than s; the result does not alias s.
func AppendOrigin[T ~string | ~[]byte](dst []byte, s T, r Ref) ([]byte, error) {
	str := asString(s)
	o, code := originOf(str, r)
	if code != 0 {
		return dst, code
	}
	dst = appendLower(dst, o.scheme)
	dst = append(dst, "://"...)
	if o.literal {
		dst = append(dst, '[')
	}
	dst = appendPctNormalized(dst, o.host, true)
	if o.literal {
		dst = append(dst, ']')
	}
	if o.port >= 0 {
		dst = append(dst, ':')
		dst = strconv.AppendUint(dst, uint64(o.port), 10)
	}
	return dst, nil
}

// SameOrigin reports whether the URIs a and b have the same origin (RFC
// 6454 5): the same scheme and host, compared without regard to case and
// with their percent-encodings normalized, and the same port, a default
// port and an absent one being the same. It is whether AppendOrigin gives
// the same text for both, computed without a buffer: "https://h:443/a" and
// "HTTPS://H/b" have the same origin, "http://h:8080/" and "http://h/" do
// not. A reference that has no origin AppendOrigin can write (it is
// invalid, relative, without a host, or with a port above 65535) has a
// unique one: it has the same origin as nothing, itself included.
//
// a and b are parsed with Parse: a reference to compare with another's
// Ref goes through AppendOrigin. SameOrigin does not allocate.
func SameOrigin[A, B ~string | ~[]byte](a A, b B) bool {
	sa, sb := asString(a), asString(b)
	oa, code := originOf(sa, Ref{})
	if code != 0 {
		return false
	}
	ob, code := originOf(sb, Ref{})
	if code != 0 {
		return false
	}
	return oa.port == ob.port && oa.literal == ob.literal &&
		equalFoldASCII(oa.scheme, ob.scheme) && pctEqual(oa.host, ob.host, true)
}

// An origin is what RFC 6454 makes of a URI, as written in it.
type origin struct {
	scheme  string // as written
	host    string // as written, without the brackets of an IP literal
	literal bool   // the host is an IP literal
	port    int    // the port number, or -1 for the scheme's default
}

// originOf returns the origin of s, whose Ref is r, or the reason it has
// none (AppendOrigin). A Ref that does not belong to s is replaced by that
// of Parse.
func originOf(s string, r Ref) (origin, ErrorCode) {
	if !usableRef(&r, s) {
		if code := reparse(&r, s, false); code != 0 {
			return origin{}, code
		}
	}
	f := r.flags()
	if f&flagScheme == 0 {
		return origin{}, ErrNoScheme
	}
	o := origin{scheme: r.Scheme().In(s), host: r.Host().In(s), literal: r.ipLiteral() != 0, port: -1}
	if f&flagAuthority == 0 || o.host == "" && !o.literal {
		return origin{}, ErrNoHost
	}
	switch p, kind := r.PortValue(); kind {
	case PortOutOfRange:
		return origin{}, ErrPortNumber
	case PortValid:
		if def, ok := defaultPort(o.scheme); !ok || def != p {
			o.port = int(p)
		}
	}
	return o, 0
}

// DefaultPort returns the default port of scheme, compared without regard
// to case, and whether it has one: those of DefaultSchemeRules, 80 for
// http and ws, 443 for https and wss, 21 for ftp. It does not allocate.
func DefaultPort(scheme string) (uint16, bool) { return defaultPort(scheme) }

// defaultPort returns the default port of scheme, from the scheme rules
// of DefaultSchemeRules, and whether it has one.
func defaultPort(scheme string) (uint16, bool) {
	rule := defaultNormalizer.rule(scheme, true, LevelScheme)
	if rule == nil {
		return 0, false
	}
	n, p, ok := scanPort(rule.DefaultPort)
	return p, ok && n == len(rule.DefaultPort)
}

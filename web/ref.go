// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import "github.com/uriscan/uri"

// AppendHostRef is AppendHost for a string s that has been parsed: r is
// its Ref, from uri.Parse or uri.ParseIRI. For a valid s it takes the
// authority from r rather than read s again. A Ref that does not belong to s (of an input
// of another length) is not trusted: s is parsed again.
func AppendHostRef[T ~string | ~[]byte](dst []byte, s T, r uri.Ref) ([]byte, Kind, error) {
	return appendHostRef(dst, asString(s), r)
}

// appendHostRef is AppendHostRef on a string.
func appendHostRef(dst []byte, s string, r uri.Ref) ([]byte, Kind, error) {
	if !r.Valid() || r.Len() != len(s) {
		return appendHost(dst, s)
	}
	if out, k, err, ok := refHost(dst, s, r); ok {
		return out, k, err
	}
	return scanHost(dst, s)
}

// refHost appends the host of s, a valid URI reference whose Ref is r,
// and reports true, when the components of r tell it: the basic URL
// parser reads a valid reference as RFC 3986 does, except where the
// scheme is special and "//" and a non-empty authority do not follow it
// ("http:h", "http:///h"), and for a file URL; it reports false for
// those, which scanHost reads. A valid reference holds no tab, newline,
// control, space or "\", so the parser removes nothing; its userinfo has
// no "@", so the last "@" ends it; its authority ends where the parser's
// does. What is left is the host parser on the text of the host, and the
// port's range.
func refHost(dst []byte, s string, r uri.Ref) ([]byte, Kind, error, bool) {
	if !r.HasScheme() {
		// No base URL to resolve a relative reference against.
		return dst, None, ErrMissingScheme, true
	}
	scheme := schemeKind(r.Scheme().In(s))
	switch {
	case scheme == schemeFile:
		return dst, None, nil, false
	case !r.HasAuthority():
		if scheme == schemeSpecial {
			return dst, None, nil, false
		}
		return dst, None, nil, true
	}
	host := r.Host().In(s)
	hk := r.HostKind()
	if host == "" && hk == uri.HostRegName {
		switch {
		case r.HasUserinfo() || r.HasPort():
			return dst, None, ErrHostMissing, true
		case scheme == schemeSpecial:
			// "http://" then the path: the parser skips the slashes.
			return dst, None, nil, false
		}
		return dst, Empty, nil, true
	}
	n := len(dst)
	dst, k, err := refHostText(dst, host, hk, scheme == schemeSpecial)
	if err == nil && r.HasPort() && r.Port().In(s) != "" {
		if _, ok := r.PortNumber(); !ok {
			return dst[:n], None, ErrPortOutOfRange, true
		}
	}
	return dst, k, err, true
}

// refHostText appends the host of a valid reference whose host, as
// written, is host, of the kind hk.
func refHostText(dst []byte, host string, hk uri.HostKind, special bool) ([]byte, Kind, error) {
	n := len(dst)
	switch {
	case hk == uri.HostIPv6 || hk == uri.HostIPvFuture:
		var a [8]uint16
		if err := parseIPv6(host, &a); err != nil {
			return dst, None, err
		}
		return appendIPv6(dst, &a), IPv6, nil
	case !special:
		// The opaque host: a valid host holds no forbidden host code
		// point; an IRI's may hold bytes to percent-encode.
		return opaqueHost(dst, host)
	case hk == uri.HostIPv4:
		// Four decimal numbers without leading zeros: the IPv4
		// serializer writes them as they are.
		return append(dst, host...), IPv4, nil
	}
	// A registered name: lowered as it is copied; then "%" and the
	// bytes of an IRI's name are the only ones that need another look.
	dst, classes := appendRegName(dst, host)
	if classes&(percent|high) != 0 {
		return domainHost(dst, n, false)
	}
	return finishDomain(dst, n)
}

// appendRegName appends host, a valid registered name (without a
// forbidden domain code point), with its ASCII letters lowered, and
// returns the classes (domainClass) of its bytes that matter then:
// percent, and high for the bytes >= 0x80 of an IRI's.
func appendRegName(dst []byte, host string) ([]byte, uint8) {
	addWork(len(host))
	n := len(dst)
	dst = append(dst, host...)
	var classes uint8
	for i, c := range dst[n:] {
		classes |= domainClass[c]
		if classes&upper != 0 && 'A' <= c && c <= 'Z' {
			dst[n+i] = c + 'a' - 'A'
		}
	}
	return dst, classes &^ upper
}

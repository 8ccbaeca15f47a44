// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"encoding/binary"

	"github.com/uriscan/uri"
)

// AppendHostRef is AppendHost for a string s that has been parsed: r is
// its Ref, from uri.Parse or uri.ParseIRI. For a valid s it takes the
// authority from r rather than read s again; a failed r (of an invalid s)
// spares it a parse of s. A valid Ref that does not belong to s (of an
// input of another length) is not trusted: s is parsed again. Whatever r
// is, the host is the one AppendHost gives s.
func AppendHostRef[T ~string | ~[]byte](dst []byte, s T, r uri.Ref) ([]byte, Kind, error) {
	return appendHostRef(dst, asString(s), r)
}

// AppendHostDiffers is AppendHostRef and Differs in one call, for a
// caller that writes the host and reports the finding, as the scan
// command does: it appends the WHATWG host of s, whose Ref is r, and
// reports its kind, whether it differs from the RFC 3986 host as
// HostDiffers says, and the failure. In the common case, a special
// scheme and a registered name in ASCII that is its host lowered, it
// reads the name once and compares nothing. A Ref that does not belong
// to s is not trusted: s is parsed again. It allocates as AppendHostRef
// does, and the result does not alias s.
func AppendHostDiffers[T ~string | ~[]byte](dst []byte, s T, r uri.Ref) ([]byte, Kind, bool, error) {
	str := asString(s)
	if noScheme(str) {
		// Most references of a log, origin-form request targets, end
		// here, with no finding: neither a host nor a failure differs
		// from a relative reference's.
		return dst, None, false, ErrMissingScheme
	}
	return appendHostDiffers(dst, str, r)
}

// appendHostDiffers is AppendHostDiffers on a string.
func appendHostDiffers(dst []byte, str string, r uri.Ref) ([]byte, Kind, bool, error) {
	if !r.Valid() || r.Len() != len(str) {
		r, _ = uri.Parse(str)
	}
	switch {
	case !r.Valid():
		// No finding for an invalid s.
		dst, k, err := appendHostRef(dst, str, r)
		return dst, k, false, err
	case !r.HasScheme():
		// A relative reference: no base URL, no host, and no finding
		// (refHost and hostDiffers say so, by more steps).
		return dst, None, false, ErrMissingScheme
	}
	if out, k, ok := refFastHost(dst, str, r); ok {
		return out, k, false, nil
	}
	n := len(dst)
	out, k, err, ok := refHost(dst, str, r)
	if !ok {
		out, k, err = scanHost(dst, str)
	}
	if ok && err == nil && k == IPv6 && r.HostKind() == uri.HostIPv6 {
		// refHost parsed the RFC 3986 address itself, which hostDiffers
		// would parse again twice, through uri.Addr and from out, to
		// compare: the same address (TestAppendHostDiffers).
		return out, k, false, nil
	}
	return out, k, hostDiffers(str, r, out[n:], k, err), err
}

// appendHostRef is AppendHostRef on a string. A failed Ref, of s or not,
// says that the parser's own steps will do (scanHost, right for any s),
// without a parse that would fail again.
func appendHostRef(dst []byte, s string, r uri.Ref) ([]byte, Kind, error) {
	if noScheme(s) {
		return dst, None, ErrMissingScheme
	}
	if !r.Valid() || r.Len() != len(s) {
		if r.ErrorOffset() >= 0 {
			if out, k, err, ok := fastHost(dst, s); ok {
				return out, k, err
			}
			return scanHost(dst, s)
		}
		return appendHost(dst, s)
	}
	if out, k, ok := refFastHost(dst, s, r); ok {
		return out, k, nil
	}
	if out, k, err, ok := refHost(dst, s, r); ok {
		return out, k, err
	}
	return scanHost(dst, s)
}

// noScheme reports whether the basic URL parser finds no scheme in s from
// its first byte alone: that byte is neither an ASCII letter (the scheme
// start state) nor a C0 control or space (trimmed first). Without a base
// URL, s then has no host: ErrMissingScheme. It is inlined, so that the
// callers of AppendHostRef and AppendHostDiffers pay no call for such
// an s.
func noScheme(s string) bool {
	return len(s) > 0 && s[0] > ' ' && (s[0]|0x20)-'a' > 'z'-'a'
}

// refFastHost appends the host of s, a valid URI reference whose Ref is
// r, and reports true, in the common case: a special scheme, an
// authority, and a registered name without "%" nor a byte >= 0x80, which
// does not end in a number, and a port in range. Its host is then the
// registered name lowered (refHost would find so, by more steps: TestPathsAgree),
// since a valid name holds no forbidden domain code point, and an ASCII
// domain is the domain parser's result as it is (3.3, IDNA, step 5). It
// reports false, having appended nothing, otherwise.
func refFastHost(dst []byte, s string, r uri.Ref) ([]byte, Kind, bool) {
	if r.HostKind() != uri.HostRegName || !r.HasAuthority() || !r.HasScheme() || schemeKind(r.Scheme().In(s)) != schemeSpecial {
		return dst, None, false
	}
	host := r.Host().In(s)
	if host == "" {
		return dst, None, false
	}
	if _, kind := r.PortValue(); kind == uri.PortOutOfRange {
		return dst, None, false
	}
	n := len(dst)
	dst = append(dst, host...)
	if !lowerASCIIName(dst[n:]) || mayEndInNumber(dst[n:]) && endsInNumber(dst[n:]) {
		return dst[:n], None, false
	}
	return dst, Domain, true
}

// lowerASCIIName lowers the ASCII letters of b in place, 8 bytes at a
// time, and reports whether b is free of "%" and of bytes >= 0x80; when
// it is not, b may be left lowered in part.
func lowerASCIIName(b []byte) bool {
	if len(b) >= 8 {
		// The words of b, the last one ending at its end (overlapping
		// the one before, lowered already: lowering is idempotent).
		for i := 0; ; i += 8 {
			i = min(i, len(b)-8)
			w := binary.LittleEndian.Uint64(b[i:])
			if w&hi1 != 0 || hasZeroByte(w^(ones*'%')) {
				return false
			}
			binary.LittleEndian.PutUint64(b[i:], w|upperBytes(w)>>2)
			if i == len(b)-8 {
				return true
			}
		}
	}
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c >= 0x80 || c == '%':
			return false
		case 'A' <= c && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	return true
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
	if _, kind := r.PortValue(); err == nil && kind == uri.PortOutOfRange {
		return dst[:n], None, ErrPortOutOfRange, true
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

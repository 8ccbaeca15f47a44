// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"encoding/binary"
	"strings"

	"github.com/uriscan/uri"
)

// Inspect returns the security findings about the reference s, whose Ref,
// from uri.Parse, is r: those of uri.Inspect, and FindWebHostDiffers when
// HostDiffers reports true. An invalid s has no findings. A Ref that does
// not belong to s (of an input of another length) is not trusted: s is
// parsed again. Inspect does not allocate for a host in ASCII of up to
// 255 bytes.
func Inspect[T ~string | ~[]byte](s T, r uri.Ref) uri.Findings {
	str := asString(s)
	if !r.Valid() || r.Len() != len(str) {
		r, _ = uri.Parse(str)
	}
	if !r.Valid() {
		return 0
	}
	f := uri.Inspect(str, r)
	var buf [255]byte
	if h, k, err := appendHostRef(buf[:0], str, r); hostDiffers(str, r, h, k, err) {
		f |= uri.FindWebHostDiffers
	}
	return f
}

// HostDiffers reports whether the WHATWG URL parser's host for the valid
// reference s, whose Ref is r, differs from its RFC 3986 host: a browser
// would connect to another host than the one a strict filter sees. Where
// both are IP addresses they are compared as addresses ("[::ffff:1.2.3.4]"
// is "[::ffff:102:304]"); otherwise the names are compared as text,
// regardless of case, with the registered name as written: a
// percent-encoding, a name that the IPv4 parser reads as an address
// ("127.1"), or one that IDNA rewrites makes them differ. A reference with
// a WHATWG host and no RFC 3986 authority ("http:evil.example") differs
// too, but not for the empty host, which names none ("file:/p" has it).
// Where the WHATWG parser refuses s there is no difference, since a
// browser connects nowhere, except where domain to ASCII refuses the
// registered name ("http://xn--a%C3%A9--/"): other implementations of
// IDNA, such as x/net/idna's ToASCII, accept some of those names, and a
// client that uses one connects to a host. The non-ASCII host of an IRI (from
// uri.ParseIRI) is compared once in ASCII (IDNA), so
// that "例え.jp" is the same host as "xn--r8jz45g.jp". HostDiffers reports
// false for an invalid s. A Ref that does not belong to s is not trusted:
// s is parsed again. It does not allocate for a host in ASCII of up to
// 255 bytes.
func HostDiffers[T ~string | ~[]byte](s T, r uri.Ref) bool {
	str := asString(s)
	if !r.Valid() || r.Len() != len(str) {
		r, _ = uri.Parse(str)
	}
	if !r.Valid() {
		return false
	}
	var buf [255]byte
	h, k, err := appendHostRef(buf[:0], str, r)
	return hostDiffers(str, r, h, k, err)
}

// Differs is HostDiffers for a valid reference s, whose Ref is r, and
// whose WHATWG host host, of the kind k, or failure err, AppendHostRef has
// computed already: for a caller that writes the host and reports the
// finding, as the scan command does, without computing it twice. It
// reports false for an invalid s, and does not allocate. It answers for
// any host, kind and error, such as an IPv6 kind with a host that is not
// an address, but answers as HostDiffers only for those of
// AppendHostRef.
func Differs[T ~string | ~[]byte](s T, r uri.Ref, host []byte, k Kind, err error) bool {
	str := asString(s)
	if !r.Valid() || r.Len() != len(str) {
		return false
	}
	return hostDiffers(str, r, host, k, err)
}

// equalFoldASCII reports whether a and b are the same once their ASCII
// letters are lowered, 8 bytes at a time, and whether both are ASCII;
// when they are not, eq is false. For ASCII a and b it is
// strings.EqualFold.
func equalFoldASCII(a string, b []byte) (eq, ascii bool) {
	if len(a) != len(b) {
		return false, isASCII(a) && isASCII(asString(b))
	}
	if len(a) >= 8 {
		// The words of a and b, the last ones ending at their end.
		for i := 0; ; i += 8 {
			i = min(i, len(a)-8)
			x, y := load64(a, i), binary.LittleEndian.Uint64(b[i:])
			if (x|y)&hi1 != 0 {
				return false, false
			}
			if x|upperBytes(x)>>2 != y|upperBytes(y)>>2 {
				return false, isASCII(a[i:]) && isASCII(asString(b[i:]))
			}
			if i == len(a)-8 {
				return true, true
			}
		}
	}
	for i := 0; i < len(a); i++ {
		c, d := a[i], b[i]
		if c|d >= 0x80 {
			return false, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if 'A' <= d && d <= 'Z' {
			d += 'a' - 'A'
		}
		if c != d {
			return false, isASCII(a[i:]) && isASCII(asString(b[i:]))
		}
	}
	return true, true
}

// hostDiffers is HostDiffers for a valid s, given its WHATWG host h of the
// kind k, or the failure err.
func hostDiffers(s string, r uri.Ref, h []byte, k Kind, err error) bool {
	switch {
	case err != nil:
		// Where IDNA refuses the name that RFC 3986 accepts, they
		// differ. Implementations of IDNA disagree most there:
		// x/net/idna's ToASCII, which Go's net/http uses, takes
		// "xn--aé--" (refused by UTS 46 since Unicode 15.1), so some
		// client connects to a host where a
		// browser connects nowhere. Another failure connects nowhere.
		f, _ := err.(Failure)
		return f == ErrDomainToASCII && r.HasAuthority()
	case !r.HasAuthority():
		// A host to connect to where RFC 3986 sees none.
		return k != None && k != Empty
	case k == IPv6 && r.HostKind() == uri.HostIPv6:
		// h is the caller's for Differs: one that is not an address in
		// brackets is another host, not a reason to panic.
		a, ok := uri.Addr(s, r)
		var b [8]uint16
		if !ok || len(h) < 2 || h[0] != '[' || h[len(h)-1] != ']' || parseIPv6(asString(h[1:len(h)-1]), &b) != nil {
			return true
		}
		a16 := a.As16()
		for i, p := range b {
			if uint16(a16[2*i])<<8|uint16(a16[2*i+1]) != p {
				return true
			}
		}
		return false
	}
	rh := r.Host().In(s)
	if eq, ascii := equalFoldASCII(rh, h); ascii {
		return !eq
	}
	if !isASCII(rh) {
		// The host of an IRI (RFC 3987): the same host as its WHATWG
		// one when IDNA gives that, as it does to a browser.
		var buf [256]byte
		a, ok := appendDomainToASCII(buf[:0], stringBytes(rh))
		return !ok || !strings.EqualFold(asString(a), asString(h))
	}
	return !strings.EqualFold(rh, asString(h))
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/netip"
	"strings"
)

// EqualHost reports whether a and b are the same host: whether
// AppendNormalizeHost gives the same text for both. Each is a host as
// written in an authority (RFC 3986 3.2.2): a registered name, an IPv4
// address, or an IP literal in brackets ("[::1]", "[v1.x]"); an IPv6
// address may also come without its brackets, as Ref.Host gives it
// ("::1"), since no registered name holds a ":". They are compared as
// RFC 3986 6.2.2 compares hosts, and as a resolver reads them:
//
//   - without regard to case: "WWW.Example.COM" is "www.example.com";
//   - with the percent-encodings of unreserved characters decoded
//     (6.2.2.2): "www.ex%61mple.com" is "www.example.com", and
//     "%31%32%37.0.0.1" is 127.0.0.1; other encodings are compared by the
//     byte they encode ("%c3%a9" is "%C3%A9");
//   - with one trailing dot dropped from a registered name, the
//     fully-qualified form of a DNS name: "www.example.com." is
//     "www.example.com" (and "1.2.3.4." is 1.2.3.4); a dot after an empty
//     label stays, so "www.example.com.." is neither, and "." is ".";
//   - an IPv6 address as an address, whatever its text: "[::1]" is
//     "[0:0::1]" and "[::FFFF:1.2.3.4]" is "[::ffff:102:304]". An
//     IPv4-mapped IPv6 address is not the IPv4 address it maps:
//     "[::ffff:1.2.3.4]" is not "1.2.3.4", as RFC 3986 keeps them apart
//     and a server may listen on one and not the other.
//
// A host that is not valid in a URI, a port or a userinfo included, is
// the same host as none, itself included. Hosts beyond ASCII (those of
// IRIs) are compared in their URI form: convert an IRI first
// (AppendIRIToURI). EqualHost does not allocate.
func EqualHost[A, B ~string | ~[]byte](a A, b B) bool {
	ha, code := readHost(asString(a))
	if code != 0 {
		return false
	}
	hb, code := readHost(asString(b))
	if code != 0 {
		return false
	}
	return hostEqual(ha, hb)
}

// AppendNormalizeHost appends to dst the normalized form of host, read as
// EqualHost reads it, and returns the extended buffer: two hosts are the
// same host when their normalized forms are equal, so it is a key for a
// map of virtual hosts. A registered name is written in lower case with
// its unreserved characters decoded, the hexadecimal digits of other
// encodings in upper case and one trailing dot dropped; an IPv4 address
// as it is; an IPv6 address in brackets, in the text of RFC 5952 that
// netip.Addr.AppendTo writes ("[::1]", "[::ffff:1.2.3.4]"); an IPvFuture
// literal in brackets, in lower case. So "WWW.Ex%61mple.COM." is
// "www.example.com" and "[0:0::1]" is "[::1]".
//
// An invalid host is an error, the ErrorCode of ParseAuthority for it
// (ErrHost for one that holds a port or a userinfo, or that is an IPv6
// address with a zone), and dst is returned unchanged.
//
// AppendNormalizeHost does not allocate when dst has room for len(host)
// bytes more (an IPv6 address may need up to 41), and the result does not
// alias host.
func AppendNormalizeHost[T ~string | ~[]byte](dst []byte, host T) ([]byte, error) {
	h, code := readHost(asString(host))
	if code != 0 {
		return dst, code
	}
	return appendHostKey(dst, h), nil
}

// MatchHostHeader reports whether host, the value of a Host header field,
// names the authority of target, a request-target in the absolute-form
// whose Ref is r (from ParseRequestTarget, or Parse): the same host, as
// EqualHost compares them, and the same port, an absent or empty port
// being the default port of target's scheme (DefaultPort; for a scheme
// without one, the absent and the empty port are the same port and no
// number). RFC 9112 3.2.2 has a server ignore the Host header of such a
// request and a proxy replace it; a gateway that hands both to a back end
// checks that they agree first, so that the back end, the cache and the
// log read one host: "http://www.example.com/x" and
// "WWW.example.com:80" agree, "http://www.example.com/x" and
// "evil.example" do not.
//
// host is read by ParseHostHeader; a Host header it refuses, a target
// without an authority, an invalid target and a port above 65535 on
// either side match nothing. A Ref that does not belong to target is not
// trusted: target is parsed again with Parse. MatchHostHeader does not
// allocate.
func MatchHostHeader[T, H ~string | ~[]byte](target T, r Ref, host H) bool {
	ts, hs := asString(target), asString(host)
	if !usableRef(&r, ts) {
		reparse(&r, ts, false)
	}
	hr, code := parseHostHeader(hs)
	if !r.Valid() || !r.HasAuthority() || code != 0 {
		return false
	}
	if !hostEqual(refHost(ts, r), refHost(hs, hr)) {
		return false
	}
	def, hasDef := defaultPort(r.Scheme().In(ts))
	tp, tk := r.PortValue()
	hp, hk := hr.PortValue()
	if tk == PortOutOfRange || hk == PortOutOfRange {
		return false
	}
	if hasDef {
		return r.portOr(tp, tk, def) == hr.portOr(hp, hk, def)
	}
	return (tk == PortValid) == (hk == PortValid) && tp == hp
}

// portOr is PortOr for the port p of kind k that PortValue gave.
func (Ref) portOr(p uint16, k PortKind, def uint16) uint16 {
	if k == PortValid {
		return p
	}
	return def
}

// A hostText is a valid host: its text without the brackets of an IP
// literal, and its kind.
type hostText struct {
	text string
	kind HostKind
}

// refHost returns the host of the valid Ref r of s.
func refHost(s string, r Ref) hostText {
	return hostText{r.Host().In(s), r.HostKind()}
}

// readHost reads s as a host for EqualHost and AppendNormalizeHost.
func readHost(s string) (hostText, ErrorCode) {
	if s != "" && s[0] != '[' && strings.IndexByte(s, ':') >= 0 {
		// An IPv6 address without its brackets, or no host.
		if isIPv6(s) {
			return hostText{s, HostIPv6}, 0
		}
		return hostText{}, ErrHost
	}
	r, code := parseBareAuthority[uriGrammar](s, false)
	switch {
	case code != 0:
		return hostText{}, code
	case r.HasPort():
		return hostText{}, ErrHost
	}
	return refHost(s, r), 0
}

// hostEqual reports whether appendHostKey writes the same text for a and
// b, without writing it.
func hostEqual(a, b hostText) bool {
	switch {
	case a.kind == HostIPv6 || b.kind == HostIPv6:
		if a.kind != b.kind {
			return false
		}
		aa, erra := netip.ParseAddr(a.text)
		ab, errb := netip.ParseAddr(b.text)
		return erra == nil && errb == nil && aa == ab
	case a.kind == HostIPvFuture || b.kind == HostIPvFuture:
		return a.kind == b.kind && equalFoldASCII(a.text, b.text)
	}
	// Registered names and IPv4 addresses, which a registered name may
	// spell ("%31.2.3.4", "1.2.3.4.").
	return pctEqual(trimHostDot(a.text), trimHostDot(b.text), true)
}

// trimHostDot returns the registered name s without its trailing dot,
// raw or percent-encoded, when that dot ends a label: not when it is all
// of s, nor when another dot comes before it ("a.." ends with an empty
// label), so that a normalized form is its own normalized form.
func trimHostDot(s string) string {
	n := len(s)
	var cut int
	switch {
	case n >= 1 && s[n-1] == '.':
		cut = n - 1
	case n >= 3 && pctDot(s, n-3):
		cut = n - 3
	default:
		return s
	}
	if cut == 0 || s[cut-1] == '.' || cut >= 3 && pctDot(s, cut-3) {
		return s
	}
	return s[:cut]
}

// pctDot reports whether s[i:] begins with "%2E" or "%2e".
func pctDot(s string, i int) bool {
	return s[i] == '%' && s[i+1] == '2' && s[i+2]|0x20 == 'e'
}

// appendHostKey appends the normalized form of h (AppendNormalizeHost).
func appendHostKey(dst []byte, h hostText) []byte {
	switch h.kind {
	case HostIPv6:
		a, err := netip.ParseAddr(h.text)
		if err != nil {
			// isIPv6 and the parser accept only what netip reads; keep
			// the text if they ever disagree rather than lose the host.
			return append(appendLower(append(dst, '['), h.text), ']')
		}
		return append(a.AppendTo(append(dst, '[')), ']')
	case HostIPvFuture:
		return append(appendLower(append(dst, '['), h.text), ']')
	}
	return appendPctNormalized(dst, trimHostDot(h.text), true)
}

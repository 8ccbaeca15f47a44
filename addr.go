// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "net/netip"

// Addr returns the IP address of the host of r, which must have been
// parsed from s: for an IPv4 host (HostIPv4) or an IPv6 literal
// (HostIPv6), the address and true; for a registered name, an IPvFuture
// literal, no host or an invalid s, the zero Addr and false. A Ref that
// does not belong to s (of an input of another length) is not trusted: s
// is parsed again. The address
// has no zone: RFC 3986 has none (a literal with "%25" is invalid). An
// IPv4-mapped literal such as "[::ffff:192.0.2.1]" stays an IPv6 address;
// Addr.Unmap gives the IPv4 one.
//
// A registered name is never read as an address, even one that resolvers
// would take for one ("127.1", "0x7f.0.0.1"): see RFC 3986 7.4.
//
// Addr does not allocate.
func Addr[T ~string | ~[]byte](s T, r Ref) (netip.Addr, bool) {
	str := asString(s)
	if !usableRef(&r, str) {
		reparse(&r, str, false)
	}
	if !r.Valid() {
		return netip.Addr{}, false
	}
	switch r.HostKind() {
	case HostIPv4, HostIPv6:
		a, err := netip.ParseAddr(r.Host().In(str))
		return a, err == nil
	}
	return netip.Addr{}, false
}

// AddrHost returns the host Part of a, for AppendBuild and AppendSet: the
// dotted form of an IPv4 address ("192.0.2.1"), or the IPv6 literal in
// brackets ("[2001:db8::1]"; an IPv4-mapped address keeps its IPv6 form,
// "[::ffff:192.0.2.1]"), which Addr reads back as a. The zero Addr is an
// error, ErrHost, and so is an address with a zone, ErrIPv6, since RFC
// 3986 has no zones. AddrHost allocates the text of the Part.
func AddrHost(a netip.Addr) (Part, error) {
	switch {
	case !a.IsValid():
		return Part{}, ErrHost
	case a.Zone() != "":
		return Part{}, ErrIPv6
	case a.Is4():
		return Raw(a.String()), nil
	}
	b := make([]byte, 0, len("[ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255]"))
	b = a.AppendTo(append(b, '['))
	return Raw(string(append(b, ']'))), nil
}

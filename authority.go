// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// ParseAuthority parses s as an authority alone (RFC 3986 3.2),
//
//	authority = [ userinfo "@" ] host [ ":" port ]
//
// as it follows "//" in a URI, and returns a Ref whose Userinfo, Host and
// Port spans index s and read as they do for a URI ("u@[::1]:80" has the
// userinfo "u", the host "::1" and the port "80"); its Authority is all of
// s and its path is empty, at the end of s. The grammar is that of Parse,
// which allows what a URI may hold and nothing more: an empty host ("",
// "u@", ":80"), an empty port ("h:"), a port of any length ("h:99999",
// which PortValue reports as PortOutOfRange). ParseHostHeader is the
// stricter reading of a Host header.
//
// An authority is not a URI-reference: the Ref is Valid, not IsRelative,
// and has no scheme, as that of a request-target in the authority-form.
// Inspect and Addr read it, AppendRecompose gives s back, and the
// functions that read a URI-reference (AppendResolveRef,
// AppendNormalizeRef, AppendSet) return ErrForm for it.
//
// On failure the error is the ErrorCode of Parse for the same bytes after
// "//" (ErrUserinfo, ErrHost, ErrIPLiteral, ErrIPv6, ErrIPvFuture, ErrPort,
// ErrPercent), and the Ref reports the offset in s of the first offending
// byte (ErrorOffset). A "/", "?" or "#", which would end the authority of a
// URI, is an error: ErrPort after a port, else ErrHost.
//
// ParseAuthority does not allocate, and the Ref does not retain s.
func ParseAuthority[T ~string | ~[]byte](s T) (Ref, error) {
	return refResult(parseBareAuthority[uriGrammar](asString(s), true))
}

// ParseHostHeader parses s as the value of an HTTP Host header field, or
// of the ":authority" pseudo-header of HTTP/2 and HTTP/3 (RFC 9110 7.2):
//
//	Host = uri-host [ ":" port ]
//
// and returns a Ref whose Host and Port spans index s, as ParseAuthority's
// do. It is the check a proxy or a virtual-host router makes of a Host
// header before it looks the host up. Beyond RFC 3986's grammar (Parse's,
// and ParseAuthority's), it refuses what names no server a client could
// have connected to:
//
//   - a userinfo, which the grammar has no place for: "u@h" is ErrUserinfo
//     at the "@";
//   - an empty host: "", ":80" is ErrNoHost at 0 (RFC 9110 4.2.1: an http
//     URI with an empty host is invalid);
//   - a port above 65535: "h:99999" is ErrPortNumber at 2 (the port). A
//     port with leading zeros ("h:080") is a number, 80, as PortValue
//     reads it.
//
// An empty port ("h:") is allowed: RFC 9110 7.2 writes the field as
// uri-host [ ":" port ] with port = *DIGIT, and RFC 3986 3.2.3 reads an
// empty port as the scheme's default, as ParseAuthority and
// ParseRequestTarget (in the absolute-form) do. PortValue reports it as
// PortEmpty, and PortOr gives the default port of the connection.
//
// White space is not trimmed: an HTTP parser removes the optional white
// space around a field value before it is a Host header. A host may be a
// registered name (percent-encodings allowed, as RFC 3986 allows them), an
// IPv4 address, or an IPv6 or IPvFuture literal in brackets; HostKind
// says which. Other errors are those of ParseAuthority, with the offset of
// the first offending byte in the Ref.
//
// The Ref is Valid and not a URI-reference, as ParseAuthority's: Inspect
// and Addr read it. ParseHostHeader does not allocate, and the Ref does
// not retain s.
func ParseHostHeader[T ~string | ~[]byte](s T) (Ref, error) {
	return refResult(parseHostHeader(asString(s)))
}

func parseHostHeader(s string) (Ref, ErrorCode) {
	r, code := parseBareAuthority[uriGrammar](s, false)
	switch {
	case code != 0:
		return r, code
	case r.hostEnd() == r.hostStart(): // an IP literal is never empty
		return failed(0, ErrNoHost)
	case r.flags()&flagPort != 0 && r.flags()&flagPortOK == 0 && r.portStart() < len(s):
		return failed(r.portStart(), ErrPortNumber)
	}
	return r, 0
}

// parseBareAuthority parses s as an authority without the "//" before it,
// for ParseAuthority, ParseHostHeader and the authority-form of a
// request-target: [ userinfo "@" ] host [ ":" port ], without a userinfo
// unless userinfo is set, in the grammar G (iauthority with that of
// IRIs, for the extractor). The Ref is the one Parse returns for "//" + s,
// with offsets relative to s and the mark of a Ref that is not a
// URI-reference (flagTarget): it has an authority and an empty path, at
// the end of s.
func parseBareAuthority[G grammar](s string, userinfo bool) (Ref, ErrorCode) {
	if uint64(len(s)) > MaxLength {
		return failed(maxLen, ErrTooLong)
	}
	var r Ref
	end, code := parseAuthority[G](s, 0, &r)
	switch {
	case code != 0:
		return failed(end, code)
	case !userinfo && r.flags()&flagUserinfo != 0:
		return failed(r.userEnd(), ErrUserinfo)
	case end < len(s) && r.flags()&flagPort != 0:
		return failed(end, ErrPort)
	case end < len(s):
		return failed(end, ErrHost)
	}
	r.setPathKind(PathAbEmpty)
	r.setPathStart(end)
	r.setPathEnd(end)
	r.setQueryEnd(end)
	r.setEnd(end)
	r.addFlags(flagTarget)
	return r, 0
}

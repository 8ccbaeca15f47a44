// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// ParseOriginHeader parses s as the value of an HTTP Origin header field
// (RFC 6454 7.1), as a browser sends it: either "null", for an origin the
// user agent keeps private, or one serialized origin,
//
//	serialized-origin = scheme "://" host [ ":" port ]
//
// and nothing else. It returns the Ref of s, the one Parse returns, whose
// Scheme, Host and Port spans index s, and null true for "null" (in lower
// case, as the grammar spells it), whose Ref is the zero Ref. It is the
// check a server makes of an Origin header before it compares it with its
// own origin (SameOrigin, AppendOrigin) to refuse a cross-site request.
//
// Beyond Parse's grammar, it refuses what a serialized origin never holds:
//
//   - a path, even "/": "https://www.example.com/" is ErrOrigin at 23, the
//     "/"; a query or a fragment is ErrOrigin at its "?" or "#";
//   - a userinfo: "https://u@h" is ErrOrigin at 8, where it begins;
//   - a reference without a scheme, or without "//" after it: "h",
//     "/x", "mailto:a@b" are ErrOrigin at 0, or after the ":";
//   - an empty host: "https://" and "https://:443" are ErrNoHost, at the
//     host;
//   - a port above 65535: ErrPortNumber, at the port.
//
// A list of origins separated by spaces, which RFC 6454 7.1 allows and
// no browser sends (the Fetch standard sends one), is refused as a
// reference with a space (ErrHost). The scheme and the host are read
// without regard to case, and a port may be written though it is the
// scheme's default, or be empty (RFC 3986 3.2.3): user agents write the
// origin in lower case without the default port, and AppendOrigin gives
// that form back ("HTTPS://Example.COM:443" is "https://example.com").
// White space is not trimmed. Other errors are those of Parse, with the
// offset of the first offending byte in the Ref (Ref.ErrorOffset).
//
// ParseOriginHeader does not allocate, and the Ref does not retain s.
func ParseOriginHeader[T ~string | ~[]byte](s T) (r Ref, null bool, err error) {
	str := asString(s)
	if str == "null" {
		return Ref{}, true, nil
	}
	r, code := parseOriginHeader(str)
	if code != 0 {
		return r, false, code
	}
	return r, false, nil
}

func parseOriginHeader(s string) (Ref, ErrorCode) {
	r, code := parse(s)
	f := r.flags()
	switch {
	case code != 0:
		return r, code
	case f&flagScheme == 0:
		return failed(0, ErrOrigin)
	case f&flagAuthority == 0:
		return failed(r.schemeEnd()+1, ErrOrigin)
	case f&flagUserinfo != 0:
		return failed(r.authStart(), ErrOrigin)
	case r.hostEnd() == r.hostStart() && r.ipLiteral() == 0:
		return failed(r.hostStart(), ErrNoHost)
	case r.pathEnd() > r.pathStart():
		return failed(r.pathStart(), ErrOrigin)
	case f&flagQuery != 0:
		return failed(r.pathEnd(), ErrOrigin)
	case f&flagFragment != 0:
		return failed(r.queryEnd(), ErrOrigin)
	}
	if _, kind := r.PortValue(); kind == PortOutOfRange {
		return failed(r.portStart(), ErrPortNumber)
	}
	return r, 0
}

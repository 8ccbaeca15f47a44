// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strings"

// Split splits s into components at the boundaries of RFC 3986 Appendix B,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// and splits the authority further: at its last "@" (userinfo), then at the
// "]" of a bracketed host or at the first ":" after the host (port); a "["
// without its "]" makes the rest of the authority the host. Split checks nothing and never fails, so that a log
// processor can keep going on input that is not strictly valid; on valid
// input its boundaries are those of Parse. The Ref it returns is not Valid.
//
// The host kind is a best guess: HostIPv6 or HostIPvFuture for a bracketed
// host, HostIPv4 for a dotted-decimal IPv4address, HostRegName otherwise.
// Inputs longer than MaxLength are split as if cut at MaxLength.
//
// Split does not allocate, and the Ref does not retain s.
func Split[T ~string | ~[]byte](s T) Ref {
	return split(asString(s))
}

func split(s string) Ref {
	if uint64(len(s)) > MaxLength {
		s = s[:MaxLength]
	}
	r := Ref{flags: flagSplit}
	n := len(s)
	i := 0
	j := 0
	for j < n && s[j] != ':' && s[j] != '/' && s[j] != '?' && s[j] != '#' {
		j++
	}
	if j > 0 && j < n && s[j] == ':' {
		r.flags |= flagScheme
		r.schemeEnd = uint32(j)
		i = j + 1
	}
	if n-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		i += 2
		r.flags |= flagAuthority
		r.authStart = uint32(i)
		end := i
		for end < n && !isAuthorityEnd(s[end]) {
			end++
		}
		auth := s[i:end]
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			r.flags |= flagUserinfo
			r.userEnd = uint32(i + at)
			i += at + 1
		}
		r.hostKind = HostRegName
		r.hostStart = uint32(i)
		bracketed := false
		if i < end && s[i] == '[' {
			r.hostKind = HostIPv6
			if i+1 < end && (s[i+1] == 'v' || s[i+1] == 'V') {
				r.hostKind = HostIPvFuture
			}
			if k := strings.IndexByte(s[i:end], ']'); k >= 0 {
				bracketed = true
				r.hostStart = uint32(i + 1)
				r.hostEnd = uint32(i + k)
				i += k + 1
			} else {
				// No "]": the rest of the authority is the host.
				r.hostKind = HostRegName
				bracketed = true
				r.hostEnd = uint32(end)
				i = end
			}
		}
		if !bracketed {
			k := strings.IndexByte(s[i:end], ':')
			if k < 0 {
				k = end - i
			}
			r.hostEnd = uint32(i + k)
			if isIPv4(s[i : i+k]) {
				r.hostKind = HostIPv4
			}
			i += k
		}
		if c := strings.IndexByte(s[i:end], ':'); c >= 0 {
			r.flags |= flagPort
			r.portStart = uint32(i + c + 1)
			if p := s[i+c+1 : end]; len(p) > 0 && indexNotIn(p, classDIGIT) == len(p) {
				v := 0
				for k := 0; k < len(p) && v <= 0xffff; k++ {
					v = v*10 + int(p[k]-'0')
				}
				if v <= 0xffff {
					r.port = uint16(v)
					r.flags |= flagPortOK
				}
			}
		}
		i = end
		r.pathKind = PathAbEmpty
	} else {
		switch {
		case i == n || s[i] == '?' || s[i] == '#':
			r.pathKind = PathEmpty
		case s[i] == '/':
			r.pathKind = PathAbsolute
		case r.flags&flagScheme != 0:
			r.pathKind = PathRootless
		default:
			r.pathKind = PathNoScheme
		}
	}
	r.pathStart = uint32(i)
	for i < n && s[i] != '?' && s[i] != '#' {
		i++
	}
	r.pathEnd = uint32(i)
	if i < n && s[i] == '?' {
		r.flags |= flagQuery
		i++
		for i < n && s[i] != '#' {
			i++
		}
	}
	r.queryEnd = uint32(i)
	if i < n {
		r.flags |= flagFragment
	}
	r.end = uint32(n)
	return r
}

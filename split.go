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
// without its "]" makes the rest of the authority the host, and after a "]"
// only a ":" right after it starts a port. Split checks nothing and never fails, so that a log
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
		s = s[:maxLen]
	}
	var r Ref
	r.addFlags(flagSplit)
	n := len(s)
	i := 0
	j := 0
	for j < n && s[j] != ':' && s[j] != '/' && s[j] != '?' && s[j] != '#' {
		j++
	}
	if j > 0 && j < n && s[j] == ':' {
		r.addFlags(flagScheme)
		r.setSchemeEnd(j)
		i = j + 1
	}
	if n-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		i += 2
		r.addFlags(flagAuthority)
		end := i
		for end < n && !isAuthorityEnd(s[end]) {
			end++
		}
		auth := s[i:end]
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			r.addFlags(flagUserinfo)
			i += at + 1
		}
		r.setHostKind(HostRegName)
		r.setHostStart(i)
		bracketed := false
		if i < end && s[i] == '[' {
			r.setHostKind(HostIPv6)
			if i+1 < end && (s[i+1] == 'v' || s[i+1] == 'V') {
				r.setHostKind(HostIPvFuture)
			}
			if k := strings.IndexByte(s[i:end], ']'); k >= 0 {
				bracketed = true
				r.setHostStart(i + 1)
				r.setHostEnd(i + k)
				i += k + 1
			} else {
				// No "]": the rest of the authority is the host.
				r.setHostKind(HostRegName)
				bracketed = true
				r.setHostEnd(end)
				i = end
			}
		}
		if !bracketed {
			k := strings.IndexByte(s[i:end], ':')
			if k < 0 {
				k = end - i
			}
			r.setHostEnd(i + k)
			if isIPv4(s[i : i+k]) {
				r.setHostKind(HostIPv4)
			}
			i += k
		}
		// The port starts at the ":" right after the host (after its "]"
		// when it is bracketed); whatever else comes before the end of the
		// authority belongs to no component.
		if i < end && s[i] == ':' {
			r.addFlags(flagPort)
			if n, port, ok := scanPort(s[i+1 : end]); ok && i+1+n == end {
				r.setPort(port)
				r.addFlags(flagPortOK)
			}
		}
		i = end
		r.setPathKind(PathAbEmpty)
	} else {
		r.setPathKind(pathKindAt(s, i, r.flags()&flagScheme != 0))
	}
	r.setPathStart(i)
	for i < n && s[i] != '?' && s[i] != '#' {
		i++
	}
	r.setPathEnd(i)
	if i < n && s[i] == '?' {
		r.addFlags(flagQuery)
		i++
		for i < n && s[i] != '#' {
			i++
		}
	}
	r.setQueryEnd(i)
	if i < n {
		r.addFlags(flagFragment)
	}
	r.setEnd(n)
	return r
}

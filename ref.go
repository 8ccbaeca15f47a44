// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strconv"

// MaxLength is the length of the longest input Parse and Split accept: the
// offsets in a Ref are 32-bit.
const MaxLength = 1<<32 - 2

// A Span is the half-open byte range [Start, End) of a component within the
// input it was parsed from. A Span holds no reference to the input; In and
// Bytes slice the input, so their results alias it and allocate nothing.
type Span struct {
	Start, End int
}

// Len returns the length of the span in bytes.
func (s Span) Len() int { return s.End - s.Start }

// In returns the text of the span within src, which must be the string the
// span was parsed from (or a string at least as long). It does not allocate;
// the result aliases src.
func (s Span) In(src string) string { return src[s.Start:s.End] }

// Bytes returns the bytes of the span within src, which must be the input
// the span was parsed from. It does not allocate; the result aliases src.
func (s Span) Bytes(src []byte) []byte { return src[s.Start:s.End:s.End] }

// String returns the span as "[start,end)".
func (s Span) String() string {
	return "[" + strconv.Itoa(s.Start) + "," + strconv.Itoa(s.End) + ")"
}

// HostKind is the kind of the host of an authority (RFC 3986 3.2.2). The
// kinds are tried in the order of the ABNF host rule and the first match
// wins, so "127.0.0.1" is an IPv4 address while "127.1", "0x7f.0.0.1" and
// "01.2.3.4" are registered names.
type HostKind uint8

const (
	HostNone      HostKind = iota // no authority, so no host
	HostRegName                   // reg-name, possibly empty
	HostIPv4                      // IPv4address (dotted decimal)
	HostIPv6                      // IPv6address in an IP-literal
	HostIPvFuture                 // IPvFuture in an IP-literal
)

var hostKindNames = [...]string{"none", "regname", "ipv4", "ipv6", "ipvfuture"}

// String returns the kind's name as the conformance vectors spell it:
// "regname", "ipv4", "ipv6", "ipvfuture", or "none".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// PathKind is the ABNF rule a path matches (RFC 3986 3.3).
type PathKind uint8

const (
	PathAbEmpty  PathKind = iota // path-abempty: after an authority, empty or starting with "/"
	PathAbsolute                 // path-absolute: starts with "/" but not "//", no authority
	PathNoScheme                 // path-noscheme: relative reference, no ":" in the first segment
	PathRootless                 // path-rootless: URI without authority, not starting with "/"
	PathEmpty                    // path-empty: no authority and no characters
)

var pathKindNames = [...]string{"abempty", "absolute", "noscheme", "rootless", "empty"}

// String returns the ABNF rule name without its "path-" prefix.
func (k PathKind) String() string {
	if int(k) < len(pathKindNames) {
		return pathKindNames[k]
	}
	return "PathKind(" + strconv.Itoa(int(k)) + ")"
}

// Flags of a Ref.
const (
	flagScheme uint16 = 1 << iota
	flagAuthority
	flagUserinfo
	flagPort
	flagQuery
	flagFragment
	flagPortOK // port fits in 16 bits and is not empty
	flagValid  // produced by a successful Parse
	flagFailed // produced by a failed Parse; end is the error offset
	flagSplit  // produced by Split
)

// A Ref is a parsed URI-reference: the offsets of its components within the
// input and a few flags. It holds no pointer and copies nothing; its
// accessors return Spans that index the input the Ref was parsed from.
//
// A Ref is a small comparable value: two Refs are == when they were parsed
// from inputs with the same component boundaries and kinds.
//
// The zero Ref is not valid and has no components.
type Ref struct {
	schemeEnd uint32 // scheme is [0, schemeEnd); ':' at schemeEnd
	authStart uint32 // first byte after "//"
	userEnd   uint32 // userinfo is [authStart, userEnd); '@' at userEnd
	hostStart uint32 // host, without the brackets of an IP-literal
	hostEnd   uint32
	portStart uint32 // port is [portStart, pathStart)
	pathStart uint32 // authority is [authStart, pathStart)
	pathEnd   uint32 // query is [pathEnd+1, queryEnd)
	queryEnd  uint32 // fragment is [queryEnd+1, end)
	end       uint32 // len(input), or the error offset of a failed Parse
	port      uint16
	flags     uint16
	hostKind  HostKind
	pathKind  PathKind
}

// Valid reports whether r is the result of a successful Parse: the input
// is a URI-reference as RFC 3986 defines it. A Ref made by Split is not
// Valid, since Split checks nothing.
func (r Ref) Valid() bool { return r.flags&flagValid != 0 }

// ErrorOffset returns the byte offset of the first offending byte of the
// input when r is the result of a failed Parse, and -1 otherwise. An offset
// equal to the input length means the input ended too early (as in "%4" or
// "//[::1").
func (r Ref) ErrorOffset() int {
	if r.flags&flagFailed == 0 {
		return -1
	}
	return int(r.end)
}

// Len returns the length of the input r covers.
func (r Ref) Len() int {
	if r.flags&flagFailed != 0 {
		return 0
	}
	return int(r.end)
}

// IsRelative reports whether r is a relative reference: it has no scheme
// (RFC 3986 4.2). A failed Parse is not relative.
func (r Ref) IsRelative() bool {
	return r.flags&(flagScheme|flagFailed) == 0 && r.flags&(flagValid|flagSplit) != 0
}

// IsAbsolute reports whether r is an absolute-URI (RFC 3986 4.3): it has a
// scheme and no fragment.
func (r Ref) IsAbsolute() bool {
	return r.flags&(flagScheme|flagFragment) == flagScheme
}

// HasScheme reports whether r has a scheme (and so is a URI).
func (r Ref) HasScheme() bool { return r.flags&flagScheme != 0 }

// HasAuthority reports whether r has an authority ("//" was present), even
// an empty one as in "file:///x".
func (r Ref) HasAuthority() bool { return r.flags&flagAuthority != 0 }

// HasUserinfo reports whether the authority has a userinfo ("@" was
// present), even an empty one.
func (r Ref) HasUserinfo() bool { return r.flags&flagUserinfo != 0 }

// HasPort reports whether the authority has a port (":" followed the host),
// even an empty one.
func (r Ref) HasPort() bool { return r.flags&flagPort != 0 }

// HasQuery reports whether r has a query ("?" was present), even an empty
// one.
func (r Ref) HasQuery() bool { return r.flags&flagQuery != 0 }

// HasFragment reports whether r has a fragment ("#" was present), even an
// empty one.
func (r Ref) HasFragment() bool { return r.flags&flagFragment != 0 }

// Scheme returns the span of the scheme, without the ":". It is the zero
// Span when r has no scheme.
func (r Ref) Scheme() Span {
	if r.flags&flagScheme == 0 {
		return Span{}
	}
	return Span{0, int(r.schemeEnd)}
}

// Authority returns the span of the authority (userinfo, host and port),
// without the leading "//". It is the zero Span when r has no authority.
func (r Ref) Authority() Span {
	if r.flags&flagAuthority == 0 {
		return Span{}
	}
	return Span{int(r.authStart), int(r.pathStart)}
}

// Userinfo returns the span of the userinfo, without the "@". It is the
// zero Span when r has no userinfo.
func (r Ref) Userinfo() Span {
	if r.flags&flagUserinfo == 0 {
		return Span{}
	}
	return Span{int(r.authStart), int(r.userEnd)}
}

// Host returns the span of the host. The span of an IP-literal excludes its
// brackets: the host of "http://[::1]/" is "::1". It is the zero Span when r
// has no authority.
func (r Ref) Host() Span {
	if r.flags&flagAuthority == 0 {
		return Span{}
	}
	return Span{int(r.hostStart), int(r.hostEnd)}
}

// HostKind returns the kind of the host, or HostNone when r has no
// authority.
func (r Ref) HostKind() HostKind { return r.hostKind }

// Port returns the span of the port digits, without the ":". It is the zero
// Span when r has no port.
func (r Ref) Port() Span {
	if r.flags&flagPort == 0 {
		return Span{}
	}
	return Span{int(r.portStart), int(r.pathStart)}
}

// PortNumber returns the port as a number. ok is false when r has no port,
// when the port is empty, and when its value does not fit in 16 bits
// (port = *DIGIT allows any length; "http://h:99999/" is valid).
func (r Ref) PortNumber() (port uint16, ok bool) {
	return r.port, r.flags&flagPortOK != 0
}

// Path returns the span of the path. Every Ref has a path, possibly empty.
func (r Ref) Path() Span { return Span{int(r.pathStart), int(r.pathEnd)} }

// PathKind returns the ABNF rule the path matches.
func (r Ref) PathKind() PathKind { return r.pathKind }

// Query returns the span of the query, without the "?". It is the zero Span
// when r has no query.
func (r Ref) Query() Span {
	if r.flags&flagQuery == 0 {
		return Span{}
	}
	return Span{int(r.pathEnd) + 1, int(r.queryEnd)}
}

// Fragment returns the span of the fragment, without the "#". It is the
// zero Span when r has no fragment.
func (r Ref) Fragment() Span {
	if r.flags&flagFragment == 0 {
		return Span{}
	}
	return Span{int(r.queryEnd) + 1, int(r.end)}
}

// A Component names one of the seven components of a URI reference.
type Component uint8

const (
	ComponentScheme Component = iota
	ComponentUserinfo
	ComponentHost
	ComponentPort
	ComponentPath
	ComponentQuery
	ComponentFragment
)

var componentNames = [...]string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// String returns the component's name in lower case, as in "userinfo".
func (c Component) String() string {
	if int(c) < len(componentNames) {
		return componentNames[c]
	}
	return "Component(" + strconv.Itoa(int(c)) + ")"
}

// Component returns the span of component c and whether it is defined. A
// defined component may be empty; an undefined one has the zero Span. The
// path is always defined.
func (r Ref) Component(c Component) (sp Span, defined bool) {
	switch c {
	case ComponentScheme:
		return r.Scheme(), r.HasScheme()
	case ComponentUserinfo:
		return r.Userinfo(), r.HasUserinfo()
	case ComponentHost:
		return r.Host(), r.HasAuthority()
	case ComponentPort:
		return r.Port(), r.HasPort()
	case ComponentPath:
		return r.Path(), true
	case ComponentQuery:
		return r.Query(), r.HasQuery()
	case ComponentFragment:
		return r.Fragment(), r.HasFragment()
	}
	return Span{}, false
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math"
	"strconv"
)

// MaxLength is the length of the longest input Parse and Split accept: the
// offsets in a Ref are 32-bit.
const MaxLength = 1<<32 - 2

// maxLen is MaxLength as an int: less where int has 32 bits, and no input
// can be as long anyway.
const maxLen = min(MaxLength, math.MaxInt)

// A Span is the half-open byte range [Start, End) of a component within the
// input it was parsed from. A Span holds no reference to the input; In and
// Bytes slice the input, so their results alias it and allocate nothing.
type Span struct {
	Start, End int
}

// Len returns the length of the span in bytes.
func (s Span) Len() int { return s.End - s.Start }

// In returns the text of the span within src, which must be the string the
// span was parsed from (or a string at least as long). A span that does
// not lie within src, as one of another input may not, gives "" rather
// than a panic. It does not allocate; the result aliases src.
func (s Span) In(src string) string {
	if !s.within(len(src)) {
		return ""
	}
	return src[s.Start:s.End]
}

// Bytes returns the bytes of the span within src, which must be the input
// the span was parsed from. A span that does not lie within src gives nil
// rather than a panic. It does not allocate; the result aliases src.
func (s Span) Bytes(src []byte) []byte {
	if !s.within(len(src)) {
		return nil
	}
	return src[s.Start:s.End:s.End]
}

// within reports whether 0 <= s.Start <= s.End <= n.
func (s Span) within(n int) bool { return uint(s.Start) <= uint(s.End) && uint(s.End) <= uint(n) }

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
	return enumString(k, hostKindNames[:], "HostKind")
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
	return enumString(k, pathKindNames[:], "PathKind")
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

// flagTarget marks a Ref that is valid but not that of a URI-reference:
// a request-target in the authority-form or the asterisk-form
// (ParseRequestTarget, the extractor), or an authority alone
// (ParseAuthority, ParseHostHeader). It is flagValid and flagSplit
// together, which no other Ref has (Ref.d has no bit left for a flag of
// its own).
const flagTarget = flagValid | flagSplit

// flagOrigin marks the Ref of a request-target in the origin-form
// (ParseRequestTarget, the extractor), which is a relative reference whose
// path is read as a path even where it begins with "//": normalization
// then writes no "/." guard before it (originForm). It is flagPortOK
// without flagPort, which no other Ref has: a Ref without an authority has
// no port.
const flagOrigin = flagPortOK

// originForm reports whether r is the Ref of an origin-form request-target
// (flagOrigin).
func (r Ref) originForm() bool { return r.flags()&(flagPort|flagOrigin) == flagOrigin }

// A Ref is a parsed URI-reference: the offsets of its components within the
// input and a few flags. It holds no pointer and copies nothing; its
// accessors return Spans that index the input the Ref was parsed from.
//
// A Ref is a small comparable value: two Refs are == when they were parsed
// from inputs with the same component boundaries, the same host and path
// kinds and, when there is a port, the same port number (a Ref holds the
// port's value, so "h:80" and "h:08" give different Refs), and by the
// same kind of function (the Ref of a request-target says its form, that
// of Split that it is unchecked: Parse("/a") is not the Ref of the
// origin-form "/a"); two failed parses are == when they failed at the
// same offset. It is 32 bytes,
// four machine words, so that Parse returns it in registers and a copy
// costs nothing.
//
// The zero Ref is not valid and has no components.
type Ref struct {
	// The offsets that cannot be derived from the others, 32 bits each,
	// two to a word, and the port number and flags:
	//
	//	a: schemeEnd | hostStart<<32
	//	b: hostEnd   | pathStart<<32
	//	c: pathEnd   | queryEnd<<32
	//	d: end       | port<<32 | flags<<48 | hostKind<<58 | pathKind<<61
	//
	// The scheme is [0, schemeEnd), with ":" at schemeEnd; the host is
	// [hostStart, hostEnd), without the brackets of an IP-literal; the
	// authority ends at pathStart; the query is [pathEnd+1, queryEnd) and
	// the fragment [queryEnd+1, end); end is len(input), or the error
	// offset of a failed Parse. The start of the authority, the end of the
	// userinfo and the start of the port follow from these (authStart,
	// userEnd, portStart).
	a, b, c, d uint64
}

// Bit positions of the fields in Ref.d.
const (
	refPortShift     = 32
	refFlagsShift    = 48
	refHostKindShift = 58
	refPathKindShift = 61
	refFlagsMask     = 1<<10 - 1
)

func (r Ref) schemeEnd() int     { return int(uint32(r.a)) }
func (r Ref) hostStart() int     { return int(r.a >> 32) }
func (r Ref) hostEnd() int       { return int(uint32(r.b)) }
func (r Ref) pathStart() int     { return int(r.b >> 32) }
func (r Ref) pathEnd() int       { return int(uint32(r.c)) }
func (r Ref) queryEnd() int      { return int(r.c >> 32) }
func (r Ref) end() int           { return int(uint32(r.d)) }
func (r Ref) port() uint16       { return uint16(r.d >> refPortShift) }
func (r Ref) flags() uint16      { return uint16(r.d>>refFlagsShift) & refFlagsMask }
func (r Ref) hostKind() HostKind { return HostKind(r.d >> refHostKindShift & 7) }
func (r Ref) pathKind() PathKind { return PathKind(r.d >> refPathKindShift) }

// ipLiteral is 1 when the host is an IP-literal (in brackets), else 0.
func (r Ref) ipLiteral() int {
	if r.hostKind() >= HostIPv6 {
		return 1
	}
	return 0
}

// authStart is the offset of the authority, after the "//". Without a
// userinfo the host starts it (after a "["); with one, the "//" after the
// scheme does, or the start of the input for an authority alone
// (ParseAuthority, flagTarget), which has no "//". (The authority-form of
// an HTTP request target has no "//" and no userinfo.)
func (r Ref) authStart() int {
	switch {
	case r.flags()&flagUserinfo == 0:
		return r.hostStart() - r.ipLiteral()
	case r.flags()&flagScheme != 0:
		return r.schemeEnd() + len("://")
	case r.flags()&flagTarget == flagTarget:
		return 0
	}
	return len("//")
}

// userEnd is the offset of the "@" that ends the userinfo, if any.
func (r Ref) userEnd() int { return r.hostStart() - 1 - r.ipLiteral() }

// portStart is the offset of the port, after the ":", if any.
func (r Ref) portStart() int { return r.hostEnd() + 1 + r.ipLiteral() }

func (r *Ref) setSchemeEnd(i int) { r.a = r.a&^(1<<32-1) | uint64(uint32(i)) }
func (r *Ref) setHostStart(i int) { r.a = uint64(uint32(r.a)) | uint64(i)<<32 }
func (r *Ref) setHostEnd(i int)   { r.b = r.b&^(1<<32-1) | uint64(uint32(i)) }
func (r *Ref) setPathStart(i int) { r.b = uint64(uint32(r.b)) | uint64(i)<<32 }
func (r *Ref) setPathEnd(i int)   { r.c = r.c&^(1<<32-1) | uint64(uint32(i)) }
func (r *Ref) setQueryEnd(i int)  { r.c = uint64(uint32(r.c)) | uint64(i)<<32 }
func (r *Ref) setEnd(i int)       { r.d = r.d&^(1<<32-1) | uint64(uint32(i)) }
func (r *Ref) setPort(p uint16) {
	r.d = r.d&^(0xffff<<refPortShift) | uint64(p)<<refPortShift
}
func (r *Ref) addFlags(f uint16) { r.d |= uint64(f) << refFlagsShift }
func (r *Ref) setHostKind(k HostKind) {
	r.d = r.d&^(7<<refHostKindShift) | uint64(k)<<refHostKindShift
}
func (r *Ref) setPathKind(k PathKind) {
	r.d = r.d&^(7<<refPathKindShift) | uint64(k)<<refPathKindShift
}

// refKinds returns the host and path kinds in their place in Ref.d.
func refKinds(h HostKind, p PathKind) uint64 {
	return uint64(h)<<refHostKindShift | uint64(p)<<refPathKindShift
}

// failedRef is the Ref of a failed Parse, with the error offset.
func failedRef(off int) Ref {
	return Ref{d: uint64(uint32(off)) | uint64(flagFailed)<<refFlagsShift}
}

// Every function that takes an input and its Ref trusts the Ref or parses
// the input again: usableRef (or uriRef, for those that read the input as
// a URI-reference) is the guard, small enough to inline, and reparse the
// rest, as in
//
//	if !uriRef(&r, s) {
//		if code := reparse(&r, s, true); code != 0 {
//			return dst, code
//		}
//	}

// usableRef reports whether r can be trusted to hold offsets within s: it
// is a Ref that Parse, ParseIRI, ParseRequestTarget, Split or the
// extractor made for an input of len(s) bytes, whose spans are in order
// and end within s. It cannot tell s from another input of the same
// length: what r says of the bytes of s (that a "%" begins a pct-encoded
// triplet, that a ":" ends the scheme) holds only for s's own Ref, and for
// a Ref of Parse. So the functions that read s through r check the bytes
// they rely on where a wrong one would take them out of bounds, and
// FuzzAnyRef hands them Refs of every origin and of other inputs.
func usableRef(r *Ref, s string) bool {
	return r.flags()&(flagValid|flagSplit) != 0 && r.flags()&flagFailed == 0 && r.end() == len(s)
}

// uriRef is usableRef for the functions that read s as a URI-reference
// through r: it is also false for a request-target in the authority-form
// or the asterisk-form (flagTarget), which is not one.
func uriRef(r *Ref, s string) bool {
	f := r.flags() & (flagFailed | flagTarget)
	return (f == flagValid || f == flagSplit) && r.end() == len(s)
}

// Valid reports whether r is the result of a successful Parse: the input
// is a URI-reference as RFC 3986 defines it (or, from ParseIRI, an
// IRI-reference, and from ParseRequestTarget, a request-target). A Ref
// made by Split is not Valid, since Split checks nothing.
func (r Ref) Valid() bool { return r.flags()&flagValid != 0 }

// ErrorOffset returns the byte offset of the first offending byte of the
// input when r is the result of a failed Parse, and -1 otherwise. An offset
// equal to the input length means the input ended too early (as in "%4" or
// "//[::1").
func (r Ref) ErrorOffset() int {
	if r.flags()&flagFailed == 0 {
		return -1
	}
	return r.end()
}

// Len returns the length of the input r covers.
func (r Ref) Len() int {
	if r.flags()&flagFailed != 0 {
		return 0
	}
	return r.end()
}

// IsRelative reports whether r is a relative reference: it has no scheme
// (RFC 3986 4.2). A failed Parse is not relative, and neither is a
// request-target in the authority-form ("example.com:443") or the
// asterisk-form ("*") of ParseRequestTarget, which is not a URI-reference
// at all.
func (r Ref) IsRelative() bool {
	f := r.flags() & (flagScheme | flagFailed | flagTarget)
	return f == flagValid || f == flagSplit
}

// IsAbsolute reports whether r is an absolute-URI (RFC 3986 4.3): it has a
// scheme and no fragment.
func (r Ref) IsAbsolute() bool {
	return r.flags()&(flagScheme|flagFragment) == flagScheme
}

// HasScheme reports whether r has a scheme (and so is a URI).
func (r Ref) HasScheme() bool { return r.flags()&flagScheme != 0 }

// HasAuthority reports whether r has an authority ("//" was present), even
// an empty one as in "file:///x".
func (r Ref) HasAuthority() bool { return r.flags()&flagAuthority != 0 }

// HasUserinfo reports whether the authority has a userinfo ("@" was
// present), even an empty one.
func (r Ref) HasUserinfo() bool { return r.flags()&flagUserinfo != 0 }

// HasPort reports whether the authority has a port (":" followed the host),
// even an empty one.
func (r Ref) HasPort() bool { return r.flags()&flagPort != 0 }

// HasQuery reports whether r has a query ("?" was present), even an empty
// one.
func (r Ref) HasQuery() bool { return r.flags()&flagQuery != 0 }

// HasFragment reports whether r has a fragment ("#" was present), even an
// empty one.
func (r Ref) HasFragment() bool { return r.flags()&flagFragment != 0 }

// Scheme returns the span of the scheme, without the ":". It is the zero
// Span when r has no scheme.
func (r Ref) Scheme() Span {
	if r.flags()&flagScheme == 0 {
		return Span{}
	}
	return Span{0, r.schemeEnd()}
}

// Authority returns the span of the authority (userinfo, host and port),
// without the leading "//". It is the zero Span when r has no authority.
func (r Ref) Authority() Span {
	if r.flags()&flagAuthority == 0 {
		return Span{}
	}
	return Span{r.authStart(), r.pathStart()}
}

// Userinfo returns the span of the userinfo, without the "@". It is the
// zero Span when r has no userinfo.
func (r Ref) Userinfo() Span {
	if r.flags()&flagUserinfo == 0 {
		return Span{}
	}
	return Span{r.authStart(), r.userEnd()}
}

// Host returns the span of the host. The span of an IP-literal excludes its
// brackets: the host of "http://[::1]/" is "::1". It is the zero Span when r
// has no authority.
func (r Ref) Host() Span {
	if r.flags()&flagAuthority == 0 {
		return Span{}
	}
	return Span{r.hostStart(), r.hostEnd()}
}

// HostKind returns the kind of the host, or HostNone when r has no
// authority.
func (r Ref) HostKind() HostKind { return r.hostKind() }

// Port returns the span of the port digits, without the ":". It is the zero
// Span when r has no port.
func (r Ref) Port() Span {
	if r.flags()&flagPort == 0 {
		return Span{}
	}
	return Span{r.portStart(), r.pathStart()}
}

// PortNumber returns the port as a number. ok is false when r has no port,
// when the port is empty, and when its value does not fit in 16 bits
// (port = *DIGIT allows any length; "http://h:99999/" is valid).
//
// Deprecated: Use PortValue or PortOr. PortNumber's ok is false alike for
// an absent port, an empty one (the scheme's default) and one out of
// range, and a caller that reads !ok as "the default" sends
// "http://h:99999/" to port 80. It keeps working, as it always has.
func (r Ref) PortNumber() (port uint16, ok bool) {
	return r.port(), r.flags()&(flagPort|flagPortOK) == flagPort|flagPortOK
}

// Path returns the span of the path. Every Ref has a path, possibly empty.
func (r Ref) Path() Span { return Span{r.pathStart(), r.pathEnd()} }

// PathKind returns the ABNF rule the path matches.
func (r Ref) PathKind() PathKind { return r.pathKind() }

// Query returns the span of the query, without the "?". It is the zero Span
// when r has no query.
func (r Ref) Query() Span {
	if r.flags()&flagQuery == 0 {
		return Span{}
	}
	return Span{r.pathEnd() + 1, r.queryEnd()}
}

// Fragment returns the span of the fragment, without the "#". It is the
// zero Span when r has no fragment.
func (r Ref) Fragment() Span {
	if r.flags()&flagFragment == 0 {
		return Span{}
	}
	return Span{r.queryEnd() + 1, r.end()}
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
	return enumString(c, componentNames[:], "Component")
}

// String returns the components of r that are defined, in order, each
// with its span, such as "scheme[0,4) host[7,18) port[19,21) path[21,30)";
// "invalid at 5" for the Ref of a failed parse at offset 5; "invalid" for
// the zero Ref. It shows offsets only, since a Ref does not hold its
// input: use the spans' In or Bytes methods for the text. It allocates.
func (r Ref) String() string {
	if !r.Valid() {
		if off := r.ErrorOffset(); off >= 0 {
			return "invalid at " + strconv.Itoa(off)
		}
		return "invalid"
	}
	var b []byte
	for c := ComponentScheme; c <= ComponentFragment; c++ {
		if sp, ok := r.Component(c); ok {
			if len(b) > 0 {
				b = append(b, ' ')
			}
			b = append(b, c.String()...)
			b = append(b, sp.String()...)
		}
	}
	return string(b)
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

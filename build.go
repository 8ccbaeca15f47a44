// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "errors"

// A Part is the value of one component for AppendBuild and AppendSet: its
// text, whether that text is raw (percent-encoded as the component's ABNF
// requires, and checked) or decoded (escaped for the component by
// AppendEscape), and whether the component is defined at all. The zero
// Part is an undefined component, which differs from a defined empty one
// ("?" with an empty query).
type Part struct {
	Text    string
	Decoded bool // Text is decoded: escape it for its component
	Defined bool
}

// Raw returns the defined Part of raw text: written as it is, after a
// check against the component's ABNF.
func Raw(text string) Part { return Part{Text: text, Defined: true} }

// Decoded returns the defined Part of decoded text, escaped for its
// component: the path keeps its "/", the query and the fragment their "/"
// and "?", and every byte the component does not allow is percent-encoded,
// "%" included. The scheme and the port have no escaping: a decoded one is
// checked as a raw one.
func Decoded(text string) Part { return Part{Text: text, Decoded: true, Defined: true} }

// Parts holds the components of a reference, by Component: for example
//
//	uri.Parts{uri.ComponentScheme: uri.Raw("https"), uri.ComponentHost: uri.Raw("example.com"),
//		uri.ComponentPath: uri.Decoded("/a b")}
//
// The host defines the authority: a userinfo or a port needs a host, which
// may be empty. The path is written whether or not it is defined.
type Parts [ComponentFragment + 1]Part

// escapeModes is the escape mode of each component's decoded text.
var escapeModes = [ComponentFragment + 1]EscapeMode{
	ComponentUserinfo: EscapeUserinfo,
	ComponentHost:     EscapeHost,
	ComponentPath:     EscapePath,
	ComponentQuery:    EscapeQuery,
	ComponentFragment: EscapeFragment,
}

// errComponent is the error of AppendSet for a Component that is not one.
var errComponent = errors.New("uri: unknown component")

// componentCodes is the ErrorCode of each component.
var componentCodes = [ComponentFragment + 1]ErrorCode{
	ComponentScheme:   ErrScheme,
	ComponentUserinfo: ErrUserinfo,
	ComponentHost:     ErrHost,
	ComponentPort:     ErrPort,
	ComponentPath:     ErrPath,
	ComponentQuery:    ErrQuery,
	ComponentFragment: ErrFragment,
}

// AppendBuild appends to dst the reference made of the components in p
// (RFC 3986 5.3), and returns the extended buffer and, on error, the
// offset of the fault within the text of the part at fault. Parsing the
// result gives back exactly the components given: their presence, and the
// raw text or the escaped decoded text of each.
//
// A raw part is checked against its component's ABNF: the error is the
// component's ErrorCode (ErrScheme, ErrUserinfo, ErrHost, ErrPort,
// ErrPath, ErrQuery or ErrFragment, also for a "%" not followed by two
// hexadecimal digits) with the offset in the part's text. A host is a
// reg-name, an IPv4 address or an IP literal in brackets ("[::1]"; raw
// only; AddrHost makes the host Part of a netip.Addr). Combinations that would not read back are handled as 5.3 requires:
//
//   - a path that begins with "//" without an authority is written with
//     the prefix "/." (which denotes the same path);
//   - a relative reference whose first path segment holds a ":" is written
//     with the prefix "./";
//   - an authority with a path that does not begin with "/" is an error,
//     ErrPath at offset 0, as is a userinfo or a port without a host,
//     ErrHost at offset 0.
//
// A nil p is the zero Parts: every component undefined, the empty
// reference. On error dst is returned unchanged. AppendBuild does not
// allocate when dst has room for the result.
func AppendBuild(dst []byte, p *Parts) (out []byte, offset int, err error) {
	if p == nil {
		return dst, 0, nil
	}
	start := len(dst)
	out, c, off := appendParts(dst, p)
	if c != 0 {
		return dst[:start], off, c
	}
	return out, 0, nil
}

// appendParts is AppendBuild; it returns the ErrorCode and offset of a
// fault.
func appendParts(dst []byte, p *Parts) ([]byte, ErrorCode, int) {
	host := p[ComponentHost].Defined
	if !host && (p[ComponentUserinfo].Defined || p[ComponentPort].Defined) {
		return dst, ErrHost, 0
	}
	if s := p[ComponentScheme]; s.Defined {
		if off, ok := checkScheme(s.Text); !ok {
			return dst, ErrScheme, off
		}
		dst = append(append(dst, s.Text...), ':')
	}
	var code ErrorCode
	var off int
	if host {
		dst = append(dst, "//"...)
		if u := p[ComponentUserinfo]; u.Defined {
			if dst, code, off = appendPart(dst, ComponentUserinfo, u); code != 0 {
				return dst, code, off
			}
			dst = append(dst, '@')
		}
		if dst, code, off = appendPart(dst, ComponentHost, p[ComponentHost]); code != 0 {
			return dst, code, off
		}
		if pt := p[ComponentPort]; pt.Defined {
			for i := 0; i < len(pt.Text); i++ {
				if !isDigit(pt.Text[i]) {
					return dst, ErrPort, i
				}
			}
			dst = append(append(dst, ':'), pt.Text...)
		}
	}
	pathStart := len(dst)
	if dst, code, off = appendPart(dst, ComponentPath, p[ComponentPath]); code != 0 {
		return dst, code, off
	}
	if path := dst[pathStart:]; len(path) > 0 {
		switch {
		case host && path[0] != '/':
			return dst, ErrPath, 0
		case !host && len(path) >= 2 && path[0] == '/' && path[1] == '/':
			dst = insertAt(dst, pathStart, "/.")
		case !host && !p[ComponentScheme].Defined && firstSegmentColon(asString(path)) >= 0:
			dst = insertAt(dst, pathStart, "./")
		}
	}
	for _, c := range []Component{ComponentQuery, ComponentFragment} {
		if q := p[c]; q.Defined {
			if c == ComponentQuery {
				dst = append(dst, '?')
			} else {
				dst = append(dst, '#')
			}
			if dst, code, off = appendPart(dst, c, q); code != 0 {
				return dst, code, off
			}
		}
	}
	return dst, 0, 0
}

// appendPart appends the text of part for component c: escaped when it is
// decoded, checked when it is raw.
func appendPart(dst []byte, c Component, part Part) ([]byte, ErrorCode, int) {
	if part.Decoded && c != ComponentPort && c != ComponentScheme {
		return AppendEscape(dst, part.Text, escapeModes[c]), 0, 0
	}
	s := part.Text
	var end int
	var ok bool
	switch c {
	case ComponentUserinfo:
		end, ok = scanPct(s, 0, classUserinfo)
	case ComponentHost:
		if len(s) > 0 && s[0] == '[' {
			var r Ref
			var code ErrorCode
			if end, code = parseIPLiteral(s, 0, &r); code != 0 {
				return dst, ErrHost, end
			}
			ok = true
		} else {
			end, ok = scanPct(s, 0, classRegName)
		}
	case ComponentPath:
		end, ok = scanPct(s, 0, classPath)
	default: // query, fragment
		end, ok = scanPct(s, 0, classQuery)
	}
	if !ok || end < len(s) {
		return dst, componentCodes[c], end
	}
	return append(dst, s...), 0, 0
}

// checkScheme reports whether s is a scheme (RFC 3986 3.1), or the offset
// of its first wrong byte.
func checkScheme(s string) (int, bool) {
	if s == "" || !inClass(s[0], classALPHA) {
		return 0, false
	}
	if i := 1 + indexNotIn(s[1:], classScheme); i < len(s) {
		return i, false
	}
	return 0, true
}

// insertAt inserts s into b at i.
func insertAt(b []byte, i int, s string) []byte {
	n := len(b)
	b = append(b, s...)
	copy(b[i+len(s):], b[i:n])
	copy(b[i:], s)
	return b
}

// AppendSet appends to dst the reference s, whose Ref is r, with the
// component c set to part (or removed, for the zero Part), every other
// byte as it was, and returns the extended buffer. The new part is checked
// or escaped as AppendBuild does, with the same guards: a path that needs
// "/." or "./" to keep its meaning gets it, and the error and offset are
// those of AppendBuild. Removing the host removes the authority, with its
// userinfo and port; the path cannot be removed, only set to empty.
//
// r must be the Ref of s from Parse. A Ref that does not belong to s (a
// failed Parse, the zero Ref, or the Ref of an input of another length) is
// not trusted: s is parsed again, and an invalid s is the error of Parse,
// at its offset. A Ref from Split is used as it is, and the Ref of another
// input of the same length gives a meaningless result, never a panic. A
// request-target in the authority-form or the asterisk-form
// (ParseRequestTarget) is not a URI-reference: the error is ErrForm, at
// offset 0. On error dst is returned unchanged. AppendSet does not
// allocate when dst has room for the result.
func AppendSet[T ~string | ~[]byte](dst []byte, s T, r Ref, c Component, part Part) (out []byte, offset int, err error) {
	str := asString(s)
	if !uriRef(&r, str) {
		if code := reparse(&r, str, true); code != 0 {
			return dst, max(r.ErrorOffset(), 0), code
		}
	}
	if c > ComponentFragment {
		return dst, 0, errComponent
	}
	var p Parts
	for k := ComponentScheme; k <= ComponentFragment; k++ {
		sp, defined := r.Component(k)
		text := sp.In(str)
		if k == ComponentHost && (r.HostKind() == HostIPv6 || r.HostKind() == HostIPvFuture) {
			text = str[sp.Start-1 : sp.End+1] // with its brackets
		}
		p[k] = Part{Text: text, Defined: defined}
	}
	p[c] = part
	if c == ComponentHost && !part.Defined {
		p[ComponentUserinfo], p[ComponentPort] = Part{}, Part{}
	}
	if c == ComponentPath {
		p[c].Defined = true
	}
	return AppendBuild(dst, &p)
}

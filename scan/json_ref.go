// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"slices"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// The fields of a valid reference that every JSON object describing one
// holds: its components, host kind, findings and WHATWG host.

// componentKeys are the JSON keys of the components, in Component order.
var componentKeys = [...]string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// appendComponentsJSON appends the fields of a valid reference text whose
// Ref is r (valid: so appendJSONText writes its components), each after ", ": its components (null when undefined, in the
// schema of the conformance vectors), "host_kind" (null without an
// authority), "findings", the names of its security findings (RFC 3986
// section 7; see uri.Inspect and web.Inspect), [] for none, and
// "web_host" (see appendWebHostJSON). iri says that text may be an IRI
// reference.
func appendComponentsJSON(dst, text []byte, r uri.Ref, iri bool) []byte {
	if iri {
		dst = appendComponentJSON(dst, uri.ComponentScheme, text, r.Scheme(), r.HasScheme(), iri)
		dst = appendComponentJSON(dst, uri.ComponentUserinfo, text, r.Userinfo(), r.HasUserinfo(), iri)
		dst = appendComponentJSON(dst, uri.ComponentHost, text, r.Host(), r.HasAuthority(), iri)
		dst = appendComponentJSON(dst, uri.ComponentPort, text, r.Port(), r.HasPort(), iri)
		dst = appendComponentJSON(dst, uri.ComponentPath, text, r.Path(), true, iri)
		dst = appendComponentJSON(dst, uri.ComponentQuery, text, r.Query(), r.HasQuery(), iri)
		dst = appendComponentJSON(dst, uri.ComponentFragment, text, r.Fragment(), r.HasFragment(), iri)
	} else {
		// The fast path of a URI reference: room for every field at
		// once, then each key written as one fixed-size block.
		dst = slices.Grow(dst, len(text)+componentsRoom)
		n, b := len(dst), dst[:cap(dst)]
		n = putComponent(b, n, uri.ComponentScheme, text, r.Scheme(), r.HasScheme())
		n = putComponent(b, n, uri.ComponentUserinfo, text, r.Userinfo(), r.HasUserinfo())
		n = putComponent(b, n, uri.ComponentHost, text, r.Host(), r.HasAuthority())
		n = putComponent(b, n, uri.ComponentPort, text, r.Port(), r.HasPort())
		n = putComponent(b, n, uri.ComponentPath, text, r.Path(), true)
		n = putComponent(b, n, uri.ComponentQuery, text, r.Query(), r.HasQuery())
		n = putComponent(b, n, uri.ComponentFragment, text, r.Fragment(), r.HasFragment())
		dst = b[:n]
	}
	hk := r.HostKind()
	if !r.HasAuthority() {
		hk = uri.HostNone
	}
	dst = append(dst, hostKindFindings[hk&7]...)
	// The findings, then the WHATWG host written in place after its key,
	// its one call into web also telling whether it differs from the RFC
	// host; when it does (rarely), the findings are written again with
	// that one among them.
	f := uri.Inspect(text, r)
	start := len(dst)
	dst = appendFindingNames(dst, f)
	dst = append(dst, webHostOpen...)
	n := len(dst)
	dst, k, differs, err := web.AppendHostDiffers(dst, text, r)
	if differs {
		var buf [256]byte
		host := append(buf[:0], dst[n:]...)
		dst = appendFindingNames(dst[:start], f|uri.FindWebHostDiffers)
		dst = append(dst, webHostOpen...)
		n = len(dst)
		dst = append(dst, host...)
	}
	return closeWebHost(dst, n, k, err)
}

// webHostOpen ends the findings and opens the field "web_host" and its
// string.
const webHostOpen = `], "web_host": "`

// appendFindingNames appends the names of the findings in f, each quoted,
// separated by ", " (the elements of a JSON array).
func appendFindingNames(dst []byte, f uri.Findings) []byte {
	for i := 0; f != 0; i++ {
		one := f & -f
		f &^= one
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = append(dst, '"')
		dst = append(dst, one.String()...)
		dst = append(dst, '"')
	}
	return dst
}

// appendWebHostJSON appends the field "web_host" of text, a reference
// found or a record, valid or not, whose Ref is r (the failed one of an
// invalid text spares web a parse; the zero Ref will do): the host that a
// WHATWG URL parser (a browser) gives it, as package web computes it, or
// null where the parser refuses text or it has no host.
func appendWebHostJSON(dst, text []byte, r uri.Ref) []byte {
	dst = append(dst, webHostOpen[1:]...)
	n := len(dst)
	var k web.Kind
	var err error
	if r == (uri.Ref{}) {
		dst, k, err = web.AppendHost(dst, text)
	} else {
		dst, k, err = web.AppendHostRef(dst, text, r)
	}
	return closeWebHost(dst, n, k, err)
}

// closeWebHost ends the field "web_host" whose value, the host of the
// kind k or the failure err, was appended at dst[n:], after the key and
// the quote that opens the string: in place, since most references have
// no host and the others have no '"' to escape. Without a host, the
// value is null.
func closeWebHost(dst []byte, n int, k web.Kind, err error) []byte {
	if err != nil || k == web.None {
		return append(dst[:n-1], "null"...)
	}
	return closeWebHostString(dst, n)
}

// closeWebHostString is closeWebHost for a host, kept apart so that
// closeWebHost is inlined.
func closeWebHostString(dst []byte, n int) []byte {
	// A host is ASCII and holds no control, DEL nor "\\" (forbidden,
	// or percent-encoded in an opaque host): of what JSON escapes, only
	// '"' may be in one.
	if bytes.IndexByte(dst[n:], '"') < 0 {
		return append(dst, '"')
	}
	var buf [256]byte
	return appendJSONBytes(dst[:n-1], append(buf[:0], dst[n:]...))
}

// The fixed parts of the JSON objects, written with one append each:
// a component's key with the quote of its value, or with null; the
// host_kind field and the start of the findings.
var (
	componentOpen, componentNull [uri.ComponentFragment + 1]string
	hostKindFindings             [8]string // by HostKind; HostNone: null
)

func init() {
	for c := range componentOpen {
		componentOpen[c] = `, "` + componentKeys[c] + `": "`
		componentNull[c] = `, "` + componentKeys[c] + `": null`
		for i, key := range []string{componentOpen[c], componentNull[c]} {
			kb := &keyBlocks[i][c]
			kb.len = copy(kb.text[:], key)
			if kb.len != len(key) {
				panic("scan: a component key is longer than keyBlock")
			}
		}
	}
	for k := range hostKindFindings {
		v := "null"
		if hk := uri.HostKind(k); hk != uri.HostNone {
			v = `"` + hk.String() + `"`
		}
		hostKindFindings[k] = `, "host_kind": ` + v + `, "findings": [`
	}
}

// keyBlocks holds the fields of the components without their values, each
// in a block of keyBlock bytes that putComponent writes at once: by
// component, the key with the quote that opens the value, and the key
// with null.
const keyBlock = 24

var keyBlocks [2][uri.ComponentFragment + 1]struct {
	text [keyBlock]byte
	len  int
}

// componentsRoom is the room putComponent needs beyond the values: seven
// fields, and a block written in full past the last.
const componentsRoom = 7*keyBlock + keyBlock

// putComponent writes the field of component c of a valid URI reference
// text (which holds no byte a JSON string escapes) at b[n:], with its ", "
// before it: its text at sp, or null when it is not defined. It returns
// the end of the field. b must have room for the field and keyBlock bytes.
func putComponent(b []byte, n int, c uri.Component, text []byte, sp uri.Span, defined bool) int {
	if !defined {
		kb := &keyBlocks[1][c]
		*(*[keyBlock]byte)(b[n:]) = kb.text
		return n + kb.len
	}
	kb := &keyBlocks[0][c]
	*(*[keyBlock]byte)(b[n:]) = kb.text
	n += kb.len
	n += copy(b[n:], text[sp.Start:sp.End])
	b[n] = '"'
	return n + 1
}

// appendComponentJSON appends the field of component c (with its ", "
// before it) of a valid reference text: its text at sp, or null when it is
// not defined.
func appendComponentJSON(dst []byte, c uri.Component, text []byte, sp uri.Span, defined, iri bool) []byte {
	if !defined {
		return append(dst, componentNull[c]...)
	}
	if iri {
		return appendJSONBytes(append(dst, componentOpen[c][:len(componentOpen[c])-1]...), sp.Bytes(text))
	}
	dst = append(dst, componentOpen[c]...)
	dst = append(dst, sp.Bytes(text)...)
	return append(dst, '"')
}

// appendURIJSON appends the field "uri" of an IRI reference text, valid:
// its URI (RFC 3987 3.1), which holds no byte a JSON string escapes.
func appendURIJSON(dst, text []byte) []byte {
	dst = append(dst, `, "uri": "`...)
	dst, _ = uri.AppendToURI(dst, text)
	return append(dst, '"')
}

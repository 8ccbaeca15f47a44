// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"reflect"
	"unsafe"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// A Record is one URI reference: found in a line of text by Extract, or
// read from a field by Parse and ParseTarget. It holds what scan -json
// prints for a reference, less the line number, which a distributed read
// does not know.
//
// The strings of a Record are substrings of the element it was made from:
// making one does not allocate, except for the text of a reference that
// the extractor had to clean (white space removed between angle brackets)
// or unescape (in a JSON record), and for a key path not seen before.
type Record struct {
	// File is the name of the file the line was read from, for lines read
	// with textio.ReadWithFilename; "" otherwise.
	File string
	// Start and End are the byte offsets of the reference in the element,
	// delimiters excluded: in a JSON record, of its raw text, which
	// unescapes to Text.
	Start, End int
	// Kind is how the reference was delimited in the text: "bare",
	// "quoted", "angle", "request", or "value" for the value of a JSON key
	// that names a URL (uri.MatchKind); "" for Parse and ParseTarget.
	Kind string
	// Key is, for a reference found in a JSON record, the path of its key
	// ("request.headers.Referer"; uri.Match.Key), and Unescaped says that
	// its raw text held escapes; "" and false otherwise.
	Key       string
	Unescaped bool
	// Form is the request-target form (uri.TargetForm): "origin",
	// "absolute", "authority" or "asterisk"; "" when the reference is not
	// a request-target.
	Form string
	// Text is the reference. For a reference longer than the maximum
	// length (error "too_long"), it is its first bytes.
	Text string
	// Err is the name of the error code of an invalid reference
	// (uri.ErrorCode.Name, such as "path" or "too_long"), "" for a valid
	// one; ErrOffset is the offset in Text of the first offending byte.
	Err       string
	ErrOffset int
	// The components of a valid reference, raw, as spans of Text; Defined
	// tells an empty component from an undefined one (see Has).
	Scheme, Userinfo, Host, Port, Path, Query, Fragment string
	Defined                                             uint8
	// HostKind is the kind of the host (uri.HostKind): "regname", "ipv4",
	// "ipv6", "ipvfuture", or "" without an authority.
	HostKind string
	// IRI is set for a valid IRI-reference that is not a URI-reference
	// (RFC 3987: it holds non-ASCII characters), which Extract finds as
	// the extractor does (uri.FlagIRI). Its components are read as
	// uri.ParseIRI reads them.
	IRI bool
	// Findings holds the security findings of a valid reference, the bits
	// of uri.Findings that web.Inspect reports: uri.Inspect's and
	// web_host_differs (see FindingSet).
	Findings uint32
}

// FindingSet returns the security findings of the reference.
func (r *Record) FindingSet() uri.Findings { return uri.Findings(r.Findings) }

// Valid reports whether the record is a valid reference (Err is "").
func (r *Record) Valid() bool { return r.Err == "" }

// Has reports whether the component c of the reference is defined, even
// empty: "http://h?" has a query, "http://h" none. The path of a valid
// reference is always defined; nothing is defined in an invalid one.
func (r *Record) Has(c uri.Component) bool { return r.Defined&(1<<c) != 0 }

// setRef fills the fields of r that describe text, whose Ref is ref and
// error code err. It does not allocate.
func (r *Record) setRef(text string, ref uri.Ref, err uri.ErrorCode) {
	r.Text = text
	r.Scheme, r.Userinfo, r.Host, r.Port, r.Path, r.Query, r.Fragment = "", "", "", "", "", "", ""
	r.Defined, r.Findings = 0, 0
	r.HostKind = ""
	if err != 0 {
		r.Err = err.Name()
		r.ErrOffset = ref.ErrorOffset()
		return
	}
	r.Err, r.ErrOffset = "", 0
	for c, field := range r.components() {
		sp, ok := ref.Component(uri.Component(c))
		if !ok {
			continue
		}
		r.Defined |= 1 << c
		*field = sp.In(text)
	}
	if ref.HasAuthority() {
		r.HostKind = ref.HostKind().String()
	}
	r.Findings = uint32(web.Inspect(text, ref))
}

// ref returns the Ref of r.Text, a URI-reference (not an IRI), as the
// record was made from it: by uri.ParseRequestTarget for a request-target
// (so that the path of "GET //a" is "//a", with no authority), by
// uri.Parse otherwise. It does not allocate.
func (r *Record) ref() (uri.Ref, error) {
	if r.Form == "" {
		return uri.Parse(r.Text)
	}
	method := "GET"
	switch r.Form {
	case formAuthority:
		method = "CONNECT"
	case formAsterisk:
		method = "OPTIONS"
	}
	ref, _, err := uri.ParseRequestTarget(method, r.Text)
	return ref, err
}

// components returns the fields of r that hold the components, indexed by
// uri.Component.
func (r *Record) components() [uri.ComponentFragment + 1]*string {
	return [...]*string{&r.Scheme, &r.Userinfo, &r.Host, &r.Port, &r.Path, &r.Query, &r.Fragment}
}

// bytesOf returns the bytes of s without copying them. The extractor
// takes a []byte and only reads it; the result must never be written.
func bytesOf(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// recordType is the type of Record.
var recordType = reflect.TypeOf(Record{})

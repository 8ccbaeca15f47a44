// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package report describes a URI reference, or the references found in a
// text, in the terms the playground page shows: components and their
// spans, the error and its offset, the normalized and resolved forms,
// segments, parameters and security findings, and the host a browser
// would connect to. Everything comes from the uri package itself (and
// package web); the page only draws it.
//
// It is plain Go, so that its tests run on any platform; the WebAssembly
// main package (playground/wasm) is a thin layer over it. Nothing here is
// on a hot path: the functions allocate freely.
package report

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// DefaultBase is the base of the examples of RFC 3986 5.4, the default of
// the page's base field.
const DefaultBase = "http://a/b/c/d;p?q"

// A Report describes one input.
type Report struct {
	Input string `json:"input"`
	Valid bool   `json:"valid"`
	// Error is set for an invalid input.
	Error *Error `json:"error,omitempty"`
	// Runs cover the input from its first byte to its last, for drawing:
	// each is a component, a delimiter between components, or the
	// offending byte of an invalid input.
	Runs []Run `json:"runs"`
	// Components lists the seven components in order, defined or not.
	Components []Component `json:"components"`
	HostKind   string      `json:"hostKind"`
	PathKind   string      `json:"pathKind"`
	// Port is the port number, when the port is defined and not empty;
	// PortFits reports whether it fits in 16 bits.
	Port     *uint64 `json:"port,omitempty"`
	PortFits bool    `json:"portFits"`
	// Addr is the IP address of an IPv4 or IPv6 host (uri.Addr).
	Addr     string `json:"addr,omitempty"`
	Relative bool   `json:"relative"`
	Absolute bool   `json:"absolute"`

	Normalized map[string]Result `json:"normalized,omitempty"` // by level: "syntax", "scheme"
	Base       string            `json:"base"`
	Resolved   *Result           `json:"resolved,omitempty"`
	// FromBase is the reference that resolves against Base to the
	// target: the input if it has a scheme, its resolution otherwise.
	FromBase *Result   `json:"fromBase,omitempty"`
	Segments []Segment `json:"segments,omitempty"`
	Params   []Param   `json:"params,omitempty"`
	// ParamsError is set when the query holds more parameters than shown.
	ParamsError string    `json:"paramsError,omitempty"`
	Findings    []Finding `json:"findings,omitempty"`
	// WebHost is the host a browser would connect to, for any input,
	// valid or not (package web).
	WebHost WebHost `json:"webHost"`
}

// A WebHost is the host that the WHATWG URL Standard's parser, which
// browsers follow, gives the input, beside its RFC 3986 host.
type WebHost struct {
	Host string `json:"host"` // serialized as the hostname getter does
	Kind string `json:"kind"` // web.Kind: none, empty, domain, ipv4, ipv6, opaque
	// Refused names the validation error with which the parser refuses
	// the input, such as "port-out-of-range": a browser connects nowhere.
	Refused string `json:"refused,omitempty"`
	// Differs is the finding web_host_differs: the input is valid, and its
	// two hosts differ.
	Differs bool `json:"differs"`
}

// An Error is what is wrong with an invalid input.
type Error struct {
	Code    string `json:"code"`    // ErrorCode.Name
	Message string `json:"message"` // ErrorCode.Error
	Offset  int    `json:"offset"`  // in bytes
	// Detail is the message of the *uri.ParseError.
	Detail string `json:"detail"`
}

// A Run is a piece of the input. Component is the name of the component
// it is, "" for the delimiters between components ("://", "@", "?", ...)
// and for the text around the offending byte of an invalid input.
type Run struct {
	Text      string `json:"text"`
	Component string `json:"component,omitempty"`
	// Empty marks a defined but empty component, whose Text is "".
	Empty bool `json:"empty,omitempty"`
	// Error marks the offending byte (or character) of an invalid input;
	// its Text is "" when the input ended too early.
	Error bool `json:"error,omitempty"`
	Start int  `json:"start"` // byte offset in the input
}

// A Component is one of the seven components of a reference.
type Component struct {
	Name    string `json:"name"`
	Defined bool   `json:"defined"`
	Text    string `json:"text"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
}

// A Result is the text a function produced, or its error.
type Result struct {
	Text  string `json:"text,omitempty"`
	Error string `json:"error,omitempty"`
}

// A Segment is one path segment, raw and decoded.
type Segment struct {
	Raw     string `json:"raw"`
	Decoded string `json:"decoded"`
	Start   int    `json:"start"` // in the path
	Error   string `json:"error,omitempty"`
}

// A Param is one query parameter, raw and decoded as HTML form data.
type Param struct {
	Key      string `json:"key"`
	Value    string `json:"value"`
	HasValue bool   `json:"hasValue"`
	Start    int    `json:"start"` // in the query
	// KeyDecoded and ValueDecoded are decoded with
	// EscapeQueryComponent|PlusSpace.
	KeyDecoded   string `json:"keyDecoded"`
	ValueDecoded string `json:"valueDecoded"`
	Error        string `json:"error,omitempty"`
}

// A findingDoc is the documentation of one uri.Findings constant, in
// findings_doc.go, generated from the uri package's findings.go; .ci/run
// fails when it is out of date.
type findingDoc struct {
	section string // the RFC 3986 sections it names, such as "7.3" or "6.2.2.1, 7.6"
	doc     string
}

//go:generate go run gen_findings.go

// A Finding is one security finding.
type Finding struct {
	Name    string `json:"name"`    // Findings.String
	Section string `json:"section"` // of RFC 3986, from the constant's documentation
	Doc     string `json:"doc"`     // the constant's documentation
}

// MaxParams is the number of query parameters a report lists.
const MaxParams = 1000

// Analyze describes input, resolved against base.
func Analyze(input, base string) Report {
	rep := Report{Input: input, Base: base}
	host, kind, werr := web.Host(input)
	rep.WebHost = WebHost{Host: host, Kind: kind.String()}
	if werr != nil {
		rep.WebHost.Refused = werr.(web.Failure).String()
	}
	r, err := uri.ParseDetailed(input)
	if err != nil {
		var pe *uri.ParseError
		if !errors.As(err, &pe) {
			// ParseDetailed documents a *ParseError; anything else is a bug
			// worth seeing on the page rather than a panic.
			rep.Error = &Error{Code: "unknown", Message: err.Error(), Offset: 0, Detail: err.Error()}
			rep.Runs = errorRuns(input, 0)
			return rep
		}
		rep.Error = &Error{Code: pe.Code.Name(), Message: pe.Code.Error(), Offset: pe.Offset, Detail: pe.Error()}
		rep.Runs = errorRuns(input, pe.Offset)
		return rep
	}
	rep.Valid = true
	rep.Relative, rep.Absolute = r.IsRelative(), r.IsAbsolute()
	rep.HostKind, rep.PathKind = r.HostKind().String(), r.PathKind().String()
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		sp, defined := r.Component(c)
		rep.Components = append(rep.Components, Component{
			Name: c.String(), Defined: defined, Text: sp.In(input), Start: sp.Start, End: sp.End,
		})
	}
	rep.Runs = componentRuns(input, rep.Components)
	if r.HasPort() && r.Port().Len() > 0 {
		// The port's value, even past 16 bits, which PortValue reports as
		// out of range:
		// "h:99999" is valid syntax.
		n, err := strconv.ParseUint(r.Port().In(input), 10, 64)
		if err == nil {
			rep.Port = &n
		}
		_, kind := r.PortValue()
		rep.PortFits = kind == uri.PortValid
	}
	if a, ok := uri.Addr(input, r); ok {
		rep.Addr = a.String()
	}

	rep.Normalized = map[string]Result{}
	for _, level := range []uri.Level{uri.LevelSyntax, uri.LevelScheme} {
		rep.Normalized[level.String()] = result(uri.AppendNormalizeRef(nil, input, r, level))
	}

	resolved := result(uri.AppendResolve(nil, base, input, uri.ResolveStrict))
	rep.Resolved = &resolved
	if resolved.Error == "" {
		target := input
		if r.IsRelative() {
			target = resolved.Text
		}
		fromBase := result(uri.AppendRelative(nil, base, target))
		rep.FromBase = &fromBase
	}

	rep.Segments = segments(r.Path().In(input))
	rep.Params, rep.ParamsError = params(r.Query().In(input), r.HasQuery())
	rep.WebHost.Differs = web.HostDiffers(input, r)
	for f := range web.Inspect(input, r).All() {
		d := findingDocs[f]
		rep.Findings = append(rep.Findings, Finding{Name: f.String(), Section: d.section, Doc: d.doc})
	}
	return rep
}

func result(b []byte, err error) Result {
	if err != nil {
		return Result{Error: err.Error()}
	}
	return Result{Text: string(b)}
}

// errorRuns splits an invalid input around its offending character.
func errorRuns(input string, off int) []Run {
	off = max(0, min(off, len(input)))
	_, size := utf8.DecodeRuneInString(input[off:])
	runs := []Run{{Text: input[:off]}, {Text: input[off : off+size], Error: true, Start: off}}
	if off+size < len(input) {
		runs = append(runs, Run{Text: input[off+size:], Start: off + size})
	}
	return runs
}

// componentRuns splits a valid input into its components and the
// delimiters between them. Components do not overlap and come in the
// order of the text.
func componentRuns(input string, comps []Component) []Run {
	var runs []Run
	pos := 0
	for _, c := range comps {
		if !c.Defined {
			continue
		}
		if c.Start > pos {
			runs = append(runs, Run{Text: input[pos:c.Start], Start: pos})
		}
		runs = append(runs, Run{Text: c.Text, Component: c.Name, Empty: c.Start == c.End, Start: c.Start})
		pos = c.End
	}
	if pos < len(input) {
		runs = append(runs, Run{Text: input[pos:], Start: pos})
	}
	return runs
}

func segments(path string) []Segment {
	var segs []Segment
	for s := range uri.Segments(path) {
		seg := Segment{Raw: s.Text, Start: s.Start}
		b, _, err := uri.AppendUnescape(nil, s.Text, uri.EscapePathSegment)
		if err != nil {
			seg.Error = err.Error()
		}
		seg.Decoded = Printable(string(b))
		segs = append(segs, seg)
	}
	return segs
}

func params(query string, defined bool) ([]Param, string) {
	if !defined {
		return nil, ""
	}
	var ps []Param
	const mode = uri.EscapeQueryComponent | uri.PlusSpace
	for p, err := range uri.Params(query, uri.ParamOptions{Max: MaxParams}) {
		if err != nil {
			return ps, err.Error() + " (" + strconv.Itoa(MaxParams) + " shown)"
		}
		k, _, kerr := uri.AppendUnescape(nil, p.Key, mode)
		v, _, verr := uri.AppendUnescape(nil, p.Value, mode)
		param := Param{
			Key: p.Key, Value: p.Value, HasValue: p.HasValue, Start: p.Start,
			KeyDecoded: Printable(string(k)), ValueDecoded: Printable(string(v)),
		}
		if err := errors.Join(kerr, verr); err != nil {
			param.Error = err.Error()
		}
		ps = append(ps, param)
	}
	return ps, ""
}

// Printable returns s when it is valid UTF-8 without control characters,
// and otherwise s quoted as Go would write it, so that a decoded "%00" or
// "%FF" shows as "\x00" or "\xff" rather than vanishing.
func Printable(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 }) {
		return s
	}
	return strconv.Quote(s)
}

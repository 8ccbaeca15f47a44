// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testkit

// The lines of the conformance vectors in testdata/ (copied from
// ../shared/conformance, whose README holds the rulings behind them), as
// ReadJSONL decodes them.

// A ParseVector is one line of testdata/parse.jsonl. A nil pointer is an
// undefined component.
type ParseVector struct {
	In       string  `json:"in"`
	Valid    bool    `json:"valid"`
	Scheme   *string `json:"scheme"`
	Userinfo *string `json:"userinfo"`
	Host     *string `json:"host"`
	Port     *string `json:"port"`
	Path     *string `json:"path"`
	Query    *string `json:"query"`
	Fragment *string `json:"fragment"`
	HostKind *string `json:"host_kind"`
	Src      string  `json:"src"`
}

// Components returns the seven components of v in the order of the uri
// package's Component constants, scheme to fragment.
func (v ParseVector) Components() [7]*string {
	return [7]*string{v.Scheme, v.Userinfo, v.Host, v.Port, v.Path, v.Query, v.Fragment}
}

// A ResolveVector is one line of testdata/resolve.jsonl: Out is Base and
// Ref resolved (RFC 3986 5.2), strictly or not.
type ResolveVector struct {
	Base   string `json:"base"`
	Ref    string `json:"ref"`
	Strict bool   `json:"strict"`
	Out    string `json:"out"`
	Src    string `json:"src"`
}

// A DotVector is one line of testdata/dot.jsonl: Out is In with its dot
// segments removed (RFC 3986 5.2.4).
type DotVector struct {
	In  string `json:"in"`
	Out string `json:"out"`
	Src string `json:"src"`
}

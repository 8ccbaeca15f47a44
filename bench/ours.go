// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import "github.com/uriscan/uri"

// oursEntries returns ours, once per implementation, for each operation
// the root package provides.
func oursEntries() []Entry {
	var out []Entry
	for _, impl := range ourImpls() {
		setup := func() error { return useImpl(impl) }
		name := oursName(impl)
		out = append(out,
			Entry{Peer: name, Op: OpParse, Ours: true, Setup: setup, Pass: oursParse, One: oursOne},
			// A request target is a URI-reference in origin- or absolute-form;
			// Parse reads both.
			Entry{Peer: name, Op: OpTarget, Ours: true, Setup: setup, Pass: oursParse, One: oursOne},
			Entry{Peer: name, Op: OpIRI, Ours: true, Setup: setup, Pass: oursParseIRI, One: oursOneIRI},
		)
		out = append(out, oursLate(name, setup)...)
		out = append(out, oursRoute(name, setup))
	}
	return out
}

func oursParse(d *Dataset) (o Outcome) {
	for _, s := range d.Refs {
		r, err := uri.Parse(s)
		if err != nil {
			o.Rejected++
			continue
		}
		o.Sink += len(r.Host().In(s)) + len(r.Path().In(s))
	}
	return
}

func oursParseIRI(d *Dataset) (o Outcome) {
	for _, s := range d.Refs {
		r, err := uri.ParseIRI(s)
		if err != nil {
			o.Rejected++
			continue
		}
		o.Sink += len(r.Host().In(s)) + len(r.Path().In(s))
	}
	return
}

func oursOneIRI(_, s string) (bool, string, string) {
	r, err := uri.ParseIRI(s)
	if err != nil {
		return false, "", ""
	}
	return true, r.Host().In(s), r.Path().In(s)
}

func oursOne(_, s string) (bool, string, string) {
	r, err := uri.Parse(s)
	if err != nil {
		return false, "", ""
	}
	return true, r.Host().In(s), r.Path().In(s)
}

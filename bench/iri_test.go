// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"testing"

	"github.com/uriscan/uri"
)

// TestWrappersParseKnownIRI checks each iri wrapper on an IRI whose host
// and path are not in doubt.
func TestWrappersParseKnownIRI(t *testing.T) {
	const in, host, path = "https://例え.jp/東京/駅?q=値#節", "例え.jp", "/東京/駅"
	seen := 0
	for _, e := range testEntries(t) {
		if e.Floor || e.Op != OpIRI {
			continue
		}
		seen++
		if e.Setup != nil {
			if err := e.Setup(); err != nil {
				t.Fatal(err)
			}
		}
		if ok, h, p := e.One("", in); !ok || h != host || p != path {
			t.Errorf("%s iri(%q) = %v, host %q, path %q; want true, %q, %q", e.Peer, in, ok, h, p, host, path)
		}
	}
	if seen < 2 {
		t.Errorf("%d iri entries, want ours and net/url at least", seen)
	}
}

// TestGeneratedIRIs checks the datasets of the iri operation: every input
// of gen-iri a valid IRI that is not a URI (it holds a non-ASCII
// character), and on the ASCII gen-web ParseIRI gives what Parse gives.
func TestGeneratedIRIs(t *testing.T) {
	n := 0
	for _, d := range Generated(500) {
		if d.Op != OpIRI {
			continue
		}
		n++
		for _, s := range d.Refs {
			ri, erri := uri.ParseIRI(s)
			ru, erru := uri.Parse(s)
			switch {
			case d.Name == "gen-iri" && (erri != nil || erru == nil):
				t.Fatalf("%s: %q: ParseIRI %v at %d, Parse %v; want an IRI that is not a URI", d.Name, s, erri, ri.ErrorOffset(), erru)
			case d.Name != "gen-iri" && (ri != ru || erri != erru):
				t.Fatalf("%s: %q: ParseIRI %v, %v; Parse %v, %v", d.Name, s, ri, erri, ru, erru)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d datasets for the iri operation, want gen-iri and gen-web", n)
	}
}

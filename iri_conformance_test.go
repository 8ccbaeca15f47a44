// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/hex"
	"testing"
)

// iriVector is one line of testdata/iri.jsonl, written by
// testdata/iri_vectors.py from python3-rfc3987 (see there how): a
// parseVector for an IRI-reference, with its URI (RFC 3987 3.1) and the
// IRI it maps to for display (3.2); InHex holds an input that is not UTF-8.
type iriVector struct {
	parseVector
	InHex    string  `json:"in_hex"`
	URI      *string `json:"uri"`
	IRI      *string `json:"iri"`
	Disputed string  `json:"disputed"`
}

// input returns the input of v, decoding InHex.
func (v iriVector) input(t testing.TB) string {
	if v.InHex == "" {
		return v.In
	}
	b, err := hex.DecodeString(v.InHex)
	if err != nil {
		t.Fatalf("iri.jsonl: in_hex %q: %v", v.InHex, err)
	}
	return string(b)
}

func TestConformanceIRI(t *testing.T) {
	vectors := readJSONL[iriVector](t, "iri.jsonl")
	valid, invalid := 0, 0
	for _, v := range vectors {
		in := v.input(t)
		r, err := ParseIRI(in)
		if (err == nil) != v.Valid {
			t.Errorf("ParseIRI(%q): err = %v at %d, want valid = %v (%s)", in, err, r.ErrorOffset(), v.Valid, v.Src)
			continue
		}
		uri, uerr := AppendToURI(nil, in)
		iri, ierr := AppendToIRI(nil, in)
		if !v.Valid {
			invalid++
			if uerr != err || ierr != err || uri != nil || iri != nil {
				t.Errorf("AppendToURI(%q), AppendToIRI = %q, %v, %q, %v; want nothing and %v", in, uri, uerr, iri, ierr, err)
			}
			continue
		}
		valid++
		got, want := components(r, in), v.Components()
		for c := range got {
			if !sameComponent(got[c], want[c]) {
				t.Errorf("ParseIRI(%q).%v = %s, want %s (%s)", in, Component(c), strp(got[c]), strp(want[c]), v.Src)
			}
		}
		wantKind := HostNone.String()
		if v.HostKind != nil {
			wantKind = *v.HostKind
		}
		if r.HostKind().String() != wantKind {
			t.Errorf("ParseIRI(%q).HostKind() = %v, want %s", in, r.HostKind(), wantKind)
		}
		if v.URI == nil || v.IRI == nil {
			t.Fatalf("iri.jsonl: valid vector %q without uri or iri", in)
		}
		if uerr != nil || string(uri) != *v.URI {
			t.Errorf("AppendToURI(%q) = %q, %v; want %q", in, uri, uerr, *v.URI)
		}
		if ierr != nil || string(iri) != *v.IRI {
			t.Errorf("AppendToIRI(%q) = %q, %v; want %q", in, iri, ierr, *v.IRI)
		}
	}
	// The file holds both kinds, the disputed ones among the invalid.
	if valid < 40 || invalid < 40 {
		t.Errorf("iri.jsonl: %d valid and %d invalid vectors, want at least 40 of each", valid, invalid)
	}
}

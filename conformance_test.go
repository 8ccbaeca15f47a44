// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"path/filepath"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

// parseVector is one line of testdata/parse.jsonl.
type parseVector = testkit.ParseVector

// readJSONL decodes every line of a JSON Lines file in testdata into a T.
func readJSONL[T any](t testing.TB, name string) []T {
	t.Helper()
	return testkit.ReadJSONL[T](t, filepath.Join("testdata", name))
}

// components returns the seven components of r in s as the vectors spell
// them: nil when undefined.
func components(r Ref, s string) [7]*string {
	var out [7]*string
	for c := ComponentScheme; c <= ComponentFragment; c++ {
		if sp, ok := r.Component(c); ok {
			v := sp.In(s)
			out[c] = &v
		}
	}
	return out
}

// sameComponent reports whether two components are both undefined or both
// defined with the same text.
func sameComponent(a, b *string) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

func strp(p *string) string {
	if p == nil {
		return "<nil>"
	}
	return "\"" + *p + "\""
}

func TestConformanceParse(t *testing.T) {
	vectors := readJSONL[parseVector](t, "parse.jsonl")
	if len(vectors) != 437 {
		t.Errorf("parse.jsonl has %d vectors, want the 437 of the shared set", len(vectors))
	}
	for _, v := range vectors {
		r, err := Parse(v.In)
		if (err == nil) != v.Valid {
			t.Errorf("Parse(%q): err = %v, want valid = %v (%s)", v.In, err, v.Valid, v.Src)
			continue
		}
		rb, errb := Parse([]byte(v.In))
		if rb != r || errb != err {
			t.Errorf("Parse([]byte(%q)) = %+v, %v; string gave %+v, %v", v.In, rb, errb, r, err)
		}
		if !v.Valid {
			if r.Valid() || r.ErrorOffset() < 0 || r.ErrorOffset() > len(v.In) {
				t.Errorf("Parse(%q): invalid Ref has Valid=%v ErrorOffset=%d", v.In, r.Valid(), r.ErrorOffset())
			}
			continue
		}
		got, want := components(r, v.In), v.Components()
		for c := range got {
			if !sameComponent(got[c], want[c]) {
				t.Errorf("Parse(%q).%v = %s, want %s (%s)", v.In, Component(c), strp(got[c]), strp(want[c]), v.Src)
			}
		}
		wantKind := HostNone.String()
		if v.HostKind != nil {
			wantKind = *v.HostKind
		}
		if r.HostKind().String() != wantKind {
			t.Errorf("Parse(%q).HostKind() = %v, want %s", v.In, r.HostKind(), wantKind)
		}
		// Split agrees with Parse on the boundaries of every valid input.
		sr := Split(v.In)
		sgot := components(sr, v.In)
		for c := range sgot {
			if !sameComponent(sgot[c], got[c]) {
				t.Errorf("Split(%q).%v = %s, Parse gives %s", v.In, Component(c), strp(sgot[c]), strp(got[c]))
			}
		}
		if sr.HostKind() != r.HostKind() || sr.PathKind() != r.PathKind() {
			t.Errorf("Split(%q) kinds = %v, %v; Parse gives %v, %v", v.In, sr.HostKind(), sr.PathKind(), r.HostKind(), r.PathKind())
		}
		p1, ok1 := sr.PortNumber()
		p2, ok2 := r.PortNumber()
		if p1 != p2 || ok1 != ok2 {
			t.Errorf("Split(%q).PortNumber() = %d, %v; Parse gives %d, %v", v.In, p1, ok1, p2, ok2)
		}
	}
}

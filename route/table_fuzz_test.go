// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"bytes"
	"testing"
)

// FuzzLookup looks targets up in the generated table and in TestLookup's,
// and holds Lookup to refLookup, no value to a dot segment, and Mux to no
// panic.
func FuzzLookup(f *testing.F) {
	gt, targets := genTable(f, 45)
	lt := newLookupTable(f)
	for _, s := range targets[:40] {
		f.Add("GET", "api.example.com", s)
	}
	for _, s := range []string{"/files/a%2F..%2Fb", "/raw/%2e%2E%2f", "/a/b/", "/users//posts/3", "http://API.example.com:1/items/x", "/%2F/", "*", "/a%zz", "//x/../../%2e/"} {
		f.Add("HEAD", "", s)
	}
	var x Mux
	for _, p := range lookupTable {
		if err := x.Handle(p, record(p)); err != nil {
			f.Fatal(err)
		}
	}
	f.Fuzz(func(t *testing.T, method, host, target string) {
		var m Match
		for _, tb := range []*Table[string]{gt, lt} {
			v, err := tb.Lookup(&m, method, host, target)
			if got, want := show(&m, v, err), refLookup(tb, method, host, target); got != want {
				t.Fatalf("Lookup(%q, %q, %q) = %s, model %s", method, host, target, got, want)
			}
			for i := range m.NumParams() {
				for _, piece := range bytes.Split(m.Value(i), []byte("/")) {
					if string(piece) == "." || string(piece) == ".." {
						t.Fatalf("Lookup(%q, %q, %q): %s=%q", method, host, target, m.Name(i), m.Value(i))
					}
				}
			}
		}
		if validMethod(method) {
			serve(&x, method, host, target)
		}
	})
}

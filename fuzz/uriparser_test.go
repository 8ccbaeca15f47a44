// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"path/filepath"
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/testkit"
)

// parseVector and resolveVector are the lines of ../testdata/parse.jsonl
// and ../testdata/resolve.jsonl.
type (
	parseVector   = testkit.ParseVector
	resolveVector = testkit.ResolveVector
)

// readJSONL decodes every line of a JSON Lines file in ../testdata into
// a T.
func readJSONL[T any](tb testing.TB, name string) []T {
	tb.Helper()
	return testkit.ReadJSONL[T](tb, filepath.Join("..", "testdata", name))
}

// vectorResult is the Result that v describes.
func vectorResult(v parseVector) Result {
	if !v.Valid {
		return Result{}
	}
	res := Result{Valid: true}
	for i, p := range v.Components() {
		if p != nil {
			res.Comps[i] = Comp{true, *p}
		}
	}
	if v.HostKind != nil {
		for k := uri.HostNone; k <= uri.HostIPvFuture; k++ {
			if k.String() == *v.HostKind {
				res.HostKind = k
			}
		}
	}
	return res
}

// diff describes how two results differ, or returns "" when they agree.
func diff(got, want Result) string {
	if got.Valid != want.Valid {
		return "valid " + strconvBool(got.Valid) + " vs " + strconvBool(want.Valid)
	}
	var d string
	for c := range got.Comps {
		if got.Comps[c] != want.Comps[c] {
			d += " " + uri.Component(c).String() + " " + got.Comps[c].String() + " vs " + want.Comps[c].String()
		}
	}
	if got.HostKind != want.HostKind {
		d += " host kind " + got.HostKind.String() + " vs " + want.HostKind.String()
	}
	return d
}

func strconvBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// TestUriparserConformance runs every parse vector through both parsers:
// uriparser 0.9.7 agrees with all 437, and so must uri.Parse.
func TestUriparserConformance(t *testing.T) {
	vectors := readJSONL[parseVector](t, "parse.jsonl")
	if len(vectors) != 437 {
		t.Fatalf("parse.jsonl has %d vectors, want 437", len(vectors))
	}
	valid := 0
	for _, v := range vectors {
		want := vectorResult(v)
		if d := diff(Uriparser(v.In), want); d != "" {
			t.Errorf("uriparser(%q) differs from the vector:%s", v.In, d)
		}
		if d := diff(Ours(v.In), want); d != "" {
			t.Errorf("uri.Parse(%q) differs from the vector:%s", v.In, d)
		}
		if want.Valid {
			valid++
		}
	}
	if valid != 264 {
		t.Errorf("%d valid vectors, want 264", valid)
	}
}

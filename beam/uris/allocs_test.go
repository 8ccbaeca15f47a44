// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uris

import (
	"testing"

	"github.com/uriscan/uri"
)

// TestAllocs checks the allocations of the DoFn bodies for one element,
// valid and invalid, once their buffers have grown and their bundle maps
// hold the element's key. The runner's own work (decoding, boxing the
// emitted values) is not counted: this is the code of this package.
func TestAllocs(t *testing.T) {
	var nrec, nkv int
	emitRec := func(Record) { nrec++ }
	emitKV := func(string, int64) { nkv++ }
	emitRes := func(Result) { nrec++ }
	check := func(name string, want float64, fn func()) {
		t.Helper()
		fn() // grow the buffers, see the keys
		if got := testing.AllocsPerRun(100, fn); got != want {
			t.Errorf("%s: %v allocations, want %v", name, got, want)
		}
	}
	lines := []string{line1, line2, "", "no reference", `"GET /%zz HTTP/1.1" "http://h/a|b"`, countLines[3].(string)}
	ex := &extractFn{}
	fx := &extractFileFn{}
	for _, l := range lines {
		check("Extract "+l, 0, func() { ex.ProcessElement(l, emitRec) })
		check("Extract with file "+l, 0, func() { fx.ProcessElement("a.log", l, emitRec) })
	}
	for _, in := range []string{"http://[::1]/x?", "http://a b", "", "%zz"} {
		check("Parse "+in, 0, func() { (&parseFn{}).ProcessElement(in, emitRec) })
		check("ParseTarget "+in, 0, func() { (&parseTargetFn{}).ProcessElement("GET", in, emitRec) })
	}
	// A JSON record: its key paths once seen, nothing; the text of a
	// reference that it had to unescape, one allocation each.
	plain := `{"request":{"uri":"/a?b=1","headers":{"Referer":["https://r.example/"]}},"msg":"GET /p HTTP/1.1"}`
	escaped := `{"url":"https:\/\/e.example\/","msg":"see \u003chttp://m.example/?a=1\u0026b=2\u003e, http://n.example/","path":"/plain"}`
	check("Extract JSON", 0, func() { ex.ProcessElement(plain, emitRec) })
	check("Extract JSON escaped", 2, func() { ex.ProcessElement(escaped, emitRec) })
	var recs []Record
	for _, l := range append(lines, countLines[0].(string), countLines[1].(string), countLines[2].(string)) {
		ex.ProcessElement(l, func(r Record) { recs = append(recs, r) })
	}
	for by := byHost; by <= byFinding; by++ {
		f := &countFn{By: by}
		f.Setup()
		for _, r := range recs {
			check("count "+r.Text, 0, func() { f.ProcessElement(r, emitKV) })
		}
	}
	for _, base := range []string{"", "http://www.example.com/d/"} {
		f := &countNormalizedFn{Level: uri.LevelScheme, Base: base}
		if err := f.Setup(); err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			check("CountNormalized "+r.Text, 0, func() { f.ProcessElement(r, emitKV) })
		}
	}
	// A result allocates its text when it differs from the input.
	nf := &normalizeFn{Level: uri.LevelScheme}
	check("Normalize (normal already)", 0, func() { nf.ProcessElement("http://example.com/a", emitRes) })
	check("Normalize (invalid)", 0, func() { nf.ProcessElement("http://a b", emitRes) })
	check("Normalize (changed)", 1, func() { nf.ProcessElement("HTTP://example.com/a", emitRes) })
	rf := &resolveFn{Base: uri.MustParseURI("http://a/b/c"), Mode: uri.ResolveStrict}
	check("Resolve (same target)", 0, func() { rf.ProcessElement("http://h/x", emitRes) })
	check("Resolve (invalid)", 0, func() { rf.ProcessElement("g h", emitRes) })
	check("Resolve (new target)", 1, func() { rf.ProcessElement("../g", emitRes) })
	if nrec == 0 || nkv != 0 {
		t.Errorf("%d records emitted, %d counts emitted before the end of a bundle", nrec, nkv)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package main

import (
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// TestExtractTransformNoAllocs checks that the output of -base,
// -normalize and -to-uri, text and JSON, is appended into a reused buffer
// without allocating, for valid and invalid references, URIs and IRIs.
func TestExtractTransformNoAllocs(t *testing.T) {
	refs := []string{
		"HTTP://Example.COM:80/a/./b/../%7ec?q#f",
		"../g;x?y#s",
		"//h/x/..//y",
		"mailto:A@B",
		"http://h/%zz",             // invalid
		"http://a b/",              // invalid
		"",                         // empty: the base itself
		"f:/a/..//b",               // the "/." guard
		"?only-a-query",            // base path kept
		"HTTP://例え.JP:80/./東京?値#節", // an IRI
		"../上/./下",                 // a relative IRI
	}
	setups := []struct {
		base  string
		level uri.Level
		toURI bool
	}{
		{"", uri.LevelSyntax, false},
		{"", uri.LevelScheme, false},
		{"http://a/b/c/d;p?q", 0, false},
		{"HTTP://A:80/b/c/d;p?q", uri.LevelScheme, true},
		{"", 0, true},
	}
	for _, su := range setups {
		var xf refTransform
		xf.norm.level, xf.toURI = su.level, su.toURI
		if su.base != "" {
			xf.base, xf.hasBase = su.base, true
			if !xf.check(nil, nil) {
				t.Fatalf("base %q rejected", su.base)
			}
		}
		for _, s := range refs {
			text := []byte(s)
			r, err := uri.Parse(text)
			m := uri.Match{Start: 0, End: len(text), Ref: r, Kind: uri.KindQuoted}
			if err != nil {
				if r, err = uri.ParseIRI(text); err == nil {
					m.Ref, m.Flags = r, uri.FlagIRI
				}
			}
			if err != nil {
				m.Err = err.(uri.ErrorCode)
			}
			buf := make([]byte, 0, 4096)
			allocs := testing.AllocsPerRun(100, func() {
				buf = xf.appendText(buf[:0], &m, text)
			})
			if allocs != 0 {
				t.Errorf("base %q level %v: appendText(%q) allocates %v times", su.base, su.level, s, allocs)
			}
			allocs = testing.AllocsPerRun(100, func() {
				buf = append(buf[:0], "{\"ref\": 1"...)
				buf = xf.appendJSON(buf, &m, text)
			})
			// With -base, "out_web_host" allocates what IDNA does for
			// a host that is not ASCII, and nothing more.
			var hostAllocs float64
			if xf.hasBase {
				hostAllocs = testing.AllocsPerRun(100, func() {
					buf, _, _ = web.AppendHostBase(buf[:0], text, xf.base)
				})
			}
			if allocs > hostAllocs {
				t.Errorf("base %q level %v: appendJSON(%q) allocates %v times, web.AppendHostBase %v", su.base, su.level, s, allocs, hostAllocs)
			}
		}
	}
}

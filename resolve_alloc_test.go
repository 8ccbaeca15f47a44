// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestResolveNormalizeNoAllocs checks that every function that appends to
// a dst allocates nothing when dst has room, on valid and invalid input.
func TestResolveNormalizeNoAllocs(t *testing.T) { eachImplementation(t, testResolveNormalizeNoAllocs) }

func testResolveNormalizeNoAllocs(t *testing.T) {
	dst := make([]byte, 0, 4096)
	n := Normalizer{Rules: DefaultSchemeRules()}
	base := "http://a/b/c/d;p?q"
	baseB := []byte(base)
	bref, _ := Parse(base)
	cases := []struct {
		name string
		f    func()
	}{
		{"AppendResolve", func() { AppendResolve(dst, base, "../g?x#y", ResolveStrict) }},
		{"AppendResolve/bytes", func() { AppendResolve(dst, baseB, baseB[8:], ResolveNonStrict) }},
		{"AppendResolve/guard", func() { AppendResolve(dst, "f:/a", ".//g", ResolveStrict) }},
		{"AppendResolve/invalid-ref", func() { AppendResolve(dst, base, "a b", ResolveStrict) }},
		{"AppendResolve/invalid-base", func() { AppendResolve(dst, "rel/x", "g", ResolveStrict) }},
		{"AppendResolveRef", func() {
			r, _ := Parse("../../x/./y")
			AppendResolveRef(dst, base, bref, "../../x/./y", r, ResolveStrict)
		}},
		{"AppendResolveRef/reparse", func() { AppendResolveRef(dst, base, Ref{}, "%zz", Ref{}, ResolveStrict) }},
		{"AppendResolveRef/authority-form", func() {
			r, _, _ := ParseRequestTarget("CONNECT", "h:443")
			AppendResolveRef(dst, base, bref, "h:443", r, ResolveStrict)
			AppendRecompose(dst, "h:443", r)
		}},
		{"AppendNormalizeRef/split", func() { AppendNormalizeRef(dst, "HTTP://H/x%zz%4", Split("HTTP://H/x%zz%4"), LevelSyntax) }},
		{"AppendRemoveDotSegments", func() { AppendRemoveDotSegments(dst, "/a/b/../c/./d/..") }},
		{"AppendRecompose", func() { AppendRecompose(dst, base, bref) }},
		{"AppendNormalize", func() { AppendNormalize(dst, "HTTP://%41@EXAMPLE.ORG:80/../a/%7e?%41#%41", LevelScheme) }},
		{"AppendNormalize/invalid", func() { AppendNormalize(dst, "http://a b/", LevelSyntax) }},
		{"Normalizer.AppendNormalize", func() { n.AppendNormalize(dst, "s:/a/b/../..//c", LevelScheme) }},
		{"AppendNormalizeRef", func() { AppendNormalizeRef(dst, baseB, bref, LevelScheme) }},
		{"Normalizer.AppendNormalizeRef", func() { n.AppendNormalizeRef(dst, base, bref, LevelScheme) }},
		{"Equal", func() { Equal("HTTP://a/%7e/./b/../c?%41", "http://A:/~/c?A", LevelScheme) }},
		{"Equal/bytes", func() { Equal(baseB, base, LevelSyntax) }},
		{"Equal/invalid", func() { Equal("a b", base, LevelSyntax) }},
		{"Normalizer.Equal", func() { n.Equal("ws://h:80", "WS://h/", LevelScheme) }},
		{"AppendEscape", func() { AppendEscape(dst, "k=v w&x/\u00e9", EscapeQueryComponent|PlusSpace) }},
		{"AppendUnescape", func() { AppendUnescape(dst, "a%20b+c%2F", EscapePath|PlusSpace) }},
		{"AppendUnescape/invalid", func() { AppendUnescape(dst, "a%2", EscapeQuery) }},
		{"AppendUnescape/control", func() { AppendUnescape(dst, "a%00", EscapeQuery|RejectControl) }},
	}
	for _, c := range cases {
		if allocs := testing.AllocsPerRun(100, c.f); allocs != 0 {
			t.Errorf("%s: %v allocations, want 0", c.name, allocs)
		}
	}
	// The measurement can fail: without room in dst, appending allocates.
	if allocs := testing.AllocsPerRun(100, func() { AppendResolve(nil, base, "g", ResolveStrict) }); allocs == 0 {
		t.Errorf("AppendResolve into a nil dst: 0 allocations, the measurement is broken")
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

type (
	resolveVector = testkit.ResolveVector
	dotVector     = testkit.DotVector
)

func modeOf(strict bool) ResolveMode {
	if strict {
		return ResolveStrict
	}
	return ResolveNonStrict
}

func TestConformanceResolve(t *testing.T) {
	vectors := readJSONL[resolveVector](t, "resolve.jsonl")
	if len(vectors) != 49 {
		t.Errorf("resolve.jsonl has %d vectors, want 49", len(vectors))
	}
	for _, v := range vectors {
		mode := modeOf(v.Strict)
		got, err := AppendResolve(nil, v.Base, v.Ref, mode)
		if err != nil || string(got) != v.Out {
			t.Errorf("AppendResolve(%q, %q, %v) = %q, %v; want %q (%s)", v.Base, v.Ref, mode, got, err, v.Out, v.Src)
		}
		gotb, err := AppendResolve([]byte("prefix"), []byte(v.Base), []byte(v.Ref), mode)
		if err != nil || string(gotb) != "prefix"+v.Out {
			t.Errorf("AppendResolve([]byte) = %q, %v; want prefix%q", gotb, err, v.Out)
		}
		b, _ := Parse(v.Base)
		r, _ := Parse(v.Ref)
		gotr, err := AppendResolveRef(nil, v.Base, b, v.Ref, r, mode)
		if err != nil || string(gotr) != v.Out {
			t.Errorf("AppendResolveRef(%q, %q, %v) = %q, %v; want %q", v.Base, v.Ref, mode, gotr, err, v.Out)
		}
		if slow, ok := slowResolve(v.Base, v.Ref, v.Strict); !ok || slow != v.Out {
			t.Errorf("slowResolve(%q, %q) = %q, %v; the model disagrees with the vector %q", v.Base, v.Ref, slow, ok, v.Out)
		}
	}
}

func TestConformanceDot(t *testing.T) {
	vectors := readJSONL[dotVector](t, "dot.jsonl")
	if len(vectors) != 50 {
		t.Errorf("dot.jsonl has %d vectors, want 50", len(vectors))
	}
	for _, v := range vectors {
		if got := AppendRemoveDotSegments(nil, v.In); string(got) != v.Out {
			t.Errorf("AppendRemoveDotSegments(%q) = %q, want %q (%s)", v.In, got, v.Out, v.Src)
		}
		if got := AppendRemoveDotSegments([]byte("x:"), []byte(v.In)); string(got) != "x:"+v.Out {
			t.Errorf("AppendRemoveDotSegments(x:, %q) = %q, want x:%q", v.In, got, v.Out)
		}
		if got := testkit.RemoveDotSegments(v.In); got != v.Out {
			t.Errorf("testkit.RemoveDotSegments(%q) = %q, the model disagrees with the vector %q", v.In, got, v.Out)
		}
	}
}

// slowResolve is the reference model of RFC 3986 5.2 (testkit.Resolve) on
// the references Parse accepts.
func slowResolve(base, ref string, strict bool) (string, bool) {
	if _, err := Parse(base); err != nil {
		return "", false
	}
	if _, err := Parse(ref); err != nil {
		return "", false
	}
	return testkit.Resolve(base, ref, strict)
}

// resolveCorpus returns bases and references to combine: the vectors, the
// valid inputs of parse.jsonl and a few edge cases.
func resolveCorpus(t testing.TB) (bases, refs []string) {
	extra := []string{
		"f:/a", "f:a", "f:", "f:/", "f://", "f:///", "f://h", "f://h/", "f:a/b", "f:/a/b/c",
		"s:x/../../y", "s://u@h:1/p?q#f", ".//g", "..//g", "./", "../..//x", "//", "///", "?", "#",
		"a:b", "A:./b:c", "http:g", "HTTP:g", "g/..//x", "x/../..", "/..//x", ";x", "%2E%2E/x",
		"http://a/b/c/d;p?q", "file:///C:/x/y", "s:%2e/x", "mailto:a@b", "urn:x:y:z",
	}
	for _, v := range readJSONL[resolveVector](t, "resolve.jsonl") {
		bases = append(bases, v.Base)
		refs = append(refs, v.Ref)
	}
	for _, v := range readJSONL[parseVector](t, "parse.jsonl") {
		if v.Valid {
			refs = append(refs, v.In)
			if v.Scheme != nil {
				bases = append(bases, v.In)
			}
		}
	}
	for _, s := range extra {
		refs = append(refs, s)
		if r, err := Parse(s); err == nil && r.HasScheme() {
			bases = append(bases, s)
		}
	}
	return bases, refs
}

// checkResolve checks one (base, ref) pair against the model and the
// properties: the target parses as a URI, and resolving the target again
// (against any base) gives the target back. It is shared by the test and the
// fuzz target.
func checkResolve(t *testing.T, base, ref string, mode ResolveMode) {
	got, err := AppendResolve(nil, base, ref, mode)
	want, ok := slowResolve(base, ref, mode == ResolveStrict)
	if !ok {
		if err == nil {
			t.Fatalf("AppendResolve(%q, %q) = %q, want an error", base, ref, got)
		}
		_, berr := Parse(base)
		b, _ := Parse(base)
		if (berr != nil || !b.HasScheme()) != (err == ErrBase) {
			t.Fatalf("AppendResolve(%q, %q): error %v, base error %v", base, ref, err, berr)
		}
		return
	}
	if err != nil || string(got) != want {
		t.Fatalf("AppendResolve(%q, %q, %v) = %q, %v; model says %q", base, ref, mode, got, err, want)
	}
	// After bytes that dst holds, with room for the target and without
	// it: the copy of short pieces into dst's capacity (copyShort2, where
	// the implementation has it) runs only with room.
	for _, room := range []int{0, len(want) / 2, len(want) + 300} {
		buf := append(make([]byte, 0, 3+room), "pre"...)
		out, err := AppendResolve(buf, base, ref, mode)
		if err != nil || string(out) != "pre"+want {
			t.Fatalf("AppendResolve(%q, %q, %v) after \"pre\" with room for %d bytes = %q, %v; want %q", base, ref, mode, room, out, err, "pre"+want)
		}
	}
	tr, err := Parse(got)
	if err != nil || !tr.HasScheme() {
		t.Fatalf("AppendResolve(%q, %q) = %q, which does not parse as a URI: %v", base, ref, got, err)
	}
	// A target whose path has no dot segments left (the base path is taken
	// as it is when ref has none) resolves to itself.
	if p := tr.Path().In(string(got)); string(AppendRemoveDotSegments(nil, p)) == p {
		again, err := AppendResolve(nil, base, got, ResolveStrict)
		if err != nil || string(again) != string(got) {
			t.Fatalf("resolving the target %q again against %q gives %q, %v", got, base, again, err)
		}
	}
	b, _ := Parse(base)
	r, _ := Parse(ref)
	viaRef, err := AppendResolveRef(nil, base, b, ref, r, mode)
	if err != nil || string(viaRef) != want {
		t.Fatalf("AppendResolveRef(%q, %q) = %q, %v; want %q", base, ref, viaRef, err, want)
	}
}

func TestResolveModel(t *testing.T) {
	bases, refs := resolveCorpus(t)
	n := 0
	for _, base := range bases {
		for _, ref := range refs {
			for _, mode := range []ResolveMode{ResolveStrict, ResolveNonStrict} {
				checkResolve(t, base, ref, mode)
				n++
			}
		}
	}
	t.Logf("%d pairs", n)
}

func TestResolveErrors(t *testing.T) {
	for _, tc := range []struct {
		base, ref string
		want      error
	}{
		{"/relative/base", "g", ErrBase},
		{"", "g", ErrBase},
		{"http://a b/", "g", ErrBase},
		{"http://a/#frag", "g h", ErrPath},
		{"http://a/", "%zz", ErrPercent},
		{"http://a/", "a:b c", ErrPath},
	} {
		dst := []byte("keep")
		got, err := AppendResolve(dst, tc.base, tc.ref, ResolveStrict)
		if !errors.Is(err, tc.want) || string(got) != "keep" {
			t.Errorf("AppendResolve(%q, %q) = %q, %v; want keep, %v", tc.base, tc.ref, got, err, tc.want)
		}
		got, err = AppendResolveRef(dst, tc.base, Ref{}, tc.ref, Ref{}, ResolveStrict)
		if !errors.Is(err, tc.want) || string(got) != "keep" {
			t.Errorf("AppendResolveRef(%q, %q, zero Refs) = %q, %v; want keep, %v", tc.base, tc.ref, got, err, tc.want)
		}
	}
	// A Ref of another input is not trusted: the input is parsed again.
	b, _ := Parse("http://example.com/a/b")
	r, _ := Parse("../c")
	got, err := AppendResolveRef(nil, "http://x/y/z", b, "g", r, ResolveStrict)
	if err != nil || string(got) != "http://x/y/g" {
		t.Errorf("AppendResolveRef with Refs of other inputs = %q, %v; want http://x/y/g", got, err)
	}
	if ErrBase.Name() != "base" || ErrControl.Name() != "control" || !strings.Contains(ErrBase.Error(), "base") {
		t.Errorf("new error codes misnamed: %q %q %q", ErrBase.Name(), ErrControl.Name(), ErrBase.Error())
	}
}

func TestRemoveDotSegmentsModel(t *testing.T) {
	// Every path of up to 6 tokens over a small alphabet.
	tokens := []string{"/", ".", "..", "a", "%2E", "//", "b."}
	var gen func(prefix string, depth int)
	n := 0
	gen = func(prefix string, depth int) {
		got := string(AppendRemoveDotSegments(nil, prefix))
		if want := testkit.RemoveDotSegments(prefix); got != want {
			t.Fatalf("AppendRemoveDotSegments(%q) = %q, model says %q", prefix, got, want)
		}
		// The quick check finds a dot segment exactly when there is one
		// to remove (removing one always shortens the path), and finds
		// the first one.
		d := firstDotSegment([]byte(prefix))
		if has := d >= 0; has != (len(got) < len(prefix)) {
			t.Fatalf("firstDotSegment(%q) = %v, but remove_dot_segments gives %q", prefix, d, got)
		}
		if want := slowFirstDotSegment(prefix); d != want {
			t.Fatalf("firstDotSegment(%q) = %d, byte loop says %d", prefix, d, want)
		}
		n++
		if depth == 0 {
			return
		}
		for _, tk := range tokens {
			gen(prefix+tk, depth-1)
		}
	}
	gen("", 6)
	t.Logf("%d paths", n)
}

func TestRecompose(t *testing.T) {
	for _, v := range readJSONL[parseVector](t, "parse.jsonl") {
		r, err := Parse(v.In)
		if err != nil {
			if got := AppendRecompose([]byte("k"), v.In, r); string(got) != "k" {
				t.Errorf("AppendRecompose of a failed Ref = %q, want nothing appended", got)
			}
			continue
		}
		if got := AppendRecompose(nil, v.In, r); string(got) != v.In {
			t.Errorf("AppendRecompose(Parse(%q)) = %q", v.In, got)
		}
		if got := AppendRecompose([]byte("k"), []byte(v.In), Split(v.In)); string(got) != "k"+v.In {
			t.Errorf("AppendRecompose(Split(%q)) = %q", v.In, got)
		}
	}
}

func FuzzResolve(f *testing.F) {
	for _, v := range readJSONL[resolveVector](f, "resolve.jsonl") {
		f.Add(v.Base, v.Ref, v.Strict)
	}
	f.Add("f:/a", ".//g", true)
	f.Add("s:x", "../..//y", false)
	// Paths that end past the first block, and run over several, which
	// AppendResolve classifies a block at a time (pathmarks.go).
	long := strings.Repeat("seg.x/", 12)
	f.Add("http://www.example.com/"+long+"page.html?q=1", "../"+long+"./b/..", true)
	f.Add("http://h/"+long+long+long+".well-known/x", long+"/../.", true)
	for _, c := range iriResolveTests {
		f.Add(c.base, c.ref, true)
	}
	f.Fuzz(func(t *testing.T, base, ref string, strict bool) {
		checkResolve(t, base, ref, modeOf(strict))
		if _, berr := Parse(base); berr != nil {
			checkResolveIRI(t, base, ref, modeOf(strict)) // an IRI, maybe
		} else if _, rerr := Parse(ref); rerr != nil {
			checkResolveIRI(t, base, ref, modeOf(strict)) // an IRI, maybe
		}
	})
}

func FuzzRemoveDotSegments(f *testing.F) {
	for _, v := range readJSONL[dotVector](f, "dot.jsonl") {
		f.Add(v.In)
	}
	f.Fuzz(func(t *testing.T, path string) {
		got := AppendRemoveDotSegments(nil, path)
		if want := testkit.RemoveDotSegments(path); string(got) != want {
			t.Fatalf("AppendRemoveDotSegments(%q) = %q, model says %q", path, got, want)
		}
	})
}

func FuzzRecompose(f *testing.F) {
	for _, v := range readJSONL[parseVector](f, "parse.jsonl") {
		f.Add(v.In)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			return
		}
		if got := AppendRecompose(nil, s, r); string(got) != s {
			t.Fatalf("AppendRecompose(Parse(%q)) = %q", s, got)
		}
		sr := Split(s)
		if got := AppendRecompose(nil, s, sr); string(got) != s {
			t.Fatalf("AppendRecompose(Split(%q)) = %q", s, got)
		}
	})
}

// slowFirstDotSegment is firstDotSegment one byte at a time.
func slowFirstDotSegment(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] != '.' || i > 0 && s[i-1] != '/' {
			continue
		}
		j := i + 1
		if j < len(s) && s[j] == '.' {
			j++
		}
		if j == len(s) || s[j] == '/' {
			return i
		}
	}
	return -1
}

// TestWordSearches checks the 8-bytes-at-a-time searches against byte
// loops on every placement of a few bytes in strings of up to 40 bytes, so
// that every word boundary and every tail length is crossed.
func TestWordSearches(t *testing.T) {
	n := 0
	for size := 0; size <= 40; size++ {
		for i := -1; i < size; i++ {
			for j := -1; j < size; j++ {
				for _, pair := range [][2]byte{{'/', '.'}, {'.', '/'}, {'.', '.'}, {'/', '/'}, {'.', 'a'}, {0xae, 0xaf}} {
					b := []byte(strings.Repeat("x", size))
					if i >= 0 {
						b[i] = pair[0]
					}
					if j >= 0 {
						b[j] = pair[1]
					}
					s := string(b)
					if got, want := lastIndexSlash(s), strings.LastIndexByte(s, '/'); got != want {
						t.Fatalf("lastIndexSlash(%q) = %d, want %d", s, got, want)
					}
					if got, want := indexSlash(b), strings.IndexByte(s, '/'); got != want {
						t.Fatalf("indexSlash(%q) = %d, want %d", s, got, want)
					}
					if got, want := firstDotSegment(b), slowFirstDotSegment(s); got != want {
						t.Fatalf("firstDotSegment(%q) = %d, want %d", s, got, want)
					}
					n++
				}
			}
		}
	}
	// Many dots, of which only the last starts a dot segment.
	for size := 1; size <= 40; size++ {
		s := strings.Repeat("a.", size) + "/."
		if got, want := firstDotSegment([]byte(s)), len(s)-1; got != want {
			t.Fatalf("firstDotSegment(%q) = %d, want %d", s, got, want)
		}
	}
	t.Logf("%d strings", n)
}

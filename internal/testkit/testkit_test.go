// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package testkit

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestResolveRFC checks the model on the examples of RFC 3986 5.4, with
// the base of 5.4; the conformance vectors check it further from the
// tests of package uri and of fuzz/.
func TestResolveRFC(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, tt := range [][2]string{
		{"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"},
		{"g/", "http://a/b/c/g/"}, {"/g", "http://a/g"}, {"//g", "http://g"},
		{"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"}, {"#s", "http://a/b/c/d;p?q#s"},
		{"g#s", "http://a/b/c/g#s"}, {";x", "http://a/b/c/;x"}, {"", "http://a/b/c/d;p?q"},
		{".", "http://a/b/c/"}, {"..", "http://a/b/"}, {"../..", "http://a/"},
		{"../../../g", "http://a/g"}, {"/./g", "http://a/g"}, {"g.", "http://a/b/c/g."},
		{"g;x=1/../y", "http://a/b/c/y"}, {"g?y/./x", "http://a/b/c/g?y/./x"},
		{"g#s/../x", "http://a/b/c/g#s/../x"}, {"http:g", "http:g"},
	} {
		if got, ok := Resolve(base, tt[0], true); !ok || got != tt[1] {
			t.Errorf("Resolve(%q, %q, strict) = %q, %v; want %q", base, tt[0], got, ok, tt[1])
		}
	}
	if got, _ := Resolve(base, "http:g", false); got != "http://a/b/c/g" {
		t.Errorf("Resolve(%q, http:g, non-strict) = %q, want http://a/b/c/g", base, got)
	}
	if got, _ := Resolve("s:/a", "..//g", true); got != "s:/.//g" {
		t.Errorf(`Resolve(s:/a, ..//g) = %q, want the "/." guard s:/.//g`, got)
	}
	if _, ok := Resolve("//a/b", "c", true); ok {
		t.Error("Resolve with a base without a scheme reports ok")
	}
}

func TestRemoveDotSegments(t *testing.T) {
	for in, want := range map[string]string{
		"/a/b/c/./../../g": "/a/g", "mid/content=5/../6": "mid/6", "": "",
		"../a": "a", "a/..": "/", "/..": "/", "a//../b": "a/b", ".": "",
	} {
		if got := RemoveDotSegments(in); got != want {
			t.Errorf("RemoveDotSegments(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLoadLines(t *testing.T) {
	p := filepath.Join(t.TempDir(), "lines.txt")
	if err := os.WriteFile(p, []byte("\xef\xbb\xbfa\r\n\nb\nc"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := LoadLines(p)
	if want := []string{"a", "b", "c"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("LoadLines = %q, %v; want %q", got, err, want)
	}
	if _, err := LoadLines(filepath.Join(t.TempDir(), "absent")); err == nil {
		t.Error("LoadLines of a missing file: no error")
	}
}

func TestReadJSONL(t *testing.T) {
	p := filepath.Join(t.TempDir(), "v.jsonl")
	if err := os.WriteFile(p, []byte(`{"in":"a:b","valid":true}`+"\n"+`{"in":"%"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	type vector struct {
		In    string `json:"in"`
		Valid bool   `json:"valid"`
	}
	got := ReadJSONL[vector](t, p)
	if want := []vector{{"a:b", true}, {"%", false}}; !slices.Equal(got, want) {
		t.Errorf("ReadJSONL = %+v, want %+v", got, want)
	}
}

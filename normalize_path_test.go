// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

func TestAppendNormalizePath(t *testing.T) {
	for _, c := range []struct {
		in, want string
		err      ErrorCode
	}{
		{"/a/./b/../%7e", "/a/~", 0},
		{"", "", 0},
		{"/", "/", 0},
		{"/%2e%2E/a", "/a", 0}, // decoded first: a ".." segment
		{"/a/%2f/%3a", "/a/%2F/%3A", 0},
		{"/A/%41", "/A/A", 0}, // the case of a path is kept
		{"/.//a", "//a", 0},   // no "/." guard
		{"//a//b", "//a//b", 0},
		{"//evil.example/../x", "//x", 0},
		{"/a/b/..", "/a/", 0},
		{"../a/./b", "../a/./b", 0}, // relative: dot segments kept
		{"a/../b", "a/../b", 0},
		{"a:b/%7E", "a:b/~", 0},
		{"/a b", "", ErrPath},
		{"/a?b", "", ErrPath},
		{"/a#b", "", ErrPath},
		{"/a%zz", "", ErrPercent},
		{"/a%4", "", ErrPercent},
		{"/\u00e9", "", ErrPath},
	} {
		for _, level := range []Level{LevelSyntax, LevelScheme, 0} {
			got, err := AppendNormalizePath([]byte("x"), c.in, level)
			gotb, errb := AppendNormalizePath([]byte("x"), []byte(c.in), level)
			if string(got) != string(gotb) || err != errb {
				t.Errorf("AppendNormalizePath(%q): string and []byte disagree", c.in)
			}
			if c.err != 0 {
				if err != c.err || string(got) != "x" {
					t.Errorf("AppendNormalizePath(%q, %v) = %q, %v; want %v", c.in, level, got, err, c.err)
				}
				continue
			}
			if err != nil || string(got) != "x"+c.want {
				t.Errorf("AppendNormalizePath(%q, %v) = %q, %v; want %q", c.in, level, got[1:], err, c.want)
			}
			// Idempotent.
			if again, err := AppendNormalizePath(nil, got[1:], level); err != nil || string(again) != string(got[1:]) {
				t.Errorf("AppendNormalizePath(%q) = %q; again, %q, %v", c.in, got[1:], again, err)
			}
		}
	}
}

// TestNormalizeOriginForm checks that the Ref of an origin-form
// request-target normalizes as a request-target (issue 37): its path is a
// path, with no "/." guard, while Parse of the same text reads an
// authority, or puts the guard.
func TestNormalizeOriginForm(t *testing.T) {
	for _, c := range []struct {
		in, target, parsed string
	}{
		{"//a//b", "//a//b", "//a//b"},
		{"//evil.example/../x", "//x", "//evil.example/x"},
		{"/.//a", "//a", "/.//a"},
		{"/a/..//b?%7e", "//b?~", "/.//b?~"},
		{"/A/./%7E?Q=%7e", "/A/~?Q=~", "/A/~?Q=~"},
		{"//", "//", "//"},
	} {
		r := mustTarget(t, c.in)
		got, err := AppendNormalizeRef(nil, c.in, r, LevelScheme)
		if err != nil || string(got) != c.target {
			t.Errorf("AppendNormalizeRef(%q, origin-form) = %q, %v; want %q", c.in, got, err, c.target)
		}
		n := Normalizer{}
		if got, err := n.AppendNormalizeRef(nil, c.in, r, LevelSyntax); err != nil || string(got) != c.target {
			t.Errorf("Normalizer.AppendNormalizeRef(%q, origin-form) = %q, %v; want %q", c.in, got, err, c.target)
		}
		if got, err := AppendNormalize(nil, c.in, LevelScheme); err != nil || string(got) != c.parsed {
			t.Errorf("AppendNormalize(%q) = %q, %v; want %q", c.in, got, err, c.parsed)
		}
		// The extractor's Ref of the request line is the same.
		line := "GET " + c.in + " HTTP/1.1\n"
		ms, _ := AppendExtract(nil, nil, []byte(line), nil)
		if len(ms) != 1 || ms[0].Ref != r {
			t.Errorf("AppendExtract(%q) = %+v; want the Ref of ParseRequestTarget", line, ms)
		}
	}
}

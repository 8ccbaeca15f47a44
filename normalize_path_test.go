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

// pathNormalSlow is appendPathNormal in two passes, as
// appendNormalizedSlow writes a path: the triplets, then the dot
// segments of the decoded path.
func pathNormalSlow(dst []byte, p string) []byte {
	n := len(dst)
	dst = appendPctNormalized(dst, p, false)
	return dst[:n+removeDotSegments(dst[n:])]
}

// TestAppendPathNormal checks the one pass of appendPathNormal against
// pathNormalSlow on every path of up to four segments drawn from dot
// segments (plain and encoded), names short and long enough to cross the
// words it reads, triplets to decode or keep, and a "%" that begins no
// triplet (which the input of a Ref from Split may hold), with and
// without a leading "/", each after a prefix in dst.
func TestAppendPathNormal(t *testing.T) {
	segs := []string{"", ".", "..", "%2E", "%2e%2E", ".%2e", "...", ".a", "a", "abcdefgh", "abcdefghijklmnopq",
		"%7e", "%7Ex", "a%2fb", "%41%42%43%44%45%46%47%48", "%", "%4", "x%zz"}
	n := 0
	var walk func(p string, depth int)
	walk = func(p string, depth int) {
		for _, q := range []string{p, "/" + p} {
			want := string(pathNormalSlow([]byte("x"), q))
			if got := string(appendPathNormal([]byte("x"), q, true)); got != want {
				t.Fatalf("appendPathNormal(%q) = %q; pathNormalSlow gives %q", q, got[1:], want[1:])
			}
			n++
		}
		if depth == 4 {
			return
		}
		for _, s := range segs {
			if depth == 0 {
				walk(s, 1)
			} else {
				walk(p+"/"+s, depth+1)
			}
		}
	}
	walk("", 0)
	// Without dots, only the triplets change.
	for _, p := range []string{"../a/%2e/%7e", "a/./b", ""} {
		if got, want := string(appendPathNormal(nil, p, false)), string(appendPctNormalized(nil, p, false)); got != want {
			t.Errorf("appendPathNormal(%q, false) = %q, want %q", p, got, want)
		}
	}
	t.Logf("%d paths", n)
}

// FuzzAppendPathNormal is TestAppendPathNormal on the fuzzer's paths.
func FuzzAppendPathNormal(f *testing.F) {
	for _, p := range []string{"/a/./b/../%7e", "../a/%2E%2e/b", ".//a", "/..", "a/..", "%2", "/abcdefgh/../ijklmnop/."} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		want := string(pathNormalSlow([]byte("x"), p))
		if got := string(appendPathNormal([]byte("x"), p, true)); got != want {
			t.Fatalf("appendPathNormal(%q) = %q; pathNormalSlow gives %q", p, got[1:], want[1:])
		}
	})
}

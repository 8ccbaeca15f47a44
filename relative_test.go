// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"testing"
)

var relativeTests = []struct {
	base, target, want string
	err                ErrorCode
}{
	// RFC 3986 5.4.1's base, and targets from its examples.
	{"http://a/b/c/d;p?q", "http://a/b/c/g", "g", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/g/", "g/", 0},
	{"http://a/b/c/d;p?q", "http://a/g", "/g", 0},
	{"http://a/b/c/d;p?q", "http://g", "http://g", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?y", "?y", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/g?y", "g?y", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#s", "#s", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/g#s", "g#s", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q", "", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/", "./", 0},
	{"http://a/b/c/d;p?q", "http://a/b/", "../", 0},
	{"http://a/b/c/d;p?q", "http://a/b/g", "../g", 0},
	{"http://a/b/c/d;p?q", "http://a/", "/", 0},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p", "d;p", 0},
	// Shortest: the absolute path beats a long climb.
	{"http://a/1/2/3/4/5/x", "http://a/y", "/y", 0},
	{"http://a/1/2/x", "http://a/1/yy", "../yy", 0},
	// Guards: a first segment with ":", an empty one, "//" paths.
	{"http://a/b/c", "http://a/b/x:y", "./x:y", 0},
	{"http://a/b/c", "http://a/b//x", ".//x", 0},
	{"http://a/b/c", "http://a//x", "..//x", 0},
	{"http://a/b/c", "http://a", "//a", 0},
	{"http://a/b/c?q", "http://a?r", "//a?r", 0},
	{"http://a", "http://a/x", "x", 0},
	{"http://a", "http://a", "", 0},
	// Other schemes and authorities, case included.
	{"http://a/b", "https://a/b", "https://a/b", 0},
	{"HTTP://a/b", "http://a/c", "http://a/c", 0},
	{"http://a/b", "http://A/b", "http://A/b", 0},
	{"http://u@a/b", "http://a/b", "http://a/b", 0},
	{"http://a:80/b", "http://a/b", "http://a/b", 0},
	// No authority.
	{"mailto:a@example.com", "mailto:b@example.com", "mailto:b@example.com", 0},
	{"urn:isbn:1", "urn:isbn:1#p", "#p", 0},
	{"f:/a/b", "f:/a/c", "c", 0},
	{"f:/a/b", "f:/x:y", "/x:y", 0},
	// The fragment of base does not matter.
	{"http://a/b#f", "http://a/b", "", 0},
	// Dot segments in base: no relative path through them.
	{"http://a/b/./c", "http://a/b/d", "/b/d", 0},
	{"http://a/b/../c", "http://a/b/../c#f", "#f", 0},
	// Dot segments: only through base's own path.
	{"http://a/b/../c", "http://a/b/../c?q", "?q", 0},
	{"http://a/b/c", "http://a/b/../c", "", ErrTarget},
	{"http://a/b", "https://a/./b", "", ErrTarget},
	// Errors.
	{"/relative", "http://a/b", "", ErrBase},
	{"http://a b/", "http://a/b", "", ErrBase},
	{"http://a/b", "/relative", "", ErrTarget},
	{"http://a/b", "http://a/%zz", "", ErrPercent},
}

func TestAppendRelative(t *testing.T) {
	for _, c := range relativeTests {
		got, err := AppendRelative([]byte("x"), c.base, c.target)
		if c.err != 0 {
			if !errors.Is(err, c.err) || string(got) != "x" {
				t.Errorf("AppendRelative(%q, %q) = %q, %v; want dst unchanged, %v", c.base, c.target, got, err, c.err)
			}
			continue
		}
		if err != nil || string(got[1:]) != c.want {
			t.Errorf("AppendRelative(%q, %q) = %q, %v; want %q", c.base, c.target, got[1:], err, c.want)
			continue
		}
		checkRelative(t, c.base, c.target)
	}
}

// checkRelative checks, for a base and a target that AppendRelative
// accepts, that the result resolves back to the target exactly, for
// strings and []byte, and is no longer than the target.
func checkRelative(t *testing.T, base, target string) {
	t.Helper()
	rel, err := AppendRelative(nil, base, target)
	if err != nil {
		t.Fatalf("AppendRelative(%q, %q): %v", base, target, err)
	}
	relb, _ := AppendRelative(nil, []byte(base), []byte(target))
	if string(relb) != string(rel) {
		t.Fatalf("AppendRelative(%q, %q) = %q for strings, %q for bytes", base, target, rel, relb)
	}
	back, err := AppendResolve(nil, base, rel, ResolveStrict)
	if err != nil || string(back) != target {
		t.Fatalf("AppendRelative(%q, %q) = %q, which resolves to %q, %v", base, target, rel, back, err)
	}
	if len(rel) > len(target) {
		t.Fatalf("AppendRelative(%q, %q) = %q, longer than the target", base, target, rel)
	}
}

func FuzzRelative(f *testing.F) {
	for _, c := range relativeTests {
		f.Add(c.base, c.target)
	}
	f.Fuzz(func(t *testing.T, base, target string) {
		targets := []string{target}
		// Most pairs of random strings share no scheme and authority: also
		// try the fuzzer's target as the rest of base's scheme and
		// authority.
		if r, err := Parse(base); err == nil && r.HasScheme() {
			targets = append(targets, base[:r.Path().Start]+target)
		}
		for _, target := range targets {
			rel, err := AppendRelative(nil, base, target)
			if err != nil {
				if len(rel) != 0 {
					t.Fatalf("AppendRelative(%q, %q) wrote %q with %v", base, target, rel, err)
				}
				continue
			}
			checkRelative(t, base, target)
		}
	})
}

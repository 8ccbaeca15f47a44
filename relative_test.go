// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"math/rand/v2"
	"strings"
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
	{"http://a/b/c/d;p?q", "http://g", "//g", 0},
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
	// Other schemes and authorities, case included: another authority is
	// a network-path reference.
	{"http://a/b", "https://a/b", "https://a/b", 0},
	{"HTTP://a/b", "http://a/c", "http://a/c", 0},
	{"http://a/b", "http://A/b", "//A/b", 0},
	{"http://u@a/b", "http://a/b", "//a/b", 0},
	{"http://a:80/b", "http://a/b", "//a/b", 0},
	{"f:/a/b", "f://h/x", "//h/x", 0},
	{"f://h/a/b", "f:/x", "f:/x", 0},
	// No authority.
	{"mailto:a@example.com", "mailto:b@example.com", "b@example.com", 0},
	{"urn:isbn:1", "urn:isbn:1#p", "#p", 0},
	{"f:/a/b", "f:/a/c", "c", 0},
	{"f:/a/b", "f:/x:y", "/x:y", 0},
	// The fragment of base does not matter.
	{"http://a/b#f", "http://a/b", "", 0},
	// Dot segments in base's directory: resolution removes them with those
	// of the reference (issue 33).
	{"http://a/b/./c", "http://a/b/d", "d", 0},
	{"http://a/b/../c", "http://a/c", "c", 0},
	{"http://a/b/../c/d", "http://a/c/e", "e", 0},
	{"http://a/b/../../c/d", "http://a/x", "/x", 0},
	{"http://a/b/../../c/d/e", "http://a/c/x", "../x", 0},
	{"f:x/../y", "f:/a", "a", 0},
	// Rootless paths, which a relative path reaches when it keeps a
	// segment of base's directory (issue 33).
	{"ftp:%41", "ftp:a", "a", 0},
	{"ftp:%41", "ftp:a:b", "./a:b", 0},
	{"f:x", "f:", "./", 0},
	{"f:x/y", "f:x/a", "a", 0},
	{"f:x/y/z", "f:x/a", "../a", 0},
	{"f:x/y", "f:a", "f:a", 0},
	{"f:x/y", "f:/a", "/a", 0},
	// The "/." that resolution puts before a path that begins with "//"
	// without an authority (issue 33).
	{"f:/a", "f:/.//g", ".//g", 0},
	{"f:/a/b", "f:/.//x", "..//x", 0},
	{"f:/.//g/h", "f:/.//g/x", "x", 0},
	{"f:/a", "f:/.//g/../h", "", ErrTarget},
	{"f:x", "f:/.//g", "/.//g", 0},
	{"http://a/b/c", "http://a/.//x", "", ErrTarget},
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
	if len(base)+len(target) > 96 {
		return // the candidates grow with the square of the length
	}
	if c, ok := shorterCandidate(base, target, len(rel)); ok {
		t.Fatalf("AppendRelative(%q, %q) = %q, but %q resolves to the target too", base, target, rel, c)
	}
}

// shorterCandidate returns a reference shorter than n bytes that resolves
// against base to target, if the candidate set holds one: every suffix
// of target, alone or after "./", "/.", or "../" repeated up to once per
// "/" of base (and then "./" or not). The set holds every form of
// AppendRelative's results, and more (it does not know which).
func shorterCandidate(base, target string, n int) (string, bool) {
	ups := strings.Count(base, "/")
	prefixes := []string{"", "./", "/."}
	for u := 1; u <= ups; u++ {
		p := strings.Repeat("../", u)
		prefixes = append(prefixes, p, p+"./")
	}
	var dst []byte
	for i := len(target); i >= 0; i-- {
		for _, p := range prefixes {
			c := p + target[i:]
			if len(c) >= n {
				continue
			}
			var err error
			if dst, err = AppendResolve(dst[:0], base, c, ResolveStrict); err == nil && string(dst) == target {
				return c, true
			}
		}
	}
	return "", false
}

// TestRelativeRandom checks AppendRelative on random pairs of URIs made
// of the pieces that matter (schemes, authorities, dot segments, empty
// and rootless paths, ":" in a segment, queries, fragments), most targets
// the resolution of a random reference against the base: checkRelative's
// properties on every pair it answers, and for every ErrTarget, that no
// candidate of shorterCandidate resolves to the target.
func TestRelativeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 33))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	path := func() string {
		var b strings.Builder
		b.WriteString(pick("", "/", "/", "/", "x", "."))
		for range rng.IntN(4) {
			b.WriteString(pick("a", "b", ".", "..", "", "c:d", "%41", "a"))
			if rng.IntN(3) > 0 {
				b.WriteString("/")
			}
		}
		return b.String()
	}
	uriOf := func() string {
		s := pick("f:", "f:", "g:", "F:")
		if rng.IntN(2) == 0 {
			s += "//" + pick("h", "h", "H", "", "u@h")
			if p := path(); p == "" || p[0] == '/' {
				s += p
			} else {
				s += "/" + p
			}
		} else if p := path(); !strings.HasPrefix(p, "//") {
			s += p
		}
		return s + pick("", "", "?q", "?", "?r") + pick("", "", "#f")
	}
	answered := 0
	for range 30000 {
		base := uriOf()
		if _, err := Parse(base); err != nil {
			continue
		}
		target := uriOf()
		if rng.IntN(4) > 0 {
			ref := pick("", "./", "../", "//h", "?q") + path() + pick("", "?", "?q", "#f")
			out, err := AppendResolve(nil, base, ref, ResolveStrict)
			if err != nil {
				continue
			}
			target = string(out)
		}
		if _, err := Parse(target); err != nil {
			continue
		}
		rel, err := AppendRelative(nil, base, target)
		switch {
		case err == nil:
			answered++
			checkRelative(t, base, target)
		case errors.Is(err, ErrTarget):
			if c, ok := shorterCandidate(base, target, len(target)+1); ok {
				t.Fatalf("AppendRelative(%q, %q): ErrTarget, but %q resolves to it", base, target, c)
			}
		default:
			t.Fatalf("AppendRelative(%q, %q) = %q, %v", base, target, rel, err)
		}
	}
	if answered < 15000 {
		t.Errorf("%d pairs answered, want at least 15000", answered)
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

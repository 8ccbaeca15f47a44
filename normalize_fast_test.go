// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

// normalFastInputs returns the inputs of the fast-path tests: the
// normalization corpus (vectors and their variants), every test input of
// the parser, and the shared datasets when they are present.
func normalFastInputs(t *testing.T) []string {
	in := append(normalizeCorpus(t), allTestInputs(t)...)
	in = append(in, "HTTP://h", "http://H", "http://h/%7e", "http://h/%7E", "http://h/%2f", "http://h/%2F",
		"http://h/a/./b", "http://h/.a/..b", "s:.", "s:./a", "./a", "a/.", "/.", "http://[::A]/", "http://[::a]/",
		"http://%41/", "http://%2F/", "http://h?%41", "http://h#%3d", "http://h#%3D", "x://u@H/", "x://U@h/",
		"http://h:80", "http://h:", "http://h:81", "HTTPS://h:443", "http://h:80?q", "https://h:443#f")
	for _, f := range datasetFiles {
		if lines, err := testkit.LoadLines(filepath.Join(sharedDatasets(), f)); err == nil {
			in = append(in, lines...)
		}
	}
	return in
}

// unlooked reports whether normalEdits may ask for edits that leave the
// valid s as it is (see there): the "/." guard before a path that starts
// with "//" and no authority ("s:/.//c" is its own normal form, as its dot
// segment is put back).
func unlooked(s string, r Ref) bool {
	return !r.HasAuthority() && strings.HasPrefix(r.Path().In(s), "/.//")
}

// TestNormalizeFastPath checks appendEdited, the normalization of
// AppendNormalize, against appendNormalizedSlow, the component-by-component
// one, on the same inputs: normalEdits asks for no edit exactly for the
// inputs that appendNormalizedSlow leaves unchanged at LevelSyntax (but for
// those of unlooked), and appendNormalized (appendEdited) writes what
// appendNormalizedSlow writes, at both levels, with the default rules and
// with rules that use upper case and odd ports.
func TestNormalizeFastPath(t *testing.T) {
	odd := Normalizer{Rules: []SchemeRule{{Scheme: "HTTP", DefaultPort: "8080"}, {Scheme: "s", DefaultPort: "", EmptyPathSlash: true}}}
	fast := 0
	inputs := normalFastInputs(t)
	for _, s := range inputs {
		r, err := Parse(s)
		if err != nil {
			continue
		}
		slow := string(defaultNormalizer.appendNormalizedSlow(nil, s, r, LevelSyntax))
		normal := syntaxNormal(t, s, &r)
		if normal && slow != s || !normal && slow == s && !unlooked(s, r) {
			t.Fatalf("normalEdits(%q) == 0 is %v; the normal form is %q", s, normal, slow)
		}
		if normal {
			fast++
		}
		for _, n := range []*Normalizer{&defaultNormalizer, &odd, {}} {
			for _, level := range []Level{LevelSyntax, LevelScheme} {
				got := string(n.appendNormalized([]byte("x"), s, r, level))
				want := string(n.appendNormalizedSlow([]byte("x"), s, r, level))
				if got != want {
					t.Fatalf("appendNormalized(%q, %v, %v) = %q; appendNormalizedSlow gives %q", s, level, n.Rules, got, want)
				}
			}
		}
	}
	t.Logf("%d inputs, %d in normal form", len(inputs), fast)
	if fast == 0 {
		t.Errorf("no input took the fast path")
	}
	// AppendNormalize takes the block parser's word on "%" when it can,
	// which depends on the implementation in use.
	eachImplementation(t, func(t *testing.T) {
		for _, s := range inputs {
			r, err := Parse(s)
			if err != nil {
				continue
			}
			for _, level := range []Level{LevelSyntax, LevelScheme} {
				got, err := defaultNormalizer.AppendNormalize([]byte("x"), s, level)
				want := defaultNormalizer.appendNormalizedSlow([]byte("x"), s, r, level)
				if err != nil || string(got) != string(want) {
					t.Fatalf("AppendNormalize(%q, %v) = %q, %v; appendNormalizedSlow gives %q", s, level, got, err, want)
				}
			}
		}
	})
}

// TestNormalizeFastPathTarget checks the fast path on the Refs of
// request-targets, whose origin-form may begin with "//" without an
// authority, which no Parse gives: normal form puts "/." before such a
// path, as the extractor's -normalize prints it.
func TestNormalizeFastPathTarget(t *testing.T) {
	for _, target := range []string{"//double//slash", "/a", "/a/./b", "//x?q", "/%7e"} {
		r, _, err := ParseRequestTarget("GET", target)
		if err != nil {
			t.Fatalf("ParseRequestTarget(%q): %v", target, err)
		}
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			got, err := AppendNormalizeRef(nil, target, r, level)
			want := defaultNormalizer.appendNormalizedSlow(nil, target, r, level)
			if err != nil || string(got) != string(want) {
				t.Errorf("AppendNormalizeRef(%q, %v) = %q, %v; appendNormalizedSlow gives %q", target, level, got, err, want)
			}
		}
	}
}

// syntaxNormal reports whether normalEdits(s, r, nil, nil), which looks
// at the bytes, asks for no edit at LevelSyntax, and checks that the
// answer from the block masks with "/" and "." that parseInto leaves (as
// the generic classifier gives them; the kernels are checked against it)
// is the same, the first "%" and dot segment included: those of the first
// blockMax bytes of s, and of the next ones up to 2*blockMax bytes.
func syntaxNormal(t testing.TB, s string, r *Ref) bool {
	t.Helper()
	e, pct, dot := normalEdits(s, r, nil, nil)
	if len(s) >= 1 {
		var m blockMasks
		classifyBlockGeneric(s[:blockSpan(len(s))], &m)
		if e2, pct2, dot2 := normalEdits(s, r, &m, nil); e2 != e || pct2 != pct || dot2 != dot {
			t.Fatalf("normalEdits(%q) = %#x, %d, %d with the block masks, %#x, %d, %d without", s, e2, pct2, dot2, e, pct, dot)
		}
	}
	return e == 0
}

// FuzzNormalizeFastPath is TestNormalizeFastPath on the fuzzer's inputs,
// with the implementation in use.
func FuzzNormalizeFastPath(f *testing.F) {
	for _, s := range normalizeCorpus(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			return
		}
		slow := string(defaultNormalizer.appendNormalizedSlow(nil, s, r, LevelSyntax))
		if normal := syntaxNormal(t, s, &r); normal && slow != s || !normal && slow == s && !unlooked(s, r) {
			t.Fatalf("normalEdits(%q) == 0 is %v; the normal form is %q", s, normal, slow)
		}
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			got := string(defaultNormalizer.appendNormalized(nil, s, r, level))
			want := string(defaultNormalizer.appendNormalizedSlow(nil, s, r, level))
			if got != want {
				t.Fatalf("appendNormalized(%q, %v) = %q; appendNormalizedSlow gives %q", s, level, got, want)
			}
			// AppendNormalize reads the block masks (normalShort).
			if got, err := defaultNormalizer.AppendNormalize(nil, s, level); err != nil || string(got) != want {
				t.Fatalf("AppendNormalize(%q, %v) = %q, %v; appendNormalizedSlow gives %q", s, level, got, err, want)
			}
		}
	})
}

// TestNormalEditsEveryPosition puts one upper-case letter at each
// position of hosts of every length up to 48 bytes, and one "/./" or "/.."
// at each position of paths of every length up to 70, so that every word
// that normalEdits reads, and every gap between two, is crossed: each must
// be seen, and the same reference without it must be normal.
func TestNormalEditsEveryPosition(t *testing.T) {
	check := func(s string, want bool) {
		t.Helper()
		r, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if got := syntaxNormal(t, s, &r); got != want {
			t.Fatalf("normalEdits(%q) == 0 is %v, want %v", s, got, want)
		}
	}
	for n := 1; n <= 48; n++ {
		host := []byte(strings.Repeat("h", n))
		check("http://"+string(host)+"/p", true)
		for i := range host {
			host[i] = 'H'
			check("http://"+string(host)+"/p", false)
			check("s://"+string(host), false)
			host[i] = 'h'
		}
	}
	for _, prefix := range []string{"http://h", "s:", "", "http://example.com", "http://h/" + strings.Repeat("p", 60)} {
		for n := 0; n <= 70; n++ {
			for i := 0; i <= n; i++ {
				a, b := strings.Repeat("a", i), strings.Repeat("b", n-i)
				check(prefix+"/x"+a+"/./"+b, false)
				check(prefix+"/x"+a+"/../"+b, false)
				check(prefix+"/x"+a+"/.a/"+b, true)
			}
			check(prefix+"/x"+strings.Repeat("a", n)+"/.", false)
		}
	}
}

// TestLowerASCII checks the word-at-a-time lowerASCII against a byte at
// a time, at every length to 40 and every position of every byte value,
// those from 0x80 up (an IRI's) included.
func TestLowerASCII(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for i := 0; i < max(n, 1); i++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("aZ@[`{\xc3\x80", 6)[:n])
				if i < n {
					b[i] = byte(c)
				}
				want := make([]byte, len(b))
				for k, c := range b {
					if 'A' <= c && c <= 'Z' {
						c += 'a' - 'A'
					}
					want[k] = c
				}
				lowerASCII(b)
				if string(b) != string(want) {
					t.Fatalf("lowerASCII gives %q, want %q", b, want)
				}
			}
		}
	}
}

// TestNormalShort checks normalShort, the mask check AppendNormalize
// makes first, under every implementation: a reference it passes is its
// own normal form at both levels, with the default rules and with odd
// ones; and it passes the common shapes it is for, at lengths on both
// sides of each block, with the dot segments and the "%"s it must see
// placed in either block.
func TestNormalShort(t *testing.T) {
	odd := Normalizer{Rules: []SchemeRule{{Scheme: "HTTP", DefaultPort: "8080"}, {Scheme: "s", DefaultPort: "", EmptyPathSlash: true}}}
	inputs := normalFastInputs(t)
	long := "https://www.example.com/" + strings.Repeat("p", 2*blockMax)
	var must, mustNot []string
	for n := 29; n <= 2*blockMax; n++ {
		s := long[:n]
		must = append(must, s, "http://h/"+strings.Repeat("a", n-9), long[:n-4]+"?q=1")
		for _, edit := range []string{"/./", "/../", "/%7E", "/%2f", "/.", "/.."} {
			if n+len(edit) <= 2*blockMax {
				mustNot = append(mustNot, s+edit, s+edit+"x")
			}
		}
	}
	// Up to 40 bytes of scheme and host, which mayHaveUpper reads
	// exactly, an upper-case letter at each place.
	for i := range 40 {
		b := []byte("http://www.example.com.example.org.exam/")
		if b[i] == ':' || b[i] == '/' || b[i] == '.' {
			continue
		}
		must = append(must, string(b))
		b[i] -= 'a' - 'A'
		mustNot = append(mustNot, string(b))
	}
	inputs = append(append(inputs, must...), mustNot...)
	eachImplementation(t, func(t *testing.T) {
		pass := map[string]bool{}
		for _, s := range inputs {
			var m blockMasks
			r, code := parseInto(s, &m, true)
			if code != 0 || !blockClassified(s) || len(s) > 2*blockMax || !normalShort(s, &r, &m) {
				continue
			}
			pass[s] = true
			for _, n := range []*Normalizer{&defaultNormalizer, &odd, {}} {
				for _, level := range []Level{LevelSyntax, LevelScheme} {
					if slow := string(n.appendNormalizedSlow(nil, s, r, level)); slow != s {
						t.Fatalf("normalShort(%q) is true; at %v with %v the normal form is %q", s, level, n.Rules, slow)
					}
				}
			}
		}
		for _, s := range must {
			if blockClassified(s) && !pass[s] {
				t.Errorf("normalShort(%q) is false", s)
			}
		}
		for _, s := range mustNot {
			if pass[s] {
				t.Errorf("normalShort(%q) is true", s)
			}
		}
	})
}

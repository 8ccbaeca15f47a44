// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// transformInput holds a reference of each kind and form, valid and
// invalid, relative and absolute.
const transformInput = `"GET /a/../b?q HTTP/1.1" "CONNECT Example.COM:443 HTTP/1.1" "OPTIONS * HTTP/1.1"
see HTTP://Example.COM:80/x/./y/%7e and "../up/./g" and <mailto:A@B.example>
"http://h/%zz" "//Other.example/p/../q" "./?y#f" "./"
IRIs: https://ja.wikipedia.org/wiki/./東京 "GET /wiki/大阪?q=値 HTTP/1.1" <HTTP://例え.JP:80/パス> "../上/./下"
`

type transformTest struct {
	args []string
	want string
}

func TestExtractTransform(t *testing.T) {
	tests := []transformTest{
		{nil, `/a/../b?q
Example.COM:443
*
HTTP://Example.COM:80/x/./y/%7e
../up/./g
mailto:A@B.example
http://h/%zz
//Other.example/p/../q
./?y#f
./
https://ja.wikipedia.org/wiki/./東京
/wiki/大阪?q=値
HTTP://例え.JP:80/パス
../上/./下
`},
		{[]string{"-to-uri"}, `/a/../b?q
Example.COM:443
*
HTTP://Example.COM:80/x/./y/%7e
../up/./g
mailto:A@B.example
http://h/%zz
//Other.example/p/../q
./?y#f
./
https://ja.wikipedia.org/wiki/./%E6%9D%B1%E4%BA%AC
/wiki/%E5%A4%A7%E9%98%AA?q=%E5%80%A4
HTTP://%E4%BE%8B%E3%81%88.JP:80/%E3%83%91%E3%82%B9
../%E4%B8%8A/./%E4%B8%8B
`},
		{[]string{"-base", "http://a/b/c/d;p?q"}, `http://a/b?q
Example.COM:443
*
HTTP://Example.COM:80/x/y/%7e
http://a/b/up/g
mailto:A@B.example
http://h/%zz
http://Other.example/q
http://a/b/c/?y#f
http://a/b/c/
https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC
http://a/wiki/%E5%A4%A7%E9%98%AA?q=%E5%80%A4
HTTP://%E4%BE%8B%E3%81%88.JP:80/%E3%83%91%E3%82%B9
http://a/b/%E4%B8%8A/%E4%B8%8B
`},
		{[]string{"-normalize=syntax"}, `/b?q
Example.COM:443
*
http://example.com:80/x/y/~
../up/./g
mailto:A@B.example
http://h/%zz
//other.example/q
./?y#f
./
https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC
/wiki/%E5%A4%A7%E9%98%AA?q=%E5%80%A4
http://%E4%BE%8B%E3%81%88.jp:80/%E3%83%91%E3%82%B9
../%E4%B8%8A/./%E4%B8%8B
`},
		{[]string{"-normalize=scheme"}, `/b?q
Example.COM:443
*
http://example.com/x/y/~
../up/./g
mailto:A@B.example
http://h/%zz
//other.example/q
./?y#f
./
https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC
/wiki/%E5%A4%A7%E9%98%AA?q=%E5%80%A4
http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9
../%E4%B8%8A/./%E4%B8%8B
`},
		{[]string{"-normalize=scheme", "-base", "HTTP://A.example:80/b/c/d;p?q"}, `http://a.example/b?q
Example.COM:443
*
http://example.com/x/y/~
http://a.example/b/up/g
mailto:A@B.example
http://h/%zz
http://other.example/q
http://a.example/b/c/?y#f
http://a.example/b/c/
https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC
http://a.example/wiki/%E5%A4%A7%E9%98%AA?q=%E5%80%A4
http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9
http://a.example/b/%E4%B8%8A/%E4%B8%8B
`},
	}
	// Flags that mean what others of the table mean print what they print.
	for alias, of := range map[string]string{
		"-normalize":       "-normalize=syntax", // a bare -normalize is level syntax
		"-normalize=false": "",                  // as no flag
	} {
		i := slices.IndexFunc(tests, func(tt transformTest) bool { return strings.Join(tt.args, " ") == of })
		tests = append(tests, transformTest{[]string{alias}, tests[i].want})
	}
	for _, tt := range tests {
		out, stderr, code := runScan(t, transformInput, tt.args...)
		if code != exitOK || stderr != "" {
			t.Errorf("%q: exit %d, stderr %q", tt.args, code, stderr)
		}
		if out != tt.want {
			t.Errorf("%q:\n got:\n%s want:\n%s", tt.args, out, tt.want)
		}
	}
}

// TestExtractTransformMatchesLibrary runs the command with -base,
// -normalize and -to-uri over the sample log and checks each output line
// against uri.AppendToURI (for an IRI), uri.AppendResolve and
// uri.AppendNormalize applied to the reference that scan -json reports,
// and against the "out" field of -json.
func TestExtractTransformMatchesLibrary(t *testing.T) {
	sample, err := os.ReadFile(filepath.Join("..", "testdata", "sample", "access.log"))
	if err != nil {
		t.Fatal(err)
	}
	input := string(sample) + transformInput
	type rec struct {
		Ref   string  `json:"ref"`
		Valid bool    `json:"valid"`
		Form  *string `json:"form"`
		Out   *string `json:"out"`
		IRI   bool    `json:"iri"`
		URI   *string `json:"uri"`
	}
	decode := func(out string) []rec {
		var rs []rec
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			var r rec
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatalf("%v: %s", err, l)
			}
			rs = append(rs, r)
		}
		return rs
	}
	out, _, _ := runScan(t, input, "-json")
	refs := decode(out)
	if len(refs) < 400 {
		t.Fatalf("only %d references in the sample", len(refs))
	}
	const base = "https://Base.example:443/dir/./file?query"
	iris := 0
	for _, r := range refs {
		if r.IRI {
			iris++
			if u, err := uri.AppendToURI(nil, r.Ref); err != nil || r.URI == nil || *r.URI != string(u) {
				t.Errorf("-json: the IRI %q has uri %v, want %q (%v)", r.Ref, r.URI, u, err)
			}
		} else if r.URI != nil {
			t.Errorf("-json: %q, not an IRI, has uri %q", r.Ref, *r.URI)
		}
	}
	if iris < 3 {
		t.Fatalf("only %d IRIs in the sample", iris)
	}
	for _, level := range []uri.Level{0, uri.LevelSyntax, uri.LevelScheme} {
		for _, withBase := range []bool{false, true} {
			var args []string
			if level == 0 && !withBase {
				args = append(args, "-to-uri")
			}
			if level != 0 {
				args = append(args, "-normalize="+level.String())
			}
			if withBase {
				args = append(args, "-base", base)
			}
			text, stderr, code := runScan(t, input, args...)
			if code != exitOK || stderr != "" {
				t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
			}
			lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
			if len(lines) != len(refs) {
				t.Fatalf("%q: %d lines for %d references", args, len(lines), len(refs))
			}
			jsonOut, _, _ := runScan(t, input, append(args, "-json")...)
			js := decode(jsonOut)
			if len(js) != len(refs) {
				t.Fatalf("%q -json: %d objects for %d references", args, len(js), len(refs))
			}
			transformed := 0
			for i, r := range refs {
				want := r.Ref
				notURI := r.Form != nil && (*r.Form == "authority" || *r.Form == "asterisk")
				if r.Valid && !notURI {
					w := r.Ref
					if r.IRI {
						// Resolution and normalization work on the URI.
						b, _ := uri.AppendToURI(nil, w)
						w = string(b)
					}
					origin := r.Form != nil && *r.Form == "origin" && strings.HasPrefix(w, "//")
					if origin && (withBase || level != 0) {
						// An origin-form path that begins with "//" (RFC 9112
						// 3.2.1), not a network-path reference: "/." keeps
						// it a path for the library's functions on text.
						w = "/." + w
					}
					if withBase {
						b, err := uri.AppendResolve(nil, base, w, uri.ResolveStrict)
						if err != nil {
							t.Fatalf("AppendResolve(%q): %v", w, err)
						}
						w = string(b)
					}
					if level != 0 {
						b, err := uri.AppendNormalize(nil, w, level)
						if err != nil {
							t.Fatalf("AppendNormalize(%q): %v", w, err)
						}
						w = string(b)
						if origin && !withBase && strings.HasPrefix(w, "/.//") {
							// A request-target normalizes as one, with
							// no "/." guard (issue 37).
							w = w[len("/."):]
						}
					}
					want = w
					if want != r.Ref {
						transformed++
					}
				}
				if lines[i] != want {
					t.Errorf("%q: reference %d %q printed as %q, want %q", args, i, r.Ref, lines[i], want)
				}
				switch {
				case js[i].Ref != r.Ref:
					t.Errorf("%q -json: ref %d is %q, want %q", args, i, js[i].Ref, r.Ref)
				case !r.Valid && js[i].Out != nil:
					t.Errorf("%q -json: invalid %q has out %q, want null", args, r.Ref, *js[i].Out)
				case r.Valid && (js[i].Out == nil || *js[i].Out != want):
					t.Errorf("%q -json: out of %q is %v, want %q", args, r.Ref, js[i].Out, want)
				}
			}
			if want := min(20, iris); transformed < want {
				t.Errorf("%q: only %d of %d references changed; the test checks little", args, transformed, len(refs))
			}
		}
	}
}

func TestExtractTransformErrors(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-base", "a b"}, "scan: -base: uri: invalid character in path at offset 1"},
		{[]string{"-base", "../rel"}, `scan: -base "../rel" is a relative reference; the base must be a URI with a scheme`},
		{[]string{"-base", ""}, `scan: -base "" is a relative reference`},
		{[]string{"-normalize=full"}, `want syntax or scheme (or true, false), not "full"`},
		{[]string{"-base"}, "flag needs an argument: -base"},
		{[]string{"-normalize", "scheme"}, `scan: -normalize takes its level attached, as -normalize=scheme; "scheme" would be read as a file`},
	}
	for _, tt := range tests {
		out, stderr, code := runScan(t, "http://h/\n", tt.args...)
		if code != exitError || out != "" || !strings.Contains(stderr, tt.msg) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", tt.args, code, out, stderr, tt.msg)
		}
	}
}

func TestNormalizeFlag(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want uri.Level
		str  string
	}{
		{"true", defaultNormalizeLevel, defaultNormalizeLevel.String()},
		{"1", defaultNormalizeLevel, defaultNormalizeLevel.String()},
		{"syntax", uri.LevelSyntax, "syntax"},
		{"scheme", uri.LevelScheme, "scheme"},
		{"false", 0, "false"},
		{"0", 0, "false"},
	} {
		f := normalizeFlag{level: uri.LevelScheme}
		if tt.want == uri.LevelScheme {
			f.level = 0
		}
		if err := f.Set(tt.in); err != nil || f.level != tt.want || f.String() != tt.str {
			t.Errorf("Set(%q): level %v, String %q, err %v; want %v, %q", tt.in, f.level, f.String(), err, tt.want, tt.str)
		}
	}
	var f normalizeFlag
	for _, bad := range []string{"", "Syntax", "yes", "scheme,syntax"} {
		if err := f.Set(bad); err == nil {
			t.Errorf("Set(%q) succeeded", bad)
		}
	}
	if !f.IsBoolFlag() {
		t.Error("not a bool flag")
	}
}

func TestNeedsJSONEscape(t *testing.T) {
	for _, s := range []string{"", "http://h/a?b#c", "%41~!$&'()*+,;=:@/?"} {
		if needsJSONEscape([]byte(s)) {
			t.Errorf("needsJSONEscape(%q) = true", s)
		}
	}
	for _, s := range []string{"\"", "\\", "a\x00", "\x1f", "\x7f", "é"} {
		if !needsJSONEscape([]byte(s)) {
			t.Errorf("needsJSONEscape(%q) = false", s)
		}
	}
}

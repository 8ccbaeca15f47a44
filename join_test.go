// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"strings"
	"testing"
)

var joinBases = []string{
	"https://h/a/b?q#f", "https://h", "https://h/", "http://h/a/", "/a/b", "a/b", "https://u:p@h/x/../y",
	"//h/a//b", "http://[::1]:80/a/./b/", "foo:a/b", "/", "a",
}

var joinElems = [][]string{
	{"c"}, {"../c", "d/"}, {"../../../x"}, {"a b", "c?d", "e#f"}, {"/x/", "/"}, {"."}, {"x", ".."},
	{"", ""}, {"caf\u00e9"}, {"a%20b"}, {"..", "..", "z/"}, {"x/./y/../z"},
}

// TestAppendJoinPathNetURL checks AppendJoinPath against net/url's
// URL.JoinPath where net/url reads the input as a URI does: no encoded
// dot or slash, no "%" that begins no triplet, no opaque URI.
func TestAppendJoinPathNetURL(t *testing.T) {
	for _, b := range joinBases {
		for _, e := range joinElems {
			u, err := url.Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			if u.Opaque != "" {
				continue // net/url does not join an opaque path
			}
			want := u.JoinPath(e...).String()
			r, _ := Parse(b)
			got, err := AppendJoinPath([]byte("x"), b, r, e...)
			if err != nil || string(got) != "x"+want {
				t.Errorf("AppendJoinPath(%q, %q) = %q, %v; net/url %q", b, e, got, err, want)
			}
			if _, err := Parse(string(got[1:])); err != nil {
				t.Errorf("AppendJoinPath(%q, %q) = %q, invalid: %v", b, e, got, err)
			}
		}
	}
}

// TestAppendJoinPath holds the cases where AppendJoinPath and net/url
// differ on purpose, and the guards.
func TestAppendJoinPath(t *testing.T) {
	for _, c := range []struct {
		base string
		elem []string
		want string
	}{
		// An encoded dot is a dot (net/url keeps "%2e%2e", which a later
		// normalization resolves against the joined path).
		{"https://h/a/b", []string{"%2e%2e", "x"}, "https://h/a/x"},
		{"https://h/a/b", []string{"%2E%2e/%2e%2E/%2e%2e/etc"}, "https://h/etc"},
		// An encoded slash stays one segment (net/url decodes the path).
		{"https://h/a%2Fb", []string{"c"}, "https://h/a%2Fb/c"},
		{"https://h/", []string{"a%2Fb"}, "https://h/a%2Fb"},
		// A "%" that begins no triplet is escaped (net/url drops the join).
		{"https://h/a", []string{"%zz", "%4"}, "https://h/a/%25zz/%254"},
		// Nothing joined to an empty path leaves it (net/url writes "/").
		{"https://h", nil, "https://h"},
		{"", nil, ""},
		{"https://h?q", []string{"a"}, "https://h/a?q"},
		// An opaque path joins as a rootless one.
		{"mailto:x", []string{"c"}, "mailto:x/c"},
		// A first segment that would read as a scheme.
		{"", []string{"a:b", "c"}, "./a:b/c"},
		{"a", []string{"..", "b:c"}, "./b:c"},
		{"/", []string{"a:b"}, "/a:b"},
		// Never above the root, never "//" that would read as an authority.
		{"foo:", []string{"//evil.example/x"}, "foo:evil.example/x"},
		{"/a", []string{"../../..//evil.example"}, "/evil.example"},
		{"a", []string{"../../x"}, "x"},
	} {
		r, _ := Parse(c.base)
		got, err := AppendJoinPath(nil, c.base, r, c.elem...)
		if err != nil || string(got) != c.want {
			t.Errorf("AppendJoinPath(%q, %q) = %q, %v; want %q", c.base, c.elem, got, err, c.want)
		}
		if _, err := Parse(string(got)); err != nil {
			t.Errorf("AppendJoinPath(%q, %q) = %q, invalid: %v", c.base, c.elem, got, err)
		}
		u := MustParseURI(c.base)
		if v, err := u.JoinPath(c.elem...); err != nil || v.String() != c.want {
			t.Errorf("URI(%q).JoinPath(%q) = %q, %v; want %q", c.base, c.elem, v, err, c.want)
		}
	}
	// Errors: an invalid input, and a request-target that is no
	// URI-reference.
	if got, err := AppendJoinPath([]byte("x"), "http://a b/", Ref{}, "c"); err != ErrHost || string(got) != "x" {
		t.Errorf("AppendJoinPath(invalid) = %q, %v; want \"x\", ErrHost", got, err)
	}
	r, _, _ := ParseRequestTarget("CONNECT", "h:443")
	if got, err := AppendJoinPath([]byte("x"), "h:443", r, "c"); err != ErrForm || string(got) != "x" {
		t.Errorf("AppendJoinPath(authority-form) = %q, %v; want \"x\", ErrForm", got, err)
	}
	// An origin-form target whose path begins with "//".
	r, _, _ = ParseRequestTarget("GET", "//a//b?q")
	if got, err := AppendJoinPath(nil, "//a//b?q", r, "c"); err != nil || string(got) != "/a/b/c?q" {
		t.Errorf("AppendJoinPath(origin-form //a//b?q) = %q, %v", got, err)
	}
}

// TestAppendJoinPathLinear counts bytes: "a/../" repeated writes and
// takes off each segment once, and the output of n elements of k bytes is
// at most 3k+1 bytes each.
func TestAppendJoinPathLinear(t *testing.T) {
	for _, n := range []int{1, 100, 10000} {
		p := "/" + strings.Repeat("abc/../", n) + "x"
		got, err := AppendJoinPath(nil, p, Ref{}, strings.Repeat("y/../", n)+"z")
		if err != nil || string(got) != "/x/z" {
			t.Errorf("n=%d: %q, %v", n, got, err)
		}
		elems := make([]string, n)
		for i := range elems {
			elems[i] = "? "
		}
		got, err = AppendJoinPath(nil, "/", Ref{}, elems...)
		if err != nil || len(got) != 7*n {
			t.Errorf("n=%d: %d bytes, %v; want %d", n, len(got), err, 7*n)
		}
	}
}

func TestAppendRedacted(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://user:secret@h/", "https://user:xxxxx@h/"},
		{"https://user:@h/", "https://user:xxxxx@h/"},
		{"https://user@h/", "https://user@h/"},
		{"https://:p@h/", "https://:xxxxx@h/"},
		{"https://u:p:q@h/x?a:b@c", "https://u:xxxxx@h/x?a:b@c"},
		{"https://h/a:b@c", "https://h/a:b@c"},
		{"//u:p@h", "//u:xxxxx@h"},
		{"mailto:u:p@h", "mailto:u:p@h"},
		{"", ""},
	} {
		r, _ := Parse(c.in)
		got, err := AppendRedacted([]byte("x"), c.in, r)
		if err != nil || string(got) != "x"+c.want {
			t.Errorf("AppendRedacted(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
		if got, err := AppendRedacted(nil, []byte(c.in), Ref{}); err != nil || string(got) != c.want {
			t.Errorf("AppendRedacted(%q, Ref{}) = %q, %v", c.in, got, err)
		}
		if got := MustParseURI(c.in).Redacted(); got != c.want {
			t.Errorf("URI(%q).Redacted() = %q, want %q", c.in, got, c.want)
		}
		// net/url agrees, where it parses the input.
		if u, err := url.Parse(c.in); err == nil && u.Opaque == "" {
			if want := u.Redacted(); want != c.want {
				t.Errorf("net/url Redacted(%q) = %q, want %q", c.in, want, c.want)
			}
		}
	}
	// An authority alone.
	r, _ := ParseAuthority("u:p@h:1")
	if got, err := AppendRedacted(nil, "u:p@h:1", r); err != nil || string(got) != "u:xxxxx@h:1" {
		t.Errorf("AppendRedacted(ParseAuthority(u:p@h:1)) = %q, %v", got, err)
	}
	if got, err := AppendRedacted([]byte("x"), "http://a b/", Ref{}); err != ErrHost || string(got) != "x" {
		t.Errorf("AppendRedacted(invalid) = %q, %v", got, err)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"strings"
	"testing"
)

var buildTests = []struct {
	p    Parts
	want string
	err  ErrorCode
	off  int
}{
	{Parts{ComponentScheme: Raw("https"), ComponentHost: Raw("example.com"), ComponentPath: Raw("/a")}, "https://example.com/a", 0, 0},
	{Parts{ComponentScheme: Raw("http"), ComponentUserinfo: Raw("u:p"), ComponentHost: Raw("[2001:db8::1]"), ComponentPort: Raw("8080"),
		ComponentPath: Decoded("/a b/ü"), ComponentQuery: Decoded("q=a&b c"), ComponentFragment: Decoded("x y")},
		"http://u:p@[2001:db8::1]:8080/a%20b/%C3%BC?q=a&b%20c#x%20y", 0, 0},
	{Parts{ComponentHost: Raw(""), ComponentPort: Raw("")}, "//:", 0, 0},
	{Parts{ComponentQuery: Raw(""), ComponentFragment: Raw("")}, "?#", 0, 0},
	{Parts{}, "", 0, 0},
	{Parts{ComponentScheme: Raw("mailto"), ComponentPath: Raw("a@example.com")}, "mailto:a@example.com", 0, 0},
	{Parts{ComponentHost: Decoded("exa mple.com")}, "//exa%20mple.com", 0, 0},
	{Parts{ComponentUserinfo: Decoded("a@b")}, "", ErrHost, 0},
	// 5.3's guards.
	{Parts{ComponentPath: Raw("//x")}, "/.//x", 0, 0},
	{Parts{ComponentScheme: Raw("f"), ComponentPath: Raw("//x")}, "f:/.//x", 0, 0},
	{Parts{ComponentPath: Raw("a:b/c")}, "./a:b/c", 0, 0},
	{Parts{ComponentPath: Decoded("a:b")}, "./a:b", 0, 0},
	{Parts{ComponentScheme: Raw("f"), ComponentPath: Raw("a:b")}, "f:a:b", 0, 0},
	{Parts{ComponentPath: Raw("a/b:c")}, "a/b:c", 0, 0},
	{Parts{ComponentHost: Raw("h"), ComponentPath: Raw("x")}, "", ErrPath, 0},
	{Parts{ComponentPort: Raw("80")}, "", ErrHost, 0},
	// Raw parts are checked.
	{Parts{ComponentScheme: Raw("1http")}, "", ErrScheme, 0},
	{Parts{ComponentScheme: Raw("ht tp")}, "", ErrScheme, 2},
	{Parts{ComponentScheme: Raw("")}, "", ErrScheme, 0},
	{Parts{ComponentHost: Raw("a b")}, "", ErrHost, 1},
	{Parts{ComponentHost: Raw("a/b")}, "", ErrHost, 1},
	{Parts{ComponentHost: Raw("[::1")}, "", ErrHost, 4},
	{Parts{ComponentHost: Raw("[::g]")}, "", ErrHost, 3},
	{Parts{ComponentHost: Raw("h"), ComponentPort: Raw("8x")}, "", ErrPort, 1},
	{Parts{ComponentHost: Raw("h"), ComponentUserinfo: Raw("a@b")}, "", ErrUserinfo, 1},
	{Parts{ComponentPath: Raw("/a?b")}, "", ErrPath, 2},
	{Parts{ComponentPath: Raw("/a%2")}, "", ErrPath, 4},
	{Parts{ComponentQuery: Raw("a#b")}, "", ErrQuery, 1},
	{Parts{ComponentFragment: Raw("a b")}, "", ErrFragment, 1},
}

func TestAppendBuild(t *testing.T) {
	for _, c := range buildTests {
		got, off, err := AppendBuild([]byte("x"), &c.p)
		if c.err != 0 {
			if !errors.Is(err, c.err) || off != c.off || string(got) != "x" {
				t.Errorf("AppendBuild(%v) = %q, %d, %v; want %v at %d", c.p, got, off, err, c.err, c.off)
			}
			continue
		}
		if err != nil || string(got[1:]) != c.want {
			t.Errorf("AppendBuild(%v) = %q, %v; want %q", c.p, got[1:], err, c.want)
			continue
		}
		checkBuilt(t, &c.p, string(got[1:]))
	}
}

// checkBuilt checks that out parses and gives back the components of p:
// each defined as in p, with the raw text or the escaped decoded text of
// p, but for a guard before the path.
func checkBuilt(t testing.TB, p *Parts, out string) {
	t.Helper()
	r, err := Parse(out)
	if err != nil {
		t.Fatalf("built %q does not parse: %v", out, err)
	}
	for c := ComponentScheme; c <= ComponentFragment; c++ {
		sp, defined := r.Component(c)
		got := sp.In(out)
		want := p[c].Text
		if p[c].Decoded && c != ComponentScheme && c != ComponentPort {
			want = string(AppendEscape(nil, want, escapeModes[c]))
		}
		if c == ComponentHost && (r.HostKind() == HostIPv6 || r.HostKind() == HostIPvFuture) {
			got = "[" + got + "]"
		}
		if c == ComponentPath {
			if got != want && got != "/."+want && got != "./"+want {
				t.Fatalf("built %q: path %q, want %q", out, got, want)
			}
			continue
		}
		if defined != p[c].Defined || defined && got != want {
			t.Fatalf("built %q: %v %q (defined %v), want %q (defined %v)", out, c, got, defined, want, p[c].Defined)
		}
	}
}

var setTests = []struct {
	in   string
	c    Component
	part Part
	want string
	err  ErrorCode
}{
	{"http://a/b?c#d", ComponentQuery, Raw("x=1"), "http://a/b?x=1#d", 0},
	{"http://a/b?c#d", ComponentQuery, Part{}, "http://a/b#d", 0},
	{"http://a/b?c#d", ComponentQuery, Raw(""), "http://a/b?#d", 0},
	{"http://a/b?c#d", ComponentFragment, Part{}, "http://a/b?c", 0},
	{"http://a/b?c#d", ComponentScheme, Raw("https"), "https://a/b?c#d", 0},
	{"http://a/b?c#d", ComponentScheme, Part{}, "//a/b?c#d", 0},
	{"http://u@[::1]:80/b", ComponentHost, Raw("example.com"), "http://u@example.com:80/b", 0},
	{"http://u@[::1]:80/b", ComponentPath, Decoded("/x y"), "http://u@[::1]:80/x%20y", 0},
	{"http://u@[::1]:80/b", ComponentPort, Raw("8080"), "http://u@[::1]:8080/b", 0},
	{"http://u@[::1]:80/b", ComponentPort, Part{}, "http://u@[::1]/b", 0},
	{"http://u@[::1]:80/b", ComponentUserinfo, Part{}, "http://[::1]:80/b", 0},
	{"http://u@h:80//x", ComponentHost, Part{}, "http:/.//x", 0},
	{"mailto:a@b", ComponentHost, Raw("h"), "", ErrPath},
	{"a:b:c", ComponentScheme, Part{}, "./b:c", 0},
	{"a:b", ComponentScheme, Part{}, "b", 0},
	{"x/a:b", ComponentPath, Raw("c:d"), "./c:d", 0},
	{"http://a/b", ComponentHost, Raw("a b"), "", ErrHost},
	{"http://a b/", ComponentPath, Raw("/"), "", ErrHost},
}

func TestAppendSet(t *testing.T) {
	for _, c := range setTests {
		r, _ := Parse(c.in)
		got, _, err := AppendSet(nil, c.in, r, c.c, c.part)
		if c.err != 0 {
			if !errors.Is(err, c.err) || len(got) != 0 {
				t.Errorf("AppendSet(%q, %v, %+v) = %q, %v; want %v", c.in, c.c, c.part, got, err, c.err)
			}
			continue
		}
		if err != nil || string(got) != c.want {
			t.Errorf("AppendSet(%q, %v, %+v) = %q, %v; want %q", c.in, c.c, c.part, got, err, c.want)
			continue
		}
		checkSet(t, c.in, c.c, c.part)
	}
}

// checkSet checks AppendSet on in: the result parses, the component c is
// part, and every other component is as it was, byte for byte (but for a
// guard before the path, and the userinfo and port of a removed host).
func checkSet(t testing.TB, in string, c Component, part Part) {
	t.Helper()
	r, err := Parse(in)
	if err != nil {
		return
	}
	outb, _, err := AppendSet(nil, in, r, c, part)
	if err != nil {
		return
	}
	out := string(outb)
	o, err := Parse(out)
	if err != nil {
		t.Fatalf("AppendSet(%q, %v, %+v) = %q, which does not parse: %v", in, c, part, out, err)
	}
	for k := ComponentScheme; k <= ComponentFragment; k++ {
		if k == c || c == ComponentHost && !part.Defined && (k == ComponentUserinfo || k == ComponentPort) {
			continue
		}
		was, wasDef := r.Component(k)
		now, nowDef := o.Component(k)
		w, n := was.In(in), now.In(out)
		if k == ComponentPath {
			if n != w && n != "/."+w && n != "./"+w && strings.TrimPrefix(w, "./") != n && strings.TrimPrefix(w, "/.") != n {
				t.Fatalf("AppendSet(%q, %v, %+v) = %q: path %q, was %q", in, c, part, out, n, w)
			}
			continue
		}
		if wasDef != nowDef || w != n {
			t.Fatalf("AppendSet(%q, %v, %+v) = %q: %v %q, was %q", in, c, part, out, k, n, w)
		}
	}
	sp, def := o.Component(c)
	if c != ComponentPath && def != part.Defined {
		t.Fatalf("AppendSet(%q, %v, %+v) = %q: defined %v", in, c, part, out, def)
	}
	if part.Defined && !part.Decoded {
		got := sp.In(out)
		if c == ComponentHost && (o.HostKind() == HostIPv6 || o.HostKind() == HostIPvFuture) {
			got = "[" + got + "]"
		}
		if got != part.Text && got != "/."+part.Text && got != "./"+part.Text {
			t.Fatalf("AppendSet(%q, %v, %+v) = %q: %v is %q", in, c, part, out, c, got)
		}
	}
}

// FuzzBuild builds a reference from the fuzzer's parts, and sets one
// component of a parsed reference: whatever is accepted parses and gives
// back what was given.
func FuzzBuild(f *testing.F) {
	f.Add("http://u@h:1/p?q#f", uint8(2), "x y", true, true, "https", "h", "/p")
	f.Add("a:b", uint8(0), "", false, false, "", "", "a:b")
	f.Fuzz(func(t *testing.T, in string, comp uint8, text string, decoded, defined bool, scheme, host, path string) {
		c := Component(comp % uint8(ComponentFragment+1))
		part := Part{Text: text, Decoded: decoded, Defined: defined}
		checkSet(t, in, c, part)

		var p Parts
		p[ComponentScheme] = Part{Text: scheme, Defined: scheme != ""}
		p[ComponentHost] = Part{Text: host, Defined: host != "", Decoded: decoded}
		p[ComponentPath] = Part{Text: path, Defined: true, Decoded: decoded}
		p[c] = part
		if out, _, err := AppendBuild(nil, &p); err == nil {
			checkBuilt(t, &p, string(out))
		}
	})
}

// TestForeignRef checks that the functions that take an input and its Ref
// neither panic nor misread when given the Ref of another input: they
// parse the input again.
func TestForeignRef(t *testing.T) {
	short, long := "http://a/", "http://[2001:db8::1]:8080/a/b/c?q=1#f"
	rs, _ := Parse(short)
	rl, _ := Parse(long)
	for _, c := range []struct {
		s string
		r Ref
	}{{short, rl}, {long, rs}, {short, Ref{}}} {
		right, _ := Parse(c.s)
		if got, want := Inspect(c.s, c.r), Inspect(c.s, right); got != want {
			t.Errorf("Inspect(%q) with a foreign Ref = %v, want %v", c.s, got, want)
		}
		a, ok := Addr(c.s, c.r)
		wa, wok := Addr(c.s, right)
		if a != wa || ok != wok {
			t.Errorf("Addr(%q) with a foreign Ref = %v, %v; want %v, %v", c.s, a, ok, wa, wok)
		}
		got, _, err := AppendSet(nil, c.s, c.r, ComponentFragment, Raw("x"))
		want, _, _ := AppendSet(nil, c.s, right, ComponentFragment, Raw("x"))
		if err != nil || string(got) != string(want) {
			t.Errorf("AppendSet(%q) with a foreign Ref = %q, %v; want %q", c.s, got, err, want)
		}
	}
}

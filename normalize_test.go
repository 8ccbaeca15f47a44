// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

type normalizeVector struct {
	In    string `json:"in"`
	Out   string `json:"out"`
	Level string `json:"level"`
	Src   string `json:"src"`
}

func levelOf(t testing.TB, name string) Level {
	switch name {
	case "syntax":
		return LevelSyntax
	case "scheme":
		return LevelScheme
	}
	t.Fatalf("unknown level %q", name)
	return 0
}

func TestConformanceNormalize(t *testing.T) {
	vectors := readJSONL[normalizeVector](t, "normalize.jsonl")
	counts := map[string]int{}
	for _, v := range vectors {
		counts[v.Level]++
		level := levelOf(t, v.Level)
		got, err := AppendNormalize(nil, v.In, level)
		if err != nil || string(got) != v.Out {
			t.Errorf("AppendNormalize(%q, %v) = %q, %v; want %q (%s)", v.In, level, got, err, v.Out, v.Src)
		}
		if slow := slowNormalize(v.In, level, defaultRules); slow != v.Out {
			t.Errorf("slowNormalize(%q, %v) = %q: the model disagrees with the vector %q", v.In, level, slow, v.Out)
		}
		if !Equal(v.In, v.Out, level) || !Equal([]byte(v.Out), v.In, level) {
			t.Errorf("Equal(%q, %q, %v) = false", v.In, v.Out, level)
		}
	}
	if counts["syntax"] != 50 || counts["scheme"] != 13 {
		t.Errorf("normalize.jsonl has %v vectors, want 50 syntax and 13 scheme", counts)
	}
}

// slowNormalize is 6.2.2 and 6.2.3 written over strings, component by
// component, independently of appendNormalized: the model it is tested
// against. s must be valid.
func slowNormalize(s string, level Level, rules []SchemeRule) string {
	r := Split(s)
	pct := func(c string, fold bool) string {
		var b strings.Builder
		for i := 0; i < len(c); i++ {
			if c[i] == '%' {
				var v byte
				fmt.Sscanf(c[i+1:i+3], "%02x", &v)
				if strings.IndexByte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~", v) >= 0 {
					if fold {
						v = strings.ToLower(string(rune(v)))[0]
					}
					b.WriteByte(v)
				} else {
					b.WriteString("%" + strings.ToUpper(c[i+1:i+3]))
				}
				i += 2
				continue
			}
			if fold {
				b.WriteString(strings.ToLower(c[i : i+1]))
			} else {
				b.WriteByte(c[i])
			}
		}
		return b.String()
	}
	var out string
	scheme := strings.ToLower(r.Scheme().In(s))
	if r.HasScheme() {
		out = scheme + ":"
	}
	var rule *SchemeRule
	if level == LevelScheme && r.HasAuthority() {
		for i := range rules {
			if strings.EqualFold(rules[i].Scheme, scheme) {
				rule = &rules[i]
				break
			}
		}
	}
	if r.HasAuthority() {
		out += "//"
		if r.HasUserinfo() {
			out += pct(r.Userinfo().In(s), false) + "@"
		}
		if k := r.HostKind(); k == HostIPv6 || k == HostIPvFuture {
			out += "[" + strings.ToLower(r.Host().In(s)) + "]"
		} else {
			out += pct(r.Host().In(s), true)
		}
		if p := r.Port().In(s); r.HasPort() && p != "" && !(rule != nil && p == rule.DefaultPort) {
			out += ":" + p
		}
	}
	path := pct(r.Path().In(s), false)
	if r.HasScheme() || strings.HasPrefix(path, "/") {
		path = testkit.RemoveDotSegments(path)
	}
	if path == "" && rule != nil && rule.EmptyPathSlash {
		path = "/"
	}
	if !r.HasAuthority() && strings.HasPrefix(path, "//") {
		path = "/." + path
	}
	out += path
	if r.HasQuery() {
		out += "?" + pct(r.Query().In(s), false)
	}
	if r.HasFragment() {
		out += "#" + pct(r.Fragment().In(s), false)
	}
	return out
}

// normalizeCorpus returns valid references to normalize and compare: the
// vectors, the valid inputs of parse.jsonl, and variants of each.
func normalizeCorpus(t testing.TB) []string {
	var in []string
	for _, v := range readJSONL[normalizeVector](t, "normalize.jsonl") {
		in = append(in, v.In, v.Out)
	}
	for _, v := range readJSONL[parseVector](t, "parse.jsonl") {
		if v.Valid {
			in = append(in, v.In)
		}
	}
	in = append(in,
		"http://h", "http://h:", "http://h:80", "http://h:080", "HTTP://H:80/", "ws://h:80", "wss://h:443?",
		"ftp://h:21", "s://h:80", "http:", "http:/", "http:x", "/a/./b/%2E%2E/c", "a/../b", "//H/%7e/../x",
		"s:/a/b/../..//c", "s:/.//c", "/..//x", "s:a/..//b", "%2e%2E/x", "s:%2e%2E", "s:/%2E", "s:/x/%2e",
		"s://[V1.Ab]/", "s://%4a%4B@h", "?%7e#%7E", "s:/.%2e/x", "s:/%2e./x", "s:/%2e.%2e", "",
	)
	var out []string
	for _, s := range in {
		if _, err := Parse(s); err != nil {
			continue
		}
		out = append(out, s, variant(s, 1), variant(s, 2), variant(s, 3))
	}
	return out
}

// variant returns an equivalent spelling of the valid reference s (at
// LevelSyntax): the scheme and host letters swap case, unreserved
// characters of the path, query and fragment are percent-encoded in turn
// (with lower-case hex when seed is odd), and "a/./" or "x/../" segments are
// added to a path that starts with "/".
func variant(s string, seed int) string {
	r, err := Parse(s)
	if err != nil {
		return s
	}
	var b strings.Builder
	swap := func(c byte) byte {
		switch {
		case 'a' <= c && c <= 'z':
			return c - 32
		case 'A' <= c && c <= 'Z':
			return c + 32
		}
		return c
	}
	enc := func(part string) {
		for i := 0; i < len(part); i++ {
			c := part[i]
			if c == '%' {
				b.WriteString(part[i : i+3])
				i += 2
				continue
			}
			if inClass(c, classUnreserved) && (i+seed)%3 == 0 {
				h := fmt.Sprintf("%%%02X", c)
				if seed%2 == 1 {
					h = strings.ToLower(h)
				}
				b.WriteString(h)
			} else {
				b.WriteByte(c)
			}
		}
	}
	for i := 0; i < r.Scheme().End; i++ {
		b.WriteByte(swap(s[i]))
	}
	if r.HasScheme() {
		b.WriteByte(':')
	}
	if r.HasAuthority() {
		b.WriteString(s[r.authStart()-2 : r.hostStart()])
		h := r.Host().In(s)
		if r.HostKind() == HostRegName {
			enc(strings.Map(func(c rune) rune { return rune(swap(byte(c))) }, h))
		} else {
			b.WriteString(strings.ToUpper(h))
		}
		b.WriteString(s[r.hostEnd():r.pathStart()])
	}
	p := r.Path().In(s)
	if strings.HasPrefix(p, "/") && (r.HasScheme() || seed != 3) {
		switch seed {
		case 1:
			b.WriteString("/.")
		case 2:
			b.WriteString("/x/..")
		case 3:
			b.WriteString("/%2E")
		}
	}
	enc(p)
	if r.HasQuery() {
		b.WriteByte('?')
		enc(r.Query().In(s))
	}
	if r.HasFragment() {
		b.WriteByte('#')
		enc(r.Fragment().In(s))
	}
	return b.String()
}

// checkNormalize checks the properties of one valid or invalid input: the
// model agrees, the result parses, normalization is idempotent, Equal with
// the result holds, and with -normalized-forms of other inputs Equal
// matches comparing the normalized forms.
func checkNormalize(t *testing.T, s string, level Level) []byte {
	got, err := AppendNormalize(nil, s, level)
	if _, perr := Parse(s); perr != nil {
		if !errors.Is(err, perr) || got != nil {
			t.Fatalf("AppendNormalize(%q) = %q, %v; want the parse error %v", s, got, err, perr)
		}
		if Equal(s, s, level) {
			t.Fatalf("Equal(%q, itself) = true for an invalid reference", s)
		}
		return nil
	}
	if err != nil {
		t.Fatalf("AppendNormalize(%q, %v): %v", s, level, err)
	}
	want := slowNormalize(s, level, defaultRules)
	if string(got) != want {
		t.Fatalf("AppendNormalize(%q, %v) = %q, model says %q", s, level, got, want)
	}
	// After bytes that dst holds, with room for the result and without
	// it.
	for _, room := range []int{0, len(want) / 2, len(want) + 300} {
		buf := append(make([]byte, 0, 3+room), "pre"...)
		out, err := AppendNormalize(buf, s, level)
		if err != nil || string(out) != "pre"+want {
			t.Fatalf("AppendNormalize(%q, %v) after \"pre\" with room for %d bytes = %q, %v; want %q", s, level, room, out, err, "pre"+want)
		}
	}
	r0, _ := Parse(s)
	r1, err := Parse(got)
	if err != nil || r1.HasScheme() != r0.HasScheme() || r1.HasAuthority() != r0.HasAuthority() ||
		r1.HasQuery() != r0.HasQuery() || r1.HasFragment() != r0.HasFragment() {
		t.Fatalf("AppendNormalize(%q) = %q, which parses as %+v, %v", s, got, r1, err)
	}
	again, err := AppendNormalize(nil, got, level)
	if err != nil || string(again) != string(got) {
		t.Fatalf("AppendNormalize is not idempotent: %q -> %q -> %q, %v", s, got, again, err)
	}
	if !Equal(s, got, level) || !Equal(got, s, level) || !Equal(s, s, level) {
		t.Fatalf("Equal(%q, its normal form %q, %v) = false", s, got, level)
	}
	checkNormalizePath(t, s, got, level)
	return got
}

// checkNormalizePath checks AppendNormalizePath against AppendNormalize on
// the path of s, whose normal form is got: the same path, but for the "/."
// guard, which AppendNormalizePath does not write, and for the dot
// segments of a rootless path after a scheme, which it keeps. And when s
// is an origin-form request-target, AppendNormalizeRef of its Ref is the
// normal path without a guard and the normal query.
func checkNormalizePath(t *testing.T, s string, got []byte, level Level) {
	t.Helper()
	r, _ := Parse(s)
	p := r.Path().In(s)
	np, err := AppendNormalizePath([]byte("x"), p, level)
	if err != nil || np[0] != 'x' {
		t.Fatalf("AppendNormalizePath(%q) = %q, %v", p, np, err)
	}
	np = np[1:]
	g, _ := Parse(got)
	gp := g.Path().In(string(got))
	if !g.HasAuthority() && strings.HasPrefix(gp, "/.//") {
		gp = gp[len("/."):]
	}
	if (p == "" || p[0] == '/' || !r.HasScheme()) && !(level == LevelScheme && g.HasAuthority() && p == "") && string(np) != gp {
		t.Fatalf("AppendNormalizePath(%q) = %q; the path of AppendNormalize(%q) is %q", p, np, s, gp)
	}
	rt, form, err := ParseRequestTarget("GET", s)
	if err != nil || form != FormOrigin {
		return
	}
	np, _ = AppendNormalizePath(nil, rt.Path().In(s), level)
	want := string(np)
	if rt.HasQuery() {
		nq, _ := AppendNormalize(nil, "?"+rt.Query().In(s), LevelSyntax)
		want += string(nq)
	}
	out, err := AppendNormalizeRef(nil, s, rt, level)
	if err != nil || string(out) != want {
		t.Fatalf("AppendNormalizeRef(%q, origin-form) = %q, %v; want %q", s, out, err, want)
	}
	if again, err := AppendNormalizeRef(nil, out, mustTarget(t, string(out)), level); err != nil || string(again) != string(out) {
		t.Fatalf("AppendNormalizeRef of the origin-form %q is not idempotent: %q, %v", out, again, err)
	}
}

// mustTarget returns the Ref of the origin-form target s.
func mustTarget(t *testing.T, s string) Ref {
	t.Helper()
	r, form, err := ParseRequestTarget("GET", s)
	if err != nil || form != FormOrigin {
		t.Fatalf("ParseRequestTarget(GET, %q) = %v, %v", s, form, err)
	}
	return r
}

func TestNormalizeProperties(t *testing.T) {
	corpus := normalizeCorpus(t)
	for _, level := range []Level{LevelSyntax, LevelScheme} {
		norms := make([][]byte, len(corpus))
		valid := make([]bool, len(corpus))
		for i, s := range corpus {
			norms[i] = checkNormalize(t, s, level)
			_, err := Parse(s)
			valid[i] = err == nil
		}
		// Equal matches comparing normalized forms, on every pair.
		// Every pair; with -short, each input with the next 64.
		equal := 0
		for i, a := range corpus {
			for j, b := range corpus {
				if testing.Short() && (j < i || j > i+64) {
					continue
				}
				want := valid[i] && valid[j] && string(norms[i]) == string(norms[j])
				if got := Equal(a, b, level); got != want {
					t.Fatalf("Equal(%q, %q, %v) = %v; normalized forms %q and %q", a, b, level, got, norms[i], norms[j])
				}
				if want {
					equal++
				}
			}
		}
		t.Logf("%v: %d inputs, %d equal pairs", level, len(corpus), equal)
		if equal < 2*len(corpus) {
			t.Errorf("only %d equal pairs among %d inputs: the variants should be equivalent", equal, len(corpus))
		}
	}
}

func TestNormalizerRules(t *testing.T) {
	var zero Normalizer
	if got, _ := zero.AppendNormalize(nil, "HTTP://h:80", LevelScheme); string(got) != "http://h:80" {
		t.Errorf("zero Normalizer at LevelScheme = %q, want the syntax form", got)
	}
	n := Normalizer{Rules: append(DefaultSchemeRules(), SchemeRule{Scheme: "Gopher", DefaultPort: "70"})}
	for _, tc := range []struct{ in, want string }{
		{"gopher://h:70", "gopher://h"},
		{"GOPHER://h:", "gopher://h"},
		{"gopher://h:71", "gopher://h:71"},
		{"ws://h:80", "ws://h/"},
		{"wss://h:443/x", "wss://h/x"},
		{"ftp://h:21", "ftp://h/"},
		{"http:x", "http:x"},
		{"http://h:080", "http://h:080/"},
	} {
		got, err := n.AppendNormalize(nil, tc.in, LevelScheme)
		if err != nil || string(got) != tc.want {
			t.Errorf("AppendNormalize(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
		if slow := slowNormalize(tc.in, LevelScheme, n.Rules); slow != tc.want {
			t.Errorf("slowNormalize(%q) = %q, want %q", tc.in, slow, tc.want)
		}
		if !n.Equal(tc.in, tc.want, LevelScheme) {
			t.Errorf("Equal(%q, %q) = false", tc.in, tc.want)
		}
	}
	if DefaultSchemeRules()[0].Scheme = "x"; defaultRules[0].Scheme != "http" {
		t.Errorf("DefaultSchemeRules returned the package table")
	}
	if LevelSyntax.String() != "syntax" || LevelScheme.String() != "scheme" || Level(7).String() != "Level(7)" {
		t.Errorf("Level names")
	}
	r, _ := Parse("HTTP://H")
	got, err := n.AppendNormalizeRef(nil, "HTTP://H", r, LevelScheme)
	if err != nil || string(got) != "http://h/" {
		t.Errorf("AppendNormalizeRef = %q, %v", got, err)
	}
	if _, err := n.AppendNormalizeRef(nil, "a b", Ref{}, LevelScheme); err != ErrPath {
		t.Errorf("AppendNormalizeRef(invalid, zero Ref) error = %v, want ErrPath", err)
	}
}

func FuzzNormalize(f *testing.F) {
	for _, v := range readJSONL[normalizeVector](f, "normalize.jsonl") {
		f.Add(v.In, v.Level == "scheme")
	}
	f.Fuzz(func(t *testing.T, s string, scheme bool) {
		level := LevelSyntax
		if scheme {
			level = LevelScheme
		}
		checkNormalize(t, s, level)
	})
}

// TestEmptyPort checks that normalization removes an empty port with its
// ":" at every level and for every scheme (RFC 3986 3.2.3), that Equal
// agrees, and that a port that is not empty stays. Before issue 33, only
// LevelScheme removed one, and only for a scheme with a rule.
func TestEmptyPort(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://example.com:/", "http://example.com/"},
		{"foo://h:/p", "foo://h/p"},
		{"foo://h:", "foo://h"},
		{"FOO://u@H:?q#f", "foo://u@h?q#f"},
		{"//h:/p", "//h/p"},
		{"foo://[::1]:/", "foo://[::1]/"},
		{"foo://h:0/", "foo://h:0/"},
		{"foo://h:80/", "foo://h:80/"},
	} {
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			got, err := AppendNormalize(nil, c.in, level)
			if err != nil || string(got) != c.want {
				t.Errorf("AppendNormalize(%q, %v) = %q, %v; want %q", c.in, level, got, err, c.want)
			}
			r, _ := Parse(c.in)
			if got, err := AppendNormalizeRef(nil, c.in, r, level); err != nil || string(got) != c.want {
				t.Errorf("AppendNormalizeRef(%q, %v) = %q, %v; want %q", c.in, level, got, err, c.want)
			}
			if !Equal(c.in, c.want, level) {
				t.Errorf("Equal(%q, %q, %v) = false", c.in, c.want, level)
			}
		}
	}
	if Equal("foo://h:/", "foo://h:0/", LevelSyntax) {
		t.Errorf("Equal(%q, %q) = true", "foo://h:/", "foo://h:0/")
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// No exported function panics, whatever Ref it is handed (issue 33): the
// Ref of its input from any function that makes one (Parse, ParseIRI,
// ParseRequestTarget in each form, Split, the extractor, ParseAuthority,
// ParseHostHeader), the zero Ref, and the Refs of other strings, of
// another length or of the same one.

// refsOf returns the Refs that the package makes for s.
func refsOf(s string) []Ref {
	var refs []Ref
	add := func(r Ref, _ ...any) { refs = append(refs, r) }
	add(Parse(s))
	add(ParseIRI(s))
	add(ParseAuthority(s))
	add(ParseHostHeader(s))
	refs = append(refs, Split(s))
	for _, m := range []string{"GET", "OPTIONS", "CONNECT"} {
		add(ParseRequestTarget(m, s))
	}
	ms, _ := AppendExtract(nil, nil, []byte(s), nil)
	for _, m := range ms {
		refs = append(refs, m.Ref)
	}
	ms, _ = AppendExtract(nil, nil, []byte("GET "+s+" HTTP/1.1\nCONNECT "+s+" HTTP/1.1\nOPTIONS "+s+" HTTP/1.1\n"), nil)
	for _, m := range ms {
		refs = append(refs, m.Ref)
	}
	return refs
}

// sameLength returns o cut or padded with a filler of bytes that end no
// component to n bytes, so that its Refs have the length of an input of n
// bytes: the Refs that usableRef cannot tell from the input's own.
func sameLength(o string, n int) string {
	if len(o) >= n {
		return o[:n]
	}
	return o + strings.Repeat("a", n-len(o))
}

// anyRefInputs are inputs whose Refs, handed to each other, made exported
// functions panic before issue 33, and a few of every origin.
var anyRefInputs = []string{
	"h:443", "*", "%", "x%zz", "x%4", "%4", "http://a/b", "//h", "/a//b", "//a//b",
	"http://%31%32%37.0.0.1/", "f:/.//g", "http://[::1]:80/p?q#f", "a:b", "http://h:/",
	"http://u:p@h/p", "mailto:a@b", "http://\u00e9/\u200b", "[::1]:443", "h:", "?%", "#%",
	"u:p@h:8x", "//evil.example/../x", "http:///x", "HTTPS://H:443", "@", "h:99999",
}

func FuzzAnyRef(f *testing.F) {
	// Each input with itself, with the next, and with the authority-form
	// whose Ref panicked first.
	for i, s := range anyRefInputs {
		f.Add(s, s)
		f.Add(s, anyRefInputs[(i+1)%len(anyRefInputs)])
		f.Add(s, "h:443")
	}
	f.Fuzz(func(t *testing.T, s, o string) {
		if len(s) > 128 || len(o) > 128 {
			return // longer inputs cost more and find nothing more
		}
		checkZeroRef(t, s)
		refs := append(refsOf(s), Ref{})
		refs = append(refs, refsOf(o)...)
		refs = append(refs, refsOf(sameLength(o, len(s)))...)
		for _, r := range refs {
			callWithRef(t, s, r)
		}
	})
}

// callWithRef calls every exported function that takes a Ref with s and r,
// and checks what holds for any Ref.
func callWithRef(t *testing.T, s string, r Ref) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("input %q, Ref %v (%#v): panic: %v", s, r, r, p)
		}
	}()
	b := []byte(s)
	for c := ComponentScheme; c <= ComponentFragment; c++ {
		sp, _ := r.Component(c)
		_ = sp.In(s)
		_ = sp.Bytes(b)
	}
	_ = r.Authority().In(s)
	_ = r.String()
	_, _ = Addr(s, r)
	_ = Inspect(s, r)
	_ = AppendRecompose(nil, s, r)
	for _, level := range []Level{LevelSyntax, LevelScheme} {
		_, _ = AppendNormalizeRef(nil, s, r, level)
		zero, zerr := (&Normalizer{}).AppendNormalizeRef(nil, s, r, level)
		// A nil *Normalizer is the zero one (issue 42, row 13).
		if got, err := (*Normalizer)(nil).AppendNormalizeRef(nil, s, r, level); string(got) != string(zero) || err != zerr {
			t.Errorf("(*Normalizer)(nil).AppendNormalizeRef(%q, %v, %v) = %q, %v; the zero Normalizer gives %q, %v", s, r, level, got, err, zero, zerr)
		}
	}
	for _, mode := range []ResolveMode{ResolveStrict, ResolveNonStrict} {
		_, _ = AppendResolveRef(nil, "http://a/b/c", Ref{}, s, r, mode)
		_, _ = AppendResolveRef(nil, s, r, "../g?q#f", Ref{}, mode)
		_, _ = AppendResolveRef(nil, s, r, s, r, mode)
	}
	parts := [...]Part{Raw("x"), {}, Decoded("a b/%")}
	for c := ComponentScheme; c <= ComponentFragment+1; c++ {
		_, _, _ = AppendSet(nil, s, r, c, parts[int(c)%len(parts)])
	}
	// What a caller does next with the spans.
	for range Segments(r.Path().In(s)) {
	}
	for range Params(r.Query().Bytes(b), ParamOptions{}) {
	}
	_, _ = AppendDropParamKeys(nil, r.Query().In(s), ParamOptions{}, "*a*")
	_, _ = LookupParam(r.Query().Bytes(b), ParamOptions{}, "a")
	_, _ = AppendNormalizePath(nil, r.Path().In(s), LevelSyntax)
	// Issue 45: the port, the host against a Host header, the joined path
	// and the redacted form, and the decoded views of the spans.
	_, _ = r.PortValue()
	_, _ = r.PortOr(80)
	_ = MatchHostHeader(s, r, s)
	_ = MatchHostHeader(s, r, "h:80")
	// A Ref of Split, or of another input, gives a meaningless result;
	// the input's own Ref from Parse, a valid one.
	if out, err := AppendJoinPath(nil, s, r, "a", "..", "%2e%2e", "b/"); err == nil {
		if p, perr := Parse(s); perr == nil && p == r {
			if _, oerr := Parse(out); oerr != nil {
				t.Errorf("AppendJoinPath(%q, %v) = %q, invalid: %v", s, r, out, oerr)
			}
		}
	}
	if out, err := AppendRedacted(nil, s, r); err == nil && len(out) > len(s)+len("xxxxx") {
		t.Errorf("AppendRedacted(%q, %v) = %q, too long", s, r, out)
	}
	_, _, _, _ = AppendDecodedSegments(nil, nil, r.Path().Bytes(b))
	_, _, _, _ = AppendDecodedParams(nil, nil, r.Query().In(s), ParamOptions{}, EscapeQueryComponent|PlusSpace)
	if o, err := AppendOrigin(nil, s, r); err == nil && len(o) > len(s) {
		t.Errorf("AppendOrigin(%q, %v) = %q, longer than the input", s, r, o)
	}
	// An origin-form request-target normalizes with no "/." guard.
	if usableRef(&r, s) && r.originForm() {
		if out, err := AppendNormalizeRef(nil, s, r, LevelSyntax); err == nil && len(out) > len(s) {
			t.Errorf("AppendNormalizeRef(%q, origin-form %v) = %q, longer than the input", s, r, out)
		}
	}
	// A request-target or an authority, which is no URI-reference:
	// ErrForm, and itself.
	if usableRef(&r, s) && r.flags()&flagTarget == flagTarget {
		if _, err := AppendNormalizeRef(nil, s, r, LevelSyntax); err != ErrForm {
			t.Errorf("AppendNormalizeRef(%q, %v) = %v, want ErrForm", s, r, err)
		}
		if got := AppendRecompose(nil, s, r); string(got) != s {
			t.Errorf("AppendRecompose(%q, %v) = %q", s, r, got)
		}
	}
}

// checkZeroRef checks that the functions that take a Ref, handed the zero
// Ref, parse s again: they give what they give with the Ref of Parse.
func checkZeroRef(t *testing.T, s string) {
	t.Helper()
	r, err := Parse(s)
	if got, want := Inspect(s, Ref{}), Inspect(s, r); got != want {
		t.Errorf("Inspect(%q, Ref{}) = %v; with its Ref, %v", s, got, want)
	}
	got, gerr := AppendNormalizeRef(nil, s, Ref{}, LevelScheme)
	want, werr := AppendNormalize(nil, s, LevelScheme)
	if string(got) != string(want) || gerr != werr || (err == nil) != (werr == nil) {
		t.Errorf("AppendNormalizeRef(%q, Ref{}) = %q, %v; AppendNormalize gives %q, %v", s, got, gerr, want, werr)
	}
	got, gerr = AppendResolveRef(nil, "http://a/b/c", Ref{}, s, Ref{}, ResolveStrict)
	want, werr = AppendResolve(nil, "http://a/b/c", s, ResolveStrict)
	if string(got) != string(want) || gerr != werr {
		t.Errorf("AppendResolveRef(%q, Ref{}) = %q, %v; AppendResolve gives %q, %v", s, got, gerr, want, werr)
	}
	got, gerr = AppendJoinPath(nil, s, Ref{}, "x", "..", "y")
	want, werr = AppendJoinPath(nil, s, r, "x", "..", "y")
	if string(got) != string(want) || gerr != werr {
		t.Errorf("AppendJoinPath(%q, Ref{}) = %q, %v; with its Ref, %q, %v", s, got, gerr, want, werr)
	}
	got, gerr = AppendRedacted(nil, s, Ref{})
	want, werr = AppendRedacted(nil, s, r)
	if string(got) != string(want) || gerr != werr {
		t.Errorf("AppendRedacted(%q, Ref{}) = %q, %v; with its Ref, %q, %v", s, got, gerr, want, werr)
	}
	if MatchHostHeader(s, Ref{}, "h") != MatchHostHeader(s, r, "h") {
		t.Errorf("MatchHostHeader(%q, Ref{}, h) differs from that with its Ref", s)
	}
	got, _, gerr = AppendSet(nil, s, Ref{}, ComponentFragment, Raw("f"))
	want, _, werr = AppendSet(nil, s, r, ComponentFragment, Raw("f"))
	if string(got) != string(want) || (gerr == nil) != (werr == nil) {
		t.Errorf("AppendSet(%q, Ref{}) = %q, %v; with its Ref, %q, %v", s, got, gerr, want, werr)
	}
}

// TestTargetFormRefs checks the Refs of the request-targets that are not
// URI-references, the authority-form and the asterisk-form, from
// ParseRequestTarget and from the extractor: they are Valid and not
// relative; resolving, normalizing or editing one is ErrForm; they
// recompose to themselves; Inspect and Addr read them. Before issue 33,
// AppendResolveRef and AppendRecompose panicked on the authority-form.
func TestTargetFormRefs(t *testing.T) {
	type target struct{ method, text string }
	var refs []struct {
		target
		r Ref
	}
	for _, c := range []target{{"CONNECT", "h:443"}, {"CONNECT", "127.1:443"}, {"CONNECT", "[::1]:8443"}, {"OPTIONS", "*"}} {
		r, _, err := ParseRequestTarget(c.method, c.text)
		if err != nil {
			t.Fatalf("ParseRequestTarget(%q, %q): %v", c.method, c.text, err)
		}
		refs = append(refs, struct {
			target
			r Ref
		}{c, r})
		line := c.method + " " + c.text + " HTTP/1.1\n"
		ms, _ := AppendExtract(nil, nil, []byte(line), nil)
		if len(ms) != 1 || ms[0].Err != 0 || ms[0].Ref != r {
			t.Fatalf("AppendExtract(%q) = %+v; want the Ref of ParseRequestTarget", line, ms)
		}
	}
	for _, c := range refs {
		s, r := c.text, c.r
		if !r.Valid() || r.IsRelative() || r.HasScheme() {
			t.Errorf("%s %s: Valid %v, IsRelative %v, HasScheme %v; want true, false, false", c.method, s, r.Valid(), r.IsRelative(), r.HasScheme())
		}
		for _, mode := range []ResolveMode{ResolveStrict, ResolveNonStrict} {
			if out, err := AppendResolveRef([]byte("x"), "http://a/b", Ref{}, s, r, mode); err != ErrForm || string(out) != "x" {
				t.Errorf("%s %s: AppendResolveRef = %q, %v; want \"x\", ErrForm", c.method, s, out, err)
			}
			if out, err := AppendResolveRef([]byte("x"), s, r, "g", Ref{}, mode); err != ErrBase || string(out) != "x" {
				t.Errorf("%s %s as base: AppendResolveRef = %q, %v; want \"x\", ErrBase", c.method, s, out, err)
			}
		}
		if out := AppendRecompose([]byte("x"), s, r); string(out) != "x"+s {
			t.Errorf("%s %s: AppendRecompose = %q", c.method, s, out)
		}
		if out, err := AppendNormalizeRef([]byte("x"), s, r, LevelSyntax); err != ErrForm || string(out) != "x" {
			t.Errorf("%s %s: AppendNormalizeRef = %q, %v; want \"x\", ErrForm", c.method, s, out, err)
		}
		if out, _, err := AppendSet([]byte("x"), s, r, ComponentScheme, Raw("https")); err != ErrForm || string(out) != "x" {
			t.Errorf("%s %s: AppendSet = %q, %v; want \"x\", ErrForm", c.method, s, out, err)
		}
	}
	// What Inspect and Addr read of them.
	if f := Inspect(refs[1].text, refs[1].r); f&FindNumericHost == 0 {
		t.Errorf("Inspect(%q) = %v, want numeric_host", refs[1].text, f)
	}
	if a, ok := Addr(refs[2].text, refs[2].r); !ok || a.String() != "::1" {
		t.Errorf("Addr(%q) = %v, %v", refs[2].text, a, ok)
	}
	// The relative reference "*" of Parse is another matter: it resolves.
	r, _ := Parse("*")
	if out, err := AppendResolveRef(nil, "http://a/b", Ref{}, "*", r, ResolveStrict); err != nil || string(out) != "http://a/*" || !r.IsRelative() {
		t.Errorf("Parse(\"*\") resolves to %q, %v; IsRelative %v", out, err, r.IsRelative())
	}
}

// TestSplitRefNormalize checks AppendNormalizeRef on the Refs of Split,
// which checks nothing: a "%" that does not begin a triplet is kept as it
// is. Before issue 33, "%" and "a%4" panicked and "x%zz" gave "x3".
func TestSplitRefNormalize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"%", "%"},
		{"a%4", "a%4"},
		{"x%zz", "x%zz"},
		{"%%41", "%A"},
		{"HTTP://H%4/%7e%z?%#%", "http://h%4/~%z?%#%"},
		{"http://h/%7E%", "http://h/~%"},
	} {
		got, err := AppendNormalizeRef(nil, c.in, Split(c.in), LevelSyntax)
		if err != nil || string(got) != c.want {
			t.Errorf("AppendNormalizeRef(%q, Split) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestOtherInputRef hands functions the Ref of another input of the same
// length, which usableRef cannot tell from the input's own: a meaningless
// result, but no panic (Inspect read past the end of "http://h/a%").
func TestOtherInputRef(t *testing.T) {
	r, _ := Parse("http://h/a%41")
	for _, s := range []string{"http://h/aa%4", "%%%%%%%%%%%%%", "http://h/a%41"} {
		_ = Inspect(s, r)
		_, _ = AppendNormalizeRef(nil, s, r, LevelScheme)
		_, _ = AppendResolveRef(nil, s, r, s, r, ResolveStrict)
		_ = AppendRecompose(nil, s, r)
		_, _, _ = AppendSet(nil, s, r, ComponentHost, Raw("x"))
	}
	if got := r.Path().In("short"); got != "" {
		t.Errorf("Span.In out of range = %q, want \"\"", got)
	}
	if got := r.Path().Bytes([]byte("short")); got != nil {
		t.Errorf("Span.Bytes out of range = %q, want nil", got)
	}
}

// TestNilArguments hands nil to the exported functions and methods that
// take a pointer and give it a meaning (issue 42, row 13: AppendBuild(nil,
// nil) dereferenced nil): a nil *Parts is the zero Parts, a nil
// *Normalizer the zero Normalizer, a nil *ParseError reads "<nil>" and
// unwraps to nil. FromURL(nil) and AppendExtract with nil options are
// errors and defaults already; NewScanner(nil, nil) and Scanner.Reset(nil)
// are extract_scanner_test.go's. The methods of *Match and the
// UnmarshalText methods, as those of the standard library, need a
// pointer to something.
func TestNilArguments(t *testing.T) {
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("panic: %v", p)
		}
	}()
	out, off, err := AppendBuild([]byte("x"), nil)
	zero, zoff, zerr := AppendBuild([]byte("x"), &Parts{})
	if string(out) != "x" || off != 0 || err != nil || string(out) != string(zero) || off != zoff || err != zerr {
		t.Errorf("AppendBuild(\"x\", nil) = %q, %d, %v; with &Parts{}: %q, %d, %v", out, off, err, zero, zoff, zerr)
	}
	var n *Normalizer
	for _, c := range []struct{ a, b string }{
		{"HTTP://h:80/a/./b", "http://h:80/a/b"}, // equal at both levels, with no rule
		{"http://h:80/", "http://h/"},            // equal at LevelScheme only with the rule of http
		{"%zz", "%zz"},                           // invalid: equal to nothing
	} {
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			want, werr := (&Normalizer{}).AppendNormalize(nil, c.a, level)
			got, err := n.AppendNormalize(nil, c.a, level)
			if string(got) != string(want) || err != werr {
				t.Errorf("(*Normalizer)(nil).AppendNormalize(%q, %v) = %q, %v; the zero Normalizer gives %q, %v", c.a, level, got, err, want, werr)
			}
			if got, want := n.Equal(c.a, c.b, level), (&Normalizer{}).Equal(c.a, c.b, level); got != want {
				t.Errorf("(*Normalizer)(nil).Equal(%q, %q, %v) = %v; the zero Normalizer gives %v", c.a, c.b, level, got, want)
			}
		}
	}
	// The rule of http is what tells the two levels apart, and a nil
	// Normalizer has none.
	if !Equal("http://h:80/", "http://h/", LevelScheme) || n.Equal("http://h:80/", "http://h/", LevelScheme) {
		t.Errorf("Equal(http://h:80/, http://h/) at LevelScheme: with the default rules %v, with a nil Normalizer %v; want true, false",
			Equal("http://h:80/", "http://h/", LevelScheme), n.Equal("http://h:80/", "http://h/", LevelScheme))
	}
	var pe *ParseError
	if got := pe.Error(); got != "<nil>" {
		t.Errorf("(*ParseError)(nil).Error() = %q, want \"<nil>\"", got)
	}
	if got := pe.Unwrap(); got != nil {
		t.Errorf("(*ParseError)(nil).Unwrap() = %v, want nil", got)
	}
	if _, err := FromURL(nil); err == nil {
		t.Errorf("FromURL(nil): no error")
	}
	if ms, _ := AppendExtract(nil, nil, []byte("see http://a.example/"), nil); len(ms) != 1 {
		t.Errorf("AppendExtract with nil options: %d matches, want 1", len(ms))
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/json"
	"errors"
	"flag"
	"net/url"
	"strings"
	"testing"
)

func TestURIAccessors(t *testing.T) {
	for _, s := range []string{
		"https://user:pw@Example.com:8443/a/b?q=1#frag",
		"//[2001:db8::1]/x?",
		"mailto:a@example.com",
		"../rel#",
		"",
	} {
		u, err := ParseURI(s)
		if err != nil {
			t.Fatalf("ParseURI(%q): %v", s, err)
		}
		r, _ := Parse(s)
		if u.String() != s || u.Ref() != r || u.IsZero() != (s == "") {
			t.Errorf("ParseURI(%q): String %q, Ref %v (Parse: %v), IsZero %v", s, u.String(), u.Ref(), r, u.IsZero())
		}
		for _, c := range []struct {
			name      string
			got, want string
		}{
			{"Scheme", u.Scheme(), r.Scheme().In(s)},
			{"Userinfo", u.Userinfo(), r.Userinfo().In(s)},
			{"Host", u.Host(), r.Host().In(s)},
			{"Port", u.Port(), r.Port().In(s)},
			{"Path", u.Path(), r.Path().In(s)},
			{"Query", u.Query(), r.Query().In(s)},
			{"Fragment", u.Fragment(), r.Fragment().In(s)},
		} {
			if c.got != c.want {
				t.Errorf("ParseURI(%q).%s() = %q, want %q", s, c.name, c.got, c.want)
			}
		}
		if u.HasAuthority() != r.HasAuthority() || u.HasQuery() != r.HasQuery() ||
			u.HasFragment() != r.HasFragment() || u.IsAbsolute() != r.IsAbsolute() {
			t.Errorf("ParseURI(%q): Has* differ from the Ref's", s)
		}
	}
	if u, _ := ParseURI(""); u != (URI{}) {
		t.Errorf("ParseURI(\"\") is not the zero URI")
	}
	if (URI{}).Path() != "" || !(URI{}).Ref().Valid() {
		t.Errorf("the zero URI is not the empty reference")
	}
	if _, err := ParseURI("http://a b/"); !errors.Is(err, ErrHost) {
		t.Errorf("ParseURI of an invalid reference: %v", err)
	}
}

func TestURIComparable(t *testing.T) {
	a, b := MustParseURI("http://example.com/a"), MustParseURI("http://example.com/"+"a")
	c := MustParseURI("HTTP://example.com/a")
	m := map[URI]int{a: 1}
	if a != b || m[b] != 1 || a == c {
		t.Errorf("== on URIs: %v %v %v", a == b, m[b], a == c)
	}
	if !a.Equal(c, LevelSyntax) || a.Equal(MustParseURI("http://example.com/b"), LevelScheme) {
		t.Errorf("Equal at a level")
	}
}

func TestMustParseURIPanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), `"http://a b"`) {
			t.Errorf("MustParseURI of an invalid reference: recover() = %v", r)
		}
	}()
	MustParseURI("http://a b")
}

func TestURIResolveNormalize(t *testing.T) {
	base := MustParseURI("http://a/b/c/d;p?q")
	got, err := base.Resolve(MustParseURI("../g?x#y"))
	if err != nil || got.String() != "http://a/b/g?x#y" || got.Query() != "x" {
		t.Errorf("Resolve = %v, %v", got, err)
	}
	if _, err := MustParseURI("rel/x").Resolve(base); !errors.Is(err, ErrBase) {
		t.Errorf("Resolve against a relative base: %v", err)
	}
	n := MustParseURI("HTTP://Example.COM:80/%7ea/./b").Normalize(LevelScheme)
	if n.String() != "http://example.com/~a/b" || n.Host() != "example.com" {
		t.Errorf("Normalize = %q", n)
	}
	same := MustParseURI("http://example.com/")
	if got := same.Normalize(LevelSyntax); got != same {
		t.Errorf("Normalize of a normalized URI = %q", got)
	}
}

func TestURIText(t *testing.T) {
	var cfg struct {
		Base  URI
		Links []URI
	}
	in := `{"Base":"https://example.com/api/","Links":["../x?y","","mailto:a@b.c"]}`
	if err := json.Unmarshal([]byte(in), &cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.Base.Host() != "example.com" || len(cfg.Links) != 3 || !cfg.Links[1].IsZero() || cfg.Links[2].Scheme() != "mailto" {
		t.Errorf("decoded %+v", cfg)
	}
	out, err := json.Marshal(cfg)
	if err != nil || string(out) != in {
		t.Errorf("json.Marshal = %s, %v; want %s", out, err, in)
	}
	err = json.Unmarshal([]byte(`{"Base":"http://h/%zz"}`), &cfg)
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrPercent) || !strings.Contains(err.Error(), "offset 10") {
		t.Errorf("json.Unmarshal of an invalid URI: %v", err)
	}
	if cfg.Base.String() != "https://example.com/api/" {
		t.Errorf("a failed UnmarshalText changed the URI to %q", cfg.Base)
	}
	b, _ := cfg.Base.AppendText([]byte("base="))
	if string(b) != "base=https://example.com/api/" {
		t.Errorf("AppendText = %q", b)
	}

	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	var u URI
	fs.TextVar(&u, "base", URI{}, "base URI")
	if err := fs.Parse([]string{"-base", "http://h/p"}); err != nil || u.Path() != "/p" {
		t.Errorf("-base: %v, %v", u, err)
	}
	if err := fs.Parse([]string{"-base", "http://h/ p"}); err == nil {
		t.Errorf("-base with a space accepted")
	}
}

func TestURIFromURL(t *testing.T) {
	for _, s := range []string{"http://example.com/a?b#c", "https://u@h:1/", "mailto:x@y"} {
		nu, _ := url.Parse(s)
		u, err := FromURL(nu)
		if err != nil || u.String() != nu.String() {
			t.Errorf("FromURL(%q) = %q, %v", s, u, err)
		}
		back, err := u.URL()
		if err != nil || back.String() != nu.String() {
			t.Errorf("URL() of %q = %v, %v", u, back, err)
		}
	}
	// net/url keeps what RFC 3986 refuses.
	nu, _ := url.Parse("http://[fe80::1%25en0]/")
	if _, err := FromURL(nu); !errors.Is(err, ErrIPv6) || !errors.Is(err, errURLNotRFC3986) {
		t.Errorf("FromURL of a zone: %v", err)
	}
	if _, err := FromURL(nil); err == nil {
		t.Errorf("FromURL(nil) succeeded")
	}
	// And refuses what RFC 3986 allows.
	if _, err := MustParseURI("http://[v1.x]/").URL(); err == nil {
		t.Errorf("URL() of an IPvFuture literal succeeded")
	}
}

// FuzzURIText checks that MarshalText and UnmarshalText round-trip, and
// that FromURL agrees with url.Parse on the references both accept.
func FuzzURIText(f *testing.F) {
	for _, s := range []string{"", "http://a/b?c#d", "//h:1", "a:b", "%zz", "http://[::1]/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var u URI
		err := u.UnmarshalText([]byte(s))
		if _, perr := Parse(s); (err == nil) != (perr == nil) {
			t.Fatalf("UnmarshalText(%q): %v; Parse: %v", s, err, perr)
		}
		if err != nil {
			return
		}
		text, _ := u.MarshalText()
		var back URI
		if string(text) != s || back.UnmarshalText(text) != nil || back != u {
			t.Fatalf("round trip of %q: %q, %v", s, text, back)
		}
		if nu, err := url.Parse(s); err == nil {
			if v, err := FromURL(nu); err == nil {
				if w, _ := v.URL(); w == nil || w.String() != nu.String() {
					t.Fatalf("FromURL(url.Parse(%q)) = %q, which net/url reads back as %v", s, v, w)
				}
			}
		}
	})
}

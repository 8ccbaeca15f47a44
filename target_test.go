// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"strings"
	"testing"
)

var targetTests = []struct {
	method, target string
	form           TargetForm
	err            ErrorCode
	off            int // error offset
	path, query    string
}{
	// RFC 9112 3.2's examples.
	{"GET", "/where?q=now", FormOrigin, 0, 0, "/where", "q=now"},
	{"GET", "http://www.example.org/pub/WWW/TheProject.html", FormAbsolute, 0, 0, "/pub/WWW/TheProject.html", ""},
	{"CONNECT", "www.example.com:80", FormAuthority, 0, 0, "", ""},
	{"OPTIONS", "*", FormAsterisk, 0, 0, "*", ""},
	{"OPTIONS", "http://www.example.org:8001", FormAbsolute, 0, 0, "", ""},
	// Origin-form.
	{"GET", "/", FormOrigin, 0, 0, "/", ""},
	{"GET", "/?", FormOrigin, 0, 0, "/", ""},
	{"GET", "//x/y", FormOrigin, 0, 0, "//x/y", ""}, // a path, not an authority
	{"POST", "/a%20b?c=%7E", FormOrigin, 0, 0, "/a%20b", "c=%7E"},
	{"GET", "/a#frag", FormOrigin, ErrForm, 2, "", ""},
	{"GET", "/a?b#", FormOrigin, ErrForm, 4, "", ""},
	{"GET", "/a b", FormOrigin, ErrPath, 2, "", ""},
	{"GET", "/a?b c", FormOrigin, ErrQuery, 4, "", ""},
	{"GET", "/%zz", FormOrigin, ErrPercent, 2, "", ""},
	// Absolute-form.
	{"GET", "https://h/p?q", FormAbsolute, 0, 0, "/p", "q"},
	{"GET", "urn:isbn:0451450523", FormAbsolute, 0, 0, "isbn:0451450523", ""},
	{"GET", "http://h/p#f", FormAbsolute, ErrForm, 10, "", ""},
	{"GET", "a/b", FormAbsolute, ErrForm, 0, "", ""}, // no leading "/"
	{"GET", "?q", FormAbsolute, ErrForm, 0, "", ""},
	{"GET", "", FormAbsolute, ErrForm, 0, "", ""},
	{"GET", "http://a b/", FormAbsolute, ErrHost, 8, "", ""},
	// A userinfo in an http or https target (issue 45, item 3; RFC 9110
	// 4.2.4), at the "@"; other schemes keep theirs.
	{"GET", "http://user:pass@www.example.com/x", FormAbsolute, ErrTargetUserinfo, 16, "", ""},
	{"GET", "HTTPS://u@h/", FormAbsolute, ErrTargetUserinfo, 9, "", ""},
	{"GET", "http://@h/", FormAbsolute, ErrTargetUserinfo, 7, "", ""},
	{"GET", "ftp://u@h/f", FormAbsolute, 0, 0, "/f", ""},
	{"GET", "http://u@/x", FormAbsolute, ErrNoHost, 9, "", ""},
	// Authority-form: CONNECT only, host and port, nothing else.
	{"CONNECT", "[2001:db8::1]:443", FormAuthority, 0, 0, "", ""},
	{"CONNECT", "u@h:443", FormAuthority, ErrUserinfo, 1, "", ""},
	{"CONNECT", "h:443/p", FormAuthority, ErrPort, 5, "", ""},
	// No port, or an empty one: CONNECT has no default port (issue 42,
	// row 14: "www.example.com" was "invalid character in port").
	{"CONNECT", "www.example.com", FormAuthority, ErrNoPort, 15, "", ""},
	{"CONNECT", "h", FormAuthority, ErrNoPort, 1, "", ""},
	{"CONNECT", "h:", FormAuthority, ErrNoPort, 2, "", ""},
	{"CONNECT", "[::1]", FormAuthority, ErrNoPort, 5, "", ""},
	{"CONNECT", "[::1]:", FormAuthority, ErrNoPort, 6, "", ""},
	{"CONNECT", "h:0", FormAuthority, 0, 0, "", ""},
	{"CONNECT", "h:x", FormAuthority, ErrPort, 2, "", ""},
	{"CONNECT", "/p", FormAuthority, ErrHost, 0, "", ""},
	{"connect", "h:443", FormAbsolute, 0, 0, "443", ""}, // methods are case-sensitive: a URI with scheme "h"
	// Asterisk-form: OPTIONS only.
	{"GET", "*", FormAsterisk, ErrForm, 0, "", ""},
	{"CONNECT", "*", FormAsterisk, ErrForm, 0, "", ""},
}

func TestParseRequestTarget(t *testing.T) {
	for _, c := range targetTests {
		r, form, err := ParseRequestTarget(c.method, c.target)
		rb, formb, errb := ParseRequestTarget([]byte(c.method), []byte(c.target))
		if r != rb || form != formb || err != errb {
			t.Errorf("%s %q: string and []byte disagree", c.method, c.target)
		}
		if form != c.form {
			t.Errorf("%s %q: form %v, want %v", c.method, c.target, form, c.form)
		}
		if c.err != 0 {
			if !errors.Is(err, c.err) || r.ErrorOffset() != c.off {
				t.Errorf("%s %q: %v at %d, want %v at %d", c.method, c.target, err, r.ErrorOffset(), c.err, c.off)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %q: %v", c.method, c.target, err)
			continue
		}
		if got := r.Path().In(c.target); got != c.path {
			t.Errorf("%s %q: path %q, want %q", c.method, c.target, got, c.path)
		}
		if got := r.Query().In(c.target); got != c.query {
			t.Errorf("%s %q: query %q, want %q", c.method, c.target, got, c.query)
		}
		checkTarget(t, c.method, c.target)
	}
}

// checkTarget checks the Ref of a valid request-target against Parse:
// the same Ref for the absolute-form, and for an origin-form that does not
// begin with "//" but for the mark of the origin-form (flagOrigin), which
// every origin-form has; for the authority-form, the Ref of "//" + target,
// shifted by two.
func checkTarget(t testing.TB, method, target string) {
	t.Helper()
	r, form, err := ParseRequestTarget(method, target)
	if err != nil {
		return
	}
	if r.HasFragment() || r.Len() != len(target) {
		t.Fatalf("%s %q: a fragment, or a length of %d", method, target, r.Len())
	}
	switch form {
	case FormOrigin:
		if r.HasScheme() || r.HasAuthority() || r.Path().Start != 0 || target[0] != '/' || !r.originForm() || r.HasPort() {
			t.Fatalf("%s %q: origin-form with %v", method, target, r)
		}
		if _, ok := r.PortNumber(); ok {
			t.Fatalf("%s %q: origin-form with a port number", method, target)
		}
		if target[:min(2, len(target))] != "//" {
			unmarked := r
			unmarked.d &^= uint64(flagOrigin) << refFlagsShift
			if p, err := Parse(target); err != nil || p != unmarked || p.originForm() {
				t.Fatalf("%s %q: %v; Parse gives %v, %v", method, target, r, p, err)
			}
		}
	case FormAbsolute:
		if p, err := Parse(target); err != nil || p != r || !r.HasScheme() {
			t.Fatalf("%s %q: %v; Parse gives %v, %v", method, target, r, p, err)
		}
	case FormAuthority:
		p, err := Parse("//" + target)
		if err != nil || !r.HasPort() || r.HasUserinfo() || p.Host().In("//"+target) != r.Host().In(target) ||
			p.Port().In("//"+target) != r.Port().In(target) || r.Path().Len() != 0 {
			t.Fatalf("%s %q: %v; Parse(%q) gives %v, %v", method, target, r, "//"+target, p, err)
		}
	case FormAsterisk:
		if target != "*" || method != "OPTIONS" {
			t.Fatalf("%s %q: asterisk-form", method, target)
		}
	}
}

func FuzzParseRequestTarget(f *testing.F) {
	for _, c := range targetTests {
		f.Add(c.method, c.target)
	}
	f.Fuzz(func(t *testing.T, method, target string) {
		r, _, err := ParseRequestTarget(method, target)
		if (err == nil) != r.Valid() {
			t.Fatalf("%s %q: %v with a Ref valid %v", method, target, err, r.Valid())
		}
		if err != nil && (r.ErrorOffset() < 0 || r.ErrorOffset() > len(target)) {
			t.Fatalf("%s %q: error offset %d", method, target, r.ErrorOffset())
		}
		checkTarget(t, method, target)
		checkAuthority(t, target)
		checkHTTPNoHost(t, target)
	})
}

// checkHTTPNoHost checks ParseRequestTarget's ErrNoHost, and Inspect's
// http_no_host, on s, against a model: an http or https URI (the scheme
// in any case) that Parse reads without an authority or with an empty
// host.
func checkHTTPNoHost(t *testing.T, s string) {
	t.Helper()
	p, err := Parse(s)
	if err != nil {
		return
	}
	scheme := strings.ToLower(p.Scheme().In(s))
	want := (scheme == "http" || scheme == "https") && p.Host().Len() == 0
	if got := Inspect(s, p)&FindHTTPNoHost != 0; got != want {
		t.Fatalf("Inspect(%q): http_no_host %v, want %v", s, got, want)
	}
	if s == "" || s[0] == '/' || s == "*" || p.HasFragment() || !p.HasScheme() {
		return // another form, or ErrForm
	}
	r, _, terr := ParseRequestTarget("GET", s)
	// A userinfo in an http or https target with a host is
	// ErrTargetUserinfo at the "@" (issue 45, item 3).
	user := !want && (scheme == "http" || scheme == "https") && p.HasUserinfo()
	if want != (terr == ErrNoHost) || want && r.Valid() || !want && !user && terr != nil {
		t.Fatalf("ParseRequestTarget(GET, %q) = %v, %v; want ErrNoHost %v", s, r, terr, want)
	}
	if user && (terr != ErrTargetUserinfo || r.ErrorOffset() != p.Userinfo().End) {
		t.Fatalf("ParseRequestTarget(GET, %q) = %v, %v; want ErrTargetUserinfo at %d", s, r, terr, p.Userinfo().End)
	}
}

// TestAuthorityModel runs checkAuthority and checkHTTPNoHost on the inputs
// of the tests of request-targets and authorities.
func TestAuthorityModel(t *testing.T) {
	for _, c := range targetTests {
		checkAuthority(t, c.target)
		checkHTTPNoHost(t, c.target)
	}
	for _, c := range authorityTests {
		checkAuthority(t, c.in)
		checkHTTPNoHost(t, "http://"+c.in)
	}
	for _, s := range anyRefInputs {
		checkAuthority(t, s)
		checkHTTPNoHost(t, s)
	}
}

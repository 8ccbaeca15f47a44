// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
)

var originTests = []struct {
	in   string
	want string    // the origin, when err is 0
	err  ErrorCode // AppendOrigin's
}{
	{"HTTP://Example.COM:80/p", "http://example.com", 0},
	{"https://h:443", "https://h", 0},
	{"https://h", "https://h", 0},
	{"http://h:8080", "http://h:8080", 0},
	{"http://u:p@h/a?b#c", "http://h", 0},
	{"http://h:/", "http://h", 0}, // an empty port is the default
	{"http://h:080/", "http://h", 0},
	{"http://h:0080/", "http://h", 0},
	{"http://h:0/", "http://h:0", 0},
	{"http://h:00443/", "http://h:443", 0},
	{"https://h:80/", "https://h:80", 0},
	{"ws://h:80/", "ws://h", 0},
	{"wss://h:443/", "wss://h", 0},
	{"ftp://h:21/", "ftp://h", 0},
	{"foo://H:1/x", "foo://h:1", 0},
	{"http://ex%61mple.COM/", "http://example.com", 0},
	{"http://a%2fb/", "http://a%2Fb", 0},
	{"http://[::1]:080/", "http://[::1]", 0},
	{"http://[FE80::1]/", "http://[fe80::1]", 0},
	{"http://[v1.X]/", "http://[v1.x]", 0},
	{"http://192.0.2.1:81/", "http://192.0.2.1:81", 0},
	{"http://h:65535/", "http://h:65535", 0},
	{"http://h:99999/", "", ErrPortNumber},
	{"http://h:65536/", "", ErrPortNumber},
	{"/a/b", "", ErrNoScheme},
	{"//h/x", "", ErrNoScheme},
	{"", "", ErrNoScheme},
	{"mailto:a@b", "", ErrNoHost},
	{"file:///etc/passwd", "", ErrNoHost},
	{"http:///x", "", ErrNoHost},
	{"http://:80/", "", ErrNoHost},
	{"http:h", "", ErrNoHost},
	{"http://a b/", "", ErrHost},
	{"http://h/%zz", "", ErrPercent},
}

func TestAppendOrigin(t *testing.T) {
	for _, c := range originTests {
		r, _ := Parse(c.in)
		for _, ref := range []Ref{r, {}, Split(c.in)} {
			if c.err != 0 && ref != r && !r.Valid() {
				continue // Split of an invalid input: no error to give
			}
			got, err := AppendOrigin([]byte("x"), c.in, ref)
			gotb, errb := AppendOrigin([]byte("x"), []byte(c.in), ref)
			if string(got) != string(gotb) || err != errb {
				t.Errorf("AppendOrigin(%q, %v): string and []byte disagree", c.in, ref)
			}
			if c.err != 0 {
				if err != c.err || string(got) != "x" {
					t.Errorf("AppendOrigin(%q, %v) = %q, %v; want %v", c.in, ref, got, err, c.err)
				}
				continue
			}
			if err != nil || string(got) != "x"+c.want {
				t.Errorf("AppendOrigin(%q, %v) = %q, %v; want %q", c.in, ref, got[1:], err, c.want)
			}
		}
		if c.err == 0 {
			checkOriginModel(t, c.in, c.want)
		}
	}
}

// checkOriginModel checks an origin against one computed another way,
// with net/url where it reads the URI alike: the scheme and host in lower
// case, and the port as a number unless it is the default.
func checkOriginModel(t *testing.T, s, origin string) {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil || strings.Contains(u.Host, "%") || strings.ContainsAny(s, "[") {
		return // a host that net/url reads otherwise (or refuses)
	}
	want := strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Hostname())
	if p := u.Port(); p != "" {
		n, _ := strconv.Atoi(p)
		defaults := map[string]int{"http": 80, "ws": 80, "https": 443, "wss": 443, "ftp": 21}
		if d, ok := defaults[strings.ToLower(u.Scheme)]; !ok || d != n {
			want += ":" + strconv.Itoa(n)
		}
	}
	if origin != want {
		t.Errorf("origin of %q = %q; net/url's parts give %q", s, origin, want)
	}
}

func TestSameOrigin(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"https://h:443", "https://h", true},
		{"http://h:8080", "http://h", false},
		{"HTTP://Example.COM:80/p", "http://example.com/q?x#y", true},
		{"http://h/", "https://h/", false},
		{"http://h:443/", "https://h/", false},
		{"http://u@h/", "http://h/", true},
		{"http://ex%61mple.com/", "http://EXAMPLE.com/", true},
		{"http://%41/", "http://a/", true},
		{"http://a%2F/", "http://a%2f/", true},
		{"http://[::1]/", "http://[::1]:80/", true},
		{"http://[::1]/", "http://[0::1]/", false}, // text, as RFC 6454 compares hosts
		{"http://[v1.a]/", "http://v1.a/", false},
		{"http://h:/", "http://h/", true},
		{"http://h:080/", "http://h/", true},
		{"foo://h/", "foo://h:0/", false},
		{"mailto:a@b", "mailto:a@b", false}, // no host: a unique origin
		{"http:///x", "http:///x", false},
		{"/a", "/a", false},
		{"http://h:99999/", "http://h:99999/", false},
		{"http://a b/", "http://a b/", false},
	} {
		if got := SameOrigin(c.a, c.b); got != c.want {
			t.Errorf("SameOrigin(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := SameOrigin([]byte(c.b), c.a); got != c.want {
			t.Errorf("SameOrigin(%q, %q) = %v, want %v", c.b, c.a, got, c.want)
		}
		checkSameOrigin(t, c.a, c.b)
	}
}

// checkSameOrigin checks SameOrigin against AppendOrigin: the same origin
// exactly when both have one and the texts are equal.
func checkSameOrigin(t *testing.T, a, b string) {
	t.Helper()
	oa, erra := AppendOrigin(nil, a, Ref{})
	ob, errb := AppendOrigin(nil, b, Ref{})
	want := erra == nil && errb == nil && string(oa) == string(ob)
	if got := SameOrigin(a, b); got != want {
		t.Fatalf("SameOrigin(%q, %q) = %v; the origins are %q (%v) and %q (%v)", a, b, got, oa, erra, ob, errb)
	}
	if erra == nil {
		// An origin is a URI whose origin is itself.
		if again, err := AppendOrigin(nil, oa, Ref{}); err != nil || string(again) != string(oa) {
			t.Fatalf("AppendOrigin(%q) = %q; of that, %q, %v", a, oa, again, err)
		}
		if !SameOrigin(a, a) || !SameOrigin(a, oa) {
			t.Fatalf("SameOrigin(%q, itself or its origin %q) = false", a, oa)
		}
	}
}

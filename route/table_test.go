// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// lookupTable is the table of the Table tests.
var lookupTable = []string{
	"/a", "/a/b", "/a/{x}", "/g/h/i", "/g/{x}/j", "/a/b/{x...}", "/a/b/{y}", "/a/b/{$}",
	"GET api.example.com/items/{id}", "/files/{rest...}", "/users/{id}/posts/{post}",
	"/raw/{v}", "/docs/", "POST /items/{id}", "/caf%C3%A9/{v}",
}

func newLookupTable(t testing.TB) *Table[string] {
	t.Helper()
	tb := new(Table[string])
	for _, p := range lookupTable {
		if err := tb.Add(p, p); err != nil {
			t.Fatal(err)
		}
	}
	return tb
}

// show renders what Lookup found: the value, the error, and name=value.
func show(m *Match, v string, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	if v != m.Pattern() {
		return fmt.Sprintf("value %q is not that of the pattern %q", v, m.Pattern())
	}
	s := v
	for i := range m.NumParams() {
		s += fmt.Sprintf(" %s=%q", m.Name(i), m.Value(i))
	}
	return s
}

func TestLookup(t *testing.T) {
	tb := newLookupTable(t)
	for _, c := range []struct{ method, host, target, want string }{
		{"GET", "", "/a", "/a"},
		{"GET", "", "/a/c", `/a/{x} x="c"`},
		{"GET", "", "/a/b/", "/a/b/{$}"},
		{"GET", "", "/a/b/c/d%2Fe", `/a/b/{x...} x="c/d/e"`},
		{"GET", "", "/a/b/c", `/a/b/{y} y="c"`},
		{"GET", "", "/g/h/j", `/g/{x}/j x="h"`},
		// A host in any case and with a port; HEAD matches GET.
		{"HEAD", "API.example.com:8080", "/items/%41", `GET api.example.com/items/{id} id="A"`},
		{"GET", "", "http://api.example.com/items/7", `GET api.example.com/items/{id} id="7"`},
		{"POST", "api.example.com", "/items/7", `POST /items/{id} id="7"`},
		{"PUT", "api.example.com", "/items/7", "error: " + ErrMethodNotAllowed.Error()},
		{"GET", "", "/zz", "error: " + ErrNotFound.Error()},
		// %2F stays in its segment, decoded in the value.
		{"GET", "", "/raw/a%2Fb", `/raw/{v} v="a/b"`},
		{"GET", "", "/raw/a%2fb%20c", `/raw/{v} v="a/b c"`},
		{"GET", "", "/users/1%2F2/posts/3", `/users/{id}/posts/{post} id="1/2" post="3"`},
		// Dot segments, encoded or not, are removed before matching.
		{"GET", "", "/files/x/../../y", "error: " + ErrNotFound.Error()},
		{"GET", "", "/files/a/%2e%2E/b/", `/files/{rest...} rest="b/"`},
		{"GET", "", "/x/%2E%2E/raw/./%2e", "error: " + ErrNotFound.Error()},
		{"GET", "", "/docs/a/../", "/docs/"},
		// A value that would hold a dot segment is refused.
		{"GET", "", "/files/a%2F..%2Fb", "error: " + ErrDotSegment.Error()},
		{"GET", "", "/raw/..%2F..%2Fetc", "error: " + ErrDotSegment.Error()},
		{"GET", "", "/raw/.%2F", "error: " + ErrDotSegment.Error()},
		{"GET", "", "/raw/%2E%2E%2f", "error: " + ErrDotSegment.Error()},
		{"GET", "", "/raw/a..b", `/raw/{v} v="a..b"`},
		{"GET", "", "/raw/...", `/raw/{v} v="..."`},
		// Literals compare decoded.
		{"GET", "", "/caf%c3%a9/%7e", `/caf%C3%A9/{v} v="~"`},
		// An empty segment is no value for {name}; {name...} takes it.
		{"GET", "", "/raw/", "error: " + ErrNotFound.Error()},
		{"GET", "", "/users//posts/3", "error: " + ErrNotFound.Error()},
		{"GET", "", "/files/a//b", `/files/{rest...} rest="a//b"`},
		// Invalid targets.
		{"GET", "", "/a b", "error: " + uri.ErrPath.Error()},
		{"GET", "", "/a%zz", "error: " + uri.ErrPercent.Error()},
		{"GET", "", "*", "error: " + uri.ErrForm.Error()},
		{"OPTIONS", "", "*", "error: " + ErrNotFound.Error()},
		{"CONNECT", "", "h:443", "error: " + ErrNotFound.Error()},
		{"GET", "", "", "error: " + uri.ErrForm.Error()},
	} {
		var m Match
		v, err := tb.Lookup(&m, c.method, c.host, c.target)
		if got := show(&m, v, err); got != c.want {
			t.Errorf("Lookup(%s, %q, %q) = %s, want %s", c.method, c.host, c.target, got, c.want)
		}
	}
}

// TestLookupReuse checks that a Match reused across lookups of longer and
// shorter targets gives each its own values.
func TestLookupReuse(t *testing.T) {
	tb := newLookupTable(t)
	var m Match
	for i, target := range []string{"/raw/x", "/files/" + strings.Repeat("ab%2Fc/", 50), "/raw/y", "/users/%41/posts/%42"} {
		v, err := tb.Lookup(&m, "GET", "", target)
		var fresh Match
		v2, err2 := tb.Lookup(&fresh, "GET", "", target)
		if a, b := show(&m, v, err), show(&fresh, v2, err2); a != b {
			t.Errorf("#%d %q: reused %s, fresh %s", i, target, a, b)
		}
	}
}

func TestMatchNoMatch(t *testing.T) {
	tb := newLookupTable(t)
	var m Match
	if _, err := tb.Lookup(&m, "GET", "", "/nothing"); err != ErrNotFound {
		t.Fatal(err)
	}
	if m.Pattern() != "" || m.NumParams() != 0 || m.Name(0) != "" || m.Value(0) != nil || string(m.Path()) != "/nothing" {
		t.Errorf("after no match: %q %d %q %q %q", m.Pattern(), m.NumParams(), m.Name(0), m.Value(0), m.Path())
	}
	if v, ok := m.Get("x"); v != nil || ok {
		t.Errorf("Get after no match = %q, %v", v, ok)
	}
	if _, err := tb.Lookup(&m, "GET", "", "/users/%7e/posts/2"); err != nil {
		t.Fatal(err)
	}
	if v, ok := m.Get("id"); string(v) != "~" || !ok {
		t.Errorf(`Get("id") = %q, %v`, v, ok)
	}
	if v, ok := m.Get("nope"); v != nil || ok {
		t.Errorf(`Get("nope") = %q, %v`, v, ok)
	}
	if m.Value(-1) != nil || m.Value(2) != nil || m.Name(2) != "" {
		t.Error("out-of-range index gave a value")
	}
}

func TestAddErrors(t *testing.T) {
	var tb Table[int]
	if err := tb.Add("/a/{x}", 1); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ pattern, want string }{
		{"/{y}/b", `patterns "/{y}/b" and "/a/{x}" conflict`},
		{"/a/{z}", `pattern "/a/{z}" matches the same requests as "/a/{x}"`},
		{"/a/../b", "dot segment"},
		{"/a/%2e", "dot segment"},
		{"/a//b", "empty or dot segment"},
		{"GET", "missing /"},
		{"", "empty pattern"},
		{"/{x}/{x}", "duplicate wildcard"},
		{"/{9}", "bad wildcard name"},
		{"/a{x}", "bad wildcard segment"},
	} {
		err := tb.Add(c.pattern, 0)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Add(%q) = %v, want an error with %q", c.pattern, err, c.want)
		}
	}
	if tb.Len() != 1 {
		t.Errorf("Len = %d after refusals, want 1", tb.Len())
	}
}

func TestAllowed(t *testing.T) {
	var tb Table[int]
	for _, p := range []string{"GET /p", "POST /p", "PUT h.example/p", "/q/{$}", "DELETE /{x}"} {
		if err := tb.Add(p, 0); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ host, target, want string }{
		{"", "/p", "DELETE GET HEAD POST"},
		{"H.example:1", "/p", "DELETE GET HEAD POST PUT"},
		{"", "/q/", ""},
		{"", "/r/s", ""},
		{"", "/a b", ""},
	} {
		if got := strings.Join(tb.Allowed(c.host, c.target), " "); got != c.want {
			t.Errorf("Allowed(%q, %q) = %q, want %q", c.host, c.target, got, c.want)
		}
	}
}

func TestLookupErrorsAreValues(t *testing.T) {
	tb := newLookupTable(t)
	var m Match
	_, err := tb.Lookup(&m, "GET", "", "/a%zz")
	var code uri.ErrorCode
	if !errors.As(err, &code) {
		t.Errorf("invalid target: %T %v, want a uri.ErrorCode", err, err)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"testing"
)

// Resolution of IRIs (issue 37): AppendResolveRef with the Refs of
// ParseIRI resolves by the algorithm of RFC 3986 5.2, as RFC 3987 6.5
// says, and gives an IRI; AppendResolve, which parses with Parse, refuses
// an IRI with the error of Parse.

var iriResolveTests = []struct {
	base, ref, want string
}{
	{"http://例え.jp/b/c/d;p?q", "../東京", "http://例え.jp/b/東京"},
	{"http://例え.jp/b/c/d;p?q", "g?é=ü#ß", "http://例え.jp/b/c/g?é=ü#ß"},
	{"http://例え.jp/b/c/d;p?q", "//ホスト/./x/../y", "http://ホスト/y"},
	{"http://例え.jp/b/c/d;p?q", "#片", "http://例え.jp/b/c/d;p?q#片"},
	{"http://a/b/c/d;p?q", "../東京", "http://a/b/東京"},
	{"http://例え.jp/東/京", ".", "http://例え.jp/東/"},
	{"http://例え.jp/東/京", "http:g", "http:g"},
	{"f:/東", ".//g", "f:/.//g"},
	{"http://a/b", "g", "http://a/g"}, // URIs: a URI
}

func TestResolveIRI(t *testing.T) {
	for _, c := range iriResolveTests {
		got := checkResolveIRI(t, c.base, c.ref, ResolveStrict)
		if string(got) != c.want {
			t.Errorf("AppendResolveRef(%q, %q) with the Refs of ParseIRI = %q, want %q", c.base, c.ref, got, c.want)
		}
		// AppendResolve parses with Parse: an IRI is its error.
		_, berr := Parse(c.base)
		_, rerr := Parse(c.ref)
		out, err := AppendResolve([]byte("x"), c.base, c.ref, ResolveStrict)
		switch {
		case berr != nil:
			if err != ErrBase || string(out) != "x" {
				t.Errorf("AppendResolve(%q, %q) = %q, %v; want ErrBase", c.base, c.ref, out, err)
			}
		case rerr != nil:
			if !errors.Is(err, rerr) || string(out) != "x" {
				t.Errorf("AppendResolve(%q, %q) = %q, %v; want %v", c.base, c.ref, out, err, rerr)
			}
		default:
			if err != nil || string(out) != "x"+c.want {
				t.Errorf("AppendResolve(%q, %q) = %q, %v; want %q", c.base, c.ref, out, err, c.want)
			}
		}
	}
}

// checkResolveIRI resolves ref against base, both IRIs, with the Refs of
// ParseIRI, and checks the target: an IRI, which ParseIRI reads, and
// whose URI (AppendToURI) is the target of the URIs of base and ref. It
// returns the target, or nil when base or ref is not an IRI (or base has
// no scheme).
func checkResolveIRI(t *testing.T, base, ref string, mode ResolveMode) []byte {
	t.Helper()
	b, berr := ParseIRI(base)
	r, rerr := ParseIRI(ref)
	if berr != nil || rerr != nil || !b.HasScheme() {
		return nil
	}
	got, err := AppendResolveRef(nil, base, b, ref, r, mode)
	if err != nil {
		t.Fatalf("AppendResolveRef(%q, %q) with the Refs of ParseIRI: %v", base, ref, err)
	}
	if _, err := ParseIRI(got); err != nil {
		t.Fatalf("AppendResolveRef(%q, %q) = %q, which ParseIRI refuses: %v", base, ref, got, err)
	}
	ub, _ := AppendToURI(nil, base)
	ur, _ := AppendToURI(nil, ref)
	want, err := AppendResolve(nil, ub, ur, mode)
	gotURI, uerr := AppendToURI(nil, got)
	if err != nil || uerr != nil || string(gotURI) != string(want) {
		t.Fatalf("AppendResolveRef(%q, %q) = %q, whose URI is %q (%v); the URIs resolve to %q (%v)", base, ref, got, gotURI, uerr, want, err)
	}
	return got
}

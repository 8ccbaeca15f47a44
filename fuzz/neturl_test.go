// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"net/url"
	"testing"
)

// netURLDiff compares uri.Parse with url.Parse on s and describes the first
// difference, or returns "" when they agree: both reject s, or both accept
// it with the same host, port, escaped path (or opaque part), query and
// fragment.
func netURLDiff(s string) string {
	ours := Ours(s)
	u, err := url.Parse(s)
	switch {
	case !ours.Valid && err != nil:
		return ""
	case !ours.Valid:
		return "net/url accepts, uri rejects"
	case err != nil:
		return "uri accepts, net/url rejects: " + err.Error()
	}
	const (
		host, port, path, query, fragment = 2, 3, 4, 5, 6
	)
	if ours.Comps[host].Defined != (u.Host != "" || u.OmitHost == false && hasAuthority(s)) {
		return "authority defined " + strconvBool(ours.Comps[host].Defined) + " vs Host " + u.Host
	}
	if h := ours.Comps[host].Text; h != u.Hostname() {
		return "host " + h + " vs " + u.Hostname()
	}
	if p := ours.Comps[port].Text; p != u.Port() {
		return "port " + p + " vs " + u.Port()
	}
	p := u.EscapedPath()
	if u.Opaque != "" {
		p = u.Opaque
	}
	if ours.Comps[path].Text != p {
		return "path " + ours.Comps[path].Text + " vs " + p
	}
	q := ours.Comps[query]
	if q.Defined != (u.ForceQuery || u.RawQuery != "") || q.Text != u.RawQuery {
		return "query " + q.String() + " vs " + u.RawQuery
	}
	if f := ours.Comps[fragment]; f.Text != u.EscapedFragment() {
		return "fragment " + f.String() + " vs " + u.EscapedFragment()
	}
	return ""
}

// hasAuthority reports whether s has "//" after its scheme, as net/url
// reads it.
func hasAuthority(s string) bool {
	r := Ours(s)
	return r.Comps[2].Defined
}

// FuzzNetURL checks that uri.Parse and net/url agree on every input that
// falls in no documented difference class (netURLClass, DIFFERENCES.md).
func FuzzNetURL(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	for _, c := range netURLClasses {
		f.Add(c.Example)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := netURLDiff(s)
		if d == "" {
			return
		}
		if netURLClass(s) == "" {
			t.Errorf("uri and net/url differ on %q, in no documented class: %s", s, d)
		}
	})
}

// TestNetURLClasses checks each class on its example: the two parsers
// really differ there and the example falls in its own class first.
func TestNetURLClasses(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range netURLClasses {
		if seen[c.Name] {
			t.Errorf("class %s listed twice", c.Name)
		}
		seen[c.Name] = true
		if d := netURLDiff(c.Example); d == "" {
			t.Errorf("%s: uri and net/url agree on the example %q", c.Name, c.Example)
		} else {
			t.Logf("%s: %q: %s", c.Name, c.Example, d)
		}
		if got := netURLClass(c.Example); got != c.Name {
			t.Errorf("%s: the example %q falls in class %q", c.Name, c.Example, got)
		}
	}
	// Inputs of no class, on which the two agree.
	for _, s := range []string{"http://h/a%20b?q=1;2#f", "mailto:a@b", "//h:80/p", "/a/b", "http://[::1]:8/x", "a:b/c?d#e"} {
		if c := netURLClass(s); c != "" {
			t.Errorf("%q falls in class %s", s, c)
		}
		if d := netURLDiff(s); d != "" {
			t.Errorf("%q: %s", s, d)
		}
	}
}

// TestNetURLSemicolonQuery documents the ";" case, which is not a
// difference of Parse: both accept "a=1;b=2" as the raw query; url.ParseQuery
// (not compared here) rejects it since Go 1.17.
func TestNetURLSemicolonQuery(t *testing.T) {
	const s = "http://h/?a=1;b=2"
	if d := netURLDiff(s); d != "" {
		t.Fatalf("%q: %s", s, d)
	}
	u, _ := url.Parse(s)
	if _, err := url.ParseQuery(u.RawQuery); err == nil {
		t.Errorf("url.ParseQuery(%q) accepts \";\"", u.RawQuery)
	}
}

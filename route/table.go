// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package route matches HTTP requests against patterns in the syntax of
// Go's net/http.ServeMux (Go 1.22), "[METHOD ][HOST]/[PATH]" with
// "{name}", "{name...}" and "{$}" wildcards, with its precedence rules: the
// most specific pattern wins, and two patterns of which neither is more
// specific, but that match a request in common, are refused when the
// second is added.
//
// A Table matches on the normalized path of the raw request-target (RFC
// 3986 6.2.2, dot segments removed), split at its "/" before any
// percent-encoding is decoded: "%2F" stays inside its segment. No
// parameter ever holds a dot segment, encoded or not, and a lookup does
// not allocate. Mux adapts a Table to an http.Handler.
package route

import (
	"errors"
	"fmt"
	"slices"
)

// Errors of Lookup. A target that is not a request-target gives the error
// of uri.ParseRequestTarget instead (a uri.ErrorCode).
var (
	// ErrNotFound is returned when no pattern matches the request.
	ErrNotFound = errors.New("route: no pattern matches the request")
	// ErrMethodNotAllowed is returned when a pattern matches the host and
	// the path, but none of those the method too.
	ErrMethodNotAllowed = errors.New("route: no pattern matches the method")
	// ErrDotSegment is returned when the value of a wildcard of the
	// pattern that matched would hold a "." or ".." segment: a segment
	// such as "..%2F..%2Fetc", where "%2F" is no segment boundary, but a
	// handler that split the value at "/" would read "..".
	ErrDotSegment = errors.New("route: a wildcard's value holds a dot segment")
)

// A Table is a set of patterns, each with a value of type V. The zero
// Table is empty and ready to use. A Table may be read (Lookup, Allowed)
// by any number of goroutines at once, but not while a pattern is added.
type Table[V any] struct {
	pats  []*pattern
	vals  []V
	hosts map[string]*hostNode // by lower-case host; "" for the patterns without one
	any   *hostNode            // hosts[""], read without a map lookup
}

// Add adds pattern, with the value v. The syntax is ServeMux's:
//
//	[METHOD ][HOST]/[PATH]
//
// A method (a token, followed by spaces or tabs) matches only itself,
// except GET, which also matches HEAD; no method matches every method. A
// host matches the request's host, in any case, without its port. Each
// segment of the path is a literal (percent-encodings decoded, so
// "/a%2Fb" is the one segment "a/b"), "{name}" for any one non-empty
// segment, "{name...}" at the end for the rest of the path, or "{$}" at
// the end after a "/", for the path that ends there; a path that ends in
// "/" without "{$}" matches every path that continues it (a subtree).
// Wildcard names are Go identifiers, distinct within a pattern.
//
// Add returns an error, naming the pattern, for an invalid pattern, for a
// path with an empty or a dot segment (which no normalized path has), and,
// naming both, for a pattern that conflicts with one already added: that
// matches the same requests, or some of the same requests when neither is
// more specific. A pattern with a host is more specific than one without;
// then one pattern is more specific than another when it matches a strict
// subset of its requests by method and path. Add allocates.
func (t *Table[V]) Add(pattern string, v V) error {
	p, err := parsePattern(pattern)
	if err != nil {
		return err
	}
	for _, q := range t.pats {
		if conflict(p, q) {
			if combine(compareMethods(p, q), comparePaths(p, q)) == equivalent {
				return fmt.Errorf("route: pattern %q matches the same requests as %q", p.str, q.str)
			}
			return fmt.Errorf("route: patterns %q and %q conflict: both match some requests, and neither is more specific", p.str, q.str)
		}
	}
	if t.hosts == nil {
		t.hosts = map[string]*hostNode{}
	}
	h := t.hosts[p.host]
	if h == nil {
		h = &hostNode{}
		t.hosts[p.host] = h
		if p.host == "" {
			t.any = h
		}
	}
	h.addRoot(p.method).insert(p, len(t.pats))
	t.pats = append(t.pats, p)
	t.vals = append(t.vals, v)
	return nil
}

// Len returns the number of patterns in t.
func (t *Table[V]) Len() int { return len(t.pats) }

// Lookup finds the pattern that matches a request with the given method,
// Host header value and raw request-target (as the request line has it),
// and returns its value. The target is parsed with uri.ParseRequestTarget
// (origin-form or absolute-form, whose host then replaces host), and its
// path normalized (uri.AppendNormalizePath) before it is matched: "%7E"
// and "~", "/a/./b" and "/a/b", "/a/%2E%2E/b" and "/b" match the same
// patterns. The path is split into segments at each "/" of the normalized
// path, and each segment decoded then: "%2F" is a "/" inside a segment.
// An empty segment ("/a//b") is kept; a {name} wildcard does not match
// it.
//
// The pattern that matches is the most specific one: one for the host
// first, then one without a host. Lookup returns ErrNotFound when no
// pattern matches, ErrMethodNotAllowed when one would with another method,
// ErrDotSegment when a wildcard's value would hold a dot segment, and the
// error of uri.ParseRequestTarget for an invalid target. Lookup fills m
// (see Match), on success only with the pattern and its values.
//
// Lookup does not allocate once m's buffers are as long as the target's.
func (t *Table[V]) Lookup(m *Match, method, host, target string) (V, error) {
	var zero V
	if err := m.read(method, host, target); err != nil {
		return zero, err
	}
	if len(t.hosts) > 1 || t.any == nil {
		m.host = appendHost(m.host, m.rawHost)
	}
	i := t.match(m, method)
	if i < 0 {
		if t.anyMethod(m) {
			return zero, ErrMethodNotAllowed
		}
		return zero, ErrNotFound
	}
	p := t.pats[i]
	m.vals = m.vals[:len(p.names)] // drop the nameless trailing wildcard
	for _, v := range m.vals {
		// A plain path has no dot segment to hide in a value.
		if !m.plain && hasDotSegment(m.buf[v.start:v.end]) {
			return zero, ErrDotSegment
		}
	}
	m.pat = p
	return t.vals[i], nil
}

// match returns the index of the pattern that matches m's request, or -1.
func (t *Table[V]) match(m *Match, method string) int {
	for _, h := range t.hostNodes(m) {
		if h != nil {
			if l := h.match(m, method); l != 0 {
				return l - 1
			}
		}
	}
	return -1
}

func (h *hostNode) match(m *Match, method string) int {
	if r := h.root(method); r != nil {
		if l := try(r, m); l != 0 {
			return l
		}
	}
	if method == "HEAD" {
		if r := h.root("GET"); r != nil {
			if l := try(r, m); l != 0 {
				return l
			}
		}
	}
	if h.any != nil {
		return try(h.any, m)
	}
	return 0
}

// try matches m's path under the root r, from a clean state.
func try(r *node, m *Match) int {
	m.vals, m.multi, m.empty = m.vals[:0], false, false
	return r.matchPath(m, 0)
}

// anyMethod reports whether a pattern with some method matches m's host
// and path.
func (t *Table[V]) anyMethod(m *Match) bool {
	for _, h := range t.hostNodes(m) {
		if h == nil {
			continue
		}
		for _, r := range h.roots {
			if try(r, m) != 0 {
				return true
			}
		}
	}
	return false
}

// hostNodes returns the patterns for m's host and those without a host.
func (t *Table[V]) hostNodes(m *Match) [2]*hostNode {
	var hs [2]*hostNode
	if len(m.host) > 0 && len(t.hosts) > 1 || t.any == nil {
		hs[0] = t.hosts[string(m.host)]
	}
	hs[1] = t.any
	return hs
}

// Allowed returns the methods, sorted, with which a pattern would match a
// request with the host and the target: what an Allow header lists when
// Lookup returns ErrMethodNotAllowed. GET brings HEAD. Allowed allocates.
func (t *Table[V]) Allowed(host, target string) []string {
	var m Match
	if m.read("GET", host, target) != nil {
		return nil
	}
	m.host = appendHost(m.host, m.rawHost)
	var ms []string
	for _, h := range t.hostNodes(&m) {
		if h == nil {
			continue
		}
		for i, r := range h.roots {
			if try(r, &m) != 0 {
				ms = append(ms, h.methods[i])
				if h.methods[i] == "GET" {
					ms = append(ms, "HEAD")
				}
			}
		}
	}
	slices.Sort(ms)
	return slices.Compact(ms)
}

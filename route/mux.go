// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"
)

// A Mux is an http.Handler that dispatches requests with a Table of
// handlers, as http.ServeMux does with the same patterns, except that it
// matches the normalized raw target (see Table.Lookup) where ServeMux
// redirects to a cleaned path:
//
//   - the raw target is r.RequestURI, as the request line had it (or, for
//     a request built without one, r.URL.RequestURI());
//   - a match sets r.Pattern and the wildcards' values, which the handler
//     reads with r.PathValue;
//   - a path without a trailing "/" that a pattern matches only with one
//     ("/tree" for "/tree/"), or matches only through a multi wildcard
//     when one would match it exactly with one, is redirected there with
//     307 Temporary Redirect, as ServeMux does; the Location is the
//     normalized path with the "/" and the query;
//   - a path that only other methods match is 405 Method Not Allowed with
//     an Allow header, a path that no pattern matches 404 Not Found, as
//     ServeMux answers them;
//   - an invalid target, "*", or a wildcard value with a dot segment is
//     400 Bad Request;
//   - a path that is not in normal form ("/a/./b", "/a/%2e%2e/b", "%7e")
//     is served as its normal form, without the redirect that ServeMux
//     makes to a cleaned path; ServeMux also merges empty segments
//     ("/a//b" to "/a/b"), which a Mux keeps.
//
// The zero Mux has no pattern and is ready to use. Patterns are added
// before the Mux serves: Handle and HandleFunc must not run while
// ServeHTTP does.
type Mux struct {
	t       Table[http.Handler]
	matches sync.Pool
}

// Handle adds pattern (see Table.Add) with the handler h. It returns the
// error of Table.Add, naming both patterns of a conflict, where ServeMux's
// Handle panics; a nil handler is an error too.
func (x *Mux) Handle(pattern string, h http.Handler) error {
	if h == nil {
		return errors.New("route: nil handler for pattern " + pattern)
	}
	return x.t.Add(pattern, h)
}

// HandleFunc adds pattern with the handler function f (see Handle).
func (x *Mux) HandleFunc(pattern string, f func(http.ResponseWriter, *http.Request)) error {
	if f == nil {
		return errors.New("route: nil handler for pattern " + pattern)
	}
	return x.t.Add(pattern, http.HandlerFunc(f))
}

// ServeHTTP dispatches r to the handler of the pattern that matches it.
func (x *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	target := r.RequestURI
	if target == "" {
		target = r.URL.RequestURI()
	}
	if target == "*" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	m, _ := x.matches.Get().(*Match)
	if m == nil {
		m = new(Match)
	}
	defer x.matches.Put(m)
	h, err := x.t.Lookup(m, r.Method, r.Host, target)
	if err == nil && m.exact() || err == ErrDotSegment {
		if err != nil {
			http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
			return
		}
		x.serve(w, r, h, m)
		return
	}
	if err != nil && err != ErrNotFound && err != ErrMethodNotAllowed {
		http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
		return
	}
	path := string(m.Path())
	slashed := ""
	if !strings.HasSuffix(path, "/") {
		slashed = path + "/"
		if m.query != "" { // ServeMux drops an empty query too
			slashed += "?" + m.query
		}
		m2 := new(Match)
		if _, err2 := x.t.Lookup(m2, r.Method, r.Host, slashed); err2 == nil && m2.exact() {
			http.Redirect(w, r, slashed, http.StatusTemporaryRedirect)
			return
		}
	}
	if err == nil {
		x.serve(w, r, h, m)
		return
	}
	allow := x.t.Allowed(r.Host, target)
	if slashed != "" {
		allow = append(allow, x.t.Allowed(r.Host, slashed)...)
	}
	if len(allow) == 0 {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Allow", strings.Join(slices.Compact(slices.Sorted(slices.Values(allow))), ", "))
	http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
}

// serve sets the pattern and the values of m on r and calls h.
func (x *Mux) serve(w http.ResponseWriter, r *http.Request, h http.Handler, m *Match) {
	r.Pattern = m.Pattern()
	for i := range m.NumParams() {
		r.SetPathValue(m.Name(i), string(m.Value(i)))
	}
	h.ServeHTTP(w, r)
}

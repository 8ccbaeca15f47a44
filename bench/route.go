// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/julienschmidt/httprouter"
	"github.com/uriscan/uri/route"
)

// A Route is one route of the router benchmark, in each router's syntax.
type Route struct {
	Method     string
	Pattern    string // ServeMux's and uriscan's, without the method
	HTTPRouter string
	Chi        string
}

// routeResources are the resources of the route table: ten routes each.
var routeResources = []string{
	"users", "items", "orders", "repos", "issues", "pulls", "teams", "projects", "files", "builds",
	"jobs", "tags", "labels", "events", "keys", "hooks", "apps", "notes", "plans", "zones",
}

// RouteTable returns the 200 routes of the router benchmark: REST routes
// with an {id}, nested routes, and {rest...} subtrees, which httprouter
// (no literal beside a wildcard at one position), chi and ServeMux all
// take.
func RouteTable() []Route {
	var rs []Route
	add := func(method, p string) {
		hr, ch := p, p
		for _, w := range []string{"id", "cid"} {
			hr = strings.ReplaceAll(hr, "{"+w+"}", ":"+w)
		}
		for _, w := range []string{"rest", "path"} {
			hr = strings.ReplaceAll(hr, "{"+w+"...}", "*"+w)
			ch = strings.ReplaceAll(ch, "{"+w+"...}", "*")
		}
		rs = append(rs, Route{method, p, hr, ch})
	}
	for _, r := range routeResources {
		add("GET", "/api/v1/"+r)
		add("POST", "/api/v1/"+r)
		add("GET", "/api/v1/"+r+"/{id}")
		add("PUT", "/api/v1/"+r+"/{id}")
		add("DELETE", "/api/v1/"+r+"/{id}")
		add("GET", "/api/v1/"+r+"/{id}/comments")
		add("GET", "/api/v1/"+r+"/{id}/comments/{cid}")
		add("GET", "/api/v1/"+r+"/{id}/history")
		add("GET", "/api/v2/"+r+"/{id}/{rest...}")
		add("GET", "/static/"+r+"/{path...}")
	}
	return rs
}

// RouteTargets returns n GET request-targets over RouteTable, from a
// fixed seed: most plain, some with percent-encoded bytes, an encoded "/"
// or a dot segment in a value, a query, or no route.
func RouteTargets(n int) []string {
	r := rand.New(rand.NewPCG(45, 9))
	words := []string{"42", "7", "abc", "x-y", "readme.md", "a%20b", "caf%C3%A9", "a%2Fb", "..%2F..%2Fetc", "v1.2"}
	var out []string
	for len(out) < n {
		res := routeResources[r.IntN(len(routeResources))]
		id := strconv.Itoa(r.IntN(100000))
		if r.IntN(5) == 0 {
			id = words[r.IntN(len(words))]
		}
		var t string
		switch r.IntN(6) {
		case 0:
			t = "/api/v1/" + res
		case 1:
			t = "/api/v1/" + res + "/" + id
		case 2:
			t = "/api/v1/" + res + "/" + id + "/comments/" + strconv.Itoa(r.IntN(1000))
		case 3:
			t = "/api/v1/" + res + "/" + id + "/history"
		case 4:
			t = "/api/v2/" + res + "/" + id + "/" + words[r.IntN(len(words))] + "/" + words[r.IntN(len(words))]
		default:
			t = "/static/" + res + "/css/" + words[r.IntN(len(words))]
		}
		switch r.IntN(20) {
		case 0:
			t += "?page=" + id
		case 1:
			t = strings.Replace(t, "/api/", "/api/./", 1)
		case 2:
			t = "/nothing" + t
		}
		out = append(out, t)
	}
	return out
}

// routeNames are the routes as ServeMux writes them, "METHOD pattern":
// what One returns as the host, and Pass counts in its Sink.
var routeNames = func() []string {
	var ns []string
	for _, r := range RouteTable() {
		ns = append(ns, r.Method+" "+r.Pattern)
	}
	return ns
}()

func init() {
	rs := RouteTable()
	// httprouter: its Handle is called to read the route's index.
	hr := httprouter.New()
	var hrIndex int
	chiMux := chi.NewRouter()
	chiGet := map[string]string{} // chi's pattern of a GET route: its name
	std := http.NewServeMux()
	var stdValue string
	for i, r := range rs {
		hr.Handle(r.Method, r.HTTPRouter, func(http.ResponseWriter, *http.Request, httprouter.Params) { hrIndex = i })
		chiMux.Method(r.Method, r.Chi, http.NotFoundHandler())
		if r.Method == "GET" {
			chiGet[r.Chi] = routeNames[i]
		}
		name := ""
		if m := strings.Index(r.Pattern, "{"); m >= 0 {
			name = strings.TrimSuffix(r.Pattern[m+1:strings.Index(r.Pattern, "}")], "...")
		}
		std.HandleFunc(r.Method+" "+r.Pattern, func(_ http.ResponseWriter, req *http.Request) {
			stdValue = req.PathValue(name)
		})
	}
	hrLookup := func(s string) (int, string, bool) {
		u, err := url.ParseRequestURI(s)
		if err != nil {
			return 0, "", false
		}
		h, ps, _ := hr.Lookup("GET", u.Path)
		if h == nil {
			return 0, "", false
		}
		h(nil, nil, ps)
		v := ""
		if len(ps) > 0 {
			// A catch-all's value keeps its leading "/".
			v = strings.TrimPrefix(ps[0].Value, "/")
		}
		return hrIndex, v, true
	}
	rctx := chi.NewRouteContext()
	chiLookup := func(s string) (string, string, bool) {
		u, err := url.ParseRequestURI(s)
		if err != nil {
			return "", "", false
		}
		p := u.RawPath // as chi routes a request
		if p == "" {
			p = u.Path
		}
		rctx.Reset()
		pat := chiMux.Find(rctx, "GET", p)
		v := ""
		if len(rctx.URLParams.Values) > 0 {
			v = rctx.URLParams.Values[0]
		}
		return chiGet[pat], v, pat != ""
	}
	// ServeMux gives the values of a match to the handler only: ServeHTTP
	// calls it, and it reads the first value, as the other routers give it.
	req := &http.Request{Method: "GET", Host: "example.com"}
	var w discardWriter
	stdLookup := func(s string) (string, string, bool) {
		u, err := url.ParseRequestURI(s)
		if err != nil {
			return "", "", false
		}
		req.URL, req.RequestURI, req.Pattern, stdValue = u, s, "", ""
		std.ServeHTTP(&w, req)
		return req.Pattern, stdValue, req.Pattern != ""
	}
	peerEntries = append(peerEntries,
		routeEntry("httprouter", func(s string) (string, string, bool) {
			i, v, ok := hrLookup(s)
			return routeNames[i], v, ok
		}),
		routeEntry("chi", chiLookup),
		routeEntry("net/http.ServeMux", stdLookup),
	)
}

// routeEntry is the Entry of a router whose lookup of a target returns the
// route that matched, as routeNames has it, and the first value: Pass
// counts their lengths for the targets it routes.
func routeEntry[T string | []byte](peer string, lookup func(target string) (route string, value T, ok bool)) Entry {
	return Entry{Peer: peer, Op: OpRoute,
		Pass: func(d *Dataset) (o Outcome) {
			for _, s := range d.Refs {
				r, v, ok := lookup(s)
				if !ok {
					o.Rejected++
					continue
				}
				o.Sink += len(r) + len(v)
			}
			return
		},
		One: func(_, s string) (bool, string, string) {
			r, v, ok := lookup(s)
			if !ok {
				return false, "", ""
			}
			return true, r, string(v)
		}}
}

// oursRoute returns ours for the route operation: route.Table.Lookup from
// the raw request-target, with one Match reused, the first wildcard's
// value read.
func oursRoute(name string, setup func() error) Entry {
	var tb route.Table[int]
	for i, r := range RouteTable() {
		if err := tb.Add(r.Method+" "+r.Pattern, i); err != nil {
			panic(fmt.Sprintf("bench: route %q: %v", r.Pattern, err))
		}
	}
	var m route.Match
	e := routeEntry(name, func(s string) (string, []byte, bool) {
		i, err := tb.Lookup(&m, "GET", "example.com", s)
		if err != nil {
			return "", nil, false
		}
		return routeNames[i], m.Value(0), true
	})
	e.Ours, e.Setup = true, setup
	return e
}

// discardWriter is the http.ResponseWriter of the ServeMux lookups: what
// ServeMux writes for a 404 or a redirect goes nowhere.
type discardWriter struct{ h http.Header }

func (w *discardWriter) Header() http.Header {
	if w.h == nil {
		w.h = http.Header{}
	}
	return w.h
}
func (w *discardWriter) Write(b []byte) (int, error) { return len(b), nil }
func (w *discardWriter) WriteHeader(int)             {}

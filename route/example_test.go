// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/uriscan/uri/route"
)

func ExampleTable_Lookup() {
	var t route.Table[string]
	for _, p := range []string{"GET /items/{id}", "/files/{path...}", "GET api.example.com/items/{id}"} {
		if err := t.Add(p, "handler for "+p); err != nil {
			panic(err)
		}
	}
	var m route.Match // reused: lookups stop allocating once it has grown
	for _, target := range []string{
		"/items/a%2Fb",         // %2F stays in the segment
		"/files/x/./y/../%7Ez", // the path is normalized first
		"/files/..%2F..%2Fetc", // a value would hold "..": refused
		"/items/1/extra",
	} {
		v, err := t.Lookup(&m, "GET", "www.example.com", target)
		if err != nil {
			fmt.Printf("%s: %v\n", target, err)
			continue
		}
		fmt.Printf("%s: %s, %s=%q\n", target, v, m.Name(0), m.Value(0))
	}
	v, _ := t.Lookup(&m, "HEAD", "API.example.com:443", "/items/7")
	fmt.Println(v)
	// Output:
	// /items/a%2Fb: handler for GET /items/{id}, id="a/b"
	// /files/x/./y/../%7Ez: handler for /files/{path...}, path="x/~z"
	// /files/..%2F..%2Fetc: route: a wildcard's value holds a dot segment
	// /items/1/extra: route: no pattern matches the request
	// handler for GET api.example.com/items/{id}
}

func ExampleTable_Add() {
	var t route.Table[int]
	fmt.Println(t.Add("/a/{x}", 1))
	fmt.Println(t.Add("/{y}/b", 2))
	fmt.Println(t.Add("/a/../b", 3))
	// Output:
	// <nil>
	// route: patterns "/{y}/b" and "/a/{x}" conflict: both match some requests, and neither is more specific
	// route: pattern "/a/../b": empty or dot segment ".." can never match a normalized path
}

func ExampleMux() {
	var mux route.Mux
	err := mux.HandleFunc("GET /users/{id}/files/{name...}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "%s: id=%q name=%q", r.Pattern, r.PathValue("id"), r.PathValue("name"))
	})
	if err != nil {
		panic(err)
	}
	for _, target := range []string{"/users/7/files/a%2Fb/c.txt", "/users/7/files/..%2Fsecret", "/users/7/files"} {
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Println(w.Code, w.Header().Get("Location"), strings.TrimSpace(w.Body.String()))
	}
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, httptest.NewRequest("POST", "/users/7/files/x", nil))
	fmt.Println(w.Code, w.Header().Get("Allow"))
	// Output:
	// 200  GET /users/{id}/files/{name...}: id="7" name="a/b/c.txt"
	// 400  Bad Request
	// 307 /users/7/files/ <a href="/users/7/files/">Temporary Redirect</a>.
	// 405 GET, HEAD
}

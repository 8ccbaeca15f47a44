// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"net/http"
	"strings"
	"testing"
)

func TestMux(t *testing.T) {
	var x Mux
	for _, p := range []string{"GET /items/{id}", "POST /items/{id}", "/files/{rest...}", "/tree/", "GET h.example/only/{$}"} {
		if err := x.Handle(p, record(p)); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ method, host, target, want string }{
		{"GET", "", "/items/a%2Fb", `200 "GET /items/{id}" id="a/b"  loc="" allow=""`},
		{"HEAD", "", "/items/7", `200 "GET /items/{id}" id="7"  loc="" allow=""`},
		{"DELETE", "", "/items/7", `405 ""  loc="" allow="GET, HEAD, POST"`},
		{"GET", "", "/items/..%2Fx", `400 ""  loc="" allow=""`},
		{"GET", "", "/files/a/../b%20c", `200 "/files/{rest...}" rest="b c"  loc="" allow=""`},
		{"GET", "", "/tree", `307 ""  loc="/tree/" allow=""`},
		{"GET", "", "/tr%65e?a=1", `307 ""  loc="/tree/?a=1" allow=""`},
		{"GET", "", "/tree/x/y", `200 "/tree/"  loc="" allow=""`},
		{"GET", "H.example", "/only", `307 ""  loc="/only/" allow=""`},
		{"GET", "", "/only/", `404 ""  loc="" allow=""`},
		{"GET", "", "/nothing", `404 ""  loc="" allow=""`},
		{"GET", "", "*", `400 ""  loc="" allow=""`},
		{"GET", "", "/a%zz", `400 ""  loc="" allow=""`},
	} {
		if got := serve(&x, c.method, c.host, c.target).String(); got != c.want {
			t.Errorf("%s %s %q: %s, want %s", c.method, c.host, c.target, got, c.want)
		}
	}
	if err := x.Handle("GET /items/{other}", record("")); err == nil || !strings.Contains(err.Error(), `"GET /items/{id}"`) {
		t.Errorf("conflicting Handle: %v", err)
	}
	if err := x.Handle("/n", nil); err == nil {
		t.Error("Handle with a nil handler: no error")
	}
	if err := x.HandleFunc("/n", nil); err == nil {
		t.Error("HandleFunc with a nil function: no error")
	}
	if err := x.HandleFunc("/n", func(http.ResponseWriter, *http.Request) {}); err != nil {
		t.Error(err)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/uriscan/uri"
)

// The examples of this file are the Go blocks of docs/: TestDocGoBlocks
// finds each block here, line for line.

// Example_iri is the example of docs/iri.md.
func Example_iri() {
	s := "https://ja.wikipedia.org/wiki/東京"
	r, err := uri.ParseIRI(s) // same Ref, spans and error codes as Parse; never allocates
	fmt.Println(r.Path().In(s), err)
	u, err := uri.AppendToURI(nil, s) // RFC 3987 3.1
	fmt.Println(string(u), err)
	i, err := uri.AppendToIRI(nil, u) // RFC 3987 3.2, for display
	fmt.Println(string(i), err)
	// Output:
	// /wiki/東京 <nil>
	// https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC <nil>
	// https://ja.wikipedia.org/wiki/東京 <nil>
}

// Example_resolution is the example of docs/resolution.md.
func Example_resolution() {
	dst := make([]byte, 0, 256) // with room, nothing below allocates
	base := "http://a/b/c/d;p?q"

	// RFC 3986 5.2: resolve a reference against a base URI (strict, or the
	// backward-compatible reading that ignores a scheme equal to the base's).
	dst, err := uri.AppendResolve(dst[:0], base, "../g?y", uri.ResolveStrict) // err: uri.ErrBase, or ref's ErrorCode
	fmt.Println(string(dst), err)
	b, _ := uri.Parse(base) // parse the base once for many references
	r, _ := uri.Parse("http:g")
	dst, err = uri.AppendResolveRef(dst[:0], base, b, "http:g", r, uri.ResolveNonStrict)
	fmt.Println(string(dst), err)
	fmt.Println(string(uri.AppendRemoveDotSegments(dst[:0], "/a/b/../c/./d"))) // 5.2.4, literally
	s := "HTTP://Example.COM:80/a/./%7euser/../b?%41"
	r, _ = uri.Parse(s)
	fmt.Println(string(uri.AppendRecompose(dst[:0], s, r)) == s) // 5.3: s back for r = Parse(s)
	dst, err = uri.AppendOrigin(dst[:0], s, r)                   // RFC 6454; err: ErrNoScheme, ErrNoHost, ErrPortNumber
	fmt.Println(string(dst), err, uri.SameOrigin(s, "http://example.com/x"))

	// RFC 3986 6.2.2 (LevelSyntax) and 6.2.3 (LevelScheme).
	dst, err = uri.AppendNormalize(dst[:0], s, uri.LevelScheme)
	fmt.Println(string(dst), err)
	dst, err = uri.AppendNormalizePath(dst[:0], "/a/./b/../%7e", uri.LevelSyntax) // a path alone
	fmt.Println(string(dst), err, uri.Equal("http://h/%7e", "http://h/~", uri.LevelSyntax))
	n := uri.Normalizer{Rules: append(uri.DefaultSchemeRules(), uri.SchemeRule{Scheme: "gopher", DefaultPort: "70"})}
	dst, err = n.AppendNormalize(dst[:0], "gopher://h:70/1", uri.LevelScheme)
	fmt.Println(string(dst), err)

	// RFC 3986 2.1, 2.4, 7.3: percent-coding per component.
	dst = uri.AppendEscape(dst[:0], "a b&c=d", uri.EscapeQueryComponent|uri.PlusSpace)
	fmt.Println(string(dst))
	dst, off, err := uri.AppendUnescape(dst[:0], "a%2Fb%00", uri.EscapePathSegment|uri.RejectControl) // ErrPercent / ErrControl at off
	fmt.Println(string(dst), off, err)
	// Output:
	// http://a/b/g?y <nil>
	// http://a/b/c/g <nil>
	// /a/c/d
	// true
	// http://example.com <nil> true
	// http://example.com/a/b?A <nil>
	// /a/~ <nil> true
	// gopher://h/1 <nil>
	// a+b%26c%3Dd
	// a/b 5 uri: percent-encoded control character
}

// route reads a request line's target, and routes it on the decoded
// segments of its path and the raw value of its parameter fields.
func route(method, target string) (status int, seg [][]byte, fields string) {
	r, form, err := uri.ParseRequestTarget(method, target) // "GET", "/users/42%2Fx?fields=name"
	if err != nil || form != uri.FormOrigin {
		return http.StatusBadRequest, nil, ""
	}
	var segs [3][]byte // decoded segments: "users", "42/x"
	n := 0
	for s := range uri.Segments(r.Path().In(target)) {
		if n == len(segs) {
			return http.StatusNotFound, nil, ""
		}
		segs[n], _, _ = uri.AppendUnescape(segs[n][:0], s.Text, uri.EscapePathSegment)
		n++
	}
	for p := range uri.Params(r.Query().In(target), uri.ParamOptions{}) {
		if p.Key == "fields" {
			fields = p.Value // raw; decode with EscapeQueryComponent|PlusSpace
		}
	}
	return http.StatusOK, segs[:n], fields
}

// Example_route is the first example of docs/proxies.md.
func Example_route() {
	for _, t := range [][2]string{
		{"GET", "/users/42%2Fx?fields=name"},
		{"GET", "/a/b/c/d"},
		{"GET", "*"},
		{"OPTIONS", "*"},
	} {
		status, seg, fields := route(t[0], t[1])
		fmt.Printf("%s %s: %d %q %q\n", t[0], t[1], status, seg, fields)
	}
	// Output:
	// GET /users/42%2Fx?fields=name: 200 ["users" "42/x"] "name"
	// GET /a/b/c/d: 404 [] ""
	// GET *: 400 [] ""
	// OPTIONS *: 400 [] ""
}

// checkRequest checks the Host header of a request and the origin of its
// page, and reads its parameter page by the decoded key.
func checkRequest(req *http.Request) (status int, host, port, origin string, page []byte) {
	h, err := uri.ParseHostHeader(req.Host) // "example.com:8080", "[::1]:443", "EXAMPLE.com"
	if err != nil {                         // "a@b": userinfo; ":80": no_host; "h:99999": port_number
		return http.StatusBadRequest, "", "", "", nil
	}
	host, port = h.Host().In(req.Host), h.Port().In(req.Host) // spans of req.Host; h.HostKind(), h.PortValue()

	// A state-changing request only from a page of the site's own origin (RFC 6454):
	// "https://shop.example:443" and "HTTPS://Shop.Example/" are that origin, "http://shop.example" is not.
	if !uri.SameOrigin(req.Header.Get("Origin"), "https://shop.example") {
		return http.StatusForbidden, host, port, "", nil
	}
	ref := req.Header.Get("Referer")
	rr, _ := uri.Parse(ref)
	buf, _ := uri.AppendOrigin(nil, ref, rr) // "HTTP://Example.COM:80/p" gives "http://example.com"

	// "?%70age=7&page=8": page is 7, as url.Values.Get finds it.
	target := req.RequestURI
	r, _, _ := uri.ParseRequestTarget(req.Method, target)
	if p, ok := uri.LookupParam(r.Query().In(target), uri.ParamOptions{}, "page"); ok {
		page, _, _ = uri.AppendUnescape(page[:0], p.Value, uri.EscapeQueryComponent|uri.PlusSpace)
	}
	return http.StatusOK, host, port, string(buf), page
}

// Example_checkRequest is the second example of docs/proxies.md.
func Example_checkRequest() {
	for _, t := range [][3]string{
		{"shop.example:443", "HTTPS://Shop.Example/", "HTTP://Example.COM:80/p"},
		{"shop.example", "http://shop.example", ""},
		{"a@b", "", ""},
		{"h:99999", "", ""},
	} {
		req := httptest.NewRequest("POST", "/cart?%70age=7&page=8", nil)
		req.Host = t[0]
		req.Header.Set("Origin", t[1])
		req.Header.Set("Referer", t[2])
		status, host, port, origin, page := checkRequest(req)
		fmt.Printf("%s: %d %q %q %q %q\n", t[0], status, host, port, origin, page)
	}
	// Output:
	// shop.example:443: 200 "shop.example" "443" "http://example.com" "7"
	// shop.example: 403 "shop.example" "" "" ""
	// a@b: 400 "" "" "" ""
	// h:99999: 400 "" "" "" ""
}

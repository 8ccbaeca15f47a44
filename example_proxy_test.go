// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

// A proxy refuses targets on loopback and private addresses. A registered
// name that resolvers would read as an address ("127.1") is not one for
// RFC 3986: it must be resolved, and the resolved address checked.
func ExampleAddr() {
	for _, target := range []string{
		"http://192.0.2.7/api",
		"http://[::1]:8080/admin",
		"http://10.1.2.3/",
		"http://[::ffff:127.0.0.1]/",
		"http://127.1/",
	} {
		r, err := uri.Parse(target)
		if err != nil {
			fmt.Println(target, err)
			continue
		}
		addr, ok := uri.Addr(target, r)
		switch {
		case !ok:
			fmt.Println(target, "-> a name: resolve it, then check")
		case addr.Unmap().IsLoopback() || addr.Unmap().IsPrivate():
			fmt.Println(target, "-> refused:", addr)
		default:
			fmt.Println(target, "-> allowed:", addr)
		}
	}
	// Output:
	// http://192.0.2.7/api -> allowed: 192.0.2.7
	// http://[::1]:8080/admin -> refused: ::1
	// http://10.1.2.3/ -> refused: 10.1.2.3
	// http://[::ffff:127.0.0.1]/ -> refused: ::ffff:127.0.0.1
	// http://127.1/ -> a name: resolve it, then check
}

// A log analyst looks for references that deserve a second look.
func ExampleInspect() {
	for _, s := range []string{
		"http://trusted.example@evil.example/login",
		"http://0x7f.1/admin",
		"http://example.com/static/..%2f..%2fetc/passwd",
		"https://example.com/search?q=go",
	} {
		r, _ := uri.Parse(s)
		fmt.Println(s, "->", uri.Inspect(s, r))
	}
	// Output:
	// http://trusted.example@evil.example/login -> userinfo
	// http://0x7f.1/admin -> numeric_host
	// http://example.com/static/..%2f..%2fetc/passwd -> encoded_slash
	// https://example.com/search?q=go -> 0
}

// A proxy checks the request-target of each request line for its method.
func ExampleParseRequestTarget() {
	for _, line := range [][2]string{
		{"GET", "/search?q=go"},
		{"GET", "http://example.com/a"},
		{"CONNECT", "example.com:443"},
		{"OPTIONS", "*"},
		{"GET", "/page#section"},
		{"GET", "*"},
		{"CONNECT", "user@example.com:443"},
	} {
		method, target := line[0], line[1]
		r, form, err := uri.ParseRequestTarget(method, target)
		if err != nil {
			fmt.Printf("%s %s: %v form, %v at %d\n", method, target, form, err, r.ErrorOffset())
			continue
		}
		fmt.Printf("%s %s: %v form, path %q\n", method, target, form, r.Path().In(target))
	}
	// Output:
	// GET /search?q=go: origin form, path "/search"
	// GET http://example.com/a: absolute form, path "/a"
	// CONNECT example.com:443: authority form, path ""
	// OPTIONS *: asterisk form, path "*"
	// GET /page#section: origin form, uri: request-target not in a form its method allows at 5
	// GET *: asterisk form, uri: request-target not in a form its method allows at 0
	// CONNECT user@example.com:443: authority form, uri: invalid character in userinfo at 4
}

// A proxy checks the Host header of each request before it looks the
// host up among its virtual hosts.
func ExampleParseHostHeader() {
	for _, h := range []string{"example.com:8080", "[::1]:443", "EXAMPLE.com", "a@b", "h:", ":80", "h:99999", "a b"} {
		r, err := uri.ParseHostHeader(h)
		if err != nil {
			fmt.Printf("%-16s refused: %v at %d\n", h, err, r.ErrorOffset())
			continue
		}
		port, _ := r.PortOr(80) // the default port of the connection
		fmt.Printf("%-16s host %q (%v), port %d\n", h, r.Host().In(h), r.HostKind(), port)
	}
	// Output:
	// example.com:8080 host "example.com" (regname), port 8080
	// [::1]:443        host "::1" (ipv6), port 443
	// EXAMPLE.com      host "EXAMPLE.com" (regname), port 80
	// a@b              refused: uri: invalid character in userinfo at 1
	// h:               host "h" (regname), port 80
	// :80              refused: uri: no host where one is required at 0
	// h:99999          refused: uri: port is not a number from 0 to 65535 at 2
	// a b              refused: uri: invalid character in host at 1
}

func ExampleParseAuthority() {
	s := "user@[2001:db8::1]:8080"
	r, err := uri.ParseAuthority(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Userinfo().In(s), r.Host().In(s), r.HostKind(), r.Port().In(s))
	// Output:
	// user 2001:db8::1 ipv6 8080
}

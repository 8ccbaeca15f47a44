// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleParse() {
	s := "https://user@example.com:8443/a/b?q=1#top"
	r, err := uri.Parse(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("scheme:  ", r.Scheme().In(s))
	fmt.Println("userinfo:", r.Userinfo().In(s))
	fmt.Println("host:    ", r.Host().In(s), r.HostKind())
	port, _ := r.PortValue()
	fmt.Println("port:    ", port)
	fmt.Println("path:    ", r.Path().In(s), r.PathKind())
	fmt.Println("query:   ", r.Query().In(s))
	fmt.Println("fragment:", r.Fragment().In(s))
	// Output:
	// scheme:   https
	// userinfo: user
	// host:     example.com regname
	// port:     8443
	// path:     /a/b abempty
	// query:    q=1
	// fragment: top
}

func ExampleParse_bytes() {
	b := []byte("//[2001:db8::7]/c=GB?objectClass")
	r, _ := uri.Parse(b)
	fmt.Printf("%s %v %s\n", r.Host().Bytes(b), r.HostKind(), r.Query().Bytes(b))
	// Output: 2001:db8::7 ipv6 objectClass
}

func ExampleParse_error() {
	s := "http://example.com/a b"
	r, err := uri.Parse(s)
	fmt.Println(err, "at offset", r.ErrorOffset())
	fmt.Println(errors.Is(err, uri.ErrPath))
	// Output:
	// uri: invalid character in path at offset 20
	// true
}

func ExampleParseDetailed() {
	_, err := uri.ParseDetailed("http://[fe80::1%25eth0]/")
	fmt.Println(err)
	// Output: uri: invalid IPv6 address at offset 15 ('%'): "http://[fe80::1%25eth0]/"
}

func ExampleRef_HasQuery() {
	for _, s := range []string{"http://h", "http://h?", "http://h?x"} {
		r, _ := uri.Parse(s)
		fmt.Printf("%-11q defined=%-5v query=%q\n", s, r.HasQuery(), r.Query().In(s))
	}
	// Output:
	// "http://h"  defined=false query=""
	// "http://h?" defined=true  query=""
	// "http://h?x" defined=true  query="x"
}

func ExampleRef_HostKind() {
	for _, s := range []string{"//127.0.0.1", "//127.1", "//[::1]", "//[v7.x]", "//example.com"} {
		r, _ := uri.Parse(s)
		fmt.Println(s, r.HostKind())
	}
	// Output:
	// //127.0.0.1 ipv4
	// //127.1 regname
	// //[::1] ipv6
	// //[v7.x] ipvfuture
	// //example.com regname
}

func ExampleRef_PortNumber() {
	for _, s := range []string{"//h:8080", "//h:", "//h:99999", "//h"} {
		r, _ := uri.Parse(s)
		port, ok := r.PortNumber()
		fmt.Println(s, r.HasPort(), port, ok)
	}
	// Output:
	// //h:8080 true 8080 true
	// //h: true 0 false
	// //h:99999 true 0 false
	// //h false 0 false
}

func ExampleSplit() {
	// A log line that is not strictly valid: Split still finds the parts.
	s := "http://example.com/search?q=a b|c"
	_, err := uri.Parse(s)
	r := uri.Split(s)
	fmt.Println(err)
	fmt.Println(r.Host().In(s), r.Path().In(s), r.Query().In(s))
	// Output:
	// uri: invalid character in query
	// example.com /search q=a b|c
}

func ExampleCheck() {
	code, off := uri.Check("a:b:c/d e")
	fmt.Println(code.Name(), off)
	// Output: path 7
}

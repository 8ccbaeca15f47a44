// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriscan/uri"
)

// The examples of the methods of Ref, Span and the errors that had none
// (issue 48).

func ExampleRef_Scheme() {
	s := "HTTPS://example.com/"
	r, _ := uri.Parse(s)
	fmt.Println(r.Scheme().In(s), r.HasScheme()) // as written: not lower-cased
	r, _ = uri.Parse("//example.com/")
	fmt.Println(r.HasScheme(), r.Scheme().Len())
	// Output:
	// HTTPS true
	// false 0
}

func ExampleRef_Userinfo() {
	s := "ftp://anonymous:guest@ftp.example.com/"
	r, _ := uri.Parse(s)
	fmt.Printf("%q %v\n", r.Userinfo().In(s), r.HasUserinfo())
	r, _ = uri.Parse("ftp://@h/") // an empty userinfo is not an absent one
	fmt.Printf("%q %v\n", r.Userinfo().In("ftp://@h/"), r.HasUserinfo())
	// Output:
	// "anonymous:guest" true
	// "" true
}

func ExampleRef_Host() {
	for _, s := range []string{"http://Example.COM/", "http://[2001:db8::1]:8080/", "http://127.1/", "file:///etc/hosts"} {
		r, _ := uri.Parse(s)
		fmt.Printf("%q %v %v\n", r.Host().In(s), r.HostKind(), r.HasAuthority())
	}
	// Output:
	// "Example.COM" regname true
	// "2001:db8::1" ipv6 true
	// "127.1" regname true
	// "" regname true
}

func ExampleRef_Port() {
	for _, s := range []string{"http://h:8080/", "http://h:/", "http://h/", "http://h:99999/"} {
		r, _ := uri.Parse(s)
		n, ok := r.PortNumber()
		fmt.Printf("%q %v %d %v\n", r.Port().In(s), r.HasPort(), n, ok)
	}
	// Output:
	// "8080" true 8080 true
	// "" true 0 false
	// "" false 0 false
	// "99999" true 0 false
}

func ExampleRef_Path() {
	for _, s := range []string{"http://h", "http://h/a/b", "mailto:a@b", "../x", ""} {
		r, _ := uri.Parse(s)
		fmt.Printf("%q %v\n", r.Path().In(s), r.PathKind())
	}
	// Output:
	// "" abempty
	// "/a/b" abempty
	// "a@b" rootless
	// "../x" noscheme
	// "" empty
}

func ExampleRef_Query() {
	s := "/search?q=a%20b&lang=en#results"
	r, _ := uri.Parse(s)
	fmt.Println(r.Query().In(s), r.HasQuery())
	// Output: q=a%20b&lang=en true
}

func ExampleRef_Fragment() {
	for _, s := range []string{"/a#top", "/a#", "/a"} {
		r, _ := uri.Parse(s)
		fmt.Printf("%q %v\n", r.Fragment().In(s), r.HasFragment())
	}
	// Output:
	// "top" true
	// "" true
	// "" false
}

func ExampleRef_Authority() {
	s := "https://user@example.com:8443/a"
	r, _ := uri.Parse(s)
	fmt.Println(r.Authority().In(s), r.HasAuthority())
	// Output: user@example.com:8443 true
}

func ExampleRef_Component() {
	s := "https://example.com/a?q"
	r, _ := uri.Parse(s)
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		sp, defined := r.Component(c)
		fmt.Printf("%v %q %v\n", c, sp.In(s), defined)
	}
	// Output:
	// scheme "https" true
	// userinfo "" false
	// host "example.com" true
	// port "" false
	// path "/a" true
	// query "q" true
	// fragment "" false
}

func ExampleRef_ErrorOffset() {
	s := "http://example.com/a b"
	r, err := uri.Parse(s)
	fmt.Println(err, r.ErrorOffset(), r.Valid())
	fmt.Printf("%q\n", s[r.ErrorOffset():])
	// Output:
	// uri: invalid character in path 20 false
	// " b"
}

func ExampleRef_IsAbsolute() {
	for _, s := range []string{"http://h/p", "http://h/p#f", "//h/p", "p"} {
		r, _ := uri.Parse(s)
		fmt.Println(s, r.IsAbsolute(), r.IsRelative()) // absolute-URI: a scheme and no fragment
	}
	// Output:
	// http://h/p true false
	// http://h/p#f false false
	// //h/p false true
	// p false true
}

func ExampleRef_Len() {
	r, _ := uri.Parse([]byte("http://h/p?q"))
	fmt.Println(r.Len())
	// Output: 12
}

func ExampleRef_String() {
	r, _ := uri.Parse("http://h:80/p?q")
	fmt.Println(r)
	// Output:
	// scheme[0,4) host[7,8) port[9,11) path[11,13) query[14,15)
}

func ExampleSpan_In() {
	s := "http://example.com/a"
	r, _ := uri.Parse(s)
	sp := r.Host()
	fmt.Println(sp.Start, sp.End, sp.Len(), sp.In(s), sp)
	// Output:
	// 7 18 11 example.com [7,18)
}

func ExampleSpan_Bytes() {
	b := []byte("http://example.com/a")
	r, _ := uri.Parse(b)
	host := r.Host().Bytes(b) // a subslice of b, no copy, capped: an append to it copies
	fmt.Println(string(host), cap(host) == len(host))
	// Output:
	// example.com true
}

func ExampleErrorCode_Name() {
	_, err := uri.Parse("http://h:x/")
	var code uri.ErrorCode
	if errors.As(err, &code) {
		fmt.Println(code.Name(), "|", code.Error(), "|", code == uri.ErrPort)
	}
	code, _ = uri.Check("http://h/")
	fmt.Println(code.Name(), "|", code.Error(), "|", code == 0)
	// Output:
	// port | uri: invalid character in port | true
	// none | uri: no error | true
}

func ExampleParseError_Unwrap() {
	_, err := uri.ParseDetailed("http://h/a b")
	var pe *uri.ParseError
	fmt.Println(errors.As(err, &pe), errors.Is(err, uri.ErrPath))
	fmt.Println(pe.Code, pe.Offset)
	fmt.Println(pe.Error())
	// Output:
	// true true
	// uri: invalid character in path 10
	// uri: invalid character in path at offset 10 (' '): "http://h/a b"
}

func ExampleFindings_All() {
	s := "http://user:pw@127.1/a/../b"
	r, _ := uri.Parse(s)
	f := uri.Inspect(s, r)
	for one := range f.All() {
		fmt.Println(one)
	}
	fmt.Println(f&uri.FindPassword != 0, f.String())
	// Output:
	// numeric_host
	// password
	// userinfo
	// dot_segment
	// true numeric_host|password|userinfo|dot_segment
}

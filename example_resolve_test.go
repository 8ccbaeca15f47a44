// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleAppendResolve() {
	base := "http://a/b/c/d;p?q"
	var buf []byte
	for _, ref := range []string{"g", "../g", "//g", "?y", "#s", "../../../g", "http:g"} {
		buf, _ = uri.AppendResolve(buf[:0], base, ref, uri.ResolveStrict)
		fmt.Printf("%-12s %s\n", ref, buf)
	}
	buf, _ = uri.AppendResolve(buf[:0], base, "http:g", uri.ResolveNonStrict)
	fmt.Printf("%-12s %s (non-strict)\n", "http:g", buf)
	_, err := uri.AppendResolve(buf[:0], "/relative", "g", uri.ResolveStrict)
	fmt.Println(err)
	// Output:
	// g            http://a/b/c/g
	// ../g         http://a/b/g
	// //g          http://g
	// ?y           http://a/b/c/d;p?y
	// #s           http://a/b/c/d;p?q#s
	// ../../../g   http://a/g
	// http:g       http:g
	// http:g       http://a/b/c/g (non-strict)
	// uri: base is not a valid URI
}

func ExampleAppendResolve_guard() {
	// The path "//g" without an authority would read back as a host: the
	// target gets the prefix "/.".
	target, _ := uri.AppendResolve(nil, "f:/a", ".//g", uri.ResolveStrict)
	fmt.Println(string(target))
	// Output:
	// f:/.//g
}

func ExampleAppendResolveRef() {
	// Parse the base once, then resolve many references against it.
	base := "https://example.com/docs/guide/index.html"
	b, err := uri.Parse(base)
	if err != nil {
		panic(err)
	}
	buf := make([]byte, 0, 256)
	for _, ref := range [][]byte{[]byte("intro.html"), []byte("../api/"), []byte("/"), []byte("a b")} {
		r, err := uri.Parse(ref)
		if err != nil {
			fmt.Printf("%q: %v at offset %d\n", ref, err, r.ErrorOffset())
			continue
		}
		buf, _ = uri.AppendResolveRef(buf[:0], base, b, ref, r, uri.ResolveStrict)
		fmt.Println(string(buf))
	}
	// Output:
	// https://example.com/docs/guide/intro.html
	// https://example.com/docs/api/
	// https://example.com/
	// "a b": uri: invalid character in path at offset 1
}

func ExampleAppendRemoveDotSegments() {
	fmt.Println(string(uri.AppendRemoveDotSegments(nil, "/a/b/c/./../../g")))
	fmt.Println(string(uri.AppendRemoveDotSegments(nil, "mid/content=5/../6")))
	fmt.Println(string(uri.AppendRemoveDotSegments(nil, "/a/%2E%2E/b"))) // %2E is not a dot
	// Output:
	// /a/g
	// mid/6
	// /a/%2E%2E/b
}

func ExampleAppendRecompose() {
	s := "http://h?"
	r, _ := uri.Parse(s)
	fmt.Println(string(uri.AppendRecompose(nil, s, r)))
	// Output:
	// http://h?
}

// A crawler stores links relative to the page they were found on.
func ExampleAppendRelative() {
	page := "https://example.com/docs/guide/intro.html"
	for _, link := range []string{
		"https://example.com/docs/guide/setup.html#install",
		"https://example.com/docs/api/",
		"https://example.com/blog/2026/",
		"https://example.com/docs/guide/intro.html?lang=fr",
		"https://cdn.example.com/logo.png",
		"http://example.com/docs/",
	} {
		rel, _ := uri.AppendRelative(nil, page, link)
		back, _ := uri.AppendResolve(nil, page, rel, uri.ResolveStrict)
		fmt.Printf("%-40s %v\n", rel, string(back) == link)
	}
	// Output:
	// setup.html#install                       true
	// ../api/                                  true
	// /blog/2026/                              true
	// ?lang=fr                                 true
	// //cdn.example.com/logo.png               true
	// http://example.com/docs/                 true
}

// IRIs resolve with the Refs of ParseIRI, to an IRI; AppendToURI gives
// its URI.
func ExampleAppendResolveRef_iri() {
	base, ref := "http://例え.jp/a/b", "../東京?q=é"
	b, _ := uri.ParseIRI(base)
	r, _ := uri.ParseIRI(ref)
	iri, err := uri.AppendResolveRef(nil, base, b, ref, r, uri.ResolveStrict)
	if err != nil {
		panic(err)
	}
	u, _ := uri.AppendToURI(nil, iri)
	fmt.Println(string(iri))
	fmt.Println(string(u))
	_, err = uri.AppendResolve(nil, base, ref, uri.ResolveStrict)
	fmt.Println(err)
	// Output:
	// http://例え.jp/東京?q=é
	// http://%E4%BE%8B%E3%81%88.jp/%E6%9D%B1%E4%BA%AC?q=%C3%A9
	// uri: base is not a valid URI
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleParseIRI() {
	s := "https://ja.wikipedia.org/wiki/東京?q=値#節"
	r, err := uri.ParseIRI(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Host().In(s), r.Path().In(s), r.Query().In(s), r.Fragment().In(s))
	_, err = uri.Parse(s) // not a URI: RFC 3986 is ASCII only
	fmt.Println(err)
	// Output:
	// ja.wikipedia.org /wiki/東京 q=値 節
	// uri: invalid character in path
}

func ExampleParseIRI_error() {
	// A right-to-left override (U+202E, E2 80 AE) may not stand in an IRI
	// (RFC 3987 4.1). The offset is that of the byte at which the encoding
	// leaves the characters allowed: E2 80 begins some of them.
	s := "https://example.com/\u202egnp.exe"
	r, err := uri.ParseIRI(s)
	fmt.Println(err, "at offset", r.ErrorOffset())
	// Output: uri: invalid character in path at offset 22
}

func ExampleAppendToURI() {
	u, err := uri.AppendToURI(nil, "http://résumé.example.org/東京?q=値")
	fmt.Println(string(u), err)
	// Output: http://r%C3%A9sum%C3%A9.example.org/%E6%9D%B1%E4%BA%AC?q=%E5%80%A4 <nil>
}

func ExampleAppendToIRI() {
	// For display: UTF-8 that encodes characters an IRI allows is decoded;
	// ASCII, Latin-1 (not UTF-8) and a right-to-left override stay encoded.
	for _, s := range []string{
		"https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC",
		"http://www.example.org/D%FCrst?a=%20%41",
		"http://example.org/%E2%80%AEgnp.exe",
	} {
		i, _ := uri.AppendToIRI(nil, s)
		fmt.Println(string(i))
	}
	// Output:
	// https://ja.wikipedia.org/wiki/東京
	// http://www.example.org/D%FCrst?a=%20%41
	// http://example.org/%E2%80%AEgnp.exe
}

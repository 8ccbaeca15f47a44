// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web_test

import (
	"errors"
	"fmt"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// The examples of the functions that had none (issue 48).

func ExampleHostDiffers() {
	for _, s := range []string{
		"http://example.com/",
		"http://EXAMPLE.com/",
		"http://0x7f.1/",
		"http:evil.example/",
		"http://[::ffff:1.2.3.4]/",
		"http://例え.jp/",
	} {
		r, err := uri.ParseIRI(s)
		fmt.Println(s, web.HostDiffers(s, r), err)
	}
	// Output:
	// http://example.com/ false <nil>
	// http://EXAMPLE.com/ false <nil>
	// http://0x7f.1/ true <nil>
	// http:evil.example/ true <nil>
	// http://[::ffff:1.2.3.4]/ false <nil>
	// http://例え.jp/ false <nil>
}

func ExampleAppendHostRef() {
	s := "HTTPS://Bücher.example:443/"
	r, _ := uri.ParseIRI(s) // parsed once, for other uses too
	host, kind, err := web.AppendHostRef(nil, s, r)
	fmt.Println(string(host), kind, err)
	_, _, err = web.AppendHostRef(nil, "http://h:65536/", uri.Ref{})
	fmt.Println(err, errors.Is(err, web.ErrPortOutOfRange))
	// Output:
	// xn--bcher-kva.example domain <nil>
	// web: port-out-of-range true
}

func ExampleDiffers() {
	// The host is written once, and the finding computed from it.
	var buf []byte
	for _, s := range []string{"http://ex%61mple.com/", "http://example.com/"} {
		r, _ := uri.Parse(s)
		var kind web.Kind
		var err error
		buf, kind, err = web.AppendHostRef(buf[:0], s, r)
		fmt.Println(string(buf), web.Differs(s, r, buf, kind, err))
	}
	// Output:
	// example.com true
	// example.com false
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web_test

import (
	"fmt"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

func ExampleAppendHost() {
	var buf []byte
	for _, s := range []string{
		"http:evil.example/x",
		"http://ex%61mple.com/",
		"http://0x7f.1/",
		"http://evil.example\\@good.example/",
		"HTTPS://Bücher.example:443/",
		"git://Example.COM/repo",
		"mailto:someone@example.com",
		"http://h:65536/",
	} {
		var kind web.Kind
		var err error
		buf, kind, err = web.AppendHost(buf[:0], s)
		if err != nil {
			fmt.Printf("%-36q refused: %v\n", s, err)
			continue
		}
		fmt.Printf("%-36q %s %q\n", s, kind, buf)
	}
	// Output:
	// "http:evil.example/x"                domain "evil.example"
	// "http://ex%61mple.com/"              domain "example.com"
	// "http://0x7f.1/"                     ipv4 "127.0.0.1"
	// "http://evil.example\\@good.example/" domain "evil.example"
	// "HTTPS://Bücher.example:443/"        domain "xn--bcher-kva.example"
	// "git://Example.COM/repo"             opaque "Example.COM"
	// "mailto:someone@example.com"         none ""
	// "http://h:65536/"                    refused: web: port-out-of-range
}

func ExampleInspect() {
	for _, s := range []string{
		"http://example.com/",
		"http://127.1/",
		"http://ex%61mple.com/",
		"http://trusted.example@evil.example/",
	} {
		r, err := uri.Parse(s)
		if err != nil {
			continue
		}
		fmt.Println(s, web.Inspect(s, r))
	}
	// Output:
	// http://example.com/ 0
	// http://127.1/ numeric_host|web_host_differs
	// http://ex%61mple.com/ encoded_host|web_host_differs
	// http://trusted.example@evil.example/ userinfo
}

func ExampleHost() {
	host, kind, err := web.Host("http://[0:0::FFFF:192.0.2.1]:8080/")
	fmt.Println(host, kind, err)
	// Output: [::ffff:c000:201] ipv6 <nil>
}

func ExampleAppendHostBase() {
	// The links of a page at https://good.example/docs/, as a browser
	// resolves them.
	const page = "https://good.example/docs/"
	var buf []byte
	for _, href := range []string{
		"guide.html",
		"//cdn.example/app.js",
		"\\\\evil.example/x",
		"https:evil.example",
		"http:evil.example",
		"xn--a.example",
		"file:/etc/passwd",
	} {
		var kind web.Kind
		var err error
		buf, kind, err = web.AppendHostBase(buf[:0], href, page)
		if err != nil {
			fmt.Printf("%-22q refused: %v\n", href, err)
			continue
		}
		fmt.Printf("%-22q %s %q\n", href, kind, buf)
	}
	// Output:
	// "guide.html"           domain "good.example"
	// "//cdn.example/app.js" domain "cdn.example"
	// "\\\\evil.example/x"   domain "evil.example"
	// "https:evil.example"   domain "good.example"
	// "http:evil.example"    domain "evil.example"
	// "xn--a.example"        domain "good.example"
	// "file:/etc/passwd"     empty ""
}

func ExampleAppendHostDiffers() {
	var buf []byte
	for _, s := range []string{
		"https://Example.COM/x",
		"http://%78n--a/",
		"http:evil.example",
		"/relative",
	} {
		r, err := uri.Parse(s)
		if err != nil {
			continue
		}
		var kind web.Kind
		var differs bool
		buf, kind, differs, err = web.AppendHostDiffers(buf[:0], s, r)
		fmt.Printf("%-24q %s %q differs=%v err=%v\n", s, kind, buf, differs, err)
	}
	// Output:
	// "https://Example.COM/x"  domain "example.com" differs=false err=<nil>
	// "http://%78n--a/"        domain "xn--a" differs=true err=<nil>
	// "http:evil.example"      domain "evil.example" differs=true err=<nil>
	// "/relative"              none "" differs=false err=web: missing-scheme-non-relative-URL
}

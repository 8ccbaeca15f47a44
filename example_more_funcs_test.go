// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/uriscan/uri"
)

// The examples of the exported functions that had none (issue 48).

func ExampleAppendSetParam() {
	query := "page=2&utm_source=x&page=3&lang=en"
	q, _, err := uri.AppendSetParam(nil, query, uri.ParamOptions{}, "page", "7")
	fmt.Println(string(q), err)
	q, _, err = uri.AppendSetParam(q[:0], "", uri.ParamOptions{}, "page", "1")
	fmt.Println(string(q), err)
	// The value is raw: escape decoded text first.
	_, off, err := uri.AppendSetParam(nil, query, uri.ParamOptions{}, "q", "a b")
	fmt.Println(off, err)
	v := uri.AppendEscape(nil, "a b&c", uri.EscapeQueryComponent|uri.PlusSpace)
	q, _, _ = uri.AppendSetParam(q[:0], query, uri.ParamOptions{}, "q", string(v))
	fmt.Println(string(q))
	// Output:
	// page=7&utm_source=x&lang=en <nil>
	// page=1 <nil>
	// 3 uri: invalid character in query
	// page=2&utm_source=x&page=3&lang=en&q=a+b%26c
}

func ExampleAppendAddParam() {
	q, _, err := uri.AppendAddParam(nil, "tag=a&page=2", uri.ParamOptions{}, "tag", "b")
	fmt.Println(string(q), err)
	q, _, err = uri.AppendAddParam(q[:0], "", uri.ParamOptions{}, "tag", "a")
	fmt.Println(string(q), err)
	_, off, err := uri.AppendAddParam(nil, "a=1", uri.ParamOptions{}, "k=v", "x")
	fmt.Println(off, err)
	// Output:
	// tag=a&page=2&tag=b <nil>
	// tag=a <nil>
	// 1 uri: invalid character in query
}

func ExampleDefaultJSONKeys() {
	keys := uri.DefaultJSONKeys()
	fmt.Println(strings.Join(keys, ","))
	// A copy: changing it changes nothing in the package.
	opts := uri.ExtractOptions{JSONKeys: append(keys, "target")}
	text := []byte(`{"url":"/a","target":"/b","msg":"x"}` + "\n")
	matches, clean := uri.AppendExtract(nil, nil, text, &opts)
	for _, m := range matches {
		fmt.Println(string(m.KeyPath(clean)), string(m.Text(text, clean)))
	}
	// Output:
	// uri,url,href,path,location,referer,referrer,http_referer,http_referrer,request_uri,redirect_uri,*url,*uri,*urls,*uris
	// url /a
	// target /b
}

func ExampleErrorCodes() {
	for code := range uri.ErrorCodes() {
		if code.Name() == "percent" || code.Name() == "no_port" {
			fmt.Printf("%s: %v\n", code.Name(), code)
		}
	}
	n := 0
	for range uri.ErrorCodes() {
		n++
	}
	fmt.Println(n >= 21)
	// Output:
	// percent: uri: invalid percent-encoding
	// no_port: uri: missing port
	// true
}

func ExampleFromURL() {
	u, _ := url.Parse("https://example.com/a%20b?q=1#top")
	v, err := uri.FromURL(u)
	fmt.Println(v, err)
	// net/url reads more than RFC 3986 allows: a zone in an IPv6 literal.
	u, _ = url.Parse("http://[fe80::1%25en0]/")
	_, err = uri.FromURL(u)
	fmt.Println(err)
	// Output:
	// https://example.com/a%20b?q=1#top <nil>
	// uri: the URL's String is not an RFC 3986 URI-reference
	// uri: invalid IPv6 address
}

func ExampleImplementations() {
	impls := uri.Implementations()
	fmt.Println(impls[0], slices.Contains(impls, uri.Implementation()))
	// Output: generic true
}

func ExampleImplementation() {
	// The kernel in use: "generic" in a build with -tags purego, or the
	// assembly kernel the package chose for this CPU, such as "avx2".
	fmt.Println(slices.Contains(uri.Implementations(), uri.Implementation()))
	// Output: true
}

func ExampleImplementationSource() {
	src, err := uri.ImplementationSource()
	// "auto" at start-up, or "URISCAN_KERNEL" when the environment pinned
	// the kernel.
	fmt.Println(src == "auto" || src == "URISCAN_KERNEL", err)
	// Output:
	// true <nil>
}

func ExampleParseURI() {
	u, err := uri.ParseURI("https://example.com:8443/a/b?q=1")
	fmt.Println(u.Host(), u.Port(), u.Path(), u.Query(), err)
	_, err = uri.ParseURI("https://example.com/a b")
	fmt.Println(err)
	// Output:
	// example.com 8443 /a/b q=1 <nil>
	// uri: invalid character in path
}

func ExampleMustParseURI() {
	// For references in the source, known to be valid.
	upstream := uri.MustParseURI("https://backend.internal/api/")
	u, _ := upstream.Resolve(uri.MustParseURI("v2/items"))
	fmt.Println(u)
	// Output:
	// https://backend.internal/api/v2/items
}

func ExampleRaw() {
	// A raw part is written as it is, and checked.
	b, _, err := uri.AppendBuild(nil, &uri.Parts{
		uri.ComponentScheme: uri.Raw("https"),
		uri.ComponentHost:   uri.Raw("example.com"),
		uri.ComponentPath:   uri.Raw("/a%20b"),
	})
	fmt.Println(string(b), err)
	_, off, err := uri.AppendBuild(nil, &uri.Parts{uri.ComponentPath: uri.Raw("/a b")})
	fmt.Println(off, err)
	// Output:
	// https://example.com/a%20b <nil>
	// 2 uri: invalid character in path
}

func ExampleDecoded() {
	// A decoded part is escaped for its component.
	b, _, err := uri.AppendBuild(nil, &uri.Parts{
		uri.ComponentScheme: uri.Raw("https"),
		uri.ComponentHost:   uri.Raw("example.com"),
		uri.ComponentPath:   uri.Decoded("/a b/ü"),
		uri.ComponentQuery:  uri.Decoded("q=a&b"),
	})
	fmt.Println(string(b), err)
	// Output:
	// https://example.com/a%20b/%C3%BC?q=a&b <nil>
}

func ExampleNewScanner() {
	log := "GET /a HTTP/1.1\nsee https://example.com/x and \"../up\"\n"
	sc := uri.NewScanner(strings.NewReader(log), nil)
	sc.CountLines('\n')
	for sc.Scan() {
		m := sc.Match()
		fmt.Println(sc.Line(), m.Start, string(sc.Text()), m.Valid())
	}
	fmt.Println(sc.Err())
	// Output:
	// 1 4 /a true
	// 2 20 https://example.com/x true
	// 2 47 ../up true
	// <nil>
}

func ExampleDefaultSchemeRules() {
	for _, r := range uri.DefaultSchemeRules() {
		fmt.Print(r.Scheme, ":", r.DefaultPort, " ")
	}
	fmt.Println()
	// Output:
	// http:80 https:443 ws:80 wss:443 ftp:21
}

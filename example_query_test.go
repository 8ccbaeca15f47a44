// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"

	"github.com/uriscan/uri"
)

func ExampleParams() {
	s := "https://example.com/search?q=caf%C3%A9+au+lait&lang=fr&debug&page="
	r, _ := uri.Parse(s)
	var buf []byte
	for p := range uri.Params(r.Query().In(s), uri.ParamOptions{}) {
		buf, _, _ = uri.AppendUnescape(buf[:0], p.Value, uri.EscapeQueryComponent|uri.PlusSpace)
		fmt.Printf("%s has value %v: %q\n", p.Key, p.HasValue, buf)
	}
	// Output:
	// q has value true: "café au lait"
	// lang has value true: "fr"
	// debug has value false: ""
	// page has value true: ""
}

func ExampleParams_limit() {
	q := "a=1;b=2;c=3"
	for p, err := range uri.Params(q, uri.ParamOptions{Sep: uri.SepAmpSemicolon, Max: 2}) {
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(p.Key, p.Value)
	}
	// Output:
	// a 1
	// b 2
	// uri: more query parameters than the limit
}

// A router reads the segments of a request path: "%2F" stays inside its
// segment, and an empty segment is reported, so "/files/a%2Fb" and
// "/files//a/b" are not taken for "/files/a/b".
func ExampleSegments() {
	for _, target := range []string{"/files/a%2Fb", "/files//a/b", "/files/a/b"} {
		r, _ := uri.Parse(target)
		var segs []string
		for s := range uri.Segments(r.Path().In(target)) {
			dec, _, _ := uri.AppendUnescape(nil, s.Text, uri.EscapePathSegment)
			segs = append(segs, strconv.Quote(string(dec)))
		}
		fmt.Println(target, "->", strings.Join(segs, " "))
	}
	// Output:
	// /files/a%2Fb -> "files" "a/b"
	// /files//a/b -> "files" "" "a" "b"
	// /files/a/b -> "files" "a" "b"
}

// A log pipeline strips tracking parameters before counting URLs, keeping
// every other byte.
func ExampleAppendDropParams() {
	for _, s := range []string{
		"https://example.com/p?id=7&utm_source=news&utm_medium=mail&lang=en#top",
		"https://example.com/p?utm_campaign=x",
	} {
		r, _ := uri.Parse(s)
		q, _ := uri.AppendDropParams(nil, r.Query().In(s), uri.ParamOptions{}, func(p uri.Param[string]) bool {
			return strings.HasPrefix(p.Key, "utm_")
		})
		var out []byte
		if len(q) == 0 {
			out, _, _ = uri.AppendSet(nil, s, r, uri.ComponentQuery, uri.Part{})
		} else {
			out, _, _ = uri.AppendSet(nil, s, r, uri.ComponentQuery, uri.Raw(string(q)))
		}
		fmt.Println(string(out))
	}
	// Output:
	// https://example.com/p?id=7&lang=en#top
	// https://example.com/p
}

// A log pipeline drops tracking parameters by their decoded key, so that
// "utm_%73ource" goes too, keeping every other byte of the query; when
// nothing is dropped, the query is as it was, an empty one included.
func ExampleAppendDropParamKeys() {
	for _, q := range []string{
		"a=1&utm_source=x&utm_%2F=2&b=2",
		"%75tm_medium=mail&fbclid=XyZ&lang=en",
		"id=7&&x",
		"",
	} {
		out, _ := uri.AppendDropParamKeys(nil, q, uri.ParamOptions{}, "utm_*", "fbclid")
		fmt.Printf("%q\n", out)
	}
	// Output:
	// "a=1&b=2"
	// "lang=en"
	// "id=7&&x"
	// ""
}

// A reverse proxy sends a request to its backend: another scheme and
// host, the path and query as they came.
func ExampleAppendSet() {
	in := "http://public.example.com/api/v1/items?page=2"
	r, _ := uri.Parse(in)
	https, _, _ := uri.AppendSet(nil, in, r, uri.ComponentScheme, uri.Raw("https"))
	r2, _ := uri.Parse(https)
	out, _, err := uri.AppendSet(nil, https, r2, uri.ComponentHost, uri.Raw("backend.internal"))
	fmt.Println(string(out), err)
	_, off, err := uri.AppendSet(nil, in, r, uri.ComponentHost, uri.Raw("bad host"))
	fmt.Println(off, err)
	// Output:
	// https://backend.internal/api/v1/items?page=2 <nil>
	// 3 uri: invalid character in host
}

// Building a URL from a template's values: each decoded value is escaped
// for its component.
func ExampleAppendBuild() {
	user, term := "gopher", "café & crème"
	q, _, _ := uri.AppendSetParam(nil, "", uri.ParamOptions{}, "q", string(uri.AppendEscape(nil, term, uri.EscapeQueryComponent)))
	out, _, err := uri.AppendBuild(nil, &uri.Parts{
		uri.ComponentScheme: uri.Raw("https"),
		uri.ComponentHost:   uri.Raw("example.com"),
		uri.ComponentPath:   uri.Decoded("/users/" + user + "/search results"),
		uri.ComponentQuery:  uri.Raw(string(q)),
	})
	fmt.Println(string(out), err)
	// Output:
	// https://example.com/users/gopher/search%20results?q=caf%C3%A9%20%26%20cr%C3%A8me <nil>
}

// A host from a netip.Addr: an IPv6 address is written as a literal in
// brackets.
func ExampleAddrHost() {
	host, _ := uri.AddrHost(netip.MustParseAddr("2001:db8::7"))
	out, _, err := uri.AppendBuild(nil, &uri.Parts{
		uri.ComponentScheme: uri.Raw("http"),
		uri.ComponentHost:   host,
		uri.ComponentPort:   uri.Raw("8080"),
		uri.ComponentPath:   uri.Raw("/status"),
	})
	fmt.Println(string(out), err)
	_, err = uri.AddrHost(netip.MustParseAddr("fe80::1%eth0"))
	fmt.Println(err)
	// Output:
	// http://[2001:db8::7]:8080/status <nil>
	// uri: invalid IPv6 address
}

// A router reads a parameter as net/url's Values.Get finds it: by its
// decoded key.
func ExampleLookupParam() {
	s := "/list?%70age=7&page=8&q=a+b%21"
	r, _ := uri.Parse(s)
	q := r.Query().In(s)
	if p, ok := uri.LookupParam(q, uri.ParamOptions{}, "page"); ok {
		fmt.Println("page:", p.Value)
	}
	if p, ok := uri.LookupParam(q, uri.ParamOptions{}, "q"); ok {
		v, _, _ := uri.AppendUnescape(nil, p.Value, uri.EscapeQueryComponent|uri.PlusSpace)
		fmt.Printf("q: %s (raw %s)\n", v, p.Value)
	}
	_, ok := uri.LookupParam(q, uri.ParamOptions{}, "sort")
	fmt.Println("sort:", ok)
	// Output:
	// page: 7
	// q: a b! (raw a+b%21)
	// sort: false
}

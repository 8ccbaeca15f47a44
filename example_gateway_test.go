// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleAppendDecodedSegments() {
	target := "/files/a%2Fb/caf%C3%A9"
	r, _, _ := uri.ParseRequestTarget("GET", target)
	// No room beforehand: the spans stay right as buf grows.
	buf, segs, _, err := uri.AppendDecodedSegments(nil, nil, r.Path().In(target))
	if err != nil {
		panic(err)
	}
	for _, s := range segs {
		fmt.Printf("%q\n", s.Bytes(buf))
	}
	// Output:
	// "files"
	// "a/b"
	// "café"
}

func ExampleAppendDecodedSegment() {
	var buf []byte
	var spans []uri.Span
	for seg := range uri.Segments("/users/j%C3%B6rg/repos") {
		var v uri.Span
		var err error
		if buf, v, err = uri.AppendDecodedSegment(buf, seg.Text); err != nil {
			panic(err)
		}
		spans = append(spans, v)
	}
	fmt.Printf("%s, %s, %s\n", spans[0].Bytes(buf), spans[1].Bytes(buf), spans[2].Bytes(buf))
	// Output: users, jörg, repos
}

func ExampleAppendDecodedParams() {
	query := "q=caf%C3%A9+au+lait&lang=fr&debug"
	buf, params, _, err := uri.AppendDecodedParams(nil, nil, query, uri.ParamOptions{}, uri.EscapeQueryComponent|uri.PlusSpace)
	if err != nil {
		panic(err)
	}
	for _, p := range params {
		fmt.Printf("%s=%q (has value: %v)\n", p.Key.Bytes(buf), p.Value.Bytes(buf), p.HasValue)
	}
	// Output:
	// q="café au lait" (has value: true)
	// lang="fr" (has value: true)
	// debug="" (has value: false)
}

// A gateway picks the port to connect to: the number, or the scheme's
// default when there is none or an empty one, and never the default for
// a port out of range.
func ExampleRef_PortValue() {
	for _, s := range []string{"http://www.example.com/x", "http://www.example.com:/x", "http://www.example.com:8080/x", "http://www.example.com:99999/x"} {
		r, _ := uri.Parse(s)
		port, kind := r.PortValue()
		def, _ := uri.DefaultPort(r.Scheme().In(s))
		to, err := r.PortOr(def)
		fmt.Printf("%-30s %-12v %5d -> %d %v\n", s, kind, port, to, err)
	}
	// Output:
	// http://www.example.com/x       absent           0 -> 80 <nil>
	// http://www.example.com:/x      empty            0 -> 80 <nil>
	// http://www.example.com:8080/x  valid         8080 -> 8080 <nil>
	// http://www.example.com:99999/x out_of_range     0 -> 0 uri: port is not a number from 0 to 65535
}

// A server checks the Origin header of a state-changing request before it
// compares it with its own origin.
func ExampleParseOriginHeader() {
	self := "https://www.example.com"
	for _, h := range []string{"https://www.example.com", "HTTPS://WWW.example.com:443", "null", "https://www.example.com/", "https://evil.example", "https://u@www.example.com"} {
		r, null, err := uri.ParseOriginHeader(h)
		switch {
		case err != nil:
			fmt.Printf("%-28s refused: %v at %d\n", h, err, r.ErrorOffset())
		case null:
			fmt.Printf("%-28s an opaque origin\n", h)
		default:
			fmt.Printf("%-28s same origin as %s: %v\n", h, self, uri.SameOrigin(h, self))
		}
	}
	// Output:
	// https://www.example.com      same origin as https://www.example.com: true
	// HTTPS://WWW.example.com:443  same origin as https://www.example.com: true
	// null                         an opaque origin
	// https://www.example.com/     refused: uri: not a serialized origin at 23
	// https://evil.example         same origin as https://www.example.com: false
	// https://u@www.example.com    refused: uri: not a serialized origin at 8
}

// A proxy refuses a userinfo in an http request-target (RFC 9110 4.2.4).
func ExampleParseRequestTarget_userinfo() {
	for _, target := range []string{"http://www.example.com/x", "http://user:secret@www.example.com/x"} {
		r, form, err := uri.ParseRequestTarget("GET", target)
		fmt.Println(form, err, r.ErrorOffset())
	}
	// Output:
	// absolute <nil> -1
	// absolute uri: userinfo in an http or https request-target 18
}

func ExampleEqualHost() {
	fmt.Println(uri.EqualHost("www.example.com", "WWW.Ex%61mple.com."))
	fmt.Println(uri.EqualHost("[::1]", "[0:0::1]"))
	fmt.Println(uri.EqualHost("[::ffff:192.0.2.1]", "192.0.2.1"))
	// Output:
	// true
	// true
	// false
}

// Virtual hosts in a map, one key for every spelling of a host.
func ExampleAppendNormalizeHost() {
	backends := map[string]string{"www.example.com": "10.0.0.1:8080", "[2001:db8::1]": "10.0.0.2:8080"}
	var key []byte
	for _, h := range []string{"WWW.Ex%61mple.com.", "[2001:DB8:0::1]", "other.example"} {
		key, _ = uri.AppendNormalizeHost(key[:0], h)
		backend, ok := backends[string(key)] // no allocation for the lookup
		fmt.Printf("%-20s %-16s %q %v\n", h, key, backend, ok)
	}
	// Output:
	// WWW.Ex%61mple.com.   www.example.com  "10.0.0.1:8080" true
	// [2001:DB8:0::1]      [2001:db8::1]    "10.0.0.2:8080" true
	// other.example        other.example    "" false
}

// A gateway checks that an absolute-form target and the Host header name
// the same authority before it hands both to a back end.
func ExampleMatchHostHeader() {
	target := "http://www.example.com/x"
	r, _, _ := uri.ParseRequestTarget("GET", target)
	for _, host := range []string{"www.example.com", "WWW.example.com:80", "www.example.com:8080", "evil.example"} {
		fmt.Println(host, uri.MatchHostHeader(target, r, host))
	}
	// Output:
	// www.example.com true
	// WWW.example.com:80 true
	// www.example.com:8080 false
	// evil.example false
}

func ExampleAppendJoinPath() {
	base := "https://api.example.com/v1/users?fields=name"
	r, _ := uri.Parse(base)
	for _, elems := range [][]string{{"42", "repos/"}, {"../v2", "a b"}, {"%2e%2e", "%2e%2e", "admin"}} {
		out, err := uri.AppendJoinPath(nil, base, r, elems...)
		fmt.Println(string(out), err)
	}
	// Output:
	// https://api.example.com/v1/users/42/repos/?fields=name <nil>
	// https://api.example.com/v1/v2/a%20b?fields=name <nil>
	// https://api.example.com/admin?fields=name <nil>
}

func ExampleURI_JoinPath() {
	u := uri.MustParseURI("https://example.com/docs/")
	v, err := u.JoinPath("guide", "../api", "index.html")
	fmt.Println(v, err)
	// Output: https://example.com/docs/api/index.html <nil>
}

func ExampleAppendRedacted() {
	s := "https://alice:s3cret@db.example.com:5432/app"
	out, _ := uri.AppendRedacted(nil, s, uri.Ref{})
	fmt.Println(string(out))
	// Output: https://alice:xxxxx@db.example.com:5432/app
}

func ExampleURI_Redacted() {
	fmt.Println(uri.MustParseURI("ftp://bob:hunter2@ftp.example.com/").Redacted())
	fmt.Println(uri.MustParseURI("ftp://bob@ftp.example.com/").Redacted())
	// Output:
	// ftp://bob:xxxxx@ftp.example.com/
	// ftp://bob@ftp.example.com/
}

// A gateway refuses the paths that servlet containers (Tomcat, Jetty,
// Spring) read as "..": a dot segment with a ";" parameter, which
// RFC 3986's dot-segment removal leaves in place.
func ExampleInspect_dotSegmentParam() {
	for _, s := range []string{
		"http://example.com/public/..;/admin",
		"http://example.com/a/..;jsessionid=1/b",
		"http://example.com/a;v=1/b",
	} {
		r, _ := uri.Parse(s)
		f := uri.Inspect(s, r)
		fmt.Println(s, f&uri.FindDotSegmentParam != 0)
	}
	// Output:
	// http://example.com/public/..;/admin true
	// http://example.com/a/..;jsessionid=1/b true
	// http://example.com/a;v=1/b false
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strconv"
	"testing"
)

// The functions a proxy or a router needs, which issue 37 asked for after
// ports from net/url: Host headers, origins, lookups by decoded key, path
// normalization, request-targets. TestProxyCalls is the program of the
// issue's "How we will check it": the functions by their names, on the
// inputs the issue lists. TestProxyCallsNoAllocs (proxy_alloc_test.go)
// runs the same calls under AllocsPerRun.

// proxyHostHeaders are the Host headers of the issue, with the error of
// each invalid one and its offset.
var proxyHostHeaders = []struct {
	in   string
	err  ErrorCode
	off  int
	host string
	port string
}{
	{"example.com:8080", 0, 0, "example.com", "8080"},
	{"[::1]:443", 0, 0, "::1", "443"},
	{"EXAMPLE.com", 0, 0, "EXAMPLE.com", ""},
	{"a@b", ErrUserinfo, 1, "", ""},
	{"h:", 0, 0, "h", ""}, // the default port (issue 45, item 2)
	{":80", ErrNoHost, 0, "", ""},
	{"h:99999", ErrPortNumber, 2, "", ""},
	{"a b", ErrHost, 1, "", ""},
}

// proxyCalls are the other checks of the issue: each call appends to
// buf what the functions it calls give (texts, the names of error codes,
// "true" or "false"), without allocating, and want is what they should
// give.
var proxyCalls = []struct {
	name string
	call func(buf []byte) []byte
	want string
}{
	{"AppendOrigin", func(buf []byte) []byte {
		s := "HTTP://Example.COM:80/p"
		r, _ := Parse(s)
		buf, err := AppendOrigin(buf[:0], s, r)
		return appendErr(buf, err)
	}, "http://example.com"},
	{"SameOrigin", func(buf []byte) []byte {
		buf = strconv.AppendBool(buf[:0], SameOrigin("https://h:443", "https://h"))
		buf = strconv.AppendBool(append(buf, ' '), SameOrigin("http://h:8080", "http://h"))
		return strconv.AppendBool(append(buf, ' '), SameOrigin("http://h:8080", "https://h"))
	}, "true false false"},
	{"LookupParam", func(buf []byte) []byte {
		s := "?%70age=7&page=8"
		r, _ := Parse(s)
		p, ok := LookupParam(r.Query().In(s), ParamOptions{}, "page")
		return strconv.AppendBool(append(append(buf[:0], p.Value...), ' '), ok)
	}, "7 true"},
	{"AppendDropParamKeys", func(buf []byte) []byte {
		buf, err := AppendDropParamKeys(buf[:0], "a=1&utm_source=x&utm_%2F=2&b=2", ParamOptions{}, "utm_*")
		return appendErr(buf, err)
	}, "a=1&b=2"},
	{"ParseRequestTarget", func(buf []byte) []byte {
		r, form, err := ParseRequestTarget("GET", "http:///x")
		buf = appendErr(append(buf[:0], form.String()...), err)
		return strconv.AppendBool(append(buf, ' '), r.Valid())
	}, "absolute no_host false"},
	{"AppendNormalizePath", func(buf []byte) []byte {
		buf, err := AppendNormalizePath(buf[:0], "/a/./b/../%7e", LevelSyntax)
		return appendErr(buf, err)
	}, "/a/~"},
	{"ParseAuthority", func(buf []byte) []byte {
		s := "user@example.com:8080"
		r, err := ParseAuthority(s)
		buf = append(append(buf[:0], r.Userinfo().In(s)...), ' ')
		buf = append(append(buf, r.Host().In(s)...), ' ')
		return appendErr(append(buf, r.Port().In(s)...), err)
	}, "user example.com 8080"},
	{"AppendNormalizeRef of an origin-form", func(buf []byte) []byte {
		s := "//evil.example/../x"
		r, _, _ := ParseRequestTarget("GET", s)
		buf, err := AppendNormalizeRef(buf[:0], s, r, LevelSyntax)
		buf = appendErr(buf, err)
		s = "//a//b"
		r, _, _ = ParseRequestTarget("GET", s)
		buf, err = AppendNormalizeRef(append(buf, ' '), s, r, LevelSyntax)
		return appendErr(buf, err)
	}, "//x //a//b"},
	{"Inspect", func(buf []byte) []byte {
		s := "https:/x"
		r, _ := Parse(s)
		return append(buf[:0], Inspect(s, r).String()...)
	}, "http_no_host"},
}

// appendErr appends " " and the name of err's code, nothing for nil.
func appendErr(buf []byte, err error) []byte {
	if err == nil {
		return buf
	}
	return append(append(buf, ' '), err.(ErrorCode).Name()...)
}

func TestProxyCalls(t *testing.T) {
	for _, c := range proxyHostHeaders {
		r, err := ParseHostHeader(c.in)
		if c.err != 0 {
			if err != c.err || r.ErrorOffset() != c.off {
				t.Errorf("ParseHostHeader(%q) = %v at %d, want %v at %d", c.in, err, r.ErrorOffset(), c.err, c.off)
			}
			continue
		}
		if err != nil || r.Host().In(c.in) != c.host || r.Port().In(c.in) != c.port {
			t.Errorf("ParseHostHeader(%q) = host %q, port %q, %v; want %q, %q", c.in, r.Host().In(c.in), r.Port().In(c.in), err, c.host, c.port)
		}
	}
	buf := make([]byte, 0, 64)
	for _, c := range proxyCalls {
		if got := c.call(buf); string(got) != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

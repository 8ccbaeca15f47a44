// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

// The per-request calls of a gateway (issue 45).

func BenchmarkAppendDecodedSegments(b *testing.B) {
	path := "/api/v1/users/j%C3%B6rg/repos/a%2Fb/issues"
	buf := make([]byte, 0, 64)
	segs := make([]Span, 0, 8)
	b.SetBytes(int64(len(path)))
	b.ReportAllocs()
	for b.Loop() {
		_, _, _, _ = AppendDecodedSegments(buf, segs[:0], path)
	}
}

func BenchmarkAppendDecodedParams(b *testing.B) {
	q := "q=caf%C3%A9+au+lait&lang=fr&page=2&sort=desc"
	buf := make([]byte, 0, 64)
	ps := make([]DecodedParam, 0, 8)
	b.SetBytes(int64(len(q)))
	b.ReportAllocs()
	for b.Loop() {
		_, _, _, _ = AppendDecodedParams(buf, ps[:0], q, ParamOptions{}, EscapeQueryComponent|PlusSpace)
	}
}

func BenchmarkEqualHost(b *testing.B) {
	for _, c := range []struct{ name, a, b string }{
		{"regname", "www.example.com", "WWW.Ex%61mple.com."},
		{"ipv6", "[::1]", "[0:0::1]"},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.a) + len(c.b)))
			b.ReportAllocs()
			for b.Loop() {
				_ = EqualHost(c.a, c.b)
			}
		})
	}
}

func BenchmarkMatchHostHeader(b *testing.B) {
	target := "http://www.example.com/a/b?c"
	r, _ := Parse(target)
	b.SetBytes(int64(len(target)))
	b.ReportAllocs()
	for b.Loop() {
		_ = MatchHostHeader(target, r, "WWW.example.com:80")
	}
}

func BenchmarkParseOriginHeader(b *testing.B) {
	s := "https://www.example.com:8443"
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		_, _, _ = ParseOriginHeader(s)
	}
}

func BenchmarkAppendJoinPath(b *testing.B) {
	s := "https://api.example.com/v1/users?fields=name"
	r, _ := Parse(s)
	buf := make([]byte, 0, 128)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		_, _ = AppendJoinPath(buf, s, r, "42", "../43", "repos/")
	}
}

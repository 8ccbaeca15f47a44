// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestProxyCallsNoAllocs runs the calls of TestProxyCalls under
// AllocsPerRun: none allocates, on valid or invalid input.
func TestProxyCallsNoAllocs(t *testing.T) {
	for _, c := range proxyHostHeaders {
		b := []byte(c.in)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			r, err := ParseHostHeader(c.in)
			rb, _ := ParseHostHeader(b)
			ra, _ := ParseAuthority(b)
			if err != nil {
				sink++
			}
			sink += r.Host().Len() + rb.Port().Len() + ra.Len()
		}); allocs != 0 {
			t.Errorf("ParseHostHeader(%q): %v allocations per run, want 0", c.in, allocs)
		}
		_ = sink
	}
	buf := make([]byte, 0, 64)
	for _, c := range proxyCalls {
		if allocs := testing.AllocsPerRun(100, func() { c.call(buf) }); allocs != 0 {
			t.Errorf("%s: %v allocations per run, want 0", c.name, allocs)
		}
	}
}

// TestProxyFunctionsNoAllocs checks that the proxy's functions allocate
// nothing, on valid and invalid input, strings and byte slices: with room
// in dst for those that write.
func TestProxyFunctionsNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 128)
	for _, s := range []string{
		"example.com:8080", "[::1]:443", "u:p@h:80", "a@b", "h:", ":80", "h:99999", "a b", "",
		"HTTP://u@Example.COM:80/p?q", "https://h:8443/", "http://ex%61mple.com/", "http://[FE80::1]:080/",
		"http:///x", "mailto:a@b", "/a/./b/../%7e?%70age=7&page=8", "//evil.example/../x", "http://a b/",
	} {
		b := []byte(s)
		pr, _ := Parse(s)
		tr, _, _ := ParseRequestTarget("GET", s)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			r, _ := ParseAuthority(s)
			h, _ := ParseHostHeader(s)
			rb, _ := ParseAuthority(b)
			hb, _ := ParseHostHeader(b)
			sink += r.Len() + h.Len() + rb.Len() + hb.Len()
			o, _ := AppendOrigin(buf[:0], s, pr)
			ob, _ := AppendOrigin(buf[:0], b, Ref{})
			sink += len(o) + len(ob)
			if SameOrigin(s, b) || SameOrigin(b, "https://h") {
				sink++
			}
			p, ok := LookupParam(pr.Query().In(s), ParamOptions{}, "page")
			pb, _ := LookupParam(pr.Query().Bytes(b), ParamOptions{Sep: SepAmpSemicolon}, "a b")
			if ok {
				sink += len(p.Value) + len(pb.Key)
			}
			n, _ := AppendNormalizePath(buf[:0], pr.Path().In(s), LevelSyntax)
			nb, _ := AppendNormalizePath(buf[:0], b, LevelScheme)
			sink += len(n) + len(nb)
			t, _ := AppendNormalizeRef(buf[:0], s, tr, LevelSyntax)
			_, _, err := ParseRequestTarget("GET", b)
			if err != nil {
				sink++
			}
			sink += len(t) + int(Inspect(s, pr))
		}); allocs != 0 {
			t.Errorf("%q: %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
	// A query on the caller's stack stays there: LookupParam calls no
	// closure, and its result is a slice of the query.
	sink := 0
	if allocs := testing.AllocsPerRun(100, func() {
		var q [32]byte
		n := copy(q[:], "a=1&%70age=7")
		p, ok := LookupParam(q[:n], ParamOptions{}, "page")
		if ok {
			sink += len(p.Value)
		}
	}); allocs != 0 {
		t.Errorf("LookupParam of a query on the stack: %v allocations per run, want 0", allocs)
	}
}

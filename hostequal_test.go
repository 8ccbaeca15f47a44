// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// hostKeyTests are hosts and their normalized forms; "" for an invalid
// host.
var hostKeyTests = []struct{ in, key string }{
	{"www.example.com", "www.example.com"},
	{"WWW.Example.COM", "www.example.com"},
	{"www.ex%61mple.com", "www.example.com"}, // issue 45, item 4
	{"www.ex%41mple.com", "www.example.com"},
	{"www.example.com.", "www.example.com"},
	{"www.example.com%2E", "www.example.com"},
	{"www.example.com..", "www.example.com.."},
	{"www.example.com.%2e", "www.example.com.."},
	{"www.example.com%2E%2E", "www.example.com.."},
	{"a%2E.", "a.."},
	{".", "."},
	{"..", ".."},
	{"", ""},
	{"caf%c3%a9.example", "caf%C3%A9.example"},
	{"a%21b", "a%21b"}, // a sub-delim stays encoded (6.2.2.2)
	{"a!b", "a!b"},
	{"127.0.0.1", "127.0.0.1"},
	{"%31%32%37.0.0.1", "127.0.0.1"},
	{"1.2.3.4.", "1.2.3.4"},
	{"[::1]", "[::1]"},
	{"[0:0::1]", "[::1]"},
	{"[0000:0000:0000:0000:0000:0000:0000:0001]", "[::1]"},
	{"::1", "[::1]"},
	{"[2001:DB8::1]", "[2001:db8::1]"},
	{"[::ffff:1.2.3.4]", "[::ffff:1.2.3.4]"},
	{"[::FFFF:102:304]", "[::ffff:1.2.3.4]"},
	{"[v1.Abc]", "[v1.abc]"},
	{"[V1.abc]", "[v1.abc]"},
}

// invalidHosts are refused by AppendNormalizeHost and equal to nothing.
var invalidHosts = []string{
	"h:80", "[::1]:80", "u@h", "a b", "[::1", "[::1]x", "::1::2", "v1.x:y", "h/", "%zz", "[fe80::1%25eth0]", "h:", ":",
	"caf\u00e9.example",
}

func TestAppendNormalizeHost(t *testing.T) {
	for _, c := range hostKeyTests {
		got, err := AppendNormalizeHost([]byte("x"), c.in)
		if err != nil || string(got) != "x"+c.key {
			t.Errorf("AppendNormalizeHost(%q) = %q, %v; want %q", c.in, got, err, "x"+c.key)
		}
		if gb, err := AppendNormalizeHost(nil, []byte(c.in)); err != nil || string(gb) != c.key {
			t.Errorf("AppendNormalizeHost([]byte(%q)) = %q, %v", c.in, gb, err)
		}
	}
	for _, h := range invalidHosts {
		if got, err := AppendNormalizeHost([]byte("x"), h); err == nil || string(got) != "x" {
			t.Errorf("AppendNormalizeHost(%q) = %q, %v; want an error", h, got, err)
		}
		if EqualHost(h, h) {
			t.Errorf("EqualHost(%q, itself) = true for an invalid host", h)
		}
	}
}

// TestEqualHost checks EqualHost on every pair of hosts against the
// equality of their normalized forms, which AppendNormalizeHost writes
// by another path (appendPctNormalized, netip.Addr.AppendTo).
func TestEqualHost(t *testing.T) {
	var hosts []string
	for _, c := range hostKeyTests {
		hosts = append(hosts, c.in)
	}
	hosts = append(hosts, invalidHosts...)
	hosts = append(hosts, "1.2.3.4", "[::ffff:1.2.3.4]", "example.com", "EXAMPLE.com.", "[::2]", "[v2.abc]", "a.b", "a%2Eb")
	for _, a := range hosts {
		for _, b := range hosts {
			ka, erra := AppendNormalizeHost(nil, a)
			kb, errb := AppendNormalizeHost(nil, b)
			want := erra == nil && errb == nil && string(ka) == string(kb)
			if got := EqualHost(a, b); got != want {
				t.Errorf("EqualHost(%q, %q) = %v; normalized %q, %q (%v, %v)", a, b, got, ka, kb, erra, errb)
			}
			if EqualHost(a, []byte(b)) != EqualHost(b, a) {
				t.Errorf("EqualHost(%q, %q) is not symmetric", a, b)
			}
		}
	}
	// The cases of the issue, spelled out.
	for _, c := range []struct {
		a, b string
		eq   bool
	}{
		{"www.example.com", "WWW.EXAMPLE.COM", true},
		{"www.example.com", "www.ex%61mple.com", true},
		{"www.example.com", "www.example.com.", true},
		{"www.example.com", "www.example.com..", false},
		{"[::1]", "[0:0::1]", true},
		{"[::ffff:1.2.3.4]", "1.2.3.4", false},
		{"[::ffff:1.2.3.4]", "[::ffff:102:304]", true},
		{"127.0.0.1", "%31%32%37.0.0.1", true},
		{"a%21b", "a!b", false},
	} {
		if got := EqualHost(c.a, c.b); got != c.eq {
			t.Errorf("EqualHost(%q, %q) = %v, want %v", c.a, c.b, got, c.eq)
		}
	}
}

// TestEqualHostRefs reads the hosts of URIs as Ref.Host gives them, and
// as the authority writes them.
func TestEqualHostRefs(t *testing.T) {
	for _, s := range []string{"http://[::1]:80/", "http://[0:0::1]/", "http://WWW.Ex%61mple.com./x", "http://www.example.com/"} {
		r, _ := Parse(s)
		host := r.Host().In(s)
		bracketed := host
		if r.HostKind() == HostIPv6 {
			bracketed = "[" + host + "]"
		}
		if !EqualHost(host, bracketed) {
			t.Errorf("EqualHost(%q, %q) = false", host, bracketed)
		}
	}
}

func TestMatchHostHeader(t *testing.T) {
	for _, c := range []struct {
		target, host string
		ok           bool
	}{
		{"http://www.example.com/x", "www.example.com", true},
		{"http://www.example.com/x", "WWW.example.com:80", true},
		{"http://www.example.com:80/x", "www.example.com", true},
		{"http://www.example.com:/x", "www.example.com:", true},
		{"http://www.example.com:/x", "www.example.com:80", true},
		{"https://www.example.com/x", "www.example.com:443", true},
		{"https://www.example.com/x", "www.example.com:80", false},
		{"http://www.example.com/x", "evil.example", false},
		{"http://www.ex%61mple.com./x", "www.example.com", true},
		{"http://[::1]:8080/", "[0:0::1]:8080", true},
		{"http://[::1]:8080/", "[::1]", false},
		{"http://[::ffff:1.2.3.4]/", "1.2.3.4", false},
		{"http://www.example.com:99999/x", "www.example.com:99999", false},
		{"http://www.example.com/x", "u@www.example.com", false},
		{"http://www.example.com/x", "", false},
		{"foo://h/x", "h", true},
		{"foo://h:/x", "h", true},
		{"foo://h:1/x", "h", false},
		{"foo://h:1/x", "h:01", true},
		{"mailto:a@b", "b", false},
		{"/x", "h", false},
		{"http://a b/", "a b", false},
	} {
		r, _ := Parse(c.target)
		if got := MatchHostHeader(c.target, r, c.host); got != c.ok {
			t.Errorf("MatchHostHeader(%q, %q) = %v, want %v", c.target, c.host, got, c.ok)
		}
		// The zero Ref: target is parsed again.
		if got := MatchHostHeader([]byte(c.target), Ref{}, []byte(c.host)); got != c.ok {
			t.Errorf("MatchHostHeader(%q, Ref{}, %q) = %v, want %v", c.target, c.host, got, c.ok)
		}
	}
}

// TestHostEqualLinear counts bytes: the normalized form of a long host is
// never longer than it.
func TestHostEqualLinear(t *testing.T) {
	for _, n := range []int{1, 100, 10000} {
		h := strings.Repeat("%41", n) + "."
		k, err := AppendNormalizeHost(nil, h)
		if err != nil || len(k) != n {
			t.Errorf("n=%d: key of %d bytes, %v", n, len(k), err)
		}
		if !EqualHost(h, strings.Repeat("a", n)) {
			t.Errorf("n=%d: not equal", n)
		}
	}
}

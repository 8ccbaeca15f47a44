// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/netip"
	"testing"
)

func TestAddr(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // "" for no address
	}{
		{"http://192.0.2.1:80/", "192.0.2.1"},
		{"//0.0.0.0", "0.0.0.0"},
		{"http://[2001:db8::1]/p", "2001:db8::1"},
		{"http://[2001:DB8:0:0:0:0:0:1]", "2001:db8::1"},
		{"http://[::ffff:192.0.2.1]/", "::ffff:192.0.2.1"},
		{"http://127.1/", ""},           // a reg-name, whatever resolvers make of it
		{"http://0x7f.0.0.1/", ""},      // same
		{"http://01.2.3.4/", ""},        // same
		{"http://example.com/", ""},     // reg-name
		{"http://[v1.fe80::1]/", ""},    // IPvFuture
		{"mailto:a@192.0.2.1", ""},      // no authority
		{"http://[fe80::1%25en0]/", ""}, // invalid: zones are not RFC 3986
		{"http://192.0.2.1 /", ""},      // invalid
	} {
		r, _ := Parse(c.in)
		checkAddr(t, c.in, r)
		got, ok := Addr(c.in, r)
		if c.want == "" {
			if ok {
				t.Errorf("Addr(%q) = %v, want none", c.in, got)
			}
			continue
		}
		if want := netip.MustParseAddr(c.want); !ok || got != want {
			t.Errorf("Addr(%q) = %v, %v; want %v", c.in, got, ok, want)
		}
	}
}

// TestAddrHost builds a reference with the host of AddrHost and reads the
// address back with Addr.
func TestAddrHost(t *testing.T) {
	for _, c := range []struct{ addr, host string }{
		{"192.0.2.1", "192.0.2.1"},
		{"0.0.0.0", "0.0.0.0"},
		{"2001:db8::1", "[2001:db8::1]"},
		{"::", "[::]"},
		{"::ffff:192.0.2.1", "[::ffff:192.0.2.1]"},
		{"fe80::1:2:3:4", "[fe80::1:2:3:4]"},
	} {
		a := netip.MustParseAddr(c.addr)
		part, err := AddrHost(a)
		if err != nil || part != Raw(c.host) {
			t.Errorf("AddrHost(%v) = %+v, %v; want Raw(%q)", a, part, err, c.host)
			continue
		}
		out, _, err := AppendBuild(nil, &Parts{ComponentScheme: Raw("http"), ComponentHost: part, ComponentPort: Raw("8080"), ComponentPath: Raw("/")})
		if err != nil {
			t.Errorf("AppendBuild with the host of %v: %v", a, err)
			continue
		}
		r, _ := Parse(out)
		if got, ok := Addr(out, r); !ok || got != a {
			t.Errorf("Addr(%q) = %v, %v; want %v", out, got, ok, a)
		}
	}
	for _, c := range []struct {
		a    netip.Addr
		want error
	}{
		{netip.Addr{}, ErrHost},
		{netip.MustParseAddr("fe80::1%en0"), ErrIPv6},
	} {
		if part, err := AddrHost(c.a); err != c.want {
			t.Errorf("AddrHost(%v) = %+v, %v; want %v", c.a, part, err, c.want)
		}
	}
}

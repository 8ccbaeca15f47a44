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

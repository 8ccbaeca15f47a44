// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

func TestSplitNeverFails(t *testing.T) {
	for _, tt := range []struct {
		in                       string
		scheme, host, port, path string
	}{
		{"http://exa mple.com:8x/a b?c", "http", "exa mple.com", "8x", "/a b"},
		{"http://[::1/x", "http", "[::1", "-", "/x"},
		{"http://[::1:80/x", "http", "[::1:80", "-", "/x"},
		{"http://[::1]:80/x", "http", "::1", "80", "/x"},
		{"http://[::1]x:80/x", "http", "::1", "-", "/x"},
		{"http://u@[v1.x]:/x", "http", "v1.x", "", "/x"},
		{"http://a@b@c/", "http", "c", "-", "/"},
		{"ht tp://h", "ht tp", "h", "-", ""},
		{":x", "-", "-", "-", ":x"},
		{"\xff\x00//", "-", "-", "-", "\xff\x00//"},
	} {
		r := Split(tt.in)
		got := [4]string{"-", "-", "-", r.Path().In(tt.in)}
		if r.HasScheme() {
			got[0] = r.Scheme().In(tt.in)
		}
		if r.HasAuthority() {
			got[1] = r.Host().In(tt.in)
		}
		if r.HasPort() {
			got[2] = r.Port().In(tt.in)
		}
		if want := [4]string{tt.scheme, tt.host, tt.port, tt.path}; got != want {
			t.Errorf("Split(%q) = %q, want %q", tt.in, got, want)
		}
		if r.Valid() || r.ErrorOffset() != -1 {
			t.Errorf("Split(%q): Valid=%v ErrorOffset=%d", tt.in, r.Valid(), r.ErrorOffset())
		}
	}
}

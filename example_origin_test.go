// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleAppendOrigin() {
	var buf []byte
	for _, s := range []string{"HTTP://Example.COM:80/p", "https://u@h:8443/a?b", "http://ex%61mple.com:080/", "mailto:a@b", "/relative"} {
		r, _ := uri.Parse(s)
		o, err := uri.AppendOrigin(buf[:0], s, r)
		if err != nil {
			fmt.Printf("%s: %v\n", s, err)
			continue
		}
		fmt.Printf("%s: %s\n", s, o)
		buf = o
	}
	// Output:
	// HTTP://Example.COM:80/p: http://example.com
	// https://u@h:8443/a?b: https://h:8443
	// http://ex%61mple.com:080/: http://example.com
	// mailto:a@b: uri: no host where one is required
	// /relative: uri: no scheme where one is required
}

// A server accepts a state-changing request only from a page of its own
// origin: the Origin header against the URL it serves.
func ExampleSameOrigin() {
	for _, c := range [][2]string{
		{"https://h:443", "https://h"},
		{"http://h:8080", "http://h"},
		{"https://shop.example", "HTTPS://Shop.Example/cart?id=1"},
		{"http://shop.example", "https://shop.example/"},
	} {
		fmt.Println(c[0], c[1], uri.SameOrigin(c[0], c[1]))
	}
	// Output:
	// https://h:443 https://h true
	// http://h:8080 http://h false
	// https://shop.example HTTPS://Shop.Example/cart?id=1 true
	// http://shop.example https://shop.example/ false
}

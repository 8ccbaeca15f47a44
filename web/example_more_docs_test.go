// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web_test

import (
	"fmt"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// Example_hosts is the example of docs/hosts.md.
func Example_hosts() {
	host, kind, err := web.Host("http://0x7f.1/admin") // an owned string: "127.0.0.1", web.IPv4, nil
	fmt.Println(host, kind, err)

	s := "http://ex%61mple.com/"
	buf := make([]byte, 0, 64)
	buf, kind, err = web.AppendHost(buf[:0], s) // no allocation for an ASCII host
	fmt.Println(string(buf), kind, err)

	r, _ := uri.Parse(s)
	f := web.Inspect(s, r) // uri.Inspect's findings, and FindWebHostDiffers
	fmt.Println(f, f&uri.FindWebHostDiffers != 0)
	// Output:
	// 127.0.0.1 ipv4 <nil>
	// example.com domain <nil>
	// encoded_host|web_host_differs true
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

// Example_api is the README's API in 20 lines.
func Example_api() {
	s := "https://user@example.com:8443/a/b?q=1#top"
	r, err := uri.Parse(s) // also uri.Parse(b []byte); never allocates
	if err != nil {        // err is a uri.ErrorCode: errors.Is(err, uri.ErrPath)
		fmt.Println(err, "at byte", r.ErrorOffset())
		return
	}
	fmt.Println(r.Scheme().In(s), r.Host().In(s), r.HostKind()) // Spans of s: no copy
	port, kind := r.PortValue()                                 // kind: absent, empty, valid or out of range
	fmt.Println(port, kind, r.Path().In(s), r.PathKind())
	fmt.Println(r.HasQuery(), r.Query().In(s), r.IsRelative()) // "http://h?" has an empty query, "http://h" none

	code, off := uri.Check("a b") // validate only
	fmt.Println(code.Name(), off)
	_, err = uri.ParseDetailed("//[::1") // a *uri.ParseError: what, where, and the input
	fmt.Println(err)
	t := "http://a b/c"
	fmt.Println(uri.Split(t).Host().In(t)) // Appendix B boundaries: never fails, checks nothing
	// Output:
	// https example.com regname
	// 8443 valid /a/b abempty
	// true q=1 false
	// path 1
	// uri: missing ']' in IP literal at offset 6 (end of input): "//[::1"
	// a b
}

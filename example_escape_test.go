// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleAppendEscape() {
	q := []byte("https://example.com/search?q=")
	q = uri.AppendEscape(q, "café & crème=1+1", uri.EscapeQueryComponent|uri.PlusSpace)
	fmt.Println(string(q))
	p := uri.AppendEscape(nil, "a/b c", uri.EscapePathSegment)
	fmt.Println(string(p))
	// Output:
	// https://example.com/search?q=caf%C3%A9+%26+cr%C3%A8me%3D1%2B1
	// a%2Fb%20c
}

func ExampleAppendUnescape() {
	v, _, err := uri.AppendUnescape(nil, "caf%C3%A9+%26+cr%C3%A8me", uri.EscapeQueryComponent|uri.PlusSpace)
	fmt.Printf("%s %v\n", v, err)
	v, _, _ = uri.AppendUnescape(nil, "/a%2Fb/c%20d", uri.EscapePath)
	fmt.Printf("%s\n", v)
	_, off, err := uri.AppendUnescape(nil, "file%00.txt", uri.EscapePathSegment|uri.RejectControl)
	fmt.Println(off, err)
	_, off, err = uri.AppendUnescape(nil, "100%", uri.EscapeQuery)
	fmt.Println(off, err)
	// Output:
	// café & crème <nil>
	// /a%2Fb/c d
	// 4 uri: percent-encoded control character
	// 4 uri: invalid percent-encoding
}

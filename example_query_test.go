// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/uriscan/uri"
)

func ExampleParams() {
	s := "https://example.com/search?q=caf%C3%A9+au+lait&lang=fr&debug&page="
	r, _ := uri.Parse(s)
	var buf []byte
	for p := range uri.Params(r.Query().In(s), uri.ParamOptions{}) {
		buf, _, _ = uri.AppendUnescape(buf[:0], p.Value, uri.EscapeQueryComponent|uri.PlusSpace)
		fmt.Printf("%s has value %v: %q\n", p.Key, p.HasValue, buf)
	}
	// Output:
	// q has value true: "café au lait"
	// lang has value true: "fr"
	// debug has value false: ""
	// page has value true: ""
}

func ExampleParams_limit() {
	q := "a=1;b=2;c=3"
	for p, err := range uri.Params(q, uri.ParamOptions{Sep: uri.SepAmpSemicolon, Max: 2}) {
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(p.Key, p.Value)
	}
	// Output:
	// a 1
	// b 2
	// uri: more query parameters than the limit
}

// A router reads the segments of a request path: "%2F" stays inside its
// segment, and an empty segment is reported, so "/files/a%2Fb" and
// "/files//a/b" are not taken for "/files/a/b".
func ExampleSegments() {
	for _, target := range []string{"/files/a%2Fb", "/files//a/b", "/files/a/b"} {
		r, _ := uri.Parse(target)
		var segs []string
		for s := range uri.Segments(r.Path().In(target)) {
			dec, _, _ := uri.AppendUnescape(nil, s.Text, uri.EscapePathSegment)
			segs = append(segs, strconv.Quote(string(dec)))
		}
		fmt.Println(target, "->", strings.Join(segs, " "))
	}
	// Output:
	// /files/a%2Fb -> "files" "a/b"
	// /files//a/b -> "files" "" "a" "b"
	// /files/a/b -> "files" "a" "b"
}

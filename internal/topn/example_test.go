// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn_test

import (
	"fmt"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/topn"
)

func Example() {
	log := []byte(`1.2.3.4 - - [20/Nov/2026:06:25:01 +0000] "GET /a/../b HTTP/1.1" 200 5 "https://www.google.com/search?q=x" "Googlebot/2.1 (+http://www.google.com/bot.html)"
1.2.3.4 - - [20/Nov/2026:06:25:02 +0000] "GET /b HTTP/1.1" 200 5 "https://example.org/" "curl/8.5.0"
1.2.3.4 - - [20/Nov/2026:06:25:03 +0000] "GET /c HTTP/1.1" 200 5 "https://www.google.com/" "curl/8.5.0"
`)
	ms, clean := uri.AppendExtract(nil, nil, log, nil)
	for _, f := range []topn.Field{topn.FieldReferer, topn.FieldTarget} {
		s := topn.Selector{Field: f}
		c := topn.NewCounter(0)
		for i := range ms {
			m := &ms[i]
			s.Each(m, m.Text(log, clean), m.KeyPath(clean), c.Add)
		}
		fmt.Println(f, c.Top(2), c.Exact())
	}
	// Output:
	// referer [{www.google.com 2} {example.org 1}] true
	// target [{/b 2} {/c 1}] true
}

// A Counter past its budget of distinct values says by how much at most
// each count may be below the true one.
func ExampleCounter_Shed() {
	c := topn.NewCounter(4)
	for _, v := range []string{"a", "b", "a", "c", "d", "a", "e", "f", "a", "b"} {
		c.AddString(v)
	}
	fmt.Println(c.Top(1), c.Exact(), c.Shed(), c.Total())
	// Output:
	// [{a 3}] false 1 10
}

// A Result prints as scan top prints it: lines as uniq -c's, or one JSON
// object.
func ExampleResult() {
	c := topn.NewCounter(0)
	for _, v := range []string{"/b", "/a", "/b", ""} {
		c.AddString(v)
	}
	r := c.Result(topn.FieldPath, 4, 2)
	fmt.Print(string(r.AppendText(nil)))
	fmt.Print(string(r.AppendJSON(nil)))
	// Output:
	//       2 /b
	//       1 ""
	// {"field": "path", "values": 4, "references": 4, "distinct": 3, "exact": true, "max_error": 0, "top": [{"value": "/b", "count": 2}, {"value": "", "count": 1}]}
}

// A Counter encoded on one machine is decoded and merged on another.
func ExampleCounter_MarshalBinary() {
	a, b := topn.NewCounter(0), topn.NewCounter(0)
	a.AddString("x")
	b.AddString("x")
	b.AddString("y")
	data, _ := b.MarshalBinary()
	var d topn.Counter
	if err := d.UnmarshalBinary(data); err != nil {
		fmt.Println(err)
	}
	a.Merge(&d)
	fmt.Println(a.Top(0), a.Total())
	// Output:
	// [{x 2} {y 1}] 3
}

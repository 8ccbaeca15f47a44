// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/uriscan/uri/beam/uris"
)

func init() {
	register.Function1x0(printTopText)
	register.Function1x0(printTopJSON)
}

// printTopText prints a TopResult as scan top does, printTopJSON as scan
// top -json does.
func printTopText(r uris.TopResult) { os.Stdout.Write(r.AppendText(nil)) }
func printTopJSON(r uris.TopResult) { os.Stdout.Write(r.AppendJSON(nil)) }

// The top referring hosts of the sample access log, and how many
// references carry a security finding, as scan top -f referer -n 3 and
// scan top -f finding -json print them.
func ExampleTopField() {
	p, s := beam.NewPipelineWithRoot()
	lines := textio.Read(s, "../../testdata/sample/access.log")
	beam.ParDo0(s, printTopText, uris.TopField(s, lines, nil, uris.TopOptions{Field: "referer", N: 3}))
	if _, err := beam.Run(context.Background(), "prism", p); err != nil {
		log.Fatal(err)
	}
	p, s = beam.NewPipelineWithRoot()
	lines = textio.Read(s, "../../testdata/sample/access.log")
	beam.ParDo0(s, printTopJSON, uris.TopField(s, lines, nil, uris.TopOptions{Field: "finding"}))
	if _, err := beam.Run(context.Background(), "prism", p); err != nil {
		log.Fatal(err)
	}
	// Output:
	//      28 com.example.app
	//      27 2001:db8::1
	//      22 example.org
	// {"field": "finding", "values": 61, "references": 45, "distinct": 5, "exact": true, "max_error": 0, "top": [{"value": "encoded_slash", "count": 16}, {"value": "password", "count": 16}, {"value": "userinfo", "count": 16}, {"value": "dot_segment", "count": 9}, {"value": "empty_segment", "count": 4}]}
}

func ExampleTopOptions_Check() {
	o := uris.TopOptions{Field: "target", Forms: []string{"authority", "asterisk"}}
	fmt.Println(o.Check())
	o.Field = "url"
	fmt.Println(o.Check())
	// Output:
	// <nil>
	// unknown field "url" (one of host, web_host, path, scheme, referer, target, finding, key)
}

// A TopResult past its budget of distinct values says so, and by how
// much at most its counts are below the true ones.
func ExampleTopResult_Note() {
	r := uris.TopResult{Field: "path", Values: 6, MaxDistinct: 4, MaxError: 1, Top: []uris.Count{{Key: "/b", N: 1}}}
	fmt.Print(string(r.AppendText(nil)))
	fmt.Println(r.Note())
	// Output:
	//       1 /b
	// approximate: over 4 distinct values of path; each count is at most 1 below the true one, and a value not shown occurs at most 1 times (Misra-Gries, 2 values kept: at most N/(k+1) = 6/3)
}

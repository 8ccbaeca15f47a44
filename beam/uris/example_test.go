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
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/beam/uris"
)

func init() {
	register.Function1x1(printSummary)
	register.Function1x0(printCounts)
	register.Function1x0(printResult)
}

// printSummary prints a summary as scan -stats does. (A DoFn that prints
// shows its output only on a runner in this process, such as Prism.)
func printSummary(sm uris.Summary) error { return sm.WriteText(os.Stdout) }

func printCounts(top []uris.Count) { fmt.Println(top) }

func printResult(r uris.Result) { fmt.Printf("%s -> %s%s\n", r.In, r.Out, r.Err) }

// The summary of the sample access log of the repository, as scan -stats
// prints it (but for the byte count).
func Example() {
	p, s := beam.NewPipelineWithRoot()
	lines := textio.Read(s, "../../testdata/sample/access.log")
	recs := uris.Extract(s, lines, nil)
	beam.ParDo0(s, printSummary, uris.Summarize(s, lines, recs, 10))
	if _, err := beam.Run(context.Background(), "prism", p); err != nil {
		log.Fatal(err)
	}
	// Output:
	// records: 218
	// references: 451 found, 451 reported: 366 valid, 85 invalid
	// kinds: bare 50 quoted 192 angle 1 request 208
	// invalid by code: host 23 path 22 query 14 percent 20 form 6
	// findings: encoded_slash 16 password 16 userinfo 16 dot_segment 9 empty_segment 4
	// top schemes: https 82 http 78 android-app 28 mailto 2 tel 2 ftp 1
	// top hosts: www.google.com 63 com.example.app 28 2001:db8::1 27 www.example.com 26 example.org 22 example.net 16 proxy.example.net 7 2001:db8::7 5 10.0.0.5 3 a.example 2
	// top referer hosts: com.example.app 28 2001:db8::1 27 example.org 22 www.google.com 22 www.example.com 17 example.net 16 10.0.0.5 3
}

// The three most frequent URLs of a log, however they are spelled:
// request-targets resolved against the site's address, then normalized.
func ExampleCountNormalized() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s,
		`"GET /a/./b HTTP/1.1" 200 "https://www.example.com/a/b"`,
		`"GET /a/%62 HTTP/1.1" 200 "HTTPS://WWW.example.com:443/c"`,
		`"GET /c HTTP/1.1" 200 "-"`,
		`"GET /d HTTP/1.1" 200 "-"`)
	recs := uris.Extract(s, lines, nil)
	counts := uris.CountNormalized(s, recs, uri.LevelScheme, "https://www.example.com/")
	beam.ParDo0(s, printCounts, uris.Top(s, counts, 3))
	if _, err := beam.Run(context.Background(), "prism", p); err != nil {
		log.Fatal(err)
	}
	// Output:
	// [{https://www.example.com/a/b 3} {https://www.example.com/c 2} {https://www.example.com/d 1}]
}

func ExampleNormalize() {
	p, s := beam.NewPipelineWithRoot()
	refs := beam.Create(s, "HTTP://Example.COM:80/a/./%7euser/../b?%41", "http://a b")
	beam.ParDo0(s, printResult, uris.Normalize(s, refs, uri.LevelScheme))
	if _, err := beam.Run(context.Background(), "prism", p); err != nil {
		log.Fatal(err)
	}
	// Unordered output:
	// HTTP://Example.COM:80/a/./%7euser/../b?%41 -> http://example.com/a/b?A
	// http://a b -> host
}

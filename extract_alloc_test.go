// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

func TestExtractNoAllocs(t *testing.T) { eachImplementation(t, testExtractNoAllocs) }

func testExtractNoAllocs(t *testing.T) {
	inputs := map[string]string{
		"log":     `::1 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b HTTP/1.1" 200 1 "http://r.example/" "UA"` + "\n",
		"invalid": `"GET /a%zz HTTP/1.1" http://h:x/ "/p q" http://[::g]/`,
		"angle":   "<ftp://foo.example.\n com/rfc/> <http://a/b>",
		"text":    "see https://en.wikipedia.org/wiki/Go_(language). mailto:a@b.c",
		"long":    "http://h/" + strings.Repeat("a", 70<<10),
		// JSON records: escaped values of keys that name a URL, and text
		// read by the text rules after unescaping; one cut short (read
		// as text, after the matches of its JSON are dropped).
		"json":     jsonAllocLine,
		"json cut": `{"url":"http:\/\/a.example\/","msg":"see <http:\/\/b`,
		// Request-targets (issue 44): one read at once, one that waits
		// for its method, one escaped.
		"json target": `{"request":{"method":"GET","uri":"//a/b"},"path":"h:1","request_uri":"\/c?d","method":"CONNECT"}` + "\n",
	}
	for name, in := range inputs {
		b := []byte(in)
		dst := make([]Match, 0, 16)
		clean := make([]byte, 0, 256)
		opts := &ExtractOptions{Schemes: []string{"http", "ftp", "mailto"}}
		for _, o := range []*ExtractOptions{nil, opts, {NoParse: true}} {
			n := testing.AllocsPerRun(100, func() {
				dst, clean = AppendExtract(dst[:0], clean[:0], b, o)
			})
			if n != 0 || len(dst) == 0 {
				t.Errorf("%s: AppendExtract: %v allocs, %d matches", name, n, len(dst))
			}
		}
	}
}

// jsonAllocLine is a JSON record of the allocation tests, with 4
// references: unescaped, under a key path, in free text and in an array.
const jsonAllocLine = `{"level":"info","request":{"uri":"/a?b=1\u0026c=2","headers":{"Referer":["https:\/\/r.example\/"]}},` +
	`"msg":"GET \/x HTTP\/1.1","note":"from \u003chttp://s.example/p\u003e","status":200}` + "\n"

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package logs_test

import (
	"bytes"
	"cmp"
	"fmt"
	"log"
	"maps"
	"slices"

	"github.com/klauspost/compress/gzip"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/logs"
)

// The program that answers "top referring hosts" over a gzip access log
// in the combined format, where the referer is the quoted field after
// the status and size, and a zstd Caddy JSON log, where it is the value
// of a Referer key.
func Example_topReferringHosts() {
	hosts := map[string]int{}
	for _, name := range []string{"testdata/access.log.gz", "testdata/caddy.jsonl.zst"} {
		f, err := logs.Open(name)
		if err != nil {
			log.Fatal(err)
		}
		r := logs.NewReader(f, nil)
		for r.Next() {
			rec := r.Record()
			referer := rec.Match.Kind == uri.KindQuoted || bytes.HasSuffix(bytes.ToLower(rec.Key), []byte("referer"))
			if referer && rec.Match.Valid() && rec.Match.Ref.HasAuthority() {
				hosts[string(rec.Match.Ref.Host().Bytes(rec.Text))]++
			}
		}
		if err := r.Err(); err != nil {
			log.Fatal(err)
		}
		f.Close()
	}
	top := slices.SortedFunc(maps.Keys(hosts), func(a, b string) int { return cmp.Or(hosts[b]-hosts[a], cmp.Compare(a, b)) })
	for _, h := range top {
		fmt.Println(hosts[h], h)
	}
	// Output:
	// 4 example.org
	// 3 www.google.com
	// 1 news.example.net
}

// A Reader gives each reference with its file, line, offset in the
// decompressed file, kind and form, and JSON key: Caddy's request.uri is
// a request-target of the method of its request object.
func ExampleReader() {
	f, err := logs.Open("testdata/caddy.jsonl.zst")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	fmt.Println(f.Format())
	r := logs.NewReader(f, nil)
	for r.Next() {
		rec := r.Record()
		fmt.Printf("%s:%d:%d %s %s %s %s\n", rec.File, rec.Line, rec.Offset, rec.Match.Kind, rec.Match.Form, rec.Key, rec.Text)
	}
	if err := r.Err(); err != nil {
		log.Fatal(err)
	}
	// Output:
	// zstd
	// testdata/caddy.jsonl.zst:1:147 target origin request.uri /docs/
	// testdata/caddy.jsonl.zst:1:178 value none request.headers.Referer https://www.google.com/
	// testdata/caddy.jsonl.zst:2:379 target authority request.uri www.example.com:443
	// testdata/caddy.jsonl.zst:3:575 target origin request.uri //evil.example/a/../b
	// testdata/caddy.jsonl.zst:3:621 value none request.headers.Referer https://example.org/docs/
}

// A File of a stream cut short reads the lines before the fault, and
// then fails with an error that names it and the decompressed offset.
func ExampleNewFile() {
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	fmt.Fprint(w, "see http://a.example/\nand http://b.example/ too\n")
	w.Close()
	cut := gz.Bytes()[:gz.Len()-12] // the gzip trailer and a few bytes of data lost
	r := logs.NewReader(logs.NewFile(bytes.NewReader(cut), "cut.log.gz"), nil)
	for r.Next() {
		fmt.Println(r.Record().Line, string(r.Record().Text))
	}
	fmt.Println(r.Err())
	// Output:
	// 1 http://a.example/
	// cut.log.gz: gzip data cut short at decompressed byte 46 (a truncated file?)
}

// JSONTargets reads a flag's list of target keys: added to the defaults,
// or after "=" instead of them.
func ExampleJSONTargets() {
	fmt.Println(logs.JSONTargets(""))
	fmt.Println(logs.JSONTargets("req.target, ?rpath"))
	fmt.Println(logs.JSONTargets("=req.target"), len(logs.JSONTargets("=")))
	// Output:
	// []
	// [request.uri request_uri RequestPath request_url cs-uri-stem http.target :path ?path ?uri ?url req.target ?rpath]
	// [req.target] 0
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Genlog writes a synthetic combined-format access log to standard
// output, for benchmarks of scan, or with -json the same lines as JSON
// objects (nginx's log_format escape=json), in which scan finds the same
// references:
//
//	go run ./scan/internal/accesslog/genlog -size 256 > /tmp/access.log
//	go run ./scan/internal/accesslog/genlog -json -size 256 > /tmp/access.jsonl
//	go run ./scan/internal/accesslog/genlog -lines "$(wc -l < /tmp/access.jsonl)" > /tmp/same.log
package main

import (
	"flag"
	"log"
	"os"

	"github.com/uriscan/uri/scan/internal/accesslog"
)

func main() {
	size := flag.Int64("size", 256, "size of the log in `MiB`")
	bytes := flag.Int64("bytes", 0, "size of the log in bytes (overrides -size)")
	seed := flag.Uint64("seed", 1, "random seed")
	text := flag.Bool("text", true, "mix free-text lines in")
	lines := flag.Int64("lines", 0, "write this many `lines` (overrides -size and -bytes)")
	json := flag.Bool("json", false, "write JSON lines, as nginx with escape=json")
	flag.Parse()
	n := *size << 20
	if *bytes > 0 {
		n = *bytes
	}
	if *lines > 0 {
		n = 0
	}
	if err := accesslog.WriteLog(os.Stdout, accesslog.Options{Bytes: n, Lines: *lines, Seed: *seed, Text: *text, JSON: *json}); err != nil {
		log.Fatal(err)
	}
}

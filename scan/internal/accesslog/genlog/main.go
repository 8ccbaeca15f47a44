// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Genlog writes a synthetic combined-format access log to standard
// output, for benchmarks of scan:
//
//	go run ./scan/internal/accesslog/genlog -size 256 > /tmp/access.log
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
	flag.Parse()
	n := *size << 20
	if *bytes > 0 {
		n = *bytes
	}
	if err := accesslog.Write(os.Stdout, n, *seed, *text); err != nil {
		log.Fatal(err)
	}
}

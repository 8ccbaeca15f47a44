// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Nativepath prints the path of the executable of a native peer program
// of the benchmarks (ada, the WHATWG URL parser in C++, or uriparser),
// building it first if it is not in the cache. The tests of the web
// package's answers against ada (../../webhost) run it once.
//
//	go run ./cmd/nativepath ada
package main

import (
	"fmt"
	"os"

	"github.com/uriscan/uri/bench"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: nativepath ada|uriparser")
		os.Exit(2)
	}
	path, err := bench.NativeProgram(os.Args[1], func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "nativepath: "+format+"\n", args...)
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "nativepath:", err)
		os.Exit(1)
	}
	fmt.Println(path)
}

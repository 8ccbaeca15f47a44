// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd || windows)

package main

import "os"

// isTerminal reports whether f is a terminal. On the systems that have no
// terminal check here (Plan 9, WebAssembly, ...) it reports
// false: no usage on an empty terminal stdin, and no progress line.
func isTerminal(f *os.File) bool { return false }

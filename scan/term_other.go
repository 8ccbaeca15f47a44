// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd || windows)

package main

import (
	"os"
	"syscall"
)

// isTerminal reports whether f is a terminal. On the systems that have no
// terminal check here (Plan 9, WebAssembly, ...) it reports
// false: no usage on an empty terminal stdin, and no progress line.
func isTerminal(f *os.File) bool { return false }

// readReady reports whether a read of the file of rc would return at
// once. Without a poll of pipes here, it reports false: the commands
// flush their output before each read of an input that is not a regular
// file.
func readReady(rc syscall.RawConn) bool { return false }

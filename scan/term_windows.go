// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"os"
	"syscall"

	"golang.org/x/sys/windows"
)

// isTerminal reports whether f is a console.
func isTerminal(f *os.File) bool {
	var mode uint32
	return windows.GetConsoleMode(windows.Handle(f.Fd()), &mode) == nil
}

// readReady reports whether a read of the file of rc would return at
// once. Without a poll of pipes here, it reports false: the commands
// flush their output before each read of an input that is not a regular
// file.
func readReady(rc syscall.RawConn) bool { return false }

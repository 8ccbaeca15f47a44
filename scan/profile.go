// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// profileEnv names the environment variable that makes scan write a CPU
// profile of its run to the file it names, in the format of
// runtime/pprof: for `go tool pprof`, and for scan's own build, whose
// profile-guided optimization reads default.pgo (made by pgo.sh).
const profileEnv = "URISCAN_CPUPROFILE"

// withCPUProfile runs f, with a CPU profile written to path when path is
// not empty, and returns f's exit code, or exitError, with the message on
// stderr, when the profile cannot be written.
func withCPUProfile(path string, stderr io.Writer, f func() int) int {
	if path == "" {
		return f()
	}
	out, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(stderr, "scan: %s: %v\n", profileEnv, err)
		return exitError
	}
	if err := pprof.StartCPUProfile(out); err != nil {
		out.Close()
		fmt.Fprintf(stderr, "scan: %s: %v\n", profileEnv, err)
		return exitError
	}
	code := f()
	pprof.StopCPUProfile()
	if err := out.Close(); err != nil {
		fmt.Fprintf(stderr, "scan: %s: %v\n", profileEnv, err)
		return exitError
	}
	return code
}

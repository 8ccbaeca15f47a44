// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"testing"
)

// TestCPUProfile checks withCPUProfile: the profile of a run is a
// gzip-compressed pprof protobuf; a profile that cannot be written, or
// profiling already under way, is an error, exit 2, with a message that
// names URISCAN_CPUPROFILE; without a path, f runs as it is.
func TestCPUProfile(t *testing.T) {
	if err := pprof.StartCPUProfile(io.Discard); err != nil {
		t.Skipf("CPU profiling is under way already (go test -cpuprofile?): %v", err)
	}
	// Profiling under way: withCPUProfile cannot start its own.
	var stderr bytes.Buffer
	ran := false
	code := withCPUProfile(filepath.Join(t.TempDir(), "busy.prof"), &stderr, func() int { ran = true; return exitOK })
	pprof.StopCPUProfile()
	if code != exitError || ran || !strings.Contains(stderr.String(), profileEnv) {
		t.Errorf("with profiling under way: code %d, ran %v, stderr %q; want %d, false, a message", code, ran, stderr.String(), exitError)
	}

	path := filepath.Join(t.TempDir(), "cpu.prof")
	stderr.Reset()
	code = withCPUProfile(path, &stderr, func() int {
		var out bytes.Buffer
		return run([]string{"-json", "../testdata/sample/access.log"}, nil, &out, io.Discard)
	})
	if code != exitOK || stderr.Len() != 0 {
		t.Fatalf("profiled run: code %d, stderr %q", code, stderr.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("the profile is not gzip-compressed: %v", err)
	}
	if b, err := io.ReadAll(zr); err != nil || len(b) == 0 {
		t.Fatalf("the profile: %d bytes, %v", len(b), err)
	}

	stderr.Reset()
	ran = false
	code = withCPUProfile(filepath.Join(t.TempDir(), "no", "cpu.prof"), &stderr, func() int { ran = true; return exitOK })
	if code != exitError || ran || !strings.Contains(stderr.String(), profileEnv+": open ") {
		t.Errorf("unwritable profile: code %d, ran %v, stderr %q; want %d, false, a message", code, ran, stderr.String(), exitError)
	}
	if code := withCPUProfile("", &stderr, func() int { return exitNotFound }); code != exitNotFound {
		t.Errorf("no profile: code %d, want f's %d", code, exitNotFound)
	}
}

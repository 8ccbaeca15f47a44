// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// bin is the folder of the scan and genlog binaries that TestMain builds.
var bin string

func TestMain(m *testing.M) {
	beamlog.LogLevel = "warn"
	dir, err := os.MkdirTemp("", "urilogs-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		// scan and the access-log generator of the root module, built
		// from the repository this module sits in (go test puts the go
		// command of its GOROOT first on PATH).
		build := exec.Command("go", "build", "-o", dir+string(filepath.Separator), "./scan", "./scan/internal/accesslog/genlog")
		build.Dir = filepath.Join("..", "..", "..")
		if out, err := build.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building scan and genlog: %v\n%s", err, out)
			return 2
		}
		bin = dir
		return ptest.MainRet(m)
	}()
	os.Exit(code)
}

// exe returns the path of the built command name.
func exe(name string) string {
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	return filepath.Join(bin, name)
}

// scanStats returns the summary scan -stats prints for file, without the
// byte count, which a line-by-line read does not know.
func scanStats(t *testing.T, file string) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command(exe("scan"), "-stats", "-c", file)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 { // 1: nothing found
			t.Fatalf("scan -stats %s: %v\n%s", file, err, stderr.Bytes())
		}
	}
	return regexp.MustCompile(`(?m)^(records: \d+) \(\d+ bytes\)$`).ReplaceAllString(stderr.String(), "$1")
}

// runPipeline runs urilogs on Prism with the flags of c, and returns its
// summary.
func runPipeline(t *testing.T, c config) string {
	t.Helper()
	if c.output == "" {
		c.output = filepath.Join(t.TempDir(), "summary.txt")
	}
	if err := c.check(); err != nil {
		t.Fatal(err)
	}
	if err := ptest.Run(pipeline(&c)); err != nil {
		t.Fatalf("pipeline: %v", err)
	}
	b, err := os.ReadFile(c.output)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// textConfig returns the flags' defaults with text output.
func textConfig(input string) config {
	c := defaults()
	c.input, c.format = input, "text"
	return c
}

// defaults returns a config with the flags' default values.
func defaults() config {
	var c config
	c.addFlags(flag.NewFlagSet("urilogs", flag.ContinueOnError))
	return c
}

// TestSameAsScan checks that the pipeline's summary is exactly the one
// scan -stats prints, on a generated access log of 4 MiB.
func TestSameAsScan(t *testing.T) {
	log := filepath.Join(t.TempDir(), "access.log")
	genlog(t, log, 4<<20, 7)
	want := scanStats(t, log)
	got := runPipeline(t, textConfig(log))
	if got != want {
		t.Errorf("urilogs and scan -stats differ on %s\nurilogs:\n%s\nscan -stats:\n%s", log, got, want)
	}
	// The summary is not trivially equal: it holds what the log holds.
	for _, s := range []string{"request ", "invalid by code: ", "top schemes: http", "top hosts: "} {
		if !strings.Contains(got, s) {
			t.Errorf("the summary has no %q:\n%s", s, got)
		}
	}
}

// genlog writes a generated access log of size bytes to file.
func genlog(t *testing.T, file string, size int64, seed uint64) {
	t.Helper()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(exe("genlog"), "-bytes", fmt.Sprint(size), "-seed", fmt.Sprint(seed))
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = f, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("genlog: %v\n%s", err, stderr.Bytes())
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// TestSameAsScanCompressed checks the summary against scan -stats on a
// generated log compressed with gzip (named .gz, and not), and zstd, with
// the crafted log beside them in gzip: the same references as scan finds
// in the decompressed text (issue 32).
func TestSameAsScanCompressed(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.log")
	genlog(t, plain, 1<<20, 11)
	log, err := os.ReadFile(plain)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o666); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var gz, craftedGz, zs bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(log)
	zw.Close()
	zw = gzip.NewWriter(&craftedGz)
	zw.Write([]byte(strings.Repeat(crafted, 3)))
	zw.Close()
	sw, _ := zstd.NewWriter(&zs)
	sw.Write(log)
	sw.Close()
	if err := os.Mkdir(filepath.Join(dir, "c"), 0o777); err != nil {
		t.Fatal(err)
	}
	files := []string{write("c/a.log.gz", gz.Bytes()), write("c/b.log.zst", zs.Bytes()),
		write("c/c.log", craftedGz.Bytes()), write("c/d.gz", []byte("plain text named .gz http://e.example/\n"))}
	want := scanStats(t, files...)
	got := runPipeline(t, textConfig(filepath.Join(dir, "c", "*")))
	if got != want {
		t.Errorf("urilogs and scan -stats differ on compressed files\nurilogs:\n%s\nscan -stats:\n%s", got, want)
	}
	if !strings.Contains(got, "too_long 3") || !strings.Contains(got, " file 3") {
		t.Errorf("the summary lacks the crafted log's or the text file's references:\n%s", got)
	}
}

// TestNoInput checks that an --input that matches no file is an error
// that names the pattern, before the pipeline and in it, rather than a
// summary of nothing (issue 32).
func TestNoInput(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope", "*.log")
	if err := inputExists(context.Background(), missing); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("inputExists(%q) = %v, want an error naming the pattern", missing, err)
	}
	if err := inputExists(context.Background(), "../../../testdata/sample/*.log"); err != nil {
		t.Errorf("the sample log: %v", err)
	}
	c := textConfig(missing)
	c.output = filepath.Join(t.TempDir(), "summary.txt")
	if err := ptest.Run(pipeline(&c)); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("the pipeline on %q: %v, want an error naming the pattern", missing, err)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/uriscan/uri/beam/uris"
)

// TestLongLineSkipped checks the summary of a gzip log that holds lines
// longer than --max_record, references in them (issue 42): they are
// skipped and counted, among the records and on the line "skipped:", and
// the summary is otherwise scan -stats's on the log without them.
func TestLongLineSkipped(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.log")
	genlog(t, plain, 256<<10, 3)
	log, err := os.ReadFile(plain)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 4096
	long := "GET http://long.example/" + strings.Repeat("a", limit) + "\n"
	var withLong bytes.Buffer
	lines := strings.SplitAfter(string(log), "\n")
	for i, line := range lines {
		withLong.WriteString(line)
		if i == 0 || i == len(lines)/2 {
			withLong.WriteString(long)
		}
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(withLong.Bytes())
	zw.Close()
	file := filepath.Join(dir, "in", "long.log.gz")
	if err := os.Mkdir(filepath.Dir(file), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, gz.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	want := scanStats(t, plain)
	records := regexp.MustCompile(`^records: (\d+)\n`)
	m := records.FindStringSubmatch(want)
	if m == nil {
		t.Fatalf("scan -stats printed no records:\n%s", want)
	}
	n, _ := strconv.Atoi(m[1])
	want = records.ReplaceAllString(want, "records: "+strconv.Itoa(n+2)+"\nskipped: 2 longer than the limit\n")
	c := textConfig(file)
	c.maxRecord = limit
	if got := runPipeline(t, c); got != want {
		t.Errorf("urilogs --max_record=%d\n%s\nwant\n%s", limit, got, want)
	}
	// Not trivially so: the long lines hold references, which scan finds.
	refs := regexp.MustCompile(`(?m)^references: .*$`)
	if all := scanStats(t, file); refs.FindString(all) == refs.FindString(want) {
		t.Errorf("scan -stats finds no reference in the long lines:\n%s", all)
	}
}

// TestMaxRecordDefault checks that --max_record's default is scan's
// -max-record's.
func TestMaxRecordDefault(t *testing.T) {
	out, err := exec.Command(exe("scan"), "parse", "-h").CombinedOutput()
	if err != nil {
		t.Fatalf("scan parse -h: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`-max-record bytes\n.*\(default (\d+)\)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("scan parse -h has no default for -max-record:\n%s", out)
	}
	if c := defaults(); string(m[1]) != strconv.Itoa(c.maxRecord) || c.maxRecord != uris.DefaultMaxRecord {
		t.Errorf("--max_record defaults to %d (uris.DefaultMaxRecord %d), scan's -max-record to %s", c.maxRecord, uris.DefaultMaxRecord, m[1])
	}
}

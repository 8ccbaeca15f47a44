// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

func init() {
	register.Function2x1(joinFileLine)
}

// joinFileLine returns "base(file)|line", to compare collections.
func joinFileLine(file, line string) string { return filepath.Base(file) + "|" + line }

// TestReadLines reads a plain file in blocks of 1 KiB (lines longer than
// a block among them), the same text in gzip and zstd, a gzip file not
// named .gz and a text file named .gz, and checks that each gives each of
// its lines once, "\r" and all, and a last line without its newline.
func TestReadLines(t *testing.T) {
	defer func(n int64) { blockSize = n }(blockSize)
	blockSize = 1 << 10
	var text strings.Builder
	for i := range 300 {
		fmt.Fprintf(&text, "line %d http://h%d.example/%s\n", i, i, strings.Repeat("x", i*i%3000))
	}
	text.WriteString("crlf\r\nlast without newline")
	lines := strings.SplitAfter(text.String(), "\n")
	var gz, zs bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write([]byte(text.String()))
	gw.Close()
	zw, _ := zstd.NewWriter(&zs)
	zw.Write([]byte(text.String()))
	zw.Close()
	dir := t.TempDir()
	files := map[string][]byte{
		"plain.log": []byte(text.String()), "a.log.gz": gz.Bytes(), "a.log.zst": zs.Bytes(),
		"gzip-no-suffix": gz.Bytes(), "text.gz": []byte(text.String()),
	}
	var want []any
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o666); err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			want = append(want, name+"|"+strings.TrimSuffix(l, "\n"))
		}
	}
	if len(text.String()) < 50*int(blockSize) {
		t.Fatalf("%d bytes: too few blocks of %d", len(text.String()), blockSize)
	}
	p, s := beam.NewPipelineWithRoot()
	got := beam.ParDo(s, joinFileLine, ReadLines(s, filepath.Join(dir, "*")))
	passert.Equals(s, got, want...)
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
}

// TestReadLinesFaults checks that a glob that matches nothing and a
// corrupt file fail the pipeline with errors that name them.
func TestReadLinesFaults(t *testing.T) {
	dir := t.TempDir()
	var gz bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write(bytes.Repeat([]byte("http://a.example/\n"), 10000))
	gw.Close()
	cut := filepath.Join(dir, "cut.gz")
	if err := os.WriteFile(cut, gz.Bytes()[:gz.Len()/2], 0o666); err != nil {
		t.Fatal(err)
	}
	for glob, want := range map[string]string{
		filepath.Join(dir, "none*"): `no files matching pattern "` + filepath.Join(dir, "none*") + `"`,
		cut:                         cut + ": gzip data cut short at decompressed byte ",
	} {
		p, s := beam.NewPipelineWithRoot()
		beam.ParDo(s, joinFileLine, ReadLines(s, glob))
		if err := ptest.Run(p); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error with %q", glob, err, want)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// TestRepeatFile: n copies of the records of the source, without its byte
// order mark, each copy ending in a newline.
func TestRepeatFile(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ src, want string }{
		{"\ufeffhttp://a/\nhttp://b/", "http://a/\nhttp://b/\nhttp://a/\nhttp://b/\nhttp://a/\nhttp://b/\n"},
		{"x\n", "x\nx\nx\n"},
		{"", ""},
	} {
		src, dst := filepath.Join(dir, "src"), filepath.Join(dir, "dst")
		if err := os.WriteFile(src, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		n, err := repeatFile(dst, src, 3)
		got, _ := os.ReadFile(dst)
		if err != nil || string(got) != tc.want || n != int64(len(tc.want)) {
			t.Errorf("repeatFile(%q) = %q, %d, %v; want %q", tc.src, got, n, err, tc.want)
		}
	}
	if _, err := repeatFile(filepath.Join(dir, "out"), filepath.Join(dir, "missing"), 2); !os.IsNotExist(err) {
		t.Errorf("missing source: %v, want a not-exist error (the caller skips the rows)", err)
	}
}

// TestWriteLine: one line, at most the size asked and close to it, of
// valid URLs separated by single spaces.
func TestWriteLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "line")
	const size = 1 << 20
	n, err := writeLine(path, size)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if int64(len(b)) != n || n > size || n < size-1000 {
		t.Fatalf("size %d (file %d), want at most %d and close to it", n, len(b), size)
	}
	if bytes.IndexByte(b, '\n') != len(b)-1 {
		t.Fatal("not one line ending in a newline")
	}
	urls := strings.Split(string(b[:len(b)-1]), " ")
	if len(urls) < 1000 {
		t.Fatalf("%d URLs", len(urls))
	}
	for _, u := range urls {
		if _, err := uri.Parse(u); err != nil || !strings.HasPrefix(u, "http") {
			t.Fatalf("%q between spaces: %v", u, err)
		}
	}
}

// TestWriteURLs: lines of URLs, at least the size asked, some invalid.
func TestWriteURLs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "urls")
	n, err := writeURLs(path, 1<<20)
	if err != nil || n < 1<<20 {
		t.Fatalf("writeURLs: %d, %v", n, err)
	}
	b, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	invalid := 0
	for _, l := range lines {
		if _, err := uri.Parse(l); err != nil {
			invalid++
		}
	}
	if invalid == 0 || invalid > len(lines)/50 {
		t.Errorf("%d invalid of %d lines, want about one in 200", invalid, len(lines))
	}
}

func TestMiB(t *testing.T) {
	for n, want := range map[int64]string{256 << 20: "256 MiB", 1 << 30: "1 GiB", 20 << 20: "20 MiB", 3 << 30: "3 GiB"} {
		if got := mib(n); got != want {
			t.Errorf("mib(%d) = %q, want %q", n, got, want)
		}
	}
}

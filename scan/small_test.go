// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// The small things of issue 33, item 13.

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write(p []byte) (int, error) { return 0, errors.New("disk full") }

// TestStatsAfterWriteError checks that -stats after a write error says
// that its counts are partial: scan stopped at the error, and the counts
// that follow are not those of the input.
func TestStatsAfterWriteError(t *testing.T) {
	in := strings.Repeat("http://a.example/ \"GET /b HTTP/1.1\"\n", 20000)
	var stderr bytes.Buffer
	code := run([]string{"-stats"}, strings.NewReader(in), failWriter{}, &stderr)
	if code != exitError || !strings.Contains(stderr.String(), "scan: disk full\n") {
		t.Fatalf("exit %d, stderr %q; want 2 and the write error", code, stderr.String())
	}
	if !strings.HasPrefix(stderr.String(), "partial: scan stopped on an error\nrecords: ") {
		t.Errorf("stderr %q: the summary does not say that it is partial", stderr.String())
	}
	// Without an error, no such line.
	stderr.Reset()
	if code := run([]string{"-stats"}, strings.NewReader(in), &bytes.Buffer{}, &stderr); code != exitOK || strings.Contains(stderr.String(), "partial") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

// TestJSONExactBytes checks that a reference or a record that is not
// valid UTF-8, whose invalid bytes a JSON string shows as U+FFFD, has its
// exact bytes too, in base64: "ref_bytes" in the extractor's output, and
// "in_bytes" in the record commands'. Valid UTF-8 has none.
func TestJSONExactBytes(t *testing.T) {
	long := "/" + strings.Repeat("p", 300) + "é"
	tests := []struct {
		args  []string
		in    string
		key   string
		bytes string // the exact bytes, or "" for no field
	}{
		{[]string{"-json"}, "\"GET /a\xff\xfeb HTTP/1.1\"\n", "ref", "/a\xff\xfeb"},
		{[]string{"-json"}, `"GET /a b HTTP/1.1"` + "\n", "ref", ""},
		// A too-long target cut in its last character: its first 256
		// bytes are not UTF-8.
		{[]string{"-json", "-max-length", "256"}, "\"GET " + long[:255] + "\xc3\xa9" + long[256:] + " HTTP/1.1\"\n", "ref", long[:255] + "\xc3"},
		{[]string{"parse", "-json"}, "http://a/\xff\n", "in", "http://a/\xff"},
		{[]string{"parse", "-json"}, "http://a/ b\n", "in", ""},
		{[]string{"normalize", "-json"}, "http://a/\xc0\n", "in", "http://a/\xc0"},
		{[]string{"to-uri", "-json"}, "http://a/\xe2\x80\n", "in", "http://a/\xe2\x80"},
	}
	for _, tt := range tests {
		stdout, stderr, _ := runScan(t, tt.in, tt.args...)
		var obj map[string]any
		if err := json.Unmarshal([]byte(stdout), &obj); err != nil {
			t.Fatalf("scan %v: %v: %q (stderr %q)", tt.args, err, stdout, stderr)
		}
		got, has := obj[tt.key+"_bytes"].(string)
		switch {
		case tt.bytes == "" && has:
			t.Errorf("scan %v %q: %s_bytes %q for valid UTF-8", tt.args, tt.in, tt.key, got)
		case tt.bytes == "":
		case !has:
			t.Errorf("scan %v %q: no %s_bytes in %s", tt.args, tt.in, tt.key, stdout)
		default:
			if b, err := base64.StdEncoding.DecodeString(got); err != nil || string(b) != tt.bytes {
				t.Errorf("scan %v %q: %s_bytes %q decodes to %q (%v), want %q", tt.args, tt.in, tt.key, got, b, err, tt.bytes)
			}
		}
	}
}

// TestJSONExactBytesLongRecord checks in_bytes on a record longer than a
// piece of the quoted output, with invalid bytes across the pieces.
func TestJSONExactBytesLongRecord(t *testing.T) {
	rec := strings.Repeat("a\xffb\xc3", 30000)
	stdout, _, _ := runScan(t, rec+"\n", "parse", "-json")
	var obj struct {
		In      string `json:"in"`
		InBytes string `json:"in_bytes"`
	}
	if err := json.Unmarshal([]byte(stdout), &obj); err != nil {
		t.Fatal(err)
	}
	if b, err := base64.StdEncoding.DecodeString(obj.InBytes); err != nil || string(b) != rec {
		t.Errorf("in_bytes decodes to %d bytes (%v), want the %d of the record", len(b), err, len(rec))
	}
}

// TestUsageErrorShort checks that a usage error prints the message and
// how to get help, not the whole help.
func TestUsageErrorShort(t *testing.T) {
	for _, args := range [][]string{{"-nope"}, {"parse", "-nope"}, {"-max-length", "1k"}, {"resolve"}, {"normalize", "-level", "x"}} {
		_, stderr, code := runScan(t, "", args...)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		cmd := "scan"
		if !strings.HasPrefix(args[0], "-") {
			cmd += " " + args[0]
		}
		if code != exitError || len(lines) != 2 || lines[1] != `Run "`+cmd+` -h" for usage.` {
			t.Errorf("scan %v: exit %d, stderr %q; want 2, the message and how to get help", args, code, stderr)
		}
	}
}

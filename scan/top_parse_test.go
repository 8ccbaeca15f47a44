// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/uriscan/uri/internal/topn"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// TestTopParseKinds checks scan top and -o, which parse only the kinds
// of match their field's values come from, against the simple path:
// the same command with -stats, which parses every match, prints the
// same on standard output, for every field, with restrictions and with
// the filters that read the parse.
func TestTopParseKinds(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "access.log")
	var b bytes.Buffer
	b.Write(accessLog(t, 1<<17, 5))
	if err := accesslog.WriteLog(&b, accesslog.Options{Bytes: 1 << 16, Seed: 6, JSON: true, Text: true}); err != nil {
		t.Fatal(err)
	}
	// The request-targets of JSON logs (KindTarget).
	samples, err := filepath.Glob("../testdata/json-targets/*.jsonl")
	if err != nil || len(samples) < 5 {
		t.Fatalf("samples %v: %v", samples, err)
	}
	for _, name := range samples {
		s, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(s)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	extra := [][]string{nil, {"-valid"}, {"-invalid"}, {"-findings"}, {"-kind", "bare,value"}, {"-form", "origin"}, {"-key", "referer"}, {"-kind", "target"}}
	nonEmpty := 0
	for _, f := range []string{"host", "web_host", "path", "scheme", "referer", "target", "finding", "key"} {
		for _, x := range extra {
			for _, cmd := range [][]string{{"top", "-f", f, "-n", "0"}, {"-o", f}} {
				args := append(append(append([]string{}, cmd...), x...), path)
				fast, stderr, code := runScan(t, "", args...)
				if stderr != "" {
					t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
				}
				slow, _, scode := runScan(t, "", append(append([]string{}, cmd...), append([]string{"-stats"}, args[len(cmd):]...)...)...)
				if fast != "" {
					nonEmpty++
				}
				if fast != slow || code != scode {
					t.Errorf("%q: exit %d, %d bytes; with -stats exit %d, %d bytes", args, code, len(fast), scode, len(slow))
				}
			}
		}
	}
	if nonEmpty < 70 {
		t.Errorf("only %d of the %d commands printed a value: not the test intended", nonEmpty, 8*len(extra)*2)
	}
}

// TestTopParseKindsConfig checks which kinds scan top and -o parse: only
// those of the field, and all of them when -stats or -c count every
// reference, or when no field is selected.
func TestTopParseKindsConfig(t *testing.T) {
	for _, tt := range []struct {
		field                 topn.Field
		stats, count, filters bool
		want                  string // the kinds, or "all"
	}{
		{field: topn.FieldTarget, want: "[request target]"},
		{field: topn.FieldReferer, want: "[quoted value]"},
		{field: topn.FieldHost, want: "all"},
		{field: topn.FieldKey, want: "[]"},
		{field: topn.FieldKey, filters: true, want: "all"},
		{field: topn.FieldTarget, stats: true, want: "all"},
		{field: topn.FieldReferer, count: true, want: "all"},
		{field: topn.FieldNone, want: "all"},
	} {
		cfg := extractConfig{stats: tt.stats, findings: tt.filters}
		if tt.count {
			cfg.mode = outCount
		}
		cfg.sel.sel.Field = tt.field
		got := "all"
		if k := cfg.parseKinds(); k != nil {
			got = fmt.Sprint(k)
		}
		if got != tt.want {
			t.Errorf("%+v: parses %s, want %s", tt, got, tt.want)
		}
	}
}

// TestTopJSONCountsNoLines checks that the JSON of scan top and -o,
// which holds no line numbers, does not make the workers count lines,
// as the JSON records of the extract command do; and that both print
// the same at -j 1 and in regions at -j 2.
func TestTopJSONCountsNoLines(t *testing.T) {
	for _, tt := range []struct {
		field topn.Field
		json  bool
		want  bool
	}{
		{topn.FieldNone, true, true},
		{topn.FieldNone, false, false},
		{topn.FieldHost, true, false},
	} {
		var cfg extractConfig
		if tt.json {
			cfg.mode = outJSON
		}
		cfg.sel.sel.Field = tt.field
		if got := cfg.jsonRecords(); got != tt.want {
			t.Errorf("%+v: jsonRecords %v, want %v", tt, got, tt.want)
		}
	}
	p, r := parallelMin, regionSize
	t.Cleanup(func() { parallelMin, regionSize = p, r })
	parallelMin, regionSize = 1<<16, 32<<10
	path := filepath.Join(t.TempDir(), "access.log")
	if err := os.WriteFile(path, accessLog(t, 1<<19, 7), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"top", "-f", "path", "-n", "0", "-json"}, {"-o", "host", "-json"}} {
		one, _, code1 := runScan(t, "", append(append([]string{}, args...), "-j", "1", path)...)
		two, _, code2 := runScan(t, "", append(append([]string{}, args...), "-j", "2", path)...)
		if one != two || code1 != exitOK || code2 != exitOK || len(one) < 100 {
			t.Errorf("%q: -j 1 exit %d, %d bytes; -j 2 exit %d, %d bytes", args, code1, len(one), code2, len(two))
		}
	}
}

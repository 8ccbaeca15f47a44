// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readVectors reads a JSON Lines file of ../testdata.
func readVectors(t *testing.T, name string) []map[string]any {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var v map[string]any
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return vs
}

type recordResult struct {
	In    string  `json:"in"`
	Out   *string `json:"out"`
	Error *struct {
		Code   string `json:"code"`
		Offset *int   `json:"offset"`
	} `json:"error"`
}

func decodeResults(t *testing.T, out string, n int) []recordResult {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != n {
		t.Fatalf("%d output lines for %d records:\n%s", len(lines), n, out)
	}
	res := make([]recordResult, n)
	for i, l := range lines {
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&res[i]); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
	}
	return res
}

func TestResolveConformance(t *testing.T) {
	for _, strict := range []bool{true, false} {
		var in strings.Builder
		var want []map[string]any
		for _, v := range readVectors(t, "resolve.jsonl") {
			if v["strict"] != strict {
				continue
			}
			if v["base"] != "http://a/b/c/d;p?q" {
				t.Fatalf("vector with another base: %v", v)
			}
			in.WriteString(v["ref"].(string) + "\x00")
			want = append(want, v)
		}
		args := []string{"resolve", "-base", "http://a/b/c/d;p?q", "-json", "-z"}
		if !strict {
			args = append(args, "-strict=false")
		}
		out, stderr, code := runScan(t, in.String(), args...)
		if code != exitOK || stderr != "" {
			t.Fatalf("strict=%v: exit %d, stderr %q", strict, code, stderr)
		}
		for i, r := range decodeResults(t, out, len(want)) {
			if r.In != want[i]["ref"] || r.Out == nil || *r.Out != want[i]["out"] || r.Error != nil {
				t.Errorf("strict=%v: record %d = %+v, want in %q out %q", strict, i, r, want[i]["ref"], want[i]["out"])
			}
		}
	}
}

func TestNormalizeConformance(t *testing.T) {
	for _, level := range []string{"syntax", "scheme"} {
		var in strings.Builder
		var want []map[string]any
		for _, v := range readVectors(t, "normalize.jsonl") {
			if v["level"] == level {
				in.WriteString(v["in"].(string) + "\n")
				want = append(want, v)
			}
		}
		out, stderr, code := runScan(t, in.String(), "normalize", "-level", level)
		if code != exitOK || stderr != "" {
			t.Fatalf("%s: exit %d, stderr %q", level, code, stderr)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(want) {
			t.Fatalf("%s: %d lines for %d records", level, len(lines), len(want))
		}
		for i, l := range lines {
			w := want[i]["out"].(string)
			if l != w {
				t.Errorf("%s: normalize %q = %q, want %q", level, want[i]["in"], l, w)
			}
		}
	}
}

func TestResolveNormalizeRecords(t *testing.T) {
	// Invalid records keep their line, in text and JSON; -z allows a
	// newline inside a record; a final record without separator counts.
	out, _, code := runScan(t, "g\ng h\r\n\n../..//x", "resolve", "-base", "f:/a/b")
	if want := "f:/a/g\ninvalid code=path offset=1 in=\"g h\"\nf:/a/b\nf:/.//x\n"; out != want || code != exitNotFound {
		t.Errorf("resolve text = %q, exit %d; want %q, 1", out, code, want)
	}
	out, _, code = runScan(t, "a\nb\x00%zz\x00?q", "resolve", "-base", "http://h/p/", "-z", "-json")
	res := decodeResults(t, out, 3)
	if res[0].In != "a\nb" || res[0].Out != nil || res[0].Error == nil || res[0].Error.Code != "path" || *res[0].Error.Offset != 1 {
		t.Errorf("record 1 = %+v", res[0])
	}
	if res[1].Error == nil || res[1].Error.Code != "percent" || *res[1].Error.Offset != 1 {
		t.Errorf("record 2 = %+v", res[1])
	}
	if res[2].Out == nil || *res[2].Out != "http://h/p/?q" || code != exitNotFound {
		t.Errorf("record 3 = %+v, exit %d", res[2], code)
	}
	out, _, code = runScan(t, "HTTP://H:80\nhttp://h:/%7e\n", "normalize", "-level", "scheme", "-json")
	res = decodeResults(t, out, 2)
	if *res[0].Out != "http://h/" || *res[1].Out != "http://h/~" || code != exitOK {
		t.Errorf("normalize -json = %s, exit %d", out, code)
	}
	out, _, code = runScan(t, "http://h/aaaaaaaa\nhttp://h/\n", "normalize", "-max-record", "10", "-json")
	res = decodeResults(t, out, 2)
	if res[0].Error == nil || res[0].Error.Code != "too_long" || *res[0].Error.Offset != 10 || *res[1].Out != "http://h/" || code != exitNotFound {
		t.Errorf("normalize -max-record = %s, exit %d", out, code)
	}
	out, _, code = runScan(t, "a\nb c\nd\n", "normalize", "-c")
	if out != "2 ok, 1 invalid\n" || code != exitNotFound {
		t.Errorf("normalize -c = %q, exit %d", out, code)
	}
	if out, _, code = runScan(t, "", "normalize"); out != "" || code != exitNotFound {
		t.Errorf("normalize of nothing = %q, exit %d; want 1", out, code)
	}
}

func TestResolveNormalizeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"resolve"}, "-base is required"},
		{[]string{"resolve", "-base", "rel/x"}, "must be a URI"},
		{[]string{"resolve", "-base", "http://a b/"}, "offset 8"},
		{[]string{"resolve", "-base", "s:", "-max-record", "0"}, "-max-record"},
		{[]string{"normalize", "-level", "full"}, `invalid value "full" for flag -level: uri: unknown Level "full", want "syntax" or "scheme"`},
		{[]string{"normalize", "-nosuchflag"}, "not defined"},
		{[]string{"normalize", "/nonexistent/file"}, "no such file"},
	} {
		_, stderr, code := runScan(t, "x\n", tc.args...)
		if code != exitError || !strings.Contains(stderr, tc.msg) {
			t.Errorf("scan %v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.msg)
		}
	}
	for _, name := range []string{"resolve", "normalize"} {
		if stdout, stderr, code := runScan(t, "", name, "-h"); code != exitOK || !strings.HasPrefix(stdout, "usage: scan "+name) || stderr != "" {
			t.Errorf("scan %s -h: exit %d, stdout %.40q, stderr %.40q; want the usage on stdout", name, code, stdout, stderr)
		}
	}
}

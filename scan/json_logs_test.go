// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uriscan/uri/scan/internal/accesslog"
)

// TestJSONLogOutput runs scan -json over JSON logs, read sequentially and
// by two workers, and checks each object it prints with encoding/json:
// it decodes; a reference found in a JSON record has its "key"; and the
// raw text between "start" and "end", decoded by encoding/json as a
// string, is "ref" (the lines use JSON's escapes only, not nginx's
// \xHH, which encoding/json does not know). The log is genlog's, and
// lines with awkward keys: escaped, with quotes, not UTF-8.
func TestJSONLogOutput(t *testing.T) {
	var in bytes.Buffer
	if err := accesslog.WriteLog(&in, accesslog.Options{Bytes: 1 << 20, Seed: 3, Text: true, JSON: true}); err != nil {
		t.Fatal(err)
	}
	in.WriteString(`{"k\"ey\u00e9":{"url":"http:\/\/a.example\/\u00e9?x=1\u0026y=2","m":"see \u003chttp://b.example/\u003e"},"\xff":{"href":"/c"}}` + "\n")
	in.WriteString(`{"Records":[{"requestParameters":{"callbackURL":"https:\/\/cb.example\/x"}}]}` + "\n")
	path := filepath.Join(t.TempDir(), "log.jsonl")
	if err := os.WriteFile(path, in.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	p, r := parallelMin, regionSize
	t.Cleanup(func() { parallelMin, regionSize = p, r })
	parallelMin, regionSize = 64<<10, 64<<10 // so that -j 2 splits the log
	var outs [2]string
	for k, j := range []string{"1", "2"} {
		stdout, stderr, code := runScan(t, "", "-json", "-j", j, path)
		if code != exitOK || stderr != "" {
			t.Fatalf("-j %s: exit %d, stderr %q", j, code, stderr)
		}
		outs[k] = stdout
	}
	if outs[0] != outs[1] {
		t.Fatalf("-j 2 printed other records than -j 1")
	}
	raw := in.Bytes()
	keys, unescaped := map[string]int{}, 0
	sc := bufio.NewScanner(strings.NewReader(outs[0]))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec struct {
			Start, End int
			Kind       string
			Key        *string
			Unescaped  bool
			Ref        string
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("%v: %s", err, sc.Bytes())
		}
		if rec.Key == nil {
			t.Fatalf("no key: %s", sc.Bytes())
		}
		keys[*rec.Key]++
		if rec.Kind == "angle" {
			continue // white space may be removed from it (none is here)
		}
		var ref string
		if err := json.Unmarshal(append(append([]byte(`"`), raw[rec.Start:rec.End]...), '"'), &ref); err != nil || ref != rec.Ref {
			t.Fatalf("the raw text %q decodes to %q (%v), ref is %q", raw[rec.Start:rec.End], ref, err, rec.Ref)
		}
		if rec.Unescaped {
			unescaped++
		}
	}
	for _, k := range []string{"request", "http_referer", "msg", `k"eyé.url`, `k"eyé.m`, "\ufffd.href", "Records.requestParameters.callbackURL"} {
		if keys[k] == 0 {
			t.Errorf("no reference under the key %q; keys: %v", k, keys)
		}
	}
	if unescaped < 3 {
		t.Errorf("%d unescaped references", unescaped)
	}
}

// TestJSONLogBOM runs scan -json over two JSON logs that each begin with
// a byte order mark, appended to one another (issue 42, row 8: a log that
// began with one was read as text, its escapes left in), from a file with
// one worker and with two, and from standard input. Each prints what the
// same logs without the marks give, the offsets moved by the marks before
// them (offsets are those of the input, raw).
func TestJSONLogBOM(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	var a, b bytes.Buffer
	if err := accesslog.WriteLog(&a, accesslog.Options{Bytes: 200 << 10, Seed: 4, Text: true, JSON: true}); err != nil {
		t.Fatal(err)
	}
	if err := accesslog.WriteLog(&b, accesslog.Options{Bytes: 200 << 10, Seed: 5, Text: true, JSON: true}); err != nil {
		t.Fatal(err)
	}
	a.WriteString(`{"url":"https:\/\/e.com\/a"}` + "\n") // the record, last of the first log
	plain := a.String() + b.String()
	marked := bom + a.String() + bom + b.String()
	path := writeFile(t, t.TempDir(), "marked.jsonl", []byte(marked))
	want, stderr, code := runScan(t, plain, "-json")
	if code != exitOK || stderr != "" || !strings.Contains(want, `"ref": "https://e.com/a"`) {
		t.Fatalf("the logs without marks: exit %d, stderr %q", code, stderr)
	}
	// Move the offsets of want by the marks before them.
	var shifted strings.Builder
	for line := range strings.Lines(want) {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		shift := 3.0
		if rec["start"].(float64) >= float64(a.Len()) {
			shift = 6
		}
		old := func(k string) string { return `"` + k + `": ` + strconv.Itoa(int(rec[k].(float64))) + `,` }
		moved := func(k string) string { return `"` + k + `": ` + strconv.Itoa(int(rec[k].(float64)+shift)) + `,` }
		line = strings.Replace(line, old("start"), moved("start"), 1)
		shifted.WriteString(strings.Replace(line, old("end"), moved("end"), 1))
	}
	p, r := parallelMin, regionSize
	t.Cleanup(func() { parallelMin, regionSize = p, r })
	parallelMin, regionSize = 64<<10, 64<<10 // so that -j 2 splits the file
	for _, c := range []struct {
		name, stdin string
		args        []string
	}{
		{"-j 1", "", []string{"-json", "-j", "1", path}},
		{"-j 2", "", []string{"-json", "-j", "2", path}},
		{"standard input", marked, []string{"-json"}},
	} {
		got, stderr, code := runScan(t, c.stdin, c.args...)
		if code != exitOK || stderr != "" {
			t.Fatalf("%s: exit %d, stderr %q", c.name, code, stderr)
		}
		got = strings.ReplaceAll(got, `"file": "`+path+`"`, `"file": "(standard input)"`)
		if got != shifted.String() {
			t.Errorf("%s: the output differs from that of the logs without marks (%d and %d bytes)", c.name, len(got), shifted.Len())
		}
	}
}

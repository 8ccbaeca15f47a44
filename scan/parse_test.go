// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriscan/uri/web"
)

// runScan runs the command in-process with the given stdin.
func runScan(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// TestParseJSONConformance feeds every conformance vector through
// scan parse -json -z and checks that each output object is the vector
// (less its src and disputed fields), plus the error object when invalid.
func TestParseJSONConformance(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "testdata", "parse.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vectors []map[string]any
	var in bytes.Buffer
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var v map[string]any
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		delete(v, "src")
		delete(v, "disputed")
		vectors = append(vectors, v)
		in.WriteString(v["in"].(string))
		in.WriteByte(0)
	}
	out, stderr, code := runScan(t, in.String(), "parse", "-json", "-z")
	if code != exitNotFound || stderr != "" {
		t.Fatalf("exit %d, stderr %q; want 1 (some vectors are invalid) and no message", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(vectors) {
		t.Fatalf("%d output lines for %d records", len(lines), len(vectors))
	}
	for i, line := range lines {
		var got map[string]any
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, line)
		}
		want := vectors[i]
		// web_host: the WHATWG host, as package web gives it (checked
		// against ada there), or null.
		wh, kind, err := web.Host(want["in"].(string))
		var wantHost any = wh
		if err != nil || kind == web.None {
			wantHost = nil
		}
		if h, ok := got["web_host"]; !ok || h != wantHost {
			t.Errorf("line %d: web_host %v, want %v: %s", i+1, h, wantHost, line)
		}
		delete(got, "web_host")
		if got["valid"] == false {
			e, ok := got["error"].(map[string]any)
			if !ok || e["code"] == "" || e["offset"] == nil {
				t.Errorf("line %d: invalid record without error object: %s", i+1, line)
			}
			delete(got, "error")
		} else if _, ok := got["findings"].([]any); !ok {
			t.Errorf("line %d: valid record without a findings array: %s", i+1, line)
		} else {
			delete(got, "findings") // checked by TestParseJSONFindings
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("line %d:\n got %s\nwant %v", i+1, line, want)
		}
	}
}

func TestParseText(t *testing.T) {
	in := "http://u@h:80/p?q#f\r\nhttp://a b\n\n//[::1]:0\nmailto:x@y"
	out, _, code := runScan(t, in, "parse")
	want := `valid scheme=http userinfo=u host=h host_kind=regname port=80 path=/p query=q fragment=f
invalid code=host offset=8 in="http://a b"
valid path=
valid host=::1 host_kind=ipv6 port=0 path=
valid scheme=mailto path=x@y
`
	if out != want || code != exitNotFound {
		t.Errorf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
}

func TestParseExitCodes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("\xef\xbb\xbfhttps://example.com/\n/a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		out    string
		stderr string
	}{
		{"all valid, BOM skipped", "", []string{"parse", "-c", good}, exitOK, "2 valid, 0 invalid\n", ""},
		{"some invalid", "a\nb c\n", []string{"parse", "-c"}, exitNotFound, "1 valid, 1 invalid\n", ""},
		{"no records", "", []string{"parse", "-c"}, exitNotFound, "0 valid, 0 invalid\n", ""},
		{"stdin as -", "x\n", []string{"parse", "-c", "-"}, exitOK, "1 valid, 0 invalid\n", ""},
		{"missing file", "", []string{"parse", "-c", filepath.Join(dir, "nope"), good}, exitError, "2 valid, 0 invalid\n", "no such file"},
		{"directory", "", []string{"parse", dir}, exitError, "", "is a directory"},
		{"bad flag", "", []string{"parse", "-nope"}, exitError, "", "flag provided but not defined"},
		{"bad max", "", []string{"parse", "-max-record", "0"}, exitError, "", "-max-record"},
		{"unknown command without extract", "", []string{"frobnicate"}, exitError, "", "usage"},
	} {
		if tt.name == "unknown command without extract" && commands["extract"] != nil {
			continue // the extract command takes unknown arguments as files
		}
		out, stderr, code := runScan(t, tt.stdin, tt.args...)
		if code != tt.code || out != tt.out || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("%s: exit %d, out %q, stderr %q; want %d, %q, stderr containing %q",
				tt.name, code, out, stderr, tt.code, tt.out, tt.stderr)
		}
	}
}

func TestParseRecordLimit(t *testing.T) {
	long := "/" + strings.Repeat("a", 200<<10)
	in := long + "\n/short\n" + long // the last without a newline
	out, _, code := runScan(t, in, "parse", "-json", "-max-record", "1000")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != exitNotFound || len(lines) != 3 {
		t.Fatalf("exit %d, %d lines; want 1 and 3", code, len(lines))
	}
	for _, i := range []int{0, 2} {
		if !strings.Contains(lines[i], `"error": {"code": "too_long", "offset": 1000}`) {
			t.Errorf("line %d: %.200s", i+1, lines[i])
		}
	}
	if !strings.Contains(lines[1], `"in": "/short", "valid": true`) {
		t.Errorf("line 2: %s", lines[1])
	}
	// Without the limit, a long record (past the reader's buffer) is read whole.
	out, _, code = runScan(t, long+"\n", "parse", "-c")
	if code != exitOK || out != "1 valid, 0 invalid\n" {
		t.Errorf("long record: exit %d, %q", code, out)
	}
}

func TestRecordReader(t *testing.T) {
	for _, tt := range []struct {
		in   string
		nul  bool
		want []string
	}{
		{"", false, nil},
		{"\n", false, []string{""}},
		{"a\nb", false, []string{"a", "b"}},
		{"a\r\nb\r\n", false, []string{"a", "b"}},
		{"a\rb\n", false, []string{"a\rb"}},
		{"\xef\xbb\xbfa\n\xef\xbb\xbfb\n", false, []string{"a", "\xef\xbb\xbfb"}},
		{"a\nb\x00c\n\x00", true, []string{"a\nb", "c\n"}},
		{"a\r\x00", true, []string{"a\r"}},
	} {
		rr := newRecordReader(strings.NewReader(tt.in), tt.nul)
		got, _ := readRecords(rr)
		if !reflect.DeepEqual(got, tt.want) || rr.Err() != nil {
			t.Errorf("records of %q (nul=%v) = %q, %v; want %q", tt.in, tt.nul, got, rr.Err(), tt.want)
		}
	}
}

// TestAppendJSONString checks the JSON escaping against encoding/json:
// any byte string decodes back to itself, with each byte that is not
// valid UTF-8 replaced by U+FFFD.
func TestAppendJSONString(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	inputs := []string{"", `"\`, "\x00\x1f\x7f", "é€𝄞", "\xff\xfe", "a\u2028b", "\xe2\x82", "a\u202eb\u0085\U000E0001\u00a0"}
	for i := 0; i < 2000; i++ {
		b := make([]byte, r.IntN(12))
		for j := range b {
			b[j] = byte(r.IntN(256))
		}
		inputs = append(inputs, string(b))
	}
	// Runs of plain bytes of every length up to 40 with one byte to
	// escape at every position: the eight-at-a-time search must stop at
	// each.
	for n := 0; n <= 40; n++ {
		for p := 0; p < n; p++ {
			for _, c := range []string{`"`, `\`, "\n", "\x7f", "\x01", "é", "\u202e"} {
				inputs = append(inputs, strings.Repeat("a", p)+c+strings.Repeat("b", n-p-1))
			}
		}
	}
	for _, s := range inputs {
		enc := appendJSONString(nil, s)
		var got string
		if err := json.Unmarshal(enc, &got); err != nil {
			t.Fatalf("%q encodes as %s: %v", s, enc, err)
		}
		var want strings.Builder
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				want.WriteRune(utf8.RuneError)
			} else {
				want.WriteString(s[i : i+n])
			}
			i += n
		}
		if got != want.String() {
			t.Errorf("%q encodes as %s, decodes to %q", s, enc, got)
		}
		if bytes.ContainsAny(enc, "\x00\n\r\x7f") {
			t.Errorf("%q encodes with raw control bytes: %q", s, enc)
		}
		// Nor any character that strconv.Quote escapes, such as a
		// right-to-left override.
		for _, r := range string(enc) {
			if r != utf8.RuneError && !strconv.IsPrint(r) {
				t.Errorf("%q encodes with the raw character %U: %q", s, r, enc)
			}
		}
	}
}

func TestVersion(t *testing.T) {
	out, _, code := runScan(t, "", "-version")
	if code != exitOK || !strings.HasPrefix(out, "scan ") || !strings.Contains(out, "kernel: ") || !strings.Contains(out, "cpu: ") {
		t.Errorf("exit %d, output %q", code, out)
	}
}

// TestParseJSONFindings checks the findings array of scan parse -json: the
// names of the security findings of a valid reference, none for a clean
// one, and no array for an invalid one; and web_host, for any.
func TestParseJSONFindings(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://example.com/a", `"findings": [], "web_host": "example.com"}`},
		{"http://trusted.example@evil.example/", `"findings": ["userinfo"], "web_host": "evil.example"}`},
		{"http://u:p@0x7f.1:080/a/../%2e//b%2F?%00", `"findings": ["encoded_control", "encoded_slash", "encoded_dot", "numeric_host", "password", "userinfo", "dot_segment", "empty_segment", "port", "web_host_differs"], "web_host": "127.0.0.1"}`},
		{"http://ex%61mple.com/", `"findings": ["encoded_host", "web_host_differs"], "web_host": "example.com"}`},
		{"http://a@b@c/", `"error": {"code": "host", "offset": 10}, "web_host": "c"}`},
		{"http://evil.example\\@good.example/", `"error": {"code": "userinfo", "offset": 19}, "web_host": "evil.example"}`},
		{"/relative", `"findings": [], "web_host": null}`},
		// A host with '"', the one byte of a host that JSON escapes: in
		// the field of an invalid record and of an invalid match.
		{`sc://a"b/`, `"error": {"code": "host", "offset": 6}, "web_host": "a\"b"}`},
		{`http://a"b/`, `"error": {"code": "host", "offset": 8}, "web_host": "a\"b"}`},
		{"http://%78n--a/", `"findings": ["encoded_host", "web_host_differs"], "web_host": "xn--a"}`},
		{"http://XN--A/", `"findings": ["punycode", "host_case"], "web_host": "xn--a"}`},
	} {
		out, _, _ := runScan(t, tt.in+"\n", "parse", "-json")
		if !strings.HasSuffix(out, tt.want+"\n") || strings.Count(out, "findings") > 1 {
			t.Errorf("parse -json %q:\n got %s want ...%s", tt.in, out, tt.want)
		}
	}
}

func TestValidScheme(t *testing.T) {
	for s, want := range map[string]bool{
		"http": true, "a+b-c.d": true, "A1": true, "z": true,
		"": false, "1a": false, "+a": false, "a/b": false, "a:b": false,
		"h t": false, "é": false, "a?": false, "a#": false, "a%41": false,
	} {
		if got := validScheme(s); got != want {
			t.Errorf("validScheme(%q) = %v, want %v", s, got, want)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/beam/uris"
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

// scanStats returns the summary scan -stats prints for files, without the
// byte count, which a line-by-line read does not know, and the line on
// compressed inputs.
func scanStats(t *testing.T, files ...string) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command(exe("scan"), append([]string{"-stats", "-c"}, files...)...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 { // 1: nothing found
			t.Fatalf("scan -stats %s: %v\n%s", files, err, stderr.Bytes())
		}
	}
	s := regexp.MustCompile(`(?m)^(records: \d+) \(\d+ bytes\)$`).ReplaceAllString(stderr.String(), "$1")
	return regexp.MustCompile(`(?m)^compressed: .*\n`).ReplaceAllString(s, "")
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

// genlog writes a generated access log of size bytes to file, with the
// flags of genlog flags ("-json").
func genlog(t *testing.T, file string, size int64, seed uint64, flags ...string) {
	t.Helper()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(exe("genlog"), append([]string{"-bytes", fmt.Sprint(size), "-seed", fmt.Sprint(seed)}, flags...)...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = f, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("genlog: %v\n%s", err, stderr.Bytes())
	}
}

// crafted is a log with what a generated one lacks: CRLF line ends, an
// empty line, binary bytes, upper-case hosts, a reference longer than
// the default maximum, and a last line without its newline.
var crafted = "GET /alone HTTP/1.1\r\n" +
	`"GET /a HTTP/1.1" 200 "https://WWW.Example.COM/x" "http://www.example.com:80/./x"` + "\r\n" +
	"\n" +
	"binary \x00\xff\xfe \"http://h/%zz\" <https://a.example/b> file:///etc/passwd\n" +
	`"http://long.example/` + strings.Repeat("p", 70000) + "\"\n" +
	`"OPTIONS * HTTP/1.1" "CONNECT A.example:443 HTTP/1.1" "http://u:pw@127.1/a//b"` + "\n" +
	"last line without newline https://Last.example/"

// TestSameAsScanOnFiles checks the summary against scan -stats on two
// files read through a glob, one of them crafted, in text and JSON.
func TestSameAsScanOnFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.log"), filepath.Join(dir, "b.log")
	if err := os.WriteFile(a, []byte(crafted), 0o666); err != nil {
		t.Fatal(err)
	}
	genlog(t, b, 64<<10, 3)
	var stderr bytes.Buffer
	cmd := exec.Command(exe("scan"), "-stats", "-c", a, b)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("scan: %v\n%s", err, stderr.Bytes())
	}
	want := regexp.MustCompile(`(?m)^(records: \d+) \(\d+ bytes\)$`).ReplaceAllString(stderr.String(), "$1")
	for _, s := range []string{"too_long 1", "records: 7", "example.com"} {
		if !strings.Contains(scanStats(t, a), s) {
			t.Fatalf("scan -stats on the crafted log has no %q: the test lost its point", s)
		}
	}

	c := textConfig(filepath.Join(dir, "*.log"))
	if got := runPipeline(t, c); got != want {
		t.Errorf("urilogs and scan -stats differ\nurilogs:\n%s\nscan -stats:\n%s", got, want)
	}

	c.format = "json"
	var sm uris.Summary
	if err := json.Unmarshal([]byte(runPipeline(t, c)), &sm); err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	sm.WriteText(&got)
	if got.String() != want {
		t.Errorf("urilogs --format=json and scan -stats differ\nurilogs:\n%s\nscan -stats:\n%s", got.String(), want)
	}
}

// jsonLines is a JSON log with what a generated one lacks: Caddy's
// nesting and arrays, Go's \u0026, Logstash's \/, nginx's \xHH, a key
// that ends with "url", values that are no references, a line cut short
// and a line of text.
var jsonLines = `{"level":"info","request":{"uri":"/search?q=a\u0026b","headers":{"Referer":["https:\/\/WWW.Example.COM\/x"]}},"msg":"handled request","host":"example.org"}` + "\n" +
	`{"remote_addr":"10.1.2.3","request":"GET /caf\xC3\xA9?q=\x22a b\x22 HTTP/1.1","http_referer":"http://u:pw@127.1/a"}` + "\n" +
	`{"msg":"see \u003chttps://a.example/b\u003e","callback_url":"-","redirect_uris":["https://c.example/1","/2"]}` + "\n" +
	`{"uri":"/cut","referer":"https:\/\/r.example\/p` + "\n" +
	`"GET /text HTTP/1.1" 200 1 "http://t.example/" "curl"` + "\n"

// TestSameAsScanOnJSON checks the summary against scan -stats on JSON
// logs (issue 32): a generated one (nginx's escape=json) and a crafted
// one, with the default keys and with -json-keys, and with -format text.
func TestSameAsScanOnJSON(t *testing.T) {
	dir := t.TempDir()
	gen, crafted := filepath.Join(dir, "gen.jsonl"), filepath.Join(dir, "crafted.jsonl")
	genlog(t, gen, 1<<20, 5, "-json")
	if err := os.WriteFile(crafted, []byte(jsonLines), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file    string
		scan    []string // scan's flags
		keys    string   // urilogs' --json_keys, when set
		setKeys bool
		targets string // urilogs' --json_targets and scan's -json-targets
		format  uri.Format
		has     string // in the summary
	}{
		{file: gen, has: " value "},
		{file: crafted, has: "request 2 value 4 target 1"},
		{file: crafted, scan: []string{"-json-keys", "uri,*uris"}, keys: "uri,*uris", setKeys: true, has: "value 2 target 1"},
		{file: crafted, scan: []string{"-json-targets", "="}, targets: "=", has: "request 2 value 5"},
		{file: crafted, scan: []string{"-json-targets", "=msg"}, targets: "=msg", has: "angle 0 request 2 value 5 target 2"},
		{file: crafted, scan: []string{"-format", "text"}, format: uri.FormatText, has: "invalid by code: "},
	} {
		var stderr bytes.Buffer
		cmd := exec.Command(exe("scan"), append(append([]string{"-stats", "-c"}, tc.scan...), tc.file)...)
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("scan %v: %v\n%s", tc.scan, err, stderr.Bytes())
		}
		want := regexp.MustCompile(`(?m)^(records: \d+) \(\d+ bytes\)$`).ReplaceAllString(stderr.String(), "$1")
		if !strings.Contains(want, tc.has) {
			t.Fatalf("scan %v on %s: no %q in\n%s", tc.scan, filepath.Base(tc.file), tc.has, want)
		}
		c := textConfig(tc.file)
		c.inputFormat, c.jsonKeys, c.jsonKeysSet, c.jsonTargets = tc.format, tc.keys, tc.setKeys, tc.targets
		if got := runPipeline(t, c); got != want {
			t.Errorf("%s %v: urilogs and scan -stats differ\nurilogs:\n%s\nscan -stats:\n%s", filepath.Base(tc.file), tc.scan, got, want)
		}
	}
}

// TestWrongTopDiffers is the deliberately wrong expectation of
// TestSameAsScan: with 9 hosts listed where scan lists 10, the summaries
// must differ, or the comparison would pass whatever the pipeline does.
func TestWrongTopDiffers(t *testing.T) {
	log := filepath.Join(t.TempDir(), "access.log")
	genlog(t, log, 256<<10, 7)
	c := textConfig(log)
	c.top = 9
	if got, want := runPipeline(t, c), scanStats(t, log); got == want {
		t.Errorf("with --top=9, urilogs gives what scan -stats gives:\n%s", got)
	}
}

// TestURLsAndFindings checks the optional outputs on the crafted log.
func TestURLsAndFindings(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "a.log")
	if err := os.WriteFile(log, []byte(crafted), 0o666); err != nil {
		t.Fatal(err)
	}
	c := defaults()
	c.input, c.urls, c.findings = log, filepath.Join(dir, "urls.jsonl"), filepath.Join(dir, "findings.jsonl")
	c.base, c.level = "http://www.example.com/", uri.LevelScheme
	runPipeline(t, c)
	for _, tc := range []struct {
		file string
		want []string
	}{
		{c.urls, []string{
			`{"url": "http://www.example.com/alone", "count": 1}`,
			`{"url": "http://www.example.com/a", "count": 1}`,
			`{"url": "https://www.example.com/x", "count": 1}`, // https: not the same site
			`{"url": "http://www.example.com/x", "count": 1}`,
			`{"url": "https://a.example/b", "count": 1}`,
			`{"url": "file:///etc/passwd", "count": 1}`,
			`{"url": "*", "count": 1}`,
			`{"url": "A.example:443", "count": 1}`,
			`{"url": "http://u:pw@127.1/a//b", "count": 1}`,
			`{"url": "https://last.example/", "count": 1}`,
		}},
		{c.findings, []string{
			`{"finding": "host_case", "count": 3}`, // A.example:443 too
			`{"finding": "dot_segment", "count": 1}`,
			`{"finding": "numeric_host", "count": 1}`,
			`{"finding": "password", "count": 1}`,
			`{"finding": "userinfo", "count": 1}`,
			`{"finding": "empty_segment", "count": 1}`,
			`{"finding": "web_host_differs", "count": 1}`, // 127.1: 127.0.0.1 for a browser
		}},
	} {
		b, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
		slices.Sort(got) // in no particular order
		slices.Sort(tc.want)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n%s\nwant\n%s", filepath.Base(tc.file), strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		set  func(*config)
		want string
	}{
		{func(c *config) { c.input = "" }, "--input is required"},
		{func(c *config) { c.output = "" }, "--output is required"},
		{func(c *config) { c.format = "xml" }, "--format=xml: it must be json or text"},
		{func(c *config) { c.top = 0 }, "--top_n must be at least 1 for the summary"},
		{func(c *config) { c.maxLength = 255 }, "--max_length must be at least 256"},
		{func(c *config) { c.base = "/rel" }, "--base=/rel is not a URI (RFC 3986 4.3: it needs a scheme)"},
		{func(c *config) { c.base = "http://a b" }, "--base=http://a b is not a URI (RFC 3986 4.3: it needs a scheme)"},
		{func(c *config) {}, ""},
	} {
		c := defaults()
		c.input, c.output = "in", "out"
		tc.set(&c)
		err := c.check()
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("check() = %v, want %q", err, tc.want)
		}
	}
}

// bigLog is a generated access log of 64 MiB for the benchmarks, made
// once per test binary.
var bigLog = sync.OnceValues(func() (string, error) {
	file := filepath.Join(bin, "access-64m.log")
	f, err := os.Create(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	cmd := exec.Command(exe("genlog"), "-size", "64", "-seed", "1")
	cmd.Stdout, cmd.Stderr = f, os.Stderr
	return file, cmd.Run()
})

// BenchmarkPipeline runs the summary of urilogs on Prism, in this
// process, over a generated 64 MiB log; BenchmarkScanStats runs scan
// -stats on the same file, for comparison.
func BenchmarkPipeline(b *testing.B) {
	log, err := bigLog()
	if err != nil {
		b.Fatal(err)
	}
	c := textConfig(log)
	c.output = filepath.Join(b.TempDir(), "summary.txt")
	b.SetBytes(64 << 20)
	for b.Loop() {
		if err := ptest.Run(pipeline(&c)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScanStats(b *testing.B) {
	log, err := bigLog()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(64 << 20)
	for b.Loop() {
		cmd := exec.Command(exe("scan"), "-stats", "-c", log)
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/topn"
)

// scanTop returns what scan top prints on standard output for files with
// the flags args, and on standard error.
func scanTop(t *testing.T, args []string, files ...string) (stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(exe("scan"), append(append([]string{"top"}, args...), files...)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 { // 1: no value
			t.Fatalf("scan top %s: %v\n%s", args, err, errb.Bytes())
		}
	}
	return out.String(), errb.String()
}

// topFiles returns the logs the tests of --top read: the sample access
// log of the repository, a generated access log of 3 MiB, and JSON logs,
// a generated one (nginx's escape=json) and a crafted one (Caddy's
// nesting, escapes, a line cut short), read through a glob.
func topFiles(t *testing.T) map[string]string {
	dir := t.TempDir()
	gen := filepath.Join(dir, "access.log")
	genlog(t, gen, 3<<20, 11)
	jdir := filepath.Join(dir, "json")
	if err := os.Mkdir(jdir, 0o777); err != nil {
		t.Fatal(err)
	}
	genlog(t, filepath.Join(jdir, "gen.jsonl"), 512<<10, 13, "-json")
	if err := os.WriteFile(filepath.Join(jdir, "crafted.jsonl"), []byte(jsonLines), 0o666); err != nil {
		t.Fatal(err)
	}
	sample, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata", "sample", "access.log"))
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"sample": sample, "generated": gen, "json": filepath.Join(jdir, "*.jsonl")}
}

// TestTopSameAsScan checks that urilogs --top writes what scan top
// prints, byte for byte, for every field, in text and JSON, on the
// sample log, a generated access log and JSON logs.
func TestTopSameAsScan(t *testing.T) {
	files := topFiles(t)
	for _, name := range []string{"sample", "generated", "json"} {
		glob := files[name]
		matches, _ := filepath.Glob(glob)
		seen := map[string]string{} // output -> field, to tell fields apart
		for _, field := range topn.Fields() {
			for _, format := range []string{"text", "json"} {
				if format == "json" && name == "sample" {
					continue // the JSON writer is that of text's values: once per log is enough
				}
				args := []string{"-f", field, "-n", "20"}
				if format == "json" {
					args = append(args, "-json")
				}
				want, stderr := scanTop(t, args, matches...)
				if stderr != "" {
					t.Fatalf("%s: scan top %s: %s", name, args, stderr)
				}
				c := defaults()
				c.input, c.format, c.topField, c.top = glob, format, field, 20
				got := runPipeline(t, c)
				if got != want {
					t.Errorf("%s: urilogs --top=%s --format=%s and scan top %s differ\nurilogs:\n%s\nscan top:\n%s",
						name, field, format, strings.Join(args, " "), got, want)
				}
				if format == "text" && got != "" {
					if f, ok := seen[got]; ok {
						t.Errorf("%s: --top=%s gives what --top=%s gives: the comparison tells nothing", name, field, f)
					}
					seen[got] = field
				}
			}
		}
		// Each log gives most fields: the comparisons are not of empty
		// outputs.
		if len(seen) < 5 {
			t.Errorf("%s: %d fields with values", name, len(seen))
		}
	}
}

// TestTopRestrictions checks --top_kind, --top_form and --top_key, and
// --top_n 0 (all values), against scan top's -kind, -form, -key and -n.
func TestTopRestrictions(t *testing.T) {
	files := topFiles(t)
	jsonFiles, _ := filepath.Glob(files["json"])
	for _, tc := range []struct {
		input, field, kind, form, key string
		n                             int
		files                         []string
	}{
		{input: files["generated"], field: "host", kind: "bare,angle", n: 0, files: []string{files["generated"]}},
		{input: files["generated"], field: "target", form: "authority,asterisk", n: 5, files: []string{files["generated"]}},
		{input: files["json"], field: "path", key: "request_uri,http_referer", n: 0, files: jsonFiles},
		{input: files["json"], field: "referer", kind: "value", n: 3, files: jsonFiles},
	} {
		args := []string{"-f", tc.field, "-n", strconv.Itoa(tc.n)}
		c := defaults()
		c.input, c.format, c.topField, c.top = tc.input, "text", tc.field, tc.n
		for _, f := range []struct {
			flag, v string
			dst     *string
		}{{"-kind", tc.kind, &c.topKinds}, {"-form", tc.form, &c.topForms}, {"-key", tc.key, &c.topKeys}} {
			if f.v != "" {
				args = append(args, f.flag, f.v)
				*f.dst = f.v
			}
		}
		want, _ := scanTop(t, args, tc.files...)
		if strings.Count(want, "\n") < 2 {
			t.Fatalf("scan top %s: %q: the test lost its point", args, want)
		}
		if got := runPipeline(t, c); got != want {
			t.Errorf("scan top %s and urilogs differ\nurilogs:\n%s\nscan top:\n%s", args, got, want)
		}
	}
}

// topJSON is scan top's JSON object.
type topJSON struct {
	Field    string `json:"field"`
	Values   int64  `json:"values"`
	Distinct *int   `json:"distinct"`
	Exact    bool   `json:"exact"`
	MaxError int64  `json:"max_error"`
	Top      []struct {
		Value string `json:"value"`
		Count int64  `json:"count"`
	} `json:"top"`
}

// TestTopApproximate checks --top_max_distinct against scan top
// -max-distinct: both say the counts are approximate, and the counts of
// urilogs (which depend on the order in which the runner merges, as
// those of scan's workers do) are within the bound it states of the
// exact ones.
func TestTopApproximate(t *testing.T) {
	log := topFiles(t)["generated"]
	var exact, scanApprox, got topJSON
	out, _ := scanTop(t, []string{"-f", "path", "-n", "0", "-json"}, log)
	if err := json.Unmarshal([]byte(out), &exact); err != nil || !exact.Exact || len(exact.Top) <= 8 {
		t.Fatalf("exact: %v, %d values: the test lost its point", err, len(exact.Top))
	}
	out, stderr := scanTop(t, []string{"-f", "path", "-n", "0", "-json", "-max-distinct", "8"}, log)
	if err := json.Unmarshal([]byte(out), &scanApprox); err != nil || scanApprox.Exact || !strings.Contains(stderr, "approximate") {
		t.Fatalf("scan top -max-distinct 8: %v, %s", err, stderr)
	}
	c := defaults()
	c.input, c.format, c.topField, c.top, c.topMaxDistinct = log, "json", "path", 0, 8
	if err := json.Unmarshal([]byte(runPipeline(t, c)), &got); err != nil {
		t.Fatal(err)
	}
	truth := map[string]int64{}
	for _, e := range exact.Top {
		truth[e.Value] = e.Count
	}
	switch {
	case got.Exact || got.Distinct != nil || got.MaxError == 0:
		t.Errorf("urilogs: exact %v, distinct %v, max error %d: not approximate", got.Exact, got.Distinct, got.MaxError)
	case got.Values != exact.Values:
		t.Errorf("urilogs: %d values, scan %d", got.Values, exact.Values)
	case got.MaxError > exact.Values/5:
		t.Errorf("urilogs: max error %d over N/(k+1) = %d/5", got.MaxError, exact.Values)
	case len(got.Top) == 0 || len(got.Top) > 8:
		t.Errorf("urilogs: %d values held, want 1 to the budget, 8", len(got.Top))
	}
	listed := map[string]bool{}
	for _, e := range got.Top {
		listed[e.Value] = true
		if n := truth[e.Value]; e.Count > n || e.Count < n-got.MaxError {
			t.Errorf("%s: %d, true count %d, max error %d", e.Value, e.Count, n, got.MaxError)
		}
	}
	// With --top_n 0 every value held is listed: one not listed occurs
	// at most max error times.
	for v, n := range truth {
		if !listed[v] && n > got.MaxError {
			t.Errorf("%s: %d times, not listed, over the max error %d", v, n, got.MaxError)
		}
	}
}

// TestTopCheck checks the errors of --top's flags.
func TestTopCheck(t *testing.T) {
	for _, tc := range []struct {
		set  func(*config)
		want string
	}{
		{func(c *config) { c.topField = "hosts" }, `--top: unknown field "hosts"`},
		{func(c *config) { c.topField, c.topKinds = "host", "bar" }, `--top: unknown kind "bar"`},
		{func(c *config) { c.topField, c.topForms = "host", "x" }, `--top: unknown form "x"`},
		{func(c *config) { c.topField, c.top = "host", -1 }, "--top: the number of values listed must be at least 0"},
		{func(c *config) { c.topField, c.topMaxDistinct = "host", 1 }, "--top: the number of distinct values counted exactly must be at least 2"},
		{func(c *config) { c.topField, c.top = "host", 0 }, ""},
	} {
		c := defaults()
		c.input, c.output = "in", "out"
		tc.set(&c)
		err := c.check()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)) {
			t.Errorf("check() = %v, want %q...", err, tc.want)
		}
	}
	// --top takes a field, or as before a number: --top_n's.
	var c config
	fs := flag.NewFlagSet("urilogs", flag.ContinueOnError)
	c.addFlags(fs)
	if err := fs.Parse([]string{"--top=7"}); err != nil || c.top != 7 || c.topField != "" {
		t.Errorf("--top=7: %v, top %d, field %q", err, c.top, c.topField)
	}
	if err := fs.Parse([]string{"--top=referer", "--top_n=3", "--top_key=uri,referer"}); err != nil ||
		c.top != 3 || c.topField != "referer" || len(c.topOptions().Keys) != 2 {
		t.Errorf("--top=referer: %v, %+v", err, c.topOptions())
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// awkReferer and awkTarget are the pipelines an operator runs for the top
// referring hosts and the top request paths of a combined log.
const (
	awkReferer = `awk -F'"' '{print $4}' "$1" | awk -F/ '$1 ~ /^[A-Za-z][A-Za-z0-9+.-]*:$/ && $2 == "" {h=$3; sub(/^.*@/, "", h); sub(/:[0-9]*$/, "", h); gsub(/^\[|\]$/, "", h); print tolower(h)}' | sort | uniq -c | sort -rn`
	awkTarget  = `awk -F'"' '{split($2, r, " "); t=r[2]; sub(/[?#].*/, "", t); print t}' "$1" | sort | uniq -c | sort -rn`
)

// agreeing returns the lines of a generated combined log on which the
// definitions of scan top and of the awk pipelines agree: the fields
// split at every '"' (no escaped quote), a referer that is "-" or a
// valid URI with an authority, and a valid origin-form target whose path
// is in normal form. Those are what the pipelines cannot tell: validity
// and normalization.
func agreeing(t *testing.T, lines int) []byte {
	var b bytes.Buffer
	if err := accesslog.WriteLog(&b, accesslog.Options{Lines: int64(lines), Seed: 44}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for line := range strings.Lines(b.String()) {
		f := strings.Split(line, `"`)
		if len(f) != 7 || strings.Contains(line, `\`) {
			continue
		}
		req := strings.Fields(f[1])
		if len(req) != 3 {
			continue
		}
		r, form, err := uri.ParseRequestTarget(req[0], req[1])
		if err != nil || form != uri.FormOrigin {
			continue
		}
		path := r.Path().In(req[1])
		if norm, err := uri.AppendNormalizePath(nil, path, uri.LevelSyntax); err != nil || string(norm) != path {
			continue
		}
		if ref := f[3]; ref != "-" {
			if r, err := uri.Parse(ref); err != nil || !r.HasAuthority() {
				continue
			}
		}
		out.WriteString(line)
	}
	if out.Len() < lines/4 {
		t.Fatalf("%d bytes of %d lines agree: not the test intended", out.Len(), lines)
	}
	return out.Bytes()
}

// parseUniq reads the output of uniq -c, or of scan top, into a map.
func parseUniq(t *testing.T, out string) map[string]int64 {
	m := map[string]int64{}
	for line := range strings.Lines(out) {
		n, v, ok := strings.Cut(strings.TrimLeft(strings.TrimSuffix(line, "\n"), " "), " ")
		c, err := strconv.ParseInt(n, 10, 64)
		if !ok || err != nil {
			t.Fatalf("bad line %q", line)
		}
		m[v] = c
	}
	return m
}

// TestTopAgreesWithAwk checks that scan top counts the top referring
// hosts and request paths of a combined log as awk | sort | uniq -c does
// (issue 44), on the lines where their definitions agree, over two
// files and at -j 1 and 2.
func TestTopAgreesWithAwk(t *testing.T) {
	if _, err := exec.LookPath("awk"); err != nil {
		t.Skip("no awk")
	}
	if _, err := exec.LookPath("sort"); err != nil {
		t.Skip("no sort")
	}
	dir := t.TempDir()
	log := agreeing(t, 4000)
	path := filepath.Join(dir, "access.log")
	if err := os.WriteFile(path, log, 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ field, pipeline string }{
		{"referer", awkReferer},
		{"target", awkTarget},
	} {
		cmd := exec.Command("sh", "-c", tt.pipeline, "sh", path)
		cmd.Env = append(os.Environ(), "LC_ALL=C")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", tt.pipeline, err)
		}
		want := parseUniq(t, string(out))
		if len(want) < 5 {
			t.Fatalf("awk found %d %s values: not the test intended", len(want), tt.field)
		}
		for _, j := range []string{"1", "2"} {
			stdout, stderr, code := runScan(t, "", "top", "-f", tt.field, "-n", "0", "-j", j, path, path)
			got := parseUniq(t, stdout)
			twice := map[string]int64{} // the same file twice: each count doubled
			for v, n := range want {
				twice[v] = 2 * n
			}
			if code != exitOK || stderr != "" || !maps.Equal(got, twice) {
				t.Errorf("scan top -f %s -j %s: exit %d, stderr %q\n got %v\nwant %v", tt.field, j, code, stderr, got, twice)
			}
		}
	}
}

// TestTopEqualsO checks scan top against the simple path: the values
// that -o prints, one per line at -j 1, counted here, for every field,
// on a log with JSON records and free text, read in regions by two
// workers.
func TestTopEqualsO(t *testing.T) {
	p, r := parallelMin, regionSize
	t.Cleanup(func() { parallelMin, regionSize = p, r })
	parallelMin, regionSize = 1<<16, 32<<10 // regions, on a small file
	dir := t.TempDir()
	path := filepath.Join(dir, "access.log")
	var b bytes.Buffer
	b.Write(accessLog(t, 1<<19, 3))
	if err := accesslog.WriteLog(&b, accesslog.Options{Bytes: 1 << 18, Seed: 4, JSON: true, Text: true}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"host", "web_host", "path", "scheme", "referer", "target", "finding", "key"} {
		out, stderr, code := runScan(t, "", "-o", f, "-j", "1", path)
		if code != exitOK || stderr != "" {
			t.Fatalf("-o %s: exit %d, stderr %q", f, code, stderr)
		}
		want := map[string]int64{}
		for line := range strings.Lines(out) {
			want[strings.TrimSuffix(line, "\n")]++
		}
		top, stderr, code := runScan(t, "", "top", "-f", f, "-n", "0", "-j", "2", path)
		if got := parseUniq(t, top); code != exitOK || stderr != "" || !maps.Equal(got, want) || len(want) < 2 {
			t.Errorf("top -f %s: exit %d, stderr %q\n got %v\nwant %v", f, code, stderr, got, want)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestReplaceBlocks(t *testing.T) {
	doc := "# T\n\n<!-- bench:a -->\nold a\n<!-- /bench:a -->\n\ntext\n<!-- bench:b -->\n<!-- /bench:b -->\nend\n"
	got, err := ReplaceBlocks(doc, map[string]string{"a": "new a\n", "b": "\nnew b"})
	want := "# T\n\n<!-- bench:a -->\nnew a\n<!-- /bench:a -->\n\ntext\n<!-- bench:b -->\nnew b\n<!-- /bench:b -->\nend\n"
	if err != nil || got != want {
		t.Errorf("ReplaceBlocks = %q, %v; want %q", got, err, want)
	}
	// Replacing again gives the same document.
	if again, err := ReplaceBlocks(got, map[string]string{"a": "new a\n", "b": "\nnew b"}); err != nil || again != want {
		t.Errorf("second ReplaceBlocks = %q, %v", again, err)
	}
	for _, bad := range []string{
		"<!-- bench:a -->\n",                                // no end
		"<!-- /bench:a -->\n<!-- bench:a -->\n",             // out of order
		"<!-- bench:a --><!-- /bench:a --><!-- bench:a -->", // repeated
		"no markers",
	} {
		if _, err := ReplaceBlocks(bad, map[string]string{"a": "x"}); err == nil {
			t.Errorf("ReplaceBlocks(%q): no error", bad)
		}
	}
}

// TestSummary checks the README's tables on cells made up for it: the
// shared datasets are shown rather than the generated ones of the same
// operation, an operation with only generated datasets shows those, each
// peer cell gives its time and ratio, and a missing peer is "–".
func TestSummary(t *testing.T) {
	ours := func(op, ds string, ns float64) *Cell {
		return &Cell{Op: op, Dataset: ds, Peer: oursName(defaultImpl), Ours: true, Ref: true,
			Samples: []Sample{{NsPerInput: ns}}, Ratios: []float64{1}}
	}
	peer := func(op, ds, p string, ns, r float64) *Cell {
		return &Cell{Op: op, Dataset: ds, Peer: p, Samples: []Sample{{NsPerInput: ns}}, Ratios: []float64{r}}
	}
	cells := []*Cell{
		ours(OpParse, "kasztp", 19), peer(OpParse, "kasztp", "net/url", 249, 12.5), peer(OpParse, "kasztp", "ada (native)", 300, 15),
		ours(OpParse, "gen-web", 20), peer(OpParse, "gen-web", "net/url", 200, 10),
		ours(OpTarget, "gen-target", 38), peer(OpTarget, "gen-target", "net/url", 216, 5.6),
		ours(OpResolve, "cc-pairs", 134), peer(OpResolve, "cc-pairs", "ada (native)", 12000, 90),
	}
	datasets := []*Dataset{
		{Name: "kasztp", Op: OpParse, Source: "kasztp.txt", Refs: make([]string, 48010)},
		{Name: "gen-web", Op: OpParse, Source: "generated", Refs: make([]string, 1000)},
		{Name: "gen-target", Op: OpTarget, Source: "generated", Refs: make([]string, 1000)},
		{Name: "cc-pairs", Op: OpResolve, Source: "relative_urls_cc_10k.csv", Refs: make([]string, 9999)},
	}
	got := Summary(cells, datasets)
	for _, want := range []string{
		"| operation (dataset, inputs) | uriscan (" + defaultImpl + ") | net/url | ada (native) |",
		"| parse (kasztp, 48010 URLs) | 19 ns | 249 ns (12.5×) | 300 ns (15.0×) |",
		"| target (gen-target, 1000 URLs) | 38 ns | 216 ns (5.60×) | – |",
		"| resolve (cc-pairs, 9999 pairs) | 134 ns | – | 12.0 µs (90.0×) |",
		"uriscan allocated nothing",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Summary lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "gen-web") {
		t.Errorf("Summary shows a generated dataset next to a shared one:\n%s", got)
	}
	k := KernelSummary(cells, datasets, 1)
	if !strings.Contains(k, "| parse (kasztp) | 19 ns |") || !strings.Contains(k, defaultImpl+" (default)") {
		t.Errorf("KernelSummary:\n%s", k)
	}
}

// TestReadmeMarkers: docs/speed.md has the blocks that
// cmd/uribench (speed, kernels) and cmd/scanbench (scan) write, so that a
// run fails only when the README is edited by hand.
func TestReadmeMarkers(t *testing.T) {
	if err := CheckReadme(filepath.Join("..", "docs", "speed.md"), "speed", "kernels", "scan"); err != nil {
		t.Error(err)
	}
}

// TestUpdateReadme: the blocks are replaced in the file; with a missing
// marker, it is an error and the file is left as it was.
func TestUpdateReadme(t *testing.T) {
	path := filepath.Join(t.TempDir(), "README.md")
	doc := "# T\n<!-- bench:a -->\nold\n<!-- /bench:a -->\n"
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := CheckReadme(path, "a"); err != nil {
		t.Errorf("CheckReadme: %v", err)
	}
	if err := CheckReadme(path, "a", "b"); err == nil {
		t.Error("CheckReadme: no error for a missing block")
	}
	if err := UpdateReadme(path, map[string]string{"a": "new", "b": "x"}); err == nil {
		t.Error("UpdateReadme: no error for a missing block")
	}
	if got, _ := os.ReadFile(path); string(got) != doc {
		t.Errorf("UpdateReadme changed the file on error: %q", got)
	}
	if err := UpdateReadme(path, map[string]string{"a": "new"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "# T\n<!-- bench:a -->\nnew\n<!-- /bench:a -->\n" {
		t.Errorf("UpdateReadme wrote %q", got)
	}
}

// TestHeader: the default method and meaning (uribench's), and those of a
// run that times whole processes (scanbench's), with more items.
func TestHeader(t *testing.T) {
	r := RunInfo{Command: "go run ./cmd/uribench", Start: time.Date(2026, 11, 25, 10, 13, 0, 0, time.UTC), Duration: 8 * time.Minute,
		Rounds: 7, MinTime: 150 * time.Millisecond, Machine: "- CPU: x\n", Native: []string{"ada 3.2.5"}}
	h := Header(r)
	for _, want := range []string{
		"Generated by `go run ./cmd/uribench` (from `bench/`) on 2026-11-25 10:13 UTC, in 8m0s: 7 interleaved rounds, each measurement ≥ 150ms after one warm-up pass.\n\n- CPU: x\n- Native peers",
		"the ratios to uriscan, each the median of per-round ratios",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("Header lacks %q:\n%s", want, h)
		}
	}
	r.Rounds, r.Method, r.Items, r.Meaning, r.Native = 1, "one run of each", []string{"scan: commit abc"}, "Whole processes.", nil
	h = Header(r)
	want := "Generated by `go run ./cmd/uribench` (from `bench/`) on 2026-11-25 10:13 UTC, in 8m0s: 1 round, one run of each.\n\n- CPU: x\n- scan: commit abc\n\nWhole processes.\n"
	if h != want {
		t.Errorf("Header = %q, want %q", h, want)
	}
}

func TestMedianRange(t *testing.T) {
	for _, tc := range []struct {
		v         []float64
		m, lo, hi float64
	}{
		{nil, 0, 0, 0},
		{[]float64{3}, 3, 3, 3},
		{[]float64{3, 1, 2}, 2, 1, 3},
		{[]float64{4, 1, 3, 2}, 2.5, 1, 4},
	} {
		in := slices.Clone(tc.v)
		m, lo, hi := MedianRange(tc.v)
		if m != tc.m || lo != tc.lo || hi != tc.hi || !slices.Equal(in, tc.v) {
			t.Errorf("MedianRange(%v) = %v, %v, %v (input now %v); want %v, %v, %v", in, m, lo, hi, tc.v, tc.m, tc.lo, tc.hi)
		}
	}
}

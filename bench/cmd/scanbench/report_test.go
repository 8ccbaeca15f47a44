// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uriscan/uri/bench"
)

// made-up inputs of round sizes, so that MB/s is easy to check.
var testInputs = inputs{
	log:   &input{name: "256 MiB access log", size: 300e6},
	worst: &input{name: "64 MiB of `<a:`", size: 64e6},
	urls:  &input{name: "kasztp x40", size: 100e6},
	big:   &input{name: "1 GiB access log", size: 1e9},
	line:  &input{name: "line of 120 MiB", size: 120e6},
	// The JSON log 1.6 times the size of its text twin.
	jsonLog:  &input{name: "256 MiB JSON access log", size: 320e6},
	jsonText: &input{name: "its lines as text", size: 200e6},
	disk: &diskInputs{plain: &input{name: "96 MiB access log", size: 100e6}, gz: &input{name: "gzip", size: 100e6},
		zst: &input{name: "zstd", size: 100e6}, gz8: &input{name: "8 gzip files", size: 100e6}},
}

// fakeRun gives each job of jobsFor the wall times (seconds, one per
// round) and peak RSS (MiB) of figs, or 1 s and 10 MiB.
func fakeRun(t *testing.T, in inputs, figs map[string][]float64, rss map[string]int64) []*result {
	t.Helper()
	var res []*result
	for _, j := range jobsFor(programs{}, in) {
		walls, ok := figs[j.id]
		if !ok {
			walls = []float64{1, 1, 1}
		}
		r := &result{job: j}
		for _, w := range walls {
			mib, ok := rss[j.id]
			if !ok {
				mib = 10
			}
			r.samples = append(r.samples, sample{wall: time.Duration(w * float64(time.Second)), cpu: time.Second, rss: mib << 20, floor: 8 << 20})
		}
		res = append(res, r)
	}
	return res
}

func byID(res []*result) results {
	rs := results{}
	for _, r := range res {
		rs[r.job.id] = r
	}
	return rs
}

// verdictOf returns the verdict of the target with this job and text.
func verdictOf(t *testing.T, vs []verdict, job, text string) verdict {
	t.Helper()
	for _, v := range vs {
		if v.job == job && strings.HasPrefix(v.text, text) {
			return v
		}
	}
	t.Fatalf("no target %s %q", job, text)
	return verdict{}
}

// TestTargetsOnJobs: every target is checked on a job that jobsFor runs,
// so that a renamed job cannot leave a target unchecked.
func TestTargetsOnJobs(t *testing.T) {
	rs := byID(fakeRun(t, testInputs, nil, nil))
	for _, tg := range targets {
		if rs[tg.job] == nil {
			t.Errorf("target %q is on job %q, which does not run", tg.text, tg.job)
		}
	}
	for _, j := range jobsFor(programs{}, testInputs) {
		if j.vs != "" && rs[j.vs] == nil {
			t.Errorf("%s is compared with %q, which does not run", j.id, j.vs)
		}
	}
}

// TestVerdicts checks each kind of target on made-up figures, met and not.
func TestVerdicts(t *testing.T) {
	// 300 MB in 0.4 s is 750 MB/s; -j 1 in 0.8 s: 2×.
	good := byID(fakeRun(t, testInputs, map[string][]float64{
		"json-j1": {0.8, 0.8, 0.9}, "json-j2": {0.4, 0.4, 0.45},
		"text-j2":    {0.2, 0.25, 0.2},                           // 1500 MB/s
		"parse-json": {0.15, 0.2, 0.19},                          // 100 MB in 0.19 s: 526 MB/s
		"parse-c":    {0.1, 0.1, 0.1}, "neturl": {1.1, 1.2, 1.0}, // 11×, 12×, 10×
		"line-j1": {4, 4, 4}, "line-j2": {4.2, 3.8, 4.0}, // ratios 0.95, 1.05, 1: spread ±0.05
		"jlog-j2": {0.5, 0.5, 0.6}, "jtext-j2": {0.25, 0.2, 0.25}, // 640 MB/s; 0.8×, 0.64×, 0.67× of 800, 1000, 800 MB/s
		"disk-gz": {0.3, 0.3, 0.3}, "disk-pipe": {0.3, 0.4, 0.6}, // 1, 0.75, 0.5 the time
		"disk-zst": {0.12, 0.1, 0.1}, "disk-plain": {0.1, 0.1, 0.1}, // 1.2, 1, 1 the time
		"disk-gz8-j1": {2, 2, 2}, "disk-gz8-j2": {1, 1.1, 1.2}, // 2, 1.8, 1.7×
	}, map[string]int64{"mem-j8": 50, "mem-j64": 64, "mem-j256": 60}))
	for _, v := range verdicts(good) {
		if !v.met || v.measured == notMeasured {
			t.Errorf("%s %q: not met with %s", v.job, v.text, v.measured)
		}
	}
	if v := verdictOf(t, verdicts(good), "json-j2", "≥ 600"); v.measured != "750 MB/s" {
		t.Errorf("json-j2 MB/s: %s", v.measured)
	}
	if v := verdictOf(t, verdicts(good), "parse-c", "≥ 10×"); v.measured != "11.00× (10.00–12.00)" {
		t.Errorf("parse-c ratio: %s", v.measured)
	}
	if v := verdictOf(t, verdicts(good), "jlog-j2", "≥ 0.6×"); v.measured != "0.67× (0.64–0.80)" {
		t.Errorf("jlog-j2 ratio of MB/s: %s", v.measured)
	}
	if v := verdictOf(t, verdicts(good), "disk-gz", "≤ 1.0×"); v.measured != "0.75× the time (0.50–1.00)" {
		t.Errorf("disk-gz ratio: %s", v.measured)
	}

	bad := byID(fakeRun(t, testInputs, map[string][]float64{
		"json-j1": {0.8, 0.8, 0.8}, "json-j2": {0.6, 0.6, 0.6}, // 500 MB/s, 1.33×
		"text-j2":    {0.3, 0.3, 0.3}, // 1000 MB/s
		"parse-json": {0.25, 0.25, 0.25},
		"parse-c":    {0.1, 0.1, 0.1}, "neturl": {0.9, 0.9, 0.9},
		"line-j1": {4, 4, 4}, "line-j2": {5, 5.2, 4.8}, // 0.8×, spread ±0.04
		"jlog-j2": {0.7, 0.7, 0.7}, "jtext-j2": {0.25, 0.25, 0.25}, // 457 MB/s; 0.57× of 800 MB/s
		"disk-gz": {0.33, 0.3, 0.3}, "disk-pipe": {0.3, 0.3, 0.3}, // 1.1, 1, 1 the time: median 1
		"disk-zst": {0.13, 0.13, 0.1}, "disk-plain": {0.1, 0.1, 0.1},
		"disk-gz8-j1": {2, 2, 2}, "disk-gz8-j2": {1.2, 1.2, 1},
	}, map[string]int64{"mem-j8": 50, "mem-j64": 65, "mem-j256": 600}))
	for _, v := range verdicts(bad) {
		want := v.job == "mem-j8" || v.job == "disk-gz" // 1.0× the pipe's time is met
		if v.met != want || v.measured == notMeasured {
			t.Errorf("%s %q: met = %v with %s, want %v", v.job, v.text, v.met, v.measured, want)
		}
	}
}

// TestVerdictsNotMeasured: without kasztp, the parse targets are not
// measured (and so not met), and the others are checked as usual.
func TestVerdictsNotMeasured(t *testing.T) {
	in := testInputs
	in.urls = nil
	for _, v := range verdicts(byID(fakeRun(t, in, nil, nil))) {
		parse := strings.HasPrefix(v.job, "parse")
		if parse != (v.measured == notMeasured) || (parse && v.met) {
			t.Errorf("%s %q: measured %q, met %v", v.job, v.text, v.measured, v.met)
		}
	}
}

// TestPeak: the largest figure over the rounds, an upper bound when it is
// not above scanbench's own peak.
func TestPeak(t *testing.T) {
	r := &result{samples: []sample{{rss: 30 << 20, floor: 8 << 20}, {rss: 40 << 20, floor: 9 << 20}, {rss: 9 << 20, floor: 9 << 20}}}
	if rss, bound := r.peak(); rss != 40<<20 || bound || fmtPeak(rss, bound) != "40.0 MiB" {
		t.Errorf("peak = %d, %v", rss, bound)
	}
	r.samples = r.samples[2:]
	if rss, bound := r.peak(); !bound || fmtPeak(rss, bound) != "≤ 9.0 MiB" {
		t.Errorf("peak under the floor = %d, %v", rss, bound)
	}
	if got := fmtPeak(0, false); got != "–" {
		t.Errorf("unknown peak: %q", got)
	}
}

func TestSpeedup(t *testing.T) {
	rs := byID(fakeRun(t, testInputs, map[string][]float64{"text-j1": {1, 2, 3}, "text-j2": {0.5, 2, 1}}, nil))
	// Per round: 2, 1, 3.
	m, lo, hi, ok := rs.speedup("text-j2", "text-j1")
	if !ok || m != 2 || lo != 1 || hi != 3 {
		t.Errorf("speedup = %v (%v–%v), %v; want 2 (1–3)", m, lo, hi, ok)
	}
	if _, _, _, ok := rs.speedup("text-j2", "missing"); ok {
		t.Error("speed-up over a job that did not run")
	}
	if mb := rs["text-j2"].mbps(); math.Abs(mb-300) > 1e-9 {
		t.Errorf("MB/s of 300 MB in a median of 1 s: %v", mb)
	}
}

// TestRender checks the table, the report and the README block on made-up
// figures, and that the block goes into a README through the bench
// package's block replacement.
func TestRender(t *testing.T) {
	res := fakeRun(t, testInputs, map[string][]float64{
		"json-j1": {1.2, 1.25, 1.3}, "json-j2": {0.6, 0.62, 0.7},
		"parse-c": {0.1, 0.1, 0.1}, "neturl": {1.1, 1.2, 1.0},
		"jlog-j2": {0.5, 0.5, 0.5}, "jtext-j2": {0.4, 0.4, 0.4}, // 640 MB/s, 1.28× the text's 500
		"disk-gz8-j1": {2, 2, 2}, "disk-gz8-j2": {1, 1, 1},
	}, map[string]int64{"mem-j256": 667})
	info := bench.RunInfo{Command: "go run ./cmd/scanbench", Start: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC),
		Duration: 6 * time.Minute, Rounds: 3, Machine: "- CPU: made up\n", Method: "one run per round", Meaning: "Wall times of whole processes on a shared machine."}
	rep := &report{info: info, inputs: []*input{testInputs.log, testInputs.urls}, results: res,
		skipped: []string{"nothing really"}, counts: []string{"`scan parse -c`: 10 valid, 2 invalid"}}
	table := rep.table()
	for _, want := range []string{
		"| `scan -json -j 1` | 256 MiB access log | 1.25 s | 1.20–1.30 s | 240 | 1.00 s | 10.0 MiB | – | – | – |",
		"| `scan -json -j 2` |  | 0.620 s | 0.600–0.700 s | 484 | 1.00 s | 10.0 MiB | 2.00× -j 1 (1.86–2.02) | ≥ 600 MB/s; ≥ 1.7× -j 1 | **no**: 484 MB/s; yes: 2.00× (1.86–2.02) |",
		"| `scan parse -c -j 2` |  | 0.100 s | 0.100–0.100 s | 1000 | 1.00 s | 10.0 MiB | 11.00× net/url (10.00–12.00) | ≥ 10× net/url | yes: 11.00× (10.00–12.00) |",
		"| `scan -json -j 256` |  | 1.00 s | 1.00–1.00 s | 1000 | 1.00 s | 667.0 MiB | – | peak RSS ≤ 64 MiB | **no**: 667.0 MiB |",
		"| `scan -json -j 2` |  | 0.500 s | 0.500–0.500 s | 640 | 1.00 s | 10.0 MiB | 0.80× the text log (0.80–0.80) | ≥ 500 MB/s (issue 32); ≥ 0.6× the MB/s of the text log (issue 32) | yes: 640 MB/s; yes: 1.28× (1.28–1.28) |",
	} {
		if !strings.Contains(table, want) {
			t.Errorf("table lacks\n%s\nin\n%s", want, table)
		}
	}
	if n := strings.Count(table, "\n"); n != 2+len(res) {
		t.Errorf("table of %d lines for %d results", n, len(res))
	}
	if unmet := rep.unmet(); len(unmet) != 4 || !strings.Contains(unmet[0], "scan -json -j 2 (256 MiB access log): ≥ 600 MB/s, measured 484 MB/s") {
		t.Errorf("unmet = %q", unmet)
	}

	md := rep.markdown()
	for _, want := range []string{
		"Generated by `go run ./cmd/scanbench` (from `bench/`) on 2026-11-25 12:00 UTC, in 6m0s: 3 interleaved rounds, one run per round.",
		"- CPU: made up", "Wall times of whole processes on a shared machine.",
		"- 256 MiB access log (300000000 bytes)", "- Left out: nothing really",
		"- `scan parse -c`: 10 valid, 2 invalid",
		"| `scan -json -j 2` | 256 MiB access log | 0.600 0.620 0.700 | 10.0 10.0 10.0 |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}

	rep.quick = true
	if q := rep.table(); strings.Contains(q, "yes") || strings.Contains(q, "**no**") || !strings.Contains(q, "not checked (-quick)") {
		t.Errorf("quick table checks targets:\n%s", q)
	}

	block := rep.block("bench/results/scan.md")
	if !strings.Contains(block, "[bench/results/scan.md](bench/results/scan.md)") || !strings.Contains(block, table[:40]) {
		t.Errorf("block:\n%s", block)
	}
	doc := "# uriscan\n\n### The scan command on a large log\n\n<!-- bench:scan -->\nold figures\n<!-- /bench:scan -->\n\n## Next\n"
	out, err := bench.ReplaceBlocks(doc, map[string]string{"scan": block})
	if err != nil || strings.Contains(out, "old figures") || !strings.HasSuffix(out, "<!-- /bench:scan -->\n\n## Next\n") || !strings.Contains(out, block) {
		t.Errorf("ReplaceBlocks with the scan block: %v\n%s", err, out)
	}
}

// TestCheckCounts: the counts must parse, stay the same over the rounds,
// and the two programs must read as many records.
func TestCheckCounts(t *testing.T) {
	mk := func(parse, netURL []string) []*result {
		res := fakeRun(t, testInputs, nil, nil)
		for _, r := range res {
			outs := map[string][]string{"parse-c-j1": parse, "parse-c": parse, "neturl": netURL}[r.job.id]
			for i := range r.samples {
				if outs != nil {
					r.samples[i].out = outs[i]
				}
			}
		}
		return res
	}
	same := func(s string) []string { return []string{s, s, s} }
	got, err := checkCounts(mk(same("90 valid, 10 invalid\n"), same("95 valid, 5 invalid\n")))
	if err != nil || len(got) != 3 || got[0] != "`scan parse -c -j 1`: 90 valid, 10 invalid" || got[1] != "`scan parse -c -j 2`: 90 valid, 10 invalid" || got[2] != "`neturlcount (net/url)`: 95 valid, 5 invalid" {
		t.Errorf("checkCounts = %q, %v", got, err)
	}
	for name, res := range map[string][]*result{
		"different totals": mk(same("90 valid, 10 invalid\n"), same("95 valid, 6 invalid\n")),
		"not counts":       mk(same("90 valid, 10 invalid\n"), same("panic\n")),
		"changing":         mk([]string{"90 valid, 10 invalid\n", "90 valid, 10 invalid\n", "91 valid, 9 invalid\n"}, same("95 valid, 5 invalid\n")),
	} {
		if _, err := checkCounts(res); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// TestOnly checks what -only runs: the commands whose id matches, and
// the inputs they read, no other.
func TestOnly(t *testing.T) {
	for re, want := range map[string][]string{
		"^j(log|text)-":  {"jsonLog", "jsonText"},
		"^jlog-j2$":      {"jsonLog"},
		"^mem-|^text-j1": {"big", "log"},
		"^disk-gz8":      {"disk"},
	} {
		need := neededInputs(programs{}, regexp.MustCompile(re))
		got := slices.Sorted(maps.Keys(need))
		if !slices.Equal(got, want) {
			t.Errorf("-only %s needs %v, want %v", re, got, want)
		}
	}
	if neededInputs(programs{}, nil) != nil {
		t.Errorf("without -only, not every input is needed")
	}
}

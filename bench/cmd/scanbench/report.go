// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uriscan/uri/bench"
)

// The figures of one job over its rounds.

// seconds returns the median wall time and its min–max range, in seconds.
func (r *result) seconds() (m, lo, hi float64) {
	return r.stat(func(s sample) float64 { return s.wall.Seconds() })
}

// cpuSeconds is the median user + system time, in seconds.
func (r *result) cpuSeconds() float64 {
	m, _, _ := r.stat(func(s sample) float64 { return s.cpu.Seconds() })
	return m
}

// mbps is the median throughput in MB/s (1e6 bytes) of input.
func (r *result) mbps() float64 {
	m, _, _ := r.seconds()
	if m == 0 {
		return 0
	}
	return float64(r.job.in.size) / 1e6 / m
}

// peak is the largest peak resident set size over the rounds, in bytes
// (0 when unknown), and whether it is only an upper bound: not above
// scanbench's own peak at the time, which Linux counts in it.
func (r *result) peak() (rss int64, bound bool) {
	for _, s := range r.samples {
		if s.rss > rss {
			rss, bound = s.rss, s.rss <= s.floor
		}
	}
	return rss, bound
}

// fmtPeak writes the figures of peak.
func fmtPeak(rss int64, bound bool) string {
	switch {
	case rss == 0:
		return "–"
	case bound:
		return "≤ " + fmtMiB(rss)
	}
	return fmtMiB(rss)
}

func (r *result) stat(f func(sample) float64) (m, lo, hi float64) {
	v := make([]float64, len(r.samples))
	for i, s := range r.samples {
		v[i] = f(s)
	}
	return bench.MedianRange(v)
}

// results are the results of a run by job id.
type results map[string]*result

// speedup returns the median, over rounds, of the wall time of the job vs
// over that of the job id (above 1: id is faster), and its min–max range;
// ok is false when one of them was not measured.
func (rs results) speedup(id, vs string) (m, lo, hi float64, ok bool) {
	a, b := rs[id], rs[vs]
	if a == nil || b == nil || len(a.samples) == 0 || len(a.samples) != len(b.samples) {
		return 0, 0, 0, false
	}
	v := make([]float64, len(a.samples))
	for i := range a.samples {
		v[i] = b.samples[i].wall.Seconds() / a.samples[i].wall.Seconds()
	}
	m, lo, hi = bench.MedianRange(v)
	return m, lo, hi, true
}

// A target is one figure that issue 14 asks of the command, checked on the
// results of one job.
type target struct {
	job  string // the job it is checked on
	text string // what the issue asks, as the report prints it
	// check returns the measured figure and whether the target is met.
	check func(rs results) (measured string, met bool)
}

// A verdict is a target checked on a run.
type verdict struct {
	target
	measured string // notMeasured when its jobs did not run
	met      bool
}

// The targets of issue 14, on the jobs of jobs().
var targets = []target{
	{"json-j2", "≥ 600 MB/s", atLeastMBps("json-j2", 600)},
	{"json-j2", "≥ 1.7× -j 1", atLeastSpeedup("json-j2", "json-j1", 1.7)},
	{"text-j2", "≥ 1.2 GB/s", atLeastMBps("text-j2", 1200)},
	{"parse-json", "≥ 500 MB/s", atLeastMBps("parse-json", 500)},
	{"parse-c", "≥ 10× net/url", atLeastSpeedup("parse-c", "neturl", 10)},
	{"mem-j8", "peak RSS ≤ 64 MiB", atMostRSS("mem-j8", 64<<20)},
	{"mem-j64", "peak RSS ≤ 64 MiB", atMostRSS("mem-j64", 64<<20)},
	{"mem-j256", "peak RSS ≤ 64 MiB", atMostRSS("mem-j256", 64<<20)},
	{"line-j2", "not slower than -j 1 beyond the spread", notSlower("line-j2", "line-j1")},
	// Issue 32's, on JSON logs.
	{"jlog-j2", "≥ 500 MB/s (issue 32)", atLeastMBps("jlog-j2", 500)},
	{"jlog-j2", "≥ 0.6× the MB/s of the text log (issue 32)", atLeastMBpsRatio("jlog-j2", "jtext-j2", 0.6)},
}

// notMeasured is the measured figure of a target whose job did not run.
const notMeasured = "–"

func atLeastMBps(id string, min float64) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		r := rs[id]
		if r == nil || len(r.samples) == 0 {
			return notMeasured, false
		}
		return fmt.Sprintf("%.0f MB/s", r.mbps()), r.mbps() >= min
	}
}

func atLeastSpeedup(id, vs string, min float64) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		m, lo, hi, ok := rs.speedup(id, vs)
		if !ok {
			return notMeasured, false
		}
		return fmtSpeedup(m, lo, hi), m >= min
	}
}

// atMostTimes is met when the median, over rounds, of the wall time of id
// over that of vs is at most max.
func atMostTimes(id, vs string, max float64) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		m, lo, hi, ok := rs.speedup(vs, id) // vs's speed-up over id: id's time over vs's
		if !ok {
			return notMeasured, false
		}
		return fmt.Sprintf("%.2f× the time (%.2f–%.2f)", m, lo, hi), m <= max
	}
}

// atLeastMBpsRatio is met when the median, over rounds, of the MB/s of
// id over that of vs in the same round is at least min: the speeds of two
// inputs of different sizes, compared.
func atLeastMBpsRatio(id, vs string, min float64) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		a, b := rs[id], rs[vs]
		if a == nil || b == nil || len(a.samples) == 0 || len(a.samples) != len(b.samples) {
			return notMeasured, false
		}
		v := make([]float64, len(a.samples))
		for i := range a.samples {
			v[i] = float64(a.job.in.size) / a.samples[i].wall.Seconds() / (float64(b.job.in.size) / b.samples[i].wall.Seconds())
		}
		m, lo, hi := bench.MedianRange(v)
		return fmtSpeedup(m, lo, hi), m >= min
	}
}

// notSlower is met when the median speed-up of id over vs is at least 1
// less half its min–max range: id is not slower than vs beyond the spread
// of the rounds.
func notSlower(id, vs string) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		m, lo, hi, ok := rs.speedup(id, vs)
		if !ok {
			return notMeasured, false
		}
		return fmtSpeedup(m, lo, hi), m >= 1-(hi-lo)/2
	}
}

func atMostRSS(id string, limit int64) func(results) (string, bool) {
	return func(rs results) (string, bool) {
		r := rs[id]
		if r == nil {
			return notMeasured, false
		}
		rss, bound := r.peak()
		if rss == 0 {
			return notMeasured, false
		}
		return fmtPeak(rss, bound), rss <= limit
	}
}

// verdicts checks every target on rs.
func verdicts(rs results) []verdict {
	var out []verdict
	for _, t := range targets {
		m, met := t.check(rs)
		out = append(out, verdict{target: t, measured: m, met: met})
	}
	return out
}

func fmtSpeedup(m, lo, hi float64) string {
	return fmt.Sprintf("%.2f× (%.2f–%.2f)", m, lo, hi)
}

func fmtMiB(b int64) string {
	return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
}

// A report is everything the Markdown of a run is made of.
type report struct {
	info    bench.RunInfo
	inputs  []*input
	results []*result // in the order of jobs()
	skipped []string  // what was left out, and why
	counts  []string  // the counts of the counts jobs
	quick   bool      // small inputs: the targets are not checked
}

// table is the Markdown table of the results: one row per job, its median
// wall time, min–max, MB/s, CPU, largest peak RSS, speed-up over the job
// it is compared with, and the targets checked on it.
func (rep *report) table() string {
	rs := results{}
	for _, r := range rep.results {
		rs[r.job.id] = r
	}
	vs := verdicts(rs)
	var b strings.Builder
	b.WriteString("| command | input | wall (median) | min–max | MB/s | CPU user+sys | peak RSS (max) | speed-up | target (issue 14) | met |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---|---|\n")
	last := ""
	for _, r := range rep.results {
		j := r.job
		in := ""
		if j.in.name != last {
			in, last = j.in.name, j.in.name
		}
		m, lo, hi := r.seconds()
		up := "–"
		if sm, slo, shi, ok := rs.speedup(j.id, j.vs); ok {
			up = fmt.Sprintf("%.2f× %s (%.2f–%.2f)", sm, j.vsLabel, slo, shi)
		}
		var texts, mets []string
		for _, v := range vs {
			if v.job != j.id {
				continue
			}
			texts = append(texts, v.text)
			switch {
			case rep.quick:
				mets = append(mets, "not checked (-quick)")
			case v.measured == notMeasured:
				mets = append(mets, "not measured")
			case v.met:
				mets = append(mets, "yes: "+v.measured)
			default:
				mets = append(mets, "**no**: "+v.measured)
			}
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %.0f | %.2f s | %s | %s | %s | %s |\n",
			j.label, in, fmtSeconds(m)+" s", fmtSeconds(lo)+"–"+fmtSeconds(hi)+" s", r.mbps(), r.cpuSeconds(), fmtPeak(r.peak()), up,
			orDash(strings.Join(texts, "; ")), orDash(strings.Join(mets, "; ")))
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// fmtSeconds writes a number of seconds with three significant digits
// in the usual range.
func fmtSeconds(s float64) string {
	switch {
	case s >= 10:
		return fmt.Sprintf("%.1f", s)
	case s >= 1:
		return fmt.Sprintf("%.2f", s)
	}
	return fmt.Sprintf("%.3f", s)
}

// inputList describes the inputs and what was left out.
func (rep *report) inputList() string {
	var b strings.Builder
	for _, in := range rep.inputs {
		fmt.Fprintf(&b, "- %s (%d bytes): %s\n", in.name, in.size, in.how)
	}
	for _, s := range rep.skipped {
		fmt.Fprintf(&b, "- Left out: %s\n", s)
	}
	return b.String()
}

// unmet lists the targets a full run measured and missed, for stderr.
func (rep *report) unmet() []string {
	rs := results{}
	for _, r := range rep.results {
		rs[r.job.id] = r
	}
	var out []string
	for _, v := range verdicts(rs) {
		if v.measured != notMeasured && !v.met {
			out = append(out, fmt.Sprintf("%s: %s, measured %s", labelOf(rep.results, v.job), v.text, v.measured))
		}
	}
	return out
}

func labelOf(rs []*result, id string) string {
	i := slices.IndexFunc(rs, func(r *result) bool { return r.job.id == id })
	if i < 0 {
		return id
	}
	return rs[i].job.label + " (" + rs[i].job.in.name + ")"
}

// block is the README's bench:scan block: the header, the inputs, the
// table, and a link to the report at reportPath (relative to the README).
func (rep *report) block(reportPath string) string {
	var b strings.Builder
	b.WriteString(bench.Header(rep.info))
	b.WriteString("\n" + rep.inputList() + "\n")
	b.WriteString(rep.table())
	fmt.Fprintf(&b, "\nEvery run of every command, and the record counts: [%s](%s).\n", reportPath, reportPath)
	return b.String()
}

// markdown is the report, results/scan.md: the block's content, the record
// counts, and the figures of every run.
func (rep *report) markdown() string {
	var b strings.Builder
	b.WriteString("# The scan command on large inputs\n\n")
	b.WriteString(bench.Header(rep.info))
	b.WriteString("\n## Inputs\n\n" + rep.inputList())
	b.WriteString("\n## Results\n\n" + rep.table())
	b.WriteString("\nThe speed-up is the median, over rounds, of the other command's wall time over this one's in the same round (min–max in brackets). A target on MB/s is checked on the median wall time, one on RSS on the largest peak over the rounds.\n")
	if len(rep.counts) > 0 {
		b.WriteString("\n## Record counts\n\nThe programs compared read the same records; they differ on what is valid (net/url accepts spaces, `|`, `\"` and raw non-ASCII in the path, for instance):\n\n")
		for _, c := range rep.counts {
			fmt.Fprintf(&b, "- %s\n", c)
		}
	}
	b.WriteString("\n## Every run\n\nWall time and peak RSS of each round, in round order (≤: not above scanbench's own peak, which Linux counts in it).\n\n| command | input | wall (s) | peak RSS (MiB) |\n|---|---|---|---|\n")
	for _, r := range rep.results {
		var w, m []string
		for _, s := range r.samples {
			w = append(w, fmtSeconds(s.wall.Seconds()))
			rss := fmt.Sprintf("%.1f", float64(s.rss)/(1<<20))
			if s.rss <= s.floor {
				rss = "≤" + rss
			}
			m = append(m, rss)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", r.job.label, r.job.in.name, strings.Join(w, " "), strings.Join(m, " "))
	}
	return b.String()
}

// runInfo is the header's description of a run of rounds rounds that
// started at start on machine (bench.Machine), with items on the scan
// binary.
func runInfo(start time.Time, rounds int, machine string, items []string) bench.RunInfo {
	return bench.RunInfo{
		Command:  bench.Cmdline("./cmd/scanbench"),
		Start:    start,
		Duration: time.Since(start),
		Rounds:   rounds,
		Machine:  machine,
		Method:   "each command run once per round, in a new shuffled order, after one warm-up run of each (input files in the page cache), output to /dev/null",
		Items:    items,
		Meaning: "These are wall times of whole processes, from start to exit as `time` gives them, on a shared machine (2 cores, other work running): " +
			"absolute figures hold for that machine and moment only. Speed-ups are medians of per-round ratios, taken within a round. " +
			"MB/s counts input bytes (1 MB = 10⁶ bytes). Peak RSS is the process's ru_maxrss, in which Linux counts the peak of the process that started it: " +
			"scanbench lowers its own to its current RSS before each start, and a figure not above it is given as an upper bound (≤).",
	}
}

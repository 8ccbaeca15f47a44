// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command uribench measures uriscan against the URL parsers users would
// pick instead (net/url, fasthttp, fredbi/uri, ada through cgo with -tags
// goada, xurls for extraction, and the native peers ada in C++ and
// uriparser in C, run as separate processes) and the machine floors
// (bytes.IndexByte per input, bytes.Count over the buffer), on the shared
// datasets and on generated inputs. It writes a Markdown report and SVG
// charts, and the figures of the README's speed section.
//
// From the bench directory:
//
//	go run -tags goada ./cmd/uribench              # full run: writes results/ and ../docs/speed.md's bench blocks
//	go run ./cmd/uribench -quick                   # CI: seconds, checks agreement
//
// Flags:
//
//	-data dir     shared datasets (default ../../shared/datasets, or $BENCH_DATA); skipped if absent
//	-out dir      where to write report.md, parse.svg, ... (default results; none with -quick)
//	-readme file  README whose <!-- bench:NAME --> blocks get this run's figures (default ../docs/speed.md; none with -quick; -readme= for none)
//	-rounds n     interleaved rounds (default 7)
//	-time d       minimum time of one measurement, by -clock (default 150ms)
//	-clock c      what a measurement is timed by: thread (the CPU time of the thread running the loop, default), process (the process's CPU time) or wall
//	-n n          generated inputs per dataset (default 10000)
//	-quick        generated inputs only, n=1000 unless -n, 1 round, -time 2ms; fail on agreement failures
//	-peers re     only entries whose peer matches the regexp (ours and floors always)
//	-datasets re  only the datasets whose name matches the regexp
//	-callgrind    count ours' instructions per input under valgrind's callgrind (avx2, generic), print them, and time nothing
//	-native mode  the native peers: auto (those that build), on (a build failure is fatal), off
//	-text dir     text whose URLs xurls and uriscan must agree on (default /usr/share/doc); skipped if absent
//	-textmib n    MiB of it read (default 8; 4 with -quick unless given)
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/uriscan/uri/bench"
)

type options struct {
	data, out, readme, peers, native string
	ops, sets, clock                 string
	text                             string
	rounds, n, textMiB               int
	minTime                          time.Duration
	quick, callgrind                 bool
	callgrindChild                   string
}

func main() {
	var o options
	bench.OutputFlags(&o.data, &o.out, &o.readme, "report.md and the charts", "its bench blocks")
	flag.IntVar(&o.rounds, "rounds", 7, "interleaved `rounds`")
	flag.DurationVar(&o.minTime, "time", 150*time.Millisecond, "minimum `duration` of one measurement, by -clock")
	flag.StringVar(&o.clock, "clock", string(bench.ClockThread), "what a measurement is timed by: thread (its thread's CPU time), process (the process's CPU time) or wall")
	flag.IntVar(&o.n, "n", 10000, "generated inputs per dataset")
	flag.BoolVar(&o.quick, "quick", false, "CI mode: small generated inputs, one short round, agreement checks")
	flag.StringVar(&o.peers, "peers", "", "only peers matching `regexp` (ours and floors always run)")
	flag.StringVar(&o.ops, "ops", "", "only the operations matching `regexp` (a partial run: with -readme= only)")
	flag.StringVar(&o.sets, "datasets", "", "only the datasets whose name matches `regexp` (a partial run: with -readme= only)")
	flag.StringVar(&o.native, "native", "auto", "native peers (ada C++, uriparser C): auto, on (failure to build is fatal) or off")
	flag.StringVar(&o.text, "text", bench.DefaultTextDir, "`dir` of text files on which xurls and uriscan must agree")
	flag.IntVar(&o.textMiB, "textmib", bench.DefaultTextBytes>>20, "`MiB` of the text read")
	flag.BoolVar(&o.callgrind, "callgrind", false, "count ours' instructions per input under callgrind (avx2 and generic) instead of timing; needs valgrind")
	flag.StringVar(&o.callgrindChild, "callgrind-child", "", "(internal) the process run under callgrind, for `implementation`")
	flag.Parse()
	if o.quick {
		o.rounds, o.minTime = 1, 2*time.Millisecond
		given := false
		givenText := false
		flag.Visit(func(f *flag.Flag) {
			given = given || f.Name == "n"
			givenText = givenText || f.Name == "textmib"
		})
		if !given {
			o.n = 1000
		}
		if !givenText {
			o.textMiB = 4
		}
	}
	bench.DefaultOutputs(o.quick || o.callgrind || o.callgrindChild != "", &o.out, &o.readme)
	run := run
	if o.callgrind || o.callgrindChild != "" {
		run = callgrind
	}
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "uribench:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	start := time.Now()
	logf := bench.Logger("uribench", start)
	var sel *regexp.Regexp
	if o.peers != "" {
		var err error
		if sel, err = regexp.Compile(o.peers); err != nil {
			return err
		}
	}
	clock, err := bench.ParseClock(o.clock)
	if err != nil {
		return err
	}
	ops, err := partial("ops", o.ops, o.readme)
	if err != nil {
		return err
	}
	sets, err := partial("datasets", o.sets, o.readme)
	if err != nil {
		return err
	}
	if o.readme != "" {
		if err := bench.CheckReadme(o.readme, "speed", "kernels"); err != nil {
			return err
		}
	}
	all := bench.Entries()
	var versions, skipped []string
	switch o.native {
	case "off":
	case "auto", "on":
		nat, err := bench.StartNative(o.native == "on", logf)
		if err != nil {
			return err
		}
		defer nat.Close()
		all = append(all, nat.Entries()...)
		versions, skipped = nat.Versions(), nat.Skipped
		for _, s := range skipped {
			logf("native peer left out: %s", s)
		}
		defer func() {
			if err := nat.Err(); err != nil {
				logf("%v", err)
			}
		}()
	default:
		return fmt.Errorf("-native %q: want auto, on or off", o.native)
	}
	var entries []bench.Entry
	for _, e := range all {
		if (sel == nil || e.Ours || e.Floor || sel.MatchString(e.Peer)) && (ops == nil || ops.MatchString(e.Op)) {
			entries = append(entries, e)
		}
	}
	datasets, err := loadDatasets(o, ops, sets, logf)
	if err != nil {
		return err
	}
	machine := bench.Machine()
	fmt.Fprint(os.Stderr, machine)

	dis, failures := bench.Agree(entries, datasets)
	rdiffs, rfail := bench.AgreeResolve(entries, datasets)
	failures = append(failures, rfail...)
	text, err := bench.TextCorpus(o.text, o.textMiB<<20)
	if err != nil {
		return err
	}
	var xa *bench.XurlsAgreement
	if text == nil {
		logf("no text in %s: no agreement with xurls", o.text)
	} else {
		a := bench.AgreeXurls(text, 12)
		xa = &a
		if f := a.Failure(); f != "" {
			failures = append(failures, f)
		}
	}
	logf("agreement checked: %d failures", len(failures))

	cells, err := bench.Run(entries, datasets, bench.Config{Rounds: o.rounds, MinTime: o.minTime, Clock: clock, Log: logf})
	if err != nil {
		return err
	}
	info := bench.RunInfo{Command: bench.Cmdline("./cmd/uribench"), Start: start, Duration: time.Since(start), Rounds: o.rounds,
		MinTime: o.minTime, Machine: machine, Native: versions,
		Method: fmt.Sprintf("each measurement ≥ %s after one warm-up pass, %s", o.minTime, clock.Describe())}
	var xurlsRep string
	if xa != nil {
		xurlsRep = bench.FormatXurlsAgreement(*xa, o.text)
	}
	rep := report(entries, cells, info, clock, skipped, dis, rdiffs, xurlsRep, failures)
	for _, w := range bench.KernelWarnings(cells) {
		logf("warning: the default kernel is not the fastest: %s", w)
	}
	if o.out == "" {
		fmt.Print(rep)
	} else if err := write(o, cells, datasets, info, rep); err != nil {
		return err
	}
	if len(failures) > 0 {
		for _, f := range failures {
			fmt.Fprintln(os.Stderr, "FAIL:", f)
		}
		if o.quick {
			return fmt.Errorf("%d agreement failures", len(failures))
		}
	}
	return nil
}

// loadDatasets returns the datasets of the run: the generated ones, and
// the shared ones unless o.quick, selected by ops and sets (nil: all).
func loadDatasets(o options, ops, sets *regexp.Regexp, logf func(string, ...any)) ([]*bench.Dataset, error) {
	datasets := bench.Generated(o.n)
	if !o.quick {
		shared, err := bench.LoadShared(o.data)
		if err != nil {
			return nil, err
		}
		if shared == nil {
			logf("no shared datasets in %s: generated inputs only", o.data)
		}
		datasets = append(shared, datasets...)
	}
	return slices.DeleteFunc(datasets, func(d *bench.Dataset) bool {
		return ops != nil && !ops.MatchString(d.Op) || sets != nil && !sets.MatchString(d.Name)
	}), nil
}

// partial compiles the regexp of flag name, which selects part of a run:
// nil when expr is empty, an error when the run would write the README's
// blocks.
func partial(name, expr, readme string) (*regexp.Regexp, error) {
	if expr == "" {
		return nil, nil
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, err
	}
	if readme != "" {
		return nil, fmt.Errorf("-%s %q: a partial run does not write the README's blocks: add -readme=", name, expr)
	}
	return re, nil
}

// report is the text of report.md.
func report(entries []bench.Entry, cells []*bench.Cell, info bench.RunInfo, clock bench.Clock, skipped []string,
	dis []bench.Disagreement, rdiffs []bench.ResolveDiff, xurlsRep string, failures []string) string {
	var names []string
	for _, e := range entries {
		if !e.Floor && !slices.Contains(names, e.Peer) {
			names = append(names, e.Peer)
		}
	}
	var rep strings.Builder
	rep.WriteString("# uriscan benchmarks\n\n")
	rep.WriteString(bench.Header(info))
	fmt.Fprintf(&rep, "\n- Entries: %s; floors: bytes.IndexByte per input, bytes.Count over the whole buffer\n", strings.Join(names, ", "))
	for _, s := range skipped {
		fmt.Fprintf(&rep, "- Native peer left out: %s\n", s)
	}
	rep.WriteString("- Method: entries run in a new random order per dataset and round; figures are medians over rounds, spread is ±half the min–max range; × uriscan is the median of the per-round ratios (taken within a round, so load from other processes mostly cancels). Allocations are runtime.MemStats.Mallocs per input, and for the native peers calls to malloc, calloc and realloc (glibc). MB/s counts input bytes.\n")
	fmt.Fprintf(&rep, "- Clock: every measurement is %s; a Go entry's goroutine is locked to its thread for the loop.\n", clock.Describe())
	rep.WriteString("- The native peers are C and C++ programs (`bench/native/`) run as separate processes, so that no cgo cost counts against them; each times its own loop over the whole dataset by the same clock, with the same warm-up and pass count as the Go entries, at the entry's place in each round's order. goada is the same ada library through cgo.\n")
	rep.WriteString(bench.Markdown(cells, missingOurs(entries)))
	rep.WriteString(bench.KernelReport(cells, info.Rounds))
	rep.WriteString("\n### Validity disagreements with RFC 3986 on generated inputs\n\n")
	rep.WriteString("The generator knows which of its inputs are valid. uriscan and uriparser (RFC 3986) must agree with it on every input; every peer must accept the plain web URLs and refuse an unclosed IPv6 literal; native ada must give goada's verdict, and ada::can_parse ada's parse verdict, on every input. The rest are known differences of each peer's grammar:\n\n")
	rep.WriteString(bench.FormatDisagreements(dis))
	rep.WriteString(bench.FormatResolveDiffs(rdiffs))
	rep.WriteString(xurlsRep)
	if len(failures) > 0 {
		rep.WriteString("\n**Agreement failures:**\n\n")
		for _, f := range failures {
			fmt.Fprintf(&rep, "- %s\n", f)
		}
	}
	return rep.String()
}

// missingOurs names the operations with peers but without ours.
func missingOurs(entries []bench.Entry) map[string]string {
	missing := map[string]string{}
	for _, op := range bench.Ops {
		has, hasOurs := false, false
		for _, e := range entries {
			if e.Op == op && !e.Floor {
				has = true
				hasOurs = hasOurs || e.Ours
			}
		}
		if has && !hasOurs {
			missing[op] = "no entry of uriscan for this operation"
		}
	}
	return missing
}

// write writes the report and the charts into o.out, and the README's
// bench blocks into o.readme.
func write(o options, cells []*bench.Cell, datasets []*bench.Dataset, info bench.RunInfo, rep string) error {
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	var charts strings.Builder
	for _, op := range bench.Ops {
		svg := bench.SVG(cells, op, "uriscan "+op+": median ns per input")
		if svg == "" {
			continue
		}
		f := op + ".svg"
		if err := os.WriteFile(filepath.Join(o.out, f), []byte(svg), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(&charts, "![%s](%s)\n\n", op, f)
	}
	r := strings.Replace(rep, "\n### ", "\n"+charts.String()+"### ", 1)
	if err := os.WriteFile(filepath.Join(o.out, "report.md"), []byte(r), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "uribench: wrote %s\n", filepath.Join(o.out, "report.md"))
	if o.readme == "" {
		return nil
	}
	rel, err := bench.RelPath(filepath.Dir(o.readme), o.out)
	if err != nil {
		return err
	}
	speed := fmt.Sprintf("%s\n![parse benchmark](%s/parse.svg)\n\n%s\nEvery table and chart of every operation: [%s/report.md](%s/report.md); charts for %s.\n",
		bench.Header(info), rel, bench.Summary(cells, datasets), rel, rel, chartLinks(rel))
	if err := bench.UpdateReadme(o.readme, map[string]string{
		"speed":   speed,
		"kernels": bench.KernelSummary(cells, datasets, info.Rounds),
	}); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "uribench: wrote the bench blocks of %s\n", o.readme)
	return nil
}

func chartLinks(rel string) string {
	var l []string
	for _, op := range bench.Ops {
		l = append(l, fmt.Sprintf("[%s](%s/%s.svg)", op, rel, op))
	}
	return strings.Join(l, ", ")
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command scanbench measures the scan command itself, as issue 14's table
// states its targets: whole processes on large files in the page cache,
// their wall time, CPU time and peak RSS. It builds scan from ../scan and
// a net/url program doing what `scan parse -c` does (./cmd/neturlcount),
// generates its inputs in a temporary directory (removed at the end), runs
// every command once as a warm-up and then once per round in a shuffled
// order, and writes results/scan.md and the README's bench:scan block.
//
// From the bench directory:
//
//	go run ./cmd/scanbench          # full run: writes results/scan.md and ../docs/speed.md's bench:scan block
//	go run ./cmd/scanbench -quick   # CI: small inputs, one round, report on stdout, targets not checked
//
// The commands, with output to /dev/null:
//
//	scan -json -j 1, scan -json -j 2, scan -j 1, scan -j 2   on a 256 MiB generated access log
//	scan -j 1                                                on 64 MiB of "<a:", the extractor's slowest input (issue 33)
//	scan parse -json and -c, -j 1 and -j 2, neturlcount     on kasztp.txt 40 times (88 MB; left out without ../shared)
//	scan -json -j 8, -j 64, -j 256                           on a 1 GiB log, for their peak RSS
//	scan -json -j 1, scan -json -j 2                         on one line of 120 MiB (URLs separated by spaces)
//	scan -json -j 1, scan -json -j 2                         on a 256 MiB JSON access log (nginx's escape=json), and on
//	                                                         the same lines in the combined format (issue 32)
//	scan -c on f.gz and through gzip -dc f.gz |, on f.zst    on a 96 MiB log, and scan -c -j 1, -j 2 on it in 8 gzip files (issue 32)
//
// Flags:
//
//	-data dir     shared datasets (default ../../shared/datasets, or $BENCH_DATA); kasztp.txt skipped cleanly if absent
//	-out dir      where scan.md goes (default results; none with -quick: stdout)
//	-readme file  README whose bench:scan block gets the figures (default ../docs/speed.md; none with -quick)
//	-rounds n     interleaved rounds (default 5; 1 with -quick)
//	-repo dir     the repository whose scan is measured (default ..)
//	-tmp dir      where the inputs are generated (default the system's; about 1.5 GB)
//	-timeout d    longest run of one command (default 10m)
//	-quick        inputs of 20 and 24 MiB, 4 MiB of "<a:", 4 MiB of generated URLs in place of kasztp x40, an 8 MiB log
//	              for issue 32's disk rows, a JSON log of 28 MiB
//	-only regexp  run only the commands whose id matches (json-j2, jlog-j2 ...: see jobsFor), generating only their
//	              inputs; the report goes to stdout and the README is left alone, unless -out or -readme is given
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/uriscan/uri/bench"
)

type options struct {
	data, out, readme, repo, tmp string
	rounds                       int
	timeout                      time.Duration
	quick                        bool
	only                         *regexp.Regexp // nil: every job
}

// sizes are the sizes of the generated inputs, in bytes.
type sizes struct {
	log, big, line, urls int64 // urls: the quick mode's stand-in for kasztp x40
	worst                int64 // "<a:" repeated
	disk                 int64 // the log of issue 32's disk rows
	jsonLog              int64 // the JSON access log; its text twin has the same lines
}

var (
	fullSizes  = sizes{log: 256 << 20, big: 1 << 30, line: 120 << 20, worst: 64 << 20, disk: diskSize, jsonLog: 256 << 20}
	quickSizes = sizes{log: 20 << 20, big: 24 << 20, line: 20 << 20, urls: 4 << 20, worst: 4 << 20, disk: diskSizeQuick, jsonLog: 28 << 20} // above scan's 16 MiB: the parallel paths run (the JSON log's text twin too)
)

// kasztpCopies is how many times kasztp.txt is repeated (88 MB).
const kasztpCopies = 40

func main() {
	var o options
	bench.OutputFlags(&o.data, &o.out, &o.readme, "scan.md", "its bench:scan block")
	flag.IntVar(&o.rounds, "rounds", 5, "interleaved `rounds`")
	flag.StringVar(&o.repo, "repo", "..", "the repository `dir` whose scan is measured")
	flag.StringVar(&o.tmp, "tmp", "", "`dir` for the generated inputs (default the system's temporary directory)")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Minute, "longest `duration` of one run of a command")
	flag.BoolVar(&o.quick, "quick", false, "CI mode: small generated inputs, one round, targets not checked")
	only := flag.String("only", "", "run only the commands whose id matches this `regexp` (report on stdout)")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "scanbench: no arguments expected; see -h")
		os.Exit(2)
	}
	if o.quick {
		given := false
		flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rounds" })
		if !given {
			o.rounds = 1
		}
	}
	if *only != "" {
		re, err := regexp.Compile(*only)
		if err != nil {
			fmt.Fprintln(os.Stderr, "scanbench: -only:", err)
			os.Exit(2)
		}
		o.only = re
	}
	bench.DefaultOutputs(o.quick || o.only != nil, &o.out, &o.readme)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, o); err != nil {
		fmt.Fprintln(os.Stderr, "scanbench:", err)
		stop()
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) error {
	start := time.Now()
	logf := bench.Logger("scanbench", start)
	if o.rounds < 1 {
		return fmt.Errorf("-rounds %d: want at least 1", o.rounds)
	}
	if o.readme != "" {
		if err := bench.CheckReadme(o.readme, "scan"); err != nil {
			return err
		}
	}
	repo, err := filepath.Abs(o.repo)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp(o.tmp, "scanbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if dir, err = filepath.Abs(dir); err != nil {
		return err
	}
	logf("building scan, genlog and neturlcount from %s", repo)
	progs, err := build(ctx, repo, dir)
	if err != nil {
		return err
	}
	sz := fullSizes
	if o.quick {
		sz = quickSizes
	}
	logf("generating the inputs in %s", dir)
	need := neededInputs(progs, o.only)
	ins, skipped, err := prepare(ctx, o, progs, dir, sz, need)
	if err != nil {
		return err
	}
	for _, s := range skipped {
		logf("left out: %s", s)
	}
	machine := bench.Machine()
	fmt.Fprint(os.Stderr, machine)
	items, err := describe(repo, progs.scan)
	if err != nil {
		return err
	}
	var jobs []*job
	for _, j := range jobsFor(progs, ins) {
		if o.only == nil || o.only.MatchString(j.id) {
			jobs = append(jobs, j)
		}
	}
	if len(jobs) == 0 {
		return fmt.Errorf("-only %s matches no command", o.only)
	}
	res, err := runRounds(ctx, jobs, o.rounds, o.timeout, logf)
	if err != nil {
		return err
	}
	counts, err := checkCounts(res)
	if err != nil {
		return err
	}
	var inputs []*input
	all := []*input{ins.log, ins.worst, ins.urls, ins.big, ins.line, ins.jsonLog, ins.jsonText}
	if d := ins.disk; d != nil {
		all = append(all, d.plain, d.gz, d.zst, d.gz8)
	}
	for _, in := range all {
		if in != nil {
			inputs = append(inputs, in)
		}
	}
	info := runInfo(start, o.rounds, machine, items)
	rep := &report{info: info, inputs: inputs, results: res, skipped: skipped, counts: counts, quick: o.quick}
	if !o.quick {
		for _, u := range rep.unmet() {
			logf("target not met: %s", u)
		}
	}
	return write(o, rep)
}

// The inputs of a run; urls is nil when kasztp.txt is absent, and with
// -only, an input that no command run reads is nil.
type inputs struct {
	log, worst, urls, big, line *input
	disk                        *diskInputs
	jsonLog, jsonText           *input
}

// neededInputs returns the names of the fields of inputs that the jobs
// that only matches read (jobsFor run on inputs that are their own
// names), or nil for all of them when only is nil.
func neededInputs(p programs, only *regexp.Regexp) map[string]bool {
	if only == nil {
		return nil
	}
	named := func(n string) *input { return &input{name: n} }
	probe := inputs{log: named("log"), worst: named("worst"), urls: named("urls"), big: named("big"), line: named("line"),
		disk:    &diskInputs{plain: named("disk"), gz: named("disk"), zst: named("disk"), gz8: named("disk")},
		jsonLog: named("jsonLog"), jsonText: named("jsonText")}
	need := map[string]bool{}
	for _, j := range jobsFor(p, probe) {
		if only.MatchString(j.id) {
			need[j.in.name] = true
		}
	}
	return need
}

// prepare generates the inputs into dir: those need names, all when it is
// nil.
func prepare(ctx context.Context, o options, p programs, dir string, sz sizes, need map[string]bool) (inputs, []string, error) {
	var ins inputs
	var skipped []string
	wants := func(name string) bool { return need == nil || need[name] }
	logInput := func(file, name string, size int64) (*input, error) {
		in := &input{name: mib(size) + " " + name, path: filepath.Join(dir, file),
			how: fmt.Sprintf("`go run ./scan/internal/accesslog/genlog -bytes %d` (seed 1)", size)}
		var err error
		in.size, err = writeLog(ctx, p.genlog, in.path, "-bytes", fmt.Sprint(size))
		return in, err
	}
	var err error
	if wants("log") {
		if ins.log, err = logInput("access.log", "access log", sz.log); err != nil {
			return ins, nil, err
		}
	}
	if wants("worst") {
		ins.worst = &input{name: mib(sz.worst) + " of `<a:`", path: filepath.Join(dir, "worst.txt"),
			how: "`<a:` repeated on one line, as `python3 -c \"print('<a:'*N)\"`: the slowest of the inputs that made the extractor quadratic (issue 33), or that its tests hold linear"}
		if ins.worst.size, err = writeRun(ins.worst.path, "<a:", sz.worst); err != nil {
			return ins, nil, err
		}
	}
	switch {
	case !wants("urls"):
	case o.quick:
		in := &input{name: mib(sz.urls) + " of generated URLs", path: filepath.Join(dir, "urls.txt"),
			how: "web URLs of bench's generator (one in 200 invalid), one per line, in place of kasztp x40"}
		if in.size, err = writeURLs(in.path, sz.urls); err != nil {
			return ins, nil, err
		}
		ins.urls = in
	default:
		src := filepath.Join(o.data, "kasztp.txt")
		in := &input{name: fmt.Sprintf("kasztp x%d", kasztpCopies), path: filepath.Join(dir, "kasztp40.txt"),
			how: fmt.Sprintf("the shared kasztp.txt %d times, without its byte order mark, one URL per line", kasztpCopies)}
		in.size, err = repeatFile(in.path, src, kasztpCopies)
		switch {
		case os.IsNotExist(err):
			skipped = append(skipped, fmt.Sprintf("scan parse on kasztp x%d: no %s (the shared datasets are not here; -data sets their directory)", kasztpCopies, src))
		case err != nil:
			return ins, nil, err
		default:
			ins.urls = in
		}
	}
	if wants("big") {
		if ins.big, err = logInput("big.log", "access log", sz.big); err != nil {
			return ins, nil, err
		}
	}
	if wants("line") {
		ins.line = &input{name: "line of " + mib(sz.line), path: filepath.Join(dir, "line.txt"),
			how: "web URLs of bench's generator separated by spaces, one newline at the end"}
		if ins.line.size, err = writeLine(ins.line.path, sz.line); err != nil {
			return ins, nil, err
		}
	}
	if wants("jsonLog") || wants("jsonText") {
		if ins.jsonLog, ins.jsonText, err = jsonLogs(ctx, p, dir, sz.jsonLog); err != nil {
			return ins, nil, err
		}
	}
	if wants("disk") {
		if ins.disk, err = prepareDisk(ctx, p, dir, sz.disk); err != nil {
			return ins, nil, err
		}
		if !haveGzip() {
			skipped = append(skipped, "gzip -dc | scan -c: no gzip here")
		}
	}
	return ins, skipped, nil
}

// jsonLogs writes a JSON access log of about size bytes into dir, and
// the same lines in the combined format, in which scan finds the same
// references (issue 32: their speeds are compared).
func jsonLogs(ctx context.Context, p programs, dir string, size int64) (js, text *input, err error) {
	js = &input{name: mib(size) + " JSON access log", path: filepath.Join(dir, "access.jsonl"),
		how: fmt.Sprintf("`go run ./scan/internal/accesslog/genlog -json -bytes %d` (seed 1): the lines of the access log as nginx writes them with `escape=json`", size)}
	if js.size, err = writeLog(ctx, p.genlog, js.path, "-json", "-bytes", fmt.Sprint(size)); err != nil {
		return nil, nil, err
	}
	lines, err := countLines(js.path)
	if err != nil {
		return nil, nil, err
	}
	text = &input{name: "its lines as text", path: filepath.Join(dir, "access-twin.log"),
		how: fmt.Sprintf("`go run ./scan/internal/accesslog/genlog -lines %d` (seed 1): the lines of the JSON access log in the combined format", lines)}
	if text.size, err = writeLog(ctx, p.genlog, text.path, "-lines", fmt.Sprint(lines)); err != nil {
		return nil, nil, err
	}
	return js, text, nil
}

// jobsFor lists the commands measured, in the order of the report; the
// ids are those of the targets.
func jobsFor(p programs, in inputs) []*job {
	scan := func(id, label string, i *input, args ...string) *job {
		return &job{id: id, label: label, in: i, bin: p.scan, args: args}
	}
	vs := func(j *job, id, label string) *job {
		j.vs, j.vsLabel = id, label
		return j
	}
	jobs := []*job{
		scan("json-j1", "scan -json -j 1", in.log, "-json", "-j", "1"),
		vs(scan("json-j2", "scan -json -j 2", in.log, "-json", "-j", "2"), "json-j1", "-j 1"),
		scan("text-j1", "scan -j 1", in.log, "-j", "1"),
		vs(scan("text-j2", "scan -j 2", in.log, "-j", "2"), "text-j1", "-j 1"),
		// One line, which scan reads in one pass whatever -j: its MB/s
		// beside the access log's.
		scan("worst-j1", "scan -j 1", in.worst, "-j", "1"),
	}
	if in.urls != nil {
		// The record commands on one worker and on two (the default
		// on this machine's two cores): the targets are on -j 2, and
		// the note gives -j 1 beside them; neturlcount runs on one
		// goroutine (its garbage collector on the other core).
		c1 := vs(scan("parse-c-j1", "scan parse -c -j 1", in.urls, "parse", "-c", "-j", "1"), "neturl", "net/url")
		c := vs(scan("parse-c", "scan parse -c -j 2", in.urls, "parse", "-c", "-j", "2"), "neturl", "net/url")
		c1.counts, c.counts = true, true
		jobs = append(jobs,
			scan("parse-json-j1", "scan parse -json -j 1", in.urls, "parse", "-json", "-j", "1"),
			vs(scan("parse-json", "scan parse -json -j 2", in.urls, "parse", "-json", "-j", "2"), "parse-json-j1", "-j 1"),
			c1, c,
			&job{id: "neturl", label: "neturlcount (net/url)", in: in.urls, bin: p.neturl, counts: true},
		)
	}
	for _, n := range []string{"8", "64", "256"} {
		jobs = append(jobs, scan("mem-j"+n, "scan -json -j "+n, in.big, "-json", "-j", n))
	}
	// Issue 32: a JSON log against the same lines as text, so that the
	// ratio of their times is that of the same references.
	jobs = append(jobs,
		scan("jlog-j1", "scan -json -j 1", in.jsonLog, "-json", "-j", "1"),
		vs(scan("jlog-j2", "scan -json -j 2", in.jsonLog, "-json", "-j", "2"), "jtext-j2", "the text log"),
		scan("jtext-j1", "scan -json -j 1", in.jsonText, "-json", "-j", "1"),
		vs(scan("jtext-j2", "scan -json -j 2", in.jsonText, "-json", "-j", "2"), "jtext-j1", "-j 1"),
	)
	jobs = append(jobs,
		scan("line-j1", "scan -json -j 1", in.line, "-json", "-j", "1"),
		vs(scan("line-j2", "scan -json -j 2", in.line, "-json", "-j", "2"), "line-j1", "-j 1"),
	)
	if in.disk != nil { // nil with -only, when no disk row runs
		jobs = append(jobs, diskJobs(p, in.disk)...)
	}
	return jobs
}

// checkCounts checks that each counts job printed the same counts in
// every round, and that the programs read the same number of records;
// it returns the counts for the report.
func checkCounts(res []*result) ([]string, error) {
	var out []string
	total := -1
	for _, r := range res {
		if !r.job.counts || len(r.samples) == 0 {
			continue
		}
		first := r.samples[0].out
		var valid, invalid int
		if _, err := fmt.Sscanf(first, "%d valid, %d invalid\n", &valid, &invalid); err != nil {
			return nil, fmt.Errorf("%s printed %q, not counts", r.job.label, first)
		}
		for _, s := range r.samples[1:] {
			if s.out != first {
				return nil, fmt.Errorf("%s printed %q, then %q", r.job.label, first, s.out)
			}
		}
		if total >= 0 && valid+invalid != total {
			return nil, fmt.Errorf("%s read %d records, the other program %d: they do not read the same records", r.job.label, valid+invalid, total)
		}
		total = valid + invalid
		out = append(out, fmt.Sprintf("`%s`: %s", r.job.label, strings.TrimSpace(first)))
	}
	return out, nil
}

// describe returns the header's lines on the scan binary: the commit of
// repo it was built from (when git knows it; "with uncommitted changes"
// when a Go file, go.mod or the profile differs from it), the profile it
// was built with (go version -m: -pgo), and the kernel it runs.
func describe(repo, scan string) ([]string, error) {
	var items []string
	if rev, err := exec.Command("git", "-C", repo, "rev-parse", "--short=12", "HEAD").Output(); err == nil {
		mod := ""
		if st, err := exec.Command("git", "-C", repo, "status", "--porcelain", "--untracked-files=no", "--", "*.go", "go.mod", "go.sum", "*.pgo").Output(); err == nil && len(st) > 0 {
			mod = ", with uncommitted changes"
		}
		items = append(items, fmt.Sprintf("scan: built from commit %s%s", strings.TrimSpace(string(rev)), mod))
	}
	if info, err := exec.Command("go", "version", "-m", scan).Output(); err == nil {
		pgo := "none"
		for _, l := range strings.Split(string(info), "\n") {
			if f := strings.Fields(l); len(f) == 2 && f[0] == "build" {
				if p, ok := strings.CutPrefix(f[1], "-pgo="); ok {
					pgo = "`" + filepath.Base(p) + "` (profile-guided optimization; the peers have none)"
				}
			}
		}
		items = append(items, "scan's build profile: "+pgo)
	}
	out, err := exec.Command(scan, "-version").Output()
	if err != nil {
		return nil, fmt.Errorf("scan -version: %v", err)
	}
	for _, l := range strings.Split(string(out), "\n") {
		if k, ok := strings.CutPrefix(l, "kernel: "); ok {
			items = append(items, "scan's kernel: "+k)
		}
	}
	return items, nil
}

// write writes the report into o.out (or stdout) and the README's
// bench:scan block into o.readme.
func write(o options, rep *report) error {
	if o.out == "" {
		fmt.Print(rep.markdown())
		return nil
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	path := filepath.Join(o.out, "scan.md")
	if err := os.WriteFile(path, []byte(rep.markdown()), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "scanbench: wrote %s\n", path)
	if o.readme == "" {
		return nil
	}
	rel, err := bench.RelPath(filepath.Dir(o.readme), path)
	if err != nil {
		return err
	}
	if err := bench.UpdateReadme(o.readme, map[string]string{"scan": rep.block(rel)}); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "scanbench: wrote the bench:scan block of %s\n", o.readme)
	return nil
}

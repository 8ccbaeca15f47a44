// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/uriscan/uri/internal/callgrind"
)

// Instruction counts: uribench -callgrind runs ours under valgrind's
// callgrind once per implementation (CallgrindImpls), the implementation
// pinned by URISCAN_KERNEL. In that process (the child, CallgrindChild)
// every (operation, dataset) is one call of callgrindPass, the only
// function whose instructions are collected (--toggle-collect), and whose
// end dumps the counts so far (--dump-after): one dump file per call, in
// the order the child lists its calls on standard output. Setup (loading
// and generating the datasets, the warm-up pass) is not counted. Unlike
// a time, the count does not move with the load of the machine.

// CallgrindImpls are the implementations counted: AVX2 (valgrind runs no
// AVX-512) and the generic one.
var CallgrindImpls = []string{"avx2", "generic"}

// callgrindSymbol is the symbol of callgrindPass.
const callgrindSymbol = "github.com/uriscan/uri/bench.callgrindPass"

// HasCallgrindSymbol reports whether the executable exe names
// callgrindPass in its symbol table, without which callgrind cannot
// collect by function (callgrind.HasSymbol).
func HasCallgrindSymbol(exe string) bool { return callgrind.HasSymbol(exe, callgrindSymbol) }

// ErrNoValgrind is returned by Callgrind when valgrind is not installed.
var ErrNoValgrind = callgrind.ErrNoValgrind

// callgrindPass is the loop whose instructions are counted: one pass of e
// over d.
//
//go:noinline
func callgrindPass(e Entry, d *Dataset) Outcome { return e.Pass(d) }

// A Count is the instructions of one implementation of ours on one
// dataset, per input.
type Count struct {
	Impl, Op, Dataset string
	Inputs            int
	PerInput          float64
}

// CallgrindChild is the child's work: every entry of ours (for the
// implementation in use, which URISCAN_KERNEL must have pinned to want)
// on each dataset of its operation, and ours' parse on each normalize
// dataset too (so that normalize compares with the parse of the same
// inputs), each run once to warm up and then once in callgrindPass. It
// writes one line per call of callgrindPass to w: op, dataset, inputs.
func CallgrindChild(want string, datasets []*Dataset, w io.Writer) error {
	if defaultSourceErr != nil || defaultSource != "URISCAN_KERNEL" || defaultImpl != want {
		return fmt.Errorf("implementation %s (%s; %v), want %s pinned by URISCAN_KERNEL", defaultImpl, defaultSource, defaultSourceErr, want)
	}
	// No collection may run in the counted loop: callgrind would count
	// the collector's work done on the same thread. Ours allocates
	// nothing, so the collector can wait till the end.
	runtime.GC()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	entries := map[string]Entry{}
	for _, e := range oursEntries() {
		if e.Peer == oursName(want) {
			entries[e.Op] = e
		}
	}
	for _, d := range datasets {
		calls := []struct{ op, name string }{{d.Op, d.Name}}
		if d.Op == OpNormalize {
			calls = append(calls, struct{ op, name string }{OpParse, normalizeInputs(d.Name)})
		}
		for _, c := range calls {
			e, ok := entries[c.op]
			if !ok {
				continue
			}
			Sink += e.Pass(d).Sink
			Sink += callgrindPass(e, d).Sink
			if _, err := fmt.Fprintf(w, "%s %s %d\n", c.op, strconv.Quote(c.name), d.Count()); err != nil {
				return err
			}
		}
	}
	return nil
}

// Callgrind runs the child, exe with args(impl), under callgrind once per
// implementation of impls, and returns the counts. dir holds the dump
// files. It returns ErrNoValgrind when valgrind is not installed, and an
// error when exe has no symbol table (HasCallgrindSymbol).
func Callgrind(exe string, args func(impl string) []string, impls []string, dir string) ([]Count, error) {
	var out []Count
	for _, impl := range impls {
		sub := filepath.Join(dir, impl)
		if err := os.MkdirAll(sub, 0o755); err != nil {
			return nil, err
		}
		var stdout bytes.Buffer
		irs, err := callgrind.Run(exe, args(impl), []string{"URISCAN_KERNEL=" + impl}, callgrindSymbol, sub, &stdout)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", impl, err)
		}
		calls, err := parseCalls(stdout.String())
		if err != nil {
			return nil, fmt.Errorf("callgrind %s: %v", impl, err)
		}
		if len(irs) != len(calls) {
			return nil, fmt.Errorf("callgrind %s: %d dumps for %d calls", impl, len(irs), len(calls))
		}
		for i, c := range calls {
			c.Impl, c.PerInput = impl, float64(irs[i])/float64(max(c.Inputs, 1))
			out = append(out, c)
		}
	}
	return out, nil
}

// normalizeInputs names the normalize dataset's inputs as a dataset of
// parse: on gen-web they are not parse's gen-web.
func normalizeInputs(name string) string { return name + " (normalize's inputs)" }

// parseCalls reads the child's list of calls.
func parseCalls(s string) ([]Count, error) {
	var out []Count
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		if line == "" {
			continue
		}
		op, rest, _ := strings.Cut(line, " ")
		i := strings.LastIndexByte(rest, ' ')
		if i < 0 {
			return nil, fmt.Errorf("child: line %q", line)
		}
		name, err := strconv.Unquote(rest[:i])
		n, err2 := strconv.Atoi(rest[i+1:])
		if err != nil || err2 != nil {
			return nil, fmt.Errorf("child: line %q", line)
		}
		out = append(out, Count{Op: op, Dataset: name, Inputs: n})
	}
	if len(out) == 0 {
		return nil, errors.New("the child counted nothing")
	}
	return out, nil
}

// FormatCounts is the Markdown table of the counts: instructions per input
// for each operation and dataset, one column per implementation, then the
// ratio of normalize to the parse of the same inputs. It allocates.
func FormatCounts(counts []Count, impls []string) string {
	var b strings.Builder
	b.WriteString("| operation (dataset, inputs) |")
	for _, impl := range impls {
		fmt.Fprintf(&b, " %s |", impl)
	}
	b.WriteString("\n|---|" + strings.Repeat("---:|", len(impls)) + "\n")
	type key struct{ op, dataset string }
	per := map[key]map[string]Count{}
	var order []key
	for _, c := range counts {
		k := key{c.Op, c.Dataset}
		if per[k] == nil {
			per[k] = map[string]Count{}
			order = append(order, k)
		}
		per[k][c.Impl] = c
	}
	row := func(label string, cell func(impl string) string) {
		b.WriteString("| " + label + " |")
		for _, impl := range impls {
			b.WriteString(" " + cell(impl) + " |")
		}
		b.WriteString("\n")
	}
	for _, op := range Ops {
		for _, k := range order {
			if k.op != op {
				continue
			}
			inputs := 0
			for _, c := range per[k] {
				inputs = c.Inputs
			}
			row(fmt.Sprintf("%s (%s, %d)", k.op, k.dataset, inputs), func(impl string) string {
				if c, ok := per[k][impl]; ok {
					return fmt.Sprintf("%.1f", c.PerInput)
				}
				return "–"
			})
		}
	}
	for _, k := range order {
		if k.op != OpNormalize {
			continue
		}
		p := per[key{OpParse, normalizeInputs(k.dataset)}]
		row(fmt.Sprintf("normalize ÷ parse (%s)", k.dataset), func(impl string) string {
			n, ok1 := per[k][impl]
			q, ok2 := p[impl]
			if !ok1 || !ok2 || q.PerInput == 0 {
				return "–"
			}
			return fmt.Sprintf("%.2f×", n.PerInput/q.PerInput)
		})
	}
	return b.String()
}

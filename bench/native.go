// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uriscan/uri/bench/internal/harness"
)

// The native peers are C and C++ libraries run as separate processes, so
// that no cgo cost counts against them: ada (the C++ library behind
// goada) and uriparser (C, RFC 3986). Each program (native/*.c, *.cpp,
// sharing native/harness.h) loads the datasets from files the Go side
// writes, in the exact bytes the Go entries see, and times its own loop
// over a whole dataset by the clock of the Go entries (Clock: the
// thread's CPU time by default), with the warm-up and
// pass count of measure; Run asks it for one measurement at the entry's
// place in each round's random order, as for a Go entry.

// nativeTable lists the native entries: the program, the entry's name in
// it, and how the report shows it.
var nativeTable = []struct {
	prog, name, op, peer string
	validOnly, rfc       bool
	grammar, same        string
}{
	{prog: "ada", name: "parse", op: OpParse, peer: "ada (native)", grammar: "ada", same: "goada"},
	{prog: "ada", name: "can_parse", op: OpParse, peer: "ada::can_parse (native)", validOnly: true, grammar: "ada", same: "ada (native)"},
	{prog: "ada", name: "target", op: OpTarget, peer: "ada (native)", grammar: "ada", same: "goada"},
	{prog: "ada", name: "resolve", op: OpResolve, peer: "ada (native)", grammar: "ada"},
	{prog: "ada", name: "normalize", op: OpNormalize, peer: "ada (native)", grammar: "ada"},
	{prog: "uriparser", name: "parse", op: OpParse, peer: "uriparser (native)", rfc: true},
	{prog: "uriparser", name: "target", op: OpTarget, peer: "uriparser (native)", rfc: true},
	{prog: "uriparser", name: "resolve", op: OpResolve, peer: "uriparser (native)", rfc: true},
	{prog: "uriparser", name: "normalize", op: OpNormalize, peer: "uriparser (native)"},
}

// Native is the set of running native peer programs.
type Native struct {
	procs   []*nativeProc
	dir     string              // where the dataset files are written
	files   map[*Dataset]string // each dataset's file, written once
	mu      sync.Mutex
	Skipped []string // the programs left out and why (only when not required)
}

// StartNative builds the native programs (see nativeBuilder: compiled
// once, then cached) and starts them. If require is false, a program that
// cannot be built is left out and said so in Skipped; otherwise its build
// error is returned. The caller must Close the result.
func StartNative(require bool, logf func(string, ...any)) (*Native, error) {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	b, err := newNativeBuilder(logf)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "uriscan-bench-data-")
	if err != nil {
		return nil, err
	}
	n := &Native{dir: dir, files: map[*Dataset]string{}}
	for _, p := range nativeProgs {
		exe, err := b.build(p)
		if err == nil {
			var proc *nativeProc
			if proc, err = startProc(p.name, exe); err == nil {
				n.procs = append(n.procs, proc)
				continue
			}
		}
		if require {
			n.Close()
			return nil, fmt.Errorf("native %s: %v", p.name, err)
		}
		first, _, _ := strings.Cut(err.Error(), "\n")
		n.Skipped = append(n.Skipped, fmt.Sprintf("%s: %s", p.name, first))
	}
	return n, nil
}

// Versions names each running program's library and version.
func (n *Native) Versions() []string {
	var out []string
	for _, p := range n.procs {
		out = append(out, p.name+" "+p.version)
	}
	return out
}

// Err returns the first error of a native program that failed while
// serving (a crash, a broken pipe), or nil.
func (n *Native) Err() error {
	var errs []error
	for _, p := range n.procs {
		errs = append(errs, p.Err())
	}
	return errors.Join(errs...)
}

// Close stops the programs and removes the dataset files.
func (n *Native) Close() error {
	for _, p := range n.procs {
		p.Stop()
	}
	return os.RemoveAll(n.dir)
}

// Entries returns the entries of the running programs.
func (n *Native) Entries() []Entry {
	var out []Entry
	for _, t := range nativeTable {
		var p *nativeProc
		for _, q := range n.procs {
			if q.name == t.prog {
				p = q
			}
		}
		if p == nil {
			continue
		}
		name := t.name
		out = append(out, Entry{Peer: t.peer, Op: t.op, Native: true, ValidOnly: t.validOnly,
			Grammar: t.grammar, RFC3986: t.rfc, SameVerdict: t.same,
			Pass: func(d *Dataset) Outcome {
				f, err := n.call(p, d, "pass", name)
				if err != nil || len(f) != 2 {
					return Outcome{}
				}
				rej, _ := strconv.Atoi(f[0])
				sink, _ := strconv.Atoi(f[1])
				return Outcome{Rejected: rej, Sink: sink}
			},
			Time: func(d *Dataset, min time.Duration, c Clock) (Sample, error) {
				if c == "" {
					c = ClockThread
				}
				f, err := n.call(p, d, "time", name, strconv.FormatInt(min.Nanoseconds(), 10), string(c))
				if err != nil {
					return Sample{}, err
				}
				if len(f) != 4 {
					return Sample{}, fmt.Errorf("native %s: time: reply %q", p.name, f)
				}
				var s Sample
				s.NsPerInput, _ = strconv.ParseFloat(f[0], 64)
				s.Passes, _ = strconv.Atoi(f[1])
				s.AllocsPerInput, _ = strconv.ParseFloat(f[2], 64)
				return s, nil
			},
			One: func(base, s string) (bool, string, string) {
				f, err := p.Call("one", name, harness.XHex(base), harness.XHex(s))
				if err != nil || len(f) != 3 {
					return false, "", ""
				}
				a, errA := harness.UnXHex(f[1])
				b, errB := harness.UnXHex(f[2])
				return f[0] == "1" && errA == nil && errB == nil, a, b
			},
		})
	}
	return out
}

// call sends "cmd entry ID args..." for dataset d, loading d into p first
// if needed.
func (n *Native) call(p *nativeProc, d *Dataset, cmd, entry string, args ...string) ([]string, error) {
	id, err := n.load(p, d)
	if err != nil {
		return nil, err
	}
	return p.Call(append([]string{cmd, entry, id}, args...)...)
}

// load returns d's id in p, writing d's file (once for every program) and
// loading it into p (once per program).
func (n *Native) load(p *nativeProc, d *Dataset) (string, error) {
	p.mu.Lock()
	id, ok := p.ids[d]
	p.mu.Unlock()
	if ok {
		return id, nil
	}
	path, err := n.file(d)
	if err != nil {
		return "", err
	}
	pairs := "0"
	if d.Bases != nil {
		pairs = "1"
	}
	f, err := p.Call("load", harness.XHex(path), pairs)
	if err != nil {
		return "", err
	}
	if len(f) != 2 || f[1] != strconv.Itoa(len(d.Refs)) {
		return "", fmt.Errorf("native %s: loaded %s as %q, want %d inputs", p.name, d.Name, f, len(d.Refs))
	}
	p.mu.Lock()
	p.ids[d] = f[0]
	p.mu.Unlock()
	return f[0], nil
}

// file writes d's inputs, exactly the strings the Go entries get, one per
// line (with pairs, the base line first); an input holding '\n' cannot be
// written so and is an error.
func (n *Native) file(d *Dataset) (string, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if path, ok := n.files[d]; ok {
		return path, nil
	}
	if d.Refs == nil {
		return "", fmt.Errorf("native: %s is not a list of references", d.Name)
	}
	var b strings.Builder
	for i, s := range d.Refs {
		if d.Bases != nil {
			b.WriteString(d.Bases[i])
			b.WriteByte('\n')
			if strings.Contains(d.Bases[i], "\n") {
				return "", fmt.Errorf("native: %s: base %d holds a newline", d.Name, i)
			}
		}
		if strings.Contains(s, "\n") {
			return "", fmt.Errorf("native: %s: input %d holds a newline", d.Name, i)
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	path := filepath.Join(n.dir, fmt.Sprintf("%d-%s-%s.txt", len(n.files), d.Op, d.Name))
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return "", err
	}
	n.files[d] = path
	return path, nil
}

// A nativeProc is one running native program of the benchmarks: the
// harness it speaks to, the library and version it said it is, and the
// ids of the datasets loaded into it.
type nativeProc struct {
	*harness.Proc
	name, version string
	mu            sync.Mutex // guards ids
	ids           map[*Dataset]string
}

func startProc(name, exe string) (*nativeProc, error) {
	h, err := harness.Start(name, exe)
	if err != nil {
		return nil, err
	}
	p := &nativeProc{Proc: h, name: name, ids: map[*Dataset]string{}}
	f, err := p.Call("info")
	if err == nil && len(f) == 2 {
		var lib string
		if lib, err = harness.UnXHex(f[0]); err == nil && lib != name {
			err = fmt.Errorf("the program says it is %q", lib)
		}
		if err == nil {
			p.version, err = harness.UnXHex(f[1])
		}
	} else if err == nil {
		err = fmt.Errorf("info: reply %q", f)
	}
	if err != nil {
		p.Stop()
		return nil, err
	}
	return p, nil
}

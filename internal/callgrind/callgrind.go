// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package callgrind counts the instructions that calls of a Go function
// execute, by running the program under valgrind's callgrind. It is the
// measure of work of the module's linearity tests (Tests) and of
// uribench -callgrind (Run).
//
// An instruction count does not move with the load of the machine, as a
// time does, and it counts everything a call does, as no counter written
// into the code can: the assembly kernels, the standard library's
// searches and copies, the runtime's allocation. So the code measured
// carries nothing for its tests.
package callgrind

import (
	"bufio"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// ErrNoValgrind is returned by Run when valgrind is not installed.
var ErrNoValgrind = errors.New("valgrind not found in $PATH: no instruction counts (Debian: apt-get install valgrind)")

// Env is the environment Run adds for the program it runs: one thread
// runs Go code (no other goroutine's work lands in a count), no
// asynchronous preemption (its signals would), no RDTSCP, which valgrind
// does not run, and no shrinking of goroutine stacks, whose growth
// callgrind misreads (see prepare).
var Env = []string{"GOMAXPROCS=1", "GODEBUG=cpu.rdtscp=off,asyncpreemptoff=1,gcshrinkstackoff=1"}

// HasSymbol reports whether the executable exe names sym in its symbol
// table, without which callgrind cannot collect by function: go run and
// go test link without one (-s), go build and go test -c with one.
func HasSymbol(exe, sym string) bool {
	f, err := elf.Open(exe)
	if err != nil {
		return false
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return false
	}
	for _, s := range syms {
		if s.Name == sym {
			return true
		}
	}
	return false
}

// Run runs exe with args under callgrind and returns the instructions
// executed within each call of the function sym (its full symbol, as
// HasSymbol takes it), callees included, in the order the calls ended:
// only those are collected (--toggle-collect), and the counts are dumped
// at the end of each call (--dump-after), one file in dir per call. env
// is added to the environment, after Env; what the program writes to
// standard output goes to stdout, unless it is nil. Calls of sym must
// not nest.
//
// Run returns ErrNoValgrind when valgrind is not installed, and an error
// when exe does not name sym, when the program fails (with the end of
// what it wrote to standard error), or when a dump cannot be read.
func Run(exe string, args, env []string, sym, dir string, stdout io.Writer) ([]int64, error) {
	valgrind, err := exec.LookPath("valgrind")
	if err != nil {
		return nil, ErrNoValgrind
	}
	if !HasSymbol(exe, sym) {
		return nil, fmt.Errorf("callgrind: %s has no symbol %s (built with -s?)", exe, sym)
	}
	prefix := filepath.Join(dir, "callgrind.out")
	cmd := exec.Command(valgrind, append([]string{"--tool=callgrind", "--callgrind-out-file=" + prefix,
		"--collect-atstart=no", "--toggle-collect=" + sym, "--dump-after=" + sym,
		"--dump-instr=no", "--dump-line=no", exe}, args...)...)
	cmd.Env = append(append(os.Environ(), Env...), env...)
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("callgrind %s: %v\n%s", filepath.Base(exe), err, lastLines(stderr.String(), 8))
	}
	// The dumps are numbered from 1 in the order of the calls' ends; the
	// last, at the program's exit, collected nothing and is left out.
	var counts []int64
	for i := 1; ; i++ {
		f, err := os.Open(fmt.Sprintf("%s.%d", prefix, i))
		if errors.Is(err, os.ErrNotExist) {
			return counts, nil
		}
		if err != nil {
			return nil, err
		}
		ir, err := Parse(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("callgrind: dump %d: %v", i, err)
		}
		counts = append(counts, ir)
	}
}

// Parse returns the instructions (the event Ir) of a callgrind output
// file: its "totals:" line, or "summary:" when it has none.
func Parse(r io.Reader) (int64, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	col := -1
	var total, summary []string
	for sc.Scan() {
		line := sc.Text()
		if k, v, ok := strings.Cut(line, ":"); ok {
			switch k {
			case "events":
				for i, ev := range strings.Fields(v) {
					if ev == "Ir" {
						col = i
					}
				}
			case "totals":
				total = strings.Fields(v)
			case "summary":
				summary = strings.Fields(v)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	if col < 0 {
		return 0, errors.New("no event Ir in the callgrind output")
	}
	if total == nil {
		total = summary
	}
	if col >= len(total) {
		return 0, errors.New("no totals in the callgrind output")
	}
	return strconv.ParseInt(total[col], 10, 64)
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseCalls(t *testing.T) {
	got, err := parseCalls("parse \"kasztp\" 48010\nparse \"gen-web (normalize's inputs)\" 10\n")
	want := []Count{{Op: "parse", Dataset: "kasztp", Inputs: 48010}, {Op: "parse", Dataset: "gen-web (normalize's inputs)", Inputs: 10}}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("parseCalls = %v, %v; want %v", got, err, want)
	}
	for _, bad := range []string{"", "\n", "parse kasztp 10", "parse \"kasztp\" ten", "parse"} {
		if got, err := parseCalls(bad); err == nil {
			t.Errorf("parseCalls(%q) = %v, no error", bad, got)
		}
	}
}

func TestFormatCounts(t *testing.T) {
	counts := []Count{
		{Impl: "avx2", Op: OpNormalize, Dataset: "kasztp", Inputs: 4, PerInput: 600},
		{Impl: "avx2", Op: OpParse, Dataset: "kasztp", Inputs: 4, PerInput: 310},
		{Impl: "avx2", Op: OpParse, Dataset: normalizeInputs("kasztp"), Inputs: 4, PerInput: 300},
		{Impl: "generic", Op: OpParse, Dataset: "kasztp", Inputs: 4, PerInput: 800.25},
	}
	got := FormatCounts(counts, []string{"avx2", "generic"})
	for _, line := range []string{
		"| operation (dataset, inputs) | avx2 | generic |",
		"| parse (kasztp, 4) | 310.0 | 800.2 |",
		"| parse (kasztp (normalize's inputs), 4) | 300.0 | – |",
		"| normalize (kasztp, 4) | 600.0 | – |",
		"| normalize ÷ parse (kasztp) | 2.00× | – |",
	} {
		if !strings.Contains(got, line+"\n") {
			t.Errorf("no line %q in\n%s", line, got)
		}
	}
	// Parse comes before normalize, as in Ops.
	if strings.Index(got, "| parse (kasztp,") > strings.Index(got, "| normalize (kasztp,") {
		t.Errorf("normalize before parse:\n%s", got)
	}
}

// TestCallgrindSymbol checks that an executable without the symbol of
// callgrindPass is told from one with it, which is an error for
// Callgrind, and that ErrNoValgrind is returned without valgrind.
func TestCallgrindSymbol(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "nosym")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if HasCallgrindSymbol(exe) {
		t.Errorf("a shell script has the symbol")
	}
	if _, err := exec.LookPath("valgrind"); err == nil {
		if _, err := Callgrind(exe, func(string) []string { return nil }, CallgrindImpls, t.TempDir()); err == nil || !strings.Contains(err.Error(), "no symbol") {
			t.Errorf("an executable without the symbol: %v", err)
		}
	}
}

func TestCallgrindNoValgrind(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	if _, err := Callgrind("true", func(string) []string { return nil }, CallgrindImpls, t.TempDir()); !errors.Is(err, ErrNoValgrind) {
		t.Errorf("without valgrind: %v; want ErrNoValgrind", err)
	}
}

// TestCallgrindChildPinned checks that the child refuses to count an
// implementation that URISCAN_KERNEL did not pin.
func TestCallgrindChildPinned(t *testing.T) {
	if defaultSource == "URISCAN_KERNEL" {
		t.Skip("URISCAN_KERNEL is set")
	}
	var out strings.Builder
	if err := CallgrindChild(defaultImpl, Generated(10), &out); err == nil || out.Len() > 0 {
		t.Errorf("an implementation not pinned: %v, %q", err, out.String())
	}
}

// callgrindChildEnv makes the test binary a child of Callgrind
// (TestMain calls callgrindTestChild): the generic implementation's
// parse over gen-ip, then over the same inputs twice.
const callgrindChildEnv = "BENCH_TEST_CALLGRIND_CHILD"

func callgrindTestChild(impl string) int {
	d := Generated(40)[1]
	twice := newRefs("twice", d.Op, "test", append(append([]string(nil), d.Refs...), d.Refs...), nil)
	if err := CallgrindChild(impl, []*Dataset{d, twice}, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestCallgrind runs the test binary under callgrind (when valgrind is
// installed; not with -short): a dataset counted once and its inputs
// counted twice over give the same instructions per input, up to the
// tolerance callgrindTolerance allows for the loop's own bookkeeping; they
// would differ by far more if setup or the warm-up were counted.
func TestCallgrind(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no run under valgrind")
	}
	if _, err := exec.LookPath("valgrind"); err != nil {
		t.Skip("no valgrind")
	}
	// go test links the test binary without a symbol table, which
	// callgrind needs to find callgrindPass: build one with it.
	exe := filepath.Join(t.TempDir(), "bench.test")
	if out, err := exec.Command("go", "test", "-c", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go test -c: %v\n%s", err, out)
	}
	t.Setenv(callgrindChildEnv, "generic")
	counts, err := Callgrind(exe, func(string) []string { return nil }, []string{"generic"}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(counts) != 2 || counts[0].Dataset != "gen-ip" || counts[1].Dataset != "twice" || counts[1].Inputs != 2*counts[0].Inputs {
		t.Fatalf("counts %+v", counts)
	}
	a, b := counts[0].PerInput, counts[1].PerInput
	if a < 50 || b < (1-callgrindTolerance)*a || b > (1+callgrindTolerance)*a {
		t.Errorf("instructions per input: %.1f once, %.1f twice over; want equal within %.0f%%, over 50", a, b, 100*callgrindTolerance)
	}
}

// callgrindTolerance is the relative difference TestCallgrind allows
// between the two counts: a bound of the test, not a measurement.
const callgrindTolerance = 0.01

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package callgrind

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
)

// A linearity test counts the instructions of the calls it makes in a
// child: its own test binary, built again with a symbol table and run
// under callgrind by Tests, which runs the one test. In the child,
// InChild reports true, and the test makes its calls through Measure
// instead of checking them; Tests returns their counts to the test in
// the parent, which checks them. The test makes the same calls in both.
//
//	func TestLinearInstructions(t *testing.T) {
//		if callgrind.InChild() {
//			for _, c := range cases {
//				callgrind.Measure(func() { f(c) })
//			}
//			return
//		}
//		counts := callgrind.Tests(t, "TestLinearInstructions")
//		// check counts[i] against cases[i]
//	}

// childEnv is set in the child's environment.
const childEnv = "URISCAN_CALLGRIND_CHILD"

// requireEnv, set to 1, makes Tests fail rather than skip a test when
// valgrind is not installed: CI sets it, so that the linearity tests
// cannot pass there without running.
const requireEnv = "URISCAN_REQUIRE_VALGRIND"

// measuredSym is measured's symbol, the function whose instructions Run
// counts in the child.
const measuredSym = "github.com/uriscan/uri/internal/callgrind.measured"

// InChild reports whether this process is the child of Tests.
func InChild() bool { return os.Getenv(childEnv) == "1" }

// gcEvery is how many bytes the child allocates between two collections.
// Its collector is off (GOGC=off), so that none runs within a call that
// Measure counts; Measure collects between calls, when the heap has grown
// by this much since the last time.
const gcEvery = 64 << 20

var (
	allocs    = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	collected uint64
)

// Measure calls f. In the child of Tests, it is a call whose instructions
// Tests returns; it may collect garbage first, and that is not counted.
func Measure(f func()) {
	if InChild() {
		if !prepared {
			prepare()
		}
		metrics.Read(allocs)
		if a := allocs[0].Value.Uint64(); a-collected > gcEvery {
			// runtime.GC returns with the heap swept too: no sweeping
			// is left for the allocations of f.
			runtime.GC()
			collected = a
		}
	}
	measured(f)
}

var prepared bool

// prepare readies the child for its first count. The memory profiler
// records the stack of an allocation chosen at random, which would add
// its cost to a different call on each run: it is turned off. And the
// runtime grows a goroutine's stack by copying it, which callgrind takes
// for a return from every function on it, measured included: the count
// of the call would end there, and the next dump would be of nothing. So
// the stack is grown once, here, beyond what a call needs, and the child
// runs with GODEBUG=gcshrinkstackoff=1 (Env), so that no collection
// shrinks it again.
func prepare() {
	runtime.MemProfileRate = 0
	_ = growStack(1 << 10) // not inlined, so not removed: its frames grow the stack
	prepared = true
}

// growStack uses n KiB of stack.
//
//go:noinline
func growStack(n int) int {
	var a [1024]byte
	a[n%len(a)] = byte(n)
	if n == 0 {
		return int(a[0])
	}
	return growStack(n-1) + int(a[n%len(a)])
}

// buildTags returns the build tags this binary was built with.
func buildTags() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-tags" {
				return s.Value
			}
		}
	}
	return ""
}

// measured is the function whose instructions are counted.
//
//go:noinline
func measured(f func()) { f() }

// Tests returns the instructions of each call of Measure that the test
// named test (a top-level test of the package whose tests are running)
// makes when it runs as the child, in order. It builds the package's test
// binary again (go test -c: go test's own binary has no symbol table),
// with the build tags of the running one, in a temporary directory, and
// runs the one test in it under callgrind.
//
// It skips tb when valgrind is not installed, unless the environment
// variable URISCAN_REQUIRE_VALGRIND is 1, and when the running binary is
// not built for this machine (as under qemu); it fails tb on any error.
//
// Name the tests that call it with the suffix Instructions, so that a
// run can leave them out (go test -skip Instructions): each costs a
// build and a run under valgrind.
func Tests(tb testing.TB, test string) []int64 {
	tb.Helper()
	if _, err := exec.LookPath("valgrind"); err != nil {
		if os.Getenv(requireEnv) == "1" {
			tb.Fatalf("%v, and %s=1", ErrNoValgrind, requireEnv)
		}
		tb.Skip(ErrNoValgrind)
	}
	host, err := exec.Command("go", "env", "GOHOSTARCH").Output()
	if err != nil {
		tb.Fatalf("go env GOHOSTARCH: %v", err)
	}
	if h := strings.TrimSpace(string(host)); h != runtime.GOARCH {
		tb.Skipf("callgrind counts a binary of this machine's architecture (%s), not %s", h, runtime.GOARCH)
	}
	dir := tb.TempDir()
	exe := filepath.Join(dir, "child.test")
	// In the package's directory, as the test runs, with the build tags of
	// this binary and the GOFLAGS of the environment.
	args := []string{"test", "-c", "-o", exe}
	if tags := buildTags(); tags != "" {
		args = append(args, "-tags", tags)
	}
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		tb.Fatalf("go test -c: %v\n%s", err, out)
	}
	counts, err := Run(exe, []string{"-test.run=^" + test + "$", "-test.count=1"}, []string{childEnv + "=1", "GOGC=off"}, measuredSym, dir, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if len(counts) == 0 {
		tb.Fatalf("callgrind: %s made no call of Measure in the child", test)
	}
	return counts
}

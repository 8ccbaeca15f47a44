// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package callgrind

import (
	"os"
	"strings"
	"testing"
)

// TestParse reads the instructions of callgrind outputs: a dump of
// uribench's child (trimmed), the Ir column among several events, the
// summary when there are no totals, and errors without Ir or a total.
func TestParse(t *testing.T) {
	f, err := os.Open("testdata/callgrind.out.1")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if ir, err := Parse(f); ir != 15015 || err != nil {
		t.Errorf("testdata/callgrind.out.1: %d, %v; want 15015", ir, err)
	}
	for _, c := range []struct {
		in   string
		want int64
		err  bool
	}{
		{"events: Dr Ir Dw\nsummary: 1 2 3\nfn=(1) f\n0 9 9 9\ntotals: 4 5 6\n", 5, false},
		{"events: Ir\nsummary: 77\n", 77, false},
		{"events: Dr Dw\ntotals: 4 5\n", 0, true},
		{"events: Ir\nfn=(1) f\n0 3\n", 0, true},
		{"events: Dr Ir\ntotals: 4\n", 0, true},
		{"events: Ir\ntotals: x\n", 0, true},
	} {
		ir, err := Parse(strings.NewReader(c.in))
		if ir != c.want || (err != nil) != c.err {
			t.Errorf("%q: %d, %v; want %d, error %v", c.in, ir, err, c.want, c.err)
		}
	}
}

// loop does n steps of work the compiler cannot remove.
//
//go:noinline
func loop(n int) int {
	s := 0
	for i := range n {
		s += i ^ s>>3
	}
	return s
}

var sink int

// TestTestsInstructions counts the calls of a loop of 1,000 to 64,000 steps in the
// child: one count a call, in order, each growing with the steps and by
// about as much as they do, so that a test can tell linear work from
// quadratic by its counts.
func TestTestsInstructions(t *testing.T) {
	steps := []int{1000, 4000, 16000, 64000}
	if InChild() {
		for _, n := range steps {
			Measure(func() { sink += loop(n) })
		}
		return
	}
	counts := Tests(t, "TestTestsInstructions")
	t.Logf("counts %v", counts)
	if len(counts) != len(steps) {
		t.Fatalf("%d counts for %d calls: %v", len(counts), len(steps), counts)
	}
	for i := 1; i < len(steps); i++ {
		// Four times the steps: four times the instructions, within
		// the call's fixed cost.
		if r := float64(counts[i]) / float64(counts[i-1]); r < 3.5 || r > 4.5 {
			t.Errorf("%d steps: %d instructions; %d steps: %d; ratio %.2f, want about 4", steps[i-1], counts[i-1], steps[i], counts[i], r)
		}
	}
}

// TestRunErrors: Run says what is wrong when exe has no symbol sym and
// when valgrind is missing.
func TestRunErrors(t *testing.T) {
	if _, err := Run("/bin/true", nil, nil, measuredSym, t.TempDir(), nil); err == nil {
		t.Errorf("Run(/bin/true): no error")
	} else if err != ErrNoValgrind && !strings.Contains(err.Error(), "no symbol") {
		t.Errorf("Run(/bin/true): %v; want a missing symbol", err)
	}
	t.Setenv("PATH", t.TempDir())
	if _, err := Run("/bin/true", nil, nil, measuredSym, t.TempDir(), nil); err != ErrNoValgrind {
		t.Errorf("without valgrind: %v; want ErrNoValgrind", err)
	}
}

// deep uses n KB of stack.
//
//go:noinline
func deep(n int) int {
	var a [1024]byte
	a[n%len(a)] = byte(n)
	if n == 0 {
		return int(a[0])
	}
	return deep(n-1) + int(a[n%len(a)])
}

var heapSink []byte

// TestTestsStackInstructions: calls that grow the goroutine's stack, or allocate
// from the heap's pages, get one count each, in order: an empty call
// between them costs what it costs alone.
func TestTestsStackInstructions(t *testing.T) {
	calls := []func(){
		func() {},
		func() { sink += deep(10) },
		func() {},
		func() { heapSink = make([]byte, 1<<20) },
		func() {},
		func() { sink += deep(200) },
		func() {},
	}
	if InChild() {
		for _, f := range calls {
			Measure(f)
		}
		return
	}
	counts := Tests(t, "TestTestsStackInstructions")
	t.Logf("counts %v", counts)
	if len(counts) != len(calls) {
		t.Fatalf("%d counts for %d calls: %v", len(counts), len(calls), counts)
	}
	for i := 0; i < len(calls); i += 2 {
		if counts[i] != counts[0] {
			t.Errorf("empty call %d: %d instructions, the first %d", i, counts[i], counts[0])
		}
	}
}

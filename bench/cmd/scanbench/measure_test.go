// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test binary is also the child process of these tests: with
// $SCANBENCH_CHILD set, it does what its first argument says instead of
// running the tests ("alloc N": touch N MiB; "exit N": print to stderr
// and exit with N; "sleep": sleep a minute; "print S": print S), and
// appends a line to the file given as its second argument (the job's
// input), so that a test can count the runs.
func TestMain(m *testing.M) {
	if os.Getenv("SCANBENCH_CHILD") != "" && len(os.Args) == 3 {
		child(os.Args[1], os.Args[2])
		return
	}
	os.Exit(m.Run())
}

func child(what, runs string) {
	if f, err := os.OpenFile(runs, os.O_APPEND|os.O_WRONLY, 0); err == nil {
		f.WriteString(what + "\n")
		f.Close()
	}
	verb, arg, _ := strings.Cut(what, " ")
	switch verb {
	case "alloc":
		n, _ := strconv.Atoi(arg)
		b := make([]byte, n<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		runtime.KeepAlive(b)
	case "exit":
		n, _ := strconv.Atoi(arg)
		fmt.Fprintln(os.Stderr, "child: exiting with", n)
		os.Exit(n)
	case "sleep":
		time.Sleep(time.Minute)
	case "print":
		fmt.Print(arg)
	}
	os.Exit(0)
}

// childJob is a job that runs this test binary as a child doing what.
func childJob(t *testing.T, id, what string) *job {
	t.Setenv("SCANBENCH_CHILD", "1")
	log := t.TempDir() + "/runs"
	if err := os.WriteFile(log, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return &job{id: id, label: "child " + what, bin: os.Args[0], args: []string{what}, in: &input{name: "runs", path: log}}
}

func runs(t *testing.T, j *job) int {
	b, err := os.ReadFile(j.in.path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "\n")
}

// TestRunOncePeakRSS checks the peak RSS of a child that touches 96 MiB:
// in bytes (ru_maxrss is in KiB on Linux), at least what it touched, and
// above scanbench's own peak, so exact.
func TestRunOncePeakRSS(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("ru_maxrss units and the floor are checked on Linux")
	}
	j := childJob(t, "alloc", "alloc 96")
	s, err := runOnce(context.Background(), j, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if s.rss < 96<<20 || s.rss > 1<<30 {
		t.Errorf("peak RSS of a child that touched 96 MiB: %d bytes", s.rss)
	}
	if s.floor <= 0 || s.rss <= s.floor {
		t.Errorf("peak RSS %d, scanbench's own %d: want a known floor below the child's figure", s.rss, s.floor)
	}
	if s.wall <= 0 || s.cpu <= 0 {
		t.Errorf("wall %v, cpu %v", s.wall, s.cpu)
	}
	if runs(t, j) != 1 {
		t.Errorf("the child ran %d times", runs(t, j))
	}
}

// TestRunOnceStatus: exit status 1 is scan's "nothing found" and counts as
// a run; 2 is an error that quotes the child's stderr; a run over the
// timeout is stopped with an error.
func TestRunOnceStatus(t *testing.T) {
	ctx := context.Background()
	if _, err := runOnce(ctx, childJob(t, "one", "exit 1"), time.Minute); err != nil {
		t.Errorf("exit 1: %v", err)
	}
	_, err := runOnce(ctx, childJob(t, "two", "exit 2"), time.Minute)
	if err == nil || !strings.Contains(err.Error(), "child: exiting with 2") {
		t.Errorf("exit 2: %v", err)
	}
	start := time.Now()
	_, err = runOnce(ctx, childJob(t, "sleep", "sleep"), 200*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "stopped after") || time.Since(start) > 30*time.Second {
		t.Errorf("timeout: %v after %v", err, time.Since(start))
	}
}

// TestRunOnceOutput: the standard output of a counts job is kept; that of
// any other goes to /dev/null.
func TestRunOnceOutput(t *testing.T) {
	j := childJob(t, "print", "print 3 valid, 1 invalid")
	j.counts = true
	s, err := runOnce(context.Background(), j, time.Minute)
	if err != nil || s.out != "3 valid, 1 invalid" {
		t.Errorf("counts job: %q, %v", s.out, err)
	}
	j.counts = false
	if s, err = runOnce(context.Background(), j, time.Minute); err != nil || s.out != "" {
		t.Errorf("other job: %q, %v", s.out, err)
	}
}

// TestRunRounds: one warm-up run and one run per round of every job, one
// sample per round.
func TestRunRounds(t *testing.T) {
	jobs := []*job{childJob(t, "a", "print a"), childJob(t, "b", "print b"), childJob(t, "c", "print c")}
	res, err := runRounds(context.Background(), jobs, 3, time.Minute, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	for i, j := range jobs {
		if res[i].job != j || len(res[i].samples) != 3 || runs(t, j) != 4 {
			t.Errorf("%s: %d samples, %d runs; want 3 and 4", j.id, len(res[i].samples), runs(t, j))
		}
	}
	failing := append(jobs, childJob(t, "bad", "exit 3"))
	if _, err := runRounds(context.Background(), failing, 1, time.Minute, t.Logf); err == nil {
		t.Error("a failing job did not fail the rounds")
	}
}

// TestResetOwnPeakRSS: after 64 MiB touched and dropped, resetting brings
// scanbench's own peak back under it, so that it does not count in the
// figures of the children started afterwards.
func TestResetOwnPeakRSS(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/self/clear_refs is Linux's")
	}
	b := make([]byte, 64<<20)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	runtime.KeepAlive(b)
	b = nil
	before := ownPeakRSS()
	if err := resetOwnPeakRSS(); err != nil {
		t.Fatal(err)
	}
	after := ownPeakRSS()
	if before < 64<<20 || after <= 0 || after > before-32<<20 {
		t.Errorf("own peak RSS %d before the reset, %d after", before, after)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build linux || darwin || freebsd || openbsd

package bench

import (
	"runtime"
	"testing"
	"time"
)

// sleepOnThread sleeps d with the goroutine locked to its thread and
// returns how far clocks c and ClockWall advanced meanwhile.
func sleepOnThread(t *testing.T, c Clock, d time.Duration) (cpu, wall time.Duration) {
	t.Helper()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	w0, _ := ClockWall.now()
	cpu, err := timed(c, func() { time.Sleep(d) })
	if err != nil {
		t.Fatal(err)
	}
	w1, _ := ClockWall.now()
	return cpu, w1 - w0
}

// TestClockThreadKind checks that the default clock is a CPU clock of the
// thread: a sleep of 50 ms advances the wall clock by at least that, and
// the thread's CPU time by far less (a bound of 20 ms, which only a
// sleep that spins could reach). Work advances it.
func TestClockThreadKind(t *testing.T) {
	const sleep = 50 * time.Millisecond
	cpu, wall := sleepOnThread(t, ClockThread, sleep)
	if wall < sleep {
		t.Errorf("the wall clock advanced %s over a sleep of %s", wall, sleep)
	}
	if cpu < 0 || cpu > 20*time.Millisecond {
		t.Errorf("the thread's CPU time advanced %s over a sleep of %s; want under 20ms", cpu, sleep)
	}
	// The zero Clock is the thread's.
	if cpu, _ := sleepOnThread(t, "", sleep); cpu > 20*time.Millisecond {
		t.Errorf("the zero Clock advanced %s over a sleep of %s; want under 20ms", cpu, sleep)
	}

	// Spin until the thread's CPU time has advanced 5 ms: it must, long
	// before the wall clock has advanced 30 s.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, err := ClockThread.now()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	x := 1
	for {
		for i := 0; i < 1e5; i++ {
			x = x*31 + i
		}
		c1, _ := ClockThread.now()
		if c1-c0 >= 5*time.Millisecond {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the thread's CPU time advanced %s in 30s of work", c1-c0)
		}
	}
	Sink += x
}

// TestMeasureClock checks that measure times an entry by the clock it is
// given: a pass that sleeps 5 ms costs 5 ms an input by the wall clock
// and far less by the thread's CPU time.
func TestMeasureClock(t *testing.T) {
	const sleep = 5 * time.Millisecond
	e := Entry{Peer: "sleeper", Op: OpParse, Pass: func(*Dataset) Outcome {
		time.Sleep(sleep)
		return Outcome{Sink: 1}
	}}
	d := newRefs("one", OpParse, "test", []string{"http://a/"}, nil)
	for _, c := range []struct {
		clock    Clock
		min, max time.Duration
	}{
		{ClockWall, sleep, time.Hour},
		{ClockThread, 0, sleep / 2},
	} {
		// A minimum time of 1µs: one or two passes after the warm-up.
		s, err := measure(e, d, time.Microsecond, c.clock)
		if err != nil {
			t.Fatal(err)
		}
		if ns := time.Duration(s.NsPerInput); ns < c.min || ns > c.max || s.Passes < 1 || s.Passes > 2 {
			t.Errorf("clock %s: %s an input over %d passes; want %s to %s", c.clock, ns, s.Passes, c.min, c.max)
		}
	}
}

func TestParseClock(t *testing.T) {
	for _, c := range Clocks {
		if got, err := ParseClock(string(c)); got != c || err != nil {
			t.Errorf("ParseClock(%q) = %q, %v", c, got, err)
		}
		if c.Describe() == "" {
			t.Errorf("clock %q: no description", c)
		}
	}
	if _, err := ParseClock("monotonic"); err == nil {
		t.Error("ParseClock(monotonic): no error")
	}
	if _, err := Clock("monotonic").now(); err == nil {
		t.Error("an unknown clock was read")
	}
}

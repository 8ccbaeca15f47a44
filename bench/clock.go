// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"time"
)

// A Clock is what a measurement is timed by. The machine the figures come
// from is shared: by the wall clock, another process's work on the core
// an entry runs on lands in that entry's time, by a varying share from
// one measurement to the next. A thread's CPU time counts only the work
// of the thread that ran the loop, so the ratios hold under load.
type Clock string

// The clocks. ClockThread is the default of the commands.
const (
	// ClockThread is the CPU time of the thread running the timed loop
	// (CLOCK_THREAD_CPUTIME_ID); a Go entry's goroutine is locked to its
	// thread for the loop. The work of the Go runtime on other threads
	// (background garbage collection) is not counted, as it was not on
	// a quiet machine by the wall clock either, having another core.
	ClockThread Clock = "thread"
	// ClockProcess is the CPU time of the whole process
	// (CLOCK_PROCESS_CPUTIME_ID): garbage collection on other threads
	// included.
	ClockProcess Clock = "process"
	// ClockWall is the monotonic wall clock.
	ClockWall Clock = "wall"
)

// Clocks lists the clocks, the default first.
var Clocks = []Clock{ClockThread, ClockProcess, ClockWall}

// ParseClock returns the clock named s, or an error naming the choices.
func ParseClock(s string) (Clock, error) {
	for _, c := range Clocks {
		if string(c) == s {
			return c, nil
		}
	}
	return "", fmt.Errorf("clock %q: want thread, process or wall", s)
}

// Describe says in words what the clock measures, for the reports.
func (c Clock) Describe() string {
	switch c {
	case ClockProcess:
		return "timed by the process's CPU time (CLOCK_PROCESS_CPUTIME_ID)"
	case ClockWall:
		return "timed by the wall clock (monotonic)"
	}
	return "timed by the CPU time of the thread running each loop (CLOCK_THREAD_CPUTIME_ID)"
}

// now reads the clock. The zero Clock is ClockThread.
func (c Clock) now() (time.Duration, error) {
	switch c {
	case ClockWall:
		return time.Duration(time.Now().UnixNano()), nil
	case ClockProcess:
		return cpuTime(false)
	case ClockThread, "":
		return cpuTime(true)
	}
	return 0, fmt.Errorf("unknown clock %q", string(c))
}

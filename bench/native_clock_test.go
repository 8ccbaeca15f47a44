// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"strconv"
	"testing"
	"time"
)

// TestNativeClock checks the clocks of the native harness: while a
// program waits 50 ms for its next command, its wall clock advances by
// at least that and its thread's CPU time by far less (under 20 ms); an
// unknown clock is an error, and a measurement by each clock is taken.
func TestNativeClock(t *testing.T) {
	nativeOrSkip(t)
	const sleep = 50 * time.Millisecond
	for _, p := range testNative.procs {
		now := func(c Clock) time.Duration {
			f, err := p.Call("now", string(c))
			if err != nil || len(f) != 1 {
				t.Fatalf("%s: now %s: %q, %v", p.name, c, f, err)
			}
			ns, err := strconv.ParseFloat(f[0], 64)
			if err != nil {
				t.Fatalf("%s: now %s: %v", p.name, c, err)
			}
			return time.Duration(ns)
		}
		w0, c0 := now(ClockWall), now(ClockThread)
		time.Sleep(sleep)
		c1, w1 := now(ClockThread), now(ClockWall)
		if w1-w0 < sleep {
			t.Errorf("%s: the wall clock advanced %s over a wait of %s", p.name, w1-w0, sleep)
		}
		if c1-c0 < 0 || c1-c0 > 20*time.Millisecond {
			t.Errorf("%s: the thread's CPU time advanced %s over a wait of %s; want under 20ms", p.name, c1-c0, sleep)
		}
		if _, err := p.Call("now", "monotonic"); err == nil {
			t.Errorf("%s: now monotonic: no error", p.name)
		}
	}
	d := Generated(100)[0]
	for _, e := range nativeOrSkip(t) {
		if e.Op != d.Op {
			continue
		}
		for _, c := range Clocks {
			if s, err := e.Time(d, time.Millisecond, c); err != nil || s.NsPerInput <= 0 {
				t.Errorf("%s: time by %s: %+v, %v", e.Peer, c, s, err)
			}
		}
		if _, err := e.Time(d, time.Millisecond, "monotonic"); err == nil {
			t.Errorf("%s: time by an unknown clock: no error", e.Peer)
		}
		break
	}
}

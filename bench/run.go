// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"time"
)

// Config says how long to measure.
type Config struct {
	Rounds  int           // interleaved rounds; each entry is measured once per round
	MinTime time.Duration // minimum time of one measurement, by Clock
	Clock   Clock         // what a measurement is timed by; the zero value is ClockThread
	Log     func(format string, args ...any)
}

// A Sample is one measurement of an entry on a dataset.
type Sample struct {
	NsPerInput     float64
	AllocsPerInput float64 // negative when not counted
	BytesPerInput  float64 // bytes allocated per input (not for native peers)
	Passes         int
}

// A Cell is the result of one entry on one dataset over all rounds.
type Cell struct {
	Dataset string
	Op      string
	Peer    string
	Ours    bool
	Ref     bool // the entry ratios are taken against: ours, first implementation
	Floor   bool
	Native  bool  // a native peer, timed in its own process
	Inputs  int   // inputs per pass
	Size    int64 // bytes per pass
	Outcome Outcome

	Samples []Sample
	// Ratios holds, per round, this entry's time over ours' time in the
	// same round (ours being the first Ours entry of the operation); empty
	// when ours is not measured for the operation.
	Ratios []float64
}

// Median and spread of the per-input time, and of the ratio to ours.
func (c *Cell) Ns() (median, lo, hi float64) {
	return stats(c.Samples, func(s Sample) float64 { return s.NsPerInput })
}

// MBps is the median throughput in MB/s (1e6 bytes).
func (c *Cell) MBps() float64 {
	m, _, _ := c.Ns()
	if m == 0 || c.Inputs == 0 {
		return 0
	}
	return float64(c.Size) / float64(c.Inputs) / m * 1e3
}

// Allocs is the median allocations per input.
func (c *Cell) Allocs() float64 {
	m, _, _ := stats(c.Samples, func(s Sample) float64 { return s.AllocsPerInput })
	return m
}

// Ratio is the median, over rounds, of this entry's time over ours'.
func (c *Cell) Ratio() (m, lo, hi float64, ok bool) {
	if len(c.Ratios) == 0 {
		return 0, 0, 0, false
	}
	m, lo, hi = MedianRange(c.Ratios)
	return m, lo, hi, true
}

// RejectedShare is the fraction of inputs the entry refused.
func (c *Cell) RejectedShare() float64 {
	if c.Inputs == 0 {
		return 0
	}
	return float64(c.Outcome.Rejected) / float64(c.Inputs)
}

func stats(ss []Sample, f func(Sample) float64) (m, lo, hi float64) {
	v := make([]float64, len(ss))
	for i, s := range ss {
		v[i] = f(s)
	}
	return MedianRange(v)
}

// MedianRange returns the median, the minimum and the maximum of v (all
// zero when v is empty), the figures every table of the benchmarks gives:
// the median over rounds and the min–max spread. It does not modify v.
func MedianRange(v []float64) (m, lo, hi float64) {
	n := len(v)
	if n == 0 {
		return 0, 0, 0
	}
	v = slices.Clone(v)
	slices.Sort(v)
	m = v[n/2]
	if n%2 == 0 {
		m = (v[n/2-1] + v[n/2]) / 2
	}
	return m, v[0], v[n-1]
}

// Run measures every entry on every dataset of its operation. Rounds are
// interleaved: round r measures each dataset's entries once, in an order
// shuffled per round, so a burst of load from another process falls on
// every entry alike rather than on one; ratios to ours are taken within a
// round.
func Run(entries []Entry, datasets []*Dataset, cfg Config) ([]*Cell, error) {
	if cfg.Rounds < 1 {
		cfg.Rounds = 1
	}
	logf := cfg.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	type job struct {
		e Entry
		d *Dataset
		c *Cell
	}
	var cells []*Cell
	var byData [][]job
	for _, d := range datasets {
		var jobs []job
		for _, e := range entries {
			if e.Op != d.Op {
				continue
			}
			c := &Cell{Dataset: d.Name, Op: d.Op, Peer: e.Peer, Ours: e.Ours, Floor: e.Floor, Native: e.Native,
				Inputs: d.Count(), Size: d.Size()}
			if e.Setup != nil {
				if err := e.Setup(); err != nil {
					return nil, fmt.Errorf("%s: %v", e.Peer, err)
				}
			}
			c.Outcome = e.Pass(d)
			cells = append(cells, c)
			jobs = append(jobs, job{e, d, c})
		}
		byData = append(byData, jobs)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for r := 0; r < cfg.Rounds; r++ {
		logf("round %d/%d", r+1, cfg.Rounds)
		for _, jobs := range byData {
			order := rng.Perm(len(jobs))
			ours := -1.0
			times := make([]float64, len(jobs))
			for _, i := range order {
				j := jobs[i]
				s, err := measure(j.e, j.d, cfg.MinTime, cfg.Clock)
				if err != nil {
					return nil, err
				}
				j.c.Samples = append(j.c.Samples, s)
				times[i] = s.NsPerInput
			}
			for i, j := range jobs {
				if j.e.Ours {
					ours = times[i]
					j.c.Ref = true
					break
				}
			}
			if ours > 0 {
				for i, j := range jobs {
					j.c.Ratios = append(j.c.Ratios, times[i]/ours)
				}
			}
		}
	}
	return cells, nil
}

// measure runs e over d for at least min by clock c, after one pass of
// warm-up, and returns the time and allocations per input. A native entry
// does the same in its own process (native/harness.h), counting malloc
// calls.
func measure(e Entry, d *Dataset, min time.Duration, c Clock) (Sample, error) {
	if e.Setup != nil {
		if err := e.Setup(); err != nil {
			return Sample{}, err
		}
	}
	if e.Time != nil {
		return e.Time(d, min, c)
	}
	// The goroutine stays on one thread from the first reading of the
	// clock to the last, so that a thread's CPU time is the loop's.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var sink int
	warm, err := timed(c, func() { sink = e.Pass(d).Sink })
	if err != nil {
		return Sample{}, err
	}
	passes := 1
	if warm < min {
		passes = int(min/max(warm, time.Microsecond)) + 1
	}
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	el, err := timed(c, func() {
		for i := 0; i < passes; i++ {
			sink += e.Pass(d).Sink
		}
	})
	if err != nil {
		return Sample{}, err
	}
	runtime.ReadMemStats(&m1)
	Sink += sink
	n := float64(passes) * float64(max(d.Count(), 1))
	return Sample{
		NsPerInput:     float64(el.Nanoseconds()) / n,
		AllocsPerInput: float64(m1.Mallocs-m0.Mallocs) / n,
		BytesPerInput:  float64(m1.TotalAlloc-m0.TotalAlloc) / n,
		Passes:         passes,
	}, nil
}

// timed returns how long f took by clock c. A caller timing by the
// thread's CPU time locks its goroutine to its thread around the call.
func timed(c Clock, f func()) (time.Duration, error) {
	t0, err := c.now()
	if err != nil {
		return 0, err
	}
	f()
	t1, err := c.now()
	return t1 - t0, err
}

// Sink keeps the checksums alive.
var Sink int

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"time"
)

// An input is one file the commands read.
type input struct {
	name string // as the report names it: "256 MiB access log"
	how  string // how it was made, for the report
	path string
	size int64 // bytes
}

// A job is one command line, run once in each round.
type job struct {
	id    string // stable key, for the targets: "json-j2"
	label string // as the report shows it: "scan -json -j 2"
	in    *input
	bin   string
	args  []string // the arguments before the input file, which comes last
	// vs is the id of the job this one is compared with (its speed-up
	// over vs is the median of vs's time over this job's in each round),
	// and vsLabel how the report names it ("-j 1", "net/url").
	vs, vsLabel string
	// counts is set when the standard output is "N valid, M invalid",
	// kept to check that the programs compared read the same records.
	counts bool
}

// A sample is one run of a job.
type sample struct {
	wall time.Duration // from start to exit, as time(1) reports it
	cpu  time.Duration // user + system
	rss  int64         // peak resident set size in bytes (ru_maxrss); 0 when unknown
	// floor is scanbench's own peak RSS after the run (0 when unknown):
	// an rss not above it is only an upper bound (see rss_linux.go).
	floor int64
	out   string // standard output, for a counts job
}

// A result is what a job gave: one sample per round, in round order.
type result struct {
	job     *job
	samples []sample
}

// runOnce runs j once with its standard output on /dev/null (or kept, for
// a counts job) and returns the figures of the process. An exit status of
// 0 or 1 (scan's "nothing found" or "a record is invalid") is a success;
// any other, or a run longer than timeout, is an error that quotes the
// end of the standard error.
func runOnce(ctx context.Context, j *job, timeout time.Duration) (sample, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, j.bin, append(append([]string(nil), j.args...), j.in.path)...)
	var out, errs bytes.Buffer
	if j.counts {
		cmd.Stdout = &out
	} else {
		null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		if err != nil {
			return sample{}, err
		}
		defer null.Close()
		cmd.Stdout = null
	}
	cmd.Stderr = &errs
	_ = resetOwnPeakRSS() // on failure, floor below says what the child's figure holds of ours
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if ctx.Err() != nil {
		return sample{}, fmt.Errorf("%s: stopped after %s: %v", j.label, wall.Round(time.Millisecond), ctx.Err())
	}
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) {
		msg := strings.TrimSpace(errs.String())
		if len(msg) > 500 {
			msg = "..." + msg[len(msg)-500:]
		}
		return sample{}, fmt.Errorf("%s %s: %v: %s", j.label, j.in.path, err, msg)
	}
	ps := cmd.ProcessState
	return sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), rss: peakRSS(ps), floor: ownPeakRSS(), out: out.String()}, nil
}

// runRounds runs every job once as a warm-up (which also brings its input
// into the page cache), then once per round, each round in a new shuffled
// order so that a burst of load from other processes falls on any job
// rather than always on the same one.
func runRounds(ctx context.Context, jobs []*job, rounds int, timeout time.Duration, logf func(string, ...any)) ([]*result, error) {
	res := make([]*result, len(jobs))
	for i, j := range jobs {
		res[i] = &result{job: j}
		logf("warm-up: %s on the %s", j.label, j.in.name)
		if _, err := runOnce(ctx, j, timeout); err != nil {
			return nil, err
		}
	}
	for r := range rounds {
		logf("round %d of %d", r+1, rounds)
		order := rand.New(rand.NewPCG(14, uint64(r))).Perm(len(jobs))
		for _, i := range order {
			s, err := runOnce(ctx, jobs[i], timeout)
			if err != nil {
				return nil, err
			}
			res[i].samples = append(res[i].samples, s)
		}
	}
	return res, nil
}

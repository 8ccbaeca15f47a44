// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"io"
	"runtime"
	"sync"
)

// recordExpansion is the output a region of records is expected to give
// per byte of input in mode: a JSON object of about 350 bytes for a URL of
// about 45 with parse -json, a line of about twice the record in text.
func recordExpansion(mode outMode) int64 {
	switch {
	case mode.json():
		return 8
	case mode == outText:
		return 2
	}
	return 1
}

// job returns the driver of a record command (drive.go): c's recordFunc
// for each record, with l's mode, through sink in one pass (-j 1), and
// with more workers, each with a recordLoop like l and a recordFunc of its
// own, over regions that end after a record separator; the output, and
// the counts added to l, are those of one pass. sink buffers inv.stdout.
// After the run, collect adds the workers' counts to l.
func (inv *invocation) job(c *recordCommand, l *recordLoop, sink writerSink) (j *job, collect func()) {
	rf := inv.recordFlags
	sep := byte('\n')
	if *rf.nul {
		sep = 0
	}
	workers := min(*rf.workers, maxWorkersPerCPU*runtime.GOMAXPROCS(0))
	loops := make([]recordLoop, workers)
	readers := make([]*recordReader, workers)
	var rr *recordReader // of one pass
	reader := func(rr **recordReader, r io.Reader, atStart bool) *recordReader {
		if *rr == nil {
			*rr = newRecordReader(r, *rf.nul)
			(*rr).setMax(*rf.maxRecord)
		}
		// A byte order mark is skipped at the start of an input only.
		(*rr).reset(r, atStart)
		return *rr
	}
	// records reads the records of rr with loop into s.
	records := func(loop *recordLoop, rr *recordReader, live *liveInput, s pieceSink) error {
		if live != nil {
			rr.wait = live.wouldWait
		}
		if err := loop.records(rr, s); err != nil {
			return err
		}
		if err := rr.Err(); err != nil {
			return readError{err}
		}
		return nil
	}
	j = &job{
		cmd: inv.name, workers: *rf.workers, sep: sep, records: true,
		expansion: recordExpansion(l.mode), stderr: inv.stderr, errMu: new(sync.Mutex), w: inv.stdout,
		flush: sink.w.Flush,
		one: func(in *input, r io.Reader) error {
			return records(l, reader(&rr, r, true), in.live, sink)
		},
		work: func(w int, r *region, rd io.Reader, s *regionSink) error {
			if loops[w].do == nil {
				loops[w] = recordLoop{do: c.newFunc(), mode: l.mode, chunk: l.chunk}
			}
			var live *liveInput
			if r.whole {
				live = r.in.live
			}
			return records(&loops[w], reader(&readers[w], rd, r.first), live, s)
		},
	}
	// The workers' counts, added once they are done.
	collect = func() {
		for i := range loops {
			l.ok += loops[i].ok
			l.failed += loops[i].failed
		}
	}
	return j, collect
}

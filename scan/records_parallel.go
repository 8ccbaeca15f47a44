// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"io"
	"sync"
)

// recordExpansion is the output a region of records is expected to give
// per byte of input in mode: a JSON object of about 350 bytes for a URL of
// about 45 with parse -json, a line of about twice the record in text.
func recordExpansion(mode outMode) int64 {
	switch {
	case mode.counts():
		return 1
	case mode.json():
		return 8
	}
	return 2
}

// A recordWorker is what a worker of a record command keeps from one
// region to the next.
type recordWorker struct {
	loop recordLoop
	rr   *recordReader
}

// drive runs c over inv's inputs through the driver (drive.go): c's
// recordFunc for each record, with l's mode, through sink in one pass
// (-j 1), and with more workers, each with a recordLoop like l and a
// recordFunc of its own, over regions that end after a record separator;
// the output, and the counts added to l, are those of one pass. sink
// buffers inv.stdout.
func (inv *invocation) drive(c *recordCommand, l *recordLoop, sink writerSink) error {
	rf := inv.recordFlags
	sep := byte('\n')
	if *rf.nul {
		sep = 0
	}
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
	j := &job{
		cmd: inv.name, workers: *rf.workers, sep: sep, records: true,
		expansion: recordExpansion(l.mode), stderr: inv.stderr, errMu: new(sync.Mutex), w: inv.stdout,
		flush: sink.w.Flush,
		one: func(in *input, r io.Reader) error {
			return records(l, reader(&rr, r, true), in.live, sink)
		},
	}
	ws, err := runEach(j, inv.files, *rf.recursive, inv.stdin, func(w *recordWorker, r *region, rd io.Reader, s *regionSink) error {
		if w.loop.do == nil {
			w.loop = recordLoop{do: c.newFunc(), mode: l.mode, chunk: l.chunk}
		}
		var live *liveInput
		if r.whole {
			live = r.in.live
		}
		return records(&w.loop, reader(&w.rr, rd, r.first), live, s)
	})
	// The workers' counts, added once they are done.
	for i := range ws {
		l.ok += ws[i].loop.ok
		l.failed += ws[i].loop.failed
	}
	return err
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"io"
)

// recordExpansion is the output a region of records is expected to give
// per byte of input in mode: a JSON object of about 350 bytes for a URL of
// about 45 with parse -json, a line of about twice the record in text.
func recordExpansion(mode outMode) int64 {
	switch mode {
	case outJSON:
		return 8
	case outText:
		return 2
	}
	return 1
}

// errOnePass is parallel's answer for a file to read in one pass.
var errOnePass = errors.New("read in one pass")

// parallel runs c over the records of f, a regular file of size bytes,
// with several workers, each with a recordLoop like l and a recordFunc of
// its own, and writes the results in input order: the output, and the
// counts added to l, are those of one pass. Regions end after a record
// separator. It flushes out, then writes the pieces of output to w, the
// writer under out, themselves: they are large already. A file whose
// first record is longer than twice a region is read in one pass: for
// it, parallel returns errOnePass and writes nothing.
func (rf *recordFlags) parallel(c *recordCommand, l *recordLoop, f io.ReaderAt, size int64, out *bufio.Writer, w io.Writer) error {
	sep := byte('\n')
	if *rf.nul {
		sep = 0
	}
	workers, rsize, pieces := regionPlan(*rf.workers, recordExpansion(l.mode))
	sp := newRecordSplitter(f, size, sep)
	first, err := sp.firstRegion(rsize)
	if err != nil {
		return readError{err}
	}
	if first < 0 {
		return errOnePass
	}
	if err := out.Flush(); err != nil {
		return err
	}
	loops := make([]recordLoop, workers)
	readers := make([]*recordReader, workers)
	for i := range loops {
		loops[i] = recordLoop{do: c.newFunc(), mode: l.mode, style: l.style}
	}
	p := &regionPipeline{
		size: size, first: first, workers: workers, pieces: pieces,
		next: func(a int64) (int64, error) {
			b, err := sp.safePoint(min(a+rsize, size))
			if err != nil {
				return b, readError{err}
			}
			return b, nil
		},
		work: func(w int, r *region, sink *regionSink) error {
			sec := io.NewSectionReader(f, r.a, r.b-r.a)
			rr := readers[w]
			if rr == nil {
				rr = newRecordReader(sec, *rf.nul)
				rr.setMax(*rf.maxRecord)
				readers[w] = rr
			}
			// A byte order mark is skipped at the start of the file only.
			rr.reset(sec, r.a == 0)
			if err := loops[w].records(rr, sink); err != nil {
				return err
			}
			if err := rr.Err(); err != nil {
				return readError{err}
			}
			return nil
		},
	}
	err = p.run(w)
	for i := range loops {
		l.ok += loops[i].ok
		l.failed += loops[i].failed
	}
	return err
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"sync/atomic"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/decompress"
)

// A large regular file is split into regions of about regionSize bytes,
// extracted by several workers; the output of each region is written in
// input order. A region boundary is a safe point: the start of a line
// that no reference can span. Only a reference between angle brackets may
// span lines (RFC 3986 Appendix C), and its text holds no '<', '>' or '"';
// so a line start is safe when, looking back from it, a '>' or '"' comes
// before any '<', or no '<' comes within the longest reference. From a
// safe point the extractor's state is the same as at the start of an
// input, so each region is extracted as an input of its own, and the
// concatenated output is exactly that of one pass over the file.

// lookSlack is added to -max-length for the look-back of a safe point.
const lookSlack = 256

// expansion is the output a region is expected to give per byte of input,
// with room to spare: JSON records (jsonRecords) of a URL-dense access log
// (genlog's) take a few bytes per byte of input, other output much less
// (the commit that set these values has the measurement). A region's
// channel holds at least 0.8 of its share of outBudget (pieces are handed
// over at outChunk and take pieceCap), so a bound just above the measured
// expansion could overflow it and make the region's worker wait for the
// writer; 6 leaves room.
func (c *extractConfig) expansion() int64 {
	if c.jsonRecords() {
		return 6
	}
	return 1
}

// A tooLongAt is a too-long reference, to be reported in input order.
type tooLongAt struct {
	start  int64
	length int
}

// extractRegionSink hands the output of a worker's region to the writer,
// and keeps the region's first too-long references, reported by the
// writer in input order.
type extractRegionSink struct {
	*regionSink
	each bool // hand over the output of each batch of matches
}

// eachBatch is false but for an input that may wait: the output of a
// region goes in pieces of outChunk.
func (s extractRegionSink) eachBatch() bool { return s.each }

func (s extractRegionSink) tooLong(start int64, length int) {
	if r := s.r; len(r.tooLongs) < 10 {
		r.tooLongs = append(r.tooLongs, tooLongAt{start, length})
	}
}

// run extracts from the inputs named in names (with -r, under the
// folders named), or from stdin, through the driver (drive.go): regions
// are cut at safe points, each extracted as an input of its own, and the
// too-long references of each region are reported in input order.
func (x *extractor) run(names []string, recursive bool, stdin io.Reader) error {
	j := &job{
		cmd: "scan", workers: x.cfg.workers, sep: x.cfg.sep(), maxLen: x.cfg.opts.MaxLength,
		expansion: x.cfg.expansion(), stderr: x.stderr, errMu: &x.errMu, w: x.w,
		flush: x.out.Flush,
		one:   x.sequential,
		written: func(r *region) {
			for _, t := range r.tooLongs {
				x.tooLong(r.in.name, t.start, t.length)
			}
		},
		inputEnd: func(in *input) {
			if x.cfg.stats && in.n > 0 && in.last != x.cfg.sep() {
				x.st.records++ // the last record, without a separator
			}
			x.st.bytes += in.n
			if in.format != decompress.Plain {
				x.st.compressed(in.format, in.compressed, in.n)
			}
		},
	}
	if x.cfg.progress {
		j.progress = func(in *input) (*atomic.Int64, func()) {
			if in.size < progressMin {
				return nil, nil
			}
			done := new(atomic.Int64)
			return done, startProgress(x.stderr, &x.errMu, in.name, in.size, done)
		}
	}
	ws, err := runEach(j, names, recursive, stdin, x.region)
	for i := range ws {
		x.st.merge(&ws[i].st)
	}
	return err
}

// A worker holds what a worker reuses from one region to the next.
type worker struct {
	s  *uri.Scanner // made on first use
	in []byte       // a region of a file, read in memory for -json
	br bytes.Reader // over in
	st extractStats // of its regions
}

// region extracts from region r, whose bytes rd reads, with the buffers
// of w, and counts in w.st.
func (x *extractor) region(w *worker, r *region, rd io.Reader, sink *regionSink) error {
	if x.cfg.jsonRecords() {
		// JSON gives line numbers, which need the lines before the
		// region: count the region's lines for the regions after it
		// before extracting from it (a region of a file is read once,
		// in memory: reading it twice from the file cost more CPU). A
		// region that is the rest of its input has none after it.
		data := r.data
		var err error
		if !r.last && data == nil {
			n := int(r.b - r.a)
			if cap(w.in) < n {
				// Regions run past their nominal size to a safe point:
				// leave room for that, so that the buffer seldom grows.
				w.in = make([]byte, n, n+n/4)
			}
			w.in = w.in[:n]
			_, err = io.ReadFull(rd, w.in)
			data = w.in
			w.br.Reset(w.in)
			rd = &w.br
		}
		if !r.last {
			r.seps = int64(bytes.Count(data, []byte{x.cfg.sep()}))
		}
		if r.prev != nil {
			<-r.prev.counted
			r.lines = r.prev.lines + r.prev.seps
		}
		close(r.counted)
		if err != nil {
			return err
		}
	}
	if sink.stop.Load() {
		return errStopped
	}
	cr := &countReader{r: rd, sep: x.cfg.sep(), seps: x.cfg.stats}
	if w.s == nil {
		w.st.init(x.cfg)
		w.s = x.newScanner(cr)
	} else {
		w.s.Reset(cr)
	}
	each := r.whole && r.in.live != nil // a pipe read by a worker: print what came before waiting
	err := x.stream(r.in.name, w.s, r.a, r.lines, &w.st, extractRegionSink{sink, each})
	w.st.records += cr.nseps
	return err
}

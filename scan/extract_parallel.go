// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"sync/atomic"

	"github.com/uriscan/uri"
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
// with room to spare: about 3.7 bytes of JSON per byte of a URL-dense
// access log (genlog's), much less in text. A region's channel holds at
// least 0.8 of its share of outBudget (pieces are handed over at outChunk
// and take pieceCap), so a region sized for 4 could overflow it and make
// its worker wait for the writer; 6 leaves room.
func expansion(json bool) int64 {
	if json {
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
type extractRegionSink struct{ *regionSink }

// eachBatch is false: the output of a region goes in pieces of outChunk.
func (s extractRegionSink) eachBatch() bool { return false }

func (s extractRegionSink) tooLong(start int64, length int) {
	if r := s.r; len(r.tooLongs) < 10 {
		r.tooLongs = append(r.tooLongs, tooLongAt{start, length})
	}
}

// parallel extracts from a large regular file with several workers. Its
// output, and the too-long references reported on standard error, are
// those of one pass over the file. For a file whose first region finds no
// safe point to end at within twice its size (one long line, say) it
// returns errOnePass, having written nothing: it is best read in one pass.
func (x *extractor) parallel(name string, f io.ReaderAt, size int64, done *atomic.Int64) error {
	workers, rsize, pieces := regionPlan(x.cfg.workers, expansion(x.cfg.json))
	sp := newSplitter(f, size, x.cfg.opts.MaxLength)
	first, err := sp.firstRegion(rsize)
	if err != nil {
		return err
	}
	if first < 0 {
		return errOnePass
	}
	if err := x.out.Flush(); err != nil {
		return err
	}
	stats := make([]extractStats, workers)
	ws := make([]worker, workers)
	for i := range stats {
		stats[i].init()
	}
	p := &regionPipeline{
		size: size, first: first, workers: workers, pieces: pieces,
		next: func(a int64) (int64, error) { return sp.safePoint(min(a+rsize, size)) },
		work: func(w int, r *region, sink *regionSink) error {
			return x.region(name, f, r, &ws[w], &stats[w], sink, done)
		},
		written: func(r *region) {
			for _, t := range r.tooLongs {
				x.tooLong(name, t.start, t.length)
			}
		},
	}
	err = p.run(x.w)
	for i := range stats {
		x.st.merge(&stats[i])
	}
	if err == nil && x.cfg.stats {
		// The regions counted separators (a region may end inside a
		// NUL-separated record); the last record may lack one.
		var last [1]byte
		if _, err = f.ReadAt(last[:], size-1); err == nil && last[0] != x.cfg.sep() {
			x.st.records++
		}
	}
	return err
}

// A worker holds what a worker reuses from one region to the next.
type worker struct {
	s   *uri.Scanner // made on first use
	in  []byte       // the region, with -json
	br  bytes.Reader // over in
	sec io.SectionReader
}

// region extracts from region r of f with the buffers of w.
func (x *extractor) region(name string, f io.ReaderAt, r *region, w *worker, st *extractStats,
	sink *regionSink, done *atomic.Int64) error {
	w.sec = *io.NewSectionReader(f, r.a, r.b-r.a)
	var in io.Reader = &w.sec
	if x.cfg.json {
		// JSON gives line numbers, which need the lines before the
		// region: read the region once, count its lines for the regions
		// after it, and extract from memory (reading it twice from the
		// file cost a tenth more CPU).
		n := int(r.b - r.a)
		if cap(w.in) < n {
			// Regions run past their nominal size to a safe point:
			// leave room for that, so that the buffer seldom grows.
			w.in = make([]byte, n, n+n/4)
		}
		w.in = w.in[:n]
		_, err := io.ReadFull(&w.sec, w.in)
		r.seps = int64(bytes.Count(w.in, []byte{x.cfg.sep()}))
		if r.prev != nil {
			<-r.prev.counted
			r.lines = r.prev.lines + r.prev.seps
		}
		close(r.counted)
		if err != nil {
			return err
		}
		w.br.Reset(w.in)
		in = &w.br
	}
	if sink.stop.Load() {
		return errStopped
	}
	cr := &countReader{r: in, sep: x.cfg.sep(), seps: x.cfg.stats, done: done}
	if w.s == nil {
		w.s = x.newScanner(cr)
	} else {
		w.s.Reset(cr)
	}
	err := x.stream(name, w.s, r.a, r.lines, st, extractRegionSink{sink})
	st.records += cr.nseps
	st.bytes += cr.n
	return err
}

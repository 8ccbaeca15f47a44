// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"runtime"
	"sync"
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

// regionSize is the largest size of a region (a variable for the tests);
// regions are smaller when their output must fit a smaller share of
// outBudget (see regionPlan).
var regionSize int64 = 4 << 20

// minRegion is the smallest size of a region, unless regionSize is
// smaller.
const minRegion = 256 << 10

// lookSlack is added to -max-length for the look-back of a safe point.
const lookSlack = 256

// A splitter finds safe points in a file. It reuses its buffers from one
// call to the next.
type splitter struct {
	f      io.ReaderAt
	size   int64
	maxLen int
	buf    []byte // for the next newline
	back   []byte // for the look-back
}

func newSplitter(f io.ReaderAt, size int64, maxLen int) *splitter {
	return &splitter{f: f, size: size, maxLen: maxLen, buf: make([]byte, 64<<10)}
}

// safePoint returns the first safe point at or after off, or the size of
// the file.
func (sp *splitter) safePoint(off int64) (int64, error) {
	return sp.safePointBefore(off, sp.size)
}

// safePointBefore is safePoint, except that it looks no further than end:
// when no safe point comes before end, it returns end.
func (sp *splitter) safePointBefore(off, end int64) (int64, error) {
	for off < end {
		// Find the next newline at or after off-1.
		n, err := sp.f.ReadAt(sp.buf[:min(int64(len(sp.buf)), sp.size-(off-1))], off-1)
		if n == 0 && err != nil {
			return 0, err
		}
		i := bytes.IndexByte(sp.buf[:n], '\n')
		if i < 0 {
			off += int64(n)
			continue
		}
		p := off - 1 + int64(i) + 1 // just after the newline
		if p >= end {
			return end, nil
		}
		ok, err := sp.safeAt(p)
		if err != nil {
			return 0, err
		}
		if ok {
			return p, nil
		}
		off = p + 1
	}
	return end, nil
}

// safeAt reports whether no reference can span offset p, a line start.
func (sp *splitter) safeAt(p int64) (bool, error) {
	start := max(p-int64(sp.maxLen+lookSlack), 0)
	if cap(sp.back) < int(p-start) {
		sp.back = make([]byte, p-start)
	}
	buf := sp.back[:p-start]
	if _, err := sp.f.ReadAt(buf, start); err != nil {
		return false, err
	}
	for i := len(buf) - 1; i >= 0; i-- {
		switch buf[i] {
		case '>', '"':
			return true, nil
		case '<':
			return false, nil
		}
	}
	return true, nil
}

// Output of the regions: a worker hands each region's output to the writer
// in pieces of about outChunk bytes through the region's channel; when the
// channel is full (the writer is busy with an earlier region), the worker
// waits. So that a worker seldom waits, a region's channel holds all the
// output its region is expected to give, and regions are sized for that
// (regionPlan). The memory is bounded whatever -j is:
//
//   - at most maxWorkersPerCPU workers per CPU (GOMAXPROCS) run, whatever
//     -j asks for beyond that, since the work is CPU-bound;
//   - at most workers+1 regions are under way (one being written, the
//     others being extracted), and together their channels hold at most
//     outBudget bytes of output;
//   - each worker has one Scanner (about 2*max-length), one piece being
//     filled, a piece or two in the free list, and with -json its region
//     (a quarter of its share of outBudget, or minRegion).
const (
	outBudget        = 16 << 20
	maxWorkersPerCPU = 4
)

// expansion is the output a region is expected to give per byte of input:
// about 4 bytes of JSON per byte of a URL-dense access log, much less in
// text. A region that gives more makes its worker wait; it cannot make the
// memory grow.
func expansion(json bool) int64 {
	if json {
		return 4
	}
	return 1
}

// regionPlan returns the number of workers to run for -j workers, the
// size of a region and the number of pieces its channel holds.
func regionPlan(workers int, json bool) (n int, size int64, pieces int) {
	n = min(workers, maxWorkersPerCPU*runtime.GOMAXPROCS(0))
	share := int64(outBudget / (n + 1)) // the output one region may hold
	size = min(regionSize, max(minRegion, share/expansion(json)))
	return n, size, max(int(share/pieceCap), 2)
}

// pieceCap is the capacity of a piece of output: outChunk, and room for
// the line that crosses it.
const pieceCap = outChunk + outChunk/4

// A region is a part of a file, from one safe point to the next, extracted
// by one worker.
type region struct {
	a, b int64

	// For JSON line numbers: seps is the number of separators in the
	// region, lines the number before it, set when counted is closed.
	prev    *region
	seps    int64
	lines   int64
	counted chan struct{}

	out      chan []byte // the output, in order; closed when the region is done
	err      error       // set before out is closed
	tooLongs []tooLongAt // the first too-long references of the region
}

// A tooLongAt is a too-long reference, to be reported in input order.
type tooLongAt struct {
	start  int64
	length int
}

// regionSink hands a worker's output to the writer.
type regionSink struct {
	r    *region
	stop *atomic.Bool
	free chan []byte
}

// errStopped ends a worker's region when the writer failed.
var errStopped = errors.New("stopped")

func (s *regionSink) take(buf []byte) ([]byte, error) {
	if s.stop.Load() {
		return nil, errStopped
	}
	if len(buf) > 0 {
		s.r.out <- buf
	}
	select {
	case b := <-s.free:
		return b[:0], nil
	default:
		return make([]byte, 0, pieceCap), nil
	}
}

func (s *regionSink) last(buf []byte) error {
	switch {
	case s.stop.Load():
		return errStopped
	case len(buf) > 0:
		s.r.out <- buf
	default:
		select {
		case s.free <- buf:
		default:
		}
	}
	return nil
}

func (s *regionSink) tooLong(start int64, length int) {
	if len(s.r.tooLongs) < 10 {
		s.r.tooLongs = append(s.r.tooLongs, tooLongAt{start, length})
	}
}

// parallel extracts from a large regular file with several workers. Its
// output, and the too-long references reported on standard error, are
// those of one pass over the file. A file whose first region finds no safe
// point to end at within twice its size (one long line, say) is extracted
// in one pass, as by one worker.
func (x *extractor) parallel(name string, f *os.File, size int64, done *atomic.Int64) error {
	workers, rsize, pieces := regionPlan(x.cfg.workers, x.cfg.json)
	sp := newSplitter(f, size, x.cfg.opts.MaxLength)
	// A first region that cannot end within twice its size starts with
	// a long line (a file of one line, say): read the file in one pass
	// rather than read all of that line once more to find where to cut.
	first, err := sp.safePointBefore(min(rsize, size), min(2*rsize, size))
	if err != nil {
		return err
	}
	if first >= min(2*rsize, size) {
		return x.sequential(name, f, done)
	}
	if err := x.out.Flush(); err != nil {
		return err
	}
	var stop atomic.Bool
	work := make(chan *region)
	// A region is sent on order before work: with order's capacity, at
	// most workers+1 regions are between the splitter and the writer.
	order := make(chan *region, workers-1)
	// Every piece is recycled: the free list has room for all of them.
	free := make(chan []byte, (workers+1)*pieces+2*workers)
	var splitErr error // set before order is closed

	// The splitter cuts the file into regions, in order.
	go func() {
		defer close(work)
		defer close(order)
		var prev *region
		for a, b := int64(0), first; a < size && !stop.Load(); a = b {
			if a > 0 {
				var err error
				if b, err = sp.safePoint(min(a+rsize, size)); err != nil {
					splitErr = err
					return
				}
			}
			r := &region{a: a, b: b, prev: prev, counted: make(chan struct{}), out: make(chan []byte, pieces)}
			order <- r
			work <- r
			prev = r
		}
	}()

	stats := make([]extractStats, workers)
	var wg sync.WaitGroup
	for w := range workers {
		st := &stats[w]
		st.init()
		wg.Add(1)
		go func() {
			defer wg.Done()
			var w worker
			for r := range work {
				r.err = x.region(name, f, r, &w, st, &stop, free, done)
				close(r.out)
			}
		}()
	}

	// The writer: this goroutine. It writes the pieces to the output
	// itself, not through x.out's buffer: they are large already.
	for r := range order {
		for b := range r.out {
			if err == nil {
				if _, err = x.w.Write(b); err != nil {
					stop.Store(true)
				}
			}
			if cap(b) == pieceCap {
				select {
				case free <- b:
				default: // not reached: the list has room for every piece
				}
			}
		}
		for _, t := range r.tooLongs {
			x.tooLong(name, t.start, t.length)
		}
		if err == nil && r.err != nil && r.err != errStopped {
			err = r.err
			stop.Store(true)
		}
	}
	wg.Wait()
	for i := range stats {
		x.st.merge(&stats[i])
	}
	if err == nil {
		err = splitErr
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
func (x *extractor) region(name string, f *os.File, r *region, w *worker, st *extractStats,
	stop *atomic.Bool, free chan []byte, done *atomic.Int64) error {
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
	if stop.Load() {
		return errStopped
	}
	cr := &countReader{r: in, sep: x.cfg.sep(), seps: x.cfg.stats, done: done}
	if w.s == nil {
		w.s = x.newScanner(cr)
	} else {
		w.s.Reset(cr)
	}
	err := x.stream(name, w.s, r.a, r.lines, st, &regionSink{r: r, stop: stop, free: free})
	st.records += cr.nseps
	st.bytes += cr.n
	return err
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/uriscan/uri/logs"
)

// A large regular file is split into regions, each handled by one of
// several workers, and the output of the regions is written in input
// order: the extractor (scan) cuts at safe points, the record commands
// (parse, normalize, ...) at record separators. A regionPipeline is the
// part they share: the workers, the hand-off of each region's output to
// the writer in pieces of about outChunk bytes, and the bound on memory.
//
// A worker hands its output through the region's channel; when the
// channel is full (the writer is busy with an earlier region), the worker
// waits. So that a worker seldom waits, a region's channel holds all the
// output its region is expected to give, and regions are sized for that
// (regionPlan). The memory is bounded whatever -j is:
//
//   - at most maxWorkersPerCPU workers per CPU (GOMAXPROCS) run, whatever
//     -j asks for beyond that, since the work is CPU-bound;
//   - at most workers+1 regions are under way (one being written, the
//     others being worked on), and together their channels hold at most
//     outBudget bytes of output with no more workers than CPUs, and with
//     more, as many shares of it as regions (regionShare): less than
//     maxWorkersPerCPU times outBudget;
//   - each worker has its own buffers (the extractor's Scanner, a record
//     reader's), one piece being filled and a piece or two in the free
//     list.
//
// The budget is small on purpose: the pieces are recycled, and when the
// output in flight fits in the caches, a worker writes its next piece
// into cache lines that are still there. With several times this budget
// in flight, -json output (several bytes per byte of input) went to
// memory and back and `scan -json -j 2` was slower; with much less, the
// hand-offs between workers started to cost. The commit that set it has
// the measurements.
const (
	outBudget        = 4 << 20
	maxWorkersPerCPU = 4
)

// regionSize is the largest size of a region (a variable for the tests);
// regions are smaller when their output must fit a smaller share of
// outBudget (see regionPlan).
var regionSize int64 = 4 << 20

// minRegion is the smallest size of a region, unless regionSize is
// smaller.
const minRegion = 64 << 10

// parallelMin is the size from which a regular file is split across
// workers (a variable for the tests).
var parallelMin int64 = 16 << 20

// outChunk is the size of the pieces of output that workers hand over.
const outChunk = 64 << 10

// pieceCap is the capacity of a piece of output: outChunk, and room for
// the line that crosses it.
const pieceCap = outChunk + outChunk/4

// regionPlan returns the number of workers to run for -j workers, the
// size of a region and the number of pieces its channel holds, for output
// of about expansion bytes per byte of input. A region that gives more
// makes its worker wait; it cannot make the memory grow.
func regionPlan(workers int, expansion int64) (n int, size int64, pieces int) {
	n = workerCount(workers)
	share := regionShare(n)
	size = min(regionSize, max(minRegion, share/max(expansion, 1)))
	return n, size, max(int(share/pieceCap), 2)
}

// workerCount returns the number of workers the pipeline runs for -j n.
func workerCount(n int) int { return min(n, maxWorkersPerCPU*runtime.GOMAXPROCS(0)) }

// regionShare returns the output one region may hold with n workers: a
// share of outBudget among the regions that the CPUs can work on at once
// and the one being written, so that workers beyond the CPUs do not
// shrink the regions (with -j 8 on two cores, regions a fourth the size
// made `scan -json` measurably slower). The n+1 regions under way hold
// at most n+1 shares.
func regionShare(n int) int64 {
	return outBudget / int64(min(n, runtime.GOMAXPROCS(0))+1)
}

// A region is a part of an input, handled by one worker: bytes [a, b)
// of a regular file, bytes read from a stream (data), or all of an input
// from a on (whole), read by the worker itself: a small file, a
// compressed file among several, the rest of a stream that has no safe
// point to cut at.
type region struct {
	a, b        int64
	in          *input
	first, last bool   // the first, the last region of in
	data        []byte // the region's bytes, read from a stream; nil if not
	whole       bool   // the region is in from a on: data, then rest
	rest        io.Reader
	src         *logs.Decoder // of rest, for its compressed size; may be nil
	pre         error         // the input failed after the region's bytes

	// For the extractor's JSON line numbers: seps is the number of
	// separators in the region, lines the number before it, set when
	// counted is closed.
	prev    *region
	seps    int64
	lines   int64
	counted chan struct{}

	out      chan []byte // the output, in order; closed when the region is done
	err      error       // set before out is closed: the input failed there
	tooLongs []tooLongAt // the extractor's first too-long references of the region

	// Set by the driver when the region is done, for its input's count.
	n          int64 // bytes read
	lastByte   byte
	compressed int64 // compressed bytes read, when the region read the end of a compressed input
}

// A pieceSink receives output in pieces.
type pieceSink interface {
	// take takes buf, which holds output (it may be empty or nil), and
	// returns an empty buffer for what follows.
	take(buf []byte) ([]byte, error)
	// last takes buf, the last output (it may be empty), and returns no
	// buffer.
	last(buf []byte) error
	// sync writes out what the pieces taken so far hold, for a reader
	// about to wait for its input (liveInput).
	sync() error
}

// writerSink is the pieceSink of one pass: it writes each piece to w,
// and with flush (the output is a terminal) flushes w after each.
type writerSink struct {
	w     *bufio.Writer
	flush bool
}

func (s writerSink) take(buf []byte) ([]byte, error) {
	if buf == nil {
		return make([]byte, 0, pieceCap), nil
	}
	return buf[:0], s.last(buf)
}

func (s writerSink) last(buf []byte) error {
	_, err := s.w.Write(buf)
	if err == nil && s.flush {
		err = s.w.Flush()
	}
	return err
}

func (s writerSink) sync() error { return s.w.Flush() }

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

// sync does nothing: a region is a part of a regular file, whose reads do
// not wait.
func (s *regionSink) sync() error { return nil }

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

// A regionPipeline runs a job over regions, in order.
type regionPipeline struct {
	workers int // from regionPlan
	pieces  int // from regionPlan

	// produce makes the regions, in order, and hands each to emit, until
	// emit returns false (the pipeline stops).
	produce func(emit func(*region) bool)
	// work runs region r on worker w (0 <= w < workers), handing its
	// output to sink. It returns errStopped when the sink does; any
	// other error ends r's input, and is r.err.
	work func(w int, r *region, sink *regionSink) error
	// written is called by the writer after the output of r was
	// written, region after region in order; ok is false after a write
	// error, when the output of r and of the regions left is dropped.
	written func(r *region, ok bool)
}

// run runs the regions and writes their output to w, in order. It
// returns the first error of the writer; after it the workers stop at
// their next piece, and the regions left are passed to written without
// their output.
func (p *regionPipeline) run(w io.Writer) error {
	var stop atomic.Bool
	work := make(chan *region)
	// A region is sent on order before work: with order's capacity, at
	// most workers+1 regions are between the producer and the writer.
	order := make(chan *region, p.workers-1)
	// Every piece is recycled: the free list has room for all of them.
	free := make(chan []byte, (p.workers+1)*p.pieces+2*p.workers)

	go func() {
		defer close(work)
		defer close(order)
		p.produce(func(r *region) bool {
			if stop.Load() {
				return false
			}
			r.counted = make(chan struct{})
			r.out = make(chan []byte, p.pieces)
			order <- r
			work <- r
			return true
		})
	}()

	var wg sync.WaitGroup
	for i := range p.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range work {
				r.err = p.work(i, r, &regionSink{r: r, stop: &stop, free: free})
				close(r.out)
			}
		}()
	}

	// The writer: this goroutine. It writes the pieces to w as they are:
	// they are large already.
	var err error
	for r := range order {
		for b := range r.out {
			if err == nil {
				if _, err = w.Write(b); err != nil {
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
		if r.err == errStopped {
			r.err = nil
		}
		p.written(r, err == nil)
	}
	wg.Wait()
	return err
}

// A splitter finds where regions of a file may end: for the extractor,
// at safe points (see extractor.parallel); for the record commands, after
// any record separator. It reuses its buffers from one call to the next,
// and reads each byte of the file at most about twice over all its calls,
// made in increasing order, whatever the file (TestSplitterLinear): it
// remembers the last of '<', '>' and '"' it has seen, so that a line
// start that is not safe does not send it back over the same bytes.
type splitter struct {
	f       io.ReaderAt
	size    int64
	sep     byte   // the end of a line or record
	records bool   // a region may end after any sep
	maxLen  int    // the extractor's -max-length
	buf     []byte // for the next separator
	back    []byte // for the extractor's look-back

	// The last of '<', '>' and '"' before markAt (known set): at offset
	// mark, the byte markByte; mark is -1 when none lies within reach of
	// markAt, or of any offset after it.
	known    bool
	markAt   int64
	mark     int64
	markByte byte
}

// newSplitter returns the splitter of the extractor, whose references
// are at most maxLen bytes long.
func newSplitter(f io.ReaderAt, size int64, maxLen int) *splitter {
	return &splitter{f: f, size: size, sep: '\n', maxLen: maxLen, buf: make([]byte, 64<<10)}
}

// newRecordSplitter returns the splitter of records separated by sep.
func newRecordSplitter(f io.ReaderAt, size int64, sep byte) *splitter {
	return &splitter{f: f, size: size, sep: sep, records: true, buf: make([]byte, 64<<10)}
}

// reset makes sp find the regions of f, of size bytes, from its start.
func (sp *splitter) reset(f io.ReaderAt, size int64) {
	sp.f, sp.size, sp.known = f, size, false
}

// firstRegion returns the end of the first region for regions of about
// rsize bytes, or -1 when the first region would not end within twice
// that size (the file starts with a very long line or record): such a
// file is best read in one pass, rather than read all of that line once
// more to find where to cut.
func (sp *splitter) firstRegion(rsize int64) (int64, error) {
	limit := min(2*rsize, sp.size)
	first, err := sp.safePointBefore(min(rsize, sp.size), limit)
	if err != nil || first < limit {
		return first, err
	}
	return -1, nil
}

// safePoint returns the first safe point at or after off, or the size of
// the file.
func (sp *splitter) safePoint(off int64) (int64, error) {
	return sp.safePointBefore(off, sp.size)
}

// reach is how far before a line start a reference may begin.
func (sp *splitter) reach() int64 { return int64(sp.maxLen + lookSlack) }

// safePointBefore is safePoint, except that it looks no further than end:
// when no safe point comes before end, it returns end. off must be at
// least 1.
func (sp *splitter) safePointBefore(off, end int64) (int64, error) {
	// The first separator at or after off-1 makes the first line start
	// at or after off.
	pos := off - 1
	if !sp.records {
		if err := sp.lookBack(pos); err != nil {
			return 0, err
		}
	}
	// Lines are short: read a little first, more while no separator comes.
	chunk := int64(splitChunk)
	for pos < end {
		n, err := sp.f.ReadAt(sp.buf[:min(chunk, int64(len(sp.buf)), sp.size-pos)], pos)
		chunk = min(2*chunk, int64(len(sp.buf)))
		if n == 0 && err != nil {
			return 0, err
		}
		b := sp.buf[:n]
		for k := 0; ; {
			i := bytes.IndexByte(b[k:], sp.sep)
			line := b[k:]
			if i >= 0 {
				line = line[:i]
			}
			if !sp.records {
				if j := bytes.LastIndexAny(line, "<>\""); j >= 0 {
					sp.mark, sp.markByte = pos+int64(k+j), line[j]
				}
			}
			if i < 0 {
				break
			}
			p := pos + int64(k+i) + 1 // just after the separator
			sp.markAt = p
			if p >= end {
				return end, nil
			}
			if sp.records || sp.safeHere(p) {
				return p, nil
			}
			k += i + 1
		}
		pos += int64(n)
		sp.markAt = pos
	}
	return end, nil
}

// safeAt reports whether no reference can span offset p, a line start:
// whether, looking back from p as far as a reference may reach, a '"' or
// '>' that closes anything before it comes before any '<' that may open
// one.
func (sp *splitter) safeAt(p int64) (bool, error) {
	if err := sp.lookBack(p); err != nil {
		return false, err
	}
	return sp.safeHere(p), nil
}

// safeHere is safeAt for p = markAt.
func (sp *splitter) safeHere(p int64) bool {
	return sp.mark < 0 || sp.mark < p-sp.reach() || sp.markByte != '<'
}

// lookBack finds the last of '<', '>' and '"' before p, within reach: it
// reads back from p no further than what it saw in an earlier call, for a
// p after it. It reads splitChunk bytes first, then twice as many each
// time: in logs the answer is a few bytes back.
func (sp *splitter) lookBack(p int64) error {
	start := max(p-sp.reach(), 0)
	lo := start
	if sp.known && sp.markAt <= p {
		lo = max(lo, sp.markAt)
	} else {
		sp.mark = -1
	}
	sp.known = false
	for q, chunk := p, int64(splitChunk); q > lo; chunk *= 2 {
		a := max(q-chunk, lo)
		if int64(cap(sp.back)) < q-a {
			sp.back = make([]byte, q-a)
		}
		buf := sp.back[:q-a]
		if _, err := sp.f.ReadAt(buf, a); err != nil {
			return err
		}
		if j := bytes.LastIndexAny(buf, "<>\""); j >= 0 {
			sp.mark, sp.markByte = a+int64(j), buf[j]
			break
		}
		q = a
	}
	sp.known, sp.markAt = true, p
	return nil
}

// splitChunk is what the splitter reads first, forward for the next
// separator and back from a line start: regions are small (a few hundred
// KiB of input with -json), and reading 64 KiB each way for every region
// cost about as much as extracting from it.
const splitChunk = 4 << 10

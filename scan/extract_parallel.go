// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
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

// regionSize is the nominal size of a region (a variable for the tests).
var regionSize int64 = 4 << 20

// lookSlack is added to -max-length for the look-back of a safe point.
const lookSlack = 256

// safePoint returns the first safe point at or after off, or size.
func safePoint(f io.ReaderAt, off, size int64, maxLen int) (int64, error) {
	buf := make([]byte, 64<<10)
	for off < size {
		// Find the next newline at or after off-1.
		n, err := f.ReadAt(buf[:min(int64(len(buf)), size-(off-1))], off-1)
		if n == 0 && err != nil {
			return 0, err
		}
		i := bytes.IndexByte(buf[:n], '\n')
		if i < 0 {
			off += int64(n)
			continue
		}
		p := off - 1 + int64(i) + 1 // just after the newline
		if p >= size {
			return size, nil
		}
		ok, err := safeAt(f, p, maxLen)
		if err != nil {
			return 0, err
		}
		if ok {
			return p, nil
		}
		off = p + 1
	}
	return size, nil
}

// safeAt reports whether no reference can span offset p, a line start.
func safeAt(f io.ReaderAt, p int64, maxLen int) (bool, error) {
	look := int64(maxLen + lookSlack)
	start := max(p-look, 0)
	buf := make([]byte, p-start)
	if _, err := f.ReadAt(buf, start); err != nil {
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
// in pieces through a channel of regionPieces; when the writer is busy with
// an earlier region and the channel is full, the worker waits. At most
// 2*workers+1 regions are under way, so the memory held is bounded by about
// (2*workers+1)*regionPieces*outChunk.
const regionPieces = 32

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
		return make([]byte, 0, outChunk+outChunk/4), nil
	}
}

func (s *regionSink) tooLong(start int64, length int) {
	if len(s.r.tooLongs) < 10 {
		s.r.tooLongs = append(s.r.tooLongs, tooLongAt{start, length})
	}
}

// parallel extracts from a large regular file with several workers. Its
// output, and the too-long references reported on standard error, are
// those of one pass over the file.
func (x *extractor) parallel(name string, f *os.File, size int64, done *atomic.Int64) error {
	workers := x.cfg.workers
	var stop atomic.Bool
	work := make(chan *region)
	order := make(chan *region, 2*workers)
	free := make(chan []byte, (2*workers+1)*regionPieces)
	var splitErr error // set before order is closed

	// The splitter cuts the file into regions, in order.
	go func() {
		defer close(work)
		defer close(order)
		var prev *region
		for a := int64(0); a < size && !stop.Load(); {
			b, err := safePoint(f, min(a+regionSize, size), size, x.cfg.opts.MaxLength)
			if err != nil {
				splitErr = err
				return
			}
			r := &region{a: a, b: b, prev: prev, counted: make(chan struct{}), out: make(chan []byte, regionPieces)}
			order <- r
			work <- r
			prev, a = r, b
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
			var s *uri.Scanner
			for r := range work {
				r.err = x.region(name, f, r, &s, st, &stop, free, done)
				close(r.out)
			}
		}()
	}

	// The writer: this goroutine.
	var err error
	for r := range order {
		for b := range r.out {
			if err == nil {
				if _, err = x.out.Write(b); err != nil {
					stop.Store(true)
				}
			}
			if cap(b) <= 2*outChunk {
				select {
				case free <- b:
				default:
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

// region extracts from region r of f, with *s (a Scanner made on first use).
func (x *extractor) region(name string, f *os.File, r *region, s **uri.Scanner, st *extractStats,
	stop *atomic.Bool, free chan []byte, done *atomic.Int64) error {
	if x.cfg.json {
		n, err := countSeps(f, r.a, r.b, x.cfg.sep())
		r.seps = n
		if r.prev != nil {
			<-r.prev.counted
			r.lines = r.prev.lines + r.prev.seps
		}
		close(r.counted)
		if err != nil {
			return err
		}
	}
	if stop.Load() {
		return errStopped
	}
	cr := &countReader{r: io.NewSectionReader(f, r.a, r.b-r.a), sep: x.cfg.sep(), seps: x.cfg.stats, done: done}
	if *s == nil {
		*s = x.newScanner(cr)
	} else {
		(*s).Reset(cr)
	}
	err := x.stream(name, *s, r.a, r.lines, st, &regionSink{r: r, stop: stop, free: free})
	st.records += cr.nseps
	st.bytes += cr.n
	return err
}

// countSeps counts the separators in f[a:b].
func countSeps(f io.ReaderAt, a, b int64, sep byte) (int64, error) {
	buf := make([]byte, 256<<10)
	var n int64
	for a < b {
		m, err := f.ReadAt(buf[:min(int64(len(buf)), b-a)], a)
		n += int64(bytes.Count(buf[:m], []byte{sep}))
		a += int64(m)
		if err != nil && a < b {
			return n, err
		}
	}
	return n, nil
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"

	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/logs"
)

// A streamer makes the regions of the inputs, in order, on the
// pipeline's producer goroutine (see drive.go): the regions of a large
// regular file at their offsets, one region for a small file, and for a
// stream (standard input, a pipe, the only input when compressed) regions
// in memory, read and decompressed here, ahead of the workers.
type streamer struct {
	j     *job
	o     *opener // the producer's
	bufs  chan []byte
	rsize int64
	emit  func(*region) bool
}

// input makes the regions of in, and reports whether the pipeline goes
// on; single says that in is the only input.
func (s *streamer) input(in *input, single bool) bool {
	switch {
	case in.err != nil:
		return s.emit(&region{in: in, first: true, last: true})
	case in.size >= 0 && in.format == decompress.Plain && in.size >= parallelMin:
		return s.file(in)
	case in.size >= 0 && in.format == decompress.Plain:
		return s.emit(&region{in: in, first: true, last: true, whole: true})
	case in.size >= 0 && !single:
		return s.emit(s.opened(in))
	}
	return s.stream(in)
}

// newSplitter returns the splitter of the job for f, of size bytes.
func (j *job) newSplitter(f io.ReaderAt, size int64) *splitter {
	if j.records {
		return newRecordSplitter(f, size, j.sep)
	}
	return newSplitter(f, size, j.maxLen)
}

// lineSep is the byte after which a region may end: a record separator
// for the record commands, a newline for the extractor (a line start
// that no reference spans).
func (j *job) lineSep() byte {
	if j.records {
		return j.sep
	}
	return '\n'
}

// file makes the regions of a large regular file, read at their offsets;
// a file whose first region would not end within twice its size (one long
// line) is one region, read in one pass.
func (s *streamer) file(in *input) bool {
	sp := s.j.newSplitter(sizedFile{in.f, in.size}, in.size)
	first, err := sp.firstRegion(s.rsize)
	switch {
	case err != nil:
		return s.emit(&region{in: in, first: true, last: true, pre: err})
	case first < 0:
		return s.emit(&region{in: in, first: true, last: true, whole: true})
	}
	var prev *region
	for a, b := int64(0), first; a < in.size; a = b {
		if a > 0 {
			if b, err = sp.safePoint(min(a+s.rsize, in.size)); err != nil {
				return s.emit(&region{in: in, a: a, b: a, last: true, prev: prev, pre: err})
			}
		}
		r := &region{in: in, a: a, b: b, first: a == 0, last: b == in.size, prev: prev}
		if !s.emit(r) {
			return false
		}
		prev = r
	}
	return true
}

// bufCap is the capacity of the buffers of stream regions: a region of
// rsize bytes, and room to find a safe point after it past a '<' that
// makes the line starts within reach unsafe.
func (s *streamer) bufCap() int {
	reach := int64(64<<10 + lookSlack)
	if !s.j.records {
		reach = int64(s.j.maxLen + lookSlack)
	}
	return int(s.rsize + 2*min(reach, max(s.rsize, 1<<20)))
}

// buf returns an empty buffer for a stream region.
func (s *streamer) buf() []byte {
	select {
	case b := <-s.bufs:
		return b[:0]
	default:
		return make([]byte, 0, s.bufCap())
	}
}

// stream makes the regions of a stream in memory: it reads it into a
// buffer, cuts a region at the first safe point after rsize bytes, and
// carries what follows into the next buffer. Before a read that would
// wait (a quiet pipe), it cuts at the last safe point it holds, so that
// what came is printed. A buffer that fills with no safe point (one long
// line) ends the regions: its bytes and the rest of the stream are one
// region, read in one pass by a worker.
func (s *streamer) stream(in *input) bool {
	// The decoder itself, not cut at records (Uncut): the bytes go
	// straight into the regions' buffers, and a fault drops the record it
	// cuts here, by the rule of logs.FaultCut (buf starts a record: a
	// region ends after a separator).
	sep := s.j.lineSep()
	s.o.open(in, sep)
	z := s.o.compressed()
	raw := z.Uncut()
	packed := z.Format() != decompress.Plain
	mem := &memAt{}
	sp := s.j.newSplitter(mem, 0)
	buf := s.buf()
	var prev *region
	base, searched := int64(0), s.rsize
	// next emits buf[:p] as a region and carries the rest into a new
	// buffer.
	next := func(p int) bool {
		r := &region{in: in, a: base, b: base + int64(p), data: buf[:p], first: base == 0, prev: prev}
		if !s.emit(r) {
			return false
		}
		prev, base, searched = r, base+int64(p), s.rsize
		buf = append(s.buf(), buf[p:]...)
		mem.b = buf
		sp.reset(mem, int64(len(buf)))
		return true
	}
	for empty := 0; ; {
		if in.live != nil && len(buf) > 0 && !z.Buffered() && in.live.wouldWait() {
			if p := s.lastSafe(sp, mem, buf); p > 0 && !next(p) {
				return false
			}
		}
		n, err := raw.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if in.done != nil {
			if packed {
				in.done.Store(z.InputOffset())
			} else {
				in.done.Add(int64(n))
			}
		}
		if n == 0 && err == nil {
			if empty++; empty == 100 {
				err = io.ErrNoProgress
			}
		}
		if err != nil {
			r := &region{in: in, a: base, b: base + int64(len(buf)), data: buf, first: base == 0, last: true, prev: prev}
			if err != io.EOF {
				// The record after the last separator is cut; the
				// region's reader ends with err after the rest.
				r.pre = err
				r.data = buf[:logs.FaultCut(buf, sep)]
				r.b = base + int64(len(r.data))
			}
			if packed {
				r.compressed = z.InputOffset()
				in.format = z.Format()
			}
			return s.emit(r)
		}
		empty = 0
		if int64(len(buf)) < s.rsize {
			continue
		}
		mem.b = buf
		sp.size = int64(len(buf))
		if p, _ := sp.safePointBefore(searched, sp.size); p < sp.size {
			if !next(int(p)) {
				return false
			}
			continue
		}
		if len(buf) == cap(buf) {
			var rest io.Reader = z
			data := buf
			if packed {
				// The decoder goes on, cut at records, from the
				// piece of the record under way, as if it had read
				// the stream from its start.
				data = buf[:logs.FaultCut(buf, sep)]
				z.Seed(buf[len(data):])
			}
			r := &region{in: in, a: base, data: data, whole: true, rest: rest, src: z, first: base == 0, last: true, prev: prev}
			s.o.handOver()
			return s.emit(r)
		}
		searched = sp.size
	}
}

// lastSafe returns the last safe point in buf, the bytes of mem since the
// start of the region, or 0 when there is none.
func (s *streamer) lastSafe(sp *splitter, mem *memAt, buf []byte) int {
	p := bytes.LastIndexByte(buf, s.j.lineSep()) + 1
	if p == 0 || s.j.records {
		return p
	}
	mem.b = buf
	sp.size = int64(len(buf))
	if ok, err := sp.safeAt(int64(p)); ok && err == nil {
		return p
	}
	return 0
}

// memAt reads b at offsets, for a splitter.
type memAt struct{ b []byte }

func (m *memAt) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(m.b)) {
		return 0, io.EOF
	}
	n := copy(p, m.b[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

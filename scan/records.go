// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"io"
)

// defaultMaxRecord is the default length limit of a record. A longer record
// is not dropped: its first defaultMaxRecord bytes are reported as too long.
const defaultMaxRecord = 16 << 20

// utf8BOM is the UTF-8 encoding of U+FEFF, skipped at the start of an input.
var utf8BOM = []byte{0xef, 0xbb, 0xbf}

// recordBuf is the size of a recordReader's read buffer (a variable for
// the tests).
var recordBuf = 64 << 10

// A recordReader reads records from a stream: lines (without "\n" or
// "\r\n") or NUL-separated records. Memory is bounded by the record length
// limit; reading reuses one buffer, so it does not allocate per record.
type recordReader struct {
	r         io.Reader
	buf       []byte // the read buffer
	win       []byte // its bytes not yet returned
	rerr      error  // the error of the read that ended at the end of win
	sep       byte
	max       int
	rec       []byte // a record that does not fit buf, up to the limit
	err       error
	done      bool
	started   bool
	truncated bool
	over      int  // bytes of the record past the limit, not kept
	lastOver  byte // the last of them

	// wait, when set (a liveInput's wouldWait), reports whether a read
	// would wait; Next then returns false once, with waiting set, so that
	// the caller writes out what it has before the read.
	wait    func() bool
	waiting bool
}

// newRecordReader returns a reader of the records of r: lines, or
// NUL-separated records when nul is set.
func newRecordReader(r io.Reader, nul bool) *recordReader {
	rr := &recordReader{r: r, buf: make([]byte, recordBuf), sep: '\n', max: defaultMaxRecord}
	if nul {
		rr.sep = 0
	}
	return rr
}

// reset makes rr read the records of r, keeping its buffers and its
// limit. atStart says that r is at the start of an input, where a byte
// order mark is skipped.
func (rr *recordReader) reset(r io.Reader, atStart bool) {
	rr.r = r
	rr.win = nil
	rr.rerr = nil
	rr.rec = rr.rec[:0]
	rr.err = nil
	rr.done = false
	rr.started = !atStart
	rr.truncated = false
	rr.over = 0
	rr.wait, rr.waiting = nil, false
}

// setMax sets the record length limit (at least 1).
func (rr *recordReader) setMax(n int) { rr.max = max(n, 1) }

// Next returns the next record and true, or nil and false at the end of
// the input or on a read error (see Err). The record is valid until the
// next call: it is in the reader's buffer when it fits there, in a buffer
// of rr's when it does not. A final record without a separator is
// returned at the end of the input, but not before a read error, which
// cuts it; an empty input has no record.
func (rr *recordReader) Next() ([]byte, bool) {
	// The common case, small enough to be inlined: a whole record in
	// the buffer, within the limit.
	if i := bytes.IndexByte(rr.win, rr.sep); i >= 0 && i <= rr.max && rr.started {
		rec := rr.win[:i:i]
		rr.win = rr.win[i+1:]
		rr.truncated = false
		if i > 0 && rec[i-1] == '\r' && rr.sep == '\n' {
			rec = rec[: i-1 : i-1]
		}
		return rec, true
	}
	return rr.next()
}

// next is Next for every other case: a record that crosses the end of the
// buffer or is over the limit, the first record, the end of the input.
func (rr *recordReader) next() ([]byte, bool) {
	if rr.done {
		return nil, false
	}
	if rr.wait != nil {
		// The next record needs a read (no separator in the buffer):
		// say so first, once, if it would wait.
		if !rr.waiting && rr.rerr == nil && bytes.IndexByte(rr.win, rr.sep) < 0 && rr.wait() {
			rr.waiting = true
			return nil, false
		}
		rr.waiting = false
	}
	rr.rec = rr.rec[:0]
	rr.truncated = false
	rr.over = 0
	read := false
	for {
		chunk, err := rr.readSlice()
		if !rr.started {
			// A byte order mark is not part of the first record, nor
			// counted in its length (an input of a mark alone has no
			// record). The first chunk holds all of it: readSlice fills
			// the buffer, of more than 3 bytes, up to a separator.
			rr.started = true
			chunk = bytes.TrimPrefix(chunk, utf8BOM)
		}
		read = read || len(chunk) > 0
		if err == nil {
			chunk = chunk[:len(chunk)-1]
		}
		if err == nil && len(rr.rec) == 0 && len(chunk) <= rr.max {
			// The whole record is in the buffer, within the limit:
			// return it from there, without a copy.
			if rr.sep == '\n' && len(chunk) > 0 && chunk[len(chunk)-1] == '\r' {
				chunk = chunk[:len(chunk)-1]
			}
			return chunk[:len(chunk):len(chunk)], true
		}
		rr.add(chunk)
		if err == errBufferFull {
			continue
		}
		if err != nil {
			rr.done = true
			if err != io.EOF {
				// The fault cut the record: nothing of it is a
				// result (decompress.go).
				rr.err = err
				rr.rec = rr.rec[:0]
				return nil, false
			}
			if !read {
				return nil, false
			}
		}
		break
	}
	// The limit counts a line without its terminator, "\n" or "\r\n"
	// (or a final "\r" at the end of the input): one byte past the limit
	// is allowed if it is that "\r".
	switch {
	case rr.sep == '\n' && rr.over == 1 && rr.lastOver == '\r':
	case rr.over > 0:
		rr.truncated = true
	case rr.sep == '\n' && len(rr.rec) > 0 && rr.rec[len(rr.rec)-1] == '\r':
		rr.rec = rr.rec[:len(rr.rec)-1]
	}
	return rr.rec, true
}

// errBufferFull is readSlice's error for a buffer without a separator.
var errBufferFull = errors.New("buffer full")

// readSlice returns the bytes of the buffer up to and including the next
// separator, reading more as needed, as bufio.Reader.ReadSlice does: with
// errBufferFull, the whole buffer when it holds no separator; at the end
// of the input or on a read error, the bytes left, with the error
// (io.EOF at the end).
func (rr *recordReader) readSlice() ([]byte, error) {
	for empty := 0; ; {
		if i := bytes.IndexByte(rr.win, rr.sep); i >= 0 {
			line := rr.win[:i+1]
			rr.win = rr.win[i+1:]
			return line, nil
		}
		if rr.rerr != nil {
			line, err := rr.win, rr.rerr
			rr.win, rr.rerr = nil, nil
			return line, err
		}
		if len(rr.win) == len(rr.buf) {
			line := rr.win
			rr.win = nil
			return line, errBufferFull
		}
		// Move what is left to the front and read after it.
		n := copy(rr.buf, rr.win)
		m, err := rr.r.Read(rr.buf[n:])
		rr.win = rr.buf[:n+m]
		switch {
		case err != nil:
			rr.rerr = err
		case m == 0:
			if empty++; empty == 100 {
				rr.rerr = io.ErrNoProgress
			}
		}
	}
}

// add appends b to the record, up to the length limit, and counts the
// bytes past it.
func (rr *recordReader) add(b []byte) {
	room := rr.max - len(rr.rec)
	if len(b) > room {
		rr.over += len(b) - room
		rr.lastOver = b[len(b)-1]
		b = b[:room]
	}
	if len(b) > cap(rr.rec)-len(rr.rec) {
		// Double the buffer (append grows a large one by a quarter, which
		// for a record of 16 MiB allocates five times as much on the way).
		// A plain make and copy rather than slices.Grow: under -race the
		// compiler keeps the temporary of Grow's append(s, make(...)...),
		// which would add half a buffer to the peak.
		grown := make([]byte, len(rr.rec), len(rr.rec)+max(len(b), min(cap(rr.rec), rr.max-len(rr.rec))))
		copy(grown, rr.rec)
		rr.rec = grown
	}
	rr.rec = append(rr.rec, b...)
}

// Waiting reports whether Next returned false because its next read
// would wait, not at the end of the input: Next goes on with that read.
func (rr *recordReader) Waiting() bool { return rr.waiting }

// Truncated reports whether the record Next returned last was longer than
// the limit and was cut to it.
func (rr *recordReader) Truncated() bool { return rr.truncated }

// Err returns the read error that ended the records, if any.
func (rr *recordReader) Err() error { return rr.err }

// errInputs reports that some input could not be read; the reason was
// printed already.
var errInputs = errors.New("some inputs could not be read")

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
)

// defaultMaxRecord is the default length limit of a record. A longer record
// is not dropped: its first defaultMaxRecord bytes are reported as too long.
const defaultMaxRecord = 16 << 20

// utf8BOM is the UTF-8 encoding of U+FEFF, skipped at the start of an input.
var utf8BOM = []byte{0xef, 0xbb, 0xbf}

// A recordReader reads records from a stream: lines (without "\n" or
// "\r\n") or NUL-separated records. Memory is bounded by the record length
// limit; reading reuses one buffer, so it does not allocate per record.
type recordReader struct {
	br        *bufio.Reader
	sep       byte
	max       int
	buf       []byte
	err       error
	done      bool
	started   bool
	truncated bool
	over      int  // bytes of the record past the limit, not kept
	lastOver  byte // the last of them
}

// newRecordReader returns a reader of the records of r: lines, or
// NUL-separated records when nul is set.
func newRecordReader(r io.Reader, nul bool) *recordReader {
	rr := &recordReader{br: bufio.NewReaderSize(r, 64<<10), sep: '\n', max: defaultMaxRecord}
	if nul {
		rr.sep = 0
	}
	return rr
}

// setMax sets the record length limit (at least 1).
func (rr *recordReader) setMax(n int) { rr.max = max(n, 1) }

// Next returns the next record and true, or nil and false at the end of
// the input or on a read error (see Err). The record is valid until the
// next call: it is in the reader's buffer when it fits there, in a buffer
// of rr's when it does not. A final record without a separator is returned; an empty
// input has no record.
func (rr *recordReader) Next() ([]byte, bool) {
	if rr.done {
		return nil, false
	}
	rr.buf = rr.buf[:0]
	rr.truncated = false
	rr.over = 0
	read := false
	for {
		chunk, err := rr.br.ReadSlice(rr.sep)
		read = read || len(chunk) > 0
		if err == nil {
			chunk = chunk[:len(chunk)-1]
		}
		if !rr.started {
			// A byte order mark is not part of the first record, nor
			// counted in its length. The first chunk holds all of it
			// (ReadSlice fills the buffer up to a separator).
			rr.started = true
			chunk = bytes.TrimPrefix(chunk, utf8BOM)
		}
		if err == nil && len(rr.buf) == 0 && len(chunk) <= rr.max {
			// The whole record is in the reader's buffer, within the
			// limit: return it from there, without a copy.
			if rr.sep == '\n' && len(chunk) > 0 && chunk[len(chunk)-1] == '\r' {
				chunk = chunk[:len(chunk)-1]
			}
			return chunk, true
		}
		rr.add(chunk)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			rr.done = true
			if err != io.EOF {
				rr.err = err
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
	case rr.sep == '\n' && len(rr.buf) > 0 && rr.buf[len(rr.buf)-1] == '\r':
		rr.buf = rr.buf[:len(rr.buf)-1]
	}
	return rr.buf, true
}

// add appends b to the record, up to the length limit, and counts the
// bytes past it.
func (rr *recordReader) add(b []byte) {
	room := rr.max - len(rr.buf)
	if len(b) > room {
		rr.over += len(b) - room
		rr.lastOver = b[len(b)-1]
		b = b[:room]
	}
	if len(b) > cap(rr.buf)-len(rr.buf) {
		// Double the buffer (append grows a large one by a quarter, which
		// for a record of 16 MiB allocates five times as much on the way).
		// A plain make and copy rather than slices.Grow: under -race the
		// compiler keeps the temporary of Grow's append(s, make(...)...),
		// which would add half a buffer to the peak.
		grown := make([]byte, len(rr.buf), len(rr.buf)+max(len(b), min(cap(rr.buf), rr.max-len(rr.buf))))
		copy(grown, rr.buf)
		rr.buf = grown
	}
	rr.buf = append(rr.buf, b...)
}

// Truncated reports whether the record Next returned last was longer than
// the limit and was cut to it.
func (rr *recordReader) Truncated() bool { return rr.truncated }

// Err returns the read error that ended the records, if any.
func (rr *recordReader) Err() error { return rr.err }

// errInputs reports that some input could not be read; the reason was
// printed already.
var errInputs = errors.New("some inputs could not be read")

// openInputs calls fn for each input named in names ("-" is stdin; no
// names at all means stdin), in order. An input that cannot be opened or
// read is reported on stderr and skipped, like grep does, and openInputs
// then returns errInputs at the end. An error from fn stops the loop and is
// returned.
func openInputs(names []string, stdin io.Reader, stderr io.Writer, fn func(name string, r io.Reader) error) error {
	if len(names) == 0 {
		names = []string{"-"}
	}
	failed := false
	for _, name := range names {
		if name == "-" {
			if err := fn("(standard input)", stdin); err != nil {
				return err
			}
			continue
		}
		f, err := os.Open(name)
		if err == nil {
			var st os.FileInfo
			if st, err = f.Stat(); err == nil && st.IsDir() {
				err = fmt.Errorf("%s: is a directory", name)
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "scan: %v\n", err)
			failed = true
			if f != nil {
				f.Close()
			}
			continue
		}
		err = fn(name, f)
		f.Close()
		if err != nil {
			return err
		}
	}
	if failed {
		return errInputs
	}
	return nil
}

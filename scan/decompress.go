// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"

	"github.com/uriscan/uri/internal/decompress"
)

// Inputs are read as they are on disk (issue 32): a file or standard
// input compressed with gzip, zstd, bzip2 or xz is recognised by its
// first bytes, not its name (internal/decompress), and read
// decompressed; offsets, line numbers and the byte count of -stats count
// the decompressed bytes. A fault in the compressed data (corrupt, cut
// short) ends the input: what was found before it is printed, then the
// fault, with the file and the decompressed offset, on standard error;
// the other inputs are still read, and the exit status is 2.
//
// Nothing comes of the record a fault cuts (issue 42), whatever the
// command, its mode and -j: the record it falls in is dropped whole, and
// no result of it is printed. A record is a line, or with -z of a record
// command a NUL-terminated record; for the extractor it is a line, -z or
// not (its regions begin at lines). The extractor holds cutBuf bytes of a
// line at most: a longer line is read in pieces of cutBuf bytes counted
// from its start, and a fault drops the piece it falls in and any
// reference that reaches into it, the rest of the line being unread. Every
// reader of a compressed input cuts it by one rule, faultCut: the readers
// of one pass and of whole files (a cutReader), and the producer of the
// regions of a stream (stream.go), which hands the rest of a long line to
// a cutReader seeded with the piece under way.

// A cutReader reads the decompressed bytes of a compressed input a whole
// number of records at a time, so that a fault in the compressed data
// drops the record it cuts rather than hand on its first part: a
// truncated gzip file must not give the first half of its last URL as a
// reference. Only a record longer than its buffer is handed on in parts,
// whole pieces of cutBuf bytes from its start (faultCut).
type cutReader struct {
	z   *decompress.Reader
	sep byte
	buf []byte
	// buf[lo:hi] is ready to be read; buf[hi:end], after the last
	// separator, is held back until the next separator or the end.
	lo, hi, end int
	err         error // returned after buf[lo:hi]
}

// cutBuf is the size of a cutReader's buffer.
const cutBuf = 256 << 10

// newCutReader returns a cutReader of z, whose records end with sep.
func newCutReader(z *decompress.Reader, sep byte) *cutReader {
	return &cutReader{z: z, sep: sep, buf: make([]byte, cutBuf)}
}

func (c *cutReader) Read(p []byte) (int, error) {
	for c.lo == c.hi {
		if c.err != nil {
			return 0, c.err
		}
		c.fill()
	}
	n := copy(p, c.buf[c.lo:c.hi])
	c.lo += n
	return n, nil
}

// reset makes c read its decoder from its start, records cut at sep.
func (c *cutReader) reset(sep byte) {
	c.sep, c.lo, c.hi, c.end, c.err = sep, 0, 0, 0, nil
}

// fill reads once from the decoder, after the bytes held back.
func (c *cutReader) fill() {
	held := copy(c.buf, c.buf[c.hi:c.end])
	c.lo, c.hi = 0, 0
	n, err := c.z.Read(c.buf[held:])
	c.end = held + n
	c.err = err
	if err == io.EOF {
		c.hi = c.end
		return
	}
	// buf starts a record or a piece of one, and is a piece long: what
	// is ready is what a fault after it would keep.
	c.hi = faultCut(c.buf[:c.end], c.sep)
}

// seed makes c hand on b before what it reads: b, shorter than cutBuf,
// starts a record or a piece of one.
func (c *cutReader) seed(b []byte) {
	c.end = copy(c.buf, b)
}

// faultCut returns how many of the bytes of b, which start a record or a
// piece of one, a fault after them keeps: those up to the last separator,
// and of the record after it the whole pieces of cutBuf bytes.
func faultCut(b []byte, sep byte) int {
	i := bytes.LastIndexByte(b, sep) + 1
	return i + (len(b)-i)/cutBuf*cutBuf
}

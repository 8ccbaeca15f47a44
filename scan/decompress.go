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

// A cutReader reads the decompressed bytes of a compressed input a whole
// number of records at a time, so that a fault in the compressed data
// drops the record it cuts rather than hand on its first part: a
// truncated gzip file must not give the first half of its last URL as a
// reference. Only a record longer than its buffer is handed on in parts.
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
	switch {
	case err == io.EOF:
		c.hi, c.err = c.end, err
	case err != nil:
		// The record after the last separator is cut by the fault.
		c.hi, c.err = bytes.LastIndexByte(c.buf[:c.end], c.sep)+1, err
	default:
		// The held bytes hold no separator: look in the new ones.
		if i := bytes.LastIndexByte(c.buf[held:c.end], c.sep); i >= 0 {
			c.hi = held + i + 1
		} else if c.end == len(c.buf) {
			c.hi = c.end // a record longer than the buffer
		}
	}
}

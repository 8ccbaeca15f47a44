// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package logs

import (
	"bytes"
	"io"

	"github.com/uriscan/uri/internal/decompress"
)

// A Format is the compression of a stream, told by its first bytes.
type Format = decompress.Format

// The formats a Decoder reads.
const (
	Plain = decompress.Plain // not compressed, or in no format known here
	Gzip  = decompress.Gzip
	Zstd  = decompress.Zstd
	Bzip2 = decompress.Bzip2
	XZ    = decompress.XZ
)

// MagicLen is the number of first bytes that tell a stream's format.
const MagicLen = decompress.MagicLen

// FormatOf returns the format that prefix, the first bytes of a stream
// (MagicLen of them, or all of a shorter stream), tells. It does not
// allocate.
func FormatOf(prefix []byte) Format { return decompress.Detect(prefix) }

// FormatAt returns the format of the stream r, from its first MagicLen
// bytes, read with ReadAt so that r's offset stays; a stream it cannot
// read is Plain (its reading fails later, with the error).
func FormatAt(r io.ReaderAt) Format {
	var b [MagicLen]byte
	n, _ := r.ReadAt(b[:], 0)
	return decompress.Detect(b[:n])
}

// DefaultDecoderMemory is the memory, in bytes, that the decoders of the
// process hold at once unless SetDecoderMemory says otherwise.
const DefaultDecoderMemory = decompress.DefaultMemory

// ErrMemory is the error (errors.Is) of a stream whose decoder needs more
// memory than the limit of SetDecoderMemory: an xz dictionary or a zstd
// window too large.
var ErrMemory = decompress.ErrMemory

// SetDecoderMemory sets the memory, in bytes, that all the Decoders of
// the process hold at once: the dictionary of xz, the window of zstd and
// the buffers of bzip2 and gzip. A stream that needs more than limit is
// an error (ErrMemory); streams within it wait for each other's memory
// rather than fail, so that decoders run in parallel hold no more than
// limit together.
func SetDecoderMemory(limit int64) { decompress.DefaultBudget().SetLimit(limit) }

// DecoderMemory returns the limit that SetDecoderMemory sets.
func DecoderMemory() int64 { return decompress.DefaultBudget().Limit() }

// PieceSize is the size of the pieces in which a Decoder hands on a
// record longer than that (FaultCut).
const PieceSize = 256 << 10

// A Decoder reads a stream decompressed when its first bytes say it is
// compressed with gzip, zstd, bzip2 or xz, and as it is otherwise. It
// reads the decompressed bytes a whole number of records at a time (its
// separator, "\n" by default, ends a record), so that a fault in the
// compressed data (corrupt, cut short) drops the record it cuts rather
// than hand on its first part: a truncated gzip file must not give the
// first half of its last URL. A record longer than PieceSize is handed on
// in pieces of PieceSize bytes from its start, and a fault drops the
// piece it falls in (FaultCut). The error of the fault tells the format
// and the decompressed offset at which it lies.
//
// A Decoder's memory is bounded: its buffer of PieceSize bytes, and the
// decoder's, whose largest part (an xz dictionary, a zstd window) is
// taken from the budget of SetDecoderMemory. Reset reuses them for
// another stream; Close gives the decoder's back.
type Decoder struct {
	z   *decompress.Reader
	sep byte
	buf []byte
	// buf[lo:hi] is ready to be read; buf[hi:end], after the last
	// separator, is held back until the next separator or the end.
	lo, hi, end int
	err         error // returned after buf[lo:hi]
}

// NewDecoder returns a Decoder of r. It reads the first bytes of r to
// tell the format; an error reading them is returned by Read.
func NewDecoder(r io.Reader) *Decoder {
	d := &Decoder{z: decompress.NewReader(nil), sep: '\n'}
	d.Reset(r)
	return d
}

// Reset makes d read r from its first bytes, which it reads to tell the
// format, as a new Decoder would, with the same separator. It returns an
// error reading them, or that of a stream whose decoder needs more memory
// than the limit (ErrMemory), which Read returns too; it waits, when
// other Decoders hold the memory the stream needs, until they give it
// back.
func (d *Decoder) Reset(r io.Reader) error {
	d.lo, d.hi, d.end, d.err = 0, 0, 0, nil
	return d.z.Reset(r)
}

// SetSeparator sets the byte that ends a record, "\n" by default.
func (d *Decoder) SetSeparator(sep byte) { d.sep = sep }

// Format returns the format of the stream.
func (d *Decoder) Format() Format { return d.z.Format() }

// InputOffset returns the number of bytes read from the stream so far:
// its compressed size, once Read has returned io.EOF.
func (d *Decoder) InputOffset() int64 { return d.z.InputOffset() }

// Buffered reports whether d holds input not yet handed on: decompressed
// bytes, compressed ones not yet decoded, or the bytes read to tell the
// format; a Read may then return without reading the stream, which a
// caller that must not wait on a quiet pipe asks first.
func (d *Decoder) Buffered() bool { return d.lo < d.end || d.z.Buffered() }

// Uncut returns the reader of the decompressed bytes as the decoder gives
// them, not cut at records: for a caller that holds them in buffers of
// its own and cuts them with FaultCut. Its reads and d's share the
// stream.
func (d *Decoder) Uncut() io.Reader { return d.z }

// Read reads decompressed bytes: those of whole records (or pieces, see
// Decoder), or for a Plain stream the bytes as they come. After a fault
// it returns the bytes before the record it cuts, then the fault.
func (d *Decoder) Read(p []byte) (int, error) {
	if d.z.Format() == Plain && d.lo == d.end {
		return d.z.Read(p)
	}
	for d.lo == d.hi {
		if d.err != nil {
			return 0, d.err
		}
		d.fill()
	}
	n := copy(p, d.buf[d.lo:d.hi])
	d.lo += n
	return n, nil
}

// fill reads once from the decoder, after the bytes held back.
func (d *Decoder) fill() {
	if d.buf == nil {
		d.buf = make([]byte, PieceSize)
	}
	held := copy(d.buf, d.buf[d.hi:d.end])
	d.lo, d.hi = 0, 0
	n, err := d.z.Read(d.buf[held:])
	d.end = held + n
	d.err = err
	if err == io.EOF {
		d.hi = d.end
		return
	}
	// buf starts a record or a piece of one, and is a piece long: what
	// is ready is what a fault after it would keep.
	d.hi = FaultCut(d.buf[:d.end], d.sep)
}

// Seed makes d hand on b before the bytes it reads next: b, shorter than
// PieceSize, starts a record or a piece of one, and was read through
// Uncut, which the caller stops reading. It allocates d's buffer when d
// has none.
func (d *Decoder) Seed(b []byte) {
	if d.buf == nil {
		d.buf = make([]byte, PieceSize)
	}
	d.lo, d.hi, d.err = 0, 0, nil
	d.end = copy(d.buf, b)
}

// Close gives back the memory of d's decoder; d may be Reset after it.
func (d *Decoder) Close() { d.z.Close() }

// FaultCut returns how many of the bytes of b, which start a record or a
// piece of one (records end with sep), a fault in the compressed data
// after them keeps: those up to the last separator, and of the record
// after it the whole pieces of PieceSize bytes. Every reader of a
// compressed stream cuts it by this rule, so that the same fault drops
// the same bytes however the stream is read.
func FaultCut(b []byte, sep byte) int {
	i := bytes.LastIndexByte(b, sep) + 1
	return i + (len(b)-i)/PieceSize*PieceSize
}

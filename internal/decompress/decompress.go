// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package decompress reads logs as they are on disk: a stream compressed
// with gzip, zstd, bzip2 or xz, recognised by its first bytes and not by a
// file name, is read decompressed, and any other stream as it is. It is
// shared by the scan command and by beam's urilogs, so that both read the
// same bytes from the same file.
//
// Every format is read as its tools write it: gzip with several members
// (as cat a.gz b.gz makes them, and bgzip's blocks), zstd with several
// frames and skippable frames, bzip2 and xz with several streams. Reading
// streams: memory does not grow with the decompressed size (a "zip bomb"
// costs time, not memory), only with the window the compressor chose
// (zstd's up to MaxZstdWindow, xz's dictionary), and that is bounded for
// all the Readers of a process together by their Budget, whatever the
// headers of their streams ask for.
//
// A stream cut short (a truncated file) is an *Error after the bytes
// before the cut that its decoder recovers. The xz decoder returns its
// output as it decodes, as xz -dc does, but for what the last 21
// compressed bytes before the cut hold, at most: it decodes an LZMA
// symbol only with that much input at hand (as much as one symbol may
// read), and has no way to be told that the input has ended.
package decompress

import (
	"bufio"
	"compress/bzip2"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/therootcompany/xz"
)

// A Format is the compression of a stream.
type Format uint8

const (
	Plain Format = iota // not compressed, or in no format known here
	Gzip                // RFC 1952, one member or more
	Zstd                // RFC 8878, frames and skippable frames
	Bzip2               // bzip2, one stream or more
	XZ                  // the .xz format, one stream or more
)

var formatNames = [...]string{Plain: "plain", Gzip: "gzip", Zstd: "zstd", Bzip2: "bzip2", XZ: "xz"}

// String returns the name of f: plain, gzip, zstd, bzip2 or xz.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// MaxZstdWindow is the largest zstd window read, as the zstd tool reads
// without --memory: a frame that asks for more is an error rather than
// that much memory. zstd's own levels use 8 MiB at most; --long, 128 MiB.
const MaxZstdWindow = 128 << 20

// MagicLen is the number of bytes Detect needs to tell every format.
const MagicLen = 10

// match reports how prefix compares with the magic bytes of f: full when
// prefix starts with them, maybe when prefix is shorter and could still
// start them.
func match(f Format, prefix []byte) (full, maybe bool) {
	// Each magic is a list of byte sets, one per position.
	var magic []func(byte) bool
	is := func(b byte) func(byte) bool { return func(c byte) bool { return c == b } }
	switch f {
	case Gzip: // ID1 ID2 and CM 8 (deflate), the only method defined
		magic = []func(byte) bool{is(0x1f), is(0x8b), is(8)}
	case Zstd:
		if len(prefix) > 0 && prefix[0]&0xf0 == 0x50 {
			// A skippable frame: 0x184D2A50 to 0x184D2A5F, little-endian.
			magic = []func(byte) bool{func(c byte) bool { return c&0xf0 == 0x50 }, is(0x2a), is(0x4d), is(0x18)}
		} else {
			magic = []func(byte) bool{is(0x28), is(0xb5), is(0x2f), is(0xfd)}
		}
	case Bzip2:
		// "BZh", the block size '1' to '9', then the magic of a block
		// (the digits of pi) or of the end of an empty stream (of its
		// square root): text may start with "BZh9", hardly with both.
		level := func(c byte) bool { return '1' <= c && c <= '9' }
		magic = []func(byte) bool{is('B'), is('Z'), is('h'), level}
		if len(prefix) > 4 && prefix[4] == 0x17 {
			magic = append(magic, is(0x17), is(0x72), is(0x45), is(0x38), is(0x50), is(0x90))
		} else {
			magic = append(magic, is(0x31), is(0x41), is(0x59), is(0x26), is(0x53), is(0x59))
		}
	case XZ:
		magic = []func(byte) bool{is(0xfd), is('7'), is('z'), is('X'), is('Z'), is(0)}
	default:
		return false, false
	}
	for i, ok := range magic {
		if i == len(prefix) {
			return false, true
		}
		if !ok(prefix[i]) {
			return false, false
		}
	}
	return true, false
}

// detect returns the format whose magic prefix starts with, or more
// when prefix could still start one and is too short to tell.
func detect(prefix []byte) (f Format, more bool) {
	for f := Gzip; f <= XZ; f++ {
		full, maybe := match(f, prefix)
		if full {
			return f, false
		}
		more = more || maybe
	}
	return Plain, more
}

// Detect returns the format of a stream that starts with prefix: the
// format whose magic bytes prefix starts with, or Plain. A prefix of
// MagicLen bytes (or the whole stream, when shorter) tells every format.
func Detect(prefix []byte) Format {
	f, _ := detect(prefix)
	return f
}

// An Error is a fault in compressed data: corrupt, cut short, or a frame
// this package does not read. Offset is the number of decompressed bytes
// read before it.
type Error struct {
	Format Format
	Offset int64
	Err    error
}

func (e *Error) Error() string {
	if e.Err == ErrTrailing {
		return fmt.Sprintf("%s data read in full, %d bytes decompressed, then bytes that are not %s data (trailing garbage)", e.Format, e.Offset, e.Format)
	}
	if errors.Is(e.Err, ErrMemory) {
		return fmt.Sprintf("%s data needs %v", e.Format, e.Err)
	}
	if errors.Is(e.Err, io.ErrUnexpectedEOF) {
		return fmt.Sprintf("%s data cut short at decompressed byte %d (a truncated file?)", e.Format, e.Offset)
	}
	return fmt.Sprintf("%s data corrupt at decompressed byte %d: %v", e.Format, e.Offset, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// A Reader reads a stream decompressed, or as it is when it is in no
// format known here. The format is told by the first bytes: a read of
// them waits for no more of them than it needs to rule formats out, so
// that a live input (a pipe from tail -f) is not held up by the check.
// A Reader reuses its small decoders from one stream to the next
// (Reset). The memory of its decoder is taken from its Budget before the
// decoder allocates it, and given back at the end of the stream.
type Reader struct {
	src    countReader
	br     *bufio.Reader
	format Format
	dec    io.Reader // the decoder of format, or br
	out    int64     // decompressed bytes returned
	err    error

	gz *gzip.Reader
	zs *zstd.Decoder

	budget  *Budget
	held    int64 // taken from budget for the stream
	xzLimit int64 // the limit the xz decoder's dictionary cap comes from
	// initial is set while Reset reads the first header: a need then
	// waits for memory, which holds none, in the order of asking.
	initial bool
}

// NewReader returns a Reader of r whose decoders take their memory
// from the DefaultBudget.
func NewReader(r io.Reader) *Reader { return NewReaderBudget(r, defaultBudget) }

// NewReaderBudget returns a Reader of r whose decoders take their memory
// from b.
func NewReaderBudget(r io.Reader, b *Budget) *Reader {
	z := &Reader{budget: b}
	z.Reset(r)
	return z
}

// readBuf is the size of the buffer of compressed input: large reads
// cost fewer system calls.
const readBuf = 128 << 10

// Reset makes z read r, from its first bytes. It reads them to tell the
// format; an error reading them is returned, and by Read. A nil r is an
// empty stream. Reset waits, when other Readers of its Budget hold the
// memory that the stream needs, until they give enough back; a stream
// that needs more than the Budget's limit is an *Error whose Err is
// ErrMemory.
func (z *Reader) Reset(r io.Reader) error {
	if r == nil {
		r = eof{}
	}
	z.release()
	// Only the bytes that tell the format are read before it is known,
	// so that the sniffer of the format sees every later byte before
	// the decoder.
	z.src = countReader{r: r, limit: MagicLen}
	if z.br == nil {
		z.br = bufio.NewReaderSize(&z.src, readBuf)
	} else {
		z.br.Reset(&z.src)
	}
	z.format, z.dec, z.out, z.err = Plain, z.br, 0, nil
	var f Format
	for n := 1; ; n++ {
		prefix, err := z.br.Peek(n)
		var more bool
		f, more = detect(prefix)
		if !more {
			break
		}
		if err != nil {
			if err != io.EOF {
				z.err = err
				return err
			}
			break // a short stream: plain
		}
	}
	z.format = f
	if err := z.take(f); err != nil {
		z.err = err
		return err
	}
	switch f {
	case Gzip:
		if z.gz == nil {
			z.gz = new(gzip.Reader)
		}
		if err := z.gz.Reset(z.br); err != nil {
			z.err = z.wrap(err)
			return z.err
		}
		// Member by member, to tell trailing zeros (ignored, as gzip
		// does) from trailing garbage (an error).
		z.gz.Multistream(false)
		z.dec = z.gz
	case Zstd:
		if z.zs == nil {
			// One goroutine: the callers run decoders in parallel,
			// one per input, or on a goroutine of their own. A
			// frame over MaxZstdWindow is the decoder's to refuse.
			d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1),
				zstd.WithDecoderMaxWindow(MaxZstdWindow), zstd.WithDecoderLowmem(true))
			if err != nil {
				z.err = err
				return err
			}
			z.zs = d
		}
		if err := z.zs.Reset(z.br); err != nil {
			z.err = z.wrap(err)
			return z.err
		}
		z.dec = z.zs
	case Bzip2:
		z.dec = bzip2.NewReader(z.br)
	case XZ:
		// A new decoder for each stream: the old one keeps the
		// dictionary of its largest block, which release has given
		// back to the Budget.
		xr, err := xz.NewReader(z.br, z.xzDictMax())
		if err != nil {
			z.err = z.wrap(err)
			return z.err
		}
		z.dec = xr
	}
	return nil
}

// Format returns the format of the stream.
func (z *Reader) Format() Format { return z.format }

// Buffered reports whether z holds compressed input not yet decoded, or
// the bytes read to tell the format, so that a Read may return without
// reading the underlying reader.
func (z *Reader) Buffered() bool { return z.br.Buffered() > 0 }

// InputOffset returns the number of bytes read from the stream so far:
// its compressed size, once Read has returned io.EOF.
func (z *Reader) InputOffset() int64 { return z.src.n }

// Read reads decompressed bytes. A fault in the compressed data is an
// *Error; an error of the underlying reader is returned as it is.
func (z *Reader) Read(p []byte) (int, error) {
	if z.err != nil {
		return 0, z.err
	}
	n, err := z.dec.Read(p)
	if n < 0 || n > len(p) {
		n, err = 0, errors.New("decompress: invalid count from the decoder")
	}
	z.out += int64(n)
	if err == io.EOF && z.format == Gzip {
		err = z.nextMember()
	}
	if err != nil && err != io.EOF {
		err = z.wrap(err)
	}
	z.err = err
	if err != nil {
		z.release()
	}
	return n, err
}

// ErrTrailing is the Err of an *Error for bytes after the end of the
// compressed data that are not compressed data (gzip's "trailing
// garbage"): the data before them was read in full.
var ErrTrailing = errors.New("trailing bytes that are not compressed data")

// nextMember starts the next gzip member, at the end of one: it returns
// nil when there is one, io.EOF at the end of the stream or when only
// zero bytes follow (padding, which gzip ignores too), and an *Error
// for any other bytes.
func (z *Reader) nextMember() error {
	b, err := z.br.Peek(2)
	switch {
	case len(b) == 0 && err == io.EOF:
		return io.EOF
	case len(b) == 2 && b[0] == 0x1f && b[1] == 0x8b:
		if err := z.gz.Reset(z.br); err != nil {
			return z.wrap(err)
		}
		z.gz.Multistream(false)
		return nil
	}
	for {
		c, err := z.br.ReadByte()
		switch {
		case err == io.EOF:
			return io.EOF
		case err != nil:
			return z.wrap(err)
		case c != 0:
			return &Error{Format: z.format, Offset: z.out, Err: ErrTrailing}
		}
	}
}

// wrap returns the error err of the decoder: the underlying reader's
// error as it is, any other an *Error.
func (z *Reader) wrap(err error) error {
	if e := z.src.err; e != nil && e != io.EOF && e != errSniff && !errors.Is(e, ErrMemory) {
		return e
	}
	if z.src.err != nil && z.src.err != io.EOF {
		err = z.src.err // the sniffer's: the decoder may report it otherwise
	}
	if _, ok := err.(*Error); ok {
		return err
	}
	switch {
	case err == io.EOF, err == xz.ErrBuf && z.src.err == io.EOF:
		// A decoder that meets the end of its input where more must
		// come (a header cut short) may say io.EOF; the xz decoder
		// says it makes no progress.
		err = io.ErrUnexpectedEOF
	case err == xz.ErrMemlimit:
		err = z.xzMemlimit()
	}
	return &Error{Format: z.format, Offset: z.out, Err: err}
}

// Close releases what the decoders hold, and gives their memory back to
// the Budget; z reads nothing more until Reset.
func (z *Reader) Close() {
	z.release()
	if z.zs != nil {
		z.zs.Close()
		z.zs = nil
	}
	z.dec = eof{}
	if z.err == nil {
		z.err = errClosed
	}
}

var errClosed = errors.New("decompress: Read after Close")

// eof is an empty stream.
type eof struct{}

func (eof) Read([]byte) (int, error) { return 0, io.EOF }

// countReader counts the bytes read from r and keeps its last error. It
// shows the bytes to sniff, if not nil, before they are returned; bytes
// from the structure where sniff fails on are not returned, and its error
// is the error.
type countReader struct {
	r     io.Reader
	n     int64
	err   error
	sniff sniffer
	limit int64 // when > 0, no more bytes than this are read in all
}

func (c *countReader) Read(p []byte) (int, error) {
	if c.limit > 0 && int64(len(p)) > c.limit-c.n {
		p = p[:max(c.limit-c.n, 1)]
	}
	n, err := c.r.Read(p)
	if c.sniff != nil && n > 0 && n <= len(p) {
		if k, serr := c.sniff.feed(p[:n]); serr != nil {
			n, err = k, serr
		}
	}
	if n > 0 && n <= len(p) {
		c.n += int64(n)
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

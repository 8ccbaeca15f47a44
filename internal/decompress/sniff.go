// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"encoding/binary"
	"errors"
)

// The decoders allocate what a header asks for (the xz decoder a block's
// whole dictionary, at the block's start) and offer no hook to say no
// before they do, but for a cap fixed when the decoder is made (which
// the xz decoder is given as a second guard, xzDictMax). So the compressed bytes are followed, below the
// decoder, as they are read from the source: a sniffer walks the
// structure of the stream (headers, and the sizes that say how far to
// skip), finds each header that sets the decoder's memory, and takes that
// memory from the Budget before the decoder can see the header. It reads
// every byte once, and keeps a header (at most 1 KiB) and a few counts.

// errSniff is the error of bytes that do not follow the structure of
// the format: the decoder, which reads them after the sniffer, finds
// the fault first and reports it.
var errSniff = errors.New("not well-formed")

// Overheads charged beside the window or dictionary, for the rest of a
// decoder's state: its buffers, tables and probabilities.
const (
	xzOverhead    = 64 << 10
	zstdOverhead  = 256 << 10 // a block being decoded and one of literals
	gzipMemory    = 64 << 10  // the 32 KiB window and the Huffman tables
	bzip2Memory   = 4 << 20   // 4 bytes for each byte of a 900k block
	baseMemoryMin = 64 << 10
)

// A sniffer follows the compressed bytes of one stream. feed takes the
// next bytes read; it returns len(p) and nil, or the number of bytes of
// p before the structure whose need failed, and the error.
type sniffer interface {
	feed(p []byte) (int, error)
}

// walker is the part of the sniffers that collects fixed-size fields
// and skips data.
type walker struct {
	need func(what string, size, overhead int64) error // takes memory for a header
	buf  [1024]byte                                    // the field being collected
	n    int                                           // bytes of it collected
	want int                                           // its size
	skip uint64                                        // bytes to skip before the next field
	// keep, set by a step, keeps the first byte of the field just read
	// as the first of the next (a header that starts with its size).
	keep  bool
	fresh bool // no byte of the field collected in this feed yet
	err   error
}

// field starts collecting a field of n bytes.
func (w *walker) field(n int) {
	w.n, w.want, w.fresh = 0, n, true
	if w.keep {
		w.n, w.keep = 1, false
	}
}

// run feeds p to step, field by field, skipping what w.skip says. step
// is called with each complete field and returns the size of the next
// one (and may set w.skip), or an error; then run returns the offset in
// p where the failed field starts (0 if before p) and the error, which
// it returns from then on.
func (w *walker) run(p []byte, step func(field []byte) (int, error)) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	start := 0
	for i := 0; i < len(p); {
		if w.skip > 0 {
			k := min(uint64(len(p)-i), w.skip)
			w.skip -= k
			i += int(k)
			continue
		}
		if w.fresh {
			start, w.fresh = i, false
		}
		k := copy(w.buf[w.n:w.want], p[i:])
		w.n += k
		i += k
		if w.n < w.want {
			continue
		}
		next, err := step(w.buf[:w.want])
		if err != nil {
			w.err = err
			return start, err
		}
		w.field(next)
	}
	return len(p), nil
}

// xzSniffer follows an .xz file: streams, stream padding, blocks (each
// header with its LZMA2 dictionary size), LZMA2 chunks, indexes.
type xzSniffer struct {
	w     walker
	state int
	check int    // the size of the check of the blocks of the stream
	block uint64 // the bytes of the block so far, for its padding
	dict  int64  // the dictionary size of the last block header
	// In the index: left is the number of multibyte integers still to
	// read (the count, then two sizes a record), shift and count the
	// state of the count being read, index the bytes so far.
	left, count, index uint64
	shift              uint
}

const (
	xzStreamHeader = iota // 12 bytes: magic, flags, CRC32
	xzBlockStart          // 1 byte: a block header's size, or 0 for the index
	xzBlockHeader         // the rest of the block header
	xzChunk               // an LZMA2 control byte
	xzChunkHeader         // the rest of the chunk header
	xzIndexCount          // a multibyte integer, byte by byte
	xzIndexRecord         // the sizes of the records, byte by byte
	xzIndexEnd            // padding and CRC32 of the index, then the footer
	xzPadding             // stream padding (zero bytes) or the next stream
)

func newXZSniffer(need func(string, int64, int64) error) *xzSniffer {
	s := &xzSniffer{}
	s.w.need = need
	s.w.field(12)
	return s
}

func (s *xzSniffer) feed(p []byte) (int, error) { return s.w.run(p, s.step) }

// xzCheckSize is the size of a check by its ID (the xz format, 2.1.1.2).
func xzCheckSize(id byte) int {
	switch {
	case id == 0:
		return 0
	case id <= 3:
		return 4
	case id <= 6:
		return 8
	case id <= 9:
		return 16
	case id <= 12:
		return 32
	}
	return 64
}

func (s *xzSniffer) step(f []byte) (int, error) {
	switch s.state {
	case xzStreamHeader:
		if string(f[:6]) != "\xfd7zXZ\x00" {
			return 0, errSniff
		}
		s.check = xzCheckSize(f[7] & 0x0f)
		s.state = xzBlockStart
		return 1, nil
	case xzBlockStart:
		if f[0] == 0 {
			s.state, s.index = xzIndexCount, 1
			return 1, nil
		}
		s.state, s.w.keep = xzBlockHeader, true // the size byte is the header's first
		return (int(f[0]) + 1) * 4, nil
	case xzBlockHeader:
		dict, err := xzDict(f)
		if err != nil {
			return 0, err
		}
		s.dict = dict
		if err := s.w.need("an xz dictionary", dict, xzOverhead); err != nil {
			return 0, err
		}
		s.state, s.block = xzChunk, uint64(len(f))
		return 1, nil
	case xzChunk:
		s.block++
		c := f[0]
		switch {
		case c == 0: // the end of the block: padding, then the check
			s.w.skip = (4-s.block%4)%4 + uint64(s.check)
			s.state = xzBlockStart
			return 1, nil
		case c == 1 || c == 2:
			s.state = xzChunkHeader
			return 2, nil
		case c >= 0x80:
			s.state = xzChunkHeader
			if (c>>5)&3 >= 2 {
				return 5, nil // and the properties byte
			}
			return 4, nil
		}
		return 0, errSniff
	case xzChunkHeader:
		s.block += uint64(len(f))
		var n uint64
		if len(f) == 2 { // uncompressed: its size
			n = uint64(binary.BigEndian.Uint16(f)) + 1
		} else { // LZMA: the uncompressed size, then the compressed one
			n = uint64(binary.BigEndian.Uint16(f[2:])) + 1
		}
		s.block += n
		s.w.skip = n
		s.state = xzChunk
		return 1, nil
	case xzIndexCount:
		s.index++
		if s.shift > 56 {
			return 0, errSniff // over the 9 bytes of a multibyte integer
		}
		s.count |= uint64(f[0]&0x7f) << s.shift
		s.shift += 7
		if f[0]&0x80 != 0 {
			return 1, nil
		}
		if s.count > 1<<62 {
			return 0, errSniff
		}
		s.state, s.left = xzIndexRecord, 2*s.count
		return s.indexEnd(), nil
	case xzIndexRecord:
		s.index++
		if f[0]&0x80 == 0 {
			s.left--
		}
		return s.indexEnd(), nil
	case xzIndexEnd:
		if string(f[10:]) != "YZ" {
			return 0, errSniff
		}
		s.state = xzPadding
		return 1, nil
	case xzPadding:
		if f[0] == 0 {
			return 1, nil
		}
		s.state, s.w.keep = xzStreamHeader, true
		return 12, nil
	}
	return 0, errSniff
}

// indexEnd returns the size of the next field of the index: a byte of a
// multibyte integer, or after the last one, the footer (and the padding
// and CRC32 of the index skipped before it).
func (s *xzSniffer) indexEnd() int {
	if s.left > 0 {
		return 1
	}
	s.state, s.count, s.shift = xzIndexEnd, 0, 0
	s.w.skip = (4-s.index%4)%4 + 4
	return 12
}

// xzDict returns the LZMA2 dictionary size of a block header h (the
// xz format, 3.1 and 5.3.1).
func xzDict(h []byte) (int64, error) {
	if len(h) < 2 {
		return 0, errSniff
	}
	flags := h[1]
	p := h[2 : len(h)-4] // without the CRC32
	skipVarint := func() (uint64, bool) {
		var v uint64
		for i := 0; i < len(p) && i < 9; i++ {
			v |= uint64(p[i]&0x7f) << (7 * i)
			if p[i]&0x80 == 0 {
				p = p[i+1:]
				return v, true
			}
		}
		return 0, false
	}
	if flags&0x40 != 0 { // compressed size
		if _, ok := skipVarint(); !ok {
			return 0, errSniff
		}
	}
	if flags&0x80 != 0 { // uncompressed size
		if _, ok := skipVarint(); !ok {
			return 0, errSniff
		}
	}
	for range int(flags&3) + 1 {
		id, ok := skipVarint()
		if !ok {
			return 0, errSniff
		}
		size, ok := skipVarint()
		if !ok || size > uint64(len(p)) {
			return 0, errSniff
		}
		props := p[:size]
		p = p[size:]
		if id == 0x21 { // LZMA2: the last filter
			if size != 1 || props[0] > 40 {
				return 0, errSniff
			}
			b := props[0]
			if b == 40 {
				return 0xffffffff, nil
			}
			return int64(2|b&1) << (b/2 + 11), nil
		}
	}
	return 0, errSniff // no LZMA2 filter: the decoder refuses it
}

// zstdSniffer follows a zstd stream: frames (each header with its
// window), their blocks, and skippable frames (RFC 8878, 3.1).
type zstdSniffer struct {
	w     walker
	state int
	sum   bool // the frame ends with a checksum
}

const (
	zstdMagic       = iota // 4 bytes: a frame's or a skippable frame's
	zstdSkipSize           // 4 bytes: the size of a skippable frame
	zstdDescriptor         // 1 byte: the frame header descriptor
	zstdFrameHeader        // the rest of the frame header
	zstdBlock              // 3 bytes: a block header
)

func newZstdSniffer(need func(string, int64, int64) error) *zstdSniffer {
	s := &zstdSniffer{}
	s.w.need = need
	s.w.field(4)
	return s
}

func (s *zstdSniffer) feed(p []byte) (int, error) { return s.w.run(p, s.step) }

func (s *zstdSniffer) step(f []byte) (int, error) {
	switch s.state {
	case zstdMagic:
		switch m := binary.LittleEndian.Uint32(f); {
		case m == 0xfd2fb528:
			s.state = zstdDescriptor
			return 1, nil
		case m&0xfffffff0 == 0x184d2a50:
			s.state = zstdSkipSize
			return 4, nil
		}
		return 0, errSniff
	case zstdSkipSize:
		s.w.skip = uint64(binary.LittleEndian.Uint32(f))
		s.state = zstdMagic
		return 4, nil
	case zstdDescriptor:
		d := f[0]
		n := [4]int{0, 1, 2, 4}[d&3] + [4]int{0, 2, 4, 8}[d>>6]
		if d&0x20 == 0 {
			n++ // the window descriptor
		} else if d>>6 == 0 {
			n++ // a single segment has a content size, of one byte here
		}
		s.sum = d&4 != 0
		s.state, s.w.keep = zstdFrameHeader, true
		return 1 + n, nil
	case zstdFrameHeader:
		window := zstdWindow(f)
		// A window over the limit is the decoder's to refuse.
		if err := s.w.need("a zstd window", min(window, MaxZstdWindow), zstdOverhead); err != nil {
			return 0, err
		}
		s.state = zstdBlock
		return 3, nil
	case zstdBlock:
		h := uint32(f[0]) | uint32(f[1])<<8 | uint32(f[2])<<16
		size := uint64(h >> 3)
		switch (h >> 1) & 3 {
		case 1: // RLE: one byte
			size = 1
		case 3:
			return 0, errSniff
		}
		s.w.skip = size
		if h&1 == 0 {
			return 3, nil
		}
		if s.sum {
			s.w.skip += 4
		}
		s.state = zstdMagic
		return 4, nil
	}
	return 0, errSniff
}

// zstdWindow returns the window of a frame whose header, from its
// descriptor on, is h: the window descriptor's, or for a single segment
// the content size.
func zstdWindow(h []byte) int64 {
	d := h[0]
	if d&0x20 == 0 {
		w := h[1]
		base := int64(1) << (10 + w>>3)
		return base + base/8*int64(w&7)
	}
	fcs := h[1+[4]int{0, 1, 2, 4}[d&3]:]
	switch d >> 6 {
	case 0:
		return int64(fcs[0])
	case 1:
		return int64(binary.LittleEndian.Uint16(fcs)) + 256
	case 2:
		return int64(binary.LittleEndian.Uint32(fcs))
	}
	v := binary.LittleEndian.Uint64(fcs)
	if v > 1<<62 {
		return 1 << 62
	}
	return int64(v)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/uriscan/uri/logs"
)

// Inputs are read as they are on disk (issue 32): a file or standard
// input compressed with gzip, zstd, bzip2 or xz is recognised by its
// first bytes, not its name, and read decompressed (package logs, whose
// Decoder the library's users share); offsets, line numbers and the byte
// count of -stats count the decompressed bytes. A fault in the
// compressed data (corrupt, cut short) ends the input: what was found
// before it is printed, then the fault, with the file and the
// decompressed offset, on standard error; the other inputs are still
// read, and the exit status is 2.
//
// Nothing comes of the record a fault cuts (issue 42), whatever the
// command, its mode and -j: the record it falls in is dropped whole, and
// no result of it is printed. A record is a line, or with -z of a record
// command a NUL-terminated record; for the extractor it is a line, -z or
// not (its regions begin at lines). The extractor holds logs.PieceSize
// bytes of a line at most: a longer line is read in pieces of that size
// counted from its start, and a fault drops the piece it falls in and
// any reference that reaches into it, the rest of the line being unread.
// Every reader of a compressed input cuts it by one rule, logs.FaultCut:
// the readers of one pass and of whole files (a logs.Decoder), and the
// producer of the regions of a stream (stream.go), which reads the
// decoder uncut and hands the rest of a long line back to it, seeded
// with the piece under way.

// The decoders take their memory (an xz dictionary, a zstd window) from
// one budget for the whole process (decompress.DefaultBudget), of
// -max-decoder-memory bytes: a file that needs more is an error that
// names it, and files within it wait for each other rather than fail, so
// that -j 8 over eight files made with xz -9 or zstd --long=27 holds no
// more than -j 1 does. A decoder takes its memory when it opens its
// input, and waits there for it: so that a worker never waits for the
// memory of a file after its own (whose worker may wait for the writer,
// which waits for the worker's output), the producer opens each
// compressed input among several, in input order, and hands the opened
// decoder to the worker that reads it (opened).

// opened returns the region of in, a compressed regular file among
// several inputs, read by a worker from a decoder opened here, on the
// producer, in input order. The decoders and their buffers come from
// handed, where the workers put them back (recycle), so that many small
// files cost no more allocations than when each worker kept its own.
func (s *streamer) opened(in *input) *region {
	d, _ := handed.Get().(*logs.Decoder)
	if d == nil {
		d = logs.NewDecoder(nil)
	}
	d.SetSeparator(s.j.sep)
	d.Reset(sized(in.r, in.size)) // an error is Read's
	return &region{in: in, first: true, last: true, whole: true, rest: d, src: d}
}

// handed holds the *logs.Decoders of opened free.
var handed sync.Pool

// recycle puts the decoder of r, a region whose decoder was opened for
// it and is closed, in handed.
func recycle(r *region) {
	if d, ok := r.rest.(*logs.Decoder); ok && d == r.src {
		handed.Put(d)
	}
}

// defaultDecoderMemory is the default of -max-decoder-memory.
const defaultDecoderMemory = logs.DefaultDecoderMemory

// A byteSize is a flag's number of bytes: a whole number, with an
// optional suffix K, M, G (or KiB, MiB, GiB: powers of 1024).
type byteSize int64

func (b *byteSize) String() string {
	switch n := int64(*b); {
	case n >= 1<<30 && n%(1<<30) == 0:
		return strconv.FormatInt(n>>30, 10) + "G"
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "M"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "K"
	default:
		return strconv.FormatInt(n, 10)
	}
}

func (b *byteSize) Set(s string) error {
	num := strings.TrimRight(s, "KMGiBkmgb")
	unit := strings.ToUpper(s[len(num):])
	if u, ok := strings.CutSuffix(unit, "IB"); ok {
		unit = u
	} else {
		unit = strings.TrimSuffix(unit, "B")
	}
	shift := map[string]uint{"": 0, "K": 10, "M": 20, "G": 30}
	sh, ok := shift[unit]
	n, err := strconv.ParseInt(num, 10, 64)
	if !ok || err != nil || n < 0 || n > math.MaxInt64>>sh {
		return errors.New("not a size: a number of bytes, with K, M or G")
	}
	*b = byteSize(n << sh)
	return nil
}

// minDecoderMemory is the least -max-decoder-memory: every format's
// usual files fit (bzip2 -9 needs 4 MiB, zstd -19 8 MiB).
const minDecoderMemory = 16 << 20

// memoryFlag defines the -max-decoder-memory flag on fs.
func memoryFlag(fs *flag.FlagSet) *byteSize {
	b := byteSize(defaultDecoderMemory)
	fs.Var(&b, "max-decoder-memory", "the memory in `bytes` (with K, M or G) that the decoders of compressed inputs hold at once, all -j workers together; a file whose xz dictionary or zstd window needs more is an error (at least 16M)")
	return &b
}

// setDecoderMemory checks the value of -max-decoder-memory and makes it
// the limit of the decoders' budget.
func setDecoderMemory(cmd string, b *byteSize, stderr io.Writer) bool {
	if *b < minDecoderMemory {
		fmt.Fprintf(stderr, "%s: -max-decoder-memory must be at least 16M\n", cmd)
		return false
	}
	logs.SetDecoderMemory(int64(*b))
	return true
}

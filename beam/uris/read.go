// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"bufio"
	"context"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/sdf"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/rtrackers/offsetrange"
	"github.com/uriscan/uri/logs"
)

// DefaultMaxRecord is the length limit of a line that ReadLines reads, in
// bytes, without its "\n" or "\r\n": the default of scan's -max-record.
const DefaultMaxRecord = 16 << 20

// skippedLines counts the lines that ReadLines and ReadLinesMax skip for
// their length, in the runner's metrics.
var skippedLines = beam.NewCounter("uris.ReadLines", "skipped_too_long")

// ReadLines returns the lines of the files that glob matches, on any file
// system the runner has registered, as a PCollection<KV<string,string>>
// of file names and lines (without their "\n"), as
// textio.ReadWithFilename gives them, but read as scan reads files: a
// file compressed with gzip, zstd, bzip2 or xz is told by its first
// bytes, not its name, and its decompressed lines are read (textio
// decompresses only gzip, and only by the name .gz). A glob that matches
// no file is an error of the pipeline that names it, not an empty
// result.
//
// A plain file is split into blocks of 64 MiB that workers read in
// parallel, as textio splits it; a compressed one is read by one worker,
// from its start. Compressed data that is corrupt or cut short fails
// the pipeline with an error that names the file and the decompressed
// offset, and the line it cuts is not emitted. Unlike the other DoFns of
// the package, reading allocates: a string for each line.
//
// A line longer than DefaultMaxRecord bytes is skipped and counted, as
// ReadLinesMax describes.
func ReadLines(s beam.Scope, glob string) beam.PCollection {
	lines, _ := ReadLinesMax(s, glob, DefaultMaxRecord)
	return lines
}

// ReadLinesMax is ReadLines with a length limit of maxRecord bytes (at
// least 1) on a line, without its "\n" or "\r\n", as scan's -max-record
// limits a record. A longer line is skipped: read past, not kept, so that
// a worker holds at most maxRecord bytes of a line however long it is,
// and a line of a gigabyte costs no more memory than one of maxRecord
// bytes. The lines around it are read as usual.
//
// It returns the lines, as ReadLines does, and the lines skipped, a
// PCollection<KV<string,int64>> of the file name and the (decompressed)
// byte offset of each; each also adds one to the counter
// "uris.ReadLines"/"skipped_too_long" of the runner's metrics. AddSkipped
// counts them in a Summary.
func ReadLinesMax(s beam.Scope, glob string, maxRecord int) (lines, skipped beam.PCollection) {
	s = s.Scope("uris.ReadLines")
	if maxRecord < 1 {
		panic(fmt.Sprintf("uris.ReadLinesMax: a length limit of %d, not at least 1", maxRecord))
	}
	files := fileio.MatchFiles(s, glob, fileio.MatchEmptyDisallow())
	return beam.ParDo2(s, &readLinesFn{Max: maxRecord}, fileio.ReadMatches(s, files, fileio.ReadUncompressed()))
}

// blockSize is the size of the blocks a plain file is split into (a
// variable for the tests).
var blockSize int64 = 64 << 20

// readLinesFn reads the lines of a file: a splittable DoFn over the
// byte offsets of the file. A plain file's lines are claimed at their
// first byte, as textio claims them, so that each block emits the lines
// that start in it. A compressed file is one restriction, whose reader
// claims its start and reads all of the file; a residual split off it
// while it runs (dynamic splitting) emits nothing.
type readLinesFn struct {
	Max int // the length limit of a line
}

func (fn *readLinesFn) CreateInitialRestriction(f fileio.ReadableFile) offsetrange.Restriction {
	return offsetrange.Restriction{Start: 0, End: f.Metadata.Size}
}

func (fn *readLinesFn) SplitRestriction(f fileio.ReadableFile, rest offsetrange.Restriction) []offsetrange.Restriction {
	if format, err := formatOf(context.Background(), f); err != nil || format != logs.Plain {
		return []offsetrange.Restriction{rest} // an error is ProcessElement's to report
	}
	splits := rest.SizedSplits(blockSize)
	if n := len(splits); n > 1 && splits[n-1].End-splits[n-1].Start < blockSize/4 {
		// A small last block goes with the one before it.
		splits[n-2].End = splits[n-1].End
		splits = splits[:n-1]
	}
	return splits
}

func (fn *readLinesFn) RestrictionSize(_ fileio.ReadableFile, rest offsetrange.Restriction) float64 {
	return rest.Size()
}

func (fn *readLinesFn) CreateTracker(rest offsetrange.Restriction) *sdf.LockRTracker {
	return sdf.NewLockRTracker(offsetrange.NewTracker(rest))
}

// formatOf returns the format of the file f, from its first bytes.
func formatOf(ctx context.Context, f fileio.ReadableFile) (logs.Format, error) {
	rc, err := f.Open(ctx)
	if err != nil {
		return logs.Plain, err
	}
	defer rc.Close()
	var b [logs.MagicLen]byte
	n, err := io.ReadFull(rc, b[:])
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return logs.Plain, err
	}
	return logs.FormatOf(b[:n]), nil
}

func (fn *readLinesFn) ProcessElement(ctx context.Context, rt *sdf.LockRTracker, f fileio.ReadableFile,
	emit func(string, string), skip func(string, int64)) error {
	rest := rt.GetRestriction().(offsetrange.Restriction)
	path := f.Metadata.Path
	rc, err := f.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	// Read as scan reads a file (package logs): a fault in compressed
	// data drops the line it cuts, and its error names the file.
	z := logs.NewFile(rc, path)
	defer z.Close()
	lr := lineReader{br: bufio.NewReaderSize(z, 64<<10), max: max(fn.Max, 1)}
	// out emits the line that starts at offset pos, or says it skipped it.
	out := func(line []byte, long bool, pos int64) {
		if long {
			skippedLines.Inc(ctx, 1)
			skip(path, pos)
		} else {
			emit(path, string(line))
		}
	}
	if z.Format() != logs.Plain {
		if !rt.TryClaim(rest.Start) || rest.Start > 0 {
			rt.TryClaim(rest.End)
			return nil // a residual of a compressed file: its first restriction reads all
		}
		for pos := int64(0); ; {
			line, n, long, err := lr.next(true)
			if err != nil && err != io.EOF {
				// The line the fault cuts is not emitted (the File
				// drops it); the error names the file.
				return err
			}
			if n > 0 {
				out(line, long, pos)
			}
			if err == io.EOF {
				rt.TryClaim(rest.End)
				return nil
			}
			pos += n
		}
	}
	pos := rest.Start
	if pos > 0 {
		// The line that starts before the restriction is the one
		// before's: skip to the first line that starts in it.
		if _, err := lr.br.Discard(int(pos - 1)); err != nil {
			return fmt.Errorf("%s: the file is shorter than it was (%d bytes read): %w", path, pos-1, err)
		}
		_, n, _, err := lr.next(false)
		if err == io.EOF {
			rt.TryClaim(rest.End)
			return nil
		}
		if err != nil {
			return err // a *logs.Error, which names the file
		}
		pos += n - 1
	}
	for rt.TryClaim(pos) {
		line, n, long, err := lr.next(true)
		if err != nil && err != io.EOF {
			return err // a *logs.Error, which names the file
		}
		if n > 0 {
			out(line, long, pos)
		}
		if err == io.EOF {
			rt.TryClaim(rest.End)
			break
		}
		pos += n
	}
	return nil
}

// A lineReader reads lines of at most max bytes, without their "\n" or
// "\r\n", from a bufio.Reader: it holds at most max+2 bytes of a line
// beyond the bufio.Reader's buffer, however long the line is.
type lineReader struct {
	br  *bufio.Reader
	max int
	buf []byte // a line that does not fit br's buffer
}

// next reads the next line and returns it without its "\n" ("\r" and all),
// the number n of bytes read ("\n" included), and whether it is longer
// than the limit (long), in which case line is nil: its bytes were read
// past, not kept. With keep false, every line is read past so, and is
// long. The error
// is that of the read that ended the line (io.EOF at the end of the
// input, with n == 0 when there is no line left); line is valid until the
// next call.
func (lr *lineReader) next(keep bool) (line []byte, n int64, long bool, err error) {
	lr.buf = lr.buf[:0]
	long = !keep
	for {
		var chunk []byte
		chunk, err = lr.br.ReadSlice('\n')
		n += int64(len(chunk))
		if !long {
			switch {
			case err != bufio.ErrBufferFull && len(lr.buf) == 0:
				line = chunk // the whole line, in br's buffer
			case len(lr.buf)+len(chunk) > lr.max+2:
				// Over the limit, with its "\r\n" too: keep no more of it.
				long, line, lr.buf = true, nil, lr.buf[:0]
			default:
				lr.buf = append(lr.buf, chunk...)
				line = lr.buf
			}
		}
		if err != bufio.ErrBufferFull {
			break
		}
	}
	if long {
		return nil, n, true, err
	}
	line = trimByte(line, '\n')
	// The limit counts a line without its "\n" or "\r\n" (or a final
	// "\r" at the end of the input), as scan's does.
	if len(trimByte(line, '\r')) > lr.max {
		return nil, n, true, err
	}
	return line, n, false, err
}

// trimByte returns b without its last byte if that is c.
func trimByte(b []byte, c byte) []byte {
	if len(b) > 0 && b[len(b)-1] == c {
		return b[:len(b)-1]
	}
	return b
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/sdf"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/rtrackers/offsetrange"
	"github.com/uriscan/uri/internal/decompress"
)

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
// offset. Unlike the other DoFns of the package, reading allocates: a
// string for each line.
func ReadLines(s beam.Scope, glob string) beam.PCollection {
	s = s.Scope("uris.ReadLines")
	files := fileio.MatchFiles(s, glob, fileio.MatchEmptyDisallow())
	return beam.ParDo(s, &readLinesFn{}, fileio.ReadMatches(s, files, fileio.ReadUncompressed()))
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
type readLinesFn struct{}

func (fn *readLinesFn) CreateInitialRestriction(f fileio.ReadableFile) offsetrange.Restriction {
	return offsetrange.Restriction{Start: 0, End: f.Metadata.Size}
}

func (fn *readLinesFn) SplitRestriction(f fileio.ReadableFile, rest offsetrange.Restriction) []offsetrange.Restriction {
	if format, err := formatOf(context.Background(), f); err != nil || format != decompress.Plain {
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
func formatOf(ctx context.Context, f fileio.ReadableFile) (decompress.Format, error) {
	rc, err := f.Open(ctx)
	if err != nil {
		return decompress.Plain, err
	}
	defer rc.Close()
	var b [decompress.MagicLen]byte
	n, err := io.ReadFull(rc, b[:])
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return decompress.Plain, err
	}
	return decompress.Detect(b[:n]), nil
}

func (fn *readLinesFn) ProcessElement(ctx context.Context, rt *sdf.LockRTracker, f fileio.ReadableFile, emit func(string, string)) error {
	rest := rt.GetRestriction().(offsetrange.Restriction)
	path := f.Metadata.Path
	rc, err := f.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	z := decompress.NewReader(rc)
	defer z.Close()
	br := bufio.NewReaderSize(z, 64<<10)
	if z.Format() != decompress.Plain {
		if !rt.TryClaim(rest.Start) || rest.Start > 0 {
			rt.TryClaim(rest.End)
			return nil // a residual of a compressed file: its first restriction reads all
		}
		for {
			line, err := br.ReadString('\n')
			if len(line) > 0 {
				emit(path, strings.TrimSuffix(line, "\n"))
			}
			if err == io.EOF {
				rt.TryClaim(rest.End)
				return nil
			}
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
		}
	}
	pos := rest.Start
	if pos > 0 {
		// The line that starts before the restriction is the one
		// before's: skip to the first line that starts in it.
		if _, err := br.Discard(int(pos - 1)); err != nil {
			return fmt.Errorf("%s: the file is shorter than it was (%d bytes read): %w", path, pos-1, err)
		}
		line, err := br.ReadString('\n')
		if err == io.EOF {
			rt.TryClaim(rest.End)
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		pos += int64(len(line)) - 1
	}
	for rt.TryClaim(pos) {
		line, err := br.ReadString('\n')
		if len(line) > 0 {
			emit(path, strings.TrimSuffix(line, "\n"))
		}
		if err == io.EOF {
			rt.TryClaim(rest.End)
			break
		}
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		pos += int64(len(line))
	}
	return nil
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package logs opens log files and streams as the scan command does, and
// reads the URI references in them: a file compressed with gzip, zstd,
// bzip2 or xz is told by its first bytes, not its name, and read
// decompressed by decoders whose memory is bounded (Decoder); a fault in
// the compressed data ends the file with an error that names it and the
// decompressed offset, and drops the record it cuts. A Reader gives the
// references of a File, found by the extractor of package uri
// (uri.Scanner), with the file, line and offset of each.
//
// The package is outside package uri, which imports nothing but the
// standard library and two small modules: the decoders come from
// github.com/klauspost/compress and github.com/ulikunitz/xz.
package logs

import (
	"fmt"
	"io"
	"os"
)

// A File is a log file or stream, open, read decompressed (Decoder).
type File struct {
	name string
	c    io.Closer // the file opened by Open; nil for NewFile
	d    *Decoder
	n    int64 // decompressed bytes read
}

// Open opens the named file for reading, as the scan command opens the
// files it is given: its format is told by its first bytes. A folder is
// an error. The error of a file that cannot be opened is that of os.Open.
func Open(name string) (*File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || st.IsDir() {
		f.Close()
		if err == nil {
			err = &os.PathError{Op: "open", Path: name, Err: fmt.Errorf("is a directory")}
		}
		return nil, err
	}
	lf := NewFile(f, name)
	lf.c = f
	return lf, nil
}

// NewFile returns a File that reads r (standard input, a network
// stream), named name in its errors and records. It reads the first bytes
// of r to tell the format: with a pipe, it waits for no more of them than
// it needs to rule formats out. An error reading them is Read's.
func NewFile(r io.Reader, name string) *File {
	return &File{name: name, d: NewDecoder(r)}
}

// Name returns the name of the file.
func (f *File) Name() string { return f.name }

// Format returns the compression of the file.
func (f *File) Format() Format { return f.d.Format() }

// InputOffset returns the number of bytes read from the file as it is
// stored: its compressed size, once Read has returned io.EOF.
func (f *File) InputOffset() int64 { return f.d.InputOffset() }

// Read reads the decompressed bytes of the file, whole lines at a time
// when it is compressed (see Decoder). An error other than io.EOF is an
// *Error that names the file.
func (f *File) Read(p []byte) (int, error) {
	n, err := f.d.Read(p)
	f.n += int64(n)
	if err != nil && err != io.EOF {
		err = &Error{Name: f.name, Offset: f.n, Err: err}
	}
	return n, err
}

// Close closes the file that Open opened, and gives back the memory of
// its decoder; a File of NewFile leaves its reader open.
func (f *File) Close() error {
	f.d.Close()
	if f.c != nil {
		return f.c.Close()
	}
	return nil
}

// An Error is an error reading a File: a fault in its compressed data,
// or the error of its reader.
type Error struct {
	Name string // the name of the file
	// Offset is the number of decompressed bytes read before the error:
	// the end of the last whole line handed on (a fault drops the line
	// it cuts).
	Offset int64
	// Err is the error, which for a fault in compressed data tells the
	// format and the decompressed offset of the fault ("gzip data cut
	// short at decompressed byte 1234 (a truncated file?)"); errors.Is
	// finds ErrMemory in it.
	Err error
}

func (e *Error) Error() string { return e.Name + ": " + e.Err.Error() }

func (e *Error) Unwrap() error { return e.Err }

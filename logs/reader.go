// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package logs

import (
	"github.com/uriscan/uri"
)

// A Record is a URI reference found in a File.
type Record struct {
	File string // the name of the file
	Line int    // the 1-based line on which it starts
	// Offset is the decompressed byte offset in the file at which it
	// starts: Match.Start.
	Offset int64
	// Match is the extractor's match: its Kind (uri.KindTarget for a
	// JSON key that holds a request-target), Form, Err and Ref, whose
	// spans index Text. Start and End count decompressed bytes from the
	// start of the file; Clean and Key index a buffer of the Reader: use
	// Text and Key.
	Match uri.Match
	// Text is the text of the reference (unescaped from a JSON string, or
	// cleaned of the line breaks inside angle brackets). Key is the path
	// of its JSON key ("request.headers.Referer"), or nil outside a JSON
	// record. Both alias buffers of the Reader, valid until the next
	// call to Next.
	Text, Key []byte
}

// A Reader reads the URI references of a File, as the scan command finds
// them (uri.Scanner). Once its buffers have grown to their size, Next
// does not allocate.
type Reader struct {
	f   *File
	s   *uri.Scanner
	rec Record
}

// NewReader returns a Reader of the references of f, found with the
// options opts (nil for the defaults, as scan's).
func NewReader(f *File, opts *uri.ExtractOptions) *Reader {
	s := uri.NewScanner(f, opts)
	s.CountLines('\n')
	return &Reader{f: f, s: s}
}

// Next advances to the next reference and reports whether there is one.
// It returns false at the end of the file or at an error, which Err
// returns.
func (r *Reader) Next() bool {
	if !r.s.Scan() {
		return false
	}
	m := r.s.Match()
	r.rec = Record{File: r.f.name, Line: r.s.Line(), Offset: int64(m.Start), Match: m, Text: r.s.Text(), Key: r.s.Key()}
	return true
}

// Record returns the reference Next advanced to. The Record and its
// slices are valid until the next call to Next.
func (r *Reader) Record() *Record { return &r.rec }

// Err returns the error that ended the file (an *Error that names it),
// or nil at its end. The references Next gave before it are those of the
// lines before the error.
func (r *Reader) Err() error { return r.s.Err() }

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"os"
	"syscall"
)

// fileSize returns the size of a regular file; the tests make it larger
// than the file, as if the file shrank after this look.
var fileSize = func(st os.FileInfo) int64 { return st.Size() }

// A shrinkError reports a regular file that ended before the size it had
// when the command looked at it: it was truncated while being read, as
// logrotate's copytruncate empties a log. Reading on would end the output
// early without a word (issue 33), so it is an error: the command names
// the file, says this, and exits 2.
type shrinkError struct {
	size, now int64 // the size seen before, and the size now
}

func (e *shrinkError) Error() string {
	return fmt.Sprintf("the file shrank from %d to %d bytes while being read "+
		"(truncated, as by logrotate's copytruncate?); the output is incomplete", e.size, e.now)
}

// sizedFile reads a regular file of size bytes at offsets (for the
// workers of -j); a read that ends before size is a shrinkError.
type sizedFile struct {
	f    *os.File
	size int64
}

func (s sizedFile) ReadAt(p []byte, off int64) (int, error) {
	n, err := s.f.ReadAt(p, off)
	if end := off + int64(n); err == io.EOF && end < min(s.size, off+int64(len(p))) {
		// A read that started past the end knows less than Stat.
		if st, serr := s.f.Stat(); serr == nil && st.Size() < end {
			end = st.Size()
		}
		err = &shrinkError{s.size, end}
	}
	return n, err
}

// sizedReader reads a regular file of size bytes from its start (in one
// pass); an end before size is a shrinkError. A file that grows is read
// to its end.
type sizedReader struct {
	r       io.Reader
	n, size int64
}

func (s *sizedReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	s.n += int64(n)
	if err == io.EOF && s.n < s.size {
		err = &shrinkError{s.size, s.n}
	}
	return n, err
}

// sized returns r, whose regularFile size is size, read so that a file
// that shrinks is an error: r itself when it is not a regular file (size
// -1).
func sized(r io.Reader, size int64) io.Reader {
	if size < 0 {
		return r
	}
	return &sizedReader{r: r, size: size}
}

// A liveInput is an input that may go quiet, so that a read of it waits: a
// pipe, a terminal, a socket, anything but a regular file. Before a read
// of one that would wait, the commands print what they have found so far,
// as grep --line-buffered does, so that `tail -f access.log | scan` shows
// the references of each line as it comes (issue 33); reading a regular
// file, or a pipe that has more, they write their output in large pieces.
type liveInput struct {
	rc syscall.RawConn // nil: no poll, every read may wait
}

// liveOf returns the liveInput of r, or nil when r is a regular file or
// not a file at all (a reader of the tests, which never waits).
func liveOf(r io.Reader) *liveInput {
	f, ok := r.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		return nil
	}
	rc, _ := f.SyscallConn()
	return &liveInput{rc}
}

// wouldWait reports whether a read of the input would wait: it has
// nothing to read, and is not at its end. Where the system has no poll
// (readReady), it reports true.
func (l *liveInput) wouldWait() bool { return l.rc == nil || !readReady(l.rc) }

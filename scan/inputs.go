// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// An inputErrors lets the commands go on to the next input after a read
// error, as grep does: openInputs stops at the first error its function
// returns, which is right for a write error but not for an input that
// failed (and was reported) in the middle.
type inputErrors struct {
	failed bool
}

// each wraps the function given to openInputs so that errInputs, an input
// already reported, is remembered and does not stop the loop.
func (ie *inputErrors) each(fn func(name string, r io.Reader) error) func(name string, r io.Reader) error {
	return func(name string, r io.Reader) error {
		err := fn(name, r)
		if errors.Is(err, errInputs) {
			ie.failed = true
			return nil
		}
		return err
	}
}

// err returns the error of openInputs, or errInputs if an input failed.
func (ie *inputErrors) err(err error) error {
	if err == nil && ie.failed {
		return errInputs
	}
	return err
}

// regularFile returns r as a file and its size when it is a regular file
// (which can be split across workers), and a size of -1 otherwise.
func regularFile(r io.Reader) (*os.File, int64) {
	f, ok := r.(*os.File)
	if !ok {
		return nil, -1
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil, -1
	}
	return f, st.Size()
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

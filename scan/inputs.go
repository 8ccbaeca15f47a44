// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"io"
	"os"
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

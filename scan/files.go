// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/logs"
)

// An input is one of the inputs of a command, open: a file named on the
// command line or found under a folder by -r, or standard input.
type input struct {
	name string    // as messages and -json name it; "(standard input)"
	r    io.Reader // the file, or standard input
	f    *os.File  // r as a file; nil when it is not one (a test's reader)
	size int64     // of a regular file; -1 for any other input
	// format is that of a regular file, told from its first bytes when
	// it is opened; any other input is told when it is read.
	format decompress.Format
	err    error // why it could not be opened or read; reported in order
	live   *liveInput

	// Set as the input is read, for -stats (inputEnd).
	n          int64         // bytes read (decompressed)
	last       byte          // the last of them
	compressed int64         // bytes of compressed data read, when compressed
	failed     bool          // an error was reported: output after it is dropped
	done       *atomic.Int64 // bytes read, for a progress line; nil for none
}

// close closes the file of in, if it was opened here.
func (in *input) close() {
	if in.f != nil && in.f != os.Stdin {
		in.f.Close()
	}
}

// stdinName is the name of standard input in messages and output.
const stdinName = "(standard input)"

// eachInput calls fn with each input named in names, in order, until fn
// returns false: "-" is standard input, as is no name at all; a folder is
// an input that fails ("is a directory"), or with recursive every regular
// file under it, in name order, as grep -r reads them (with no name at
// all, the current folder). A symbolic link named in names is followed,
// to a folder too, as grep -r and rg follow one; the symbolic links and
// special files found under a folder are left out, so that no walk goes
// round a loop of links (a loop named in names fails to open, "too many
// levels of symbolic links"). A regular file's format is told from its
// first bytes. The inputs are open: the caller closes them (input.close).
func eachInput(names []string, recursive bool, stdin io.Reader, fn func(*input) bool) {
	if len(names) == 0 {
		names = []string{"-"}
		if recursive {
			names = []string{"."}
		}
	}
	for _, name := range names {
		if name == "-" {
			in := &input{name: stdinName, r: stdin, size: -1}
			if f, ok := stdin.(*os.File); ok {
				in.f = f
				if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
					in.size = fileSize(st)
					in.format = logs.FormatAt(f)
				}
				in.live = liveOf(f)
			}
			if !fn(in) {
				return
			}
			continue
		}
		st, err := os.Stat(name)
		if err == nil && st.IsDir() && recursive {
			if !walk(followRoot(name), fn) {
				return
			}
			continue
		}
		if !fn(openInput(name, err == nil && st.IsDir())) {
			return
		}
	}
}

// walk calls fn with each regular file under the folder root, in name
// order, until fn returns false; it reports whether fn never did.
func walk(root string, fn func(*input) bool) bool {
	more := true
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			// A folder that cannot be read: an input that fails, in its
			// place (WalkDir calls again for the folder when it was
			// listed but cannot be read; that is this call).
			more = fn(&input{name: path, size: -1, err: err})
		case d.IsDir() || !d.Type().IsRegular():
			return nil // a symbolic link or a special file: left out
		default:
			more = fn(openInput(path, false))
		}
		if !more {
			return filepath.SkipAll
		}
		return nil
	})
	return more
}

// followRoot returns the folder name as walk is to read it: when name is
// a symbolic link, with a separator after it, which makes the walk
// follow it (a link before a final separator is followed even by lstat,
// POSIX 4.13, and Go's os.Lstat on Windows), so that the files under it
// are named as grep -r names them, "link/f.log". filepath.WalkDir reads
// a link as it is: nothing under it.
func followRoot(name string) string {
	st, err := os.Lstat(name)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 || os.IsPathSeparator(name[len(name)-1]) {
		return name
	}
	return name + string(filepath.Separator)
}

// openInput opens the file name; dir says it is a folder, read without
// -r, an input that fails as grep's does.
func openInput(name string, dir bool) *input {
	in := &input{name: name, size: -1}
	if dir {
		in.err = fmt.Errorf("%s: is a directory", name)
		return in
	}
	f, err := os.Open(name)
	if err != nil {
		in.err = err
		return in
	}
	st, err := f.Stat()
	switch {
	case err != nil:
		f.Close()
		in.err = err
		return in
	case st.IsDir():
		f.Close()
		in.err = fmt.Errorf("%s: is a directory", name)
		return in
	}
	in.r, in.f = f, f
	if st.Mode().IsRegular() {
		in.size = fileSize(st)
		in.format = logs.FormatAt(f)
	}
	in.live = liveOf(f)
	return in
}

// openMessage returns the message of an input that could not be
// opened: that of os.Open (or of a folder read without -r), as grep
// gives it.
func (in *input) openMessage() string { return fmt.Sprintf("scan: %v", in.err) }

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package main

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// isTerminal reports whether f is a terminal: whether the system reads
// its terminal attributes (the ioctl behind isatty(3)).
func isTerminal(f *os.File) bool {
	_, err := unix.IoctlGetTermios(int(f.Fd()), ioctlReadTermios)
	return err == nil
}

// readReady reports whether a read of the file of rc would return at
// once: poll(2) finds data, or the end of the input, or an error there.
func readReady(rc syscall.RawConn) bool {
	ready := true
	rc.Control(func(fd uintptr) {
		fds := [1]unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		for {
			n, err := unix.Poll(fds[:], 0)
			if err != unix.EINTR {
				ready = err != nil || n > 0
				return
			}
		}
	})
	return ready
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build linux || darwin || freebsd || openbsd

package bench

import (
	"time"

	"golang.org/x/sys/unix"
)

// cpuTime returns the CPU time of the calling thread, or of the whole
// process.
func cpuTime(thread bool) (time.Duration, error) {
	id := int32(unix.CLOCK_PROCESS_CPUTIME_ID)
	if thread {
		id = unix.CLOCK_THREAD_CPUTIME_ID
	}
	var ts unix.Timespec
	if err := unix.ClockGettime(id, &ts); err != nil {
		return 0, err
	}
	return time.Duration(ts.Nano()), nil
}

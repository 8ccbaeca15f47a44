// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"runtime/debug"
	"strconv"
)

// Linux counts in the ru_maxrss of a process the peak RSS of the process
// that started it, up to the exec (fs/exec.c keeps the old memory's high
// water mark): a child started by scanbench reports at least scanbench's
// own peak. So scanbench lowers its peak to its current RSS before each
// start, and reads it after the end: a child's figure above it is the
// child's own peak; one that is not is an upper bound.

// ownPeakRSS returns the peak RSS of this process (VmHWM), in bytes, or 0
// when it cannot be read.
func ownPeakRSS() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range bytes.Lines(status) {
		if v, ok := bytes.CutPrefix(line, []byte("VmHWM:")); ok {
			kib, err := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(v), []byte(" kB"))), 10, 64)
			if err != nil {
				return 0
			}
			return kib << 10
		}
	}
	return 0
}

// resetOwnPeakRSS returns the memory the heap no longer uses to the system
// and lowers this process's peak RSS to its current RSS (clear_refs 5).
func resetOwnPeakRSS() error {
	debug.FreeOSMemory()
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !(linux || darwin || freebsd || openbsd)

package bench

import (
	"errors"
	"time"
)

// cpuTime fails: no CPU clock is read on this system.
func cpuTime(bool) (time.Duration, error) {
	return 0, errors.New("no CPU time clock on this system: use -clock wall")
}

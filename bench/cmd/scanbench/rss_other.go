// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package main

import "os"

// peakRSS returns 0: the peak resident set size is read from getrusage,
// which this system does not have.
func peakRSS(*os.ProcessState) int64 { return 0 }

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

// ownPeakRSS returns 0: the peak RSS of a child is taken as the system
// gives it, with nothing known of what it may count of scanbench's.
func ownPeakRSS() int64 { return 0 }

// resetOwnPeakRSS does nothing.
func resetOwnPeakRSS() error { return nil }

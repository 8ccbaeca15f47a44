// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build race

package main

// raceEnabled is set under the race detector, whose tests of the readers
// of compressed inputs keep to the workers' paths (the full run covers
// the rest).
const raceEnabled = true

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package main

// raceEnabled is set under the race detector (race_test.go).
const raceEnabled = false

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package uts46

// Built with the tag uriscan_work, the package counts its work: each loop
// reports, through addWork, the steps it took once it ends, so that a test
// can check that the work is linear in the input whatever its shape
// (TestLinearWork, run by `go test -tags uriscan_work ./internal/uts46`).
// Without the tag addWork is empty (work_free.go), and its calls compile
// to nothing, as in package web.

// workCount, when not nil, is where addWork adds up the work; the tests
// set it around the calls they measure.
var workCount *int

// addWork adds n steps to the work counted, if it is counted.
func addWork(n int) {
	if workCount != nil {
		*workCount += n
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package web

// Built with the tag uriscan_work, the package counts its work: each pass
// of the host parser over its input reports, through addWork, the bytes
// it stepped over, so that a test can check that the work is linear in
// the input whatever its shape (TestLinearWork, run by
// `go test -tags uriscan_work -run 'Linear|Work' ./web`). A pass called
// again over bytes already read, or a loop that starts again, adds them
// again. Without the tag addWork is empty (work_free.go), and the calls
// compile to nothing.

// workCount, when not nil, is where addWork adds up the work; the tests
// set it around the calls they measure.
var workCount *int

// addWork adds n bytes read to the work counted, if it is counted.
func addWork(n int) {
	if workCount != nil {
		*workCount += n
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

// workCount, set by the tests only, counts the steps of the loops of the
// package, each loop adding its count once it ends, so that a test can
// check that the work is linear in the input whatever its shape
// (TestLinearWork). In use it is nil, and each count costs a predicted
// branch per loop, not per byte.
var workCount *int

// addWork adds n to the work counted, if it is counted.
func addWork(n int) {
	if workCount != nil {
		*workCount += n
	}
}

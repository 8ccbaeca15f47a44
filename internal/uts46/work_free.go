// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !uriscan_work

package uts46

// addWork does nothing: without the tag uriscan_work the package does
// not count its work (work_count.go). It is inlined, and its calls, with
// the arguments computed for them, compile to nothing.
func addWork(int) {}

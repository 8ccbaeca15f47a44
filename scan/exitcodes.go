// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// Exit codes, as the package comment describes them: a record command
// exits exitOK when every record succeeded, the extract command when it
// found a reference; exitNotFound otherwise; exitError on a usage or I/O
// error, as grep does.
const (
	exitOK       = 0 // found something / every record succeeded
	exitNotFound = 1 // found nothing / some record failed
	exitError    = 2 // usage or I/O error
)

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package uri

import "testing"

// guardedPage returns an ordinary buffer where guard pages are not
// available (no mmap): reads outside it are then caught only by the hits
// placed around the buffer, not by a fault.
func guardedPage(t *testing.T) []byte {
	t.Log("no guard pages on this system")
	return make([]byte, 4096)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || !gc || purego || noasm

package uri

import "unsafe"

// copyShort2 copies na bytes from a to dst and nb bytes from b after them.
// appendResolveRef calls it only where active.shortCopy is set, which
// no kernel sets here: only the amd64 AVX-512 kernel has a masked copy
// (scan_amd64.go).
func copyShort2(dst, a *byte, na int, b *byte, nb int) {
	copy(unsafe.Slice(dst, na), unsafe.Slice(a, na))
	copy(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(dst), na)), nb), unsafe.Slice(b, nb))
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"slices"
	"testing"
)

// TestCopyShort2 checks the masked copy of resolution (copyShort2, where a
// kernel of this CPU has one) and copyShort2Generic on every pair of
// lengths from 0 to 128, with both sources ending where a guard page
// begins (a read past them faults) and the destination ending there too
// (as does a write past it), and that no byte of the destination page
// outside the copy changes.
func TestCopyShort2(t *testing.T) {
	t.Run("generic", func(t *testing.T) { testCopyShort2(t, copyShort2Generic) })
	if !slices.ContainsFunc(kernels, func(k kernel) bool { return k.shortCopy && k.available }) {
		t.Log("no kernel with a masked copy on this CPU")
		return
	}
	t.Run("kernel", func(t *testing.T) { testCopyShort2(t, copyShort2) })
}

// testCopyShort2 runs TestCopyShort2 on copyShort2.
func testCopyShort2(t *testing.T, copyShort2 func(dst, a *byte, na int, b *byte, nb int)) {
	src, out := guardedPage(t), guardedPage(t)
	for i := range src {
		src[i] = byte('a' + i%26)
	}
	const fill = 0xee
	for i := range out {
		out[i] = fill
	}
	want := make([]byte, 0, 256)
	n := 0
	for na := 0; na <= 128; na++ {
		a := src[len(src)-na:]
		for nb := 0; nb <= 128; nb++ {
			b := src[len(src)-nb-na%3:][:nb] // ends at the page, or up to 2 bytes before
			at := len(out) - na - nb
			dst := out[at:]
			var pa, pb *byte
			if na > 0 {
				pa = &a[0]
			}
			if nb > 0 {
				pb = &b[0]
			}
			if na+nb > 0 {
				copyShort2(&dst[0], pa, na, pb, nb)
			}
			want = append(append(want[:0], a...), b...)
			if !bytes.Equal(dst, want) {
				t.Fatalf("copyShort2(%d, %d) wrote %q, want %q", na, nb, dst, want)
			}
			for i, c := range out[:at] {
				if c != fill {
					t.Fatalf("copyShort2(%d, %d) at %d wrote byte %d, before the copy", na, nb, at, i)
				}
			}
			for i := range dst {
				dst[i] = fill
			}
			n++
		}
	}
	if n != 129*129 {
		t.Fatalf("%d pairs of lengths checked", n)
	}
}

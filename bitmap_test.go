// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"testing"
)

// bitmapModel is bitmapIn one byte at a time, from the class lists of the
// RFC (table_test.go) rather than from classTable.
func bitmapModel(s string, set charset) []uint64 {
	isIn := classMembers(set)
	out := make([]uint64, (len(s)+63)/64)
	for k := 0; k < len(s); k++ {
		if isIn[s[k]] {
			out[k/64] |= 1 << (k % 64)
		}
	}
	return out
}

// TestBitmapIn compares bitmapIn, with every implementation that runs
// here, with the model on random text at every length up to 300 and at
// random offsets, for every class; the word after the bitmap must be left
// alone.
func TestBitmapIn(t *testing.T) {
	defer restoreImplementation(t)()
	rng := rand.New(rand.NewPCG(3, 4))
	buf := make([]byte, 400)
	for _, name := range Implementations() {
		if err := UseImplementation(name); err != nil {
			t.Fatal(err)
		}
		for n := 0; n <= 300; n++ {
			set := charset(n % numClasses)
			in, out := classBytes(set)
			for i := range buf {
				if rng.IntN(3) == 0 {
					buf[i] = in[rng.IntN(len(in))]
				} else {
					buf[i] = out[rng.IntN(len(out))]
				}
			}
			off := rng.IntN(64)
			s := string(buf[off : off+n])
			want := bitmapModel(s, set)
			got := make([]uint64, len(want)+1)
			for i := range got {
				got[i] = ^uint64(0)
			}
			got[len(want)] = bitmapCanary
			bitmapIn(got, s, set)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s: bitmapIn(len %d, class %d) word %d = %#x, want %#x", name, n, set, i, got[i], want[i])
				}
			}
			if got[len(want)] != bitmapCanary {
				t.Fatalf("%s: bitmapIn(len %d) wrote the word after its bitmap", name, n)
			}
		}
	}
}

// classMembers returns, for each byte value, whether it is in class set by
// the class lists of the RFC (classBytes), not by classTable.
func classMembers(set charset) (isIn [256]bool) {
	in, _ := classBytes(set)
	for _, c := range in {
		isIn[c] = true
	}
	return isIn
}

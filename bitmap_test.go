// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"testing"
	"unsafe"
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
		if err := useImplementation(name); err != nil {
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

// The bitmap kernels (the bitmap field of kernel), called directly rather
// than through bitmapIn, on whole blocks of 64 bytes: against
// bitmapInGeneric on random text, against the class lists of the RFC with
// every byte at every position, and against unreadable pages on both
// sides of s. TestBitmapIn (above) runs bitmapIn itself with
// every implementation.

// A bitmapKernel is one implementation of the bitmap kernel.
type bitmapKernel struct {
	name string
	fn   func(dst []uint64, s string, set charset)
}

// bitmapKernelsUnderTest returns the generic kernel and the bitmap kernel
// of every implementation that runs here; an implementation without one
// fails the test.
func bitmapKernelsUnderTest(tb testing.TB) []bitmapKernel {
	out := []bitmapKernel{{"generic", bitmapInGeneric}}
	for _, k := range kernels {
		if !k.available {
			continue
		}
		if k.bitmap == nil {
			tb.Errorf("%s: no bitmap kernel", k.name)
			continue
		}
		out = append(out, bitmapKernel{k.name, k.bitmap})
	}
	return out
}

// bitmapCanary is the word after dst, which a kernel must not write.
const bitmapCanary = 0x5a5a5a5a5a5a5a5a

// run calls k on s, len(s) a multiple of 64, with dst the first
// len(s)/64 words of buf, which it fills first with bits a kernel must
// overwrite, and the word after them a canary; it fails the test if the
// canary changed. It returns dst.
func (k bitmapKernel) run(t *testing.T, buf []uint64, s string, set charset) []uint64 {
	t.Helper()
	n := len(s) / 64
	for i := range buf[:n] {
		buf[i] = 0x9e3779b97f4a7c15 * uint64(i+1)
	}
	buf[n] = bitmapCanary
	k.fn(buf[:n:n], s, set)
	if buf[n] != bitmapCanary {
		t.Fatalf("%s: bitmap kernel (%d blocks, class %d) wrote the word after dst", k.name, n, set)
	}
	return buf[:n]
}

// TestBitmapKernelRandom compares every bitmap kernel with the generic one
// on random text of 0 to 40 blocks at random offsets, for every class,
// with a rate of bytes in the class that varies from none to all.
func TestBitmapKernelRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const maxBlocks = 40
	text := make([]byte, 64*maxBlocks+64)
	want := make([]uint64, maxBlocks+1)
	got := make([]uint64, maxBlocks+1)
	impls := bitmapKernelsUnderTest(t)
	for iter := 0; iter < 3000; iter++ {
		set := charset(iter % numClasses)
		in, out := classBytes(set)
		rate := rng.IntN(11) // in tenths: the share of bytes in the class
		for i := range text {
			if rng.IntN(10) < rate {
				text[i] = in[rng.IntN(len(in))]
			} else {
				text[i] = out[rng.IntN(len(out))]
			}
		}
		off := rng.IntN(64)
		s := string(text[off : off+64*rng.IntN(maxBlocks+1)])
		w := impls[0].run(t, want, s, set)
		for _, k := range impls[1:] {
			g := k.run(t, got, s, set)
			for i := range w {
				if g[i] != w[i] {
					t.Fatalf("%s: bitmap kernel (%d blocks, offset %d, class %d) word %d = %#x, generic %#x",
						k.name, len(w), off, set, i, g[i], w[i])
				}
			}
		}
	}
}

// TestBitmapKernelEveryByte puts every byte value at every position of two
// blocks of bytes not in the class, then of bytes in it, for every class,
// and checks each kernel's bitmap against the class lists of the RFC.
func TestBitmapKernelEveryByte(t *testing.T) {
	const size = 128
	for _, k := range bitmapKernelsUnderTest(t) {
		t.Run(k.name, func(t *testing.T) {
			buf := make([]byte, size)
			dst := make([]uint64, size/64+1)
			fails := 0
			for set := charset(0); set < numClasses; set++ {
				in, out := classBytes(set)
				isIn := classMembers(set)
				for _, bg := range [2][]byte{out, in} {
					for i := range buf {
						buf[i] = bg[(i*7)%len(bg)]
					}
					var base uint64 // the bitmap of each word without the byte
					if isIn[bg[0]] {
						base = ^uint64(0)
					}
					for p := 0; p < size; p++ {
						keep := buf[p]
						for v := 0; v < 256; v++ {
							buf[p] = byte(v)
							got := k.run(t, dst, asString(buf), set)
							for w := range got {
								want := base
								if w == p/64 {
									want &^= 1 << (p % 64)
									if isIn[v] {
										want |= 1 << (p % 64)
									}
								}
								if got[w] != want && fails < 10 {
									fails++
									t.Errorf("bitmap kernel(byte %#02x at %d, class %d) word %d = %#x, want %#x", v, p, set, w, got[w], want)
								}
							}
						}
						buf[p] = keep
					}
				}
			}
		})
	}
}

// TestBitmapKernelGuarded runs every bitmap kernel on s of 0 to 63 blocks
// at every alignment 0..63 against an unreadable page (see guardedPage),
// after it and before it, so that a read outside s faults; dst lies
// against an unreadable page too, at the end of one for s at the end of
// its page and at the start of one otherwise, so that a write outside dst
// faults. The result is compared with the generic kernel's on a copy of s.
func TestBitmapKernelGuarded(t *testing.T) {
	page, dstPage := guardedPage(t), guardedPage(t)
	rng := rand.New(rand.NewPCG(7, 8))
	const maxAlign = 64
	blocks := []int{0, 1, 2, 3, 4, 5, 7, 8, 16, 31, (len(page) - maxAlign) / 64}
	impls := bitmapKernelsUnderTest(t)
	want := make([]uint64, len(page)/64+1)
	for _, k := range impls {
		t.Run(k.name, func(t *testing.T) {
			fails := 0
			for _, nb := range blocks {
				n := 64 * nb
				for a := 0; a < maxAlign; a++ {
					set := charset((nb + a) % numClasses)
					in, out := classBytes(set)
					for i := range page {
						page[i] = in[(i*5)%len(in)]
					}
					for side := 0; side < 2; side++ {
						// side 0: s a bytes after the page before, dst at
						// the start of its page; side 1: s a bytes before
						// the page after, dst at the end of its page.
						start, dstStart := a, 0
						if side == 1 {
							start, dstStart = len(page)-a-n, len(dstPage)-8*nb
						}
						s := page[start : start+n]
						for i := range s {
							if rng.IntN(2) == 0 {
								s[i] = out[rng.IntN(len(out))]
							}
						}
						dst := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(dstPage[dstStart:]))), nb)
						for i := range dst {
							dst[i] = ^uint64(i)
						}
						k.fn(dst, asString(s), set)
						w := want[:nb]
						bitmapInGeneric(w, string(s), set)
						for i := range w {
							if dst[i] != w[i] && fails < 10 {
								fails++
								t.Errorf("%d blocks, align %d, side %d, class %d: word %d = %#x, generic %#x", nb, a, side, set, i, dst[i], w[i])
							}
						}
					}
				}
			}
		})
	}
}

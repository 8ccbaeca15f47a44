// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// Class bitmaps. The extractor looks for few bytes in long text: the four
// that may begin a reference (classTrigger) and the first byte that ends
// a word (outside classURI). Rather than one kernel call per search, it
// classifies a stretch of text at once into one bit per byte, 64 bytes
// per word, and finds each next byte with a trailing-zero count.

// bitmapIn sets bit k&63 of dst[k>>6] when s[k] is in class set and clears
// it when it is not, for every k < len(s); the bits of the last word that
// lie past len(s) are cleared, and the words after it are left alone.
// len(dst) must be at least (len(s)+63)/64. Whole blocks of 64 bytes go to
// the kernel of the implementation in use (bitmapBlocks), the rest is
// classified here. It does not allocate, and dst does not escape.
func bitmapIn(dst []uint64, s string, set charset) {
	full := len(s) &^ 63
	if full > 0 {
		bitmapBlocks(dst[:full>>6], s[:full], set)
	}
	if full < len(s) {
		dst[full>>6] = bitmapWord(s[full:], set)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "math/bits"

// The characters of an IRI, checked on blocks. An IRI (iri.go) holds
// UTF-8 where a URI holds unreserved characters; the IRI classifiers
// (classifyBlockIRI, classifyRunIRI) give, for each block of 64 bytes, the
// masks of the bytes above 0x7F and of their UTF-8 classes (utf8Nibbles in
// table.go), and utf8Block checks with mask arithmetic that they form
// characters that an IRI allows: every first byte of two (C3-DF) or three
// (E0-EF) is followed by as many continuation bytes (80-BF), and every
// continuation byte follows one; E0 is not followed by 80-9F (overlong
// forms), and D8 not by 9C (U+061C ARABIC LETTER MARK, a bidirectional
// control). The first bytes of the characters the masks cannot judge
// (utf8Special: C2, which begins the C1 controls; E2, which begins the
// other bidirectional formatting characters; ED, EE, EF and the four-byte
// forms, among which the surrogates, the private-use characters and the
// noncharacters; and C0, C1 and F5-FF, which begin none) are rare in URLs,
// and read one by one with iriChar.

// utf8Block checks the bytes above 0x7F of the block of s at o, whose
// masks are u, as the characters of an IRI outside a query (ucschar; a
// private-use character makes it report false, for parseText to decide).
// in is what the block before left to check, as utf8Block returns it for
// the next block: bits 0 to 2, continuation bytes expected at the first
// three bytes of the block; bit 3, an E0 that its first byte must not be
// 80-9F after. It reports false when the bytes are not such
// characters; the block before the first has in = 0, and after the last
// the input is whole only if the returned value is 0.
func utf8Block(s string, o int, u *utf8Masks, in uint64) (out uint64, ok bool) {
	if u.hi|in == 0 {
		return 0, true // ASCII
	}
	lead2 := u.hi &^ (u.cont | u.lead3 | u.special)
	lead3 := u.lead3 &^ u.special
	expect := lead2<<1 | lead3<<1 | lead3<<2 | in&7
	out = lead2>>63 | lead3>>63 | lead3>>62
	for sp := u.special; sp != 0; sp &= sp - 1 {
		p := bits.TrailingZeros64(sp)
		n, _ := iriChar(s[o+p:], false)
		if n == 0 {
			return 0, false
		}
		k := uint64(1)<<uint(n-1) - 1 // its continuation bytes, after p
		expect |= k << uint(p+1)
		out |= k >> uint(63-p)
	}
	if u.cont != expect || (u.e0<<1|in>>3&1)&u.lo9F != 0 {
		return 0, false
	}
	// A D8 followed by 80-9F (U+0600-U+061F, rare) is looked at, for the
	// 9C of U+061C; one at the end of the block, whatever follows.
	for x := u.d8 & (u.lo9F>>1 | 1<<63); x != 0; x &= x - 1 {
		if j := o + bits.TrailingZeros64(x) + 1; j < len(s) && s[j] == 0x9C {
			return 0, false
		}
	}
	return out | u.e0>>63<<3, true
}

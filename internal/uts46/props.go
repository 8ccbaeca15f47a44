// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

// The layout of a value of trieValues; gen/main.go writes it with the same
// constants. Bits 0-1 hold the IDNA status. A valid code point has its
// Canonical_Combining_Class, Bidi_Class and Joining_Type, whether it is a
// mark (General_Category M), whether it may compose with the code point
// before it (NFC_Quick_Check Maybe) and whether it has a canonical
// decomposition. A mapped one has its mapping: a code point at a distance
// (delta) or a span of mappingData (index).
const (
	stDisallowed = 0
	stValid      = 1
	stMapped     = 2
	stIgnored    = 3
	statusMask   = 3

	cccShift   = 2
	bidiShift  = 10
	jtShift    = 14
	markBit    = 1 << 17
	maybeBit   = 1 << 18
	decompBit  = 1 << 19
	indexBit   = 1 << 2
	deltaShift = 3
	offShift   = 3
	lenShift   = 19

	blockBits = 6
	blockMask = 1<<blockBits - 1
)

// The Bidi_Class values that RFC 5893 names; bcOther is any other.
const (
	bcOther = iota
	bcL
	bcR
	bcAL
	bcAN
	bcEN
	bcES
	bcCS
	bcET
	bcON
	bcBN
	bcNSM
)

// The Joining_Type values; jtU (non-joining) is any other.
const (
	jtU = iota
	jtL
	jtR
	jtD
	jtT
	jtC
)

// lookup returns the value of the code point r, which must be at most
// U+10FFFF.
func lookup(r rune) uint32 {
	return trieValues[int(trieIndex[r>>blockBits])<<blockBits|int(r&blockMask)]
}

func ccc(v uint32) uint8 { return uint8(v >> cccShift) }
func bidi(v uint32) int  { return int(v>>bidiShift) & 15 }
func joining(v uint32) int {
	return int(v>>jtShift) & 7
}

// mapped returns the mapping of the code point r of value v, which is
// stMapped: a single code point (m >= 0, s empty) or the UTF-8 s.
func mapped(r rune, v uint32) (m rune, s string) {
	if v&indexBit == 0 {
		return r + rune(int32(v)>>deltaShift), ""
	}
	off := int(v>>offShift) & 0xffff
	n := int(v>>lenShift) & 63
	return -1, mappingData[off : off+n]
}

// decomposition returns the full canonical decomposition of r, which has
// one (decompBit), from the tables.
func decomposition(r rune) []rune {
	lo, hi := 0, len(decompRunes)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if decompRunes[m] < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(decompRunes) || decompRunes[lo] != r {
		return nil
	}
	return decompData[decompOff[lo]:decompOff[lo+1]]
}

// compose returns the primary composite of a and b, or -1.
func compose(a, b rune) rune {
	if l := a - lBase; 0 <= l && l < lCount {
		if v := b - vBase; 0 <= v && v < vCount {
			return sBase + (l*vCount+v)*tCount
		}
		return -1
	}
	if s := a - sBase; 0 <= s && s < sCount && s%tCount == 0 {
		if t := b - tBase; 0 < t && t < tCount {
			return a + t
		}
		return -1
	}
	k := uint64(a)<<21 | uint64(b)
	lo, hi := 0, len(compKeys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if compKeys[m] < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(compKeys) && compKeys[lo] == k {
		return compRunes[lo]
	}
	return -1
}

// The constants of Hangul syllables (Unicode 3.12).
const (
	sBase, lBase, vBase, tBase = 0xAC00, 0x1100, 0x1161, 0x11A7
	lCount, vCount, tCount     = 19, 21, 28
	sCount                     = lCount * vCount * tCount
)

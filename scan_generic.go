// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "unsafe"

// The generic kernels: portable Go, compiled on every architecture. They
// are the kernels of the generic implementation (useImplementation
// ("generic"), and every build without assembly) and the oracle that the
// assembly kernels, and the dispatchers of scan_kernel.go, are tested against.

// indexNotInGeneric returns the index of the first byte of s that is not in
// class set, or len(s) if every byte is, one byte at a time: the plainest
// reading of the contract, the oracle of indexNotIn and of the kernels
// (the generic implementation runs indexNotIn's own loop, eight bytes at
// a time, which never calls it).
func indexNotInGeneric(s string, set charset) int {
	for i := 0; i < len(s); i++ {
		if !inClass(s[i], set) {
			return i
		}
	}
	return len(s)
}

// indexInGeneric returns the index of the first byte of s that is in class
// set, or len(s) if none is, one byte at a time, as indexNotInGeneric.
func indexInGeneric(s string, set charset) int {
	for i := 0; i < len(s); i++ {
		if inClass(s[i], set) {
			return i
		}
	}
	return len(s)
}

// classifyBlockGeneric fills m for s (1 <= len(s) <= 2*blockMax) one byte
// at a time: the oracle for the kernels, and the classifier of the block
// parser's tests on machines without one. The run masks of the second
// block (next) are filled when s goes on past the first, and left as they
// were otherwise.
func classifyBlockGeneric(s string, m *blockMasks) {
	next := m.next
	if len(s) > blockMax {
		next = runMasksGeneric(s[blockMax:])
		s = s[:blockMax]
	}
	beyond := ^uint64(0) << uint(len(s)&63) // no bit for len(s) = 64
	if len(s) == blockMax {
		beyond = 0
	}
	*m = blockMasks{notScheme: beyond, notUserinfo: beyond, notPath: beyond, next: next}
	for k := 0; k < len(s); k++ {
		c := s[k]
		t := classTable[c]
		bit := uint64(1) << k
		if t&(1<<classScheme) == 0 {
			m.notScheme |= bit
		}
		if t&(1<<classUserinfo) == 0 {
			m.notUserinfo |= bit
		}
		if t&(1<<classPath) == 0 {
			m.notPath |= bit
		}
		if c == '%' {
			m.pct |= bit
		}
		switch c {
		case ':':
			m.colon |= bit
		case '/':
			m.slash |= bit
		case '.':
			m.dot |= bit
		}
	}
}

// classifyRunGeneric fills m for s (1 <= len(s) <= runBatch*blockMax)
// one byte at a time, as the run classifiers do (parse_run.go): the oracle for
// them, and the classifier of the block parser's tests on machines
// without one.
func classifyRunGeneric(s string, m *[runBatch]runMasks) {
	for k := 0; k*blockMax < len(s); k++ {
		m[k] = runMasksGeneric(s[k*blockMax : min(len(s), k*blockMax+blockMax)])
	}
}

// runMasksGeneric returns the run masks of b, 1 <= len(b) <= blockMax.
func runMasksGeneric(b string) runMasks {
	beyond := ^uint64(0) << uint(len(b)&63) // none for a full block
	if len(b) == blockMax {
		beyond = 0
	}
	r := runMasks{notPath: beyond, notQuery: beyond, notHex: beyond}
	for j := 0; j < len(b); j++ {
		t := classTable[b[j]]
		bit := uint64(1) << j
		if t&(1<<classPath) == 0 {
			r.notPath |= bit
		}
		if t&(1<<classQuery) == 0 {
			r.notQuery |= bit
		}
		if b[j] == '%' {
			r.pct |= bit
		}
		if t&(1<<classHEXDIG) == 0 {
			r.notHex |= bit
		}
	}
	return r
}

// classifyBlockIRIGeneric is classifyBlockGeneric with the UTF-8 masks:
// the oracle of the IRI block classifiers.
func classifyBlockIRIGeneric(s string, m *blockMasksIRI) {
	next, slash, dot := m.next, m.slash, m.dot
	classifyBlockGeneric(s, &m.blockMasks)
	m.next, m.slash, m.dot = next, slash, dot // as the kernels leave them
	m.utf8 = utf8MasksGeneric(s)
}

// classifyRunIRIGeneric is classifyRunGeneric with the UTF-8 masks: the
// oracle of the IRI run classifiers.
func classifyRunIRIGeneric(s string, m *[runBatch]runMasksIRI) {
	var u [runBatch]runMasks
	classifyRunGeneric(s, &u)
	for k := 0; k*blockMax < len(s); k++ {
		m[k].runMasks = u[k]
		m[k].utf8 = utf8MasksGeneric(s[k*blockMax : min(len(s), k*blockMax+blockMax)])
	}
}

// bitmapInGeneric is the generic kernel of bitmapIn: for len(s) a
// multiple of 64 and len(dst) = len(s)/64, dst[i] is the bitmap of
// s[64i:64i+64]. It is the oracle of the assembly kernels.
func bitmapInGeneric(dst []uint64, s string, set charset) {
	for i := range dst {
		dst[i] = bitmapWord(s[i*64:i*64+64], set)
	}
}

// copyShort2Generic copies na bytes from a to dst and nb bytes from b after
// them, as copyShort2 does where an implementation has a masked copy (the
// amd64 AVX-512 kernel): the copyShort2 of the others, which
// appendResolveRef does not call (it calls copyShort2 only where
// active.shortCopy is set).
func copyShort2Generic(dst, a *byte, na int, b *byte, nb int) {
	copy(unsafe.Slice(dst, na), unsafe.Slice(a, na))
	copy(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(dst), na)), nb), unsafe.Slice(b, nb))
}

// quietRunGeneric returns n, the length of the quiet blocks at the start
// of s, and the carry after them: the whole blocks of 64 bytes, one after
// the other, that hold only bytes of class set (classPath or classQuery)
// and "%"s, every "%" followed by two hexadecimal digits as far as the
// prefix goes, where carry is what the "%"s of the two bytes before s ask
// of its first two (bit 0: the first byte must be a hexadecimal digit;
// bit 1: the second). The carry returned is the same for the bytes after
// the prefix (carry itself when n is 0). It is the oracle of the
// quiet-run kernels (parse_run.go), which compute the same from the run masks;
// a kernel with kernel.quietTail (AVX-512, with its masked load) also
// reads the last 1 to 63 bytes of s when the blocks before them are
// quiet, and returns len(s) and 0 when they are quiet too: their bytes
// of the class or "%", and no "%" in the last two bytes of s.
func quietRunGeneric(s string, carry uint64, set charset) (int, uint64) {
	n := 0
	for ; n+blockMax <= len(s); n += blockMax {
		m := runMasksGeneric(s[n : n+blockMax])
		notIn := m.notQuery
		if set == classPath {
			notIn = m.notPath
		}
		if notIn&^m.pct != 0 || badTriplets(m.pct, carry, m.notHex) != 0 {
			break
		}
		carry = pctCarry(m.pct)
	}
	return n, carry
}

// utf8MasksGeneric returns the UTF-8 masks of s, len(s) <= 64, one byte
// at a time: the oracle of the IRI classifiers.
func utf8MasksGeneric(s string) utf8Masks {
	var u utf8Masks
	for k := 0; k < len(s); k++ {
		c := s[k]
		bit := uint64(1) << k
		t := utf8Nibbles[c&15] & utf8Nibbles[16+c>>4]
		if c >= 0x80 {
			u.hi |= bit
		}
		for _, f := range [...]struct {
			m    *uint64
			bits uint8
		}{{&u.cont, utf8Cont}, {&u.lo9F, utf8Lo9F}, {&u.lead3, utf8Lead3}, {&u.special, utf8Special}, {&u.e0, utf8E0}, {&u.d8, utf8D8}} {
			if t&f.bits != 0 {
				*f.m |= bit
			}
		}
	}
	return u
}

// bitmapWord returns the bitmap of s, len(s) <= 64: bit k set when s[k]
// is in class set. It reads eight bytes per step, each a load from the
// class's row of classBits and a constant shift.
func bitmapWord(s string, set charset) uint64 {
	t := &classBits[set&(numClasses-1)]
	var x uint64
	k := 0
	for ; k+8 <= len(s); k += 8 {
		b := s[k : k+8]
		x |= (uint64(t[b[0]]) | uint64(t[b[1]])<<1 | uint64(t[b[2]])<<2 | uint64(t[b[3]])<<3 |
			uint64(t[b[4]])<<4 | uint64(t[b[5]])<<5 | uint64(t[b[6]])<<6 | uint64(t[b[7]])<<7) << (k & 63)
	}
	for ; k < len(s); k++ {
		x |= uint64(t[s[k]]) << (k & 63)
	}
	return x
}

// classBits holds classTable one class at a time: 1 for the bytes in the
// class, 0 for the others.
var classBits = func() (t [numClasses][256]uint8) {
	for set := range t {
		for c := range t[set] {
			t[set][c] = uint8(classTable[c] >> set & 1)
		}
	}
	return t
}()

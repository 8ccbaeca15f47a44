// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// charset names one of the character classes of table.go (a bit number in
// classTable). The kernels take a charset rather than a mask so that every
// implementation, generic or SIMD, can keep its own table for each class.
type charset uint8

// The kernels answer one question: where is the first byte of s that is (or
// is not) in a class? The parser calls indexNotIn to jump over a whole
// component, so one call covers most components. The generic versions below
// are always compiled, on every architecture: they are the oracle that the
// assembly implementations are tested against.

// indexNotInGeneric returns the index of the first byte of s that is not in
// class set, or len(s) if every byte is.
func indexNotInGeneric(s string, set charset) int {
	m := uint16(1) << set
	i := 0
	// Eight bytes at a time: the AND of their classes has the bit only if
	// every one of them is in the set. One branch per eight bytes.
	for ; len(s)-i >= 8; i += 8 {
		b := s[i : i+8]
		if classTable[b[0]]&classTable[b[1]]&classTable[b[2]]&classTable[b[3]]&
			classTable[b[4]]&classTable[b[5]]&classTable[b[6]]&classTable[b[7]]&m == 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if classTable[s[i]]&m == 0 {
			return i
		}
	}
	return len(s)
}

// indexInGeneric returns the index of the first byte of s that is in class
// set, or len(s) if none is.
func indexInGeneric(s string, set charset) int {
	m := uint16(1) << set
	i := 0
	// Eight bytes at a time: the OR of their classes has the bit if any
	// one of them is in the set.
	for ; len(s)-i >= 8; i += 8 {
		b := s[i : i+8]
		if (classTable[b[0]]|classTable[b[1]]|classTable[b[2]]|classTable[b[3]]|
			classTable[b[4]]|classTable[b[5]]|classTable[b[6]]|classTable[b[7]])&m != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if classTable[s[i]]&m != 0 {
			return i
		}
	}
	return len(s)
}

// inClass reports whether c belongs to class set.
func inClass(c byte, set charset) bool { return classTable[c]&(1<<set) != 0 }

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
// one byte at a time, as the run classifiers do (run.go): the oracle for
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

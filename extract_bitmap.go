// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/bits"
	"unicode/utf8"
)

// The searches of the window over its bitmaps: the lowest stage of the
// extractor, which every handler calls and which calls none of them.

// The engine classifies the window mapBytes at a time into two bitmaps
// (bitmap.go): the bytes that may begin a reference, and those that end a
// word. Each search for the next one is then a trailing-zero count.
const (
	mapWords = 32
	mapBytes = mapWords * 64
)

// mapFrom classifies w[i:] up to mapBytes into e.trig and e.stop.
func (e *engine) mapFrom(w []byte, i int) {
	s := asString(w[i:min(len(w), i+mapBytes)])
	e.mapAt, e.mapEnd = i, i+len(s)
	bitmapIn(e.trig[:], s, classTrigger)
	bitmapIn(e.stop[:], s, classURI)
	n := (len(s) + 63) >> 6
	for k := range e.stop[:n] {
		e.stop[k] = ^e.stop[k]
	}
	if r := len(s) & 63; r != 0 {
		e.stop[n-1] &= 1<<r - 1
	}
}

// next returns the index of the first byte of w[i:lim] whose bit is set in
// m (e.trig or e.stop), or lim, lim <= len(w). It classifies the window
// anew when i lies outside the stretch classified last.
func (e *engine) next(m *[mapWords]uint64, w []byte, i, lim int) int {
	for i < lim {
		if i < e.mapAt || i >= e.mapEnd {
			e.mapFrom(w, i)
		}
		k := i - e.mapAt
		x := m[k>>6&(mapWords-1)] >> (k & 63)
		if x != 0 {
			return min(i+bits.TrailingZeros64(x), lim)
		}
		end := min(e.mapEnd, lim)
		for k = k>>6 + 1; k<<6 < end-e.mapAt; k++ {
			if x = m[k&(mapWords-1)]; x != 0 {
				return min(e.mapAt+k<<6+bits.TrailingZeros64(x), lim)
			}
		}
		i = end
	}
	return lim
}

// inWord returns the index of the first byte at or after i whose bit is
// set in m, when the word of the bitmap that holds i has one: the common
// case, small enough to inline. next does the rest.
func (e *engine) inWord(m *[mapWords]uint64, i int) (int, bool) {
	if k := uint(i - e.mapAt); k < uint(e.mapEnd-e.mapAt) {
		if x := m[k>>6&(mapWords-1)] >> (k & 63); x != 0 {
			return i + bits.TrailingZeros64(x), true
		}
	}
	return 0, false
}

// nextStop returns the index of the first byte of w[i:lim] outside
// classURI, or lim.
func (e *engine) nextStop(w []byte, i, lim int) int {
	if j, ok := e.inWord(&e.stop, i); ok {
		return min(j, lim)
	}
	return e.next(&e.stop, w, i, lim)
}

// wordExtra holds the ASCII bytes outside classURI that do not end a
// candidate: a reference that holds one is reported as invalid rather
// than cut.
var wordExtra = func() (t [utf8.RuneSelf]bool) {
	for _, c := range []byte(`\^{|}`) {
		t[c] = true
	}
	return t
}()

// wordEnd returns the index of the first byte at or after i that ends a
// candidate word, or len(w). Beyond ASCII, a word goes on over the
// characters that some IRI can hold (textChar), and ends at any other
// byte: one that is not UTF-8, and a character no IRI holds, such as a C1
// control or a bidirectional formatting character, or Unicode white
// space (in an authority, colon reads on past some of these:
// spanAuthority). A character cut by the end of the window keeps the word
// open (it returns len(w)) unless the window ends the input.
func (e *engine) wordEnd(w []byte, i int) int {
	j := i
	for {
		j = e.nextStop(w, j, len(w))
		if j >= len(w) {
			break
		}
		if c := w[j]; c < utf8.RuneSelf {
			if !wordExtra[c] {
				break
			}
			j++
			continue
		}
		n := textChar(w[j:])
		if n < 0 && !e.atEOF {
			j = len(w)
			break
		}
		if n <= 0 {
			break
		}
		j += n
	}
	return j
}

// targetEnd returns the index of the first space or control byte of
// w[i:lim], or lim.
func (e *engine) targetEnd(w []byte, i, lim int) int {
	j := i
	for j < lim {
		j = e.nextStop(w, j, lim)
		if j >= lim {
			j = lim
			break
		}
		if c := w[j]; c <= ' ' || c == 0x7f {
			break
		}
		j++
	}
	return j
}

// fieldEnd returns the index of the first byte of w[i:lim] that ends a
// field: a control byte, or in a quoted field a '"' that a backslash does
// not escape; or lim. In a quoted field, esc says that w[i] is escaped,
// and the second result whether w[lim] is, when it returns lim.
func (e *engine) fieldEnd(w []byte, i, lim int, quoted, esc bool) (int, bool) {
	j := i
	if esc {
		switch {
		case j >= lim:
			return lim, true
		case isControl(w[j]):
			return j, false
		}
		j++
	}
	esc = false
scan:
	for j < lim {
		j = e.nextStop(w, j, lim)
		if j >= lim {
			break
		}
		switch c := w[j]; {
		case isControl(c):
			break scan
		case !quoted:
		case c == '"':
			break scan
		case c == '\\':
			if j+1 >= lim {
				j, esc = lim, true
				break scan
			}
			if isControl(w[j+1]) {
				j++
				break scan
			}
			j++
		}
		j++
	}
	j = min(j, lim)
	return j, esc
}

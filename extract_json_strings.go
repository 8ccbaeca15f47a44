// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
)

// The strings of JSON records (extract_json.go), as jsonRecord reads
// them: where a string ends, and whether it may hold a reference. Their
// keys are read in extract_json_keys.go, their values in
// extract_json_values.go.

// quoteInWord is plainString when the word of e.trig that holds j holds
// the closing quote, as it does for most keys (the string then holds
// neither ':' nor '<'), and inlined; it returns -1 otherwise.
func (e *engine) quoteInWord(w []byte, j, le int) int {
	if q, ok := e.inWord(&e.trig, j); ok && q < le && w[q] == '"' {
		return q
	}
	return -1
}

// plainString returns the index of the closing quote of the string whose
// text starts at w[j] in a plain record (one without backslashes and
// controls, see jsonRecord), or le, and whether the text rules may find a
// reference at a byte of e.trig before the quote (which the record holds
// since it holds no '\n'): a ':' that mayEndScheme lets through, as the
// text rules' loop does (most colons of a log are in times, addresses and
// user agents), or a '<' before a letter, where a URI in angle brackets
// would start (angle).
func (e *engine) plainString(w []byte, j, le int) (int, bool) {
	trig := false
	for s := j; ; {
		q, ok := e.inWord(&e.trig, j)
		if !ok {
			q = e.next(&e.trig, w, j, le)
		}
		if q >= le || w[q] == '"' {
			return min(q, le), trig
		}
		if !trig {
			if w[q] == ':' {
				trig = q > s && e.colonInString(w, q)
			} else {
				trig = q+1 < le && isALPHAByte(w[q+1])
			}
		}
		j = q + 1
	}
}

// colonInString is mayEndScheme for a colon at w[c] in a string of a
// plain record, which ends at the next '"': as the text rules read the
// string alone, one of the two bytes after the colon that is the quote
// ends their input, and lets the colon through.
func (e *engine) colonInString(w []byte, c int) bool {
	if e.mayEndScheme(w, c) {
		return true
	}
	// Refused for the byte before the colon, or for the two after it,
	// which are then in w.
	return e.slashOK && isSchemeByte(w[c-1]) && (w[c+1] == '"' || w[c+2] == '"')
}

// jsonString returns the index of the closing quote of the JSON string
// whose opening quote is w[i], looking no further than le, and whether
// the string holds escapes: jsonCut when it runs into le, jsonBad when it
// holds a control byte or an escape that is not one of JSON's or \xHH.
// e.jsonMap holds the bytes that end a run of its text: '"', '\\' and
// the controls. (The strings of most records, which hold neither
// backslashes nor controls, are read by plainString.)
func (e *engine) jsonString(w []byte, i, le int) (q int, esc bool, st jsonResult) {
	j := i + 1
	for {
		// Within the record: a record that needs the map is seldom
		// near another.
		k := e.nextJSONSpecial(w[:le], j, le)
		if k >= le {
			return le, esc, jsonCut
		}
		switch c := w[k]; {
		case c == '"':
			return k, esc, jsonOK
		case c >= ' ' && c != '\\':
			// A byte jsonSpecials marks above one it found.
			j = k + 1
			continue
		case c != '\\':
			return k, esc, jsonBad // a control
		}
		n, short := jsonEscLen(w[k:le])
		if n == 0 {
			if short {
				return le, esc, jsonCut
			}
			return k, esc, jsonBad
		}
		esc = true
		j = k + n
	}
}

// nextJSONSpecial returns the index of the first byte of w[j:le] that is
// '"', '\\' or a control, or le: a trailing-zero count in e.jsonMap when
// the word that holds j has one, as in most strings.
func (e *engine) nextJSONSpecial(w []byte, j, le int) int {
	if k := uint(j - e.jsonAt); k < uint(e.jsonEnd-e.jsonAt) {
		if x := e.jsonMap[k>>6&(mapWords-1)] >> (k & 63); x != 0 {
			return min(j+bits.TrailingZeros64(x), le)
		}
	}
	return e.jsonSpecialBeyond(w, j, le)
}

// jsonSpecialBeyond is nextJSONSpecial beyond the word of e.jsonMap
// that holds j, as next is inWord's.
func (e *engine) jsonSpecialBeyond(w []byte, j, le int) int {
	for j < le {
		if j < e.jsonAt || j >= e.jsonEnd {
			e.jsonMapFrom(w, j)
		}
		k := j - e.jsonAt
		if x := e.jsonMap[k>>6&(mapWords-1)] >> (k & 63); x != 0 {
			return min(j+bits.TrailingZeros64(x), le)
		}
		end := min(e.jsonEnd, le)
		for k = k>>6 + 1; k<<6 < end-e.jsonAt; k++ {
			if x := e.jsonMap[k&(mapWords-1)]; x != 0 {
				return min(e.jsonAt+k<<6+bits.TrailingZeros64(x), le)
			}
		}
		j = end
	}
	return le
}

// jsonMapFrom sets e.jsonMap to the bytes '"', '\\' and the controls of
// w[i:] up to mapBytes, eight bytes at a time (jsonSpecials), as mapFrom
// does the bitmaps of the text rules.
func (e *engine) jsonMapFrom(w []byte, i int) {
	s := w[i:min(len(w), i+mapBytes)]
	e.jsonAt, e.jsonEnd = i, i+len(s)
	var word uint64
	k := 0
	for t := s; len(t) >= 8; t = t[8:] {
		word |= packHigh(jsonSpecials(binary.LittleEndian.Uint64(t))) << (k & 63)
		if k&63 == 56 {
			e.jsonMap[k>>6&(mapWords-1)] = word
			word = 0
		}
		k += 8
	}
	for ; k < len(s); k++ {
		if c := s[k]; c == '"' || c == '\\' || c < ' ' {
			word |= 1 << (k & 63)
		}
	}
	if k&63 != 0 {
		e.jsonMap[k>>6&(mapWords-1)] = word
	}
}

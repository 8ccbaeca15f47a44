// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
)

// The strings, keys and values of JSON records (extract_json.go).

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
	e.count(len(s))
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

// pathCut marks the length of a key path that a key cut (maxKeyPath): the
// keys below it add nothing, so that a path is a prefix of the whole one.
const pathCut = 1 << 15

// jsonKey takes the key, unescaped, of an object at depth depth: it
// writes it into the key path after the path of its object, and returns
// how its value is read (keyClass), and the length of the path of its
// value.
func (e *engine) jsonKey(key []byte, depth int) (keyClass, int) {
	js := &e.js
	var url bool
	if e.jsonKeys == nil {
		url = defaultURLKey(key)
	} else {
		url = e.urlKey(key)
	}
	js.ver++
	o := int(js.plen[depth])
	if o&pathCut != 0 || o == len(js.path) {
		return e.keyClass(key, key, url), o // no room for a byte of it
	}
	// Each key, the first one too, is written after a ".", which keySpan
	// leaves out of the first: so an empty key is an empty segment
	// wherever it lies ("{"":{"url":…}}" has the path ".url").
	js.path[o] = '.'
	o++
	if len(key) <= 16 && cap(key) >= 16 && o+16 <= len(js.path) {
		// Most keys are short: two words, the bytes past the key
		// (those after it in the window, in key's capacity) unused.
		k := key[:16]
		binary.LittleEndian.PutUint64(js.path[o:], binary.LittleEndian.Uint64(k))
		binary.LittleEndian.PutUint64(js.path[o+8:], binary.LittleEndian.Uint64(k[8:]))
		return e.keyClass(key, js.path[1:o+len(key)], url), o + len(key)
	}
	k := copy(js.path[o:], key)
	if k == len(key) {
		return e.keyClass(key, js.path[1:o+k], url), o + k
	}
	// Cut: not within a character, and a key of which nothing is left
	// goes with its dot.
	for k > 0 && key[k]&0xC0 == 0x80 {
		k--
	}
	if k == 0 {
		o--
	}
	return e.keyClass(key, key, url), (o + k) | pathCut
}

// urlKey reports whether key, unescaped, is one of e.jsonKeys (nil:
// defaultJSONKeys), or ends with the suffix of one that starts with "*",
// without regard to ASCII case.
func (e *engine) urlKey(key []byte) bool {
	if e.jsonKeys == nil {
		return defaultURLKey(key)
	}
	for _, k := range e.jsonKeys {
		e.count(1)
		if len(k) > 0 && k[0] == '*' {
			k = k[1:]
			if len(key) >= len(k) && equalFoldASCII(asString(key[len(key)-len(k):]), k) {
				e.count(len(k))
				return true
			}
		} else if len(k) == len(key) && k != "" && equalFoldASCII(asString(key), k) {
			e.count(len(k))
			return true
		}
		// A comparison reads at most the length of k; most stop at once.
		e.count(min(len(k), len(key)))
	}
	return false
}

// defaultURLKey is urlKey for defaultJSONKeys (TestDefaultURLKey holds
// them to the same answers): the suffixes first, then the names that do
// not end with one, by length. It reads at most the last 13 bytes of key,
// which are counted in the work of the record (jsonRecord).
func defaultURLKey(key []byte) bool {
	n := len(key)
	if n >= 3 && urlSuffix(key[n-3:]) || n >= 4 && key[n-1]|0x20 == 's' && urlSuffix(key[n-4:n-1]) {
		return true
	}
	k := asString(key)
	switch n {
	case 4:
		return equalFoldASCII(k, "href") || equalFoldASCII(k, "path")
	case 7:
		return equalFoldASCII(k, "referer")
	case 8:
		return equalFoldASCII(k, "location") || equalFoldASCII(k, "referrer")
	case 12:
		return equalFoldASCII(k, "http_referer")
	case 13:
		return equalFoldASCII(k, "http_referrer")
	}
	return false
}

// urlSuffix reports whether t, three bytes, is "url" or "uri" in any
// case (c|0x20 is a lower-case letter only for that letter's two cases).
func urlSuffix(t []byte) bool {
	return t[0]|0x20 == 'u' && t[1]|0x20 == 'r' && (t[2]|0x20 == 'l' || t[2]|0x20 == 'i')
}

// keySpan returns the span in e.clean of the key path of length n (a
// length of jsonKey's), which it appends to e.clean unless the matches
// before it in the record hold it.
func (e *engine) keySpan(n int) Span {
	js := &e.js
	n &^= pathCut
	if js.keyVer == js.ver && js.keyLen == n {
		return js.keySpan
	}
	c0 := len(e.clean)
	if n > 0 {
		e.clean = append(e.clean, js.path[1:n]...) // but the "." before the first key
	}
	e.count(n)
	js.keyVer, js.keyLen, js.keySpan = js.ver, n, Span{c0, len(e.clean)}
	return js.keySpan
}

// A stringValue is a string value of a JSON record, as jsonRecord hands
// it on: its raw text, and what the record around it says of it.
type stringValue struct {
	vs, ve  int      // the raw text, w[vs:ve], between the quotes
	esc     bool     // the raw text holds escapes
	trig    bool     // the text rules may find a reference in it (plainString)
	kc      keyClass // how its key says it is read
	pathLen int      // the length of its key path (jsonKey)
	depth   int      // the depth of the object or array it lies in
}

// jsonValue reports the references of the string value v: the value
// itself when its key names a URL (kcURL), or what the text rules find
// in it.
func (e *engine) jsonValue(w []byte, v *stringValue, sub *engine) {
	if v.kc == kcURL {
		e.jsonURL(w, v)
		return
	}
	vs, ve := v.vs, v.ve
	n0 := len(e.dst)
	if !v.esc {
		e.textValue(w, vs, ve)
		if len(e.dst) == n0 {
			return
		}
		key := e.keySpan(v.pathLen)
		for k := n0; k < len(e.dst); k++ {
			e.dst[k].Flags |= FlagJSON
			e.dst[k].Key = key
		}
		return
	}
	// The text rules read the unescaped text, in clean, by sub, whose
	// bitmaps are its own.
	c0 := len(e.clean)
	e.clean = appendJSONUnescape(e.clean, w[vs:ve])
	e.count(ve - vs)
	u := e.clean[c0:len(e.clean):len(e.clean)]
	sub.minStart = 0
	sub.dst, sub.clean = e.dst, e.clean
	sub.run(window{w: u, atEOF: true}, nil)
	e.dst, e.clean = sub.dst, sub.clean
	if countWork {
		e.work += sub.work
		sub.work = 0
	}
	if len(e.dst) == n0 {
		e.clean = e.clean[:c0]
		return
	}
	key := e.keySpan(v.pathLen)
	off := e.base + vs
	rm := jsonRawMap{raw: w[vs:ve], bs: -1}
	for k := n0; k < len(e.dst); k++ {
		m := &e.dst[k]
		us, ue := m.Start, m.End
		m.Start = off + rm.at(us)
		m.End = off + rm.at(ue)
		m.Flags |= FlagJSON
		m.Key = key
		if m.End-m.Start == ue-us {
			// No escape in its raw text, which each makes longer: the
			// text is that of the input.
			continue
		}
		if m.Flags&FlagCleaned == 0 {
			m.Clean = Span{c0 + us, c0 + ue}
		}
		m.Flags |= FlagUnescaped
	}
	e.count(rm.r)
}

// textValue reads the string value w[vs:ve], which holds no escape, by
// the text rules, as an input of its own (a request line at its start,
// "GET /a HTTP/1.1", is one): in place, with e's bitmaps, which hold the
// record. The value holds no '"' or '\n', so no handler looks before vs,
// and none past ve in w[:ve].
func (e *engine) textValue(w []byte, vs, ve int) {
	atEOF, minStart := e.atEOF, e.minStart
	e.atEOF = true
	v := w[:ve]
	i := vs
	if next, vd := e.requestLine(v, vs, reqLine); vd == vYes {
		i = next
	}
	r := e.loop(v, i, i, nil)
	e.count(max(r-i, 0))
	e.atEOF, e.minStart = atEOF, minStart
}

// startsRequest reports whether v, a string value that holds neither ':'
// nor '<' (nor, unescaped, '"' or '\n'), may hold a reference for the
// text rules: whether it begins with a request line, a method and a
// space. Most values of a log (numbers as strings, levels, methods,
// addresses) hold none.
func startsRequest(v []byte) bool {
	j := 0
	for j < len(v) && j <= 20 && isMethodByte(v[j]) {
		j++
	}
	return j > 0 && j < len(v) && v[j] == ' '
}

// jsonURL reports the string value v, whose key names a URL, as one
// reference, unless it is empty or "-", which say that there is none.
func (e *engine) jsonURL(w []byte, v *stringValue) {
	c0 := len(e.clean)
	m, text, ok := e.jsonWhole(w, v, KindValue)
	if !ok || e.schemes != nil && !e.valueOK(text) {
		e.clean = e.clean[:c0]
		return
	}
	var flags MatchFlags
	m.Ref, m.Err, flags = e.candidate(KindValue, asString(text))
	m.Flags |= flags
	m.Key = e.keySpan(v.pathLen)
	e.dst = append(e.dst, m)
}

// jsonWhole returns the Match, of kind, of the whole string value v
// (unescaped into e.clean when it holds escapes), and its text; ok is
// false when the value is empty or "-", which say that there is none.
func (e *engine) jsonWhole(w []byte, v *stringValue, kind MatchKind) (m Match, text []byte, ok bool) {
	m = Match{Start: e.base + v.vs, End: e.base + v.ve, Kind: kind, Flags: FlagJSON}
	text = w[v.vs:v.ve]
	if v.esc {
		c0 := len(e.clean)
		e.clean = appendJSONUnescape(e.clean, text)
		e.count(len(text))
		text = e.clean[c0:]
		m.Flags |= FlagUnescaped
		m.Clean = Span{c0, len(e.clean)}
	}
	return m, text, len(text) > 0 && (len(text) != 1 || text[0] != '-')
}

// valueOK applies the scheme filter to the value of a key that names a
// URL: one with a scheme passes when it is listed, one without when http
// is, as a request-target does (such values are mostly request paths).
func (e *engine) valueOK(text []byte) bool {
	j := 0
	if len(text) > 0 && isALPHAByte(text[0]) {
		j = 1 + indexNotIn(asString(text[1:min(len(text), maxSchemeLen+1)]), classScheme)
	}
	e.count(j)
	if j > 0 && j < len(text) && text[j] == ':' {
		return e.listed(text[:j])
	}
	return e.httpOK
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
)

// The strings and keys of JSON records (extract_json.go), as jsonRecord
// reads them: where a string ends, whether it may hold a reference, and
// what its key says of the value that follows.

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

// A keyClass says how the string value of a key is read.
type keyClass uint8

const (
	kcNone         keyClass = iota // by the text rules
	kcURL                          // one reference (JSONKeys)
	kcMethod                       // the method of the request-targets of its object
	kcTargetIfText                 // kcTargetIf of a key not in JSONKeys: a target when its method came first, else kcNone
	kcTarget                       // a request-target (JSONTargets)
	kcTargetIf                     // a request-target when its object has a method, else kcURL ("?" in JSONTargets)
)

// defaultJSONTargets are the keys of DefaultJSONTargets.
var defaultJSONTargets = []string{
	"request.uri", "request_uri", "RequestPath", "request_url", "cs-uri-stem", "http.target", ":path",
	"?path", "?uri", "?url",
}

// DefaultJSONTargets returns the keys whose string values are
// request-targets when ExtractOptions.JSONTargets is nil: request.uri
// (Caddy), request_uri (nginx's $request_uri), RequestPath (Traefik),
// request_url (AWS ALB), cs-uri-stem (CloudFront), http.target
// (OpenTelemetry's former HTTP convention), :path (HTTP/2 and Envoy's
// header), and path, uri and url in an object that has a method key
// (Envoy and Go slog middleware: {"method":"GET","path":"/a"}). It
// returns a new slice on each call.
func DefaultJSONTargets() []string { return append([]string(nil), defaultJSONTargets...) }

// methodKeys are the keys whose string value is the method of the
// request-targets of their object, compared as targets are: method (and
// so request.method, http.request.method), :method, request_method
// (nginx), RequestMethod (Traefik), cs-method (CloudFront), request_verb
// (AWS ALB), http_method.
var methodKeys = []string{"method", ":method", "request_method", "RequestMethod", "cs-method", "request_verb", "http_method"}

// segSuffix reports whether p, a key path without its first ".", ends
// with suf at the start of a segment ("request.uri" ends with "uri" and
// with "request.uri", not with "est.uri"), without regard to ASCII case.
func segSuffix(p []byte, suf string) bool {
	n, k := len(p), len(suf)
	return n >= k && (n == k || p[n-k-1] == '.') && equalFoldASCII(asString(p[n-k:]), suf)
}

// keyClass returns the class of the key whose path (without its first
// ".") is p and whose last segment, the key as written, is key: a method,
// a target, or what JSONKeys says (kcURL or kcNone).
func (e *engine) keyClass(key, p []byte, url bool) keyClass {
	var kc keyClass
	if e.jsonTargets == nil {
		kc = defaultTargetClass(key, p)
		e.count(len(key))
	} else {
		kc = e.listClass(p)
	}
	switch {
	case kc == kcTargetIf && !url:
		return kcTargetIfText
	case kc != kcNone:
		return kc
	}
	if url {
		return kcURL
	}
	return kcNone
}

// listClass is keyClass for the keys of e.jsonTargets and methodKeys.
func (e *engine) listClass(p []byte) keyClass {
	for _, k := range methodKeys {
		e.count(min(len(k), len(p)) + 1)
		if segSuffix(p, k) {
			return kcMethod
		}
	}
	for _, k := range e.jsonTargets {
		kc := kcTarget
		if len(k) > 0 && k[0] == '?' {
			k, kc = k[1:], kcTargetIf
		}
		e.count(min(len(k), len(p)) + 1)
		if k != "" && segSuffix(p, k) {
			return kc
		}
	}
	return kcNone
}

// defaultTargetClass is listClass for defaultJSONTargets (TestDefaultTargetClass
// holds them to the same answers): it rules most keys out by their last
// byte, and compares at most a few suffixes of p.
func defaultTargetClass(key, p []byte) keyClass {
	if len(key) == 0 {
		return kcNone
	}
	switch key[len(key)-1] | 0x20 {
	case 'd':
		if segSuffix(p, "method") || segSuffix(p, ":method") || segSuffix(p, "request_method") ||
			segSuffix(p, "requestmethod") || segSuffix(p, "cs-method") || segSuffix(p, "http_method") {
			return kcMethod
		}
	case 'b':
		if segSuffix(p, "request_verb") {
			return kcMethod
		}
	case 'i', 'l':
		switch {
		case segSuffix(p, "request.uri"), segSuffix(p, "request_uri"), segSuffix(p, "request_url"):
			return kcTarget
		case segSuffix(p, "uri"), segSuffix(p, "url"):
			return kcTargetIf
		}
	case 'h':
		switch {
		case segSuffix(p, "requestpath"), segSuffix(p, ":path"):
			return kcTarget
		case segSuffix(p, "path"):
			return kcTargetIf
		}
	case 'm':
		if segSuffix(p, "cs-uri-stem") {
			return kcTarget
		}
	case 't':
		if segSuffix(p, "http.target") {
			return kcTarget
		}
	}
	return kcNone
}

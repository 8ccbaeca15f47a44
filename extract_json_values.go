// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The string values of JSON records (extract_json.go): what is reported
// of each, as its key says (jsonStringValue). A value that is one
// reference is read in extract_json_whole.go; any other by the text
// rules, here.

// A stringValue is a string value of a JSON record, as jsonRecord hands
// it on: its raw text, and what the record around it says of it.
type stringValue struct {
	vs, ve  int      // the raw text, w[vs:ve], between the quotes
	esc     bool     // the raw text holds escapes
	trig    bool     // the text rules may find a reference in it (plainString)
	kc      keyClass // how its key says it is read
	pathLen int      // the length of its key path (jsonKey)
	depth   int      // the depth of the object or array it lies in

	// Set by jsonStringValue: the text of the value, unescaped when esc
	// into e.clean at clean (and then read only), or w[vs:ve].
	text  []byte
	clean Span
}

// jsonStringValue reports the references of the string value v, as its
// key's class (v.kc) says. It unescapes a value that holds escapes once,
// into e.clean, for all the readers below, and gives the matches of the
// value their key path and FlagJSON.
func (e *engine) jsonStringValue(w []byte, v *stringValue, sub *engine) {
	c0 := len(e.clean)
	v.text = w[v.vs:v.ve]
	if v.esc {
		e.clean = appendJSONUnescape(e.clean, v.text)
		v.clean = Span{c0, len(e.clean)}
		v.text = e.clean[c0:len(e.clean):len(e.clean)]
	}
	n0 := len(e.dst)
	keep := c0 // what clean keeps when the value reports nothing
	switch v.kc {
	case kcTarget, kcTargetIf, kcTargetIfText:
		if !e.jsonTarget(w, v) {
			e.jsonValue(w, v, sub)
		}
	case kcURL:
		e.jsonURL(v)
	case kcMethod:
		// The method is kept, in clean when unescaped; reading it may
		// drop targets that waited for it, before n0.
		e.jsonMethod(w, v)
		n0, keep = len(e.dst), len(e.clean)
		if v.esc || v.trig || startsRequest(v.text) {
			e.jsonValue(w, v, sub)
		}
	default:
		e.jsonValue(w, v, sub)
	}
	if len(e.dst) == n0 {
		e.clean = e.clean[:keep]
		return
	}
	key := e.keySpan(v.pathLen)
	for k := n0; k < len(e.dst); k++ {
		e.dst[k].Flags |= FlagJSON
		e.dst[k].Key = key
	}
}

// jsonValue reports the references that the text rules find in the
// string value v.
func (e *engine) jsonValue(w []byte, v *stringValue, sub *engine) {
	if !v.esc {
		e.textValue(w, v.vs, v.ve)
		return
	}
	// The text rules read the unescaped text, in clean, by sub, whose
	// bitmaps are its own.
	n0 := len(e.dst)
	sub.minStart = 0
	sub.dst, sub.clean = e.dst, e.clean
	sub.run(window{w: v.text, atEOF: true}, nil)
	e.dst, e.clean = sub.dst, sub.clean
	off, c0 := e.base+v.vs, v.clean.Start
	rm := jsonRawMap{raw: w[v.vs:v.ve], bs: -1}
	for k := n0; k < len(e.dst); k++ {
		m := &e.dst[k]
		us, ue := m.Start, m.End
		m.Start = off + rm.at(us)
		m.End = off + rm.at(ue)
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
	e.loop(v, i, i, nil)
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
	js.keyVer, js.keyLen, js.keySpan = js.ver, n, Span{c0, len(e.clean)}
	return js.keySpan
}

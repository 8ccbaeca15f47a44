// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The string values of JSON records (extract_json.go): what is reported
// of each, as its key says.

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

// jsonStringValue reports the references of the string value v, as its
// key's class (v.kc) says.
func (e *engine) jsonStringValue(w []byte, v *stringValue, sub *engine) {
	switch v.kc {
	case kcTarget, kcTargetIf:
		e.jsonTarget(w, v)
		return
	case kcTargetIfText:
		if _, ok := e.js.tg.methodAt(v.depth, e.clean, w); ok {
			v.kc = kcTarget
			e.jsonTarget(w, v)
			return
		}
	case kcMethod:
		e.jsonMethod(w, v)
		if !v.esc && !v.trig && !startsRequest(w[v.vs:v.ve]) {
			return
		}
	}
	e.jsonValue(w, v, sub)
}

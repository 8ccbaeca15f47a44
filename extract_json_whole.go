// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The string values of JSON records that are one reference each: the
// value of a key that names a URL (jsonURL), and the request-target of a
// target key (jsonTarget), which jsonStringValue hands on whole.

// jsonURL reports the string value v, whose key names a URL, as one
// reference, unless it is empty or "-", which say that there is none.
func (e *engine) jsonURL(v *stringValue) {
	if m, ok := e.jsonWhole(v, KindValue); ok && e.valueRef(&m, v.text) {
		e.dst = append(e.dst, m)
	}
}

// jsonWhole returns the Match, of kind, of the whole string value v, its
// text v.text; ok is false when the value is empty or "-", which say
// that there is none.
func (e *engine) jsonWhole(v *stringValue, kind MatchKind) (m Match, ok bool) {
	m = Match{Start: e.base + v.vs, End: e.base + v.ve, Kind: kind, Flags: FlagJSON}
	if v.esc {
		m.Flags |= FlagUnescaped
		m.Clean = v.clean
	}
	t := v.text
	return m, len(t) > 0 && (len(t) != 1 || t[0] != '-')
}

// Request-targets in JSON records (issue 44). A server's JSON log writes
// the request-target of each request under a key of its own, and its
// method under another of the same object: Caddy's request.uri and
// request.method, nginx's $request_uri and $request_method, Traefik's
// RequestPath and RequestMethod. Such a value is not a URI reference but
// a request-target (RFC 9112 3.2): "//a/b" is an origin-form path, not
// the authority a; "h:443" under CONNECT is the authority-form, not the
// scheme h. The value is read as a target of the method of its object,
// which may come after it: a target whose object has not given its
// method yet waits, as a Match already in dst, for the method key or the
// end of its object. A record holds at most maxWaiting such targets and
// maxMethods methods at a time (a deeper one is read without waiting),
// so the state is bounded and each value is parsed once.

// Bounds of the state of request-targets in a record.
const (
	maxWaiting = 4 // targets that wait for the method of their object
	maxMethods = 4 // methods of the objects open around the value read
)

// jsonTargets is the state of the request-targets of the record being
// read: the methods of the open objects, and the targets that wait for
// one, each a stack in the order of depth.
type jsonTargets struct {
	meth  [maxMethods]struct{ depth, s, e int } // in w, or in clean when depth < 0
	wait  [maxWaiting]struct{ depth, i int }    // i: index of the Match in dst; depth < 0: kcTargetIf
	nm    int
	nw    int
	watch int // the deepest depth of an entry, 0 when there is none
}

// methodAt returns the method recorded for the object at depth d, and
// whether there is one.
func (t *jsonTargets) methodAt(d int, clean, w []byte) ([]byte, bool) {
	if t.nm == 0 {
		return nil, false
	}
	m := t.meth[t.nm-1]
	switch {
	case m.depth == d:
		return w[m.s:m.e], true
	case m.depth == -d:
		return clean[m.s:m.e], true
	}
	return nil, false
}

// setWatch sets t.watch from the tops of the stacks.
func (t *jsonTargets) setWatch() {
	t.watch = 0
	if t.nm > 0 {
		t.watch = abs(t.meth[t.nm-1].depth)
	}
	if t.nw > 0 {
		t.watch = max(t.watch, abs(t.wait[t.nw-1].depth))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// jsonMethod records the string value v of a method key of the object
// at depth v.depth, and reads the targets of that object that wait for
// it. An escaped method is kept where jsonStringValue unescaped it.
func (e *engine) jsonMethod(w []byte, v *stringValue) {
	t := &e.js.tg
	d := v.depth
	if t.nm > 0 && abs(t.meth[t.nm-1].depth) == d {
		t.nm-- // a second method key of the object: the last one holds
	}
	if t.nm == maxMethods {
		return
	}
	m := &t.meth[t.nm]
	m.depth, m.s, m.e = d, v.vs, v.ve
	if v.esc {
		m.depth, m.s, m.e = -d, v.clean.Start, v.clean.End
	}
	t.nm++
	for t.nw > 0 && abs(t.wait[t.nw-1].depth) == d {
		t.nw--
		e.readTarget(w, t.wait[t.nw].i, t.wait[t.nw].depth < 0, d)
	}
	t.setWatch()
}

// jsonTarget reports the string value v of a target key (v.kc) of the
// object at depth v.depth: at once when the object has given its method,
// and otherwise as a Match that waits for it. A value of kcTargetIfText
// is a target only when its object has given its method: otherwise
// jsonTarget returns false, and the value is text.
func (e *engine) jsonTarget(w []byte, v *stringValue) bool {
	t := &e.js.tg
	d := v.depth
	_, known := t.methodAt(d, e.clean, w)
	if v.kc == kcTargetIfText {
		if !known {
			return false
		}
		v.kc = kcTarget
	}
	m, ok := e.jsonWhole(v, KindTarget)
	if !ok {
		return true
	}
	e.dst = append(e.dst, m)
	if known || t.nw == maxWaiting {
		e.readTarget(w, len(e.dst)-1, v.kc == kcTargetIf, d)
		return true
	}
	wd := d
	if v.kc == kcTargetIf {
		wd = -d
	}
	t.wait[t.nw].depth, t.wait[t.nw].i = wd, len(e.dst)-1
	t.nw++
	t.setWatch()
	return true
}

// readTarget reads e.dst[k], the value of a target key (of kcTargetIf
// when cond) in the object at depth d, as a request-target of the method
// of that object, or as a reference (KindValue) when cond and the object
// has none. It drops the match that the scheme filter leaves out.
func (e *engine) readTarget(w []byte, k int, cond bool, d int) {
	method, ok := e.js.tg.methodAt(d, e.clean, w)
	m := &e.dst[k]
	var text []byte
	if m.Flags&FlagUnescaped != 0 {
		text = e.clean[m.Clean.Start:m.Clean.End] // the engine wrote the span: as w's below, it is within
	} else {
		text = w[m.Start-e.base : m.End-e.base]
	}
	if !ok && len(text) == 1 && text[0] == '*' {
		method = []byte("OPTIONS") // the only method "*" is sent with
	}
	var keep bool
	if cond && !ok {
		m.Kind = KindValue
		keep = e.valueRef(m, text)
	} else {
		keep = e.targetRef(m, method, text)
	}
	if keep {
		return
	}
	// Left out: the matches after it move down, and so do the indices of
	// the targets that wait.
	t := &e.js.tg
	for j := range t.nw {
		if t.wait[j].i > k {
			t.wait[j].i--
		}
	}
	e.dst = append(e.dst[:k], e.dst[k+1:]...)
}

// closeTargets ends the object at depth d: its targets that still wait
// are read without a method, and its method is forgotten.
func (e *engine) closeTargets(w []byte, d int) {
	t := &e.js.tg
	for t.nw > 0 && abs(t.wait[t.nw-1].depth) >= d {
		t.nw--
		wt := t.wait[t.nw]
		e.readTarget(w, wt.i, wt.depth < 0, abs(wt.depth))
	}
	for t.nm > 0 && abs(t.meth[t.nm-1].depth) >= d {
		t.nm--
	}
	t.setWatch()
}

// valueRef parses text, the whole text of m, a match of KindValue (the
// value of a key that names a URL, or a conditional target without a
// method), unless the scheme filter leaves it out: then it returns false.
func (e *engine) valueRef(m *Match, text []byte) bool {
	if e.schemes != nil && !e.valueOK(text) {
		return false
	}
	var flags MatchFlags
	m.Ref, m.Err, flags = e.candidate(m.Kind, asString(text))
	m.Flags |= flags
	return true
}

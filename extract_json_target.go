// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

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
// it. An escaped method is unescaped into e.clean.
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
		c0 := len(e.clean)
		e.clean = appendJSONUnescape(e.clean, w[v.vs:v.ve])
		e.count(v.ve - v.vs)
		m.depth, m.s, m.e = -d, c0, len(e.clean)
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
// and otherwise as a Match that waits for it.
func (e *engine) jsonTarget(w []byte, v *stringValue) {
	c0 := len(e.clean)
	m, _, ok := e.jsonWhole(w, v, KindTarget)
	if !ok {
		e.clean = e.clean[:c0]
		return
	}
	m.Key = e.keySpan(v.pathLen)
	e.dst = append(e.dst, m)
	t := &e.js.tg
	d := v.depth
	_, known := t.methodAt(d, e.clean, w)
	if known || t.nw == maxWaiting {
		e.readTarget(w, len(e.dst)-1, v.kc == kcTargetIf, d)
		return
	}
	wd := d
	if v.kc == kcTargetIf {
		wd = -d
	}
	t.wait[t.nw].depth, t.wait[t.nw].i = wd, len(e.dst)-1
	t.nw++
	t.setWatch()
}

// readTarget reads e.dst[k], the value of a target key (of kcTargetIf
// when cond) in the object at depth d, as a request-target of the method
// of that object, or as a reference (KindValue) when cond and the object
// has none. It drops the match that the scheme filter leaves out.
func (e *engine) readTarget(w []byte, k int, cond bool, d int) {
	m := &e.dst[k]
	var text []byte
	if m.Flags&FlagUnescaped != 0 {
		text = m.Clean.Bytes(e.clean)
	} else {
		text = w[m.Start-e.base : m.End-e.base]
	}
	method, ok := e.js.tg.methodAt(d, e.clean, w)
	if !ok && len(text) == 1 && text[0] == '*' {
		method = []byte("OPTIONS") // the only method "*" is sent with
	}
	keep := true
	if cond && !ok {
		m.Kind = KindValue
		keep = e.schemes == nil || e.valueOK(text)
		if keep {
			var flags MatchFlags
			m.Ref, m.Err, flags = e.candidate(m.Kind, asString(text))
			m.Flags |= flags
		}
	} else {
		m.Form = targetForm(asString(method), asString(text))
		if keep = e.requestOK(m.Form, text); keep {
			e.parseTarget(m, method, text)
		}
	}
	if keep {
		return
	}
	// Left out: the matches after it move down, and so do the indices of
	// the targets that wait.
	e.count(len(e.dst) - k)
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

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "encoding/binary"

// The keys of JSON records (extract_json.go): what a key says of the value
// that follows it, and the key path of a value, which its matches report.

// pathCut marks the length of a key path that a key cut (maxKeyPath): the
// keys below it add nothing, so that a path is a prefix of the whole one.
const pathCut = 1 << 15

// jsonKey takes the key, the raw text between its quotes, of an object
// at depth depth, which holds escapes when esc: it writes it, unescaped,
// into the key path after the path of its object, and returns how its
// value is read (keyClass), and the length of the path of its value.
func (e *engine) jsonKey(key []byte, esc bool, depth int) (keyClass, int) {
	if esc {
		// Unescaped past the end of clean, where nothing is written
		// while the key is read.
		c0 := len(e.clean)
		e.clean = appendJSONUnescape(e.clean, key)
		key, e.clean = e.clean[c0:], e.clean[:c0]
	}
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
		if len(k) > 0 && k[0] == '*' {
			k = k[1:]
			if len(key) >= len(k) && equalFoldASCII(asString(key[len(key)-len(k):]), k) {
				return true
			}
		} else if len(k) == len(key) && k != "" && equalFoldASCII(asString(key), k) {
			return true
		}
	}
	return false
}

// defaultURLKey is urlKey for defaultJSONKeys (TestDefaultURLKey holds
// them to the same answers): the suffixes first, then the names that do
// not end with one, by length. It reads at most the last 13 bytes of key.
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
		if segSuffix(p, k) {
			return kcMethod
		}
	}
	for _, k := range e.jsonTargets {
		kc := kcTarget
		if len(k) > 0 && k[0] == '?' {
			k, kc = k[1:], kcTargetIf
		}
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

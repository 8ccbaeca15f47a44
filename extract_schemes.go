// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "bytes"

// The scheme filter (ExtractOptions.Schemes), as each kind of match
// applies it: a stage below the handlers, which call it before they
// parse what they found.

// listed reports whether scheme is in the scheme filter.
func (e *engine) listed(scheme []byte) bool {
	for _, s := range e.schemes {
		if equalFoldASCII(asString(scheme), s) {
			return true
		}
	}
	return false
}

// requestOK applies the scheme filter to a request-target: one in
// absolute form passes when its scheme is listed, any other when "http"
// is (targets without a scheme count as http).
func (e *engine) requestOK(form TargetForm, target []byte) bool {
	if e.schemes == nil {
		return true
	}
	if form == FormAbsolute {
		if j := bytes.IndexByte(target, ':'); j > 0 {
			return e.listed(target[:j])
		}
		return false
	}
	return e.httpOK
}

// valueOK applies the scheme filter to the value of a key that names a
// URL: one with a scheme passes when it is listed, one without when http
// is, as a request-target does (such values are mostly request paths).
func (e *engine) valueOK(text []byte) bool {
	j := 0
	if len(text) > 0 && isALPHAByte(text[0]) {
		j = 1 + indexNotIn(asString(text[1:min(len(text), maxSchemeLen+1)]), classScheme)
	}
	if j > 0 && j < len(text) && text[j] == ':' {
		return e.listed(text[:j])
	}
	return e.httpOK
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// The JSON object of a reference found (scan -json): one per match.

// kindForm holds the kind and form fields of a match, by its Kind and
// Form, written with one append: `, "kind": "request", "form": "origin"`.
var kindForm = func() (t [8][8]string) {
	for k := range t {
		for f := range t[k] {
			form := "null"
			if uri.TargetForm(f) != uri.FormNone {
				form = `"` + uri.TargetForm(f).String() + `"`
			}
			t[k][f] = `, "kind": "` + uri.MatchKind(k).String() + `", "form": ` + form
		}
	}
	return t
}()

// appendExtractPrefix appends the start of the JSON objects of the
// matches in the input named name, which every one of them shares:
// `{"file": "name", "line": `.
func appendExtractPrefix(dst []byte, name string) []byte {
	dst = appendJSONString(append(dst, `{"file": `...), name)
	return append(dst, `, "line": `...)
}

// endExtractJSON appends the end of the JSON object of a match, after
// appendExtractJSON and the fields that may follow it, and its newline.
func endExtractJSON(dst []byte) []byte { return append(dst, "}\n"...) }

// appendExtractJSON appends the JSON object of one match, which starts
// with prefix (appendExtractPrefix), but for its end (endExtractJSON),
// which the caller writes after the fields that may follow
// (refTransform.appendJSON); key is the path of its key, for a match in
// a JSON record (uri.FlagJSON).
func appendExtractJSON(dst, prefix []byte, line, off int64, m *uri.Match, text, key []byte) []byte {
	dst = append(dst, prefix...)
	dst = appendUint(dst, uint64(line))
	dst = append(dst, `, "start": `...)
	dst = appendUint(dst, uint64(off)+uint64(m.Start))
	dst = append(dst, `, "end": `...)
	dst = appendUint(dst, uint64(off)+uint64(m.End))
	dst = append(dst, kindForm[m.Kind&7][m.Form&7]...)
	if m.Flags&uri.FlagCleaned != 0 {
		dst = append(dst, `, "cleaned": true`...)
	}
	if m.Flags&uri.FlagHyphenBreak != 0 {
		dst = append(dst, `, "hyphen_break": true`...)
	}
	if m.Flags&uri.FlagJSON != 0 {
		dst = append(dst, `, "key": `...)
		dst = appendJSONBytes(dst, key)
		if m.Flags&uri.FlagUnescaped != 0 {
			dst = append(dst, `, "unescaped": true`...)
		}
	}
	dst = append(dst, `, "ref": `...)
	if m.Err != 0 {
		dst = appendJSONBytesExact(dst, "ref", text)
		dst = append(dst, `, "valid": false, `...)
		dst = appendErrorJSON(dst, m.Err, m.Ref.ErrorOffset())
		if m.Err == uri.ErrTooLong {
			dst = append(dst, `, "length": `...)
			dst = appendJSONInt(dst, m.End-m.Start)
		}
		return appendWebHostJSON(dst, text, m.Ref)
	}
	iri := m.Flags&uri.FlagIRI != 0
	dst = appendJSONText(dst, text, iri)
	dst = append(dst, `, "valid": true`...)
	if iri {
		dst = append(dst, `, "iri": true`...)
		dst = appendURIJSON(dst, text)
	}
	return appendComponentsJSON(dst, text, m.Ref, iri)
}

// appendJSON appends the field "out" of m to the JSON object of m that
// dst ends with, its fields as appendExtractJSON wrote them, when t is
// active.
func (t *refTransform) appendJSON(dst []byte, m *uri.Match, text []byte) []byte {
	if !t.active() {
		return dst
	}
	switch {
	case m.Err != 0:
		dst = append(dst, `, "out": null`...)
	case !t.applies(m):
		dst = append(dst, `, "out": `...)
		dst = appendJSONBytes(dst, text)
	default:
		dst = append(dst, `, "out": "`...)
		start := len(dst)
		dst = t.appendMatch(dst, m, text)
		// A valid reference and its transforms hold only URI characters,
		// which JSON strings take as they are; check rather than trust.
		if needsJSONEscape(dst[start:]) {
			out := string(dst[start:])
			dst = appendJSONString(dst[:start-1], out)
		} else {
			dst = append(dst, '"')
		}
	}
	if t.hasBase {
		dst = t.appendWebHostBase(dst, text)
	}
	return dst
}

// needsJSONEscape reports whether b holds a byte that appendJSONString
// would not copy as it is.
func needsJSONEscape(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return true
		}
	}
	return false
}

// appendWebHostBase appends, with -json and -base URI, the field
// "out_web_host" of a match whose text is text, valid or not: the host
// that a browser gives text as a link on a page at the base URI
// (web.AppendHostBase: new URL(text, base)), or null where it refuses it
// or the URL has no host. "out" is the RFC 3986 resolution of a valid
// reference; a browser resolves invalid ones too ("\\evil.example").
func (t *refTransform) appendWebHostBase(dst, text []byte) []byte {
	var buf [256]byte
	host, k, err := web.AppendHostBase(buf[:0], text, t.base)
	if err != nil || k == web.None {
		return append(dst, `, "out_web_host": null`...)
	}
	dst = append(dst, `, "out_web_host": `...)
	return appendJSONBytes(dst, host)
}

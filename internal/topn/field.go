// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package topn answers "which values are the most frequent" over the
// references that the extractor finds: a Selector picks one field of each
// reference (its host, its normalized path, the host of a referer ...),
// and a Counter counts the values, exactly up to a budget of distinct
// values and with a stated error bound past it. The scan command's top
// and -o, and the Beam pipeline, use it, so that they give the same
// answers.
package topn

import (
	"bytes"
	"errors"
	"math/bits"
	"strconv"
	"strings"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// A Field is what a Selector takes from each reference.
type Field uint8

const (
	// FieldNone selects nothing.
	FieldNone Field = iota
	// FieldHost is the host of a valid reference that has an
	// authority, ASCII letters in lower case, the rest as written
	// (percent-encodings and an IPv6 literal's brackets kept).
	FieldHost
	// FieldWebHost is the host that a browser connects to (the WHATWG
	// URL Standard's, package web's), of a reference valid or not; none
	// where the browser's parser refuses it or finds no host.
	FieldWebHost
	// FieldPath is the path of a valid reference in syntax-based normal
	// form (RFC 3986 6.2.2: uri.AppendNormalizePath), without its query
	// or fragment; an IRI's path, which that normal form does not take,
	// as written. A CONNECT or OPTIONS request-target has none.
	FieldPath
	// FieldScheme is the scheme of a valid reference, in lower case; a
	// reference without one has none.
	FieldScheme
	// FieldReferer is FieldHost of a referer: in a text record, a
	// reference between double quotes (KindQuoted, as the referer field
	// of an access log), and in a JSON record the value of a key whose
	// last segment is referer, referrer, http_referer or http_referrer
	// in any case ("request.headers.Referer"). A user agent's URL, bare
	// inside its field, is no referer.
	FieldReferer
	// FieldTarget is the path of a valid request-target (KindRequest,
	// or KindTarget in a JSON record) in normal form, as FieldPath; a CONNECT target (authority-form) is
	// its authority in lower case, an OPTIONS one (asterisk-form) "*".
	FieldTarget
	// FieldFinding is each security finding of a valid reference (RFC
	// 3986 section 7, web.Inspect), by name: a reference with two gives
	// two values, one with none no value.
	FieldFinding
	// FieldKey is the path of the JSON key of a value (uri.Match.Key),
	// valid or not; a reference found in text has none.
	FieldKey

	numFields = iota
)

var fieldNames = [numFields]string{"none", "host", "web_host", "path", "scheme", "referer", "target", "finding", "key"}

// String returns the name of f, as ParseField reads it: "host",
// "web_host", "path", "scheme", "referer", "target", "finding" or "key".
func (f Field) String() string {
	if int(f) < len(fieldNames) {
		return fieldNames[f]
	}
	return "Field(" + strconv.Itoa(int(f)) + ")"
}

// Fields returns the names of the fields, FieldHost to FieldKey.
func Fields() []string { return append([]string(nil), fieldNames[1:]...) }

// ParseField returns the Field named name.
func ParseField(name string) (Field, error) {
	for i := 1; i < len(fieldNames); i++ {
		if fieldNames[i] == name {
			return Field(i), nil
		}
	}
	return FieldNone, errors.New("unknown field " + strconv.Quote(name) + " (one of " + strings.Join(Fields(), ", ") + ")")
}

// A Selector takes one field from each reference that passes its
// restrictions. Its zero value selects nothing; a Selector is not safe
// for use by several goroutines at once, as it keeps a buffer.
type Selector struct {
	Field Field
	// Kinds, when not 0, keeps only the references of the kinds whose
	// bits (1<<uri.MatchKind) it holds.
	Kinds uint16
	// Forms, when not 0, keeps only the request-targets of the forms
	// whose bits (1<<uri.TargetForm) it holds.
	Forms uint16
	// Keys, when not empty, keeps only the values of JSON keys whose
	// path (uri.Match.Key), or the last segment of it, is one of Keys,
	// in any ASCII case.
	Keys []string

	buf []byte
}

// ParseKinds returns the bits of Selector.Kinds for a comma-separated
// list of kind names (those of uri.MatchKind.String: bare, quoted,
// angle, request, value, target).
func ParseKinds(list string) (uint16, error) {
	return parseBits(list, "kind", func(i int) string { return uri.MatchKind(i).String() }, int(uri.KindBare), int(uri.KindTarget))
}

// ParseForms returns the bits of Selector.Forms for a comma-separated
// list of form names (those of uri.TargetForm.String: origin, absolute,
// authority, asterisk).
func ParseForms(list string) (uint16, error) {
	return parseBits(list, "form", func(i int) string { return uri.TargetForm(i).String() }, int(uri.FormOrigin), int(uri.FormAsterisk))
}

func parseBits(list, what string, name func(int) string, lo, hi int) (uint16, error) {
	var set uint16
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		found := false
		for i := lo; i <= hi; i++ {
			if name(i) == s {
				set |= 1 << i
				found = true
			}
		}
		if !found {
			var names []string
			for i := lo; i <= hi; i++ {
				names = append(names, name(i))
			}
			return 0, errors.New("unknown " + what + " " + strconv.Quote(s) + " (one of " + strings.Join(names, ", ") + ")")
		}
	}
	return set, nil
}

// Keep reports whether m, whose key path (uri.Match.KeyPath) is key,
// passes the restrictions of s.
func (s *Selector) Keep(m *uri.Match, key []byte) bool {
	if s.Kinds != 0 && s.Kinds&(1<<(m.Kind&15)) == 0 {
		return false
	}
	if s.Forms != 0 && (!isTarget(m) || s.Forms&(1<<(m.Form&15)) == 0) {
		return false
	}
	if len(s.Keys) > 0 {
		if m.Flags&uri.FlagJSON == 0 {
			return false
		}
		for _, k := range s.Keys {
			if keyMatches(key, k) {
				return true
			}
		}
		return false
	}
	return true
}

// keyMatches reports whether the key path key, or its last segment, is
// name in any ASCII case.
func keyMatches(key []byte, name string) bool {
	if len(key) > len(name) && key[len(key)-len(name)-1] == '.' {
		key = key[len(key)-len(name):]
	}
	return equalFold(key, name)
}

// Each calls f with each value of the field of s of m, a reference whose
// text is text and whose key path is key (nil for a reference found in
// text), when m passes the restrictions of s: once, or for FieldFinding
// once per finding, or not at all when m has no such value. The value
// handed to f is valid only until f returns: it may alias text, key or a
// buffer of s. Each does not allocate once the buffer of s has grown to
// the longest value.
func (s *Selector) Each(m *uri.Match, text, key []byte, f func(v []byte)) {
	if s.Field == FieldNone || !s.Keep(m, key) {
		return
	}
	if s.Field == FieldKey {
		if m.Flags&uri.FlagJSON != 0 {
			f(key)
		}
		return
	}
	if s.Field == FieldWebHost {
		var k web.Kind
		var err error
		s.buf, k, err = web.AppendHostRef(s.buf[:0], text, m.Ref)
		if err == nil && k != web.None {
			f(s.buf)
		}
		return
	}
	if m.Err != 0 {
		return
	}
	r := m.Ref
	switch s.Field {
	case FieldHost:
		if r.HasAuthority() {
			f(s.lower(r.Host().Bytes(text)))
		}
	case FieldReferer:
		if isReferer(m, key) && r.HasAuthority() {
			f(s.lower(r.Host().Bytes(text)))
		}
	case FieldScheme:
		if r.HasScheme() {
			f(s.lower(r.Scheme().Bytes(text)))
		}
	case FieldPath:
		if !isTarget(m) || m.Form == uri.FormOrigin || m.Form == uri.FormAbsolute {
			f(s.path(text, r))
		}
	case FieldTarget:
		if !isTarget(m) {
			return
		}
		switch m.Form {
		case uri.FormAuthority:
			f(s.lower(text))
		case uri.FormAsterisk:
			f(text)
		default:
			f(s.path(text, r))
		}
	case FieldFinding:
		for fd := web.Inspect(text, r); fd != 0; fd &= fd - 1 {
			f(findingNames[bits.TrailingZeros32(uint32(fd))])
		}
	}
}

// findingNames holds the name of each finding by its bit number, as
// uri.Findings.String writes it.
var findingNames = func() (t [32][]byte) {
	for i := range t {
		t[i] = []byte((uri.Findings(1) << i).String())
	}
	return t
}()

// isReferer reports whether m, whose key path is key, is a referer (see
// FieldReferer).
func isReferer(m *uri.Match, key []byte) bool {
	return IsReferer(m.Kind, m.Flags&uri.FlagJSON != 0, key)
}

// IsReferer reports whether a match of kind k whose key path is key,
// found in a JSON record (json) or in text, is a referer, as FieldReferer
// reads one: in text, a reference between double quotes (KindQuoted); in
// a JSON record, the value (KindValue) of a key whose last segment is
// referer, referrer, http_referer or http_referrer in any case. It is the
// one rule for scan -stats, scan top and beam's summary. It does not
// allocate.
func IsReferer(k uri.MatchKind, json bool, key []byte) bool {
	if !json {
		return k == uri.KindQuoted
	}
	if k != uri.KindValue {
		return false
	}
	if i := lastDot(key); i >= 0 {
		key = key[i+1:]
	}
	return equalFold(key, "referer") || equalFold(key, "referrer") || equalFold(key, "http_referer") || equalFold(key, "http_referrer")
}

func lastDot(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '.' {
			return i
		}
	}
	return -1
}

// lower returns b with its ASCII letters in lower case, in the buffer of
// s, or b itself when it has no upper-case letter.
func (s *Selector) lower(b []byte) []byte {
	i := 0
	for i < len(b) && !('A' <= b[i] && b[i] <= 'Z') {
		i++
	}
	if i == len(b) {
		return b
	}
	s.buf = append(s.buf[:0], b...)
	for ; i < len(s.buf); i++ {
		if c := s.buf[i]; 'A' <= c && c <= 'Z' {
			s.buf[i] = c + 'a' - 'A'
		}
	}
	return s.buf
}

// path returns the path of text, whose Ref is r, in normal form, in the
// buffer of s; as written when it is not one of RFC 3986 (an IRI's).
func (s *Selector) path(text []byte, r uri.Ref) []byte {
	p := r.Path().Bytes(text)
	if normalAsIs(p) {
		return p
	}
	b, err := uri.AppendNormalizePath(s.buf[:0], p, uri.LevelSyntax)
	if err != nil {
		return p
	}
	s.buf = b
	return b
}

// normalAsIs reports that the path p, of a valid reference, is in the
// normal form of AppendNormalizePath as it is, without looking at it
// byte by byte: it holds no percent-encoding, whose case and unreserved
// characters that form changes, and no "/." or leading ".", without
// which it has no dot segment to remove. Most paths of a log are so.
// False says only that p may not be.
func normalAsIs(p []byte) bool {
	return bytes.IndexByte(p, '%') < 0 && (len(p) == 0 || p[0] != '.') && !bytes.Contains(p, slashDot)
}

var slashDot = []byte("/.")

// equalFold reports whether b is s in any ASCII case.
func equalFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range len(b) {
		x, y := b[i], s[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// isTarget reports whether m is a request-target: of a request line, or
// the value of a JSON key that holds one.
func isTarget(m *uri.Match) bool {
	return m.Kind == uri.KindRequest || m.Kind == uri.KindTarget
}

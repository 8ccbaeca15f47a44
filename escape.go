// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// An EscapeMode says how AppendEscape and AppendUnescape treat text: the
// component it belongs to (RFC 3986 2.1, 2.4), plus option bits.
//
//	uri.AppendEscape(dst, value, uri.EscapeQueryComponent|uri.PlusSpace)
type EscapeMode uint16

// Components. Each keeps the bytes its ABNF allows outside pct-encoded and
// escapes every other byte, "%" included, as "%" and two upper-case
// hexadecimal digits.
const (
	// EscapeUnreserved keeps only unreserved characters (ALPHA DIGIT "-"
	// "." "_" "~"): the result is safe in every component. It is the zero
	// EscapeMode.
	EscapeUnreserved EscapeMode = iota
	// EscapePathSegment is one path segment: pchar, so "/" is escaped.
	EscapePathSegment
	// EscapePath is a whole path: pchar and "/". AppendUnescape leaves
	// "%2F" encoded in this mode, so that the segments stay apart.
	EscapePath
	// EscapeQuery is a whole query: pchar, "/" and "?".
	EscapeQuery
	// EscapeQueryComponent is a key or a value of a "k=v&k=v" query: as
	// EscapeQuery, but "&", "=", ";" and "+" are escaped too.
	EscapeQueryComponent
	// EscapeFragment is a fragment: pchar, "/" and "?".
	EscapeFragment
	// EscapeUserinfo is a userinfo: unreserved, sub-delims and ":".
	EscapeUserinfo
	// EscapeHost is a reg-name host: unreserved and sub-delims.
	EscapeHost
	numEscapeComponents
)

// Options, to be ORed with a component.
const (
	// PlusSpace is the form encoding of HTML query strings: AppendEscape
	// writes a space as "+" (and "+" as "%2B"), and AppendUnescape reads
	// "+" as a space.
	PlusSpace EscapeMode = 1 << 8
	// RejectControl makes AppendUnescape refuse control characters
	// (%x00-1F and %x7F), encoded or not, with ErrControl: RFC 3986 7.3
	// warns that a decoded NUL or line break can cut or forge a string in
	// the application that receives it.
	RejectControl EscapeMode = 1 << 9

	escapeComponentMask EscapeMode = 0xff
)

var escapeComponentNames = [...]string{
	EscapeUnreserved:     "EscapeUnreserved",
	EscapePathSegment:    "EscapePathSegment",
	EscapePath:           "EscapePath",
	EscapeQuery:          "EscapeQuery",
	EscapeQueryComponent: "EscapeQueryComponent",
	EscapeFragment:       "EscapeFragment",
	EscapeUserinfo:       "EscapeUserinfo",
	EscapeHost:           "EscapeHost",
}

// escapeOptionNames names the options by bit number.
var escapeOptionNames = [...]string{8: "PlusSpace", 9: "RejectControl"}

// String returns the mode as it is written in Go: the component and the
// options joined with "|", such as "EscapeQueryComponent|PlusSpace". An
// unknown component prints as "EscapeMode(n)" and unknown options in
// hexadecimal.
func (m EscapeMode) String() string {
	s := enumString(uint8(m&escapeComponentMask), escapeComponentNames[:], "EscapeMode")
	if opts := m &^ escapeComponentMask; opts != 0 {
		s += "|" + flagsString(uint64(opts), escapeOptionNames[:])
	}
	return s
}

// escapeKeep says, for each component, which bytes AppendEscape keeps.
var escapeKeep = func() (t [numEscapeComponents][256]bool) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		t[EscapeUnreserved][c] = inClass(b, classUnreserved)
		t[EscapePathSegment][c] = inClass(b, classPchar)
		t[EscapePath][c] = inClass(b, classPath)
		t[EscapeQuery][c] = inClass(b, classQuery)
		t[EscapeQueryComponent][c] = inClass(b, classQuery) && b != '&' && b != '=' && b != ';' && b != '+'
		t[EscapeFragment][c] = inClass(b, classQuery)
		t[EscapeUserinfo][c] = inClass(b, classUserinfo)
		t[EscapeHost][c] = inClass(b, classRegName)
	}
	return t
}()

// AppendEscape appends s to dst with every byte the component of mode does
// not allow percent-encoded, and returns the extended buffer. "%" is always
// escaped, so the result decodes back to s with AppendUnescape in the same
// mode. Bytes that are not ASCII (such as UTF-8 sequences) are escaped byte
// by byte. A mode with an unknown component is taken as EscapeUnreserved.
//
// AppendEscape never fails. It does not allocate when dst has room for
// 3*len(s) bytes more, and the result does not alias s.
func AppendEscape[T ~string | ~[]byte](dst []byte, s T, mode EscapeMode) []byte {
	src := asString(s)
	comp := mode & escapeComponentMask
	if comp >= numEscapeComponents {
		comp = EscapeUnreserved
	}
	keep := &escapeKeep[comp]
	plus := mode&PlusSpace != 0
	start := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		if keep[c] && !(plus && c == '+') {
			continue
		}
		dst = append(dst, src[start:i]...)
		if plus && c == ' ' {
			dst = append(dst, '+')
		} else {
			dst = append(dst, '%', upperHexDigits[c>>4], upperHexDigits[c&15])
		}
		start = i + 1
	}
	return append(dst, src[start:]...)
}

// AppendUnescape appends s to dst with every percent-encoded triplet
// decoded, and returns the extended buffer. Other bytes are copied as they
// are: AppendUnescape does not check that s is a valid component (Parse
// does). With PlusSpace, "+" becomes a space; with EscapePath, "%2F" stays
// encoded.
//
// A "%" not followed by two hexadecimal digits is ErrPercent, and with
// RejectControl a control character, encoded or not, is ErrControl. On
// error, offset is the offset in s of the offending byte, as Check reports
// it: the first byte after "%" that is not a hexadecimal digit (len(s) if s
// ends too early), or the "%" that encodes a control character (or the
// control character itself); dst holds what was decoded before it. On
// success offset is -1 and err is nil.
//
// AppendUnescape does not allocate when dst has room for len(s) bytes more,
// valid or invalid input, and the result does not alias s.
func AppendUnescape[T ~string | ~[]byte](dst []byte, s T, mode EscapeMode) (out []byte, offset int, err error) {
	src := asString(s)
	plus := mode&PlusSpace != 0
	ctl := mode&RejectControl != 0
	keepSlash := mode&escapeComponentMask == EscapePath
	start := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '%':
			dst = append(dst, src[start:i]...)
			start = i
			if j, ok := checkPct(src, i); !ok {
				return dst, j, ErrPercent
			}
			d := pctByte(src, i)
			if ctl && (d < 0x20 || d == 0x7f) {
				return dst, i, ErrControl
			}
			if keepSlash && d == '/' {
				dst = append(dst, src[i:i+3]...)
			} else {
				dst = append(dst, d)
			}
			i += 2
			start = i + 1
		case c == '+' && plus:
			dst = append(dst, src[start:i]...)
			dst = append(dst, ' ')
			start = i + 1
		case ctl && (c < 0x20 || c == 0x7f):
			return append(dst, src[start:i]...), i, ErrControl
		}
	}
	return append(dst, src[start:]...), -1, nil
}

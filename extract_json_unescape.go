// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// The escapes of JSON strings (RFC 8259 7), and nginx's \xHH, which its
// default log escaping writes for '"', '\\' and the bytes below 0x20 and
// above 0x7e: the extractor unescapes the strings of JSON records, and
// maps the offsets of what it finds in the unescaped text back to the raw
// text.

// jsonSimpleEsc holds the byte that each two-byte escape stands for, by
// the byte after the backslash; 0 for the others.
var jsonSimpleEsc = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// jsonEscLen returns the length of the escape that s begins with (s[0] is
// a backslash): 2 for \" \\ \/ \b \f \n \r \t, 6 for \uXXXX, 4 for \xHH;
// or 0 when s does not begin with one, and then short when s ends before
// it can tell.
func jsonEscLen(s []byte) (n int, short bool) {
	if len(s) < 2 {
		return 0, true
	}
	switch c := s[1]; {
	case jsonSimpleEsc[c] != 0:
		return 2, false
	case c == 'u':
		n = 6
	case c == 'x':
		n = 4
	default:
		return 0, false
	}
	for _, h := range s[2:min(n, len(s))] {
		if !inClass(h, classHEXDIG) {
			return 0, false
		}
	}
	if len(s) < n {
		return 0, true
	}
	return n, false
}

// jsonDecodeEsc decodes the escape that s begins with, of length
// jsonEscLen(s) > 0, into b: it returns the length of raw text it read
// and of the bytes it wrote. A pair of \u escapes of UTF-16 surrogates is
// decoded as one character, from 12 bytes; a surrogate that is not in
// such a pair as U+FFFD, as encoding/json does.
func jsonDecodeEsc(s []byte, b *[utf8.UTFMax]byte) (n, size int) {
	switch s[1] {
	case 'x':
		b[0] = unhex(s[2])<<4 | unhex(s[3])
		return 4, 1
	case 'u':
	default:
		b[0] = jsonSimpleEsc[s[1]]
		return 2, 1
	}
	r, n := hex4(s[2:6]), 6
	if utf16.IsSurrogate(r) {
		lo := rune(-1)
		if r < 0xdc00 && len(s) >= 12 && s[6] == '\\' && s[7] == 'u' {
			if m, _ := jsonEscLen(s[6:12]); m == 6 {
				lo = hex4(s[8:12])
			}
		}
		if r = utf16.DecodeRune(r, lo); r != utf8.RuneError {
			n = 12
		}
	}
	return n, utf8.EncodeRune(b[:], r)
}

// hex4 returns the value of the four hexadecimal digits of s.
func hex4(s []byte) rune {
	return rune(unhex(s[0]))<<12 | rune(unhex(s[1]))<<8 | rune(unhex(s[2]))<<4 | rune(unhex(s[3]))
}

// appendJSONUnescape appends to dst the text of the raw JSON string s
// (without its quotes), escapes decoded. A backslash that begins no
// escape is kept as it is; the extractor unescapes only strings it has
// checked.
func appendJSONUnescape(dst, s []byte) []byte {
	for {
		k := bytes.IndexByte(s, '\\')
		if k < 0 {
			return append(dst, s...)
		}
		dst = append(dst, s[:k]...)
		s = s[k:]
		if n, _ := jsonEscLen(s); n == 0 {
			dst = append(dst, '\\')
			s = s[1:]
			continue
		}
		var b [utf8.UTFMax]byte
		n, size := jsonDecodeEsc(s, &b)
		dst = append(dst, b[:size]...)
		s = s[n:]
	}
}

// A jsonRawMap maps offsets in the unescaped text of a raw JSON string
// (appendJSONUnescape) to offsets in the raw text, asked in increasing
// order: it walks the raw text once, from escape to escape.
type jsonRawMap struct {
	raw  []byte
	r, u int // an offset in raw, and the offset in the text it maps to
	bs   int // the index of the next backslash in raw at or after r, or -1 when unknown
}

// at returns the offset in the raw text of offset t of the unescaped
// text, t at least the last one asked; for an offset within the bytes of
// an escape, that of the end of the escape.
func (m *jsonRawMap) at(t int) int {
	for m.u < t && m.r < len(m.raw) {
		if m.bs < m.r {
			m.bs = bytes.IndexByte(m.raw[m.r:], '\\')
			if m.bs < 0 {
				m.bs = len(m.raw)
			} else {
				m.bs += m.r
			}
		}
		if m.r < m.bs {
			step := min(m.bs-m.r, t-m.u)
			m.r += step
			m.u += step
			continue
		}
		n, _ := jsonEscLen(m.raw[m.r:])
		size := 1
		if n == 0 {
			n = 1 // a backslash kept as it is
		} else {
			var b [utf8.UTFMax]byte
			n, size = jsonDecodeEsc(m.raw[m.r:], &b)
		}
		m.r += n
		m.u += size
	}
	return m.r
}

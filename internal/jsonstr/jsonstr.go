// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package jsonstr writes strings as JSON strings the way the scan
// command writes them, so that every program of the module that prints
// JSON (scan, the topn results, the Beam pipeline) spells a value the
// same: control characters, DEL and the characters that strconv.Quote
// escapes (such as the bidirectional formatting characters that could
// reorder what a terminal shows, RFC 3987 4.1) as \uXXXX, bytes that are
// not valid UTF-8 as \ufffd, the rest as it is. It imports nothing but
// the standard library and internal/runeset.
package jsonstr

import (
	"strconv"
	"sync"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/uriscan/uri/internal/runeset"
)

// HexDigits are the digits of the escapes, in lower case.
const HexDigits = "0123456789abcdef"

// Plain holds 1 for the bytes that a JSON string holds as they are,
// which Append copies in runs: printable ASCII but '"' and '\\'.
var Plain = func() (t [256]uint8) {
	for c := 0x20; c < 0x7f; c++ {
		if c != '"' && c != '\\' {
			t[c] = 1
		}
	}
	return t
}()

// Append appends s to dst as a JSON string. Control characters and DEL
// are written as \uXXXX (as the conformance vectors write them), and so
// are the other characters that strconv.Quote escapes; bytes that are
// not valid UTF-8 as \ufffd, since JSON text is Unicode. It allocates
// only to grow dst.
func Append(dst []byte, s string) []byte {
	dst, _ = AppendUTF8(dst, s)
	return dst
}

// AppendUTF8 is Append, and reports whether s is valid UTF-8 (whether
// it wrote no \ufffd for an invalid byte), which costs nothing more than
// writing it.
func AppendUTF8(dst []byte, s string) ([]byte, bool) {
	dst, valid := AppendBody(append(dst, '"'), s)
	return append(dst, '"'), valid
}

// AppendBody is AppendUTF8 without the quotes around the string, for a
// string written a piece at a time.
func AppendBody(dst []byte, s string) ([]byte, bool) {
	valid := true
	var print *runeset.BMP // printableBMP, once s holds a character beyond ASCII
	notPrint := rune(-1)   // the last character above the BMP found not printable
	for i := 0; i < len(s); {
		// A run of bytes written as they are, copied at once: printable
		// ASCII but '"' and '\\', and printable characters beyond it.
		start := i
	run:
		for i < len(s) {
			c := s[i]
			if c < utf8.RuneSelf {
				if Plain[c] == 0 {
					break
				}
				// Eight bytes at a time, their table entries ANDed
				// without a branch, then one at a time.
				for i++; i+8 <= len(s); i += 8 {
					b := s[i : i+8]
					if Plain[b[0]]&Plain[b[1]]&Plain[b[2]]&Plain[b[3]]&
						Plain[b[4]]&Plain[b[5]]&Plain[b[6]]&Plain[b[7]] == 0 {
						break
					}
				}
				for i < len(s) && Plain[s[i]] != 0 {
					i++
				}
				continue
			}
			if print == nil {
				print = printableBMP()
			}
			// A character printed as it is, decoded here: one of the
			// BMP looked up in the bitmap. The others go to the general
			// case below.
			switch {
			case c < 0xE0:
				if c >= 0xC2 && i+1 < len(s) && s[i+1]&0xC0 == 0x80 &&
					print.Contains16(uint16(c&0x1F)<<6|uint16(s[i+1]&0x3F)) {
					i += 2
					continue
				}
			case c < 0xF0:
				if i+2 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 {
					// Neither overlong (below U+0800) nor a surrogate.
					r := uint16(c&0x0F)<<12 | uint16(s[i+1]&0x3F)<<6 | uint16(s[i+2]&0x3F)
					if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) && print.Contains16(r) {
						i += 3
						continue
					}
				}
			case c < 0xF5:
				if i+3 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 && s[i+3]&0xC0 == 0x80 {
					// Neither overlong (below U+10000) nor past U+10FFFF.
					r := rune(c&0x07)<<18 | rune(s[i+1]&0x3F)<<12 | rune(s[i+2]&0x3F)<<6 | rune(s[i+3]&0x3F)
					if r >= 0x10000 && r <= unicode.MaxRune {
						if strconv.IsPrint(r) {
							i += 4
							continue
						}
						notPrint = r // escaped below without asking again
					}
				}
			}
			break run
		}
		dst = append(dst, s[start:i]...)
		if i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c == '\t':
				dst = append(dst, '\\', 't')
			default: // c < 0x20 || c == 0x7f
				dst = append(dst, '\\', 'u', '0', '0', HexDigits[c>>4], HexDigits[c&15])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
			valid = false
		case r == notPrint || !IsPrint(r):
			if r1, r2 := utf16.EncodeRune(r); r1 != utf8.RuneError {
				dst = AppendEscape(AppendEscape(dst, r1), r2)
			} else {
				dst = AppendEscape(dst, r)
			}
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return dst, valid
}

// IsPrint is strconv.IsPrint, which AppendBody and the scan command's
// quoting ask of every character beyond ASCII they write: an input may
// hold millions, of any kinds, and strconv.IsPrint searches its tables
// for each. In the BMP a bit of printableBMP answers instead; above it,
// strconv.IsPrint does. TestIsPrint checks every code point.
func IsPrint(r rune) bool {
	if uint32(r) <= 0xFFFF {
		return printableBMP().Contains16(uint16(r))
	}
	return strconv.IsPrint(r)
}

// printableBMP holds the characters of the BMP that strconv.IsPrint
// reports: as unicode.IsPrint, the letters, marks, numbers, punctuation
// and symbols, and the ASCII space. It is built when first needed, from
// the tables of the running Go, which strconv's are made from.
var printableBMP = sync.OnceValue(func() *runeset.BMP {
	return runeset.New(unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, asciiSpace)
})

// asciiSpace is the table of the one white space character that
// strconv.IsPrint reports.
var asciiSpace = &unicode.RangeTable{R16: []unicode.Range16{{Lo: ' ', Hi: ' ', Stride: 1}}, LatinOffset: 1}

// AppendEscape appends the escape \uXXXX of u, at most 0xFFFF.
func AppendEscape(dst []byte, u rune) []byte {
	return append(dst, '\\', 'u', HexDigits[u>>12&15], HexDigits[u>>8&15], HexDigits[u>>4&15], HexDigits[u&15])
}

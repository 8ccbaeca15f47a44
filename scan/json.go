// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/base64"
	"encoding/binary"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/runeset"
)

const hexDigits = "0123456789abcdef"

// jsonPlain holds 1 for the bytes that a JSON string holds as they are,
// which appendJSONString copies in runs: printable ASCII but '"' and '\\'.
var jsonPlain = func() (t [256]uint8) {
	for c := 0x20; c < 0x7f; c++ {
		if c != '"' && c != '\\' {
			t[c] = 1
		}
	}
	return t
}()

// appendJSONString appends s to dst as a JSON string. Control characters
// and DEL are written as \uXXXX (as the conformance vectors write them), and
// so are the other characters that strconv.Quote escapes, such as the
// bidirectional formatting characters that could reorder what a terminal
// shows (RFC 3987 4.1); bytes that are not valid UTF-8 as \ufffd, since
// JSON text is Unicode.
func appendJSONString(dst []byte, s string) []byte {
	dst, _ = appendJSONStringUTF8(dst, s)
	return dst
}

// appendJSONStringUTF8 is appendJSONString, and reports whether s is
// valid UTF-8 (whether it wrote no \ufffd for an invalid byte), which
// costs nothing more than writing it.
func appendJSONStringUTF8(dst []byte, s string) ([]byte, bool) {
	dst, valid := appendJSONBody(append(dst, '"'), s)
	return append(dst, '"'), valid
}

// appendJSONBody is appendJSONStringUTF8 without the quotes around the
// string, for a string written a piece at a time (appendInvalidRecord).
func appendJSONBody(dst []byte, s string) ([]byte, bool) {
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
				if jsonPlain[c] == 0 {
					break
				}
				// Eight bytes at a time, their table entries ANDed
				// without a branch, then one at a time.
				for i++; i+8 <= len(s); i += 8 {
					b := s[i : i+8]
					if jsonPlain[b[0]]&jsonPlain[b[1]]&jsonPlain[b[2]]&jsonPlain[b[3]]&
						jsonPlain[b[4]]&jsonPlain[b[5]]&jsonPlain[b[6]]&jsonPlain[b[7]] == 0 {
						break
					}
				}
				for i < len(s) && jsonPlain[s[i]] != 0 {
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
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
			valid = false
		case r == notPrint || !isPrint(r):
			if r1, r2 := utf16.EncodeRune(r); r1 != utf8.RuneError {
				dst = appendJSONEscape(appendJSONEscape(dst, r1), r2)
			} else {
				dst = appendJSONEscape(dst, r)
			}
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return dst, valid
}

// isPrint is strconv.IsPrint, which appendJSONBody and appendQuotedBody
// ask of every character beyond ASCII they write: an input may hold
// millions, of any kinds, and strconv.IsPrint searches its tables for
// each. In the BMP a bit of printableBMP answers instead; above it,
// strconv.IsPrint does. TestIsPrint checks every code point.
func isPrint(r rune) bool {
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

// appendJSONEscape appends the escape \uXXXX of u, at most 0xFFFF.
func appendJSONEscape(dst []byte, u rune) []byte {
	return append(dst, '\\', 'u', hexDigits[u>>12&15], hexDigits[u>>8&15], hexDigits[u>>4&15], hexDigits[u&15])
}

// appendJSONRef appends b, the text of a valid URI reference or of one of
// its components, as a JSON string. Such text holds only bytes that JSON
// strings hold as they are (RFC 3986 allows no control, '"', '\\' or
// non-ASCII byte), so it is copied between quotes without a look at each
// byte: the fast path of the JSON output, tested against appendJSONString
// on every valid reference of the test corpora and by FuzzJSONRef.
func appendJSONRef(dst []byte, b []byte) []byte {
	dst = append(dst, '"')
	dst = append(dst, b...)
	return append(dst, '"')
}

// appendJSONText appends b, the text of a valid reference or of one of its
// components, as a JSON string: with appendJSONRef for a URI reference,
// and for an IRI reference (iri), which may hold any non-ASCII character
// RFC 3987 allows, with appendJSONBytes, which escapes those a terminal
// would not show as they are.
func appendJSONText(dst []byte, b []byte, iri bool) []byte {
	if iri {
		return appendJSONBytes(dst, b)
	}
	return appendJSONRef(dst, b)
}

// appendJSONBytes is appendJSONString for a byte slice; it does not copy b.
func appendJSONBytes(dst []byte, b []byte) []byte {
	return appendJSONString(dst, unsafe.String(unsafe.SliceData(b), len(b)))
}

// appendJSONBytesExact appends b as a JSON string (appendJSONBytes)
// followed, when b is not valid UTF-8, by the field key+"_bytes" with b
// in base64 (RFC 4648, with padding): the string shows the invalid bytes
// as U+FFFD, and the field gives them exactly.
func appendJSONBytesExact(dst []byte, key string, b []byte) []byte {
	dst, valid := appendJSONStringUTF8(dst, unsafe.String(unsafe.SliceData(b), len(b)))
	if !valid {
		dst = appendBase64Field(dst, key, b)
	}
	return dst
}

// appendBase64Field appends the field key+"_bytes" with b in base64.
func appendBase64Field(dst []byte, key string, b []byte) []byte {
	dst = append(dst, `, "`...)
	dst = append(dst, key...)
	dst = append(dst, `_bytes": "`...)
	dst = base64.StdEncoding.AppendEncode(dst, b)
	return append(dst, '"')
}

// pow10 holds the powers of ten that fit in a uint64.
var pow10 = func() (t [20]uint64) {
	t[0] = 1
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1] * 10
	}
	return t
}()

// appendUint appends the decimal digits of v: strconv.AppendUint's
// result, eight digits at a time with a few multiplications and one
// store (the JSON of a reference found holds three numbers). A number
// below 1e8, as the offsets in most inputs are, costs this one call.
func appendUint(dst []byte, v uint64) []byte {
	if v >= 1e8 {
		return appendUintLong(dst, v)
	}
	// The number of digits: log10(2) is about 1233/4096.
	n := bits.Len64(v) * 1233 >> 12
	if v >= pow10[n&15] { // n <= 8
		n++
	}
	return putDigits(dst, digits8(v), max(n, 1))
}

// appendUintLong is appendUint for v >= 1e8.
func appendUintLong(dst []byte, v uint64) []byte {
	dst = appendUint(dst, v/1e8)
	return putDigits(dst, digits8(v%1e8), 8)
}

// digits8 returns the eight decimal digits of v < 1e8, leading zeros
// included, in the bytes of a word, the first in the low byte. They are
// computed two numbers of four digits in its halves, then four of two in
// its quarters, then eight digits, each step a division by 100 or 10 done
// as a multiplication and a shift for every part at once (exact below
// 10000 and 100).
func digits8(v uint64) uint64 {
	x := v/10000 | v%10000<<32
	y := x * 10486 >> 20 & 0x0000007f_0000007f // x / 100 in each half
	x = y | (x-y*100)<<16
	y = x * 103 >> 10 & 0x000f000f_000f000f // x / 10 in each quarter
	x = y | (x-y*10)<<8
	return x + 0x30303030_30303030
}

// putDigits appends the last n (1 to 8) of the eight digits of d, a
// result of digits8, with one store. It is inlined.
func putDigits(dst []byte, d uint64, n int) []byte {
	l := len(dst)
	dst = slices.Grow(dst, 8)
	binary.LittleEndian.PutUint64(dst[l:l+8], d>>((64-8*n)&63))
	return dst[:l+n]
}

// appendJSONInt appends n as a JSON number.
func appendJSONInt(dst []byte, n int) []byte { return strconv.AppendInt(dst, int64(n), 10) }

// A namedCount is one of the numbers that -c prints.
type namedCount struct {
	name string
	n    int64
}

// appendCounts appends the line that -c prints: in text, a single count
// as its number (as grep -c does) and several as "N name, M name"; with
// asJSON, one object {"name": N, ...}.
func appendCounts(dst []byte, asJSON bool, counts ...namedCount) []byte {
	if asJSON {
		dst = append(dst, '{')
	}
	for i, c := range counts {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		switch {
		case asJSON:
			dst = appendJSONString(dst, c.name)
			dst = append(dst, ": "...)
			dst = strconv.AppendInt(dst, c.n, 10)
		case len(counts) == 1:
			dst = strconv.AppendInt(dst, c.n, 10)
		default:
			dst = strconv.AppendInt(dst, c.n, 10)
			dst = append(dst, ' ')
			dst = append(dst, c.name...)
		}
	}
	if asJSON {
		dst = append(dst, '}')
	}
	return append(dst, '\n')
}

// appendErrorJSON appends the error object of an invalid reference:
// "error": {"code": "path", "offset": 9}.
func appendErrorJSON(dst []byte, code uri.ErrorCode, off int) []byte {
	dst = append(dst, `"error": {"code": "`...)
	dst = append(dst, code.Name()...)
	dst = append(dst, `", "offset": `...)
	dst = appendJSONInt(dst, off)
	return append(dst, '}')
}

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
	"unsafe"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/jsonstr"
)

// The JSON objects that the command prints are written in this file and
// in the json_*.go files beside it (one file for them all would pass 600
// lines), and in no other file (TestJSONShapesInJSONFiles): json_record.go
// writes the objects of the record commands, json_extract.go that of a
// reference (scan -json), json_ref.go the components and the web host
// that both hold, json_stats.go the summary (-stats -json), and this file
// strings, numbers, the counts of -c -json and the error object. The
// object of scan top -json is internal/topn's Result.AppendJSON: the
// Beam pipeline's top writes it too, and one writer keeps their bytes the
// same.

const hexDigits = jsonstr.HexDigits

// jsonPlain holds 1 for the bytes that a JSON string holds as they are:
// printable ASCII but '"' and '\\'.
var jsonPlain = &jsonstr.Plain

// appendJSONString appends s to dst as a JSON string, as package jsonstr
// writes it: control characters, DEL and the characters strconv.Quote
// escapes as \uXXXX, bytes that are not valid UTF-8 as \ufffd.
func appendJSONString(dst []byte, s string) []byte { return jsonstr.Append(dst, s) }

// appendJSONStringUTF8 is appendJSONString, and reports whether s is
// valid UTF-8.
func appendJSONStringUTF8(dst []byte, s string) ([]byte, bool) { return jsonstr.AppendUTF8(dst, s) }

// appendJSONBody is appendJSONStringUTF8 without the quotes around the
// string, for a string written a piece at a time (appendInvalidRecord).
func appendJSONBody(dst []byte, s string) ([]byte, bool) { return jsonstr.AppendBody(dst, s) }

// isPrint is strconv.IsPrint, answered from a bitmap in the BMP.
func isPrint(r rune) bool { return jsonstr.IsPrint(r) }

// appendJSONEscape appends the escape \uXXXX of u, at most 0xFFFF.
func appendJSONEscape(dst []byte, u rune) []byte { return jsonstr.AppendEscape(dst, u) }

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

// appendCounts appends the line that -c prints in mode: in text
// (outCount), a single count as its number (as grep -c does) and several
// as "N name, M name"; in JSON (outCountJSON), one object
// {"name": N, ...}.
func appendCounts(dst []byte, mode outMode, counts ...namedCount) []byte {
	asJSON := mode.json()
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

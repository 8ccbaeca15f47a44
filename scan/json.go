// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/uriscan/uri"
)

const hexDigits = "0123456789abcdef"

// jsonPlain holds the bytes that a JSON string holds as they are, which
// appendJSONString copies in runs: printable ASCII but '"' and '\\'.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c < 0x7f; c++ {
		t[c] = c != '"' && c != '\\'
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
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		// A run of bytes written as they are, copied at once.
		start := i
		for i < len(s) && jsonPlain[s[i]] {
			i++
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
		case !strconv.IsPrint(r):
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
	return append(dst, '"')
}

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

// appendQuoteBytes is strconv.AppendQuote for a byte slice; it does not
// copy b, so that quoting a record of any length does not allocate a
// string of it.
func appendQuoteBytes(dst []byte, b []byte) []byte {
	return strconv.AppendQuote(dst, unsafe.String(unsafe.SliceData(b), len(b)))
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

// componentKeys are the JSON keys of the components, in Component order.
var componentKeys = [...]string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// appendComponentsJSON appends the fields of a valid reference text whose
// Ref is r (valid: so appendJSONText writes its components), each after ", ": its components (null when undefined, in the
// schema of the conformance vectors), "host_kind" (null without an
// authority) and "findings", the names of its security findings (RFC 3986
// section 7; see uri.Inspect), [] for none. iri says that text may be an
// IRI reference.
func appendComponentsJSON(dst, text []byte, r uri.Ref, iri bool) []byte {
	dst = appendComponentJSON(dst, `, "scheme": `, text, r.Scheme(), r.HasScheme(), iri)
	dst = appendComponentJSON(dst, `, "userinfo": `, text, r.Userinfo(), r.HasUserinfo(), iri)
	dst = appendComponentJSON(dst, `, "host": `, text, r.Host(), r.HasAuthority(), iri)
	dst = appendComponentJSON(dst, `, "port": `, text, r.Port(), r.HasPort(), iri)
	dst = appendComponentJSON(dst, `, "path": `, text, r.Path(), true, iri)
	dst = appendComponentJSON(dst, `, "query": `, text, r.Query(), r.HasQuery(), iri)
	dst = appendComponentJSON(dst, `, "fragment": `, text, r.Fragment(), r.HasFragment(), iri)
	dst = append(dst, `, "host_kind": `...)
	if r.HasAuthority() {
		dst = append(dst, '"')
		dst = append(dst, r.HostKind().String()...)
		dst = append(dst, '"')
	} else {
		dst = append(dst, "null"...)
	}
	dst = append(dst, `, "findings": [`...)
	for i, f := 0, uri.Inspect(text, r); f != 0; i++ {
		one := f & -f
		f &^= one
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = append(dst, '"')
		dst = append(dst, one.String()...)
		dst = append(dst, '"')
	}
	return append(dst, ']')
}

// appendComponentJSON appends the field key (with its ", " before it and
// its ": " after it) of a component of a valid reference text: its text
// at sp, or null when it is not defined.
func appendComponentJSON(dst []byte, key string, text []byte, sp uri.Span, defined, iri bool) []byte {
	dst = append(dst, key...)
	if !defined {
		return append(dst, "null"...)
	}
	return appendJSONText(dst, sp.Bytes(text), iri)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/uriscan/uri/internal/runeset"
)

// IRIs (RFC 3987). The IRI grammar of section 2.2 is the URI grammar of RFC
// 3986 with one change: where RFC 3986 allows unreserved characters (in the
// userinfo, the reg-name host, the path, the query and the fragment), RFC
// 3987 also allows ucschar, the non-ASCII characters it lists, and the query
// also allows iprivate, the private-use characters. The scheme, the port and
// the IP literals stay ASCII. So the IRI parser is the URI parser (parse_bytes.go)
// instantiated with a grammar (grammar.go) that lets scanText step over
// those characters, and nothing else differs: one grammar, one parser. The
// kernels and the block parser, which stop at the first byte above 0x7F,
// are untouched, and only an input that holds one pays for UTF-8.

// ParseIRI parses s as an IRI-reference (RFC 3987 2.2): a URI-reference
// (RFC 3986) in which the userinfo, a reg-name host, the path and the
// fragment may also hold the non-ASCII characters of ucschar, and the query
// those of ucschar and iprivate, encoded in UTF-8. The bidirectional
// formatting characters that section 4.1 forbids (U+200E, U+200F and
// U+202A to U+202E) are refused, and so are those that Unicode added
// later for the same purpose (U+061C ARABIC LETTER MARK and the isolates
// U+2066 to U+2069, which Trojan Source, CVE-2021-42574, uses), and
// anything that is not valid UTF-8 (overlong forms, surrogates, stray
// bytes). The scheme, the port and IP literals are ASCII, as in a URI.
//
// The Ref and the error are those of Parse: the same spans (byte offsets),
// the same error codes, and on failure the offset of the first offending
// byte, the first at which s stops being the start of a valid
// IRI-reference. Within a character, that is the byte at which its UTF-8
// encoding stops being that of a character allowed there: "/\xe6\x9d" fails
// at its end, "/\xe6\x9dx" at the "x", and "/\u200e" (E2 80 8E) at its third
// byte, since E2 80 begins allowed characters too. A character allowed
// elsewhere but not where it stands fails at its first byte, as an ASCII
// byte does: "//h:8\u0660" is an ErrPort at the U+0660.
//
// On ASCII input ParseIRI returns exactly what Parse returns, at the cost of
// Parse. It does not allocate, and the Ref does not retain s. To turn an
// IRI into the URI that a protocol needs, use AppendToURI.
func ParseIRI[T ~string | ~[]byte](s T) (Ref, error) {
	return parseIRI(asString(s)) // a wrapper the compiler inlines
}

// parseIRI is ParseIRI for a string.
func parseIRI(s string) (Ref, error) { return refResult(parseWith[iriMode](s, nil)) }

// hiddenRunes are the tables of isHiddenRune: white space (category Zs
// such as U+00A0 and U+3000, U+2028, U+2029, and ASCII white space), and
// what displays as nothing: format characters (category Cf: U+200B ZERO
// WIDTH SPACE, the joiners, U+00AD SOFT HYPHEN, the bidirectional
// controls ...), variation selectors, and the other default-ignorable
// code points (U+3164 HANGUL FILLER ...). Unicode's
// Default_Ignorable_Code_Point, derived from the last three, would leave
// out a few that are white space, and the interlinear annotation and
// Egyptian format characters, which display as nothing too.
var hiddenRunes = []*unicode.RangeTable{
	unicode.White_Space, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point,
}

// isHiddenRune reports whether r displays as nothing or as a blank
// (hiddenRunes), so that a reference printed with it reads as another. A
// host or a decoded path may hold any number of characters an attacker
// chooses, each looked up: in the BMP, where most are, a bit of hiddenBMP
// answers; above it, the tables do. It does not allocate but once in the
// life of the program, to build hiddenBMP.
func isHiddenRune(r rune) bool { return hiddenIn(hiddenBMP(), r) }

// hiddenIn is isHiddenRune with hiddenBMP() in bmp, for a loop that asks
// it of many characters.
func hiddenIn(bmp *runeset.BMP, r rune) bool { return bmp.Contains(r) }

// hiddenBMP holds the code points of hiddenRunes, those of the BMP one
// bit each, built from the tables of the running Go (so that it follows
// its Unicode version) when first needed. TestIsHiddenRune checks every
// code point against the tables.
var hiddenBMP = sync.OnceValue(func() *runeset.BMP { return runeset.New(hiddenRunes...) })

// mayBeIRI reports whether s, which Parse rejects with the Ref r, holds a
// non-ASCII byte, without which ParseIRI would reject it alike. The URI
// parser never reads past a non-ASCII byte, so only the bytes from the
// error offset on need a look.
func mayBeIRI(s string, r Ref) bool {
	for i := min(max(r.ErrorOffset(), 0), len(s)); i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

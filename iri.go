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
// the IP literals stay ASCII. So the IRI parser is the URI parser (parse.go)
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

// parseIRI is ParseIRI, and parseRef (Parse) for an IRI-reference, written
// out as parseRef is: the block parser first, with the URI grammar on an
// input whose first asciiProbe bytes are ASCII (the IRI grammar is then
// the URI grammar, and the URI classifier costs less), else, and when that
// fails, with the IRI grammar, which checks the bytes above 0x7F on the
// masks of the IRI classifiers (utf8mask.go); everything the block parser
// does not take goes to the byte-at-a-time parser with the IRI grammar.
func parseIRI(s string) (Ref, error) {
	if len(s) >= active.blockMin {
		if len(s) >= asciiProbe && ascii32(s) || len(s) < asciiProbe && asciiShort(s) {
			var m blockMasks
			classifyBlock(s[:blockSpan(len(s))], &m)
			if r, ok := parseBlock(s, &m, false, 0); ok {
				return r, nil
			}
		}
		// A byte above 0x7F in the first asciiProbe bytes, or past them
		// (the URI grammar stopped there), or an invalid input.
		if r, ok := parseBlockIRI(s); ok {
			return r, nil
		}
	}
	return refResult(parseText[iriGrammar, iriQueryGrammar](s))
}

// parseBlockIRI runs the block parser with the IRI grammar on s,
// len(s) >= active.blockMin: the bytes above 0x7F of the first block are
// checked on its UTF-8 masks, and then parsed as bytes of the userinfo,
// host, path, query and fragment, which are the components that may hold
// them (the scheme, a port or an IP literal that holds one fails on its
// own rules).
func parseBlockIRI(s string) (Ref, bool) {
	var m blockMasksIRI
	classifyBlockIRI(s[:min(len(s), blockMax)], &m)
	u8, ok := utf8Block(s, 0, &m.utf8, 0)
	if !ok {
		return Ref{}, false
	}
	if len(s) <= blockMax && u8 != 0 {
		return Ref{}, false // a character cut short by the end
	}
	m.notUserinfo &^= m.utf8.hi
	m.notPath &^= m.utf8.hi
	return parseBlock(s, &m.blockMasks, true, u8)
}

// scanIRIText is scanText with an IRI grammar from a non-ASCII byte at
// s[i], in a query when private is set.
func scanIRIText(s string, i int, set charset, private bool) (end int, ok bool) {
	for {
		n, bad := iriChar(s[i:], private)
		if n == 0 {
			// bad == 0: s[i] begins no character allowed here, and the
			// component ends at it, for the caller to report.
			return i + bad, bad == 0
		}
		// On to the next non-ASCII byte (scanPct stops at it), in a loop
		// rather than a recursion through scanText; at once when it
		// follows.
		if i += n; i < len(s) && s[i] >= utf8.RuneSelf {
			continue
		}
		if i, ok = scanPct(s, i, set); !ok || i >= len(s) || s[i] < utf8.RuneSelf {
			return i, ok
		}
	}
}

// iriChar reads the character at the start of s, whose first byte is not
// ASCII. When it is one that an IRI allows (ucschar, and iprivate too when
// private is set), it returns its length n. Otherwise n is 0 and bad is
// the offset in s of the byte at which s stops being the start of an
// allowed character: 0 when s[0] begins none, len(s) when s ends first.
func iriChar(s string, private bool) (n, bad int) {
	// The common cases first, without decoding: two bytes from U+00A0 on
	// (Latin, Greek, Cyrillic, Hebrew, Arabic ...: C2 A0 to DF BF) but for
	// U+061C (D8 9C), and three from U+0800 to U+D7FF (E0 A0 80 to ED 9F
	// BF: most scripts, CJK among them) but for the other bidirectional
	// formatting characters (bidiE2); then the rest of the BMP, decoded
	// without a call. TestIRIChar checks every sequence.
	if c := s[0]; c < 0xE0 {
		if len(s) >= 2 && c >= 0xC2 && s[1]&0xC0 == 0x80 && (c > 0xC2 || s[1] >= 0xA0) && (c != 0xD8 || s[1] != 0x9C) {
			return 2, 0
		}
	} else if len(s) >= 3 && c <= 0xEF && s[1]&0xC0 == 0x80 && s[2]&0xC0 == 0x80 {
		if c <= 0xED && (c != 0xE0 || s[1] >= 0xA0) && (c != 0xED || s[1] < 0xA0) && (c != 0xE2 || !bidiE2(s[1], s[2])) {
			return 3, 0
		}
		// U+E000 to U+FFFF (EE 80 80 to EF BF BF), decoded here: private
		// use, compatibility forms (such as U+FDFA, which an attacker
		// can repeat), specials.
		if c >= 0xEE && iriAllowsEF(rune(c&0x0F)<<12|rune(s[1]&0x3F)<<6|rune(s[2]&0x3F), private) {
			return 3, 0
		}
	}
	r, size := utf8.DecodeRuneInString(s)
	if size > 1 && isIRIRune(r, private) {
		return size, 0
	}
	return 0, iriBadOffset(s, private)
}

// bidiE2 reports whether E2 b1 b2 encodes a bidirectional formatting
// character: U+200E, U+200F, U+202A-U+202E (E2 80 ..), U+2066-U+2069
// (E2 81 A6-A9).
func bidiE2(b1, b2 byte) bool {
	return b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || 0xAA <= b2 && b2 <= 0xAE) || b1 == 0x81 && 0xA6 <= b2 && b2 <= 0xA9
}

// iriRanges are the non-ASCII characters an IRI may hold, in order: ucschar
// (RFC 3987 2.2) without the bidirectional formatting characters (U+200E,
// U+200F, U+202A-U+202E, section 4.1, and U+061C, U+2066-U+2069, which
// Unicode 6.3 added for the same purpose), and iprivate, which only a query
// may hold. The noncharacters (U+FDD0-U+FDEF and the last two of each
// plane), surrogates and C1 controls are in neither.
var iriRanges = [...]struct {
	lo, hi  rune
	private bool
}{
	{0xA0, 0x061B, false},
	{0x061D, 0x200D, false},
	{0x2010, 0x2029, false},
	{0x202F, 0x2065, false},
	{0x206A, 0xD7FF, false},
	{0xE000, 0xF8FF, true},
	{0xF900, 0xFDCF, false},
	{0xFDF0, 0xFFEF, false},
	{0x10000, 0x1FFFD, false},
	{0x20000, 0x2FFFD, false},
	{0x30000, 0x3FFFD, false},
	{0x40000, 0x4FFFD, false},
	{0x50000, 0x5FFFD, false},
	{0x60000, 0x6FFFD, false},
	{0x70000, 0x7FFFD, false},
	{0x80000, 0x8FFFD, false},
	{0x90000, 0x9FFFD, false},
	{0xA0000, 0xAFFFD, false},
	{0xB0000, 0xBFFFD, false},
	{0xC0000, 0xCFFFD, false},
	{0xD0000, 0xDFFFD, false},
	{0xE1000, 0xEFFFD, false},
	{0xF0000, 0xFFFFD, true},
	{0x100000, 0x10FFFD, true},
}

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

// iriAllows reports whether an IRI character lies in [lo, hi]: one of
// ucschar, or of iprivate too when private is set.
func iriAllows(lo, hi rune, private bool) bool {
	for _, g := range iriRanges {
		if g.lo > hi {
			return false
		}
		if g.hi >= lo && (private || !g.private) {
			return true
		}
	}
	return false
}

// isIRIRune reports whether r, not ASCII, may stand in an IRI: ucschar, or
// iprivate too when private is set. It is iriAllows(r, r, private) in a
// few comparisons rather than a walk through iriRanges, since every
// character of an IRI that is not in the fast path of iriChar comes
// here (TestIRIRunes checks every code point).
func isIRIRune(r rune, private bool) bool {
	switch {
	case r < 0xA0 || r > unicode.MaxRune:
		return false
	case r < 0xD800:
		// The bidirectional formatting characters.
		return r != 0x061C && (r < 0x200E || r > 0x2069 ||
			r > 0x200F && r < 0x202A || r > 0x202E && r < 0x2066)
	case r < 0x10000:
		return r >= 0xE000 && iriAllowsEF(r, private) // not the surrogates
	case r&0xFFFE == 0xFFFE: // the last two of each plane
		return false
	case r >= 0xF0000: // planes 15 and 16, private use
		return private
	}
	return r>>12 != 0xE0 // U+E0000-U+E0FFF: tags and variation selectors
}

// iriAllowsEF is isIRIRune for r from U+E000 to U+FFFF, the characters
// whose UTF-8 begins with EE or EF. It is inlined.
func iriAllowsEF(r rune, private bool) bool {
	if r <= 0xF8FF { // the private use area
		return private
	}
	// Not the noncharacters U+FDD0-U+FDEF, nor the specials U+FFF0-U+FFFF.
	return (r < 0xFDD0 || r > 0xFDEF) && r <= 0xFFEF
}

// iriBadOffset returns, for s that does not begin with an allowed IRI
// character (s[0] not ASCII), the offset of the byte at which s stops
// being the start of one, or len(s) when s ends first. The code points
// whose UTF-8 encoding begins with s[:k] form a range, which the bytes
// narrow one by one (a valid UTF-8 prefix: no overlong form, nothing above
// U+10FFFF); the answer is the first byte after which it holds no allowed
// character.
func iriBadOffset(s string, private bool) int {
	c := s[0]
	var n int
	var v, least rune // the bits read so far; the least code point of an n-byte form
	switch {
	case 0xC2 <= c && c <= 0xDF:
		n, v, least = 2, rune(c&0x1F), 0x80
	case 0xE0 <= c && c <= 0xEF:
		n, v, least = 3, rune(c&0x0F), 0x800
	case 0xF0 <= c && c <= 0xF4:
		n, v, least = 4, rune(c&0x07), 0x10000
	default:
		return 0 // a continuation byte, C0, C1 or F5-FF: never a first byte
	}
	for k := 1; ; k++ {
		shift := 6 * uint(n-k)
		lo, hi := max(v<<shift, least), v<<shift|(1<<shift-1)
		if lo > hi || !iriAllows(lo, hi, private) {
			return k - 1
		}
		if k == n {
			return n // not reached: s begins with an allowed character
		}
		if k >= len(s) {
			return len(s)
		}
		if s[k]&0xC0 != 0x80 {
			return k
		}
		v = v<<6 | rune(s[k]&0x3F)
	}
}

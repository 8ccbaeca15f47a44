// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/bits"
	"unicode"
	"unicode/utf8"
)

// The grammar rules that both parsers follow, the block parser
// (parse_block.go) and the byte parser (parse_bytes.go): the triplets,
// the path kinds, the authority's end, the port, the reg-name and the IP
// addresses (grammar_ip.go), the characters an IRI allows, and the
// grammar type parameter that tells RFC 3986 from RFC 3987. They call
// only the kernels (scan_kernel.go), the byte helpers (ascii.go, swar.go)
// and the Ref they fill.

// A grammar is the grammar a parse follows, RFC 3986's or RFC 3987's
// (iri.go), as a type parameter of the parser (parseText, parseAuthority,
// parseHostPort, scanText), so that the compiler makes a copy of the
// parser for each: Parse's copy holds no test of the IRI rules, and no
// register or stack slot to remember which rules apply, which a mode
// passed as a value would cost its byte-at-a-time path (BenchmarkParse).
// The three are array types only so that their lengths, a constant in
// each copy, tell them apart (isIRI, private).
type grammar interface {
	uriGrammar | iriGrammar | iriQueryGrammar
}

type (
	uriGrammar      [0]struct{} // RFC 3986: ASCII only
	iriGrammar      [1]struct{} // RFC 3987: ucschar in the userinfo, reg-name, path and fragment
	iriQueryGrammar [2]struct{} // RFC 3987 iquery: ucschar and iprivate
)

// isIRI reports whether G allows non-ASCII characters.
func isIRI[G grammar]() bool {
	var g G
	return len(g) != 0
}

// private reports whether G allows iprivate.
func private[G grammar]() bool {
	var g G
	return len(g) == 2
}

// scanError is the error of a component whose scanText stopped at s[i]
// with ok false: ErrPercent for a bad triplet, where s[i-1] is the "%" or
// the hexadecimal digit after it; and with an IRI grammar comp, the
// component's error, for a character that went wrong after its first
// byte, where s[i-1] is one of its bytes.
func scanError[G grammar](s string, i int, comp ErrorCode) ErrorCode {
	if isIRI[G]() && s[i-1] >= utf8.RuneSelf {
		return comp
	}
	return ErrPercent
}

// checkPct checks the pct-encoded triplet that the "%" at s[i] starts
// (pct-encoded = "%" HEXDIG HEXDIG). It returns the index after it and
// true, or the index of the first byte that is not a hexadecimal digit
// (len(s) if s ends early) and false.
func checkPct(s string, i int) (int, bool) {
	if i+2 < len(s) && classTable[s[i+1]]&classTable[s[i+2]]&(1<<classHEXDIG) != 0 {
		return i + 3, true
	}
	if i+1 < len(s) && inClass(s[i+1], classHEXDIG) {
		return i + 2, false
	}
	return i + 1, false
}

// pathKindAt returns the kind of the path that starts at s[i] in a
// reference without an authority (3.3): empty, absolute, or else rootless
// after a scheme and noscheme without one.
func pathKindAt(s string, i int, scheme bool) PathKind {
	switch {
	case i == len(s) || s[i] == '?' || s[i] == '#':
		return PathEmpty
	case s[i] == '/':
		return PathAbsolute
	case scheme:
		return PathRootless
	}
	return PathNoScheme
}

// firstSegmentColon returns the index of the first ":" in the first
// segment of the path p (up to its first "/"), or -1. A relative
// reference may not have such a path (path-noscheme, 4.2): it would be read
// as a scheme.
func firstSegmentColon(p string) int {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case ':':
			return i
		case '/':
			return -1
		}
	}
	return -1
}

// isAuthorityEnd reports whether c ends an authority (3.2).
func isAuthorityEnd(c byte) bool { return c == '/' || c == '?' || c == '#' }

// setRegName records [start, end) as the host, a reg-name or, when it
// matches IPv4address, an IPv4 address (first match wins, 3.2.2).
func setRegName(s string, start, end int, r *Ref) {
	r.setHostStart(start)
	r.setHostEnd(end)
	r.setHostKind(HostRegName)
	// The first byte first: it is a letter in nearly every host, which
	// the branch predictor learns, where the length is not.
	if end > start && isDigit(s[start]) &&
		end-start >= len("0.0.0.0") && end-start <= len("255.255.255.255") && isIPv4(s[start:end]) {
		r.setHostKind(HostIPv4)
	}
}

// parsePort parses port = *DIGIT starting at i, after the ":", up to the
// end of the authority.
func parsePort(s string, i int, r *Ref) (int, ErrorCode) {
	r.addFlags(flagPort)
	n, port, ok := scanPort(s[i:])
	if ok {
		r.setPort(port)
		r.addFlags(flagPortOK)
	}
	if i += n; i < len(s) && !isAuthorityEnd(s[i]) {
		return i, ErrPort
	}
	r.setPathStart(i)
	return i, 0
}

// scanPort reads port = *DIGIT at the start of s. It returns the number of
// digits, and their value and true when there is at least one and the
// value fits in 16 bits (leading zeros are allowed: "0080" is 80).
func scanPort(s string) (n int, port uint16, ok bool) {
	if len(s) >= 8 {
		// Eight bytes at once: the first that is not a digit ends the
		// port, and fewer than eight digits are read as one number.
		d := load64(s, 0) ^ ones*'0' // the digits are the bytes below 10
		if notDigit := (d&lo7 + ones*(0x80-10) | d) & hi1; notDigit != 0 {
			n = bits.TrailingZeros64(notDigit) >> 3
			if n == 0 {
				return 0, 0, false
			}
			v := decimal8(d << uint(64-8*n))
			return n, uint16(v), v <= 0xffff
		}
	}
	v := 0
	for ; n < len(s) && isDigit(s[n]); n++ {
		if v <= 0xffff {
			v = v*10 + int(s[n]-'0')
		}
	}
	return n, uint16(v), n > 0 && v <= 0xffff
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

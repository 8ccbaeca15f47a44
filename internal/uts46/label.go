// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import "unicode/utf8"

// bidiState gathers what the Bidi Rule needs of the whole domain: whether
// it is a Bidi domain name (a label holds a code point of Bidi_Class R, AL
// or AN), and the first label that breaks the rule, which is an error only
// in such a domain.
type bidiState struct {
	rtl, fail bool
	failLabel int
}

// appendLabel runs UTS 46 4.1 step 4 on the mapped label l and appends the
// result to dst: for ToASCII, an ASCII label as it is, another in
// punycode; for ToUnicode, in UTF-8. l may alias dst's array below len(dst).
func appendLabel(dst, l []byte, bd *bidiState, idx int, unicode bool) ([]byte, Error) {
	xn := len(l) >= 4 && l[0] == 'x' && l[1] == 'n' && l[2] == '-' && l[3] == '-'
	if !xn {
		ascii := true
		for _, c := range l {
			if c >= utf8.RuneSelf {
				ascii = false
				break
			}
		}
		if ascii {
			bd.label(asciiBidiOK(l), false, idx)
			return append(dst, l...), 0
		}
	}
	return appendIDNLabel(dst, l, xn, bd, idx, unicode)
}

// appendIDNLabel is appendLabel for a label that is not ASCII or starts
// with "xn--".
func appendIDNLabel(dst, l []byte, xn bool, bd *bidiState, idx int, unicode bool) ([]byte, Error) {
	var buf [shortLabel]rune
	if xn {
		for _, c := range l {
			if c >= utf8.RuneSelf {
				return dst, ErrPunycode // step 4.1.1
			}
		}
		runes, ok := appendDecoded(buf[:0], l[4:], maxLabel)
		if !ok || isASCII(runes) { // steps 4.1.2 and 4.1.3
			return dst, ErrPunycode
		}
		if err := checkLabel(runes, true, bd, idx); err != 0 {
			return dst, err
		}
		if unicode {
			return appendUTF8(dst, runes), 0
		}
		// Encoded again: RFC 3492 decoders accept some strings that the
		// encoding never writes.
		return appendXN(dst, runes)
	}
	runes := buf[:0]
	if len(l) > len(buf) {
		cnt := utf8.RuneCount(l)
		if cnt > nfcShrink*(maxLabel+1) {
			return dst, ErrLabelTooLong
		}
		if cnt > len(buf) {
			runes = make([]rune, 0, cnt)
		}
	}
	// One pass decodes the label and takes what the checks need of each
	// code point: in the common label, in NFC and valid, nothing more.
	var b bidiScan
	var last uint8
	nfc, bad, joiner := true, false, false
	for i := 0; i < len(l); {
		// The mapped label is UTF-8 that process wrote: valid.
		var r rune
		switch c := l[i]; {
		case c < 0x80:
			r, i = rune(c), i+1
		case c < 0xE0:
			r, i = rune(c&0x1F)<<6|rune(l[i+1]&0x3F), i+2
		case c < 0xF0:
			r, i = rune(c&0x0F)<<12|rune(l[i+1]&0x3F)<<6|rune(l[i+2]&0x3F), i+3
		default:
			r, i = rune(c&0x07)<<18|rune(l[i+1]&0x3F)<<12|rune(l[i+2]&0x3F)<<6|rune(l[i+3]&0x3F), i+4
		}
		runes = append(runes, r)
		v := lookup(r)
		if v&statusMask != stValid {
			bad = true
		}
		c := ccc(v)
		if v&maybeBit != 0 || c != 0 && last > c {
			nfc = false
		}
		last = c
		b.add(bidi(v))
		if r == 0x200C || r == 0x200D {
			joiner = true
		}
	}
	if !nfc || bad || joiner {
		if !nfc {
			var nbuf [2 * shortLabel]rune // zeroed on this path only
			runes = appendNFC(nbuf[:0], runes)
		}
		if len(runes) > maxLabel {
			return dst, ErrLabelTooLong
		}
		if err := checkLabel(runes, false, bd, idx); err != 0 {
			return dst, err
		}
	} else {
		if len(runes) > maxLabel {
			return dst, ErrLabelTooLong
		}
		if lookup(runes[0])&markBit != 0 {
			return dst, ErrLeadingMark // criterion 5
		}
		ok := b.ok()
		bd.label(ok, b.rtl, idx)
	}
	if unicode {
		return appendUTF8(dst, runes), 0
	}
	return appendXN(dst, runes)
}

// decodeRune is utf8.DecodeRune, with the two- and three-byte forms
// inline.
func decodeRune(p []byte) (rune, int) {
	if len(p) >= 2 && 0xC2 <= p[0] && p[0] < 0xE0 && p[1]&0xC0 == 0x80 {
		return rune(p[0]&0x1F)<<6 | rune(p[1]&0x3F), 2
	}
	if len(p) >= 3 && 0xE1 <= p[0] && p[0] < 0xF0 && p[0] != 0xED && p[1]&0xC0 == 0x80 && p[2]&0xC0 == 0x80 {
		return rune(p[0]&0x0F)<<12 | rune(p[1]&0x3F)<<6 | rune(p[2]&0x3F), 3
	}
	return utf8.DecodeRune(p)
}

// appendXN appends "xn--" and the punycode of s.
func appendXN(dst []byte, s []rune) ([]byte, Error) {
	n := len(dst)
	dst, ok := appendPunycode(append(dst, "xn--"...), s)
	if !ok {
		return dst[:n], ErrOverflow
	}
	return dst, 0
}

// appendUTF8 appends the code points s in UTF-8.
func appendUTF8(dst []byte, s []rune) []byte {
	for _, r := range s {
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// isASCII reports whether s is ASCII only.
func isASCII(s []rune) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// checkLabel checks the label s against the validity criteria of UTS 46
// 4.1, for a label decoded from punycode or one mapped and normalized,
// and records it for the Bidi Rule.
func checkLabel(s []rune, decoded bool, bd *bidiState, idx int) Error {
	for _, r := range s {
		if lookup(r)&statusMask != stValid { // criterion 6 (V7)
			return ErrNotValid
		}
	}
	if decoded && !quickNFC(s) { // criterion 1
		var nbuf [2 * shortLabel]rune
		n := appendNFC(nbuf[:0], s)
		if len(n) != len(s) {
			return ErrNotNFC
		}
		for i := range n {
			if n[i] != s[i] {
				return ErrNotNFC
			}
		}
	}
	if len(s) >= 4 && s[0] == 'x' && s[1] == 'n' && s[2] == '-' && s[3] == '-' {
		return ErrPrefixXN // criterion 4, with CheckHyphens false
	}
	if len(s) > 0 && lookup(s[0])&markBit != 0 {
		return ErrLeadingMark // criterion 5
	}
	// Criterion 7, CheckJoiners: RFC 5892 appendix A.1 and A.2.
	for i, r := range s {
		if r != 0x200C && r != 0x200D {
			continue
		}
		if i > 0 && ccc(lookup(s[i-1])) == 9 { // after a virama
			continue
		}
		if r == 0x200D {
			return ErrZWJ
		}
		if !zwnjContext(s, i) {
			return ErrZWNJ
		}
	}
	ok, rtl := bidiRule(s)
	bd.label(ok, rtl, idx)
	return 0
}

// zwnjContext reports whether s[i], U+200C, stands where RFC 5892 A.1
// allows it: (Joining_Type:{L,D})(Joining_Type:T)* before it and
// (Joining_Type:T)*(Joining_Type:{R,D}) after it.
func zwnjContext(s []rune, i int) bool {
	j := i - 1
	for j >= 0 && joining(lookup(s[j])) == jtT {
		j--
	}
	if j < 0 {
		return false
	}
	if t := joining(lookup(s[j])); t != jtL && t != jtD {
		return false
	}
	j = i + 1
	for j < len(s) && joining(lookup(s[j])) == jtT {
		j++
	}
	if j == len(s) {
		return false
	}
	t := joining(lookup(s[j]))
	return t == jtR || t == jtD
}

// label records a label for the Bidi Rule: whether it keeps the rule, and
// whether it makes the domain a Bidi domain name.
func (bd *bidiState) label(ok, rtl bool, idx int) {
	if rtl {
		bd.rtl = true
	}
	if !ok && !bd.fail {
		bd.fail, bd.failLabel = true, idx
	}
}

// bidiRule reports whether the label s keeps the six conditions of RFC
// 5893 section 2, and whether it holds a code point of Bidi_Class R, AL
// or AN. An empty label keeps them.
func bidiRule(s []rune) (ok, rtl bool) {
	if len(s) == 0 {
		return true, false
	}
	var b bidiScan
	for _, r := range s {
		b.add(bidi(lookup(r)))
	}
	ok = b.ok()
	return ok, b.rtl
}

// asciiBidiOK is bidiRule for an ASCII label, which never holds R, AL or
// AN: in ASCII, Bidi_Class L is the letters, EN the digits, and B, S and
// WS, which no label may hold, are U+0009 to U+000D, U+001C to U+0020.
func asciiBidiOK(l []byte) bool {
	if len(l) == 0 {
		return true
	}
	if !isAlpha(l[0]) || !isAlpha(l[len(l)-1]) && !('0' <= l[len(l)-1] && l[len(l)-1] <= '9') {
		return false
	}
	for _, c := range l {
		if 0x09 <= c && c <= 0x0D || 0x1C <= c && c <= 0x20 {
			return false
		}
	}
	return true
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// bidiScan follows a label's Bidi_Class values for RFC 5893 section 2.
type bidiScan struct {
	n           int
	first, last int    // the first class, and the last that is not NSM
	seen        uint32 // the classes met, as bits
	rtl         bool
}

const (
	rtlAllowed = 1<<bcR | 1<<bcAL | 1<<bcAN | 1<<bcEN | 1<<bcES | 1<<bcCS | 1<<bcET | 1<<bcON | 1<<bcBN | 1<<bcNSM
	ltrAllowed = 1<<bcL | 1<<bcEN | 1<<bcES | 1<<bcCS | 1<<bcET | 1<<bcON | 1<<bcBN | 1<<bcNSM
	rtlClasses = 1<<bcR | 1<<bcAL | 1<<bcAN
)

func (b *bidiScan) add(c int) {
	if b.n == 0 {
		b.first, b.last = c, -1
	}
	b.n++
	if c != bcNSM {
		b.last = c
	}
	b.seen |= 1 << c
}

// all reports whether every class met is one of mask.
func (b *bidiScan) all(mask uint32) bool { return b.seen&^mask == 0 }

func (b *bidiScan) ok() bool {
	b.rtl = b.seen&rtlClasses != 0
	switch b.first {
	case bcR, bcAL: // conditions 2, 3, 4
		return b.all(rtlAllowed) && (b.last == bcR || b.last == bcAL || b.last == bcEN || b.last == bcAN) && b.seen&(1<<bcEN|1<<bcAN) != 1<<bcEN|1<<bcAN
	case bcL: // conditions 5, 6
		return b.all(ltrAllowed) && (b.last == bcL || b.last == bcEN)
	}
	return false // condition 1
}

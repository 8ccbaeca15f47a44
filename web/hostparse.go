// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import "bytes"

// parseHost appends the host that the host parser gives h, the text of a
// host as written (tabs says that it may hold tabs and newlines, which
// are not part of it): opaque for a URL that is not special.
func parseHost(dst []byte, h string, opaque, tabs bool) ([]byte, Kind, error) {
	n := len(dst)
	if first := skipTabNewline(h, 0); first < len(h) && h[first] == '[' {
		dst = appendWithout(dst, h, tabs)
		b := dst[n:]
		if b[len(b)-1] != ']' {
			return dst[:n], None, ErrIPv6Unclosed
		}
		var a [8]uint16
		if err := parseIPv6(asString(b[1:len(b)-1]), &a); err != nil {
			return dst[:n], None, err
		}
		return appendIPv6(dst[:n], &a), IPv6, nil
	}
	if opaque {
		return opaqueHost(dst, h)
	}
	return domainHost(append(dst, h...), n, tabs)
}

// appendWithout appends s without its tabs and newlines, which tabs says
// it may hold.
func appendWithout(dst []byte, s string, tabs bool) []byte {
	if !tabs {
		return append(dst, s...)
	}
	for i := 0; i < len(s); i++ {
		if !isTabNewline(s[i]) {
			dst = append(dst, s[i])
		}
	}
	return dst
}

// removeTabNewline removes the tabs and newlines of b, in place.
func removeTabNewline(b []byte) []byte {
	w := 0
	for _, c := range b {
		if !isTabNewline(c) {
			b[w] = c
			w++
		}
	}
	return b[:w]
}

// Byte classes of a host, bits for the tables below.
const (
	keep      = 0         // written as it is
	upper     = 1 << iota // an ASCII capital letter
	percent               // "%"
	high                  // a byte >= 0x80
	skip                  // tab or newline: not part of the host
	forbidden             // a forbidden domain code point (opaque: forbidden host code point)
	encode                // opaque: a C0 control or DEL, percent-encoded
	stop      = encode    // authorityClass: a byte the authority scan looks at
)

// domainClass classifies the bytes of a domain: the forbidden domain code
// points (3.2, Host miscellaneous) are the C0 controls, space, "#", "%", "/", ":", "<", ">", "?",
// "@", "[", "\", "]", "^", "|" and DEL ("%" is one once decoded).
var domainClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case isTabNewline(byte(c)):
			t[c] = skip
		case c < 0x20 || c == 0x7f || bytes.IndexByte([]byte(" #/:<>?@[\\]^|"), byte(c)) >= 0:
			t[c] = forbidden
		case c == '%':
			t[c] = percent
		case 'A' <= c && c <= 'Z':
			t[c] = upper
		case c >= 0x80:
			t[c] = high
		}
	}
	return t
}()

// opaqueClass classifies the bytes of an opaque host: the forbidden host
// code points (3.2, Host miscellaneous) are NUL, space, "#", "/", ":", "<", ">", "?", "@", "[", "\",
// "]", "^" and "|" (tab, LF and CR too, removed before); the C0 control
// percent-encode set is the other C0 controls, DEL and every byte >= 0x80.
var opaqueClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case isTabNewline(byte(c)):
			t[c] = skip
		case c == 0 || bytes.IndexByte([]byte(" #/:<>?@[\\]^|"), byte(c)) >= 0:
			t[c] = forbidden
		case c < 0x20 || c >= 0x7f:
			t[c] = encode
		}
	}
	return t
}()

const upperHex = "0123456789ABCDEF"

// opaqueHost appends the opaque host that the opaque-host parser gives h:
// failure for a forbidden host code point, else h with the C0 controls,
// DEL and the bytes >= 0x80 percent-encoded (a non-ASCII character is its
// UTF-8 bytes, and a byte that is not UTF-8 is encoded alone).
func opaqueHost(dst []byte, h string) ([]byte, Kind, error) {
	n := len(dst)
	for i := 0; i < len(h); i++ {
		c := h[i]
		switch opaqueClass[c] {
		case keep:
			dst = append(dst, c)
		case encode:
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		case forbidden:
			return dst[:n], None, ErrHostInvalidCodePoint
		}
	}
	if len(dst) == n {
		return dst, Empty, nil
	}
	return dst, Opaque, nil
}

// domainHost finishes the host whose text, as written, is dst[n:]: the
// host parser's steps for a special URL (3.5, Host parsing, steps 4 to
// 9). It removes the tabs and newlines (when tabs), percent-decodes and
// lowers ASCII letters, in place. A domain that is then ASCII is the
// domain parser's result as it is (3.3, IDNA, step 5: since whatwg/url
// a8d5ca3, Unicode ToASCII does not decide an ASCII domain), to be
// checked for forbidden domain code points; one with a non-ASCII byte
// goes through Unicode ToASCII (idnaHost). A domain that ends in a
// number is an IPv4 address.
func domainHost(dst []byte, n int, tabs bool) ([]byte, Kind, error) {
	b := dst[n:]
	if tabs {
		b = removeTabNewline(b)
		dst = dst[:n+len(b)]
	}
	// The classes of all the bytes at once, without a branch: most
	// domains are lower-case ASCII, with nothing to rewrite.
	var classes uint8
	for _, c := range b {
		classes |= domainClass[c]
	}
	if classes&percent == 0 && classes&high != 0 {
		// Nothing to decode: Unicode ToASCII lowers the ASCII letters
		// itself, and the forbidden domain code points are looked for
		// in its result.
		return idnaHost(dst, n)
	}
	if classes&(percent|high|forbidden) != 0 {
		return domainRewrite(dst, n)
	}
	if classes&upper != 0 {
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
	}
	return finishDomain(dst, n)
}

// domainRewrite is domainHost for a domain dst[n:], free of tabs and
// newlines, that holds a "%", a byte >= 0x80 or a forbidden byte. The
// forbidden domain code points are looked for in the domain parser's
// result (3.3, IDNA, step 8), not in its input: "<" and U+0338 are
// U+226E once normalized, which is no such code point.
func domainRewrite(dst []byte, n int) ([]byte, Kind, error) {
	b := dst[n:]
	w, nonASCII, bad := 0, false, false
	for r := 0; r < len(b); r++ {
		c := b[r]
		class := domainClass[c]
		if class == percent && r+2 < len(b) && isHex(b[r+1]) && isHex(b[r+2]) {
			c = unhex(b[r+1])<<4 | unhex(b[r+2])
			r += 2
			if class = domainClass[c]; class == skip {
				// A decoded tab or newline is a C0 control like another.
				class = forbidden
			}
		}
		switch class {
		case upper:
			c += 'a' - 'A'
		case high:
			nonASCII = true
		case forbidden, percent:
			// A "%", as written or decoded, is a forbidden domain code
			// point too.
			bad = true
		}
		b[w] = c
		w++
	}
	dst = dst[:n+w]
	if nonASCII {
		return idnaHost(dst, n)
	}
	if bad {
		return dst[:n], None, ErrDomainInvalidCodePoint
	}
	return finishDomain(dst, n)
}

// isHex reports whether c is an ASCII hexadecimal digit.
func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f' }

// unhex returns the value of the hexadecimal digit c.
func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// idnaHost finishes the domain dst[n:], which is not ASCII: the domain
// parser with beStrict false (3.3, IDNA, steps 6 to 9), Unicode ToASCII
// then forbidden domain code points in its result. The host parser
// decodes the percent-decoded bytes as UTF-8 (3.5, step 5), a byte that
// is not UTF-8 becoming U+FFFD, which Unicode ToASCII refuses (uts46
// reads such a byte as U+FFFD). The result is appended after the domain,
// where it cannot alias it, then moved down to n.
func idnaHost(dst []byte, n int) ([]byte, Kind, error) {
	m := len(dst)
	out, ok := appendDomainToASCII(dst, dst[n:m])
	ascii := out[m:]
	if !ok || len(ascii) == 0 {
		return dst[:n], None, ErrDomainToASCII
	}
	var classes uint8
	for _, c := range ascii {
		classes |= domainClass[c]
	}
	if classes != keep {
		// A forbidden domain code point (3.3, IDNA, step 8), as
		// fullwidth "＜" maps to "<"; an upper-case letter cannot come
		// out of UTS 46 ToASCII, nor a byte >= 0x80.
		return out[:n], None, ErrDomainInvalidCodePoint
	}
	k := copy(out[n:], ascii)
	return finishDomain(out[:n+k], n)
}

// finishDomain returns the host for the ASCII domain dst[n:], lower case
// and free of forbidden code points: an IPv4 address when it ends in a
// number, a domain otherwise.
func finishDomain(dst []byte, n int) ([]byte, Kind, error) {
	d := dst[n:]
	if !mayEndInNumber(d) || !endsInNumber(d) {
		return dst, Domain, nil
	}
	v, err := parseIPv4(d)
	if err != nil {
		return dst[:n], None, err
	}
	return appendIPv4(dst[:n], v), IPv4, nil
}

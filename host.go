// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// isIPv4 reports whether s is an IPv4address (RFC 3986 3.2.2): four
// dec-octets, each 0-255 without leading zeros, separated by ".".
func isIPv4(s string) bool {
	off, ok := checkDecOctets(s, 4)
	return ok && off == len(s)
}

// checkDecOctets checks that s is need dec-octets separated by ".". It
// returns the offset of the first byte at which s stops being a prefix of
// such text (len(s) when it never does) and whether s is complete.
//
//	dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
func checkDecOctets(s string, need int) (int, bool) {
	i := 0
	for octet := 0; octet < need; octet++ {
		if octet > 0 {
			if i >= len(s) {
				return i, false
			}
			if s[i] != '.' {
				return i, false
			}
			i++
		}
		start, v := i, 0
		for ; i < len(s) && isDigit(s[i]); i++ {
			v = v*10 + int(s[i]-'0')
			if i > start && s[start] == '0' || v > 255 {
				return i, false
			}
		}
		if i == start {
			return i, false
		}
	}
	return i, true
}

// checkIPv6 checks s against IPv6address (RFC 3986 3.2.2), the nine forms
// of which come down to: at most 8 pieces, each an h16 of 1 to 4 hex
// digits, separated by ":"; at most one "::", which stands for one or more
// zero pieces (so at most 7 written pieces with it, exactly 8 without);
// and a dotted IPv4address in place of the last two pieces.
//
// It returns the offset of the first byte at which s stops being a prefix
// of an IPv6address (len(s) when it never does), and whether s is a
// complete one.
func checkIPv6(s string) (int, bool) {
	n := len(s)
	pieces := 0 // pieces written so far; an IPv4 tail counts as 2
	ellipsis := false
	i := 0
	if n > 0 && s[0] == ':' {
		if n == 1 {
			return 1, false
		}
		if s[1] != ':' {
			return 1, false
		}
		ellipsis = true
		i = 2
	}
	for i < n {
		maxPieces := 8
		if ellipsis {
			maxPieces = 7
		}
		if pieces >= maxPieces {
			return i, false
		}
		// h16 = 1*4HEXDIG, unless a "." turns it into the first dec-octet
		// of an IPv4address.
		j := i
		for j < n && j-i < 4 && inClass(s[j], classHEXDIG) {
			j++
		}
		if j == i {
			return i, false
		}
		if j < n && s[j] == '.' {
			if pieces+2 > maxPieces || !ellipsis && pieces != 6 {
				return j, false
			}
			if off, ok := checkDecOctets(s[i:j], 1); !ok || off != j-i {
				return j, false
			}
			off, ok := checkDecOctets(s[i:], 4)
			if !ok || i+off < n {
				return i + off, false
			}
			return n, true
		}
		if j < n && inClass(s[j], classHEXDIG) {
			return j, false // a fifth hex digit
		}
		pieces++
		i = j
		if i == n {
			break
		}
		if s[i] != ':' {
			return i, false
		}
		if i+1 < n && s[i+1] == ':' {
			if ellipsis {
				if pieces >= 7 {
					return i, false
				}
				return i + 1, false
			}
			if pieces >= 8 {
				return i, false
			}
			ellipsis = true
			i += 2
			continue
		}
		if ellipsis && pieces >= 7 || pieces >= 8 {
			return i, false
		}
		i++
		if i == n {
			return n, false // a lone ":" must be followed by a piece
		}
	}
	return n, ellipsis || pieces == 8
}

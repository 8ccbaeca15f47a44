// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "math/bits"

// The grammar rules of the IP addresses of a host (RFC 3986 3.2.2), which
// both parsers follow (see grammar.go): IPv4address and its dec-octets,
// IPv6address, on bytes or on the masks of a block.

// isIPv4 reports whether s is an IPv4address (RFC 3986 3.2.2): four
// dec-octets, each 0-255 without leading zeros, separated by ".". It is
// checkDecOctets for a whole s, with no offset to keep and a branch an
// octet rather than a byte: a host that starts with a digit is tested on
// every parse.
func isIPv4(s string) bool {
	if len(s) < len("0.0.0.0") || len(s) > len("255.255.255.255") {
		return false
	}
	i := 0
	for octet := 0; ; octet++ {
		d0 := uint(s[i] - '0')
		if d0 > 9 {
			return false
		}
		switch {
		case i+1 == len(s) || s[i+1]-'0' > 9:
			i++
		case d0 == 0:
			return false // a leading zero
		case i+2 == len(s) || s[i+2]-'0' > 9:
			i += 2
		default:
			if d0*100+uint(s[i+1]-'0')*10+uint(s[i+2]-'0') > 255 {
				return false
			}
			i += 3
		}
		if octet == 3 {
			return i == len(s)
		}
		if i+1 >= len(s) || s[i] != '.' {
			return false
		}
		i++
	}
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

// isIPv6 reports whether s is an IPv6address (RFC 3986 3.2.2), as
// checkIPv6 does for a whole s, with no offset to keep: the block parser
// checks its IPv6 literals with it.
func isIPv6(s string) bool {
	n := len(s)
	i, pieces, ellipsis := 0, 0, false
	if n >= 2 && s[0] == ':' && s[1] == ':' {
		if n == 2 {
			return true
		}
		i, ellipsis = 2, true
	}
	for {
		start := i
		for i < n && i-start < 4 && classTable[s[i]]&(1<<classHEXDIG) != 0 {
			i++
		}
		if i == start {
			return false
		}
		if i < n && s[i] == '.' {
			// An IPv4address in place of the last two pieces.
			return (ellipsis && pieces <= 5 || !ellipsis && pieces == 6) && isIPv4(s[start:])
		}
		pieces++
		if i == n {
			break
		}
		if s[i] != ':' || i+1 == n {
			return false // a fifth digit, another byte, or a lone ":" at the end
		}
		i++
		if s[i] == ':' {
			if ellipsis {
				return false
			}
			ellipsis = true
			if i++; i == n {
				break
			}
		}
	}
	if ellipsis {
		return pieces <= 7
	}
	return pieces == 8
}

// ipv6Form reports whether n bytes whose masks are hex (hexadecimal
// digits) and colon, every one of them one or the other, are an
// IPv6address without an IPv4address in it: pieces of 1 to 4 hexadecimal
// digits (h16) separated by ":", with at most one "::", eight pieces
// without it and at most seven with it, and neither starting nor ending
// with a lone ":". The block parser checks its IPv6 literals so, from the
// masks of its first block.
func ipv6Form(n int, hex, colon uint64) bool {
	double := colon & (colon >> 1) // the first ":" of each "::"
	if double&(double-1) != 0 || hex&(hex>>1)&(hex>>2)&(hex>>3)&(hex>>4) != 0 ||
		colon&3 == 1 || colon>>uint(n-2)&3 == 2 {
		return false // two "::" (":::" among them), an h16 of five digits, or a lone ":" at an end
	}
	pieces := bits.OnesCount64(hex &^ (hex << 1))
	if double != 0 {
		return pieces <= 7
	}
	return pieces == 8
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

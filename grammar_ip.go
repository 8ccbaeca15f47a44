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
// checkDecOctets for a whole s, with no offset to keep, as a state
// machine (ipv4States) of two table loads a byte and no branch but the
// loop's: a host that starts with a digit is tested on every parse.
func isIPv4(s string) bool {
	if len(s) < len("0.0.0.0") || len(s) > len("255.255.255.255") {
		return false
	}
	st := uint8(0)
	for i := 0; i < len(s); i++ {
		st = ipv4States.next[st|ipv4States.class[s[i]]]
	}
	return ipv4States.accept>>(st>>3)&1 != 0
}

// ipv4States is the state machine of isIPv4. A state is an octet (0 to
// 3) and what its digits so far allow after them, times 8, so that a
// state plus the class of a byte (class) indexes next, the next state;
// a byte that no dec-octet or separator allows there leads to a state
// that leads only to itself. accept has bit k set for the states k*8
// that end an IPv4address. TestIsIPv4 holds it to checkDecOctets.
var ipv4States = func() (t struct {
	class  [256]uint8
	next   [256]uint8
	accept uint32
}) {
	// The classes of bytes, as the digits allow after them.
	const (
		c0, c1, c2, c34, c5, c69, cDot, cOther = 0, 1, 2, 3, 4, 5, 6, 7
	)
	// The states of an octet: start (no digit yet), then what the digits
	// so far allow: two more digits ("1"), a "2" (then 0-4: one more;
	// 5: one more of 0-5; 6-9: none), one more digit ("3" to "9", "1d",
	// "2" and 0-4), one more of 0-5 ("25"), or none ("0", three digits,
	// "26" to "29").
	const (
		start, two, first2, one, upTo5, none, perOctet = 0, 1, 2, 3, 4, 5, 6
	)
	const reject = 4 * perOctet
	for c := range 256 {
		t.class[c] = cOther
		switch {
		case c == '.':
			t.class[c] = cDot
		case c == '0':
			t.class[c] = c0
		case c == '1':
			t.class[c] = c1
		case c == '2':
			t.class[c] = c2
		case c == '3' || c == '4':
			t.class[c] = c34
		case c == '5':
			t.class[c] = c5
		case '6' <= c && c <= '9':
			t.class[c] = c69
		}
	}
	for i := range t.next {
		t.next[i] = reject * 8
	}
	for o := range 4 {
		at := func(k, class int) *uint8 { return &t.next[(o*perOctet+k)*8+class] }
		to := func(k int) uint8 { return uint8((o*perOctet + k) * 8) }
		*at(start, c0) = to(none)
		*at(start, c1) = to(two)
		*at(start, c2) = to(first2)
		*at(start, c34), *at(start, c69), *at(start, c5) = to(one), to(one), to(one)
		for _, class := range []int{c0, c1, c2, c34, c5, c69} {
			*at(two, class) = to(one)
			*at(one, class) = to(none)
		}
		*at(first2, c0), *at(first2, c1), *at(first2, c2), *at(first2, c34) = to(one), to(one), to(one), to(one)
		*at(first2, c5) = to(upTo5)
		*at(first2, c69) = to(none)
		for _, class := range []int{c0, c1, c2, c34, c5} {
			*at(upTo5, class) = to(none)
		}
		for k := two; k <= none; k++ {
			if o < 3 {
				*at(k, cDot) = uint8(((o + 1) * perOctet) * 8)
			} else {
				t.accept |= 1 << uint(o*perOctet+k)
			}
		}
	}
	return t
}()

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

// ipv6Masks reports whether s, shorter than 64 bytes, is an IPv6address,
// given the masks hex and colon of its hexadecimal digits and colons
// (bit k for s[k]): ipv6Form when s has no other byte; else, when the
// other bytes come after the last colon, an IPv4address there stands
// for the two pieces of ls32 (RFC 3986 3.2.2), and the address is
// checked as ipv6Form with "0:0" in their place. Only what the masks
// cannot tell goes to isIPv6.
func ipv6Masks(s string, hex, colon uint64) bool {
	n := len(s)
	if hex|colon == bitsBelow(n) {
		return ipv6Form(n, hex, colon)
	}
	last := 63 - bits.LeadingZeros64(colon) // -1 without a colon
	if last < 0 || last+4 >= 64 || (hex|colon)&bitsBelow(last+1) != bitsBelow(last+1) {
		return isIPv6(s)
	}
	return isIPv4(s[last+1:]) &&
		ipv6Form(last+4, hex&bitsBelow(last+1)|1<<uint(last+1)|1<<uint(last+3), colon|1<<uint(last+2))
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

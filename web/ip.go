// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import "bytes"

// mayEndInNumber reports whether the domain d may end in a number, from
// its last byte: a digit, a to f, x or "." may end one, and the last
// label of most domains ends in another letter ("com"). It is inlined.
func mayEndInNumber(d []byte) bool {
	if len(d) == 0 {
		return false
	}
	c := d[len(d)-1]
	return c <= '9' || c == 'x' || 'a' <= c && c <= 'f'
}

// endsInNumber is the ends in a number checker: the last label of the
// domain d (after one trailing "." is dropped) is all ASCII digits, or
// "0x" followed by hexadecimal digits; the IPv4 parser then decides.
func endsInNumber(d []byte) bool {
	if n := len(d); n > 0 && d[n-1] == '.' {
		d = d[:n-1]
	}
	last := d[bytes.LastIndexByte(d, '.')+1:]
	if len(last) == 0 {
		return false
	}
	digits := true
	for _, c := range last {
		if c < '0' || c > '9' {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	if len(last) < 2 || last[0] != '0' || last[1]|0x20 != 'x' {
		return false
	}
	for _, c := range last[2:] {
		if !isHex(c) {
			return false
		}
	}
	return true
}

// parseIPv4 is the IPv4 parser, on the lower-case ASCII domain d: up to
// four numbers separated by "." (one trailing "." allowed), each decimal,
// octal after a leading "0" or hexadecimal after "0x" ("0x" alone is 0);
// every number but the last at most 255, the last filling the bytes left.
func parseIPv4(d []byte) (uint32, error) {
	if n := len(d); n > 0 && d[n-1] == '.' && n > 1 {
		d = d[:n-1]
	}
	if bytes.Count(d, []byte{'.'}) > 3 {
		return 0, ErrIPv4TooManyParts
	}
	var nums [4]uint64
	parts := 0
	for {
		part, rest, more := bytes.Cut(d, []byte{'.'})
		v, ok := parseIPv4Number(part)
		if !ok {
			return 0, ErrIPv4NonNumericPart
		}
		nums[parts] = v
		parts++
		if !more {
			break
		}
		d = rest
	}
	for _, v := range nums[:parts-1] {
		if v > 255 {
			return 0, ErrIPv4OutOfRangePart
		}
	}
	last := nums[parts-1]
	if last >= 1<<(8*(5-parts)) {
		return 0, ErrIPv4OutOfRangePart
	}
	ipv4 := uint32(last)
	for i, v := range nums[:parts-1] {
		ipv4 += uint32(v) << (8 * (3 - i))
	}
	return ipv4, nil
}

// parseIPv4Number is the IPv4 number parser: the value of s, saturated
// at 1<<32 (every larger value fails alike), and false when s is empty or
// holds a byte that is not a digit of its radix.
func parseIPv4Number(s []byte) (uint64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	radix := uint64(10)
	switch {
	case len(s) >= 2 && s[0] == '0' && s[1]|0x20 == 'x':
		radix, s = 16, s[2:]
	case len(s) >= 2 && s[0] == '0':
		radix, s = 8, s[1:]
	}
	var v uint64
	for _, c := range s {
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case radix == 16 && isHex(c):
			d = uint64(unhex(c))
		default:
			return 0, false
		}
		if d >= radix {
			return 0, false
		}
		if v = v*radix + d; v > 1<<32 {
			v = 1 << 32
		}
	}
	return v, true
}

// appendIPv4 appends the IPv4 serializer's text of v: four decimal
// numbers separated by ".".
func appendIPv4(dst []byte, v uint32) []byte {
	for i := 3; i >= 0; i-- {
		b := byte(v >> (8 * i))
		switch {
		case b >= 100:
			dst = append(dst, '0'+b/100, '0'+b/10%10, '0'+b%10)
		case b >= 10:
			dst = append(dst, '0'+b/10, '0'+b%10)
		default:
			dst = append(dst, '0'+b)
		}
		if i > 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// parseIPv6 is the IPv6 parser, on the text of b between the brackets; it
// sets the eight pieces of a.
func parseIPv6(b string, a *[8]uint16) error {
	p, piece, compress := 0, 0, -1
	if p < len(b) && b[p] == ':' {
		if p+1 >= len(b) || b[p+1] != ':' {
			return ErrIPv6InvalidCompression
		}
		p += 2
		piece++
		compress = piece
	}
	for p < len(b) {
		if piece == 8 {
			return ErrIPv6TooManyPieces
		}
		if b[p] == ':' {
			if compress >= 0 {
				return ErrIPv6MultipleCompression
			}
			p++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && p < len(b) && isHex(b[p]) {
			value = value<<4 | int(unhex(b[p]))
			p++
			length++
		}
		if p < len(b) && b[p] == '.' {
			if length == 0 {
				return ErrIPv4InIPv6InvalidCodePoint
			}
			p -= length
			if piece > 6 {
				return ErrIPv4InIPv6TooManyPieces
			}
			if err := parseIPv4InIPv6(b[p:], a, piece); err != nil {
				return err
			}
			piece += 2
			break
		}
		if p < len(b) && b[p] == ':' {
			p++
			if p == len(b) {
				return ErrIPv6InvalidCodePoint
			}
		} else if p < len(b) {
			return ErrIPv6InvalidCodePoint
		}
		a[piece] = uint16(value)
		piece++
	}
	if compress >= 0 {
		// Move the pieces after the compression to the end.
		swaps := piece - compress
		for i := 7; i != 0 && swaps > 0; i, swaps = i-1, swaps-1 {
			a[i], a[compress+swaps-1] = a[compress+swaps-1], a[i]
		}
	} else if piece != 8 {
		return ErrIPv6TooFewPieces
	}
	return nil
}

// parseIPv4InIPv6 parses the IPv4 address that ends an IPv6 address, b,
// into the pieces piece and piece+1 of a: four decimal numbers of at most
// 255, without leading zeros, separated by ".".
func parseIPv4InIPv6(b string, a *[8]uint16, piece int) error {
	numbers, p := 0, 0
	for p < len(b) {
		if numbers > 0 {
			if b[p] != '.' || numbers >= 4 {
				return ErrIPv4InIPv6InvalidCodePoint
			}
			p++
		}
		if p == len(b) || b[p] < '0' || b[p] > '9' {
			return ErrIPv4InIPv6InvalidCodePoint
		}
		v := -1
		for ; p < len(b) && '0' <= b[p] && b[p] <= '9'; p++ {
			switch {
			case v < 0:
				v = int(b[p] - '0')
			case v == 0:
				return ErrIPv4InIPv6InvalidCodePoint
			default:
				v = v*10 + int(b[p]-'0')
			}
			if v > 255 {
				return ErrIPv4InIPv6OutOfRangePart
			}
		}
		a[piece] = a[piece]<<8 | uint16(v)
		numbers++
		if numbers == 2 || numbers == 4 {
			piece++
		}
	}
	if numbers != 4 {
		return ErrIPv4InIPv6TooFewParts
	}
	return nil
}

// appendIPv6 appends the host serializer's text of the IPv6 address a,
// in brackets: pieces in lower-case hexadecimal without leading zeros, the
// first longest run of two or more zero pieces written "::".
func appendIPv6(dst []byte, a *[8]uint16) []byte {
	compress, longest := -1, 1
	for i := 0; i < 8; {
		if a[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-i > longest {
			compress, longest = i, j-i
		}
		i = j
	}
	dst = append(dst, '[')
	for i := 0; i < 8; i++ {
		if i == compress {
			if i == 0 {
				dst = append(dst, ':')
			}
			dst = append(dst, ':')
			i += longest - 1
			continue
		}
		dst = appendHex16(dst, a[i])
		if i != 7 {
			dst = append(dst, ':')
		}
	}
	return append(dst, ']')
}

// appendHex16 appends v in lower-case hexadecimal, without leading zeros.
func appendHex16(dst []byte, v uint16) []byte {
	const hex = "0123456789abcdef"
	switch {
	case v >= 0x1000:
		return append(dst, hex[v>>12], hex[v>>8&15], hex[v>>4&15], hex[v&15])
	case v >= 0x100:
		return append(dst, hex[v>>8], hex[v>>4&15], hex[v&15])
	case v >= 0x10:
		return append(dst, hex[v>>4], hex[v&15])
	}
	return append(dst, hex[v])
}

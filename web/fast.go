// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"unsafe"
)

// fastHost appends the host of s and reports true when s has the shape
// of most URLs: "http://" or "https://" (the scheme in any case), a host
// of ASCII small letters, digits, "." and "-", an optional port of
// digits, then "/", "?", "#" or the end. For such an s the basic URL
// parser removes nothing, the authority is the host and the port, and
// the host parser only has to look for a host that ends in a number. It reports false for any other s, without
// appending, and with the error errHighByte when it met a byte >= 0x80
// in s (in the host or in the word after it).
//
// It reads the host 8 bytes at a time, and finds where it ends without a
// branch on each byte: the byte after the host is unknown in advance, and
// a loop that stops on it would be mispredicted every time.
func fastHost(dst []byte, s string) ([]byte, Kind, error, bool) {
	if len(s) < 8 {
		return dst, None, nil, false
	}
	// "https://" or "http://", the letters in any case: which of the two
	// is a mix in most logs, so the index after it is computed, not
	// branched on.
	x := load64(s, 0)
	https := x|0x0000002020202020 == 'h'|'t'<<8|'t'<<16|'p'<<24|'s'<<32|':'<<40|'/'<<48|'/'<<56
	http := (x|0x20202020)&0x00ffffffffffffff == 'h'|'t'<<8|'t'<<16|'p'<<24|':'<<32|'/'<<40|'/'<<48
	if !https && !http {
		return dst, None, nil, false
	}
	i := 7 + int(b2u(https))
	start := i
	for {
		var w uint64
		switch rem := len(s) - i; {
		case rem >= 8:
			w = load64(s, i)
		case rem > 0:
			// The last bytes, from a load that ends at the end of s;
			// the zero bytes shifted in are not host bytes, and end it.
			w = load64(s, len(s)-8) >> (8 * (8 - rem))
		}
		if w&hi1 != 0 {
			return dst, None, errHighByte, false
		}
		if np := ^plainBytes(w) & hi1; np != 0 {
			i += bits.TrailingZeros64(np) / 8
			break
		}
		i += 8
	}
	host := s[start:i]
	if host == "" {
		return dst, None, nil, false
	}
	port := "" // the digits of the port, checked after the host
	if i < len(s) {
		switch s[i] {
		case '/', '?', '#':
		case ':':
			j := i + 1
			for j < len(s) && '0' <= s[j] && s[j] <= '9' {
				j++
			}
			if j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
				return dst, None, nil, false
			}
			port = s[i+1 : j]
		default:
			return dst, None, nil, false
		}
	}
	n := len(dst)
	dst = append(dst, host...)
	// An ASCII domain is the domain parser's result as it is (3.3, IDNA,
	// step 5), and these bytes are no forbidden domain code points.
	dst, k, err := finishDomain(dst, n)
	if err == nil {
		if err = checkPort(port); err != nil {
			dst, k = dst[:n], None
		}
	}
	return dst, k, err, true
}

// errHighByte is fastHost's note, with false, that s holds a byte >= 0x80:
// uri.Parse refuses s then (RFC 3986 is ASCII), so appendHost goes to
// scanHost without trying it. It never reaches a caller of the package.
var errHighByte = errors.New("web: byte >= 0x80")

// b2u returns 1 for true and 0 for false, without a branch.
func b2u(b bool) uint8 { return *(*uint8)(unsafe.Pointer(&b)) }

// plainBytes returns a word whose bytes have bit 7 set where the byte of
// w, which are all below 0x80, is a small letter, a digit, "." or "-", the
// bytes of most hosts. Adding 0x80-lo to a byte sets its bit 7 when it is
// lo or more, without a carry into the next byte.
func plainBytes(w uint64) uint64 {
	letter := (w + ones*(0x80-'a')) &^ (w + ones*(0x80-'z'-1))
	digit := (w + ones*(0x80-'0')) &^ (w + ones*(0x80-'9'-1))
	dotDash := (w + ones*(0x80-'-')) &^ (w + ones*(0x80-'.'-1))
	return letter | digit | dotDash
}

const (
	ones = 0x0101010101010101
	lo7  = 0x7f7f7f7f7f7f7f7f
	hi1  = 0x8080808080808080
)

// upperBytes returns a word whose bytes have bit 7 set where the byte of
// w, which are all below 0x80, is an ASCII capital letter, and no other
// bit: shifted right by 2, the bits that lower those letters.
func upperBytes(w uint64) uint64 {
	return ((w + ones*(0x80-'A')) &^ (w + ones*(0x80-'Z'-1))) & hi1
}

// hasZeroByte reports whether a byte of w is zero.
func hasZeroByte(w uint64) bool { return (w-ones)&^w&hi1 != 0 }

// load64 returns the 8 bytes of s at i, little-endian.
func load64(s string, i int) uint64 {
	return binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[i:i+8]), 8))
}

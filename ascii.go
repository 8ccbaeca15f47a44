// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "unsafe"

// The small byte and string helpers that the parser, the extractor and the
// transforms share. Character classes are in table.go; these are the few
// rules that are not a class.

// asString returns the bytes of s as a string without copying. Callers
// must not retain the result beyond the life of s and must not let s change
// while they use it; the package retains nothing.
func asString[T ~string | ~[]byte](s T) string {
	return *(*string)(unsafe.Pointer(&s))
}

// bytes8 returns the bytes of s, which has 8 of them, without copying, for
// functions that read a []byte; the result must not be written to.
func bytes8(s string) *[8]byte {
	return (*[8]byte)(unsafe.Pointer(unsafe.StringData(s)))
}

// isDigit reports whether c is an ASCII decimal digit (DIGIT).
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// lower returns the ASCII lower case of c.
func lower(c byte) byte {
	if c-'A' < 26 {
		return c + ('a' - 'A')
	}
	return c
}

// equalFoldASCII reports whether a and b are equal under ASCII case
// folding: two bytes that differ are equal when they differ only in bit
// 0x20 (the case bit) and are letters.
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if x := a[i] ^ b[i]; x != 0 && (x != 0x20 || a[i]|0x20-'a' >= 26) {
			return false
		}
	}
	return true
}

// appendLower appends s with its ASCII letters lowercased.
func appendLower(dst []byte, s string) []byte {
	n := len(dst)
	dst = append(dst, s...)
	b := dst[n:]
	for i, c := range b {
		if c-'A' < 26 {
			b[i] = c + ('a' - 'A')
		}
	}
	return dst
}

// upperHexDigits are the hexadecimal digits that percent-encoding writes
// (RFC 3986 2.1: upper case).
const upperHexDigits = "0123456789ABCDEF"

// unhex returns the value of the hexadecimal digit c: the low nibble of
// "0"-"9", and of "A"-"F" and "a"-"f" (0x41-0x46, 0x61-0x66) plus 9.
func unhex(c byte) byte { return c&0xf + c>>6*9 }

// pctByte returns the byte that the pct-encoded triplet at s[i] encodes
// ("%" and two hexadecimal digits, which the caller has checked).
func pctByte(s string, i int) byte { return unhex(s[i+1])<<4 | unhex(s[i+2]) }

// upperHex returns the hexadecimal digit c in upper case.
func upperHex(c byte) byte {
	if c >= 'a' {
		return c - ('a' - 'A')
	}
	return c
}

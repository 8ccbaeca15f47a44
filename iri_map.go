// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"slices"
	"unicode/utf8"
)

// AppendToURI appends to dst the URI that the IRI-reference s maps to (RFC
// 3987 3.1) and returns the extended buffer: every byte of a non-ASCII
// character is percent-encoded, with upper-case hexadecimal digits, and
// every other byte is kept, percent-encodings included. The result is a
// URI-reference that Parse accepts, with the components of s at the same
// places; a URI is mapped to itself.
//
// A host name is percent-encoded like the other components, not converted
// to punycode (the ToASCII operation of IDNA, which 3.1 allows for hosts
// known to be DNS names): that needs the IDNA tables, which this package
// does not carry. "http://東京.example/" gives
// "http://%E6%9D%B1%E4%BA%AC.example/"; a program that needs the punycode
// form converts the host with an IDNA package.
//
// When s is not a valid IRI-reference, AppendToURI returns dst unchanged
// and the ErrorCode of ParseIRI (ParseIRI also gives the offset). It does
// not allocate when dst has room for 3*len(s) bytes more, and the result
// does not alias s.
func AppendToURI[T ~string | ~[]byte](dst []byte, s T) ([]byte, error) {
	src := asString(s)
	if _, err := parseIRI(src); err != nil {
		return dst, err
	}
	return appendEscapeNonASCII(dst, src), nil
}

// appendEscapeNonASCII appends s to dst with every byte above 0x7F
// percent-encoded: a run of ASCII bytes copied at once, and a run of the
// others written three bytes each into room made for the whole run, since
// an IRI may hold nothing but such bytes.
func appendEscapeNonASCII(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		start := i
		for i < len(s) && s[i] < utf8.RuneSelf {
			i++
		}
		dst = append(dst, s[start:i]...)
		start = i
		for i < len(s) && s[i] >= utf8.RuneSelf {
			i++
		}
		if i == start {
			continue
		}
		// Each triplet written as four bytes at once, the fourth
		// overwritten by the next or cut off.
		n := len(dst)
		dst = slices.Grow(dst, 3*(i-start)+1)[:n+3*(i-start)+1]
		out := dst[n:]
		for k, c := range []byte(s[start:i]) {
			binary.LittleEndian.PutUint32(out[3*k:], pctTriplets[c])
		}
		dst = dst[:len(dst)-1]
	}
	return dst
}

// pctTriplets holds, by byte, its percent-encoding with upper-case digits
// in the low three bytes of a little-endian word.
var pctTriplets = func() (t [256]uint32) {
	for c := range t {
		t[c] = '%' | uint32(upperHexDigits[c>>4])<<8 | uint32(upperHexDigits[c&15])<<16
	}
	return t
}()

// AppendToIRI appends to dst the IRI that the URI-reference s maps to for
// display (RFC 3987 3.2), and returns the extended buffer: each run of
// percent-encoded octets that is the UTF-8 encoding of a character an IRI
// allows where it stands (ucschar, and in the query iprivate too) is
// decoded. Everything else is kept as it is: every percent-encoded ASCII
// octet, the reserved ones and the unreserved ones alike (decoding "%41"
// is normalization, AppendNormalize, and would keep AppendToURI from
// giving s back), octets that are not valid UTF-8, the encodings of
// characters an IRI may not hold (the bidirectional formatting characters
// of section 4.1, U+061C and the isolates U+2066-U+2069 among them, C1
// controls, noncharacters, and private-use characters outside the query),
// and, as 3.2 asks of characters that would not display as themselves,
// the encodings of those that would hide or split the reference where it
// is printed: white space (U+00A0, U+3000, U+2028, U+2029 ...) and the
// characters that display as nothing (U+200B ZERO WIDTH SPACE, the
// joiners, U+00AD SOFT HYPHEN, U+FEFF, variation selectors ...). So
// AppendToURI of the result is s, but for the case of the hexadecimal
// digits of the decoded octets; and the result of
// "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC" is
// "https://ja.wikipedia.org/wiki/東京".
//
// s may be an IRI-reference too, whose non-ASCII characters are kept. When
// it is not valid, AppendToIRI returns dst unchanged and the ErrorCode of
// ParseIRI. It does not allocate when dst has room for len(s) bytes more,
// and the result does not alias s.
func AppendToIRI[T ~string | ~[]byte](dst []byte, s T) ([]byte, error) {
	src := asString(s)
	r, err := parseIRI(src)
	if err != nil {
		return dst, err
	}
	q := r.Query()
	start := 0
	for i := 0; i < len(src); {
		if src[i] != '%' {
			i++
			continue
		}
		inQuery := r.HasQuery() && q.Start <= i && i < q.End
		n := pctChar(src[i:], inQuery)
		if n == 0 {
			i += len("%XX")
			continue
		}
		dst = append(dst, src[start:i]...)
		for k := 0; k < n; k += len("%XX") {
			dst = append(dst, pctByte(src, i+k))
		}
		i += n
		start = i
	}
	return append(dst, src[start:]...), nil
}

// pctChar returns the length of the run of triplets at the start of s,
// which starts with a valid one, that encodes in UTF-8 one character an IRI
// allows (iprivate too when private is set) and that shows where it is
// printed (not isHiddenRune); 0 when it does not.
func pctChar(s string, private bool) int {
	var buf [utf8.UTFMax]byte
	n := 0
	for ; n < len(buf) && 3*n < len(s) && s[3*n] == '%'; n++ {
		if _, ok := checkPct(s, 3*n); !ok {
			break
		}
		buf[n] = pctByte(s, 3*n)
		if utf8.FullRune(buf[:n+1]) {
			n++
			break
		}
	}
	r, size := utf8.DecodeRune(buf[:n])
	if size != n || size < 2 || !isIRIRune(r, private) || isHiddenRune(r) {
		return 0
	}
	return 3 * n
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"unicode/utf8"
	"unsafe"

	"github.com/uriscan/uri/internal/uts46"
)

// maxDomain is the most bytes that appendDomainToASCII reads of a domain
// that is not ASCII: ada refuses a longer one before mapping it, as a
// bound on its work, and so does web. UTS 46 maps a code point to as many
// as 18 ("\ufdfa"), so without a bound on the input the mapping would be
// the input's length times 18 before the label limit (uts46.MaxLabel)
// could refuse it.
const maxDomain = 16384

// appendDomainToASCII appends to dst Unicode ToASCII of the domain d, not
// ASCII, with the options of the domain parser (URL Standard 3.3, IDNA,
// "domain to ASCII" with beStrict false), and reports true; or returns
// dst unchanged and false for failure (the empty result and forbidden
// domain code points are the caller's to refuse). It is the package's
// one door into IDNA: uts46 computes UTS 46 on Unicode 17.0 data, whatever
// the Go toolchain, and checks the labels in punycode as UTS 46 does
// since Unicode 15.1. appendDomainToASCII adds web's bound: a d of more
// than maxDomain bytes is refused before it is mapped. The result does
// not alias d; the work is linear in len(d).
func appendDomainToASCII(dst, d []byte) ([]byte, bool) {
	if len(d) > maxDomain {
		return dst, false
	}
	dst, err := uts46.AppendToASCII(dst, d)
	return dst, err == nil
}

// stringBytes returns the bytes of s without a copy, for a callee that
// only reads them.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

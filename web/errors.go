// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import "strconv"

// A Failure says why the URL parser of the WHATWG URL Standard refuses an
// input: the validation error that the standard raises with its "return
// failure", named as the standard names it (String gives that name). A
// browser that refuses the input connects nowhere. Failure implements
// error; it is a small integer, so returning one as an error does not
// allocate. Compare with == or errors.Is.
type Failure uint8

// The failures, in the order the standard's URL parser and host parser
// meet them.
const (
	_                             Failure = iota
	ErrMissingScheme                      // missing-scheme-non-relative-URL: no scheme, and no base URL to resolve against
	ErrHostMissing                        // host-missing: a special URL with an empty host ("http:///"), or "@" or ":" with nothing before the host's end
	ErrPortInvalid                        // port-invalid: a port that is not all digits ("h:8x")
	ErrPortOutOfRange                     // port-out-of-range: a port over 65535
	ErrIPv6Unclosed                       // IPv6-unclosed: a host that starts with "[" and does not end with "]"
	ErrIPv6InvalidCompression             // IPv6-invalid-compression: an IPv6 address that starts with a single ":"
	ErrIPv6TooManyPieces                  // IPv6-too-many-pieces: more than eight pieces
	ErrIPv6MultipleCompression            // IPv6-multiple-compression: "::" twice
	ErrIPv6InvalidCodePoint               // IPv6-invalid-code-point: a byte that is not a hexadecimal digit, ":" or "." in an IPv6 address
	ErrIPv6TooFewPieces                   // IPv6-too-few-pieces: fewer than eight pieces, without "::"
	ErrIPv4InIPv6TooManyPieces            // IPv4-in-IPv6-too-many-pieces: an embedded IPv4 address after more than six pieces
	ErrIPv4InIPv6InvalidCodePoint         // IPv4-in-IPv6-invalid-code-point: a bad byte, or a leading zero, in an embedded IPv4 address
	ErrIPv4InIPv6OutOfRangePart           // IPv4-in-IPv6-out-of-range-part: a part of an embedded IPv4 address over 255
	ErrIPv4InIPv6TooFewParts              // IPv4-in-IPv6-too-few-parts: an embedded IPv4 address of fewer than four parts
	ErrHostInvalidCodePoint               // host-invalid-code-point: a forbidden host code point in the opaque host of a non-special URL ("sc://a<b")
	ErrDomainToASCII                      // domain-to-ASCII: UTS 46 ToASCII fails on a domain that is not ASCII, or gives the empty string ("http://xn--a%C3%A9/")
	ErrDomainInvalidCodePoint             // domain-invalid-code-point: a forbidden domain code point in the ASCII domain, percent-decoded ("http://a%20b/"), or in the result of UTS 46 ToASCII ("http://＜é/")
	ErrIPv4TooManyParts                   // IPv4-too-many-parts: a host that ends in a number, of more than four parts ("1.2.3.4.5")
	ErrIPv4NonNumericPart                 // IPv4-non-numeric-part: a host that ends in a number, with a part that is not one ("a.1", "09")
	ErrIPv4OutOfRangePart                 // IPv4-out-of-range-part: a part over 255, or a last part too large for the bytes left ("256.1.1.1", "1.16777216")
	numFailures
)

var failureNames = [numFailures]string{
	ErrMissingScheme:              "missing-scheme-non-relative-URL",
	ErrHostMissing:                "host-missing",
	ErrPortInvalid:                "port-invalid",
	ErrPortOutOfRange:             "port-out-of-range",
	ErrIPv6Unclosed:               "IPv6-unclosed",
	ErrIPv6InvalidCompression:     "IPv6-invalid-compression",
	ErrIPv6TooManyPieces:          "IPv6-too-many-pieces",
	ErrIPv6MultipleCompression:    "IPv6-multiple-compression",
	ErrIPv6InvalidCodePoint:       "IPv6-invalid-code-point",
	ErrIPv6TooFewPieces:           "IPv6-too-few-pieces",
	ErrIPv4InIPv6TooManyPieces:    "IPv4-in-IPv6-too-many-pieces",
	ErrIPv4InIPv6InvalidCodePoint: "IPv4-in-IPv6-invalid-code-point",
	ErrIPv4InIPv6OutOfRangePart:   "IPv4-in-IPv6-out-of-range-part",
	ErrIPv4InIPv6TooFewParts:      "IPv4-in-IPv6-too-few-parts",
	ErrHostInvalidCodePoint:       "host-invalid-code-point",
	ErrDomainToASCII:              "domain-to-ASCII",
	ErrDomainInvalidCodePoint:     "domain-invalid-code-point",
	ErrIPv4TooManyParts:           "IPv4-too-many-parts",
	ErrIPv4NonNumericPart:         "IPv4-non-numeric-part",
	ErrIPv4OutOfRangePart:         "IPv4-out-of-range-part",
}

// String returns the standard's name of the validation error, such as
// "port-out-of-range".
func (f Failure) String() string {
	if f < numFailures && failureNames[f] != "" {
		return failureNames[f]
	}
	return "Failure(" + strconv.Itoa(int(f)) + ")"
}

// Error returns "web: " and the name of the validation error, such as
// "web: port-out-of-range". It does not allocate.
func (f Failure) Error() string {
	if f < numFailures && failureErrors[f] != "" {
		return failureErrors[f]
	}
	return "web: " + f.String()
}

var failureErrors = func() (t [numFailures]string) {
	for f, name := range failureNames {
		if name != "" {
			t[f] = "web: " + name
		}
	}
	return t
}()

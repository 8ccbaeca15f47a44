// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import "strconv"

// An Error says why ToASCII refuses a domain: the first error that UTS 46
// section 4 records for it, with the code that Unicode's IdnaTestV2.txt
// gives that error (Code). Error implements error; it is a small integer,
// so returning one as an error does not allocate. Explain gives the label
// at fault.
type Error uint8

// The errors, by the step or criterion of UTS 46 section 4 that records
// them.
const (
	_               Error = iota
	ErrPunycode           // P4: a label that starts with "xn--" and is not ASCII, is not punycode, or decodes to nothing or to ASCII only
	ErrNotNFC             // V1: a label in punycode that decodes to a label not in NFC
	ErrPrefixXN           // V4: a label in punycode that decodes to a label that starts with "xn--"
	ErrLeadingMark        // V6: a label that starts with a combining mark (General_Category M)
	ErrNotValid           // V7: a code point that is not valid: disallowed by the IDNA Mapping Table (bytes that are not UTF-8 count as U+FFFD, disallowed), or mapped or ignored in a label in punycode
	ErrZWNJ               // C1: U+200C ZERO WIDTH NON-JOINER out of the context that RFC 5892 appendix A.1 allows
	ErrZWJ                // C2: U+200D ZERO WIDTH JOINER not after a virama (RFC 5892 appendix A.2)
	ErrBidi               // B1-B6: in a domain with a right-to-left label, a label that breaks the Bidi Rule of RFC 5893 section 2
	ErrOverflow           // A3: a label whose punycode would overflow (RFC 3492 6.4)
	ErrLabelTooLong       // a label of more than MaxLabel code points once mapped (a ruling: UTS 46 sets no limit)
	numErrors
)

var errorCodes = [numErrors]string{
	ErrPunycode:     "P4",
	ErrNotNFC:       "V1",
	ErrPrefixXN:     "V4",
	ErrLeadingMark:  "V6",
	ErrNotValid:     "V7",
	ErrZWNJ:         "C1",
	ErrZWJ:          "C2",
	ErrBidi:         "B",
	ErrOverflow:     "A3",
	ErrLabelTooLong: "",
}

var errorTexts = [numErrors]string{
	ErrPunycode:     "uts46: label in punycode is not valid punycode of a non-ASCII label",
	ErrNotNFC:       "uts46: label in punycode is not in NFC",
	ErrPrefixXN:     "uts46: label in punycode decodes to a label that starts with xn--",
	ErrLeadingMark:  "uts46: label starts with a combining mark",
	ErrNotValid:     "uts46: label holds a code point that is not valid",
	ErrZWNJ:         "uts46: zero width non-joiner out of context",
	ErrZWJ:          "uts46: zero width joiner out of context",
	ErrBidi:         "uts46: label breaks the Bidi Rule in a bidi domain",
	ErrOverflow:     "uts46: label overflows punycode",
	ErrLabelTooLong: "uts46: label too long",
}

// Error returns a sentence that says what is wrong, such as "uts46:
// label starts with a combining mark". It does not allocate.
func (e Error) Error() string {
	if e > 0 && e < numErrors {
		return errorTexts[e]
	}
	return "uts46: Error(" + strconv.Itoa(int(e)) + ")"
}

// Code returns the code of IdnaTestV2.txt for the error, such as "P4" or
// "V6"; "B" for any of B1 to B6, and "" for ErrLabelTooLong, which has none.
func (e Error) Code() string {
	if e < numErrors {
		return errorCodes[e]
	}
	return ""
}

// A LabelError says why ToASCII refuses a domain and where: the label at
// fault, by its index (0 for the first) and its bytes in the domain as
// given, Start to End. A label that a mapping begins (U+2488 "⒈" maps to
// "1.") starts at the code point so mapped.
type LabelError struct {
	Err        Error
	Label      int
	Start, End int
}

// Error returns the error's sentence and where it is, such as "uts46:
// label holds a code point that is not valid in label 2 (bytes 4 to 9)". It allocates.
func (e *LabelError) Error() string {
	return e.Err.Error() + " in label " + strconv.Itoa(e.Label) + " (bytes " + strconv.Itoa(e.Start) + " to " + strconv.Itoa(e.End) + ")"
}

// Unwrap returns e.Err.
func (e *LabelError) Unwrap() error { return e.Err }

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/uriscan/uri"
)

// The IRI commands (RFC 3987): scan to-uri and scan to-iri map each record
// one way or the other; scan parse -iri and scan -to-uri are in parse.go
// and extract_transform.go.

var toURIExamples = []example{{
	args: []string{"to-uri"},
	in:   []string{"https://ja.wikipedia.org/wiki/東京", "http://bücher.example/?q=%C3%A9&r=é", "//h:٨٠/"},
	out: `https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC
http://b%C3%BCcher.example/?q=%C3%A9&r=%C3%A9
invalid code=port offset=4 in="//h:٨٠/"
`,
	code: exitNotFound,
}}

var toIRIExamples = []example{{
	args: []string{"to-iri"},
	in:   []string{"https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC", "http://www.example.org/D%FCrst?a=%41%20b", "/%E2%80%AEexe.txt"},
	out: `https://ja.wikipedia.org/wiki/東京
http://www.example.org/D%FCrst?a=%41%20b
/%E2%80%AEexe.txt
`,
}}

var toURIUsage = `usage: scan to-uri [-json] [-c] [-z] [-max-record N] [file...]

Read each record (line, or NUL-separated record with -z) as an RFC 3987
IRI-reference and print the URI it maps to (section 3.1), one result per
record, invalid records included:

` + examplesText(toURIExamples) + `
Every byte of a non-ASCII character is percent-encoded (upper-case hex);
everything else, percent-encodings included, is kept, so a URI is printed
as it is. Host names are percent-encoded too, not converted to punycode
(IDNA), whose tables scan does not carry.
` + mappingCommon

var toIRIUsage = `usage: scan to-iri [-json] [-c] [-z] [-max-record N] [file...]

Read each record (line, or NUL-separated record with -z) as a URI (or IRI)
reference and print the IRI it maps to for display (RFC 3987 section 3.2),
one result per record, invalid records included:

` + examplesText(toIRIExamples) + `
A run of percent-encoded octets is decoded when it is the UTF-8 encoding of
a character an IRI allows where it stands; everything else stays encoded:
ASCII (reserved or not), octets that are not UTF-8 (such as Latin-1),
characters an IRI may not hold, such as the bidirectional formatting
characters that can disguise a name, and characters that would hide or
split the reference when printed: white space (U+00A0, U+3000, U+2028 ...)
and characters that display as nothing (U+200B ZERO WIDTH SPACE ...).
scan to-uri gives the record back, but for the case of the hex digits it
decoded.
` + mappingCommon

const mappingCommon = `
` + recordJSONHelp + `

` + inputsHelp + `

Exit status: 0 if every record is valid, 1 if one is not (or there are
none), 2 on a usage or read error.

` + flagsAnywhereHelp + `
Flags:
`

// mapping returns the setup of scan to-uri or scan to-iri, which map
// each record, an IRI reference, with appendFn.
func mapping(appendFn func(dst, rec []byte) ([]byte, error)) func(*flag.FlagSet) func(*invocation) int {
	return func(*flag.FlagSet) func(*invocation) int {
		return func(inv *invocation) int {
			return inv.runRefs(true, only[refFunc](func(dst, rec []byte, _ uri.Ref) ([]byte, uri.ErrorCode, int) {
				// rec is a valid IRI reference: the mapping cannot fail.
				out, err := appendFn(dst, rec)
				return out, codeOf(err), 0
			}))
		}
	}
}

// parseIRILine is the recordFunc of scan parse -iri.
func parseIRILine(dst, rec []byte, mode outMode) ([]byte, uri.ErrorCode, int) {
	r, err := uri.ParseIRI(rec)
	return appendParsed(dst, rec, r, err, mode, true)
}

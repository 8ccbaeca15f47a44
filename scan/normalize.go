// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/uriscan/uri"
)

var normalizeExamples = []example{{
	args: []string{"normalize"},
	in:   []string{"HTTP://Example.COM/%7Ea/./b", "http://a b/"},
	out: `http://example.com/~a/b
invalid code=host offset=8 in="http://a b/"
`,
	code: exitNotFound,
}}

var normalizeUsage = `usage: scan normalize [-level syntax|scheme] [-json] [-z] [-max-record N] [file...]

Normalize each record (line, or NUL-separated record with -z) as an RFC 3986
URI-reference and print the result, one per record, invalid records
included:

` + examplesText(normalizeExamples) + `
Level syntax (6.2.2) lowercases the scheme and host, uppercases the hex
digits of percent-encodings, decodes percent-encoded unreserved characters,
removes dot segments, and removes an empty port with its ":" (3.2.3).
Level scheme adds the rules of http, https, ws, wss and ftp (6.2.3):
default port removed, empty path made "/".

` + recordJSONHelp + `

` + inputsHelp + `

Exit status: 0 if every record was normalized, 1 if one was invalid (or
there are none), 2 on a usage or read error.

` + flagsAnywhereHelp + `
Flags:
`

func setupNormalize(fs *flag.FlagSet) func(*invocation) int {
	level := uri.LevelSyntax
	fs.TextVar(&level, "level", level, "normalization `level`: syntax or scheme")
	return func(inv *invocation) int {
		return inv.runRefs(false, only[refFunc](func(dst, rec []byte, r uri.Ref) ([]byte, uri.ErrorCode, int) {
			// rec is valid and parsed: normalization cannot fail.
			out, err := uri.AppendNormalizeRef(dst, rec, r, level)
			return out, codeOf(err), 0
		}))
	}
}

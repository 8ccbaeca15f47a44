// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/uriscan/uri"
)

var relativeExamples = []example{{
	args: []string{"relative", "-base", "http://a/b/c/d;p?q"},
	in:   []string{"http://a/b/c/g", "http://a/g?y", "https://a/b", "http://h/b", "http://a/b/c/d;p?q#s", "/x"},
	out: `g
/g?y
https://a/b
//h/b
#s
invalid code=target offset=0 in="/x"
`,
	code: exitNotFound,
}}

var relativeUsage = `usage: scan relative -base URI [-json] [-c] [-z] [-max-record N] [file...]

For each record (line, or NUL-separated record with -z), a URI, print the
shortest reference that resolves against the base URI to it (RFC 3986
section 5.2, strict): the inverse of scan resolve. One result per record,
invalid records included:

` + examplesText(relativeExamples) + `
A target with another scheme than the base is printed as it is, one with
another authority as a network-path reference ("//h/b"). A record that is
not a URI (a relative reference), or whose path holds dot segments, which
no reference resolves to, is invalid with the code target; but for the "/."
that resolution puts before a path that begins with "//" when there is no
authority: "f:/.//g" from the base "f:/a" is ".//g".

` + recordJSONHelp + `

` + inputsHelp + `

Exit status: 0 if every record succeeded, 1 if one did not (or there are
none), 2 on a usage or read error (an invalid base is a usage error).

` + flagsAnywhereHelp + `
Flags:
`

func setupRelative(*flag.FlagSet) func(*invocation) int {
	return func(inv *invocation) int {
		return inv.runRefs(false, only[refFunc](func(dst, rec []byte, r uri.Ref) ([]byte, uri.ErrorCode, int) {
			out, err := uri.AppendRelative(dst, inv.base, rec)
			if err != nil {
				// ErrTarget: rec has no scheme, or dot segments in its path.
				off := 0
				if r.HasScheme() {
					off = r.Path().Start
				}
				return dst, codeOf(err), off
			}
			return out, 0, -1
		}))
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"

	"github.com/uriscan/uri"
)

var resolveExamples = []example{{
	args: []string{"resolve", "-base", "http://a/b/c"},
	in:   []string{"g", "g h"},
	out: `http://a/b/g
invalid code=path offset=1 in="g h"
`,
	code: exitNotFound,
}}

var resolveUsage = `usage: scan resolve -base URI [-strict=false] [-json] [-z] [-max-record N] [file...]

Resolve each record (line, or NUL-separated record with -z) as an RFC 3986
URI-reference against the base URI (section 5.2) and print the target, one
result per record, invalid records included:

` + examplesText(resolveExamples) + `
` + recordJSONHelp + `
-strict=false ignores a reference scheme equal to the base scheme (the
backward-compatible reading of 5.2.2).

` + inputsHelp + `

Exit status: 0 if every record resolved, 1 if one did not (or there are
none), 2 on a usage or read error (an invalid base is a usage error).

` + flagsAnywhereHelp + `
Flags:
`

func setupResolve(fs *flag.FlagSet) func(*invocation) int {
	strict := fs.Bool("strict", true, "use a reference scheme equal to the base scheme (false: ignore it)")
	return func(inv *invocation) int {
		mode := uri.ResolveStrict
		if !*strict {
			mode = uri.ResolveNonStrict
		}
		return inv.runRefs(false, only[refFunc](func(dst, rec []byte, r uri.Ref) ([]byte, uri.ErrorCode, int) {
			// Both are valid and parsed: resolution cannot fail.
			out, err := uri.AppendResolveRef(dst, inv.base, inv.baseRef, rec, r, mode)
			return out, codeOf(err), 0
		}))
	}
}

// outJSONHelp is the help of -json for the commands that print a result
// per record.
const outJSONHelp = `print JSON Lines: {"in", "out", "error": {"code", "offset"}}`

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"io"

	"github.com/uriscan/uri"
)

func init() {
	commands["resolve"] = &command{
		name:     "resolve",
		summary:  "resolve each record as a reference against a base URI",
		run:      runResolve,
		examples: resolveExamples,
	}
}

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

Flags:
`

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan resolve", flag.ContinueOnError)
	fs.String("base", "", "the base `URI` (required; it must have a scheme)")
	strict := fs.Bool("strict", true, "use a reference scheme equal to the base scheme (false: ignore it)")
	rf := addRecordFlags(fs, outJSONHelp)
	if code, ok := parseFlags(fs, resolveUsage, args, stdout, stderr); !ok {
		return code
	}
	if !rf.check("scan resolve", stderr) {
		return exitError
	}
	base, b, ok := requiredBase(fs, stderr)
	if !ok {
		return exitError
	}
	mode := uri.ResolveStrict
	if !*strict {
		mode = uri.ResolveNonStrict
	}
	return rf.runRefs("scan resolve", only[refFunc](func(dst, rec []byte, r uri.Ref) ([]byte, uri.ErrorCode, int) {
		// Both are valid and parsed: resolution cannot fail.
		out, err := uri.AppendResolveRef(dst, base, b, rec, r, mode)
		return out, codeOf(err), 0
	}), stdin, stdout, stderr, fs.Args())
}

// outJSONHelp is the help of -json for the commands that print a result
// per record.
const outJSONHelp = `print JSON Lines: {"in", "out", "error": {"code", "offset"}}`

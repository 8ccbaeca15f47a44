// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/uriscan/uri"
)

func init() {
	commands["normalize"] = &command{
		name:     "normalize",
		summary:  "normalize each record (RFC 3986 6.2.2, or 6.2.3 with -level scheme)",
		run:      runNormalize,
		examples: normalizeExamples,
	}
}

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
digits of percent-encodings, decodes percent-encoded unreserved characters
and removes dot segments. Level scheme adds the rules of http, https, ws,
wss and ftp (6.2.3): default or empty port removed, empty path made "/".

With -json, each result is {"in": ..., "out": ...}, or for an invalid
record {"in": ..., "out": null, "error": {"code": ..., "offset": ...}}.
With -c, only the counts are printed: "N ok, M invalid", or with -json
{"ok": N, "invalid": M}.

Exit status: 0 if every record was normalized, 1 if one was invalid (or
there are none), 2 on a usage or read error.

Flags:
`

func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan normalize", flag.ContinueOnError)
	levelName := fs.String("level", "syntax", "normalization `level`: syntax or scheme")
	rf := addRecordFlags(fs)
	if code, ok := parseFlags(fs, normalizeUsage, args, stdout, stderr); !ok {
		return code
	}
	if !rf.check("scan normalize", stderr) {
		return exitError
	}
	var level uri.Level
	switch *levelName {
	case "syntax":
		level = uri.LevelSyntax
	case "scheme":
		level = uri.LevelScheme
	default:
		fmt.Fprintf(stderr, "scan normalize: -level must be syntax or scheme, not %q\n", *levelName)
		return exitError
	}
	return rf.run("scan normalize", stdin, stdout, stderr, fs.Args(), func(dst, rec []byte) ([]byte, uri.ErrorCode, int) {
		r, err := uri.Parse(rec)
		if err != nil {
			return dst, err.(uri.ErrorCode), r.ErrorOffset()
		}
		out, err := uri.AppendNormalizeRef(dst, rec, r, level)
		if err != nil { // cannot happen: rec is valid and parsed
			return dst, err.(uri.ErrorCode), 0
		}
		return out, 0, -1
	})
}

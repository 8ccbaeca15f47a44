// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

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
With -json, each result is {"in": ..., "out": ...}, or for an invalid
record {"in": ..., "out": null, "error": {"code": ..., "offset": ...}}.
With -c, only the counts are printed: "N ok, M invalid", or with -json
{"ok": N, "invalid": M}.
-strict=false ignores a reference scheme equal to the base scheme (the
backward-compatible reading of 5.2.2).

Exit status: 0 if every record resolved, 1 if one did not (or there are
none), 2 on a usage or read error (an invalid base is a usage error).

Flags:
`

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan resolve", flag.ContinueOnError)
	base := fs.String("base", "", "the base `URI` (required; it must have a scheme)")
	strict := fs.Bool("strict", true, "use a reference scheme equal to the base scheme (false: ignore it)")
	rf := addRecordFlags(fs)
	if code, ok := parseFlags(fs, resolveUsage, args, stdout, stderr); !ok {
		return code
	}
	if !rf.check("scan resolve", stderr) {
		return exitError
	}
	isSet := false
	fs.Visit(func(f *flag.Flag) { isSet = isSet || f.Name == "base" })
	if !isSet {
		fmt.Fprintf(stderr, "scan resolve: -base is required\n")
		fs.Usage()
		return exitError
	}
	b, err := uri.ParseDetailed(*base)
	if err != nil {
		fmt.Fprintf(stderr, "scan resolve: -base: %v\n", err)
		return exitError
	}
	if !b.HasScheme() {
		fmt.Fprintf(stderr, "scan resolve: -base %q is a relative reference; the base must be a URI with a scheme\n", *base)
		return exitError
	}
	mode := uri.ResolveStrict
	if !*strict {
		mode = uri.ResolveNonStrict
	}
	return rf.run("scan resolve", stdin, stdout, stderr, fs.Args(), func(dst, rec []byte) ([]byte, uri.ErrorCode, int) {
		r, err := uri.Parse(rec)
		if err != nil {
			return dst, err.(uri.ErrorCode), r.ErrorOffset()
		}
		out, err := uri.AppendResolveRef(dst, *base, b, rec, r, mode)
		if err != nil { // cannot happen: both are valid and parsed
			return dst, err.(uri.ErrorCode), 0
		}
		return out, 0, -1
	})
}

// recordFlags are the flags shared by the commands that transform each
// record into one output: resolve and normalize.
type recordFlags struct {
	json      *bool
	nul       *bool
	count     *bool
	maxRecord *int
}

func addRecordFlags(fs *flag.FlagSet) *recordFlags {
	return &recordFlags{
		json:      fs.Bool("json", false, `print JSON Lines: {"in", "out", "error": {"code", "offset"}}`),
		nul:       fs.Bool("z", false, "records are separated by NUL bytes instead of newlines"),
		count:     fs.Bool("c", false, "print only the numbers of records that succeeded and failed"),
		maxRecord: fs.Int("max-record", defaultMaxRecord, "longest record in `bytes`, without its terminator; a longer one is reported as too_long"),
	}
}

func (rf *recordFlags) check(cmd string, stderr io.Writer) bool {
	if *rf.maxRecord < 1 {
		fmt.Fprintf(stderr, "%s: -max-record must be at least 1\n", cmd)
		return false
	}
	return true
}

// transform turns one record into its output, appended to dst, or reports
// why it cannot (code != 0, with the offset of the offending byte).
type transform func(dst, rec []byte) (out []byte, code uri.ErrorCode, offset int)

// run reads the records of the inputs, prints one result for each and
// returns the exit code.
func (rf *recordFlags) run(cmd string, stdin io.Reader, stdout, stderr io.Writer, names []string, fn transform) int {
	out := bufio.NewWriterSize(stdout, 64<<10)
	var ok, failed int
	var line, res []byte
	var ie inputErrors
	err := openInputs(names, stdin, stderr, ie.each(func(name string, r io.Reader) error {
		rr := newRecordReader(r, *rf.nul)
		rr.setMax(*rf.maxRecord)
		for {
			rec, more := rr.Next()
			if !more {
				break
			}
			var code uri.ErrorCode
			off := -1
			if rr.Truncated() {
				code, off = uri.ErrTooLong, len(rec)
			} else {
				res, code, off = fn(res[:0], rec)
			}
			if code == 0 {
				ok++
			} else {
				failed++
			}
			if *rf.count {
				continue
			}
			if code != 0 && len(rec) > longRecord {
				style := styleText
				if *rf.json {
					style = styleOutJSON
				}
				var err error
				if line, err = writeInvalidRecord(out, line, rec, code, off, style); err != nil {
					return err
				}
				continue
			}
			line = line[:0]
			if *rf.json {
				line = appendRecordJSON(line, rec, res, code, off)
			} else if code != 0 {
				line = appendRecordInvalid(line, rec, code, off)
			} else {
				line = append(line, res...)
			}
			line = append(line, '\n')
			if _, err := out.Write(line); err != nil {
				return err
			}
		}
		if err := rr.Err(); err != nil {
			fmt.Fprintf(stderr, "%s: %s: %v\n", cmd, name, err)
			return errInputs
		}
		return nil
	}))
	err = ie.err(err)
	if *rf.count {
		out.Write(appendCounts(nil, *rf.json, namedCount{"ok", int64(ok)}, namedCount{"invalid", int64(failed)}))
	}
	if ferr := out.Flush(); ferr != nil && err == nil {
		fmt.Fprintf(stderr, "%s: %v\n", cmd, ferr)
		return exitError
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(stderr, "%s: %v\n", cmd, err)
		}
		return exitError
	case failed > 0 || ok == 0:
		return exitNotFound
	}
	return exitOK
}

// appendRecordJSON appends {"in": ..., "out": ...} or, when code != 0,
// {"in": ..., "out": null, "error": {"code": ..., "offset": ...}}.
func appendRecordJSON(dst, rec, res []byte, code uri.ErrorCode, off int) []byte {
	dst = append(dst, `{"in": `...)
	dst = appendJSONBytes(dst, rec)
	if code != 0 {
		dst = append(dst, `, "out": null, "error": {"code": "`...)
		dst = append(dst, code.Name()...)
		dst = append(dst, `", "offset": `...)
		dst = appendJSONInt(dst, off)
		return append(dst, "}}"...)
	}
	dst = append(dst, `, "out": `...)
	dst = appendJSONBytes(dst, res)
	return append(dst, '}')
}

// appendRecordInvalid appends the text line of an invalid record, as scan
// parse writes it. It holds spaces, so it cannot be mistaken for a URI.
func appendRecordInvalid(dst, rec []byte, code uri.ErrorCode, off int) []byte {
	dst = append(dst, "invalid code="...)
	dst = append(dst, code.Name()...)
	dst = append(dst, " offset="...)
	dst = strconv.AppendInt(dst, int64(off), 10)
	dst = append(dst, " in="...)
	return appendQuoteBytes(dst, rec)
}

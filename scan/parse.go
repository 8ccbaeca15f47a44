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
	commands["parse"] = &command{
		name:     "parse",
		summary:  "parse each record as one URI reference and print its components",
		run:      runParse,
		examples: parseExamples,
	}
}

var parseExamples = []example{{
	args: []string{"parse"},
	in:   []string{"http://example.com:8080/a?b", "http://a b"},
	out: `valid scheme=http host=example.com host_kind=regname port=8080 path=/a query=b
invalid code=host offset=8 in="http://a b"
`,
	code: exitNotFound,
}}

var parseUsage = `usage: scan parse [-json] [-c] [-z] [-max-record N] [file...]

Parse each record (line, or NUL-separated record with -z) as an RFC 3986
URI-reference and print one result per record, invalid records included:

` + examplesText(parseExamples) + `
Undefined components are left out; an empty one is printed as "name=".
With -json, each result is a JSON object in the schema of the conformance
vectors (in, valid, scheme, userinfo, host, port, path, query, fragment,
host_kind; null when undefined), plus "error": {"code", "offset"} when
invalid. With -c, only the counts are printed: "N valid, M invalid", or
with -json {"valid": N, "invalid": M}.

Exit status: 0 if every record is valid, 1 if one is not (or there are
none), 2 on a usage or read error.

Flags:
`

// parseStats counts the records of a parse run.
type parseStats struct{ valid, invalid int }

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan parse", flag.ContinueOnError)
	jsonOut := fs.Bool("json", false, "print JSON Lines in the schema of the conformance vectors")
	countOnly := fs.Bool("c", false, "print only the numbers of valid and invalid records")
	nul := fs.Bool("z", false, "records are separated by NUL bytes instead of newlines")
	maxRecord := fs.Int("max-record", defaultMaxRecord, "longest record in `bytes`, without its terminator; a longer one is reported as too_long")
	if code, ok := parseFlags(fs, parseUsage, args, stdout, stderr); !ok {
		return code
	}
	if *maxRecord < 1 {
		fmt.Fprintf(stderr, "scan parse: -max-record must be at least 1\n")
		return exitError
	}

	out := bufio.NewWriterSize(stdout, 64<<10)
	var st parseStats
	var line []byte
	var ie inputErrors
	err := openInputs(fs.Args(), stdin, stderr, ie.each(func(name string, r io.Reader) error {
		rr := newRecordReader(r, *nul)
		rr.setMax(*maxRecord)
		for {
			rec, ok := rr.Next()
			if !ok {
				break
			}
			ref, code, off := parseRecord(rec, rr.Truncated())
			if code == 0 {
				st.valid++
			} else {
				st.invalid++
			}
			if *countOnly {
				continue
			}
			if code != 0 && len(rec) > longRecord {
				style := styleText
				if *jsonOut {
					style = styleParseJSON
				}
				var err error
				if line, err = writeInvalidRecord(out, line, rec, code, off, style); err != nil {
					return err
				}
				continue
			}
			line = line[:0]
			if *jsonOut {
				line = appendParseJSON(line, rec, ref, code, off)
			} else {
				line = appendParseText(line, rec, ref, code, off)
			}
			line = append(line, '\n')
			if _, err := out.Write(line); err != nil {
				return err
			}
		}
		if err := rr.Err(); err != nil {
			fmt.Fprintf(stderr, "scan parse: %s: %v\n", name, err)
			return errInputs
		}
		return nil
	}))
	err = ie.err(err)
	if *countOnly {
		out.Write(appendCounts(nil, *jsonOut, namedCount{"valid", int64(st.valid)}, namedCount{"invalid", int64(st.invalid)}))
	}
	if ferr := out.Flush(); ferr != nil && err == nil {
		fmt.Fprintf(stderr, "scan parse: %v\n", ferr)
		return exitError
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(stderr, "scan parse: %v\n", err)
		}
		return exitError
	case st.invalid > 0 || st.valid == 0:
		return exitNotFound
	}
	return exitOK
}

// parseRecord parses one record. A record cut at the length limit is too
// long, with the offset of the limit.
func parseRecord(rec []byte, truncated bool) (uri.Ref, uri.ErrorCode, int) {
	if truncated {
		return uri.Ref{}, uri.ErrTooLong, len(rec)
	}
	r, err := uri.Parse(rec)
	if code, ok := err.(uri.ErrorCode); ok {
		return r, code, r.ErrorOffset()
	}
	return r, 0, -1
}

// componentKeys are the JSON keys of the components, in Component order.
var componentKeys = [...]string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// appendParseJSON appends the JSON object of one record.
func appendParseJSON(dst, rec []byte, r uri.Ref, code uri.ErrorCode, off int) []byte {
	dst = append(dst, `{"in": `...)
	dst = appendJSONBytes(dst, rec)
	if code != 0 {
		dst = append(dst, `, "valid": false, "error": {"code": "`...)
		dst = append(dst, code.Name()...)
		dst = append(dst, `", "offset": `...)
		dst = appendJSONInt(dst, off)
		return append(dst, "}}"...)
	}
	dst = append(dst, `, "valid": true`...)
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		dst = append(dst, `, "`...)
		dst = append(dst, componentKeys[c]...)
		dst = append(dst, `": `...)
		if sp, ok := r.Component(c); ok {
			dst = appendJSONBytes(dst, sp.Bytes(rec))
		} else {
			dst = append(dst, "null"...)
		}
	}
	dst = append(dst, `, "host_kind": `...)
	if r.HasAuthority() {
		dst = append(dst, '"')
		dst = append(dst, r.HostKind().String()...)
		dst = append(dst, '"')
	} else {
		dst = append(dst, "null"...)
	}
	return append(dst, '}')
}

// appendParseText appends the text line of one record.
func appendParseText(dst, rec []byte, r uri.Ref, code uri.ErrorCode, off int) []byte {
	if code != 0 {
		dst = append(dst, "invalid code="...)
		dst = append(dst, code.Name()...)
		dst = append(dst, " offset="...)
		dst = strconv.AppendInt(dst, int64(off), 10)
		dst = append(dst, " in="...)
		return appendQuoteBytes(dst, rec)
	}
	dst = append(dst, "valid"...)
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		sp, ok := r.Component(c)
		if !ok {
			continue
		}
		dst = append(dst, ' ')
		dst = append(dst, componentKeys[c]...)
		dst = append(dst, '=')
		dst = append(dst, sp.Bytes(rec)...)
		if c == uri.ComponentHost {
			dst = append(dst, " host_kind="...)
			dst = append(dst, r.HostKind().String()...)
		}
	}
	return dst
}

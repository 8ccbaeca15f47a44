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
}, {
	args: []string{"parse", "-iri", "-json"},
	in:   []string{"http://例え.jp/東京"},
	out: `{"in": "http://例え.jp/東京", "valid": true, "scheme": "http", "userinfo": null, "host": "例え.jp", "port": null, "path": "/東京", "query": null, "fragment": null, "host_kind": "regname", "findings": ["non_ascii_host"], "web_host": "xn--r8jz45g.jp", "uri": "http://%E4%BE%8B%E3%81%88.jp/%E6%9D%B1%E4%BA%AC"}
`,
}}

var parseUsage = `usage: scan parse [-iri] [-json] [-c] [-z] [-max-record N] [file...]

Parse each record (line, or NUL-separated record with -z) as an RFC 3986
URI-reference and print one result per record, invalid records included:

` + examplesText(parseExamples) + `
Undefined components are left out; an empty one is printed as "name=".
With -json, each result is a JSON object in the schema of the conformance
vectors (in, valid, scheme, userinfo, host, port, path, query, fragment,
host_kind; null when undefined) and "findings", the names of the security
findings about a valid reference (RFC 3986 section 7, as scan -findings
reports them), plus "error": {"code", "offset"} when invalid, with
"in_bytes", the record's bytes in base64, when they are not UTF-8 (the
string "in" shows such bytes as U+FFFD), and, for every record,
"web_host": the host that a browser would connect to (the WHATWG URL
Standard's parser, as package web computes it), or null where that
parser refuses the record or it has no host. With -c, only the counts
are printed: "N valid, M invalid", or with -json {"valid": N, "invalid": M}.

With -iri, each record is parsed as an RFC 3987 IRI-reference, whose
userinfo, host, path, query and fragment may hold non-ASCII characters
(UTF-8); with -json, "uri" is then the URI it maps to (RFC 3987 3.1, as
scan to-uri prints it).

` + inputsHelp + `

Exit status: 0 if every record is valid, 1 if one is not (or there are
none), 2 on a usage or read error.

Flags:
`

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan parse", flag.ContinueOnError)
	rf := addRecordFlags(fs, "print JSON Lines in the schema of the conformance vectors, with findings")
	iri := fs.Bool("iri", false, `parse each record as an IRI reference (RFC 3987); -json adds "uri", its URI`)
	if code, ok := parseFlags(fs, parseUsage, args, stdout, stderr); !ok {
		return code
	}
	if !rf.check("scan parse", stderr) {
		return exitError
	}
	do := parseLine
	if *iri {
		do = parseIRILine
	}
	return rf.run(&recordCommand{
		name:    "scan parse",
		okName:  "valid",
		invalid: styleParseJSON,
		newFunc: only[recordFunc](do),
	}, stdin, stdout, stderr, fs.Args())
}

// parseLine is the recordFunc of scan parse.
func parseLine(dst, rec []byte, mode outMode) ([]byte, uri.ErrorCode, int) {
	r, err := uri.Parse(rec)
	return appendParsed(dst, rec, r, err, mode, false)
}

// appendParsed is the recordFunc of scan parse for a record that parsed
// to r, err: it appends the result of a valid record in mode (with -json
// and iri, the URI of the record follows its components), or reports why
// it is invalid.
func appendParsed(dst, rec []byte, r uri.Ref, err error, mode outMode, iri bool) ([]byte, uri.ErrorCode, int) {
	if err != nil {
		return dst, err.(uri.ErrorCode), r.ErrorOffset()
	}
	switch mode {
	case outJSON:
		dst = append(dst, `{"in": `...)
		dst = appendJSONText(dst, rec, iri)
		dst = append(dst, `, "valid": true`...)
		dst = appendComponentsJSON(dst, rec, r, iri)
		if iri {
			dst = appendURIJSON(dst, rec)
		}
		dst = append(dst, '}')
	case outText:
		dst = appendParseText(dst, rec, r)
	}
	return dst, 0, -1
}

// appendParseText appends the text line of a valid record.
func appendParseText(dst, rec []byte, r uri.Ref) []byte {
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

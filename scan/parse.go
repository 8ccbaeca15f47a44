// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"fmt"

	"github.com/uriscan/uri"
)

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
}, {
	args: []string{"parse", "-host"},
	in:   []string{"example.com:8080", "a@b"},
	out: `valid host=example.com host_kind=regname port=8080
invalid code=userinfo offset=1 in="a@b"
`,
	code: exitNotFound,
}, {
	args: []string{"parse", "-origin"},
	in:   []string{"HTTP://Example.COM:80/p", "https://h:8443/a?b"},
	out: `http://example.com
https://h:8443
`,
}}

var parseUsage = `usage: scan parse [-iri] [-host | -origin] [-json] [-c] [-z] [-max-record N] [file...]

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

With -host, each record is the value of a Host header (RFC 9110 7.2,
uri.ParseHostHeader): a host and an optional port, without a userinfo,
with a host that is not empty and a port from 0 to 65535. A valid record
prints its host, host kind and port; with -json, "in", "valid", "host",
"port", "host_kind" and "findings" (those of the host and the port).

With -origin, each record prints its origin (RFC 6454, uri.AppendOrigin):
the scheme and host in lower case and the port, left out when it is the
scheme's default, as in "http://example.com" for
"HTTP://Example.COM:80/p"; with -json, {"in": ..., "out": ...}, and with
-c, "N ok, M invalid". A record without a scheme (no_scheme), without a
host (no_host) or with a port above 65535 (port_number) has no origin: it
is reported as an invalid record, with the offset of what it lacks.

` + inputsHelp + `

Exit status: 0 if every record is valid, 1 if one is not (or there are
none), 2 on a usage or read error.

` + flagsAnywhereHelp + `
Flags:
`

// parseJSONHelp is the help of the -json flag of scan parse.
const parseJSONHelp = "print JSON Lines in the schema of the conformance vectors, with findings"

func setupParse(fs *flag.FlagSet) func(*invocation) int {
	iri := fs.Bool("iri", false, `parse each record as an IRI reference (RFC 3987); -json adds "uri", its URI`)
	host := fs.Bool("host", false, "parse each record as the value of a Host header: host [\":\" port] (RFC 9110 7.2)")
	origin := fs.Bool("origin", false, "print the origin of each record: scheme://host[:port], without a default port (RFC 6454)")
	return func(inv *invocation) int {
		switch {
		case *host && (*iri || *origin):
			fmt.Fprintln(inv.stderr, "scan parse: -host reads a Host header, which has no IRI form and no origin: not with -iri or -origin")
			return exitError
		case *host:
			return inv.run(&recordCommand{
				okName:  "valid",
				json:    outHostJSON,
				newFunc: only[recordFunc](parseHostLine),
			})
		case *origin:
			return inv.runRefs(*iri, only[refFunc](originOf))
		}
		do := parseLine
		if *iri {
			do = parseIRILine
		}
		return inv.run(&recordCommand{
			okName:  "valid",
			json:    outParseJSON,
			newFunc: only[recordFunc](do),
		})
	}
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
	case outParseJSON:
		dst = appendParseJSON(dst, rec, r, iri)
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

// parseHostLine is the recordFunc of scan parse -host: the record is the
// value of a Host header.
func parseHostLine(dst, rec []byte, mode outMode) ([]byte, uri.ErrorCode, int) {
	r, err := uri.ParseHostHeader(rec)
	if err != nil {
		return dst, err.(uri.ErrorCode), r.ErrorOffset()
	}
	switch mode {
	case outHostJSON:
		dst = appendHostJSON(dst, rec, r)
	case outText:
		dst = append(dst, "valid host="...)
		dst = append(dst, r.Host().Bytes(rec)...)
		dst = append(dst, " host_kind="...)
		dst = append(dst, r.HostKind().String()...)
		if r.HasPort() {
			dst = append(dst, " port="...)
			dst = append(dst, r.Port().Bytes(rec)...)
		}
	}
	return dst, 0, -1
}

// originOf is the refFunc of scan parse -origin: the origin of a valid
// record, or why it has none, at the offset of the component it lacks or
// of the port that is no number.
func originOf(dst, rec []byte, r uri.Ref) ([]byte, uri.ErrorCode, int) {
	out, err := uri.AppendOrigin(dst, rec, r)
	switch err {
	case nil:
		return out, 0, -1
	case uri.ErrNoScheme:
		return dst, uri.ErrNoScheme, 0
	case uri.ErrPortNumber:
		return dst, uri.ErrPortNumber, componentOffset(r, uri.ComponentPort)
	}
	return dst, codeOf(err), componentOffset(r, uri.ComponentHost)
}

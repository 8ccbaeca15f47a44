// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/base64"

	"github.com/uriscan/uri"
)

// The JSON objects of the record commands, one per record: {"in", "out"}
// (outJSON), {"in", "valid", the components ...} (outParseJSON), {"in",
// "valid", "host", "port" ...} (outHostJSON), and for an invalid record
// in any of them, "in" with its error (appendInvalidRecord).

// openInJSON opens the JSON object of a record, before the record:
// {"in": .
func openInJSON(dst []byte) []byte { return append(dst, `{"in": `...) }

// appendInOutJSON appends the JSON object of a valid record rec that a
// command turned into res, both URI references or with iri IRI
// references: {"in": rec, "out": res}.
func appendInOutJSON(dst, rec, res []byte, iri bool) []byte {
	dst = appendJSONText(openInJSON(dst), rec, iri)
	dst = append(dst, `, "out": `...)
	dst = appendJSONText(dst, res, iri)
	return append(dst, '}')
}

// appendValidIn opens the JSON object of a valid record rec, a URI
// reference or with iri an IRI reference: {"in": rec, "valid": true.
func appendValidIn(dst, rec []byte, iri bool) []byte {
	dst = appendJSONText(openInJSON(dst), rec, iri)
	return append(dst, `, "valid": true`...)
}

// appendParseJSON appends the JSON object of scan parse of a valid record
// rec whose Ref is r, a URI reference or with iri an IRI reference, which
// then has the field "uri" too.
func appendParseJSON(dst, rec []byte, r uri.Ref, iri bool) []byte {
	dst = appendValidIn(dst, rec, iri)
	dst = appendComponentsJSON(dst, rec, r, iri)
	if iri {
		dst = appendURIJSON(dst, rec)
	}
	return append(dst, '}')
}

// appendHostJSON appends the JSON object of scan parse -host of a valid
// Host header rec whose Ref is r.
func appendHostJSON(dst, rec []byte, r uri.Ref) []byte {
	// A valid Host header is ASCII and needs no escape in JSON.
	dst = appendValidIn(dst, rec, false)
	dst = appendComponentJSON(dst, uri.ComponentHost, rec, r.Host(), true, false)
	dst = appendComponentJSON(dst, uri.ComponentPort, rec, r.Port(), r.HasPort(), false)
	dst = append(dst, hostKindFindings[r.HostKind()&7]...)
	dst = appendFindingNames(dst, uri.Inspect(rec, r))
	return append(dst, "]}"...)
}

// appendInBytesJSON appends the field "in_bytes" of an invalid record rec
// that is not UTF-8: its exact bytes, which the JSON string "in" shows as
// U+FFFD (see appendJSONBytesExact), in base64, a piece at a time as
// appendInvalidRecord quotes it, handing b to out whenever it holds
// quotePiece bytes or more. Pieces of a multiple of three bytes encode to
// the encoding of the whole.
func appendInBytesJSON(b, rec []byte, out pieceSink) ([]byte, error) {
	b = append(b, `, "in_bytes": "`...)
	for r := rec; len(r) > 0; {
		n := min(len(r), quotePiece/4*3)
		b = base64.StdEncoding.AppendEncode(b, r[:n])
		r = r[n:]
		if len(b) >= quotePiece {
			var err error
			if b, err = out.take(b); err != nil {
				return b, err
			}
		}
	}
	return append(b, '"'), nil
}

// invalidSuffix appends what comes after the quoted record rec in the line
// of an invalid record, without the newline: with parse -json, after the
// error, the host a browser would connect to (appendWebHostJSON), which a
// Host header (parse -host -json) has not.
func invalidSuffix(dst, rec []byte, code uri.ErrorCode, off int, mode outMode) []byte {
	switch mode {
	case outParseJSON, outHostJSON:
		dst = append(dst, `, "valid": false, `...)
	case outJSON:
		dst = append(dst, `, "out": null, `...)
	default:
		return dst
	}
	dst = appendErrorJSON(dst, code, off)
	if mode == outParseJSON {
		dst = appendWebHostJSON(dst, rec, uri.Ref{})
	}
	return append(dst, '}')
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"io"
	"strconv"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/internal/topn"
)

// printJSON writes the summary that print writes as one JSON object on
// one line (-stats -json), with "partial" the reason the counts are not
// those of the whole input, or null.
func (st *extractStats) printJSON(w io.Writer, partial string) {
	b := []byte(`{"partial": `)
	if partial == "" {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, partial)
	}
	b = appendField(b, "records", st.records)
	b = appendField(b, "bytes", st.bytes)
	b = append(b, `, "compressed": {"inputs": `...)
	b = strconv.AppendInt(b, st.inputsCompressed(), 10)
	b = append(b, `, "formats": {`...)
	sep := ""
	for f, k := range st.formats {
		if k > 0 {
			b = appendMember(append(b, sep...), decompress.Format(f).String(), k)
			sep = ", "
		}
	}
	b = append(b, '}')
	b = appendField(b, "bytes", st.packed)
	b = appendField(b, "decompressed", st.unpacked)
	b = append(b, '}')
	b = appendField(b, "found", st.found)
	b = appendField(b, "reported", st.reported())
	b = appendField(b, "valid", st.valid())
	b = appendField(b, "invalid", st.invalid())
	b = append(b, `, "kinds": {`...)
	for k := uri.KindBare; k <= uri.KindValue; k++ {
		if k > uri.KindBare {
			b = append(b, ", "...)
		}
		b = appendMember(b, k.String(), st.kinds[k])
	}
	b = append(b, `}, "invalid_by_code": {`...)
	sep = ""
	for c := range uri.ErrorCodes() {
		if st.codes[c] > 0 {
			b = appendMember(append(b, sep...), c.Name(), st.codes[c])
			sep = ", "
		}
	}
	b = append(b, `}, "findings": {`...)
	sep = ""
	for i, n := range st.findings {
		if n > 0 {
			b = appendMember(append(b, sep...), (uri.Findings(1) << i).String(), n)
			sep = ", "
		}
	}
	b = append(b, '}')
	b = appendMapTop(b, "schemes", st.schemes, st.otherSch)
	b = appendMapTop(b, "hosts", st.hosts, st.otherHost)
	if st.referers != nil {
		b = append(b, `, "top_referer_hosts": `...)
		b = appendTopJSON(b, st.referers.Top(10))
		b = appendField(b, "referer_hosts_max_error", st.referers.Shed())
	}
	b = append(b, "}\n"...)
	w.Write(b)
}

// appendField appends `, "name": n`.
func appendField(b []byte, name string, n int64) []byte {
	return appendMember(append(b, ", "...), name, n)
}

// appendMember appends `"name": n`.
func appendMember(b []byte, name string, n int64) []byte {
	b = appendJSONString(b, name)
	b = append(b, ": "...)
	return strconv.AppendInt(b, n, 10)
}

// appendMapTop appends the fields "top_"+title, the ten largest counts of
// m as appendTopJSON writes them, and "other_"+title, the count of the
// values that m had no room for.
func appendMapTop(b []byte, title string, m map[string]*int64, other int64) []byte {
	b = append(b, `, "top_`+title+`": `...)
	b = appendTopJSON(b, mapTop(m, 10))
	return appendField(b, "other_"+title, other)
}

// appendTopJSON appends es as a JSON array of {"value", "count"}, as
// scan top -json writes them.
func appendTopJSON(b []byte, es []topn.Entry) []byte { return topn.AppendEntriesJSON(b, es) }

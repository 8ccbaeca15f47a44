// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/topn"
)

var topExamples = []example{{
	args: []string{"top", "-f", "referer"},
	in: []string{
		`1.2.3.4 - - [20/Nov/2026:06:25:01 +0000] "GET /a HTTP/1.1" 200 5 "https://www.google.com/search?q=x" "Googlebot/2.1 (+http://www.google.com/bot.html)"`,
		`1.2.3.4 - - [20/Nov/2026:06:25:02 +0000] "GET /a/../b HTTP/1.1" 200 5 "https://example.org/" "curl/8.5.0"`,
		`1.2.3.4 - - [20/Nov/2026:06:25:03 +0000] "GET /./b HTTP/1.1" 200 5 "https://www.google.com/" "curl/8.5.0"`,
	},
	out: `      2 www.google.com
      1 example.org
`,
}, {
	args: []string{"top", "-f", "target", "-json"},
	in: []string{
		`1.2.3.4 - - [20/Nov/2026:06:25:02 +0000] "GET /a/../b HTTP/1.1" 200 5 "https://example.org/" "curl/8.5.0"`,
		`1.2.3.4 - - [20/Nov/2026:06:25:03 +0000] "GET /./b?q HTTP/1.1" 200 5 "https://www.google.com/" "curl/8.5.0"`,
	},
	out: `{"field": "target", "values": 2, "references": 2, "distinct": 1, "exact": true, "max_error": 0, "top": [{"value": "/b", "count": 2}]}
`,
}}

var topUsage = `usage: scan top [-f FIELD] [-n N] [-kind K] [-form F] [-key KEY] [-json] [flags] [file...]

Read the inputs as scan (the extract command) reads them and print the N
most frequent values of one field of the references found, the most
frequent first (among equal counts, in byte order), each with its count
as uniq -c prints it, or with -json as one JSON object. The fields (-f):

  host      the host of a valid reference with an authority, its ASCII
            letters in lower case
  web_host  the host a browser connects to (the WHATWG URL Standard's),
            of any reference that has one
  path      the path of a valid reference, in syntax-based normal form
            (RFC 3986 6.2.2: percent-encodings in upper case, unreserved
            ones decoded, dot segments removed), without its query
  scheme    the scheme of a valid reference, in lower case
  referer   the host of a referer: the quoted referer field of an access
            log (any reference between double quotes in text), or the
            value of a JSON key whose last segment is referer, referrer,
            http_referer or http_referrer (request.headers.Referer); a
            user agent's URL is none
  target    the path of a request-target, normalized as path; a CONNECT
            target (authority-form) its authority, an OPTIONS one "*"
  finding   each security finding of a valid reference (RFC 3986 section
            7, as -findings and -json name them)
  key       the path of the JSON key of a value (request.headers.Referer)

-kind, -form and -key keep only the references of those kinds, target
forms or JSON keys (a key path, or its last segment, in any case); the
filters of scan (-valid, -invalid, -findings, -schemes) apply too. An
empty value (the path of http://h) is printed "".

Counts are exact while the distinct values are at most -max-distinct (per
worker; memory grows with it, not with the input). Past it, the counts
are a Misra-Gries summary that keeps -max-distinct/2 values: scan top
says on standard error, and in JSON "exact": false, by how much at most
each count printed is below the true one ("max_error", which is at most
N/(k+1) for N values counted and k values kept), and a value not printed
occurs at most that many times. The -j workers count apart and their
summaries are merged (Agarwal et al., Mergeable Summaries), which keeps
that bound.

With -json the object has "field", "values" (the values counted),
"references" (the references that gave one), "distinct" (the number of
distinct values, or null when not exact), "exact", "max_error" and "top",
an array of {"value", "count"}.

` + examplesText(topExamples) + `
` + flagsAnywhereHelp + `
Exit status: 0 if a value was counted, 1 if none, 2 on a usage or read
error.

Flags:
`

// runTop runs the top command.
func runTop(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runExtractTop(args, true, stdin, stdout, stderr)
}

// selectConfig holds what scan top and -o select and count.
type selectConfig struct {
	sel    topn.Selector // the field and the restrictions
	top    bool          // scan top: count, print at the end
	n      int           // -n
	budget int           // -max-distinct
}

// active reports whether a field is selected (scan top, -o).
func (c *selectConfig) active() bool { return c.sel.Field != topn.FieldNone }

// parseKinds returns the kinds of match that scan top and -o parse
// (uri.ExtractOptions.ParseKinds): those the values of the field may
// come from, nil (all) for the extract command's other outputs, and with
// -stats or -c, which count every reference that passes the filters.
func (c *extractConfig) parseKinds() []uri.MatchKind {
	if !c.sel.active() || c.stats || c.mode.counts() {
		return nil
	}
	return c.sel.sel.ParseKinds(c.valid || c.invalid || c.findings)
}

// jsonRecords reports whether the output is JSON records of the
// references, which give their line numbers: -json, but not with scan
// top or -o, whose JSON holds values only and which need not count the
// lines.
func (c *extractConfig) jsonRecords() bool { return c.mode.json() && !c.sel.active() }

// selectFlags holds the flags of scan top and -o before they are checked.
type selectFlags struct {
	top                bool
	field              *string // -f, or -o
	kinds, forms, keys *string
	n, budget          *int
}

// addSelectFlags defines on fs the flags of scan top (top), or -o and
// the restrictions on the extract command.
func addSelectFlags(fs *flag.FlagSet, top bool) *selectFlags {
	sf := &selectFlags{top: top}
	fields := strings.Join(topn.Fields(), ", ")
	if top {
		sf.field = fs.String("f", "host", "the `field` whose values are counted: "+fields)
		sf.n = fs.Int("n", 10, "print the `N` most frequent values (0: all)")
		sf.budget = fs.Int("max-distinct", topn.DefaultBudget, "count exactly up to this many distinct `values` per worker, then approximately (at least 2)")
	} else {
		sf.field = fs.String("o", "", "print only this `field` of each reference, one value a line: "+fields)
	}
	sf.kinds = fs.String("kind", "", "keep only references of these comma-separated `kinds`: bare, quoted, angle, request, value, target")
	sf.forms = fs.String("form", "", "keep only request-targets of these comma-separated `forms`: origin, absolute, authority, asterisk")
	sf.keys = fs.String("key", "", "keep only the values of these comma-separated JSON `keys` (a key path, or its last segment)")
	return sf
}

// check checks the flags of sf and sets cfg.sel; it reports an error on
// stderr and returns false when they are not right.
func (sf *selectFlags) check(fs *flag.FlagSet, cfg *extractConfig, stderr io.Writer) bool {
	fail := func(err error) bool {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return false
	}
	c := &cfg.sel
	if *sf.field != "" {
		f, err := topn.ParseField(*sf.field)
		if err != nil {
			return fail(err)
		}
		c.sel.Field = f
	}
	if !c.active() && (*sf.kinds != "" || *sf.forms != "" || *sf.keys != "") {
		return fail(errors.New("-kind, -form and -key restrict -o"))
	}
	var err error
	if *sf.kinds != "" {
		if c.sel.Kinds, err = topn.ParseKinds(*sf.kinds); err != nil {
			return fail(err)
		}
	}
	if *sf.forms != "" {
		if c.sel.Forms, err = topn.ParseForms(*sf.forms); err != nil {
			return fail(err)
		}
	}
	for _, k := range strings.Split(*sf.keys, ",") {
		if k = strings.TrimSpace(k); k != "" {
			c.sel.Keys = append(c.sel.Keys, k)
		}
	}
	if !sf.top {
		if c.active() && (cfg.xf.active()) {
			return fail(errors.New("-o and -base or -normalize exclude each other"))
		}
		return true
	}
	c.top = true
	c.n = *sf.n
	c.budget = *sf.budget
	switch {
	case c.n < 0:
		return fail(errors.New("-n must be at least 0"))
	case c.budget < 2:
		return fail(errors.New("-max-distinct must be at least 2"))
	case cfg.mode.counts():
		return fail(errors.New("-c and top exclude each other"))
	case cfg.xf.active():
		return fail(errors.New("-base and -normalize do not apply to top (path and target are normalized)"))
	}
	return true
}

// selectBatch is stream's loop for scan top and -o over the batch of
// matches b: each that passes the filters is counted in st, and the
// values of its field are counted in st.top (scan top) or appended to
// buf, one a line (-o; with -json, each a JSON string), handing buf to
// out at each outChunk.
func (x *extractor) selectBatch(buf []byte, b *batch, st *extractStats, out outSink) ([]byte, error) {
	cfg := x.cfg
	filters := cfg.filters()
	emit := st.top.Add
	if !cfg.sel.top {
		emit = func(v []byte) {
			if cfg.mode.json() {
				buf = appendJSONBytes(buf, v)
			} else {
				buf = topn.AppendValue(buf, v)
			}
			buf = append(buf, '\n')
		}
	}
	counted := int64(0)
	if st.top != nil {
		counted = st.top.Total()
	}
	for i := range b.ms {
		m, text, key := &b.ms[i], b.texts[i], keyOf(b.keys, i)
		if !filters {
			st.count(m)
		} else if !st.add(m, text, key, cfg) {
			continue
		}
		if cfg.mode.counts() {
			continue
		}
		n := len(buf)
		st.sel.Each(m, text, key, emit)
		if st.top != nil {
			if t := st.top.Total(); t != counted {
				st.refs++
				counted = t
			}
			continue
		}
		if len(buf) != n {
			st.refs++
		}
		if len(buf) >= outChunk {
			var err error
			if buf, err = out.take(buf); err != nil {
				return buf, err
			}
		}
	}
	return buf, nil
}

// printTop writes the result of scan top, after the run that ended with
// err, and returns the exit status.
func (x *extractor) printTop(err error) int {
	c, st := x.cfg, &x.st
	r := st.top.Result(c.sel.sel.Field, st.refs, c.sel.n)
	var b []byte
	if c.mode.json() {
		b = r.AppendJSON(nil)
	} else {
		b = r.AppendText(nil)
	}
	if _, werr := x.w.Write(b); werr != nil && err == nil {
		err = werr
	}
	if note := r.Note(); note != "" {
		fmt.Fprintf(x.stderr, "scan top: %s\n", note)
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(x.stderr, "scan top: %v\n", err)
		}
		return exitError
	case st.top.Total() == 0:
		return exitNotFound
	}
	return exitOK
}

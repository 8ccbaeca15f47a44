// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/uriscan/uri"
)

var editExamples = []example{{
	args: []string{"edit", "-set", "scheme=https", "-set", "host=backend.internal", "-del", "port"},
	in:   []string{"http://public.example.com:8080/api/items?page=2"},
	out:  "https://backend.internal/api/items?page=2\n",
	code: exitOK,
}, {
	args: []string{"edit", "-del-param", "utm_*", "-del", "fragment"},
	in:   []string{"https://example.com/p?id=7&utm_source=news&lang=en#top", "https://example.com/?utm_medium=mail&utm_%2F=x", "https://example.com/p?", "http://a b/"},
	out: `https://example.com/p?id=7&lang=en
https://example.com/
https://example.com/p?
invalid code=host offset=8 in="http://a b/"
`,
	code: exitNotFound,
}, {
	args: []string{"edit", "-set", "path=items"},
	in:   []string{"urn:example:a", "https://example.com/a/b?q"},
	out: `urn:items
invalid code=path offset=19 in="https://example.com/a/b?q"
`,
	code: exitNotFound,
}}

var editUsage = `usage: scan edit [-set COMPONENT=VALUE]... [-del COMPONENT]... [-del-param PATTERN]... [-json] [-c] [-z] [-max-record N] [file...]

Edit each record (line, or NUL-separated record with -z), an RFC 3986
URI-reference, and print the result, one per record, invalid records
included. Everything that is not edited is kept byte for byte: nothing is
normalized or re-escaped.

` + examplesText(editExamples) + `
COMPONENT is scheme, userinfo, host, port, path, query or fragment. A -set
VALUE is raw (percent-encoded as the component requires) and is checked
when the command starts; "-set query=" sets an empty query ("?"). -del
removes a component (removing the host removes the authority; the path
cannot be removed, only set empty). -del-param removes the query
parameters whose key, decoded as form data (percent-encodings decoded, "+"
as a space: "utm_%2F" is "utm_/"), matches PATTERN, the key as it is, in
which * matches any characters, "/" included ('utm_*', '*_id', 'fbclid');
a query left without parameters is removed, and one from which nothing is
removed stays as it was, an empty one ("?") included. The edits apply in
this order: -set, then -del, then -del-param. A record that an edit would
make invalid (a path without "/" after an authority, a port or userinfo
without a host) is reported as invalid, with the code of the component and
the offset in the record of the component the edit sets or removes (where
it would go, if the record has none).

With -json, each result is {"in": ..., "out": ...}, or for an invalid
record {"in": ..., "out": null, "error": {"code": ..., "offset": ...}}.
With -c, only the counts are printed: "N ok, M invalid", or with -json
{"ok": N, "invalid": M}.

` + inputsHelp + `

Exit status: 0 if every record was edited, 1 if one was invalid (or there
are none), 2 on a usage or read error.

` + flagsAnywhereHelp + `
Flags:
`

// componentByName returns the component named s, as Component.String
// names it.
func componentByName(s string) (uri.Component, bool) {
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		if c.String() == s {
			return c, true
		}
	}
	return 0, false
}

// editFlags collect the repeatable flags of scan edit, in order.
type editFlags struct {
	sets     []editSet
	dels     []uri.Component
	patterns []string
}

type editSet struct {
	c    uri.Component
	text string
}

func setupEdit(fs *flag.FlagSet) func(*invocation) int {
	var ef editFlags
	fs.Func("set", "set `COMPONENT=VALUE` (raw value, checked); repeatable", func(s string) error {
		name, value, ok := strings.Cut(s, "=")
		c, known := componentByName(name)
		if !ok || !known {
			return fmt.Errorf("want COMPONENT=VALUE with COMPONENT one of scheme, userinfo, host, port, path, query, fragment, not %q", s)
		}
		// Check the value alone: a host for the userinfo and the port,
		// which need one.
		var p uri.Parts
		p[c] = uri.Raw(value)
		if c == uri.ComponentUserinfo || c == uri.ComponentPort {
			p[uri.ComponentHost] = uri.Raw("h")
		}
		if c == uri.ComponentPath && value != "" && value[0] != '/' {
			p[uri.ComponentHost] = uri.Part{}
		}
		if _, off, err := uri.AppendBuild(nil, &p); err != nil {
			return fmt.Errorf("%s: %v at offset %d of %q", name, err, off, value)
		}
		ef.sets = append(ef.sets, editSet{c, value})
		return nil
	})
	fs.Func("del", "remove `COMPONENT`; repeatable", func(s string) error {
		c, ok := componentByName(s)
		if !ok || c == uri.ComponentPath {
			return fmt.Errorf("want one of scheme, userinfo, host, port, query, fragment, not %q", s)
		}
		ef.dels = append(ef.dels, c)
		return nil
	})
	fs.Func("del-param", "remove the query parameters whose decoded key matches `PATTERN` (* matches any characters); repeatable", func(s string) error {
		ef.patterns = append(ef.patterns, s)
		return nil
	})
	return func(inv *invocation) int {
		// Each worker edits with an editor, and the buffers, of its own.
		return inv.runRefs(false, func() refFunc { return (&editor{flags: &ef}).edit })
	}
}

// editor applies the edits to one record at a time, each edit from one of
// two buffers that it reuses into the other.
type editor struct {
	flags    *editFlags
	cur, alt []byte
}

func (e *editor) edit(dst, rec []byte, rr uri.Ref) ([]byte, uri.ErrorCode, int) {
	e.cur = append(e.cur[:0], rec...)
	step := func(c uri.Component, part uri.Part) (uri.ErrorCode, int) {
		r, _ := uri.Parse(e.cur)
		out, _, err := uri.AppendSet(e.alt[:0], e.cur, r, c, part)
		if err != nil {
			// The record is valid (runRefs): the edit makes it invalid.
			// Its offset, in the part or in a record that former edits
			// changed, would mean nothing to the reader of the record.
			return codeOf(err), componentOffset(rr, c)
		}
		e.cur, e.alt = out, e.cur
		return 0, 0
	}
	for _, s := range e.flags.sets {
		if code, off := step(s.c, uri.Raw(s.text)); code != 0 {
			return dst, code, off
		}
	}
	for _, c := range e.flags.dels {
		if code, off := step(c, uri.Part{}); code != 0 {
			return dst, code, off
		}
	}
	if len(e.flags.patterns) > 0 {
		if r, _ := uri.Parse(e.cur); r.HasQuery() {
			// Splice the query that is left in place of the query, or
			// drop the query and its "?" when nothing is left of it;
			// keep the record as it is when nothing was removed.
			qs := r.Query()
			q, err := uri.AppendDropParamKeys(e.alt[:0], qs.Bytes(e.cur), uri.ParamOptions{Max: -1}, e.flags.patterns...)
			if err != nil {
				return dst, uri.ErrQuery, componentOffset(rr, uri.ComponentQuery)
			}
			if len(q) < qs.Len() {
				dst = append(dst, e.cur[:qs.Start-1]...)
				if len(q) > 0 {
					dst = append(dst, '?')
					dst = append(dst, q...)
				}
				e.alt = q
				return append(dst, e.cur[qs.End:]...), 0, -1
			}
		}
	}
	return append(dst, e.cur...), 0, -1
}

// componentOffset returns the offset in the record, whose Ref is r, of
// component c: where it begins (the "[" of an IP literal), or where it
// would begin if r has none.
func componentOffset(r uri.Ref, c uri.Component) int {
	if sp, ok := r.Component(c); ok {
		if k := r.HostKind(); c == uri.ComponentHost && (k == uri.HostIPv6 || k == uri.HostIPvFuture) {
			return sp.Start - 1
		}
		return sp.Start
	}
	switch c {
	case uri.ComponentScheme:
		return 0
	case uri.ComponentUserinfo:
		if r.HasAuthority() {
			return r.Authority().Start
		}
	case uri.ComponentQuery:
		return r.Path().End
	case uri.ComponentFragment:
		return r.Len()
	}
	// A host or port where the authority ends, or where the path begins
	// when there is none.
	return r.Path().Start
}

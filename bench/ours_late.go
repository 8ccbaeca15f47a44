// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"strings"

	"github.com/uriscan/uri"
)

// oursLate returns ours for resolve (uri.AppendResolve, strict, parsing
// both inputs as net/url does), normalize (uri.AppendNormalize at
// LevelScheme: syntax- and scheme-based, as fasthttp and ada also drop
// default ports) and extract (uri.AppendExtract with default options; it
// also reports quoted references and request targets, which xurls does
// not look for, so the URLs-found column differs). Output buffers are
// reused across inputs, as a caller of the Append functions does.
func oursLate(name string, setup func() error) []Entry {
	var buf []byte
	var matches []uri.Match
	var clean []byte
	return []Entry{
		{Peer: name, Op: OpResolve, Ours: true, Setup: setup,
			Pass: func(d *Dataset) (o Outcome) {
				for i, s := range d.Refs {
					out, err := uri.AppendResolve(buf[:0], d.Bases[i], s, uri.ResolveStrict)
					if err != nil {
						o.Rejected++
						continue
					}
					buf = out
					o.Sink += len(out)
				}
				return
			},
			One: func(base, s string) (bool, string, string) {
				out, err := uri.AppendResolve(nil, base, s, uri.ResolveStrict)
				return err == nil, string(out), ""
			},
		},
		{Peer: name, Op: OpNormalize, Ours: true, Setup: setup,
			Pass: func(d *Dataset) (o Outcome) {
				for _, s := range d.Refs {
					out, err := uri.AppendNormalize(buf[:0], s, uri.LevelScheme)
					if err != nil {
						o.Rejected++
						continue
					}
					buf = out
					o.Sink += len(out)
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				out, err := uri.AppendNormalize(nil, s, uri.LevelScheme)
				return err == nil, string(out), ""
			},
		},
		{Peer: name, Op: OpExtract, Ours: true, Setup: setup,
			Pass: func(d *Dataset) (o Outcome) {
				matches, clean = uri.AppendExtract(matches[:0], clean[:0], d.Log, nil)
				for i := range matches {
					o.Found++
					o.Sink += len(matches[i].Text(d.Log, clean))
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				text := []byte(s)
				ms, cl := uri.AppendExtract(nil, nil, text, nil)
				found := make([]string, len(ms))
				for i := range ms {
					found[i] = string(ms[i].Text(text, cl))
				}
				return len(ms) > 0, strings.Join(found, "\n"), ""
			},
		},
	}
}

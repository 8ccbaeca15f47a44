// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goada && cgo

package bench

import "github.com/ada-url/goada"

// ada (WHATWG URL, C++ through cgo): New parses an absolute URL only, so it
// rejects every relative reference; request targets are parsed against a
// base, as a WHATWG server does. Hostname and Pathname copy out of C.
// Free is called at once rather than left to the finalizer.
func init() {
	adaParse := func(d *Dataset) (o Outcome) {
		for _, s := range d.Refs {
			u, err := goada.New(s)
			if err != nil {
				o.Rejected++
				continue
			}
			o.Sink += len(u.Hostname()) + len(u.Pathname())
			u.Free()
		}
		return
	}
	adaOne := func(_, s string) (bool, string, string) {
		u, err := goada.New(s)
		if err != nil {
			return false, "", ""
		}
		defer u.Free()
		return true, u.Hostname(), u.Pathname()
	}
	base := "http://" + string(targetHost)
	peerEntries = append(peerEntries,
		Entry{Peer: "goada", Grammar: "ada", Op: OpParse, Pass: adaParse, One: adaOne},
		Entry{Peer: "goada", Grammar: "ada", Op: OpTarget,
			Pass: func(d *Dataset) (o Outcome) {
				for _, s := range d.Refs {
					u, err := goada.NewWithBase(s, base)
					if err != nil {
						o.Rejected++
						continue
					}
					o.Sink += len(u.Hostname()) + len(u.Pathname())
					u.Free()
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				u, err := goada.NewWithBase(s, base)
				if err != nil {
					return false, "", ""
				}
				defer u.Free()
				return true, u.Hostname(), u.Pathname()
			},
		},
		Entry{Peer: "goada", Grammar: "ada", Op: OpResolve,
			Pass: func(d *Dataset) (o Outcome) {
				for i, s := range d.Refs {
					if s == "" {
						o.Rejected++
						continue
					}
					u, err := goada.NewWithBase(s, d.Bases[i])
					if err != nil {
						o.Rejected++
						continue
					}
					o.Sink += len(u.Href())
					u.Free()
				}
				return
			},
			One: func(b, s string) (bool, string, string) {
				u, err := goada.NewWithBase(s, b)
				if err != nil {
					return false, "", ""
				}
				defer u.Free()
				return true, u.Href(), ""
			},
		},
		// WHATWG serialization: lower-cased scheme and host, dot segments
		// removed, bytes percent-encoded. ada's normalization.
		Entry{Peer: "goada", Grammar: "ada", Op: OpNormalize,
			Pass: func(d *Dataset) (o Outcome) {
				for _, s := range d.Refs {
					u, err := goada.New(s)
					if err != nil {
						o.Rejected++
						continue
					}
					o.Sink += len(u.Href())
					u.Free()
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				u, err := goada.New(s)
				if err != nil {
					return false, "", ""
				}
				defer u.Free()
				return true, u.Href(), ""
			},
		},
	)
}

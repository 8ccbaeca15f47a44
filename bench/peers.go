// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package bench measures uriscan against the URL parsers users would pick
// instead, on the same inputs in the same process. The table of what is
// measured is Entries: one Entry per (peer, operation), each a function
// over a whole Dataset. cmd/uribench runs them and writes the report.
package bench

import (
	"bytes"
	"net/url"
	"strings"
	"time"

	fredbi "github.com/fredbi/uri"
	"github.com/valyala/fasthttp"
	"mvdan.cc/xurls/v2"
)

// The operations.
const (
	OpParse     = "parse"     // parse a URI reference, read host and path
	OpTarget    = "target"    // parse an HTTP request target, read host and path
	OpResolve   = "resolve"   // resolve a reference against a base, write the result
	OpNormalize = "normalize" // normalize a URI, write the result
	OpExtract   = "extract"   // find the URLs in a log
	OpIRI       = "iri"       // parse an IRI reference (RFC 3987), read host and path
	OpRoute     = "route"     // find the route of a raw request-target in a 200-route table
)

// Ops lists the operations in report order.
var Ops = []string{OpParse, OpTarget, OpResolve, OpNormalize, OpExtract, OpIRI, OpRoute}

// An Outcome is what one pass over a dataset did.
type Outcome struct {
	Rejected int // inputs the peer refused
	Found    int // for extract: URLs found
	Sink     int // a checksum of what was read (lengths), so no work is dead
}

// An Entry is one peer's implementation of one operation.
type Entry struct {
	Peer  string // as reported: "uriscan/generic", "net/url", ...
	Op    string
	Ours  bool // uriscan: the entry ratios are taken against
	Floor bool // a machine floor, not a parser

	// Native is set for a peer run as a separate C or C++ process
	// (native.go), which times itself: Time replaces Run's timing of Pass.
	Native bool
	Time   func(d *Dataset, min time.Duration, c Clock) (Sample, error)

	// ValidOnly is set for an entry that only says whether the input is
	// valid (ada::can_parse): One returns no host and path.
	ValidOnly bool

	// Grammar names the peer's grammar for Expected when several entries
	// share one (goada and native ada); empty means Peer.
	Grammar string

	// RFC3986 is set for a peer that implements RFC 3986's grammar
	// (uriparser): Agree holds its validity to the generator's labels and
	// its resolutions of generated pairs to ours, as for ours.
	RFC3986 bool

	// SameVerdict names another peer of the same library whose verdict
	// this entry must give on every labelled input (native ada and goada;
	// ada::can_parse and ada's parse). Ignored when that peer is not run.
	SameVerdict string

	// Setup, if set, runs before each measurement of the entry (it selects
	// the kernel implementation for ours).
	Setup func() error

	// Pass processes every input of the dataset once.
	Pass func(d *Dataset) Outcome

	// One is the same work on one input, returning what was read, for
	// tests and the agreement check: for parse and target whether the input
	// was accepted, its host and its path; for resolve and normalize the
	// result in host (path empty); for extract the URLs found, joined by
	// '\n', in host.
	One func(base, s string) (ok bool, host, path string)
}

// peerEntries is filled by the files that define peers (peers_*.go), in
// init, so a peer behind a build tag adds itself.
var peerEntries []Entry

// Entries returns every entry: ours (once per kernel implementation),
// the floors, then the peers.
func Entries() []Entry {
	out := oursEntries()
	out = append(out, floorEntries()...)
	return append(out, peerEntries...)
}

// grammar is the key of the entry's peer in Expected.
func (e *Entry) grammar() string {
	if e.Grammar != "" {
		return e.Grammar
	}
	return e.Peer
}

// Implementations lists the kernel implementations ours is run with.
func Implementations() []string { return ourImpls() }

func floorEntries() []Entry {
	var out []Entry
	for _, op := range Ops {
		out = append(out,
			Entry{Peer: "floor/IndexByte", Op: op, Floor: true, Pass: indexBytePass},
			Entry{Peer: "floor/Count", Op: op, Floor: true, Pass: countPass},
		)
	}
	return out
}

// indexBytePass looks for a byte that never occurs in each input (each
// line, for a log), so it reads every byte, one call per input.
func indexBytePass(d *Dataset) Outcome {
	n := 0
	if d.Log != nil {
		b := d.Log
		for len(b) > 0 {
			i := bytes.IndexByte(b, '\n')
			if i < 0 {
				i = len(b) - 1
			}
			n += bytes.IndexByte(b[:i], 0)
			b = b[i+1:]
		}
		return Outcome{Sink: n}
	}
	for i, s := range d.Refs {
		n += strings.IndexByte(s, 0)
		if d.Bases != nil {
			n += strings.IndexByte(d.Bases[i], 0)
		}
	}
	return Outcome{Sink: n}
}

// countPass counts one byte over the whole buffer at once: the memory
// bandwidth a single core gets here.
func countPass(d *Dataset) Outcome {
	return Outcome{Sink: bytes.Count(d.Buf, []byte{'%'})}
}

// netURLParse and netURLOne are net/url's parse: Parse for references;
// Host and the decoded Path are fields, filled during Parse.
func netURLParse(d *Dataset) (o Outcome) {
	for _, s := range d.Refs {
		u, err := url.Parse(s)
		if err != nil {
			o.Rejected++
			continue
		}
		o.Sink += len(u.Host) + len(u.Path)
	}
	return
}

func netURLOne(_, s string) (bool, string, string) {
	u, err := url.Parse(s)
	if err != nil {
		return false, "", ""
	}
	return true, u.Host, u.Path
}

func init() {
	peerEntries = append(peerEntries,
		// net/url: Parse for references; Host and the decoded Path are
		// fields, filled during Parse.
		Entry{Peer: "net/url", Op: OpParse, Pass: netURLParse, One: netURLOne},
		// url.Parse takes non-ASCII bytes as they are: it reads an IRI.
		Entry{Peer: "net/url", Op: OpIRI, Pass: netURLParse, One: netURLOne},
		Entry{Peer: "net/url", Op: OpTarget,
			Pass: func(d *Dataset) (o Outcome) {
				for _, s := range d.Refs {
					u, err := url.ParseRequestURI(s)
					if err != nil {
						o.Rejected++
						continue
					}
					o.Sink += len(u.Host) + len(u.Path)
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				u, err := url.ParseRequestURI(s)
				if err != nil {
					return false, "", ""
				}
				return true, u.Host, u.Path
			},
		},
		// net/url resolve: parse both, ResolveReference, String.
		Entry{Peer: "net/url", Op: OpResolve,
			Pass: func(d *Dataset) (o Outcome) {
				for i, s := range d.Refs {
					out, ok := netURLResolve(d.Bases[i], s)
					if !ok {
						o.Rejected++
						continue
					}
					o.Sink += len(out)
				}
				return
			},
			One: func(base, s string) (bool, string, string) {
				out, ok := netURLResolve(base, s)
				return ok, out, ""
			},
		},
		// net/url has no normalization; Parse then String re-escapes and is
		// what its users do. It does not case-fold or remove dot segments.
		Entry{Peer: "net/url", Op: OpNormalize,
			Pass: func(d *Dataset) (o Outcome) {
				for _, s := range d.Refs {
					u, err := url.Parse(s)
					if err != nil {
						o.Rejected++
						continue
					}
					o.Sink += len(u.String())
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				u, err := url.Parse(s)
				if err != nil {
					return false, "", ""
				}
				return true, u.String(), ""
			},
		},
	)

	// fasthttp: one reused URI, as a fasthttp server does per connection.
	// Host is lower-cased and Path is decoded and dot-segment-normalized
	// during Parse.
	var fu fasthttp.URI
	fastParse := func(host []byte) func(d *Dataset) Outcome {
		return func(d *Dataset) (o Outcome) {
			for _, b := range d.Bytes {
				if err := fu.Parse(host, b); err != nil {
					o.Rejected++
					continue
				}
				o.Sink += len(fu.Host()) + len(fu.Path())
			}
			return
		}
	}
	fastOne := func(host []byte) func(_, s string) (bool, string, string) {
		return func(_, s string) (bool, string, string) {
			if err := fu.Parse(host, []byte(s)); err != nil {
				return false, "", ""
			}
			return true, string(fu.Host()), string(fu.Path())
		}
	}
	var fbuf []byte
	peerEntries = append(peerEntries,
		Entry{Peer: "fasthttp", Op: OpParse, Pass: fastParse(nil), One: fastOne(nil)},
		Entry{Peer: "fasthttp", Op: OpTarget, Pass: fastParse(targetHost), One: fastOne(targetHost)},
		// fasthttp resolves with Update on a URI parsed from the base.
		Entry{Peer: "fasthttp", Op: OpResolve,
			Pass: func(d *Dataset) (o Outcome) {
				for i, b := range d.Bytes {
					if err := fu.Parse(nil, []byte(d.Bases[i])); err != nil {
						o.Rejected++
						continue
					}
					fu.UpdateBytes(b)
					fbuf = fu.AppendBytes(fbuf[:0])
					o.Sink += len(fbuf)
				}
				return
			},
			One: func(base, s string) (bool, string, string) {
				if err := fu.Parse(nil, []byte(base)); err != nil {
					return false, "", ""
				}
				fu.Update(s)
				return true, fu.String(), ""
			},
		},
		// fasthttp's serialization lower-cases the host and removes dot
		// segments: its normalization.
		Entry{Peer: "fasthttp", Op: OpNormalize,
			Pass: func(d *Dataset) (o Outcome) {
				for _, b := range d.Bytes {
					if err := fu.Parse(nil, b); err != nil {
						o.Rejected++
						continue
					}
					fbuf = fu.AppendBytes(fbuf[:0])
					o.Sink += len(fbuf)
				}
				return
			},
			One: func(_, s string) (bool, string, string) {
				if err := fu.Parse(nil, []byte(s)); err != nil {
					return false, "", ""
				}
				return true, fu.String(), ""
			},
		},
	)

	// fredbi/uri: ParseReference, its entry point for URI-references
	// (Parse refuses relative references).
	fredPass := func(d *Dataset) (o Outcome) {
		for _, s := range d.Refs {
			u, err := fredbi.ParseReference(s)
			if err != nil {
				o.Rejected++
				continue
			}
			a := u.Authority()
			o.Sink += len(a.Host()) + len(a.Path())
		}
		return
	}
	fredOne := func(_, s string) (bool, string, string) {
		u, err := fredbi.ParseReference(s)
		if err != nil {
			return false, "", ""
		}
		a := u.Authority()
		return true, a.Host(), a.Path()
	}
	peerEntries = append(peerEntries,
		Entry{Peer: "fredbi/uri", Op: OpParse, Pass: fredPass, One: fredOne},
		Entry{Peer: "fredbi/uri", Op: OpTarget, Pass: fredPass, One: fredOne},
	)

	// xurls Strict: URLs with a scheme, the extraction most users pick.
	re := xurls.Strict()
	peerEntries = append(peerEntries, Entry{Peer: "xurls", Op: OpExtract,
		Pass: func(d *Dataset) (o Outcome) {
			for _, m := range re.FindAllIndex(d.Log, -1) {
				o.Found++
				o.Sink += m[1] - m[0]
			}
			return
		},
		One: func(_, s string) (bool, string, string) {
			m := re.FindAllString(s, -1)
			return len(m) > 0, strings.Join(m, "\n"), ""
		},
	})
}

// targetHost is the Host header value the target operation assumes.
var targetHost = []byte("example.com")

func netURLResolve(base, ref string) (string, bool) {
	b, err := url.Parse(base)
	if err != nil {
		return "", false
	}
	r, err := url.Parse(ref)
	if err != nil {
		return "", false
	}
	return b.ResolveReference(r).String(), true
}

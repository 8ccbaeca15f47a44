// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"sort"
	"strings"
)

// Expected lists the validity disagreements with the generator's ground
// truth (RFC 3986) that are known, stable properties of a peer, by peer
// and input class. A disagreement not listed here is reported; the
// Failures of Agree are the stable facts that must always hold.
var Expected = map[string]string{
	"net/url space":        "net/url accepts a space in the path (it refuses one only in the host)",
	"net/url pipe":         `net/url accepts "|" and other bytes RFC 3986 excludes, re-escaping them on output`,
	"net/url quote":        `net/url accepts '"' in the path`,
	"net/url non-ascii":    "net/url accepts raw non-ASCII bytes",
	"fasthttp space":       "fasthttp checks only for control bytes: it accepts a space",
	"fasthttp pipe":        "fasthttp accepts any non-control byte in the path",
	"fasthttp quote":       "fasthttp accepts any non-control byte in the path",
	"fasthttp non-ascii":   "fasthttp accepts any non-control byte in the path",
	"fasthttp bad-percent": "fasthttp decodes leniently: a bad %-escape is kept as is",
	"fredbi/uri ip":        `fredbi/uri refuses IPv4 hosts ("hostname cannot just be a number")`,
	"fredbi/uri relative":  `fredbi/uri refuses references that start with "?" or "#" ("URI cannot start by a ':', '?' or '#' mark") and "/?q" ("invalid combination of start markers")`,
	"fredbi/uri target":    `fredbi/uri refuses "/?q" ("invalid combination of start markers") and IPv4 hosts`,
	"fredbi/uri non-ascii": "fredbi/uri accepts UTF-8 letters in the path",
	"ada space":            "WHATWG: a space in the path is percent-encoded, not an error",
	"ada pipe":             "WHATWG: '|' is percent-encoded, not an error",
	"ada quote":            `WHATWG: '"' is percent-encoded, not an error`,
	"ada non-ascii":        "WHATWG: non-ASCII is percent-encoded, not an error",
	"ada bad-percent":      "WHATWG: a bad %-escape is kept as is, not an error",
	"ada relative":         "WHATWG: a relative reference has no meaning without a base, so ada.New refuses it",
}

// A Disagreement is a peer's verdict that differs from the ground truth on
// a class of generated inputs.
type Disagreement struct {
	Peer, Op, Dataset, Class string
	Count, Of                int
	Example                  string
	PeerAccepts              bool   // the peer accepts what RFC 3986 refuses
	Why                      string // from Expected, "" if not known
}

// Agree runs each entry's One on every generated input (datasets with
// Labels) and compares its verdict with the generator's ground truth.
// It returns the disagreements, and the failures: stable facts that a
// working build must satisfy. Ours must match the ground truth exactly;
// every parser must accept the core inputs (plain absolute http(s) URLs);
// every parser must refuse an unclosed IPv6 literal. For extract, every
// extractor must find at least one URL in the generated log.
func Agree(entries []Entry, datasets []*Dataset) (dis []Disagreement, failures []string) {
	for _, d := range datasets {
		if d.Op == OpExtract {
			for _, e := range entries {
				if e.Op != OpExtract || e.One == nil {
					continue
				}
				if ok, _, _ := e.One("", string(d.Log)); !ok {
					failures = append(failures, fmt.Sprintf("%s extract %s: no URL found", e.Peer, d.Name))
				}
			}
			continue
		}
		if d.Labels == nil || (d.Op != OpParse && d.Op != OpTarget) {
			continue
		}
		for _, e := range entries {
			if e.Op != d.Op || e.One == nil {
				continue
			}
			if e.Setup != nil {
				if err := e.Setup(); err != nil {
					failures = append(failures, fmt.Sprintf("%s: %v", e.Peer, err))
					continue
				}
			}
			type key struct {
				class   string
				accepts bool
			}
			count := map[key]int{}
			of := map[string]int{}
			example := map[key]string{}
			for i, s := range d.Refs {
				l := d.Labels[i]
				ok, _, _ := e.One("", s)
				of[l.Class]++
				switch {
				case e.Ours && ok != l.Valid:
					failures = append(failures, fmt.Sprintf("%s %s %s: valid=%v, generator says %v: %q", e.Peer, d.Op, d.Name, ok, l.Valid, s))
				case l.Core && !ok:
					failures = append(failures, fmt.Sprintf("%s %s %s: refuses a plain URL: %q", e.Peer, d.Op, d.Name, s))
				case l.Class == "unclosed-bracket" && ok:
					failures = append(failures, fmt.Sprintf("%s %s %s: accepts an unclosed IP literal: %q", e.Peer, d.Op, d.Name, s))
				}
				if ok != l.Valid {
					k := key{l.Class, ok}
					count[k]++
					if _, seen := example[k]; !seen {
						example[k] = s
					}
				}
			}
			for k, n := range count {
				why := Expected[e.Peer+" "+k.class]
				dis = append(dis, Disagreement{Peer: e.Peer, Op: d.Op, Dataset: d.Name, Class: k.class,
					Count: n, Of: of[k.class], Example: example[k], PeerAccepts: k.accepts, Why: why})
			}
		}
	}
	sort.Slice(dis, func(i, j int) bool {
		a, b := dis[i], dis[j]
		if a.Op != b.Op {
			return a.Op < b.Op
		}
		if a.Peer != b.Peer {
			return a.Peer < b.Peer
		}
		if a.Dataset != b.Dataset {
			return a.Dataset < b.Dataset
		}
		return a.Class < b.Class
	})
	return dis, failures
}

// FormatDisagreements writes the disagreements as a Markdown table, one
// row per peer, operation and input class (summed over datasets).
func FormatDisagreements(dis []Disagreement) string {
	type key struct {
		op, peer, class string
		accepts         bool
	}
	var order []key
	sum := map[key]*Disagreement{}
	for _, d := range dis {
		k := key{d.Op, d.Peer, d.Class, d.PeerAccepts}
		if s, ok := sum[k]; ok {
			s.Count += d.Count
			s.Of += d.Of
			continue
		}
		c := d
		sum[k] = &c
		order = append(order, k)
	}
	cell := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	var b strings.Builder
	b.WriteString("| op | peer | input class | peer says | count | example | known reason |\n|---|---|---|---|---:|---|---|\n")
	for _, k := range order {
		d := sum[k]
		verdict := "rejects valid"
		if d.PeerAccepts {
			verdict = "accepts invalid"
		}
		why := d.Why
		if why == "" {
			why = "(not explained)"
		}
		ex := d.Example
		if len(ex) > 60 {
			ex = ex[:57] + "..."
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %d/%d | `%s` | %s |\n", d.Op, d.Peer, d.Class, verdict,
			d.Count, d.Of, cell(ex), cell(why))
	}
	return b.String()
}

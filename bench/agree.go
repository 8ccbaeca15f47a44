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
	"ada relative":         "WHATWG: a relative reference has no meaning without a base, so ada refuses it (ada::parse and goada.New)",
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
// working build must satisfy. Ours, and a peer of RFC 3986's grammar
// (Entry.RFC3986), must match the ground truth exactly; every parser must
// accept the core inputs (plain absolute http(s) URLs) and refuse an
// unclosed IPv6 literal; an entry with a SameVerdict must give that
// peer's verdict on every input. For extract, every extractor must find
// at least one URL in the generated log.
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
		verdicts := map[string][]bool{}
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
			v := make([]bool, len(d.Refs))
			for i, s := range d.Refs {
				v[i], _, _ = e.One("", s)
			}
			if _, seen := verdicts[e.Peer]; !seen {
				verdicts[e.Peer] = v
			}
			dis = append(dis, judge(e, d, v, &failures)...)
		}
		for _, e := range entries {
			want, ok := verdicts[e.SameVerdict]
			if e.Op != d.Op || e.SameVerdict == "" || !ok {
				continue
			}
			for i, got := range verdicts[e.Peer] {
				if got != want[i] {
					failures = append(failures, fmt.Sprintf("%s %s %s: valid=%v, but %s (the same library) says %v: %q",
						e.Peer, d.Op, d.Name, got, e.SameVerdict, want[i], d.Refs[i]))
				}
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

// judge compares e's verdicts v on the labelled dataset d with the
// labels: the failures are appended, the disagreements returned, one per
// input class and verdict.
func judge(e Entry, d *Dataset, v []bool, failures *[]string) []Disagreement {
	type key struct {
		class   string
		accepts bool
	}
	count := map[key]int{}
	of := map[string]int{}
	example := map[key]string{}
	for i, s := range d.Refs {
		l, ok := d.Labels[i], v[i]
		of[l.Class]++
		switch {
		case (e.Ours || e.RFC3986) && ok != l.Valid:
			*failures = append(*failures, fmt.Sprintf("%s %s %s: valid=%v, generator says %v: %q", e.Peer, d.Op, d.Name, ok, l.Valid, s))
		case l.Core && !ok:
			*failures = append(*failures, fmt.Sprintf("%s %s %s: refuses a plain URL: %q", e.Peer, d.Op, d.Name, s))
		case l.Class == "unclosed-bracket" && ok:
			*failures = append(*failures, fmt.Sprintf("%s %s %s: accepts an unclosed IP literal: %q", e.Peer, d.Op, d.Name, s))
		}
		if ok != l.Valid {
			k := key{l.Class, ok}
			count[k]++
			if _, seen := example[k]; !seen {
				example[k] = s
			}
		}
	}
	var dis []Disagreement
	for k, n := range count {
		dis = append(dis, Disagreement{Peer: e.Peer, Op: d.Op, Dataset: d.Name, Class: k.class,
			Count: n, Of: of[k.class], Example: example[k], PeerAccepts: k.accepts, Why: Expected[e.grammar()+" "+k.class]})
	}
	return dis
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

// A ResolveDiff counts the pairs of a resolve dataset on which a peer of
// RFC 3986's grammar resolves to another result than ours (or accepts
// what ours refuses, or the reverse).
type ResolveDiff struct {
	Peer, Dataset string
	Count, Of     int
	Example       string // base + reference: peer's result, ours
}

// AgreeResolve compares the resolutions of each RFC 3986 peer
// (Entry.RFC3986) with ours on every resolve dataset. On generated pairs
// a difference is a failure; on the shared datasets it is counted and
// returned, for the report to explain.
func AgreeResolve(entries []Entry, datasets []*Dataset) (diffs []ResolveDiff, failures []string) {
	var ours *Entry
	for i := range entries {
		if entries[i].Ours && entries[i].Op == OpResolve && ours == nil {
			ours = &entries[i]
		}
	}
	if ours == nil {
		return nil, nil
	}
	for _, d := range datasets {
		if d.Op != OpResolve {
			continue
		}
		for _, e := range entries {
			if !e.RFC3986 || e.Op != OpResolve || e.One == nil {
				continue
			}
			if ours.Setup != nil {
				if err := ours.Setup(); err != nil {
					return nil, append(failures, err.Error())
				}
			}
			diff := ResolveDiff{Peer: e.Peer, Dataset: d.Name, Of: len(d.Refs)}
			for i, s := range d.Refs {
				wantOK, want, _ := ours.One(d.Bases[i], s)
				gotOK, got, _ := e.One(d.Bases[i], s)
				if gotOK == wantOK && got == want {
					continue
				}
				ex := fmt.Sprintf("%s + %s: %s %s, %s %s", d.Bases[i], s, e.Peer, result(gotOK, got), ours.Peer, result(wantOK, want))
				if d.Source == "generated" {
					failures = append(failures, fmt.Sprintf("resolve %s: %s", d.Name, ex))
				}
				if diff.Count++; diff.Example == "" {
					diff.Example = ex
				}
			}
			if diff.Count > 0 {
				diffs = append(diffs, diff)
			}
		}
	}
	return diffs, failures
}

func result(ok bool, s string) string {
	if !ok {
		return "refuses"
	}
	return fmt.Sprintf("%q", s)
}

// FormatResolveDiffs writes the resolution differences as a Markdown
// section, or nothing when there are none.
func FormatResolveDiffs(diffs []ResolveDiff) string {
	if len(diffs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n### Resolutions that differ from uriscan's\n\n")
	b.WriteString("A peer of RFC 3986's grammar must resolve every generated pair as uriscan does; on the shared pairs the differences are counted here:\n\n")
	b.WriteString("| peer | dataset | pairs | example |\n|---|---|---:|---|\n")
	for _, d := range diffs {
		fmt.Fprintf(&b, "| %s | %s | %d/%d | `%s` |\n", d.Peer, d.Dataset, d.Count, d.Of, strings.ReplaceAll(d.Example, "|", `\|`))
	}
	return b.String()
}

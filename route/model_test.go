// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// refLookup is the simple path that Lookup's tree is tested against: it
// matches every pattern on its own, on segments split with strings.Split
// and decoded with url.PathUnescape, and takes the most specific match in
// ServeMux's order (host, then method: the method itself, GET for HEAD,
// none), by the pattern relations. It returns what show prints.
func refLookup(tb *Table[string], method, host, target string) string {
	r, form, err := uri.ParseRequestTarget(method, target)
	if err != nil {
		return "error: " + err.Error()
	}
	if form != uri.FormOrigin && form != uri.FormAbsolute {
		return "error: " + ErrNotFound.Error()
	}
	if form == uri.FormAbsolute {
		host = r.Host().In(target)
	}
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[:i], ":") && !strings.HasPrefix(host, "[") {
		host = host[:i]
	}
	host = strings.ToLower(host)
	path := r.Path().In(target)
	if path == "" {
		path = "/"
	}
	norm, err := uri.AppendNormalizePath(nil, path, uri.LevelSyntax)
	if err != nil {
		return "error: " + err.Error()
	}
	var segs []string
	for _, s := range strings.Split(string(norm[1:]), "/") {
		d, err := url.PathUnescape(s)
		if err != nil {
			panic(err)
		}
		segs = append(segs, d)
	}
	methods := []string{method}
	if method == "HEAD" {
		methods = append(methods, "GET")
	}
	methods = append(methods, "")
	for _, h := range []string{host, ""} {
		for _, meth := range methods {
			var cands []*pattern
			var vals [][]string
			for _, p := range tb.pats {
				if p.host != h || p.method != meth {
					continue
				}
				if v, ok := refMatchPath(p, segs); ok {
					cands, vals = append(cands, p), append(vals, v)
				}
			}
			if best := mostSpecific(cands); best >= 0 {
				p := cands[best]
				s := p.str
				for i, v := range vals[best] {
					for _, piece := range strings.Split(v, "/") {
						if piece == "." || piece == ".." {
							return "error: " + ErrDotSegment.Error()
						}
					}
					s += fmt.Sprintf(" %s=%q", p.names[i], v)
				}
				return s
			} else if len(cands) > 0 {
				return "error: no most specific pattern"
			}
		}
		if host == "" {
			break
		}
	}
	for _, p := range tb.pats {
		if (p.host == host || p.host == "") && p.method != "" {
			if _, ok := refMatchPath(p, segs); ok {
				return "error: " + ErrMethodNotAllowed.Error()
			}
		}
	}
	return "error: " + ErrNotFound.Error()
}

// refMatchPath matches the segments of one pattern to the decoded
// segments of a path, whose last is "" when it ends in "/".
func refMatchPath(p *pattern, segs []string) ([]string, bool) {
	var vals []string
	for i, s := range p.segs {
		if s.multi {
			if i >= len(segs) {
				return nil, false
			}
			if s.s != "" {
				vals = append(vals, strings.Join(segs[i:], "/"))
			}
			return vals, true
		}
		if i >= len(segs) {
			return nil, false
		}
		seg, last := segs[i], i == len(segs)-1
		switch {
		case s.dollar:
			if !last || seg != "" {
				return nil, false
			}
		case s.wild:
			if seg == "" {
				return nil, false
			}
			vals = append(vals, seg)
		case seg != s.s:
			return nil, false
		}
	}
	return vals, len(p.segs) == len(segs)
}

// mostSpecific returns the index of the pattern more specific than all
// the others, or -1.
func mostSpecific(ps []*pattern) int {
next:
	for i, p := range ps {
		for j, q := range ps {
			if i != j && comparePaths(p, q) != moreSpecific {
				continue next
			}
		}
		return i
	}
	return -1
}

// TestLookupModel compares Lookup with refLookup on the generated table
// and targets, and on the cases of TestLookup's table.
func TestLookupModel(t *testing.T) {
	tb, targets := genTable(t, 45)
	g := newGen(7)
	var m Match
	n := 0
	for _, target := range targets {
		for range 3 {
			method, host := g.pick(reqMethods), g.pick(reqHosts)
			v, err := tb.Lookup(&m, method, host, target)
			got, want := show(&m, v, err), refLookup(tb, method, host, target)
			if got != want {
				t.Errorf("Lookup(%s, %q, %q) = %s, model %s", method, host, target, got, want)
			}
			if err == nil {
				n++
			}
		}
	}
	if n < len(targets) {
		t.Errorf("only %d of %d lookups matched: the comparison lost its point", n, 3*len(targets))
	}
}

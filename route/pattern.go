// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/uriscan/uri"
)

// A pattern is a parsed route pattern: [METHOD ][HOST]/[PATH].
type pattern struct {
	str    string // as registered
	method string // "" for any method
	host   string // "" for any host; lower case
	segs   []segment
	names  []string // the names of the wildcards, in order (a nameless trailing multi has none)
}

// A segment is one segment of a pattern's path.
type segment struct {
	s      string // the decoded literal, the wildcard's name, or "/" for {$}
	wild   bool
	multi  bool // {name...}, or the nameless wildcard of a trailing "/"
	dollar bool // {$}, apart from a literal "%2F", which decodes to "/" too
}

func (p *pattern) String() string { return p.str }

func (p *pattern) last() segment { return p.segs[len(p.segs)-1] }

// parsePattern parses s as ServeMux does, with two rules of its own: the
// host is compared without regard to case, so it is kept in lower case, and
// a path with an empty or a dot segment is refused, whatever the method,
// because Lookup matches normalized paths only, where a dot segment never
// remains (and ServeMux refuses those patterns too when they have a
// method).
func parsePattern(s string) (*pattern, error) {
	if s == "" {
		return nil, errors.New("route: empty pattern")
	}
	method, rest, found := "", s, false
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		method, rest, found = s[:i], strings.TrimLeft(s[i+1:], " \t"), true
	}
	if found && !validMethod(method) {
		return nil, fmt.Errorf("route: pattern %q: invalid method %q", s, method)
	}
	i := strings.IndexByte(rest, '/')
	if i < 0 {
		return nil, fmt.Errorf("route: pattern %q: host/path missing /", s)
	}
	p := &pattern{str: s, method: method, host: strings.ToLower(rest[:i])}
	if strings.IndexByte(p.host, '{') >= 0 {
		return nil, fmt.Errorf("route: pattern %q: host contains '{' (missing initial '/'?)", s)
	}
	rest = rest[i:]
	seen := map[string]bool{}
	for len(rest) > 0 {
		rest = rest[1:] // the "/"
		if rest == "" {
			p.segs = append(p.segs, segment{wild: true, multi: true})
			break
		}
		seg := rest
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			seg, rest = rest[:i], rest[i:]
		} else {
			rest = ""
		}
		if strings.IndexByte(seg, '{') < 0 {
			lit := unescape(seg)
			if lit == "" || lit == "." || lit == ".." {
				return nil, fmt.Errorf("route: pattern %q: empty or dot segment %q can never match a normalized path", s, seg)
			}
			p.segs = append(p.segs, segment{s: lit})
			continue
		}
		if seg[0] != '{' || seg[len(seg)-1] != '}' {
			return nil, fmt.Errorf("route: pattern %q: bad wildcard segment %q (a wildcard is a whole segment)", s, seg)
		}
		name := seg[1 : len(seg)-1]
		if name == "$" {
			if rest != "" {
				return nil, fmt.Errorf("route: pattern %q: {$} not at end", s)
			}
			p.segs = append(p.segs, segment{s: "/", dollar: true})
			break
		}
		name, multi := strings.CutSuffix(name, "...")
		if multi && rest != "" {
			return nil, fmt.Errorf("route: pattern %q: {...} wildcard not at end", s)
		}
		if !validName(name) {
			return nil, fmt.Errorf("route: pattern %q: bad wildcard name %q", s, name)
		}
		if seen[name] {
			return nil, fmt.Errorf("route: pattern %q: duplicate wildcard name %q", s, name)
		}
		seen[name] = true
		p.segs = append(p.segs, segment{s: name, wild: true, multi: multi})
		p.names = append(p.names, name)
	}
	return p, nil
}

// unescape decodes a literal of a pattern as ServeMux does: an invalid
// percent-encoding leaves the literal as it is written.
func unescape(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b, _, err := uri.AppendUnescape(nil, s, uri.EscapePathSegment)
	if err != nil {
		return s
	}
	return string(b)
}

// validMethod reports whether m is a token (RFC 9110 5.6.2).
func validMethod(m string) bool {
	if m == "" {
		return false
	}
	for i := 0; i < len(m); i++ {
		c := m[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]{}`, c) >= 0 {
			return false
		}
	}
	return true
}

// validName reports whether s is a Go identifier, as ServeMux asks of a
// wildcard's name.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if !unicode.IsLetter(c) && c != '_' && (i == 0 || !unicode.IsDigit(c)) {
			return false
		}
	}
	return true
}

// A relation is how the requests two patterns match compare.
type relation uint8

const (
	equivalent   relation = iota // the same requests
	moreGeneral                  // every request of the other and more
	moreSpecific                 // a strict subset of the other's
	disjoint                     // no request in common
	overlaps                     // some in common, neither a subset
)

// conflict reports whether p and q match a request in common with neither
// of higher precedence: a pattern with a host wins over one without, then
// the more specific method-and-path wins.
func conflict(p, q *pattern) bool {
	if p.host != q.host {
		return false
	}
	r := combine(compareMethods(p, q), comparePaths(p, q))
	return r == equivalent || r == overlaps
}

func compareMethods(p, q *pattern) relation {
	switch {
	case p.method == q.method:
		return equivalent
	case p.method == "":
		return moreGeneral
	case q.method == "":
		return moreSpecific
	case p.method == "GET" && q.method == "HEAD":
		return moreGeneral
	case p.method == "HEAD" && q.method == "GET":
		return moreSpecific
	}
	return disjoint
}

func comparePaths(p, q *pattern) relation {
	if len(p.segs) != len(q.segs) && !p.last().multi && !q.last().multi {
		return disjoint
	}
	r := equivalent
	n := min(len(p.segs), len(q.segs))
	for i := 0; i < n && r != disjoint; i++ {
		r = combine(r, compareSegments(p.segs[i], q.segs[i]))
	}
	switch {
	case r == disjoint || len(p.segs) == len(q.segs):
		return r
	case len(p.segs) < len(q.segs) && p.last().multi:
		return combine(r, moreGeneral)
	case len(q.segs) < len(p.segs) && q.last().multi:
		return combine(r, moreSpecific)
	}
	return disjoint
}

func compareSegments(a, b segment) relation {
	switch {
	case a.multi && b.multi, a.wild && b.wild && !a.multi && !b.multi:
		return equivalent
	case a.multi:
		return moreGeneral
	case b.multi:
		return moreSpecific
	case a.wild:
		if b.dollar { // a single wildcard never matches the trailing slash
			return disjoint
		}
		return moreGeneral
	case b.wild:
		if a.dollar {
			return disjoint
		}
		return moreSpecific
	case a.s == b.s && a.dollar == b.dollar:
		return equivalent
	}
	return disjoint
}

// combine is the relation of two patterns from those of two parts of them.
func combine(r1, r2 relation) relation {
	switch r1 {
	case equivalent:
		return r2
	case disjoint:
		return disjoint
	case overlaps:
		if r2 == disjoint {
			return disjoint
		}
		return overlaps
	}
	switch r2 {
	case equivalent:
		return r1
	case inverse(r1):
		return overlaps
	}
	return r2
}

func inverse(r relation) relation {
	switch r {
	case moreGeneral:
		return moreSpecific
	case moreSpecific:
		return moreGeneral
	}
	return r
}

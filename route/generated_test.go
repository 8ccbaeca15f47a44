// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A gen draws route tables and requests, deterministically from its seed.
type gen struct{ r *rand.Rand }

func newGen(seed uint64) *gen { return &gen{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

func (g *gen) pick(s []string) string { return s[g.r.IntN(len(s))] }
func (g *gen) chance(pct int) bool    { return g.r.IntN(100) < pct }

var (
	genWords   = []string{"api", "v1", "v2", "users", "items", "orders", "files", "static", "admin", "search", "a", "b", "docs", "img", "x.y", "caf%C3%A9", "a%2Fb", "~me", "list"}
	genMethods = []string{"GET", "POST", "PUT", "DELETE", "HEAD"}
	genHosts   = []string{"api.example.com", "www.example.com"}
	// genValues are wildcard values: plain, encoded, with an encoded "/",
	// dot segments encoded and not, empty.
	genValues  = []string{"42", "abc", "a%2Fb", "a%2fb", "a%2F..%2Fb", "%2e%2e", "%2E", "..", ".", "x%20y", "%C3%A9", "~u", "%7Eu", "", "a;b", "a:b", "%25", "..%2F..%2Fetc", "%2F", "users"}
	reqMethods = []string{"GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"}
	reqHosts   = []string{"", "", "api.example.com", "api.example.com", "API.example.com", "www.example.com:8080", "other.org", "api.example.com:443"}
)

// pattern draws a route pattern: one to four segments, literals or
// {name}, and maybe a {rest...}, a trailing "/" or a "{$}"; a method or
// none, a host or none.
func (g *gen) pattern() string {
	var b strings.Builder
	if g.chance(55) {
		b.WriteString(g.pick(genMethods) + " ")
	}
	if g.chance(20) {
		b.WriteString(g.pick(genHosts))
	}
	n := 1 + g.r.IntN(4)
	for i := range n {
		b.WriteByte('/')
		if g.chance(25) {
			b.WriteString("{p" + string(rune('0'+i)) + "}")
		} else {
			b.WriteString(g.pick(genWords))
		}
	}
	switch g.r.IntN(10) {
	case 0:
		b.WriteString("/{rest...}")
	case 1:
		b.WriteString("/")
	case 2:
		b.WriteString("/{$}")
	}
	return b.String()
}

// target draws a request-target for the pattern: its literals (maybe with
// a byte percent-encoded), values for its wildcards, and maybe a dot
// segment, an empty segment, a toggled trailing "/" or a query.
func (g *gen) target(pattern string) string {
	_, path, _ := strings.Cut(pattern, "/")
	var b strings.Builder
	for _, seg := range strings.Split(path, "/") {
		b.WriteByte('/')
		switch {
		case seg == "{$}":
		case strings.HasSuffix(seg, "...}"):
			for range g.r.IntN(4) {
				b.WriteString(g.pick(genValues) + "/")
			}
			if g.chance(50) {
				b.WriteString(g.pick(genValues))
			}
		case strings.HasPrefix(seg, "{"):
			b.WriteString(g.pick(genValues))
		case seg != "" && g.chance(15):
			i := g.r.IntN(len(seg))
			if seg[i] == '%' || i >= 1 && seg[i-1] == '%' || i >= 2 && seg[i-2] == '%' {
				b.WriteString(seg)
			} else {
				b.WriteString(seg[:i] + "%" + strings.ToLower(hex2(seg[i])) + seg[i+1:])
			}
		default:
			b.WriteString(seg)
		}
		switch g.r.IntN(60) {
		case 0:
			b.WriteString("/.")
		case 1:
			b.WriteString("/" + g.pick(genWords) + "/..")
		case 2:
			b.WriteString("/x/%2e%2E")
		case 3:
			b.WriteString("/")
		}
	}
	t := b.String()
	if g.chance(10) {
		if strings.HasSuffix(t, "/") {
			t = t[:len(t)-1]
		} else {
			t += "/"
		}
	}
	if t == "" {
		t = "/"
	}
	if g.chance(10) {
		t += "?q=1"
	}
	return t
}

func hex2(c byte) string {
	const digits = "0123456789ABCDEF"
	return string([]byte{digits[c>>4], digits[c&15]})
}

// TestServeMuxGenerated compares Mux with ServeMux on 10,000 requests over
// a table of 200 generated routes: the status, the pattern that served,
// the wildcards' values, the redirect and the Allow header.
func TestServeMuxGenerated(t *testing.T) {
	g := newGen(45)
	p := newPair()
	var routes []string
	regs := tally{}
	for len(routes) < 200 {
		if pat := g.pattern(); regs.addPattern(t, p, pat) {
			routes = append(routes, pat)
		}
	}
	regs.log(t, "generated patterns (200 taken)", 90)
	reqs := tally{}
	for range 10000 {
		target := g.target(g.pick(routes))
		host := g.pick(reqHosts)
		if host != "" && g.chance(5) {
			target = "http://" + host + target
		}
		reqs.add(t, p, g.pick(reqMethods), host, target)
	}
	reqs.log(t, "generated requests", 65)
}

// genTable returns a Table of 200 generated routes (their patterns as
// values) and 1,000 targets drawn over them.
func genTable(t testing.TB, seed uint64) (*Table[string], []string) {
	t.Helper()
	g := newGen(seed)
	tb := new(Table[string])
	var routes []string
	for tb.Len() < 200 {
		pat := g.pattern()
		if tb.Add(pat, pat) == nil {
			routes = append(routes, pat)
		}
	}
	var targets []string
	for range 1000 {
		targets = append(targets, g.target(g.pick(routes)))
	}
	return tb, targets
}

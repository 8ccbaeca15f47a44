// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"net/netip"
	"strings"
)

// A ResolveDifference is an accepted difference between uriparser's strict
// resolution and RFC 3986 5.2 as the conformance rulings read it. Every
// entry has an example that the tests check really differs and is
// explained by the entry, and by no other.
type ResolveDifference struct {
	Name      string
	Reason    string
	Base, Ref string // the example
	// Explains reports whether the entry explains uriparser's target got
	// where RFC 3986 5.2 (with the "/." guard) gives want.
	Explains func(got, want string) bool
}

// resolveDifferences is the one table of accepted differences with
// uriparser's resolution. Parsing has none: uriparser and uri.Parse agree
// on validity and every component of every input.
var resolveDifferences = []ResolveDifference{
	{
		Name: "dot-slash-guard",
		Reason: "When 5.2.4 leaves a path starting with \"//\" and the target has no authority, " +
			"5.3 would emit scheme://..., which re-parses with an authority: the conformance " +
			"rulings (and fluent-uri, iri-string) prefix the path with \"/.\"; uriparser 0.9.7 " +
			"emits the path as is in some cases (\"/..//evil\"), producing a different URI.",
		Base: "a:/b", Ref: "/..//evil",
		Explains: func(got, want string) bool {
			i := strings.IndexByte(want, ':')
			return i > 0 && strings.HasPrefix(want[i+1:], "/.//") && got == want[:i+1]+want[i+3:]
		},
	},
	{
		Name: "ipv6-expanded",
		Reason: "uriparser 0.9.7 prints an IPv6 host fully expanded (eight four-digit groups) " +
			"when it recomposes a resolved URI; RFC 3986 5.3 copies the authority as written.",
		Base: "http://[::1]/a", Ref: "b",
		Explains: func(got, want string) bool {
			g, w := Ours(got), Ours(want)
			if !g.Valid || !w.Valid || g.HostKind != w.HostKind || w.HostKind.String() != "ipv6" {
				return false
			}
			const host = 2
			ga, err1 := netip.ParseAddr(g.Comps[host].Text)
			wa, err2 := netip.ParseAddr(w.Comps[host].Text)
			if err1 != nil || err2 != nil || ga != wa {
				return false
			}
			g.Comps[host] = w.Comps[host]
			return g == w
		},
	},
}

// explainResolve returns the name of the accepted difference that
// explains uriparser's target got, or "".
func explainResolve(base, ref, got, want string) string {
	for _, d := range resolveDifferences {
		if d.Explains(got, want) {
			return d.Name
		}
	}
	return ""
}

// explainParse returns the name of an accepted parse difference: there is
// none.
func explainParse(s string, ours, theirs Result) string { return "" }

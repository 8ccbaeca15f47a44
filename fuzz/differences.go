// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"net/netip"
	"strings"

	"github.com/uriscan/uri"
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
		Name: "dot-segment-kept",
		Reason: "uriparser 0.9.7 keeps one \".\" segment that 5.2.4 removes, where removing it " +
			"puts an empty segment first: \"A:/\" + \"./\" gives \"A:/./\" (5.2.4: \"A:/\"); " +
			"\"A:\" + \".//\" gives \"A:.//\" (\"A:/\"); \"A:..///\" + \"0\" gives \"A:.///0\" " +
			"(\"A:/.//0\" with the guard); \"A://h///\" + \"0\" gives \"A://h/.///0\" " +
			"(\"A://h///0\"). The targets differ by that one segment and normalize to the same URI.",
		Base: "A:/", Ref: "./",
		Explains: func(got, want string) bool {
			gp, wp, _, ok := pathsOnly(got, want)
			if !ok {
				return false
			}
			for i := 0; i+2 <= len(gp); i++ {
				if gp[i:i+2] == "./" && (i == 0 || gp[i-1] == '/') && gp[:i]+gp[i+2:] == wp {
					return true
				}
			}
			return false
		},
	},
	{
		Name: "rootless-stays-rootless",
		Reason: "With a rootless base path, 5.2.4 applied literally to the merged path can " +
			"produce an absolute one: \"A:0/\" + \"..\" merges to \"0/..\", which 5.2.4 " +
			"reduces to \"/\" (\"A:/\"); uriparser 0.9.7 keeps the path rootless (\"A:\"), " +
			"with a \"./\" in front when it would start with \"/\" (\"A:\" + \"000/..//\": " +
			"uriparser \"A:.//\", 5.2.4 \"//\" guarded as \"A:/.//\"). " +
			"The rulings follow 5.2.4 to the letter.",
		Base: "A:0/", Ref: "..",
		Explains: func(got, want string) bool {
			gp, wp, authority, ok := pathsOnly(got, want)
			return ok && !authority && strings.HasPrefix(wp, "/") && (gp == wp[1:] || gp == "./"+wp[1:])
		},
	},
	{
		Name: "ipv6-expanded",
		Reason: "uriparser 0.9.7 prints an IPv6 host fully expanded (eight four-digit groups) " +
			"when it recomposes a resolved URI; RFC 3986 5.3 copies the authority as written.",
		Base: "http://[::1]/a", Ref: "b",
		Explains: func(got, want string) bool {
			g, w := Ours(got), Ours(want)
			if !sameIPv6(g, w) {
				return false
			}
			g.Comps[uri.ComponentHost] = w.Comps[uri.ComponentHost]
			return g == w
		},
	},
}

// explainResolve returns the name of the accepted difference that
// explains uriparser's target got, or "".
// Two entries can meet in one target: when uriparser expands an IPv6
// host and also differs in another way, the host is put back as written
// and the other entries are asked; the name is then "ipv6-expanded+other".
func explainResolve(base, ref, got, want string) string {
	for _, d := range resolveDifferences {
		if d.Explains(got, want) {
			return d.Name
		}
	}
	if g := unexpandIPv6(got, want); g != got {
		for _, d := range resolveDifferences {
			if d.Name != "ipv6-expanded" && d.Explains(g, want) {
				return "ipv6-expanded+" + d.Name
			}
		}
	}
	return ""
}

// unexpandIPv6 returns got with its IPv6 host written as in want when
// both hosts are IPv6 literals of the same address, and got otherwise.
func unexpandIPv6(got, want string) string {
	g, w := Ours(got), Ours(want)
	if !sameIPv6(g, w) {
		return got
	}
	gh, wh := g.Comps[uri.ComponentHost].Text, w.Comps[uri.ComponentHost].Text
	return strings.Replace(got, "["+gh+"]", "["+wh+"]", 1)
}

// sameIPv6 reports whether g and w are valid and their hosts IPv6
// literals of the same address, however each is written.
func sameIPv6(g, w Result) bool {
	if !g.Valid || !w.Valid || g.HostKind != uri.HostIPv6 || w.HostKind != uri.HostIPv6 {
		return false
	}
	ga, err1 := netip.ParseAddr(g.Comps[uri.ComponentHost].Text)
	wa, err2 := netip.ParseAddr(w.Comps[uri.ComponentHost].Text)
	return err1 == nil && err2 == nil && ga == wa
}

// pathsOnly parses got and want and returns their paths, want's without
// the "/." guard when want has no authority, and whether want has one. ok
// is false unless both are valid and equal in every other component.
func pathsOnly(got, want string) (gp, wp string, authority, ok bool) {
	g, w := Ours(got), Ours(want)
	if !g.Valid || !w.Valid {
		return "", "", false, false
	}
	const path = uri.ComponentPath
	gp, wp = g.Comps[path].Text, w.Comps[path].Text
	authority = w.Comps[uri.ComponentHost].Defined
	if !authority && strings.HasPrefix(wp, "/.//") {
		wp = wp[2:]
	}
	g.Comps[path] = w.Comps[path]
	return gp, wp, authority, g == w
}

// explainParse returns the name of an accepted parse difference: there is
// none.
func explainParse(s string, ours, theirs Result) string { return "" }

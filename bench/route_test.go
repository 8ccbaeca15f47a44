// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"net/url"
	"strings"
	"testing"
)

func routeEntries(t testing.TB) []Entry {
	var es []Entry
	for _, e := range Entries() {
		if e.Op == OpRoute && !e.Floor {
			if e.Ours && len(es) > 0 && es[0].Ours {
				continue // one kernel of ours is enough here
			}
			es = append(es, e)
		}
	}
	if len(es) != 4 {
		t.Fatalf("%d route entries, want ours, httprouter, chi and ServeMux", len(es))
	}
	return es
}

// TestRouteAgree holds the routers to the same route, and the same first
// value, on the targets without a percent-encoding or a dot segment, where
// their rules agree; and counts, on the others, the values a peer hands
// over with a ".." segment in them once decoded, which ours never does.
func TestRouteAgree(t *testing.T) {
	es := routeEntries(t)
	targets := RouteTargets(10000)
	plain, dots := 0, map[string]int{}
	for _, s := range targets {
		clean := !strings.Contains(s, "%") && !strings.Contains(s, "/./")
		if clean {
			plain++
		}
		var first string
		for i, e := range es {
			_, pat, v := e.One("", s)
			got := pat + " " + v
			if e.Peer == "chi" {
				// chi hands the raw value over: a handler decodes it.
				if dv, err := url.PathUnescape(v); err == nil {
					v = dv
				}
			}
			for _, piece := range strings.Split(v, "/") {
				if piece == ".." {
					dots[e.Peer]++
					break
				}
			}
			if i == 0 {
				first = got
			} else if clean && got != first {
				t.Errorf("%q: %s %q, %s %q", s, es[0].Peer, first, e.Peer, got)
			}
		}
	}
	if plain < len(targets)/2 {
		t.Fatalf("only %d plain targets", plain)
	}
	if dots[es[0].Peer] != 0 {
		t.Errorf("ours handed %d values with a dot segment", dots[es[0].Peer])
	}
	t.Logf("%d of %d targets plain; values with a \"..\" segment: %v", plain, len(targets), dots)
}

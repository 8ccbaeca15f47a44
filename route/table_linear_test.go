// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"fmt"
	"strings"
	"testing"
)

// TestLookupLinear counts the work of the tree walk (nodes visited and
// segment bytes compared, Match.work) for long targets with many
// segments, on a table made for backtracking: at each depth a literal and
// a wildcard branch that fail only at the end. The work per target byte
// must stay under a bound that does not grow with the target: each node
// stands at one depth, so it is visited at most once per lookup. The
// reading of the target (ParseRequestTarget, the normalization, the
// decoding) is linear by the root package's own tests.
func TestLookupLinear(t *testing.T) {
	var tb Table[int]
	const depth = 64
	lit, wild := "", ""
	for i := range depth {
		lit += "/a"
		wild += fmt.Sprintf("/{w%d}", i)
		for _, p := range []string{lit + "/x", wild + "/y", lit + "/{z}/q", "GET " + wild + "/{$}"} {
			if err := tb.Add(p, i); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tb.Add("/", 0); err != nil {
		t.Fatal(err)
	}
	var m Match
	worst := 0.0
	for _, n := range []int{1, 10, 63, 64, 65, 200, 2000, 20000} {
		for _, seg := range []string{"a", "b", "%61", "aaaaaaaa", ""} {
			for _, end := range []string{"", "/", "/z", "/a"} {
				target := strings.Repeat("/"+seg, n) + end
				_, _ = tb.Lookup(&m, "POST", "", target)
				if r := float64(m.work) / float64(len(target)); r > worst {
					worst = r
				}
				if bound := 6*len(target) + 64; m.work > bound {
					t.Errorf("%d segments %q%q: work %d, more than %d", n, seg, end, m.work, bound)
				}
			}
		}
	}
	t.Logf("most work per byte: %.2f", worst)
}

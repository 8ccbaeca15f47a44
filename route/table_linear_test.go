// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package route

import (
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/callgrind"
)

// A linearCase is a target of TestLookupLinearInstructions: n segments seg, then end.
type linearCase struct {
	n        int
	seg, end string
	target   string
}

func (c linearCase) String() string {
	return fmt.Sprintf("%d segments %q then %q (%d bytes)", c.n, c.seg, c.end, len(c.target))
}

// linearSizes are the numbers of segments of TestLookupLinearInstructions's targets.
var linearSizes = []int{1, 10, 63, 64, 65, 200, 2000, 20000}

func linearCases() []linearCase {
	var cases []linearCase
	for _, n := range linearSizes {
		for _, seg := range []string{"a", "b", "%61", "aaaaaaaa", ""} {
			for _, end := range []string{"", "/", "/z", "/a"} {
				cases = append(cases, linearCase{n, seg, end, strings.Repeat("/"+seg, n) + end})
			}
		}
	}
	return cases
}

// linearTable returns TestLookupLinearInstructions's table, made for backtracking: at
// each depth a literal and a wildcard branch that fail only at the end.
func linearTable(t *testing.T) *Table[int] {
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
	return &tb
}

// TestLookupLinearInstructions counts the instructions of a lookup (the reading of
// the target, the tree walk, the search of another method) under
// callgrind, for targets of 1 to 20,000 segments of five kinds, on a table
// made for backtracking. The instructions per target byte must stay under
// a bound that does not grow with the target: each node stands at one
// depth, so the walk visits it at most once per lookup, and the reading
// of the target is linear by the root package's own tests.
//
// Two checks, per target. Against the short target of its kind (the same
// segment and end, 10 segments): no more instructions per byte, give or
// take linearMargin; the short target's per-byte figure carries the most
// fixed cost, and up to the table's depth the walk runs at every segment
// of both, beyond it at none of the longer's extra ones, so a linear
// lookup only falls short of it, and a quadratic one, in the segments or
// in the depth, passes it by the ratio of the sizes. Against an absolute
// bound: at most linearPerByte per byte beyond linearFixed, each twice
// the worst measured (the most per byte of targets of 10 or more
// segments, the most a one-segment target costs), so that the noise the
// runtime's background thread adds cannot reach them.
//
// Each lookup is counted with a Match that the same lookup has just used,
// as Lookup is meant to run: the growth of its buffers, done once, is
// allocation and not the lookup's.
func TestLookupLinearInstructions(t *testing.T) {
	tb, cases := linearTable(t), linearCases()
	if callgrind.InChild() {
		var m Match
		for _, c := range cases {
			_, _ = tb.Lookup(&m, "POST", "", c.target)
			callgrind.Measure(func() { _, _ = tb.Lookup(&m, "POST", "", c.target) })
		}
		return
	}
	counts := callgrind.Tests(t, "TestLookupLinearInstructions")
	if len(counts) != len(cases) {
		t.Fatalf("%d counts for %d lookups", len(counts), len(cases))
	}
	// The index of the short target of each kind.
	short := map[[2]string]int{}
	for i, c := range cases {
		if c.n == linearShort {
			short[[2]string{c.seg, c.end}] = i
		}
	}
	lin := callgrind.Linear{PerByte: linearPerByte, Fixed: linearFixed, Margin: linearMargin}
	worstOne := int64(0)
	for i, c := range cases {
		if c.n == 1 {
			worstOne = max(worstOne, counts[i])
		}
		if c.n <= linearShort {
			lin.Bound(t, c.String(), len(c.target), counts[i])
			continue
		}
		s, ok := short[[2]string{c.seg, c.end}]
		if !ok {
			t.Fatalf("%v: no target of %d segments of its kind", c, linearShort)
		}
		lin.Check(t, c.String(), len(cases[s].target), counts[s], len(c.target), counts[i])
	}
	t.Logf("most instructions of a one-segment target: %d", worstOne)
	lin.Log(t)
}

const (
	// linearShort is the number of segments of the short target each
	// longer target is compared with.
	linearShort = 10
	// linearMargin is how many times the instructions per byte of the
	// short target of its kind a longer target may take.
	linearMargin = 1.25
	// linearPerByte and linearFixed bound the instructions of any lookup
	// of TestLookupLinearInstructions: linearFixed plus linearPerByte per byte.
	linearPerByte = 500
	linearFixed   = 4000
)

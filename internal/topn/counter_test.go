// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// zipf returns n values drawn from a skewed distribution over about
// distinct values, as a log's hosts and paths are.
func zipf(seed uint64, n, distinct int) []string {
	r := rand.New(rand.NewPCG(seed, 1))
	z := rand.NewZipf(r, 1.2, 1, uint64(distinct-1))
	vs := make([]string, n)
	for i := range vs {
		vs[i] = "v" + strconv.FormatUint(z.Uint64(), 10)
	}
	return vs
}

// truth counts vs with a map, the simple path Counter is held to.
func truth(vs []string) map[string]int64 {
	m := map[string]int64{}
	for _, v := range vs {
		m[v]++
	}
	return m
}

// TestCounterExact checks that within its budget a Counter gives the
// counts a map gives, and Top their order: count, then value.
func TestCounterExact(t *testing.T) {
	vs := zipf(1, 20000, 500)
	c := NewCounter(1000)
	for _, v := range vs {
		c.Add([]byte(v))
	}
	want := truth(vs)
	if !c.Exact() || c.Shed() != 0 || c.Total() != int64(len(vs)) || c.Distinct() != len(want) {
		t.Fatalf("exact %v, shed %d, total %d, distinct %d; want true, 0, %d, %d", c.Exact(), c.Shed(), c.Total(), c.Distinct(), len(vs), len(want))
	}
	top := c.Top(0)
	for i, e := range top {
		if want[e.Value] != e.Count {
			t.Errorf("%s: count %d, want %d", e.Value, e.Count, want[e.Value])
		}
		if i > 0 && (top[i-1].Count < e.Count || top[i-1].Count == e.Count && top[i-1].Value >= e.Value) {
			t.Errorf("Top out of order at %d: %v then %v", i, top[i-1], e)
		}
	}
	if got := c.Top(3); len(got) != 3 || !slices.Equal(got, top[:3]) {
		t.Errorf("Top(3) = %v, want %v", got, top[:3])
	}
}

// checkBound checks the bound of Counter c over the values vs: every
// count held is at most Shed below the true one and never above it, a
// value not held occurs at most Shed times, and Shed is at most
// N/(k+1).
func checkBound(t *testing.T, c *Counter, vs []string) {
	t.Helper()
	want := truth(vs)
	held := map[string]int64{}
	for _, e := range c.Top(0) {
		held[e.Value] = e.Count
	}
	k := int64(c.Budget() / 2)
	if c.Shed() > int64(len(vs))/(k+1) {
		t.Errorf("shed %d over N/(k+1) = %d/%d", c.Shed(), len(vs), k+1)
	}
	if c.Distinct() > c.Budget() {
		t.Errorf("%d values held, over the budget %d", c.Distinct(), c.Budget())
	}
	for v, n := range want {
		got := held[v]
		if got > n || n-got > c.Shed() {
			t.Errorf("%s: count %d, true %d, shed %d", v, got, n, c.Shed())
		}
	}
	for v := range held {
		if _, ok := want[v]; !ok {
			t.Errorf("%s held, never counted", v)
		}
	}
}

// TestCounterBound checks the bound past the budget, in one Counter and
// in Counters of parts of the values merged in any order, as the -j
// workers of scan top merge theirs.
func TestCounterBound(t *testing.T) {
	for _, budget := range []int{2, 3, 16, 100} {
		vs := zipf(uint64(budget), 30000, 5000)
		t.Run(fmt.Sprint(budget), func(t *testing.T) {
			c := NewCounter(budget)
			for _, v := range vs {
				c.AddString(v)
			}
			if c.Exact() {
				t.Fatalf("exact over %d distinct values with a budget of %d", len(truth(vs)), budget)
			}
			checkBound(t, c, vs)

			// Four parts, merged into the last one.
			var parts [4]*Counter
			for i := range parts {
				parts[i] = NewCounter(budget)
			}
			for i, v := range vs {
				parts[i*7%4].Add([]byte(v))
			}
			for _, p := range parts[:3] {
				parts[3].Merge(p)
			}
			checkBound(t, parts[3], vs)
		})
	}
	// The most frequent value stays on top.
	vs := zipf(9, 50000, 20000)
	c := NewCounter(64)
	for _, v := range vs {
		c.AddString(v)
	}
	if top := c.Top(1); len(top) != 1 || top[0].Value != "v0" {
		t.Errorf("Top(1) = %v, want v0 first", top)
	}
}

// TestCounterWork checks that a Counter's work is linear in the values
// counted: reduce sorts at most budget+1 counts each time, and runs at
// most once per budget/2 new values.
func TestCounterWork(t *testing.T) {
	for _, n := range []int{10000, 100000} {
		c := NewCounter(64)
		for i := range n {
			c.AddString(strconv.Itoa(i)) // every value new: the worst case
		}
		if max := int64(n) / 32 * 65; c.sorted > max+65 {
			t.Errorf("%d values: %d counts sorted, over %d", n, c.sorted, max+65)
		}
	}
}

// TestCounterBudgetDefault checks that a budget below 2 is the default.
func TestCounterBudgetDefault(t *testing.T) {
	for _, b := range []int{-1, 0, 1} {
		if got := NewCounter(b).Budget(); got != DefaultBudget {
			t.Errorf("NewCounter(%d).Budget() = %d, want %d", b, got, DefaultBudget)
		}
	}
}

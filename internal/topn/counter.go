// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"cmp"
	"slices"
	"strings"
)

// A Counter counts values, exactly while it holds at most its budget of
// distinct values. Past the budget it becomes a Misra-Gries summary (as
// merged in Agarwal et al., "Mergeable Summaries", 2012): it keeps the
// counts of at most k = budget/2 values, each lowered by the same
// amount, and Shed says by how much at most any count is below the true
// one. Over N values counted, Shed is at most N/(k+1), so every value
// that occurs more than N/(k+1) times is still held. The bound holds
// through Merge, whatever the order in which Counters are merged.
//
// Counting a value already held does not allocate; a new value is
// copied. A Counter is not safe for use by several goroutines at once:
// give each its own and Merge them.
type Counter struct {
	budget  int
	index   map[string]int32 // value -> its count in counts
	counts  []int64
	total   int64 // the values counted
	shed    int64 // what was taken from every count held
	scratch []int64
	sorted  int64 // counts sorted by reduce, for the test of its work
}

// DefaultBudget is the budget of distinct values that NewCounter takes
// for a budget below 2.
const DefaultBudget = 1 << 18

// NewCounter returns a Counter that counts exactly up to budget distinct
// values (DefaultBudget when budget is below 2).
func NewCounter(budget int) *Counter {
	if budget < 2 {
		budget = DefaultBudget
	}
	return &Counter{budget: budget, index: map[string]int32{}}
}

// Budget returns the budget of distinct values of c.
func (c *Counter) Budget() int { return c.budget }

// Add counts one occurrence of v. It does not keep v, which it copies
// when v is new.
func (c *Counter) Add(v []byte) {
	c.total++
	if i, ok := c.index[string(v)]; ok {
		c.counts[i]++
		return
	}
	c.insert(string(v), 1)
}

// AddString is Add for a string value.
func (c *Counter) AddString(v string) {
	c.total++
	if i, ok := c.index[v]; ok {
		c.counts[i]++
		return
	}
	c.insert(strings.Clone(v), 1)
}

// insert holds v, a new value, with count n, and sheds if that passes
// the budget.
func (c *Counter) insert(v string, n int64) {
	c.index[v] = int32(len(c.counts))
	c.counts = append(c.counts, n)
	if len(c.counts) > c.budget {
		c.reduce()
	}
}

// reduce keeps the counts of at most budget/2 values: it takes the
// (k+1)-th largest count t from every count and drops those left at 0
// or below. Every value whose count drops loses at least t, and at least
// k+1 of them lose t each, so what reduce adds to shed is at most the
// count it takes away divided by k+1: that is the bound of Counter.
func (c *Counter) reduce() {
	k := c.budget / 2
	if len(c.counts) <= k {
		return
	}
	c.scratch = append(c.scratch[:0], c.counts...)
	c.sorted += int64(len(c.scratch))
	slices.SortFunc(c.scratch, func(a, b int64) int { return cmp.Compare(b, a) })
	t := c.scratch[k]
	counts := c.counts
	c.counts = c.scratch[:0]
	c.scratch = counts
	for v, i := range c.index {
		if n := counts[i] - t; n > 0 {
			c.index[v] = int32(len(c.counts))
			c.counts = append(c.counts, n)
		} else {
			delete(c.index, v)
		}
	}
	c.shed += t
}

// Merge adds the counts of o to c, and its bound: the values both hold
// have their counts added, and Shed is the sum of theirs, plus what c
// sheds if the values held pass its budget. o is not changed.
func (c *Counter) Merge(o *Counter) {
	c.total += o.total
	c.shed += o.shed
	for v, i := range o.index {
		n := o.counts[i]
		if j, ok := c.index[v]; ok {
			c.counts[j] += n
			continue
		}
		c.insert(v, n)
	}
}

// Total returns the number of values counted.
func (c *Counter) Total() int64 { return c.total }

// Distinct returns the number of distinct values held: all the values
// counted when Exact.
func (c *Counter) Distinct() int { return len(c.counts) }

// Exact reports whether every count is exact: whether the values counted
// never passed the budget.
func (c *Counter) Exact() bool { return c.shed == 0 }

// Shed returns the most by which a count that Top returns is below the
// true one, and the most that a value not held occurs: 0 when Exact.
func (c *Counter) Shed() int64 { return c.shed }

// An Entry is a value and its count.
type Entry struct {
	Value string
	Count int64
}

// Top returns the n values held with the largest counts (all of them
// when n is below 1), by count, largest first, and in byte order among
// equal counts. The strings are those the Counter holds.
func (c *Counter) Top(n int) []Entry {
	es := make([]Entry, 0, len(c.counts))
	for v, i := range c.index {
		es = append(es, Entry{v, c.counts[i]})
	}
	slices.SortFunc(es, func(a, b Entry) int {
		if a.Count != b.Count {
			return cmp.Compare(b.Count, a.Count)
		}
		return strings.Compare(a.Value, b.Value)
	})
	if n > 0 && len(es) > n {
		es = es[:n]
	}
	return es
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package callgrind

import (
	"fmt"
	"testing"
)

// Linear is the rule of the linearity tests, on the counts that Tests
// returns: a call costs at most PerByte instructions per byte of its input
// beyond Fixed, and a call on a long input costs at most Margin times the
// instructions per byte of the same call on a short input, plus Slack. A
// linear call costs about as much per byte at both sizes, or less at the
// long one, where its fixed cost weighs less; a call that reads the rest
// of its input again at each step costs more per byte the longer its
// input, by about the ratio of the sizes.
//
// A Linear reports its failures through the testing.TB it is handed,
// naming the case and its figures, and keeps the worst figures it saw,
// which Log writes out, so that a test's log says how close its cases
// came to its bounds. Its zero value has no bounds, which Bound and Check
// report as a failure. It is not safe for concurrent use.
type Linear struct {
	// PerByte is the most instructions a call may execute per byte of
	// its input beyond Fixed. It must be positive.
	PerByte float64
	// Fixed is the number of instructions a call may execute besides
	// PerByte a byte: its cost on an empty input, with a margin.
	Fixed int64
	// Margin and Slack bound the instructions per byte of a call on a
	// long input: at most Margin times those of the short input, plus
	// Slack. Margin must be positive.
	Margin, Slack float64

	worst, growth         float64 // most per byte beyond Fixed, most growth
	worstName, growthName string  // the cases that had them
	bounded, compared     int     // calls bounded, pairs compared
}

// Bound checks one call, named name, that executed count instructions on
// an input of n bytes: it fails tb when count is more than Fixed plus
// PerByte per byte, or when n is not positive. It keeps the call's
// instructions per byte beyond Fixed when they are the most so far.
func (l *Linear) Bound(tb testing.TB, name string, n int, count int64) {
	tb.Helper()
	if l.PerByte <= 0 {
		tb.Errorf("%s: callgrind.Linear has no bound per byte (PerByte %g)", name, l.PerByte)
		return
	}
	if n <= 0 {
		tb.Errorf("%s: %d instructions for %d bytes: no instructions per byte", name, count, n)
		return
	}
	perByte := float64(count-l.Fixed) / float64(n)
	if l.bounded == 0 || perByte > l.worst {
		l.worst, l.worstName = perByte, name
	}
	l.bounded++
	// Compared in whole instructions, exactly, as count > Fixed + PerByte×n.
	if float64(count-l.Fixed) > l.PerByte*float64(n) {
		if l.Fixed == 0 {
			tb.Errorf("%s: %d instructions for %d bytes, %.1f a byte, more than %g",
				name, count, n, perByte, l.PerByte)
		} else {
			tb.Errorf("%s: %d instructions for %d bytes, %.1f a byte beyond %d, more than %g",
				name, count, n, perByte, l.Fixed, l.PerByte)
		}
	}
}

// Check checks a call, named name, on a short input of shortN bytes and
// on a long one of longN bytes, for which it executed shortCount and
// longCount instructions: it fails tb when the call on the long input
// costs more instructions per byte than Margin times those of the short
// one plus Slack, and when the call on the long input is out of the
// bound of Bound, which it checks. The short input is not bounded: a
// test that bounds it calls Bound on it too. Check keeps the growth of
// the instructions per byte, long over short, when it is the most so far.
func (l *Linear) Check(tb testing.TB, name string, shortN int, shortCount int64, longN int, longCount int64) {
	tb.Helper()
	l.Bound(tb, name, longN, longCount)
	if l.Margin <= 0 {
		tb.Errorf("%s: callgrind.Linear has no margin (Margin %g)", name, l.Margin)
		return
	}
	if longN <= 0 {
		return // Bound said so
	}
	if shortN <= 0 {
		tb.Errorf("%s: %d instructions for %d bytes: no instructions per byte", name, shortCount, shortN)
		return
	}
	short := float64(shortCount) / float64(shortN)
	long := float64(longCount) / float64(longN)
	growth := long / short
	if l.compared == 0 || growth > l.growth {
		l.growth, l.growthName = growth, name
	}
	l.compared++
	if long > l.Margin*short+l.Slack {
		tb.Errorf("%s: work per byte grows with the input: %.1f instructions a byte at %d bytes, %.1f at %d (%.2f times), more than %g times plus %g",
			name, short, shortN, long, longN, growth, l.Margin, l.Slack)
	}
}

// Log writes to tb's log the most instructions per byte (beyond Fixed)
// of the calls that Bound and Check bounded, and the most growth of the
// pairs that Check compared, each with its case.
func (l *Linear) Log(tb testing.TB) {
	tb.Helper()
	tb.Log(l.String())
}

// String returns what Log writes.
func (l *Linear) String() string {
	s := "no call bounded"
	if l.bounded > 0 {
		beyond := ""
		if l.Fixed != 0 {
			beyond = fmt.Sprintf(" beyond %d", l.Fixed)
		}
		s = fmt.Sprintf("most instructions a byte%s: %.1f (bound %g), %s", beyond, l.worst, l.PerByte, l.worstName)
	}
	if l.compared > 0 {
		s += fmt.Sprintf("; most growth a byte, long input over short: ×%.3f (margin %g, slack %g), %s", l.growth, l.Margin, l.Slack, l.growthName)
	}
	return s
}

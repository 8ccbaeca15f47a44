// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package callgrind

import (
	"fmt"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failures and the log of a
// Linear, so that a test can check them. What else Linear would call of
// it goes to the test's own testing.TB.
type recorder struct {
	testing.TB
	errs, logs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Log(args ...any) { r.logs = append(r.logs, fmt.Sprint(args...)) }

// linear and quadratic are the instructions of made-up calls on n bytes:
// a fixed cost and a cost per byte; a fixed cost and a cost that grows
// with the square of n.
func linear(n int) int64    { return 3000 + 50*int64(n) }
func quadratic(n int) int64 { return 3000 + int64(n)*int64(n)/100 }

// TestLinear checks Linear on made-up counts: linear calls pass, at any
// sizes; a quadratic pair fails by its growth, named with its figures; a
// call over the bound per byte fails at either size; the bounds are
// inclusive; and Log names the worst cases.
func TestLinear(t *testing.T) {
	type call struct {
		short, long int // bytes; short 0: Bound of long alone
		count       func(int) int64
	}
	for _, c := range []struct {
		name string
		l    Linear
		call call
		errs []string // what each failure contains, in order
	}{
		{"linear", Linear{PerByte: 100, Margin: 1.1}, call{1000, 16000, linear}, nil},
		{"linear, one call", Linear{PerByte: 100, Margin: 1.1}, call{0, 10, linear}, []string{"3500 instructions for 10 bytes, 350.0 a byte, more than 100"}},
		{"linear beyond Fixed", Linear{PerByte: 50, Fixed: 3000, Margin: 1}, call{10, 10000, linear}, nil},
		{"linear over the bound", Linear{PerByte: 40, Margin: 1.1}, call{1000, 16000, linear},
			[]string{"linear over the bound: 803000 instructions for 16000 bytes, 50.2 a byte, more than 40"}},
		{"quadratic", Linear{PerByte: 1000, Margin: 2, Slack: 1}, call{1000, 16000, quadratic},
			[]string{"quadratic: work per byte grows with the input: 13.0 instructions a byte at 1000 bytes, 160.2 at 16000 (12.32 times), more than 2 times plus 1"}},
		{"quadratic over the bound", Linear{PerByte: 100, Margin: 2, Slack: 1}, call{1000, 16000, quadratic},
			[]string{"2563000 instructions for 16000 bytes, 160.2 a byte, more than 100", "160.2 at 16000 (12.32 times)"}},
		{"quadratic beyond Fixed", Linear{PerByte: 100, Fixed: 3000, Margin: 1.25}, call{1000, 16000, quadratic},
			[]string{"2563000 instructions for 16000 bytes, 160.0 a byte beyond 3000, more than 100", "13.0 instructions a byte at 1000 bytes, 160.2 at 16000"}},
		{"no bounds", Linear{}, call{1000, 16000, linear}, []string{"no bound per byte", "no margin"}},
		{"no bytes", Linear{PerByte: 100, Margin: 1}, call{0, 0, linear}, []string{"0 bytes"}},
	} {
		r := &recorder{TB: t}
		if c.call.short == 0 {
			c.l.Bound(r, c.name, c.call.long, c.call.count(c.call.long))
		} else {
			c.l.Check(r, c.name, c.call.short, c.call.count(c.call.short), c.call.long, c.call.count(c.call.long))
		}
		if len(r.errs) != len(c.errs) {
			t.Errorf("%s: %d failures %q; want %d", c.name, len(r.errs), r.errs, len(c.errs))
			continue
		}
		for i, want := range c.errs {
			if !strings.Contains(r.errs[i], want) || !strings.HasPrefix(r.errs[i], c.name+": ") {
				t.Errorf("%s: failure %q; want the case's name and %q", c.name, r.errs[i], want)
			}
		}
	}
}

// TestLinearEdges checks that the bounds are inclusive, the bound per
// byte at the long size of Check and at any call of Bound, the margin
// and slack of Check at the long size: an instruction more fails.
func TestLinearEdges(t *testing.T) {
	l := Linear{PerByte: 21, Fixed: 4, Margin: 2, Slack: 1}
	for _, c := range []struct {
		long int64 // instructions on 100 bytes, after 10 a byte on 100
		fail int
	}{
		{2100, 0}, // 21 a byte: the margin and slack's most
		{2101, 1}, // growth
		{2104, 1}, // growth, and 21 a byte beyond Fixed
		{2105, 2}, // both
	} {
		r := &recorder{TB: t}
		l.Check(r, "edge", 100, 1000, 100, c.long)
		if len(r.errs) != c.fail {
			t.Errorf("10 a byte, then %d instructions on 100 bytes: failures %q; want %d", c.long, r.errs, c.fail)
		}
	}
	r := &recorder{TB: t}
	l.Bound(r, "short", 100, 2104)
	l.Bound(r, "short", 100, 2105)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "2105 instructions") {
		t.Errorf("Bound of 2104 and 2105 instructions on 100 bytes: failures %q; want one, of 2105", r.errs)
	}
}

// TestLinearLog checks that Log names the case with the most
// instructions per byte and the one with the most growth, each with its
// figure, and says when nothing was checked.
func TestLinearLog(t *testing.T) {
	r := &recorder{TB: t}
	var l Linear
	l.Log(r)
	l = Linear{PerByte: 1000, Margin: 100}
	l.Bound(r, "short one", 10, 5000) // 500 a byte, the most
	l.Check(r, "steep", 1000, 10000, 4000, 160000)
	l.Check(r, "flat", 1000, 90000, 16000, 1440000)
	l.Check(r, "steady", 1000, 20000, 4000, 80000)
	l.Log(r)
	if len(r.errs) != 0 {
		t.Errorf("failures %q; want none", r.errs)
	}
	want := []string{
		"no call bounded",
		"most instructions a byte: 500.0 (bound 1000), short one; most growth a byte, long input over short: ×4.000 (margin 100, slack 0), steep",
	}
	if fmt.Sprint(r.logs) != fmt.Sprint(want) {
		t.Errorf("logs:\n%q\nwant\n%q", r.logs, want)
	}
}

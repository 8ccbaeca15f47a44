// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"strings"

	"github.com/uriscan/uri"
)

// minKernelRounds is the fewest rounds from which KernelWarnings compares
// the implementations: with fewer there is no spread to compare against.
const minKernelRounds = 3

// KernelWarnings returns a warning for each operation and dataset on which
// another implementation of ours ran faster than the default one (the
// reference entry, the implementation that the package chose by itself)
// by more than the measured spread: its median ratio to the default is
// below 1 by more than half the ratio's min–max range over the rounds.
// Such a warning says that the order of preference (preferred, in the
// root package's architecture file) may be wrong for this CPU. It returns
// nothing when the cells hold fewer than minKernelRounds rounds.
func KernelWarnings(cells []*Cell) []string {
	var out []string
	for _, c := range cells {
		if !c.Ours || c.Ref || len(c.Ratios) < minKernelRounds {
			continue
		}
		var def *Cell
		for _, d := range cells {
			if d.Ref && d.Op == c.Op && d.Dataset == c.Dataset {
				def = d
			}
		}
		r, lo, hi, ok := c.Ratio()
		if def == nil || !ok || 1-r <= (hi-lo)/2 {
			continue
		}
		out = append(out, fmt.Sprintf("%s %s: %s took %.2f× the time of the default %s (%.2f–%.2f over %d rounds)",
			c.Op, c.Dataset, c.Peer, r, def.Peer, lo, hi, len(c.Ratios)))
	}
	return out
}

// KernelReport is the report's section on the choice of the default
// implementation: which one it is and why, and the warnings of
// KernelWarnings, or that there are none.
func KernelReport(cells []*Cell, rounds int) string {
	return "\n### Kernel choice\n\n" + kernelVerdict(cells, rounds)
}

// kernelVerdict says which implementation is the default and why, and
// whether another one was faster beyond the spread.
func kernelVerdict(cells []*Cell, rounds int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "The default implementation is %s (%s; this CPU runs %s).",
		defaultImpl, defaultSource, strings.Join(uri.Implementations(), ", "))
	if rounds < minKernelRounds {
		fmt.Fprintf(&b, " Not compared with the others: %d round(s), fewer than %d.\n", rounds, minKernelRounds)
		return b.String()
	}
	warnings := KernelWarnings(cells)
	if len(warnings) == 0 {
		b.WriteString(" No other implementation was faster than it beyond the measured spread, on any dataset.\n")
		return b.String()
	}
	b.WriteString(" **Warning**: another implementation was faster than it by more than the measured spread on these datasets; the order of preference (`preferred` in the root package) may not suit this CPU:\n\n")
	for _, w := range warnings {
		fmt.Fprintf(&b, "- %s\n", w)
	}
	return b.String()
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"strings"
	"testing"
)

// TestKernelWarnings checks the warning on cells made up for it: an
// implementation faster than the default beyond the spread of its ratio
// is reported, one within the spread, a slower one, a peer and a cell of
// too few rounds are not.
func TestKernelWarnings(t *testing.T) {
	def := func(op, ds string) *Cell {
		return &Cell{Op: op, Dataset: ds, Peer: "uriscan/avx2", Ours: true, Ref: true, Ratios: []float64{1, 1, 1, 1, 1}}
	}
	other := func(op, ds, peer string, ours bool, ratios ...float64) *Cell {
		return &Cell{Op: op, Dataset: ds, Peer: peer, Ours: ours, Ratios: ratios}
	}
	cells := []*Cell{
		def("parse", "a"),
		other("parse", "a", "uriscan/avx512", true, 0.80, 0.82, 0.85, 0.79, 0.90), // faster: 0.82, spread 0.055
		other("parse", "a", "uriscan/ssse3", true, 0.95, 1.20, 0.70, 1.10, 0.97),  // within the spread
		other("parse", "a", "net/url", false, 0.1, 0.1, 0.1, 0.1, 0.1),            // not ours
		def("extract", "log"),
		other("extract", "log", "uriscan/avx512", true, 1.10, 1.20, 1.15, 1.12, 1.30), // slower
		other("extract", "log", "uriscan/generic", true, 0.5, 0.5),                    // two rounds
		def("resolve", "pairs"),
		other("resolve", "pairs", "uriscan/avx512", true, 0.97, 0.96, 0.98), // faster: 0.97, spread 0.01
	}
	got := KernelWarnings(cells)
	want := []string{
		"parse a: uriscan/avx512 took 0.82× the time of the default uriscan/avx2 (0.79–0.90 over 5 rounds)",
		"resolve pairs: uriscan/avx512 took 0.97× the time of the default uriscan/avx2 (0.96–0.98 over 3 rounds)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("KernelWarnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if r := KernelReport(cells, 5); !strings.Contains(r, "**Warning**") || !strings.Contains(r, want[0]) {
		t.Errorf("KernelReport with warnings:\n%s", r)
	}
	if r := KernelReport(cells[:1], 5); strings.Contains(r, "Warning") || !strings.Contains(r, "No other implementation") {
		t.Errorf("KernelReport without warnings:\n%s", r)
	}
	if r := KernelReport(cells, 1); strings.Contains(r, "Warning") || !strings.Contains(r, "Not compared") {
		t.Errorf("KernelReport of one round:\n%s", r)
	}
}

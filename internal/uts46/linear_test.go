// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uts46

import (
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/callgrind"
)

// maxInstrPerByte bounds the instructions per input byte of
// AppendToASCII in TestLinearInstructions. The costliest shapes are a letter
// followed by combining marks, which NFC reorders and composes, and
// labels of code points that are all distinct, which punycode encodes at
// a cost per code point that grows with the label's length, bounded by
// MaxLabel (or by shortLabel, for RFC 3492's encoder). The bound is about
// twice the worst cost, far above what a count differs by from one run to
// the next.
const maxInstrPerByte = 700

// growthMargin and growthSlack bound how much more an input's long
// length may cost per byte than its short one: margin times as much,
// plus slack instructions. A linear path costs the same per byte at
// both lengths, less the fixed cost of a call, which weighs more at the
// short one; a quadratic path costs as many times more as the long
// length is longer.
const growthMargin, growthSlack = 1.1, 1

// TestLinearInstructions checks that AppendToASCII does a bounded amount of work
// per input byte, whatever the input's shape, in instructions counted by
// callgrind in a child process (internal/callgrind), so that nothing in
// the package counts: inputs that repeat what makes a loop go on or
// start again, at two lengths sixteen times apart (eight for distinct
// code points), must cost the same per byte within growthMargin and
// growthSlack, and at most maxInstrPerByte. A path quadratic in the
// input would cost eight or sixteen times as much per byte at the long
// length. It skips without valgrind, unless URISCAN_REQUIRE_VALGRIND=1.
func TestLinearInstructions(t *testing.T) {
	shapes := []struct{ prefix, unit, suffix string }{
		{"", "a", ""},
		{"", "A.", ""},
		{"", "é", ""},
		{"", "é.", ""},
		{"", "xn--a.", ""},
		{"", "xn--bcher-kva.", ""},
		{"", "\u00ad", "a"},
		{"", "\u3002", "a"},
		{"", "\ufdfa", ""},
		{"a", "\u0301", ""},
		{"a", "\u0323\u0301", ""},
		{"", "\u0628\u200c", "\u0628"},
		{"\u0628", "\u200c\u064b", "\u0628"},
		{"\u05d0.", "a.", ""},
		{"", "\u05d0", ""},
		{"xn--", "a", ""},
		{"xn--", "99", ""},
		{"", "\U00010000", ""},
	}
	// Distinct code points in labels of label code points: punycode's
	// worst case, in labels of MaxLabel (the n log n encoder) and of
	// shortLabel (RFC 3492's, whose steps grow as the label's length
	// times its distinct code points).
	distinct := func(n, label int) string {
		var b strings.Builder
		for r := rune(0x4E00); b.Len() < n; r++ {
			b.WriteRune(r)
			if (r-0x4E00)%rune(label) == rune(label)-1 {
				b.WriteByte('.')
			}
		}
		return b.String()
	}
	type input struct {
		name string
		b    []byte
	}
	var inputs []input
	for _, sh := range shapes {
		for _, n := range []int{3000, 48000} {
			k := n / len(sh.unit)
			inputs = append(inputs, input{fmt.Sprintf("%+q + %d × %+q + %+q", sh.prefix, k, sh.unit, sh.suffix), []byte(sh.prefix + strings.Repeat(sh.unit, k) + sh.suffix)})
		}
	}
	for _, label := range []int{MaxLabel, shortLabel} {
		for _, n := range []int{12000, 96000} {
			inputs = append(inputs, input{fmt.Sprintf("distinct CJK in labels of %d, %d bytes", label, n), []byte(distinct(n, label))})
		}
	}
	if callgrind.InChild() {
		// The result and the scratch space in one buffer, allocated
		// once: the runtime's work to find room for a large allocation
		// depends on the heap that earlier calls left, and would vary.
		buf := make([]byte, 0, 64*len(inputs[len(inputs)-1].b))
		for _, in := range inputs {
			callgrind.Measure(func() { AppendToASCII(buf, in.b) })
		}
		return
	}
	counts := callgrind.Tests(t, "TestLinearInstructions")
	if len(counts) != len(inputs) {
		t.Fatalf("%d counts for %d calls", len(counts), len(inputs))
	}
	lin := callgrind.Linear{PerByte: maxInstrPerByte, Margin: growthMargin, Slack: growthSlack}
	for i := 0; i < len(inputs); i += 2 {
		short, long := inputs[i], inputs[i+1]
		lin.Bound(t, "AppendToASCII("+short.name+")", len(short.b), counts[i])
		lin.Check(t, "AppendToASCII("+long.name+")", len(short.b), counts[i], len(long.b), counts[i+1])
	}
	lin.Log(t)
}

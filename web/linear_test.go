// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/callgrind"
)

// The tests of this file measure work as the instructions a call
// executes, counted by callgrind in a child process (internal/callgrind),
// so that nothing in the package counts: a pass that reads its input
// again, in the package, in uts46, in the standard library or in the
// runtime, shows in the count. They skip without valgrind, unless
// URISCAN_REQUIRE_VALGRIND=1.

// workCase is one call that a linearity test measures: f on s, appending
// to dst.
type workCase struct {
	name string // the call, for messages
	f    func(dst []byte, s string)
	s    string
}

// measure makes the calls of cases: in the child of callgrind.Tests, one
// measured call each, and returns nil; in the test, it returns the
// instructions that each call executed in the child, in order.
func measure(t *testing.T, test string, cases []workCase) []int64 {
	t.Helper()
	if callgrind.InChild() {
		// The result and uts46's scratch space in one buffer,
		// allocated once: the runtime's work to find room for a large
		// allocation depends on the heap that earlier calls left, and
		// would vary from run to run.
		buf := make([]byte, 0, 64*maxDomain)
		for _, c := range cases {
			callgrind.Measure(func() { c.f(buf, c.s) })
		}
		return nil
	}
	counts := callgrind.Tests(t, test)
	if len(counts) != len(cases) {
		t.Fatalf("%d counts for %d calls: %v", len(counts), len(cases), counts)
	}
	return counts
}

// linearShapes are inputs that repeat what makes a loop of the host
// parser go on, or what starts one again ("@", "[", ":", "%", "xn--",
// ".", tabs), as prefix + n × unit + suffix.
var linearShapes = []struct{ prefix, unit, suffix string }{
	{"http://", "a", "/"},
	{"http://", "A", "/"},
	{"http://", "@", "h/"},
	{"http://", "a@", "/"},
	{"http://", "[", ":80/"},
	{"http://", "[:", "]/"},
	{"http://", ":", "/"},
	{"http://h:", "8", "/"},
	{"http://", "%41", "/"},
	{"http://", "%", "/"},
	{"http://", "1.", "/"},
	{"http://", "0x", "/"},
	{"http://", ".", "1/"},
	{"http://", "xn--a.", "/"},
	{"http://a.", "xn--", "/"},
	{"http://", "\t", "h/"},
	{"http://h", "\t", ":80/"},
	{"http:", "/", "h"},
	{"http:", "\\\t", "h"},
	{"http://[", "1:", "]/"},
	{"http://[::", "1.", "]/"},
	{"sc://", "a\x01", "/"},
	{"sc://", "a%", "/"},
	{"file://", "a", "/"},
	{"file://", "\t", "c:/"},
	{"", "a", ":"},
	{"a", "\t", ":b"},
	{" ", " ", "http://h/ "},
	{"http://", "é", "/"},
	{"http://", "\u00ad", "a/"},
	{"http://", "\u3002", "a/"},
	{"http://xn--", "a", "/"},
	{"http://", "\ufdfa", "/"},
	{"http://", "a\u0301", "/"},
}

// linearSizes are the two lengths, in bytes, of the repeated units of
// each shape: sixteen times as many bytes make a path that is quadratic
// in them cost sixteen times as much per byte. Both are below maxDomain,
// so that a host that is not ASCII is mapped at both, not refused at the
// long one before its mapping.
var linearSizes = [2]int{1000, 16000}

// maxInstrPerByte bounds the instructions per byte of every call of
// TestLinearInstructions at both sizes. The worst shapes are those that reach
// UTS 46 (mapping, NFC, punycode of labels of up to uts46.MaxLabel code
// points); the bound is about twice their cost, a margin far above what
// a count differs by from one run to the next, and far below what a pass
// that starts again at each dot or label would cost at the long size.
const maxInstrPerByte = 1000

// TestLinearInstructions checks that AppendHost and AppendHostBase do a bounded
// amount of work per byte of their input, whatever its shape: on each of
// linearShapes, at the two linearSizes, the instructions per byte at the
// long size are at most twice those at the short size plus one (a path
// quadratic in the input multiplies them by sixteen), and at most
// maxInstrPerByte at both.
func TestLinearInstructions(t *testing.T) {
	// AppendHost, and AppendHostBase with the input as a link on a page
	// and as the page.
	funcs := []struct {
		name string
		f    func(dst []byte, s string)
	}{
		{"AppendHost", func(dst []byte, s string) { AppendHost(dst, s) }},
		{"AppendHostBase(link)", func(dst []byte, s string) { AppendHostBase(dst, s, "http://good.example/") }},
		{"AppendHostBase(page)", func(dst []byte, s string) { AppendHostBase(dst, "//h/", s) }},
	}
	var cases []workCase
	for _, sh := range linearShapes {
		for _, fn := range funcs {
			for _, size := range linearSizes {
				n := size / len(sh.unit)
				cases = append(cases, workCase{
					name: fmt.Sprintf("%s(%q + %d × %q + %q)", fn.name, sh.prefix, n, sh.unit, sh.suffix),
					f:    fn.f,
					s:    sh.prefix + strings.Repeat(sh.unit, n) + sh.suffix,
				})
			}
		}
	}
	counts := measure(t, "TestLinearInstructions", cases)
	if counts == nil {
		return
	}
	lin := callgrind.Linear{PerByte: maxInstrPerByte, Margin: 2, Slack: 1}
	for i := 0; i < len(cases); i += 2 {
		short, long := cases[i], cases[i+1]
		lin.Bound(t, short.name, len(short.s), counts[i])
		lin.Check(t, long.name, len(short.s), counts[i], len(long.s), counts[i+1])
	}
	lin.Log(t)
}

// expansionUnits are hosts that UTS 46 mapping expands: U+FDFA maps to 18
// code points, U+3300 to 5 (a valid label).
var expansionUnits = []string{"\ufdfa", "\ufdfa\ufdfa.", "\ufdfa.", "\u3300"}

// expansionSizes are the numbers of units: hosts of fewer bytes than
// maxDomain, which are mapped, and of more, which are refused first.
var expansionSizes = []int{50, 300, 1000, 5000, 21000}

// maxPasses bounds the work on a host of more than maxDomain bytes, which
// web refuses before mapping it: at most maxPasses times the instructions
// per byte of AppendHost on an ASCII host of the same length, which the
// parser reads once and does not map. The refusal costs about one such
// pass; a mapping costs dozens.
const maxPasses = 3

// maxMappedPerByte bounds the instructions per input byte of a host that
// is mapped, which the label limit refuses once mapped: the mapping
// writes up to 18 code points for 3 bytes, and a label of up to
// uts46.MaxLabel code points is normalized and checked. The worst is the
// shortest host of U+FDFA, whose fixed cost is spread over fewest bytes;
// the bound is about twice it.
const maxMappedPerByte = 6400

// TestIDNAExpansionInstructions checks the work of a host that UTS 46 mapping
// expands (issue 42, row 5): U+FDFA maps to 18 code points, so mapping
// 21,000 of them wrote 378,000 before the label limit refused the host.
// A domain of more than maxDomain bytes is refused before it is mapped,
// in a few passes over the input (maxPasses); a shorter one costs at most
// maxMappedPerByte instructions a byte, and no more a byte at its
// longest than twice as much as at its shortest, plus one: the mapping,
// bounded per code point, is the cost of uts46, whose TestLinearInstructions
// checks it.
func TestIDNAExpansionInstructions(t *testing.T) {
	host := func(dst []byte, s string) { AppendHost(dst, s) }
	// Each host, then an ASCII one of the same length.
	var cases []workCase
	for _, unit := range expansionUnits {
		for _, n := range expansionSizes {
			s := "http://" + strings.Repeat(unit, n) + "/"
			cases = append(cases,
				workCase{fmt.Sprintf("AppendHost(%d × %+q)", n, unit), host, s},
				workCase{fmt.Sprintf("AppendHost(%d × %q)", len(s)-len("http:///"), "a"), host, "http://" + strings.Repeat("a", len(s)-len("http:///")) + "/"})
		}
	}
	counts := measure(t, "TestIDNAExpansionInstructions", cases)
	if counts == nil {
		return
	}
	mapped := callgrind.Linear{PerByte: maxMappedPerByte, Margin: 2, Slack: 1}
	var worstPasses float64
	for i := 0; i < len(cases); i += 2 {
		c, unit := cases[i], expansionUnits[i/(2*len(expansionSizes))]
		h, k, err := AppendHost(nil, c.s)
		if unit != "\u3300" && (err == nil || k != None || len(h) != 0) {
			t.Errorf("%s = %q, %v, %v; want a failure", c.name, h, k, err)
		}
		if len(c.s)-len("http:///") > maxDomain {
			perByte := float64(counts[i]) / float64(len(c.s))
			ascii := float64(counts[i+1]) / float64(len(c.s))
			passes := perByte / ascii
			if passes > maxPasses {
				t.Errorf("%s, over maxDomain: %.1f instructions a byte, %.1f times the %.1f of %s, over %d", c.name, perByte, passes, ascii, cases[i+1].name, maxPasses)
			}
			worstPasses = max(worstPasses, passes)
			continue
		}
		// Against the shortest host of the same unit, the first.
		if first := i - i%(2*len(expansionSizes)); first == i {
			mapped.Bound(t, c.name, len(c.s), counts[i])
		} else {
			mapped.Check(t, c.name, len(cases[first].s), counts[first], len(c.s), counts[i])
		}
	}
	t.Logf("hosts mapped: %v", &mapped)
	t.Logf("hosts refused before mapping: at most %.2f passes of an ASCII host", worstPasses)
}

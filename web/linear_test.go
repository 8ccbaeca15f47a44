// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package web

import (
	"strings"
	"testing"
)

// These tests count the work of the package (work_count.go), which only
// a build with the tag uriscan_work does:
//
//	go test -tags uriscan_work -run 'Linear|Work' ./web

// workOf returns the work that f does, in bytes read by the passes of the
// package (addWork).
func workOf(f func()) int {
	work := 0
	workCount = &work
	defer func() { workCount = nil }()
	f()
	return work
}

// TestLinearWork checks that AppendHost reads each byte of its input a
// bounded number of times, whatever its shape, by the work its loops count
// (workCount): inputs that repeat what makes a loop go on, or what starts
// one again ("@", "[", ":", "%", "xn--", ".", tabs), at two lengths.
func TestLinearWork(t *testing.T) {
	shapes := []struct{ prefix, unit, suffix string }{
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
	// AppendHost, and AppendHostBase with the input as a link on a page
	// and as the page.
	funcs := []struct {
		name string
		f    func(s string)
	}{
		{"AppendHost", func(s string) { AppendHost(nil, s) }},
		{"AppendHostBase(link)", func(s string) { AppendHostBase(nil, s, "http://good.example/") }},
		{"AppendHostBase(page)", func(s string) { AppendHostBase(nil, "//h/", s) }},
	}
	for _, sh := range shapes {
		for _, fn := range funcs {
			var ratio [2]float64
			for i, n := range []int{1000, 16000} {
				s := sh.prefix + strings.Repeat(sh.unit, n) + sh.suffix
				work := workOf(func() { fn.f(s) })
				ratio[i] = float64(work) / float64(len(s))
				if work > 16*len(s)+64 {
					t.Errorf("%s(%q + %d × %q + %q): %d units of work for %d bytes", fn.name, sh.prefix, n, sh.unit, sh.suffix, work, len(s))
				}
			}
			if ratio[1] > 2*ratio[0]+1 {
				t.Errorf("%s: %q × n: work per byte grows with n: %.2f, then %.2f", fn.name, sh.unit, ratio[0], ratio[1])
			}
		}
	}
}

// TestIDNAExpansionWork checks the work of a host that UTS 46 mapping
// expands (issue 42, row 5): U+FDFA maps to 18 code points, so mapping
// 21,000 of them wrote 378,000 before the label limit refused the host.
// A domain of more than maxDomain bytes is refused before it is mapped,
// and web's own loops read the input a few times: the mapping, bounded
// by the label limit, is uts46's work, which its TestLinearWork counts.
func TestIDNAExpansionWork(t *testing.T) {
	for _, unit := range []string{"\ufdfa", "\ufdfa\ufdfa.", "\ufdfa.", "\u3300"} {
		for _, n := range []int{50, 300, 1000, 5000, 21000} {
			s := "http://" + strings.Repeat(unit, n) + "/"
			var h []byte
			var k Kind
			var err error
			work := workOf(func() { h, k, err = AppendHost(nil, s) })
			if unit != "\u3300" && (err == nil || k != None || len(h) != 0) {
				t.Errorf("AppendHost(%d × %q) = %q, %v, %v; want a failure", n, unit, h, k, err)
			}
			limit := 8 * len(s)
			if work > limit {
				t.Errorf("AppendHost(%d × %q): %d units of work for %d bytes, over %d", n, unit, work, len(s), limit)
			}
		}
	}
	// The reproducer's line: a few reads of it, and no mapping.
	s := "http://" + strings.Repeat("\ufdfa", 21000) + "/"
	work := workOf(func() { AppendHost(nil, s) })
	if work > 8*len(s) {
		t.Errorf("AppendHost(21,000 × U+FDFA): %d units of work for %d bytes", work, len(s))
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strings"
	"testing"
)

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
	}
	for _, sh := range shapes {
		var ratio [2]float64
		for i, n := range []int{1000, 16000} {
			s := sh.prefix + strings.Repeat(sh.unit, n) + sh.suffix
			work := 0
			workCount = &work
			AppendHost(nil, s)
			workCount = nil
			ratio[i] = float64(work) / float64(len(s))
			if work > 16*len(s)+64 {
				t.Errorf("AppendHost(%q + %d × %q + %q): %d units of work for %d bytes", sh.prefix, n, sh.unit, sh.suffix, work, len(s))
			}
		}
		if ratio[1] > 2*ratio[0]+1 {
			t.Errorf("%q × n: work per byte grows with n: %.2f, then %.2f", sh.unit, ratio[0], ratio[1])
		}
	}
}

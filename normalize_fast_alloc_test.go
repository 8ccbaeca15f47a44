// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestNormalizeFastPathNoAllocs checks that the fast path of
// AppendNormalize, on references in normal form already (with a default
// port and an empty path for the scheme rules, a long one, a relative
// one), and its closer looks ("_" in a host, "%20", "/.a"), allocate
// nothing when dst has room.
func TestNormalizeFastPathNoAllocs(t *testing.T) {
	eachImplementation(t, testNormalizeFastPathNoAllocs)
}

func testNormalizeFastPathNoAllocs(t *testing.T) {
	dst := make([]byte, 0, 4096)
	for _, s := range []string{
		"https://www.example.com/a/b.html?q=1",
		"http://h:80",
		"http://my_host.example/%20/.a",
		"https://www.example.com/a/very/long/path/that/runs/past/sixty/four/bytes/index.html?x#y",
		"/rel/path",
		"a",
	} {
		r, err := Parse(s)
		if err != nil || !syntaxNormal(t, s, &r) {
			t.Fatalf("%q: not a fast-path input (%v)", s, err)
		}
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			if allocs := testing.AllocsPerRun(100, func() {
				if _, err := AppendNormalize(dst[:0], s, level); err != nil {
					panic(err)
				}
			}); allocs != 0 {
				t.Errorf("AppendNormalize(%q, %v): %v allocations", s, level, allocs)
			}
		}
	}
}

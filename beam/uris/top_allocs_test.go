// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uris

import (
	"testing"

	"github.com/uriscan/uri/internal/topn"
)

// TestTopAllocs checks that TopField's DoFn allocates nothing for a line
// whose values its bundle has counted, for every field, on valid and
// invalid references, text and JSON.
func TestTopAllocs(t *testing.T) {
	lines := []string{line1, line2, "", "no reference", `"GET /%zz HTTP/1.1" "http://h/a|b"`,
		accessLines[0].(string), accessLines[2].(string), jsonLine, countLines[3].(string)}
	for _, field := range topn.Fields() {
		f := &topLinesFn{Top: TopOptions{Field: field}}
		if err := f.Setup(); err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			f.count(l) // grow the buffers, count the values
			if got := testing.AllocsPerRun(100, func() { f.count(l) }); got != 0 {
				t.Errorf("%s: %q: %v allocations", field, l, got)
			}
		}
		if f.counts.c.Total() == 0 {
			t.Errorf("%s: nothing counted: the test lost its point", field)
		}
	}
}

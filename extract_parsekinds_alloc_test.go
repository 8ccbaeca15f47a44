// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"bytes"
	"testing"
)

// TestExtractParseKindsNoAllocs checks that AppendExtract and a Scanner
// with ParseKinds do not allocate, on valid and invalid input, text and
// JSON.
func TestExtractParseKindsNoAllocs(t *testing.T) {
	inputs := map[string]string{
		"log":     `::1 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b HTTP/1.1" 200 1 "http://r.example/" "UA http://u.example/"` + "\n",
		"invalid": `"GET /a%zz HTTP/1.1" http://h:x/ "/p q" http://[::g]/ <http://[::g]/>`,
		"json":    parseKindsJSON,
	}
	for name, in := range inputs {
		b := []byte(in)
		for _, kinds := range [][]MatchKind{{KindRequest}, {KindQuoted, KindValue}, {}} {
			opts := &ExtractOptions{ParseKinds: kinds}
			dst := make([]Match, 0, 16)
			clean := make([]byte, 0, 256)
			n := testing.AllocsPerRun(100, func() {
				dst, clean = AppendExtract(dst[:0], clean[:0], b, opts)
			})
			if n != 0 || len(dst) == 0 {
				t.Errorf("%s %v: AppendExtract: %v allocs, %d matches", name, kinds, n, len(dst))
			}
			r := bytes.NewReader(b)
			s := NewScanner(r, opts)
			found := 0
			n = testing.AllocsPerRun(100, func() {
				r.Reset(b)
				s.Reset(r)
				for s.ScanBatch() {
					ms, _, _ := s.Batch()
					found += len(ms)
				}
			})
			if n != 0 || found == 0 {
				t.Errorf("%s %v: Scanner: %v allocs, %d matches", name, kinds, n, found)
			}
		}
	}
}

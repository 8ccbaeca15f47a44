// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// BenchmarkSegments iterates the segments of the paths of each corpus,
// against strings.Split on the same paths. Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkSegments(b *testing.B) {
	for _, c := range benchCorpora(b) {
		paths, _ := componentsOf(c)
		b.Run("data="+c.Name+"/impl=Segments", func(b *testing.B) {
			b.SetBytes(totalLen(paths))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, p := range paths {
					for s := range Segments(p) {
						n += len(s.Text)
					}
				}
			}
			reportPerURL(b, len(paths))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=strings.Split", func(b *testing.B) {
			b.SetBytes(totalLen(paths))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, p := range paths {
					for _, s := range strings.Split(strings.TrimPrefix(p, "/"), "/") {
						n += len(s)
					}
				}
			}
			reportPerURL(b, len(paths))
			sinkInt = n
		})
	}
}

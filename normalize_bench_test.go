// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

// BenchmarkNormalize normalizes every URL of each corpus at both levels
// (one op is the whole corpus; invalid URLs count, they return an error),
// and compares each URL with Equal to itself and to its successor.
func BenchmarkNormalize(b *testing.B) {
	dst := make([]byte, 0, 1<<16)
	for _, c := range benchCorpora(b) {
		for _, level := range []Level{LevelSyntax, LevelScheme} {
			b.Run("data="+c.Name+"/op=normalize-"+level.String(), func(b *testing.B) {
				b.SetBytes(c.Bytes)
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range c.URLs {
						dst, _ = AppendNormalize(dst[:0], s, level)
					}
				}
				reportPerURL(b, len(c.URLs))
			})
		}
		b.Run("data="+c.Name+"/op=equal-self", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range c.URLs {
					Equal(s, s, LevelScheme)
				}
			}
			reportPerURL(b, len(c.URLs))
		})
		b.Run("data="+c.Name+"/op=equal-next", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			for b.Loop() {
				for i, s := range c.URLs {
					Equal(s, c.URLs[(i+1)%len(c.URLs)], LevelScheme)
				}
			}
			reportPerURL(b, len(c.URLs))
		})
	}
}

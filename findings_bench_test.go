// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

// BenchmarkInspect reports the security findings of every valid URL of
// each corpus, parsed beforehand: what scan -json adds per reference.
func BenchmarkInspect(b *testing.B) {
	for _, c := range benchCorpora(b) {
		var urls []string
		var refs []Ref
		for _, s := range c.URLs {
			if r, err := Parse(s); err == nil {
				urls, refs = append(urls, s), append(refs, r)
			}
		}
		b.Run("data="+c.Name, func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			var f Findings
			for b.Loop() {
				for i, s := range urls {
					f |= Inspect(s, refs[i])
				}
			}
			reportPerURL(b, len(urls))
			sinkInt = int(f)
		})
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"testing"
)

// BenchmarkEscape escapes and unescapes a query value, with net/url's
// QueryEscape and QueryUnescape as the baseline.
func BenchmarkEscape(b *testing.B) {
	const raw = "name=José García & co/ltd?x=1+2 50% off"
	esc := string(AppendEscape(nil, raw, EscapeQueryComponent|PlusSpace))
	dst := make([]byte, 0, 256)
	b.Run("op=escape", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			dst = AppendEscape(dst[:0], raw, EscapeQueryComponent|PlusSpace)
		}
	})
	b.Run("op=escape-net-url", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			_ = url.QueryEscape(raw)
		}
	})
	b.Run("op=unescape", func(b *testing.B) {
		b.SetBytes(int64(len(esc)))
		b.ReportAllocs()
		for b.Loop() {
			dst, _, _ = AppendUnescape(dst[:0], esc, EscapeQueryComponent|PlusSpace)
		}
	})
	b.Run("op=unescape-net-url", func(b *testing.B) {
		b.SetBytes(int64(len(esc)))
		b.ReportAllocs()
		for b.Loop() {
			_, _ = url.QueryUnescape(esc)
		}
	})
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"strings"
	"testing"
)

// benchHosts pairs ordinary IDN hosts with ASCII hosts of the same length
// in bytes, for the ratio of their times.
var benchHosts = []struct{ name, idn string }{
	{"latin", "bücher.example.de"},
	{"latin2", "www.café-crème.fr"},
	{"cyrillic", "пример.испытание"},
	{"cjk", "例え.テスト.jp"},
	{"upper", "BÜCHER.Example.DE"},
	{"punycode", "xn--bcher-kva.example.de"},
}

// asciiOfLen returns an ASCII host of n bytes.
func asciiOfLen(n int) string {
	s := strings.Repeat("examplehost.", n/12+1)[:n]
	return strings.TrimSuffix(s, ".") + strings.Repeat("x", n-len(strings.TrimSuffix(s, ".")))
}

func BenchmarkAppendToASCII(b *testing.B) {
	for _, h := range benchHosts {
		for _, in := range []struct{ kind, s string }{{"idn", h.idn}, {"ascii", asciiOfLen(len(h.idn))}} {
			b.Run(h.name+"/"+in.kind, func(b *testing.B) {
				src := []byte(in.s)
				dst := make([]byte, 0, 1024)
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := AppendToASCII(dst, src); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

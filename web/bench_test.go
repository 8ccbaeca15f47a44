// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strings"
	"testing"
)

// idnBenchHosts are ordinary IDN hosts, a label or two of Latin with
// diacritics, Cyrillic or CJK (issue 43, item 5), each timed beside an
// ASCII host of the same length in bytes (asciiTwin).
var idnBenchHosts = []struct{ name, host string }{
	{"latin", "bücher.example.de"},
	{"latin2", "www.café-crème.fr"},
	{"cyrillic", "пример.испытание"},
	{"cjk", "例え.テスト.jp"},
}

// asciiTwin returns an ASCII host of n bytes, of labels of lower-case
// letters.
func asciiTwin(n int) string {
	s := strings.Repeat("examplehost.", n/12+1)[:n]
	if strings.HasSuffix(s, ".") {
		s = s[:n-1] + "x"
	}
	return s
}

// BenchmarkAppendHostIDN times AppendHost on the URL of each IDN host and
// on that of its ASCII twin: the ratio of the two is what issue 43 bounds.
func BenchmarkAppendHostIDN(b *testing.B) {
	for _, h := range idnBenchHosts {
		for _, in := range []struct{ kind, host string }{{"idn", h.host}, {"ascii", asciiTwin(len(h.host))}} {
			b.Run(h.name+"/"+in.kind, func(b *testing.B) {
				s := "http://" + in.host + "/"
				dst := make([]byte, 0, 256)
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				for b.Loop() {
					if _, _, err := AppendHost(dst, s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

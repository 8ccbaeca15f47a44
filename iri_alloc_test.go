// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestIRINoAllocs checks that ParseIRI, AppendToURI and AppendToIRI
// allocate nothing, on valid and invalid input, ASCII or not, for strings
// and byte slices, with each implementation.
func TestIRINoAllocs(t *testing.T) {
	eachImplementation(t, func(t *testing.T) {
		for _, s := range []string{
			"https://ja.wikipedia.org/wiki/東京",
			"https://user:p%40ss@www.example.com:8443/a/b/c.html?q=1&r=%7E#frag",
			"ftp://用户@例子.中国:21/文件?\ue000#片段",
			"https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC",
			"/a\u200e",      // bidi formatting character
			"/\xe6\x9d?q",   // cut short before a delimiter
			"//[::é]/",      // IP literal
			"http://a b/東",  // ASCII error
			"#\ue000",       // iprivate in the fragment
			"http://h/%zz東", // percent
		} {
			b := []byte(s)
			dst := make([]byte, 0, 6*len(s))
			if n := testing.AllocsPerRun(100, func() {
				r, err := ParseIRI(s)
				r2, err2 := ParseIRI(b)
				sinkInt += r.Len() + r2.Len()
				if err != nil && err2 != nil {
					sinkInt += r.ErrorOffset()
				}
				out, _ := AppendToURI(dst[:0], s)
				out, _ = AppendToURI(out, b)
				out, _ = AppendToIRI(out[:0], s)
				out, _ = AppendToIRI(out, b)
				sinkInt += len(out)
			}); n != 0 {
				t.Errorf("ParseIRI, AppendToURI, AppendToIRI(%q): %v allocations, want 0", s, n)
			}
		}
	})
}

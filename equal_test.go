// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"testing"
)

// TestPctReaderAgreesWithAppend checks the streaming form of percent
// normalization (pctReader, which Equal reads without a buffer) against
// the buffered one (appendPctNormalized, which AppendNormalize writes) on
// every component of up to 4 tokens over letters in both cases and
// triplets of unreserved and reserved bytes with either case of hex
// digits, with and without case folding; and pctEqual, which compares two
// components with it, against comparing what appendPctNormalized writes.
func TestPctReaderAgreesWithAppend(t *testing.T) {
	tokens := []string{"a", "Z", "%41", "%7e", "%7E", "%2f", "%2F", "%e9", "%25", "~", "%2e"}
	var comps []string
	eachString(tokens, 4, func(c string) { comps = append(comps, c) })
	for _, fold := range []bool{false, true} {
		for _, c := range comps {
			want := string(appendPctNormalized(nil, c, fold))
			r := pctReader{s: c, fold: fold}
			var got []byte
			for {
				b, ok := r.next()
				if !ok {
					break
				}
				got = append(got, b)
			}
			if string(got) != want {
				t.Fatalf("pctReader(%q, fold %v) reads %q; appendPctNormalized writes %q", c, fold, got, want)
			}
		}
		// pctEqual on pairs: each component with a few others.
		for i, a := range comps {
			for _, b := range comps[i:min(i+12, len(comps))] {
				want := string(appendPctNormalized(nil, a, fold)) == string(appendPctNormalized(nil, b, fold))
				if got := pctEqual(a, b, fold); got != want {
					t.Fatalf("pctEqual(%q, %q, fold %v) = %v, want %v", a, b, fold, got, want)
				}
			}
		}
	}
	t.Logf("%d components", len(comps))
}

func FuzzEqual(f *testing.F) {
	for _, v := range readJSONL[normalizeVector](f, "normalize.jsonl") {
		f.Add(v.In, v.Out, v.Level == "scheme")
		f.Add(v.In, variant(v.In, 2), false)
	}
	f.Fuzz(func(t *testing.T, a, b string, scheme bool) {
		level := LevelSyntax
		if scheme {
			level = LevelScheme
		}
		na, erra := AppendNormalize(nil, a, level)
		nb, errb := AppendNormalize(nil, b, level)
		want := erra == nil && errb == nil && string(na) == string(nb)
		if got := Equal(a, b, level); got != want {
			t.Fatalf("Equal(%q, %q, %v) = %v; normalized forms %q, %q", a, b, level, got, na, nb)
		}
		if erra == nil {
			v := variant(a, len(b)%3+1)
			if !Equal(a, v, LevelSyntax) {
				t.Fatalf("Equal(%q, its variant %q) = false", a, v)
			}
		}
		checkSameOrigin(t, a, b)
	})
}

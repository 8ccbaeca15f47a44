// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"testing"
)

// componentsOf returns the paths and the non-empty queries of the valid
// references of c.
func componentsOf(c benchCorpus) (paths, queries []string) {
	for _, s := range c.URLs {
		r, err := Parse(s)
		if err != nil {
			continue
		}
		paths = append(paths, r.Path().In(s))
		if q := r.Query().In(s); q != "" {
			queries = append(queries, q)
		}
	}
	return paths, queries
}

func totalLen(ss []string) (n int64) {
	for _, s := range ss {
		n += int64(len(s))
	}
	return n
}

// BenchmarkParams iterates the parameters of the non-empty queries of
// each corpus, against url.ParseQuery on the same queries (which also
// decodes, and builds a map). Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkParams(b *testing.B) {
	for _, c := range benchCorpora(b) {
		_, queries := componentsOf(c)
		if len(queries) == 0 {
			continue
		}
		b.Run("data="+c.Name+"/impl=Params", func(b *testing.B) {
			b.SetBytes(totalLen(queries))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, q := range queries {
					for p := range Params(q, ParamOptions{}) {
						n += len(p.Key) + len(p.Value)
					}
				}
			}
			reportPerURL(b, len(queries))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=url.ParseQuery", func(b *testing.B) {
			b.SetBytes(totalLen(queries))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, q := range queries {
					v, _ := url.ParseQuery(q)
					n += len(v)
				}
			}
			reportPerURL(b, len(queries))
			sinkInt = n
		})
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"strings"
	"testing"
)

// BenchmarkEdit is a reverse proxy's rewrite on each URL of the corpora:
// parse, set the host, write the result; and a log pipeline's: drop the
// utm_ parameters of the query. Against net/url doing the same (Parse,
// set Host, String; Query, Del, Encode). Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkEdit(b *testing.B) {
	for _, c := range benchCorpora(b) {
		b.Run("op=host/data="+c.Name+"/impl=uriscan", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			buf := make([]byte, 0, 4096)
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					r, err := Parse(s)
					if err != nil || !r.HasAuthority() {
						continue
					}
					out, _, _ := AppendSet(buf[:0], s, r, ComponentHost, Raw("backend.internal"))
					n += len(out)
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		b.Run("op=host/data="+c.Name+"/impl=net-url", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					u, err := url.Parse(s)
					if err != nil || u.Host == "" {
						continue
					}
					u.Host = "backend.internal"
					n += len(u.String())
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		drop := func(p Param[string]) bool { return strings.HasPrefix(p.Key, "utm_") }
		b.Run("op=params/data="+c.Name+"/impl=uriscan", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			buf := make([]byte, 0, 4096)
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					r, err := Parse(s)
					if err != nil || !r.HasQuery() {
						continue
					}
					out, _ := AppendDropParams(buf[:0], r.Query().In(s), ParamOptions{}, drop)
					n += len(out)
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		b.Run("op=params/data="+c.Name+"/impl=net-url", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					u, err := url.Parse(s)
					if err != nil || u.RawQuery == "" {
						continue
					}
					q := u.Query()
					for k := range q {
						if strings.HasPrefix(k, "utm_") {
							q.Del(k)
						}
					}
					n += len(q.Encode())
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"testing"
	"time"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/web"
)

// BenchmarkWebHost measures web.AppendHost beside uri.Parse on the same
// inputs (the URLs of gen-web, and of the shared datasets when present),
// and reports native ada's own parse of them (ada::parse, get_hostname
// and get_pathname, timed by the native program) as ns/url. The unit of
// every sub-benchmark is one pass over the dataset; ns/url divides it by
// the URLs, which compare across them.
func BenchmarkWebHost(b *testing.B) {
	sets := Generated(10000)[:1] // gen-web
	if shared, err := LoadShared(DataDir()); err == nil {
		for _, d := range shared {
			if d.Op == OpParse && (d.Name == "kasztp" || d.Name == "userbait") {
				sets = append(sets, d)
			}
		}
	}
	for _, d := range sets {
		b.Run(d.Name+"/parse", func(b *testing.B) {
			b.SetBytes(d.Size())
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range d.Refs {
					r, _ := uri.Parse(s)
					benchSink += r.Len()
				}
			}
			perURL(b, d)
		})
		b.Run(d.Name+"/webhost", func(b *testing.B) {
			b.SetBytes(d.Size())
			b.ReportAllocs()
			buf := make([]byte, 0, 256)
			for b.Loop() {
				for _, s := range d.Refs {
					buf, _, _ = web.AppendHost(buf[:0], s)
					benchSink += len(buf)
				}
			}
			perURL(b, d)
		})
		if testNative == nil {
			continue
		}
		for _, e := range testNative.Entries() {
			if e.Op != OpParse || e.Grammar != "ada" || e.ValidOnly {
				continue
			}
			b.Run(d.Name+"/ada-native-parse", func(b *testing.B) {
				var ns float64
				for b.Loop() {
					s, err := e.Time(d, 20*time.Millisecond, ClockThread)
					if err != nil {
						b.Skip(err)
					}
					ns += s.NsPerInput
				}
				b.ReportMetric(ns/float64(b.N), "ns/url")
			})
		}
	}
}

var benchSink int

// perURL reports the time of one pass over d per URL.
func perURL(b *testing.B, d *Dataset) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(d.Refs)), "ns/url")
}

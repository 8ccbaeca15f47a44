// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package bench

import (
	"strings"
	"testing"
)

// BenchmarkRoute looks up every generated target once per iteration, in
// each router, from the raw request-target (url.ParseRequestURI included
// for the peers).
func BenchmarkRoute(b *testing.B) {
	d := newRefs("gen-routes", OpRoute, "generated", RouteTargets(10000), nil)
	for _, e := range routeEntries(b) {
		b.Run(strings.ReplaceAll(e.Peer, "/", "_"), func(b *testing.B) {
			if e.Setup != nil {
				if err := e.Setup(); err != nil {
					b.Fatal(err)
				}
			}
			b.SetBytes(d.Size())
			b.ReportAllocs()
			// On a shared machine, where the wall clock also counts the
			// time other processes run, the CPU time of a run with -cpu 1
			// is what the lookups cost (the collector's work included).
			cpu0, _ := cpuTime(false)
			for b.Loop() {
				Sink += e.Pass(d).Sink
			}
			n := float64(b.N) * float64(d.Count())
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/lookup")
			cpu1, _ := cpuTime(false)
			b.ReportMetric(float64(cpu1-cpu0)/n, "cpu-ns/lookup")
		})
	}
}

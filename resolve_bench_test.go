// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

type resolvePair struct {
	base, ref string
	b         Ref
}

// loadResolvePairs returns the (base, relative) pairs of
// relative_urls_cc_10k.csv that both this package and net/url accept, so
// that both sides of the comparison do the same work, or skips the
// benchmark when the shared datasets are absent. The CSV has a header and
// every row one comma: the split is at the first comma.
func loadResolvePairs(b *testing.B) (pairs []resolvePair, total int) {
	lines, err := testkit.LoadLines(filepath.Join(sharedDatasets(), "relative_urls_cc_10k.csv"))
	if err != nil {
		b.Skipf("dataset not available: %v", err)
	}
	for _, l := range lines[1:] {
		base, ref, ok := strings.Cut(l, ",")
		if !ok {
			continue
		}
		total++
		br, err := Parse(base)
		if err != nil || !br.HasScheme() {
			continue
		}
		if _, err := Parse(ref); err != nil {
			continue
		}
		if _, err := url.Parse(base); err != nil {
			continue
		}
		if _, err := url.Parse(ref); err != nil {
			continue
		}
		pairs = append(pairs, resolvePair{base, ref, br})
	}
	if len(pairs) == 0 {
		b.Skip("no valid pairs")
	}
	return pairs, total
}

var sinkBytes []byte

// BenchmarkResolve resolves every (base, reference) pair of
// relative_urls_cc_10k.csv (one op is the whole file; ns/pair is the figure
// to compare): with AppendResolve, parsing both for each pair; with
// AppendResolveRef, the bases parsed once beforehand and each reference
// parsed per pair; and with net/url as the baseline (url.Parse of both,
// ResolveReference, String). Compare them with
//
//	benchstat -col /resolver bench.txt
func BenchmarkResolve(b *testing.B) {
	pairs, total := loadResolvePairs(b)
	var n int64
	for _, p := range pairs {
		n += int64(len(p.base) + len(p.ref))
	}
	b.Logf("%d of %d pairs valid for both parsers", len(pairs), total)
	perPair := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(pairs)), "ns/pair")
	}
	dst := make([]byte, 0, 4096)

	b.Run("data=relative_urls/resolver=uriscan", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for i := range pairs {
				var err error
				if dst, err = AppendResolve(dst[:0], pairs[i].base, pairs[i].ref, ResolveStrict); err != nil {
					b.Fatal(err)
				}
			}
		}
		perPair(b)
		sinkBytes = dst
	})
	b.Run("data=relative_urls/resolver=uriscan-base-once", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for i := range pairs {
				p := &pairs[i]
				r, _ := Parse(p.ref)
				var err error
				if dst, err = AppendResolveRef(dst[:0], p.base, p.b, p.ref, r, ResolveStrict); err != nil {
					b.Fatal(err)
				}
			}
		}
		perPair(b)
		sinkBytes = dst
	})
	// Both parsed beforehand: the cost of resolution and recomposition
	// alone.
	refs := make([]Ref, len(pairs))
	for i, p := range pairs {
		refs[i], _ = Parse(p.ref)
	}
	b.Run("data=relative_urls/resolver=uriscan-both-parsed", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for i := range pairs {
				p := &pairs[i]
				var err error
				if dst, err = AppendResolveRef(dst[:0], p.base, p.b, p.ref, refs[i], ResolveStrict); err != nil {
					b.Fatal(err)
				}
			}
		}
		perPair(b)
		sinkBytes = dst
	})
	b.Run("data=relative_urls/resolver=net-url", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		var sink string
		for b.Loop() {
			for i := range pairs {
				bu, err := url.Parse(pairs[i].base)
				if err != nil {
					b.Fatal(err)
				}
				ru, err := url.Parse(pairs[i].ref)
				if err != nil {
					b.Fatal(err)
				}
				sink = bu.ResolveReference(ru).String()
			}
		}
		perPair(b)
		sinkBytes = []byte(sink)
	})
}

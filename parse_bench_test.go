// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

// A benchCorpus is a list of URI references to benchmark on.
type benchCorpus struct {
	Name  string
	URLs  []string
	Bytes int64 // total length of the URLs
}

// sharedDatasets is where the shared URL datasets live, relative to the
// package directory; BENCH_DATA overrides it.
func sharedDatasets() string {
	if d := os.Getenv("BENCH_DATA"); d != "" {
		return d
	}
	return filepath.Join("..", "shared", "datasets")
}

// datasetFiles are the one-URL-per-line files of the shared datasets.
var datasetFiles = []string{"kasztp.txt", "userbait.txt", "node_files.txt", "isaacs_files.txt"}

// benchCorpora returns the shipped corpus (testdata/corpus.txt) and, when
// the shared datasets are present, each of their URL files. A missing
// dataset directory is not an error: those corpora are left out.
func benchCorpora(tb testing.TB) []benchCorpus {
	tb.Helper()
	var out []benchCorpus
	add := func(name, path string, required bool) {
		lines, err := testkit.LoadLines(path)
		if err != nil {
			if required {
				tb.Fatal(err)
			}
			return
		}
		c := benchCorpus{Name: name, URLs: lines}
		for _, l := range lines {
			c.Bytes += int64(len(l))
		}
		out = append(out, c)
	}
	add("corpus", filepath.Join("testdata", "corpus.txt"), true)
	for _, f := range datasetFiles {
		add(strings.TrimSuffix(f, ".txt"), filepath.Join(sharedDatasets(), f), false)
	}
	return out
}

// reportPerURL adds an ns/url metric, the figure that compares across
// corpora of different URL lengths.
func reportPerURL(b *testing.B, urls int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(urls), "ns/url")
}

// BenchmarkParse parses every URL of each corpus and reads the host and
// path, as a router or log processor would, with this package and with
// net/url.Parse (reading the host and the escaped path) as the baseline, in
// the same binary. Compare them with
//
//	benchstat -col /parser bench.txt
func BenchmarkParse(b *testing.B) {
	for _, c := range benchCorpora(b) {
		b.Run("data="+c.Name+"/parser=uriscan", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					r, err := Parse(s)
					if err == nil {
						n += len(r.Host().In(s)) + len(r.Path().In(s))
					}
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/parser=net-url", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					u, err := url.Parse(s)
					if err == nil {
						n += len(u.Host) + len(u.EscapedPath())
					}
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
	}
}

// BenchmarkSplit is BenchmarkParse for the non-validating split.
func BenchmarkSplit(b *testing.B) {
	for _, c := range benchCorpora(b) {
		b.Run("data="+c.Name, func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					r := Split(s)
					n += len(r.Host().In(s)) + len(r.Path().In(s))
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
	}
}

var sinkInt int

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bufio"
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// datasetDir holds the shared URL lists; benchmarks that need them skip
// when it is absent.
const datasetDir = "../shared/datasets"

// loadDatasetLines returns the non-empty lines of a dataset file, without a
// leading UTF-8 BOM, or skips the benchmark when the file is absent.
func loadDatasetLines(b *testing.B, name string) []string {
	data, err := os.ReadFile(filepath.Join(datasetDir, name))
	if err != nil {
		b.Skipf("dataset not available: %v", err)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := strings.TrimSuffix(sc.Text(), "\r"); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

type resolvePair struct {
	base, ref string
	b         Ref
}

// loadResolvePairs returns the (base, relative) pairs of
// relative_urls_cc_10k.csv that both this package and net/url accept, so
// that both sides of the comparison do the same work. The CSV has a header
// and every row one comma: the split is at the first comma.
func loadResolvePairs(b *testing.B) (pairs []resolvePair, total int) {
	lines := loadDatasetLines(b, "relative_urls_cc_10k.csv")
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

// BenchmarkResolve resolves each pair of relative_urls_cc_10k.csv in turn:
// one op is one pair.
func BenchmarkResolve(b *testing.B) {
	pairs, total := loadResolvePairs(b)
	var refBytes int64
	for _, p := range pairs {
		refBytes += int64(len(p.ref))
	}
	avg := refBytes / int64(len(pairs))
	b.Logf("%d of %d pairs valid for both parsers", len(pairs), total)
	dst := make([]byte, 0, 4096)

	b.Run("parse=each", func(b *testing.B) {
		b.SetBytes(avg)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := &pairs[i]
			var err error
			if dst, err = AppendResolve(dst[:0], p.base, p.ref, ResolveStrict); err != nil {
				b.Fatal(err)
			}
			if i++; i == len(pairs) {
				i = 0
			}
		}
	})
	b.Run("parse=base-once", func(b *testing.B) {
		b.SetBytes(avg)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := &pairs[i]
			r, _ := Parse(p.ref)
			var err error
			if dst, err = AppendResolveRef(dst[:0], p.base, p.b, p.ref, r, ResolveStrict); err != nil {
				b.Fatal(err)
			}
			if i++; i == len(pairs) {
				i = 0
			}
		}
	})
	b.Run("parse=net-url", func(b *testing.B) {
		b.SetBytes(avg)
		b.ReportAllocs()
		i := 0
		var sink string
		for b.Loop() {
			p := &pairs[i]
			bu, err := url.Parse(p.base)
			if err != nil {
				b.Fatal(err)
			}
			ru, err := url.Parse(p.ref)
			if err != nil {
				b.Fatal(err)
			}
			sink = bu.ResolveReference(ru).String()
			if i++; i == len(pairs) {
				i = 0
			}
		}
		_ = sink
	})
}

// BenchmarkNormalize normalizes each URL of each dataset file in turn (one
// op is one URL; invalid URLs count, they return an error), and compares
// each with itself and with its successor with Equal.
func BenchmarkNormalize(b *testing.B) {
	for _, name := range []string{"kasztp.txt", "userbait.txt", "node_files.txt", "isaacs_files.txt"} {
		b.Run("file="+strings.TrimSuffix(name, ".txt"), func(b *testing.B) {
			urls := loadDatasetLines(b, name)
			var n int64
			for _, u := range urls {
				n += int64(len(u))
			}
			dst := make([]byte, 0, 1<<16)
			for _, level := range []Level{LevelSyntax, LevelScheme} {
				b.Run("level="+level.String(), func(b *testing.B) {
					b.SetBytes(n / int64(len(urls)))
					b.ReportAllocs()
					i := 0
					for b.Loop() {
						dst, _ = AppendNormalize(dst[:0], urls[i], level)
						if i++; i == len(urls) {
							i = 0
						}
					}
				})
			}
			b.Run("equal=self", func(b *testing.B) {
				b.SetBytes(n / int64(len(urls)))
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					Equal(urls[i], urls[i], LevelScheme)
					if i++; i == len(urls) {
						i = 0
					}
				}
			})
			b.Run("equal=next", func(b *testing.B) {
				b.SetBytes(n / int64(len(urls)))
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					Equal(urls[i], urls[(i+1)%len(urls)], LevelScheme)
					if i++; i == len(urls) {
						i = 0
					}
				}
			})
		})
	}
}

// BenchmarkEscape escapes and unescapes a query value, with net/url's
// QueryEscape and QueryUnescape as the baseline.
func BenchmarkEscape(b *testing.B) {
	const raw = "name=José García & co/ltd?x=1+2 50% off"
	esc := string(AppendEscape(nil, raw, EscapeQueryComponent|PlusSpace))
	dst := make([]byte, 0, 256)
	b.Run("op=escape", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			dst = AppendEscape(dst[:0], raw, EscapeQueryComponent|PlusSpace)
		}
	})
	b.Run("op=escape-net-url", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			_ = url.QueryEscape(raw)
		}
	})
	b.Run("op=unescape", func(b *testing.B) {
		b.SetBytes(int64(len(esc)))
		b.ReportAllocs()
		for b.Loop() {
			dst, _, _ = AppendUnescape(dst[:0], esc, EscapeQueryComponent|PlusSpace)
		}
	})
	b.Run("op=unescape-net-url", func(b *testing.B) {
		b.SetBytes(int64(len(esc)))
		b.ReportAllocs()
		for b.Loop() {
			_, _ = url.QueryUnescape(esc)
		}
	})
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"testing"

	"github.com/uriscan/uri"
	"mvdan.cc/xurls/v2"
)

// BenchmarkLogFile compares xurls Strict with uriscan's extractor on the
// first $SCAN_BENCH_MIB MiB (default 2: xurls does well under 1 MB/s on it) of
// the log named by $SCAN_BENCH_LOG, for instance the access log the scan
// command is benchmarked on:
//
//	go run ../scan/internal/accesslog/genlog -size 256 > /tmp/access.log
//	SCAN_BENCH_LOG=/tmp/access.log go test -run '^$' -bench LogFile -benchtime 2x -count 5
//
// It is skipped when $SCAN_BENCH_LOG is not set.
func BenchmarkLogFile(b *testing.B) {
	path := os.Getenv("SCAN_BENCH_LOG")
	if path == "" {
		b.Skip("SCAN_BENCH_LOG is not set")
	}
	mib := 2
	if s := os.Getenv("SCAN_BENCH_MIB"); s != "" {
		var err error
		if mib, err = strconv.Atoi(s); err != nil {
			b.Fatal(err)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	in, err := io.ReadAll(io.LimitReader(f, int64(mib)<<20))
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	re := xurls.Strict()
	b.Run("xurls", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		n := 0
		for b.Loop() {
			n = len(re.FindAllIndex(in, -1))
		}
		b.ReportMetric(float64(n), "urls")
	})
	b.Run("uriscan/AppendExtract", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		ms, clean := uri.AppendExtract(nil, nil, in, nil)
		for b.Loop() {
			ms, clean = uri.AppendExtract(ms[:0], clean[:0], in, nil)
		}
		b.ReportMetric(float64(len(ms)), "urls")
	})
	b.Run("uriscan/Scanner", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		n := 0
		for b.Loop() {
			s := uri.NewScanner(bytes.NewReader(in), nil)
			for n = 0; s.Scan(); n++ {
			}
		}
		b.ReportMetric(float64(n), "urls")
	})
}

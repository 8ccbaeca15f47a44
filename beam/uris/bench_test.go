// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"os"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// sampleLines returns the lines of the sample access log of the
// repository and their total length.
func sampleLines(b *testing.B) ([]string, int64) {
	data, err := os.ReadFile("../../testdata/sample/access.log")
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	return lines, int64(len(data))
}

// sampleRecords returns the records of the sample log.
func sampleRecords(b *testing.B) ([]Record, int64) {
	lines, n := sampleLines(b)
	var recs []Record
	f := &extractFn{}
	for _, l := range lines {
		f.ProcessElement(l, func(r Record) { recs = append(recs, r) })
	}
	return recs, n
}

// The DoFn bodies over the lines (or the records) of the sample log; the
// bytes are those of the log.

func BenchmarkExtractFn(b *testing.B) {
	lines, n := sampleLines(b)
	f := &extractFn{}
	var count int
	emit := func(Record) { count++ }
	b.SetBytes(n)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			f.ProcessElement(l, emit)
		}
	}
}

func BenchmarkCountFn(b *testing.B) {
	for _, bc := range []struct {
		name string
		by   int
	}{{"hosts", byHost}, {"schemes", byScheme}, {"errors", byError}, {"kinds", byKind}, {"findings", byFinding}} {
		b.Run(bc.name, func(b *testing.B) {
			f := &countFn{By: bc.by}
			f.Setup()
			benchCount(b, f.ProcessElement)
		})
	}
}

func BenchmarkCountNormalizedFn(b *testing.B) {
	for _, base := range []string{"", "https://www.example.com/"} {
		b.Run("base="+base, func(b *testing.B) {
			f := &countNormalizedFn{Level: uri.LevelScheme, Base: base}
			if err := f.Setup(); err != nil {
				b.Fatal(err)
			}
			benchCount(b, f.ProcessElement)
		})
	}
}

// benchCount runs process, the body of a counting DoFn, over the records
// of the sample log.
func benchCount(b *testing.B, process func(Record, func(string, int64))) {
	recs, n := sampleRecords(b)
	emit := func(string, int64) {}
	b.SetBytes(n)
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range recs {
			process(r, emit)
		}
	}
}

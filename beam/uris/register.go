// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"context"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/sdf"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// The DoFns, emitters, iterators and functions of the package, registered
// with Beam in one list, as the shims that starcgen generates hold them:
// a DoFn added to a transform is registered beside the others, and an
// emitter that several DoFns share (Record's, Result's) once.
func init() {
	// Parse, ParseTarget and Extract (parse.go, extract.go).
	register.DoFn2x0[string, func(Record)](&parseFn{})
	register.DoFn3x0[string, string, func(Record)](&parseTargetFn{})
	register.DoFn2x0[string, func(Record)](&extractFn{})
	register.DoFn3x0[string, string, func(Record)](&extractFileFn{})
	register.Emitter1[Record]()

	// Normalize and Resolve (rewrite.go).
	register.DoFn2x0[string, func(Result)](&normalizeFn{})
	register.DoFn2x0[string, func(Result)](&resolveFn{})
	register.Emitter1[Result]()

	// ReadLines (read.go).
	register.DoFn5x1[context.Context, *sdf.LockRTracker, fileio.ReadableFile, func(string, string), func(string, int64), error](&readLinesFn{})
	register.Emitter2[string, string]()

	// The Count transforms and Top (count.go).
	register.DoFn2x0[Record, func(string, int64)](&countFn{})
	register.DoFn2x0[Record, func(string, int64)](&countNormalizedFn{})
	register.Emitter2[string, int64]()
	register.Function2x1(toCount)
	register.Function2x1(lessCount)

	// Summarize (summary.go).
	register.DoFn9x0[[]byte, func(*int) bool, func(*string, *int64) bool, func(*string, *int64) bool,
		func(*string, *int64) bool, func(*[]Count) bool, func(*[]Count) bool, func(*[]Count) bool, func(Summary)](&summaryFn{})
	register.Emitter1[Summary]()
	register.DoFn2x1[Summary, func(*int) bool, Summary](&addSkippedFn{})
	register.Iter1[int]()
	register.Iter2[string, int64]()
	register.Iter1[[]Count]()

	// TopField (top.go): the Counters of the bundles cross the shuffle
	// in topn's encoding.
	beam.RegisterCoder(topCountsType, encodeTopCounts, decodeTopCounts)
	register.DoFn2x0[string, func(topCounts)](&topLinesFn{})
	register.DoFn3x0[string, string, func(topCounts)](&topFileLinesFn{})
	register.Emitter1[topCounts]()
	register.Combiner1[topCounts](&topMergeFn{})
	register.DoFn3x1[[]byte, func(*topCounts) bool, func(TopResult), error](&topResultFn{})
	register.Iter1[topCounts]()
	register.Emitter1[TopResult]()
}

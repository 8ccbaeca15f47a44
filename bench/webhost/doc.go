// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package webhost holds web's answers to ada: its tests check the host
// that package web gives a string against the one that ada, the WHATWG
// URL parser in C++, gives it, through the native ada program of the
// benchmarks (../native, built by cmd/nativepath) and, with -tags goada,
// through goada. It is a package of its own, apart from bench, so that
// fuzzing it compiles few packages with coverage instrumentation.
package webhost

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !uriscan_work

package uri

// countWork says whether the extractor counts the bytes it reads
// (engine.count): only in the build of its linearity tests, tagged
// uriscan_work (extract_work_on.go).
const countWork = false

// count would add to e.work the bytes a step of the engine read: this
// build counts nothing, and the compiler removes the calls.
func (e *engine) count(int) {}

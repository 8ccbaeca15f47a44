// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !uriscan_work

package uri

// countWork says whether the engine counts the bytes of the windows its
// runs read (engine.count, called once, in engine.run): only in the build
// of the Scanner's linearity tests, tagged uriscan_work
// (extract_work_on.go). The rest of the extractor's work, what the
// handlers, the kernels and the parser do with those bytes, is counted in
// instructions, under callgrind, with nothing in the code measured
// (extract_linear_instr_test.go).
const countWork = false

// count would add n to e.work: this build counts nothing, and the
// compiler removes the call.
func (e *engine) count(int) {}

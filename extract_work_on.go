// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package uri

// countWork: this build counts the bytes of the windows the engine's runs
// read, for the Scanner's linearity tests (go test -tags uriscan_work -run
// Linear). Instructions measure the rest (extract_work.go).
const countWork = true

// count adds to e.work n, the bytes of the window a run reads (engine.run,
// its only caller).
func (e *engine) count(n int) { e.work += n }

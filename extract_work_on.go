// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build uriscan_work

package uri

// countWork: this build counts the extractor's work, for its linearity
// tests (go test -tags uriscan_work -run Linear).
const countWork = true

// count adds to e.work n, the bytes a step of the engine read.
func (e *engine) count(n int) { e.work += n }

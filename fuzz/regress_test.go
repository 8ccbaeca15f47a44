// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"testing"

	"github.com/uriscan/uri"
)

// TestErrorOffsetColonThenPercent is the finding of the root target
// FuzzErrorOffset: "0:" fails with ErrScheme at 1 (the ":" that no valid
// relative reference can have in its first segment), but "0:%" fails
// with ErrPercent at 3, because the path is scanned for percent-encoding
// before the first segment was checked for a colon. The offending byte is
// still the ":" at 1, whatever follows it. Fixed in parse.go.
func TestErrorOffsetColonThenPercent(t *testing.T) {
	for _, s := range []string{"0:%", "0:%4", "0:%zz", "a/b:c%"} {
		want := 1
		if s == "a/b:c%" {
			want = 6 // no colon in the first segment: the input ends inside "%"
		}
		code, off := uri.Check(s)
		wantCode := uri.ErrScheme
		if s == "a/b:c%" {
			wantCode = uri.ErrPercent
		}
		if code != wantCode || off != want {
			t.Errorf("Check(%q) = %v, %d; want %v, %d", s, code, off, wantCode, want)
		}
	}
}

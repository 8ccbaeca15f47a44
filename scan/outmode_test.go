// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "testing"

// TestOutModeOf checks that the one output mode of every command keeps
// what -c and -json asked for: counts() is -c, json() is -json, and -json
// alone gives the command's JSON mode.
func TestOutModeOf(t *testing.T) {
	for _, jsonMode := range []outMode{outJSON, outParseJSON, outHostJSON} {
		for _, count := range []bool{false, true} {
			for _, json := range []bool{false, true} {
				m := outModeOf(count, json, jsonMode)
				if m.counts() != count || m.json() != json {
					t.Errorf("outModeOf(%v, %v, %d) = %d: counts() = %v, json() = %v", count, json, jsonMode, m, m.counts(), m.json())
				}
				if json && !count && m != jsonMode {
					t.Errorf("outModeOf(false, true, %d) = %d, want %d", jsonMode, m, jsonMode)
				}
				if !json && !count && m != outText {
					t.Errorf("outModeOf(false, false, %d) = %d, want outText", jsonMode, m)
				}
			}
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import "testing"

// TestURINoAllocs checks that ParseURI and the accessors of a URI allocate
// nothing, valid or not.
func TestURINoAllocs(t *testing.T) {
	for _, s := range []string{"https://u@example.com:8443/a?b#c", "", "../x", "http://a b/"} {
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			u, err := ParseURI(s)
			if err != nil {
				sink++
				return
			}
			sink += len(u.Scheme()) + len(u.Userinfo()) + len(u.Host()) + len(u.Port()) + len(u.Path()) +
				len(u.Query()) + len(u.Fragment()) + len(u.String()) + u.Ref().Len()
			if u.HasAuthority() || u.HasQuery() || u.HasFragment() || u.IsAbsolute() || u.IsZero() || u.Equal(u, LevelSyntax) {
				sink++
			}
		}); allocs != 0 {
			t.Errorf("ParseURI(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

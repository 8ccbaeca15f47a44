// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package impl_test

import (
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/impl"
)

// TestSelect selects every implementation this CPU runs, from another
// package, as the benchmarks of bench/ do, and checks that package uri
// runs it and parses with it; an unknown name changes nothing.
func TestSelect(t *testing.T) {
	prev := uri.Implementation()
	defer impl.Select(prev)
	for _, name := range uri.Implementations() {
		if err := impl.Select(name); err != nil {
			t.Fatalf("Select(%q): %v", name, err)
		}
		if got := uri.Implementation(); got != name {
			t.Errorf("after Select(%q), Implementation() = %q", name, got)
		}
		if src, _ := uri.ImplementationSource(); src != "internal/impl" {
			t.Errorf("after Select(%q), ImplementationSource() = %q, want internal/impl", name, src)
		}
		const s = "https://user@example.com:8080/a/b?q=1#f" + "/padding/past/the/first/block/of/sixty/four/bytes"
		if r, err := uri.Parse(s); err != nil || r.Host().In(s) != "example.com" {
			t.Errorf("%s: Parse(%q) = host %q, %v", name, s, r.Host().In(s), err)
		}
	}
	for _, bad := range []string{"", "auto", "no-such-kernel"} {
		before := uri.Implementation()
		if err := impl.Select(bad); err == nil {
			t.Errorf("Select(%q) succeeded", bad)
		}
		if got := uri.Implementation(); got != before {
			t.Errorf("Select(%q) changed the implementation from %q to %q", bad, before, got)
		}
	}
}

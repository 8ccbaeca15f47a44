// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"slices"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/impl"
)

// defaultImpl is the implementation the root package selected for this CPU
// at start-up: the one users get, and the one ratios are taken against;
// defaultSource says why (auto, or URISCAN_KERNEL), and defaultSourceErr
// what was wrong with URISCAN_KERNEL, if anything.
var (
	defaultImpl                     = uri.Implementation()
	defaultSource, defaultSourceErr = uri.ImplementationSource()
)

// ourImpls lists the kernel implementations this CPU can run, the default
// first (Run takes ratios against the first entry of ours).
func ourImpls() []string {
	impls := []string{defaultImpl}
	for _, name := range uri.Implementations() {
		if !slices.Contains(impls, name) {
			impls = append(impls, name)
		}
	}
	return impls
}

// useImpl selects implementation name for the next measurements.
func useImpl(name string) error { return impl.Select(name) }

// oursName is how ours is reported when run with implementation impl.
func oursName(impl string) string { return "uriscan/" + impl }

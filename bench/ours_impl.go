// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"

	"github.com/uriscan/uri"
)

// ourImpls lists the kernel implementations to run ours with. The root
// package does not yet export a way to choose one, so ours runs once, with
// the implementation it selected for this CPU.
func ourImpls() []string { return []string{uri.Implementation()} }

// useImpl selects implementation name for the next measurements.
func useImpl(name string) error {
	if name != uri.Implementation() {
		return fmt.Errorf("bench: cannot select implementation %q, only %q", name, uri.Implementation())
	}
	return nil
}

// oursName is how ours is reported when run with implementation impl.
func oursName(impl string) string { return "uriscan" }

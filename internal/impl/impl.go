// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package impl chooses the kernel implementation that package uri runs,
// for the tests and benchmarks of the module that compare the
// implementations in one binary, as crypto/internal/impl does for Go's
// cryptography. Package uri registers its selector when it is
// initialized; a program that imports both calls Select. It is internal:
// choosing a kernel while the package runs is not part of uri's API (a
// program pins one at start-up with the environment variable
// URISCAN_KERNEL), and only the module's own packages (the benchmarks of
// bench/, whose import paths lie under github.com/uriscan/uri, among
// them) may import it.
package impl

import "errors"

// selector is the function package uri registers: it makes uri use the
// named implementation.
var selector func(name string) error

// Register records sel as the selector of Select. Package uri calls it
// once, when it is initialized; nothing else should.
func Register(sel func(name string) error) { selector = sel }

// Select makes package uri use the named kernel implementation, one of
// uri.Implementations: Parse, Check, the extractor and every other
// function of the package run its kernels from then on, and
// uri.ImplementationSource reports "internal/impl". It is not safe to
// call concurrently with anything else in package uri, parsing included.
// It returns an error, and changes nothing, when the name is unknown, when
// the CPU lacks what that implementation needs, or when package uri is not
// part of the program.
func Select(name string) error {
	if selector == nil {
		return errors.New("impl: package uri is not initialized")
	}
	return selector(name)
}

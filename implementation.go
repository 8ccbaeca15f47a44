// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// Implementations returns the names of the kernel implementations that can
// run on this CPU, "generic" (portable Go) first, then the assembly ones,
// for example "ssse3", "avx2" and "avx512" on amd64 or "neon" on arm64.
// Builds with -tags purego (or noasm) and gccgo have only "generic". It
// allocates a new slice on each call.
func Implementations() []string { return availableKernels() }

// Implementation returns the name of the kernel implementation that Parse,
// Check, Split and the extractor use: one of Implementations. At start-up
// the package chooses the one it prefers among those the CPU supports
// (the order is measured, see docs/speed.md), unless the environment
// variable URISCAN_KERNEL names one of Implementations; it is read once,
// at start-up, and an empty value or "auto" means the package's choice.
// ImplementationSource says which of these happened. It does not allocate.
func Implementation() string { return active.name }

// ImplementationSource reports why Implementation is what it is: "auto"
// when the package chose it at start-up, "URISCAN_KERNEL" when that
// environment variable named it, and "internal/impl" when a test or a
// benchmark of the module chose it while the program ran.
//
// The error is not nil when URISCAN_KERNEL held at start-up a name other
// than "auto" that is not one of Implementations: unknown, or not
// supported by this CPU. The package then ignored it and chose as for
// "auto"; the error says so and names the implementations available, for
// a program to report (the scan command exits with it). It does not
// allocate.
func ImplementationSource() (source string, err error) {
	return active.source, envErr
}

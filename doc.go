// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uri parses URI references exactly as RFC 3986 defines them,
// without allocating.
//
// # Grammar
//
// Parse accepts a URI-reference (RFC 3986 4.1): a URI
//
//	scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//
// or, when there is no scheme, a relative-ref. It checks the input against
// the whole ABNF of Appendix A: scheme characters, userinfo, IPv4
// dec-octets without leading zeros, the nine IPv6address forms with an
// embedded IPv4 ls32, IPvFuture, reg-name, port = *DIGIT, pct-encoded
// triplets, and the path rules of 3.3 (no ":" in the first segment of a
// relative path). Bytes outside ASCII, controls, space, "<>\^`{|}" and
// RFC 6874 zone identifiers are invalid. Split gives the component
// boundaries of Appendix B without checking anything, for input that must
// be processed even when it is not strictly valid.
//
// # Spans and aliasing
//
// A Ref records where each component starts and ends; it holds no pointer
// and does not retain its input. Its accessors return a Span, which the
// caller applies to the input it parsed:
//
//	r, err := uri.Parse(s)
//	host := r.Host().In(s) // a substring of s: no copy
//
// A component that is present but empty ("http://h?" has an empty query)
// differs from one that is absent ("http://h" has none): HasQuery and its
// kin tell them apart. The host of an IP-literal is given without its
// brackets. Components are raw: nothing is decoded or case-folded.
//
// # After parsing
//
// The functions that take an input and its Ref serve what proxies, routers
// and log processors do next, none of them allocating:
// ParseRequestTarget reads an HTTP request-target by its RFC 9112 form;
// Segments and Params iterate over a path's segments and a query's
// parameters; Addr gives the netip.Addr of an IP host; Inspect reports the
// security findings of RFC 3986 section 7. AppendResolve, AppendRelative
// (its inverse), AppendNormalize, Equal, AppendEscape and AppendUnescape
// write into a caller's buffer. AppendBuild writes a reference from its
// components, AppendSet one with a component replaced, AppendDropParams
// and AppendSetParam a query with parameters removed or set, each keeping
// every other byte. URI is an owned, comparable reference for structs and
// configuration files, with text marshalling.
//
// # Allocation
//
// Parse, Split and Check do not allocate, on valid or invalid input, for a
// string or a []byte, and neither does any method of Ref or Span. An error
// from Parse is an ErrorCode, a small integer that implements error
// without allocating; the offset of the first offending byte is in the
// returned Ref (Ref.ErrorOffset). ParseDetailed returns a *ParseError with
// a readable message instead, and allocates only on failure.
//
// # Speed
//
// With an assembly kernel (SSSE3, AVX2 or AVX-512 on amd64, NEON on
// arm64), one call classifies the first 64 bytes of the input into a
// 64-bit mask per character class, and the parser finds the component
// boundaries with trailing-zero counts on the masks, without a loop over
// the bytes (block.go), and returns the Ref, four machine words, in
// registers; a path, query or fragment that runs on past 64 bytes is
// classified a block at a time, and past 512 bytes scanned on by a
// kernel. Otherwise, and for the shapes the block
// parser leaves alone (IP literals, every error), the parser
// skips over each component with a kernel that finds the first byte
// outside a character class. Both use tables generated from the ABNF
// (table.go, from gen_table.go by go generate), and give the same results.
// The extractor classifies running text a stretch at a time into one bit
// per byte for the bytes that may begin a reference and for those that
// end one (bitmap.go), and jumps from one to the next with trailing-zero
// counts.
//
// The package chooses its kernel implementation once, at start-up, from
// the CPU's features. The environment variable URISCAN_KERNEL pins one
// (a name from Implementations, or "auto"); a name that this CPU cannot
// run is ignored, and ImplementationSource reports it. Builds with -tags
// purego use the portable Go kernels only.
package uri

//go:generate go run gen_table.go

// testdata/corpus.txt, which tests and benchmarks use without the shared
// datasets; .ci/run regenerates it and fails on a difference.
//go:generate go run gen_corpus.go

// The table of error codes in docs/errors.md; .ci/run fails on a difference.
//go:generate go run gen_readme.go -readme docs/errors.md

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uri parses URI references exactly as RFC 3986 defines them,
// without allocating, and does what HTTP proxies, routers and log
// processors do next: resolve, normalize, compare, percent-code, read
// request-targets, Host headers and origins, report the security findings
// of RFC 3986 section 7, and find references in text and logs.
//
// Every function here is strict to the ABNF of RFC 3986 Appendix A (RFC
// 3987 for the IRI functions), gives a precise error (what, and the byte
// at which the input stopped being valid), allocates nothing on valid or
// invalid input where it can write into a buffer of the caller's, and
// never panics, whatever it is handed.
//
// # Parsing
//
// [Parse] accepts a URI-reference (RFC 3986 4.1): a URI
//
//	scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//
// or, when there is no scheme, a relative-ref. It checks the input against
// the whole ABNF of Appendix A: scheme characters, userinfo, IPv4
// dec-octets without leading zeros, the nine IPv6address forms with an
// embedded IPv4 ls32, IPvFuture, reg-name, port = *DIGIT, pct-encoded
// triplets, and the path rules of 3.3 (no ":" in the first segment of a
// relative path). Bytes outside ASCII, controls, space, "<>\^`{|}" and
// RFC 6874 zone identifiers are invalid. Where the RFC leaves a choice,
// the first match wins: "127.0.0.1" is an IPv4 host, "127.1" a reg-name.
//
// [Check] only validates; [Split] gives the component boundaries of
// Appendix B without checking anything, for input that must be processed
// even when it is not valid; [ParseDetailed] returns a [*ParseError] with
// a readable message. Each takes a string or a []byte (a type parameter:
// no conversion, no copy).
//
// # Spans and aliasing
//
// A [Ref] records where each component starts and ends: a comparable value
// of 32-bit offsets and flags, 32 bytes with no pointer, returned in
// registers. It does not retain its input. Its accessors return a [Span],
// which the caller applies to the input it parsed:
//
//	r, err := uri.Parse(s)
//	host := r.Host().In(s) // a substring of s: no copy
//
// A component that is present but empty ("http://h?" has an empty query)
// differs from one that is absent ("http://h" has none): [Ref.HasQuery]
// and its kin tell them apart. The host of an IP-literal is given without
// its brackets. Components are raw: nothing is decoded or case-folded.
// [Ref.HostKind], [Ref.PathKind] and [Ref.PortNumber] classify them.
//
// [URI] is the owned form, for structs and configuration files: it holds
// its text, is comparable with ==, and marshals as text ([ParseURI],
// [MustParseURI], [FromURL]).
//
// # Errors
//
// An error from a parse is an [ErrorCode], a small integer that implements
// error without allocating; [ErrorCode.Name] is a stable name ("host",
// "percent", ...) and [ErrorCodes] lists them all. The offset of the first
// offending byte is in the returned Ref ([Ref.ErrorOffset]): the first
// byte at which the input stops being a prefix of any valid reference.
// Compare with errors.Is(err, ErrPath) or err == ErrPath.
//
// # IRIs
//
// [ParseIRI] reads an IRI reference (RFC 3987), whose userinfo, host,
// path, query and fragment may hold non-ASCII characters in UTF-8, into
// the same Ref with the same error codes; it refuses the bidirectional
// formatting characters of section 4.1 and those Unicode added since.
// [AppendToURI] and [AppendToIRI] map between the two forms.
//
// # Resolution, normalization, percent-coding
//
// [AppendResolve] and [AppendResolveRef] resolve a reference against a
// base (RFC 3986 5.2), [AppendRelative] is their inverse, and
// [AppendRemoveDotSegments] and [AppendRecompose] are 5.2.4 and 5.3.
// [AppendNormalize], [AppendNormalizeRef] and [AppendNormalizePath]
// normalize (6.2.2, and 6.2.3 with [LevelScheme]; [Normalizer] holds
// scheme rules of its own), and [Equal] compares two references as their
// normal forms would compare, without building them. [AppendEscape] and
// [AppendUnescape] percent-code one component at a time ([EscapeMode]).
//
// These functions append to a dst []byte and return it, as
// strconv.AppendInt does: with a dst that has room, nothing allocates, and
// no result aliases the input.
//
// # Requests, hosts and origins
//
// [ParseRequestTarget] reads an HTTP request-target by the form its method
// allows (RFC 9112 3.2: origin, absolute, authority for CONNECT, asterisk
// for OPTIONS). [ParseAuthority] reads an authority alone, and
// [ParseHostHeader] checks a Host header or an HTTP/2 :authority.
// [AppendOrigin] and [SameOrigin] are the origins of RFC 6454. [Addr] gives
// the netip.Addr of an IP host, and [AddrHost] the host of an address.
// [Segments] and [Params] iterate over a path's segments and a query's
// parameters, raw and with their offsets; [LookupParam] finds one by its
// decoded key. None of them allocates.
//
// # Building and editing
//
// [AppendBuild] writes a reference from its components ([Parts], each
// [Raw] or [Decoded]), and [AppendSet] one reference with a component
// replaced or removed, keeping every other byte. [AppendDropParams],
// [AppendDropParamKeys], [AppendSetParam] and [AppendAddParam] edit a
// query, keeping the order and the bytes of the other parameters.
//
// # Security findings
//
// [Inspect] reports, as a [Findings] bit set, what a proxy, a filter or a
// log analyst should look at twice in a valid reference (RFC 3986 section
// 7): a userinfo or a password, a numeric host such as "127.1", encoded
// slashes, dots or controls, double encoding, dot and empty segments, an
// odd port, a host that is encoded, not ASCII or invisible, and an http
// URI without a host. Package [github.com/uriscan/uri/web] adds
// [FindWebHostDiffers]: the host a browser would connect to differs.
//
// # Extraction
//
// [AppendExtract] finds the URI references in a text (RFC 3986 Appendix C:
// quoted, in angle brackets, bare absolute URIs; the request line and
// referer of access logs; the string values of JSON logs, unescaped) and
// parses each; [Scanner] does the same on a stream, with bounded memory.
// [ExtractOptions] selects the format and the JSON keys. The work is
// linear in the input, whatever it holds.
//
// # Allocation
//
// Parse, Split and Check do not allocate, on valid or invalid input, for a
// string or a []byte, and neither does any method of Ref or Span.
// ParseDetailed allocates only on failure. The Append functions allocate
// only to grow dst. Tests hold each of these with testing.AllocsPerRun.
//
// # Speed
//
// With an assembly kernel (SSSE3, AVX2 or AVX-512 on amd64, NEON on
// arm64), one call classifies the first 64 bytes of the input into a
// 64-bit mask per character class, and the parser finds the component
// boundaries with trailing-zero counts on the masks, without a loop over
// the bytes (parse_block.go), and returns the Ref, four machine words, in
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
// (a name from [Implementations], or "auto"); a name that this CPU cannot
// run is ignored, and [ImplementationSource] reports it. Builds with -tags
// purego use the portable Go kernels only.
//
// # More
//
// The pages of docs/ in the repository give each subject at length, with
// the rulings where implementations disagree: errors and rulings
// (https://github.com/uriscan/uri/blob/main/docs/errors.md), resolution
// and normalization (docs/resolution.md), IRIs (docs/iri.md), proxies and
// routers (docs/proxies.md), both hosts (docs/hosts.md), coming from
// net/url (docs/net-url.md), speed (docs/speed.md) and architecture
// (docs/architecture.md). The scan command (github.com/uriscan/uri/scan)
// runs all of this on files and logs.
package uri

//go:generate go run gen_table.go

// testdata/corpus.txt, which tests and benchmarks use without the shared
// datasets; .ci/run regenerates it and fails on a difference.
//go:generate go run gen_corpus.go

// The table of error codes in docs/errors.md; .ci/run fails on a difference.
//go:generate go run gen_readme.go -readme docs/errors.md

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package web tells what a browser would connect to: the host that the
// URL parser of the WHATWG URL Standard (https://url.spec.whatwg.org/),
// which browsers, fetch, Node and ada follow, gives any string, beside
// the strict RFC 3986 reading of package uri.
//
// The two readings differ on strings that filters and proxies meet:
// "http:evil.example" has no RFC 3986 host and the WHATWG host
// evil.example; "http://ex%61mple.com/" and "http://0x7f.1/" have the
// registered names "ex%61mple.com" and "0x7f.1", and the WHATWG hosts
// example.com and 127.0.0.1; "http://evil.example\@good.example/" is
// invalid for RFC 3986 and goes to evil.example in a browser. A filter
// that checks the RFC 3986 host and a client that connects to the WHATWG
// host are the classic server-side request forgery and open redirect.
//
// AppendHost computes the WHATWG host, serialized as the URL API's
// hostname getter serializes it, or the failure of the parser (a
// Failure, named as the standard names its validation errors). Inspect
// adds to uri.Inspect the finding uri.FindWebHostDiffers: the two hosts
// of a valid reference differ.
//
// IDNA (UTS 46 ToASCII, for a host with non-ASCII characters: an ASCII
// one is taken as it is, lowered, as the standard has it since June
// 2026) goes through the module's internal/uts46 with the options that
// the standard's "domain parser" sets: UTS 46 on Unicode 17.0 data,
// whatever the Go toolchain, so that a host is the same on every Go that
// go.mod allows. Nothing allocates when dst has room.
// The standard sets no length limit there (VerifyDnsLength is false),
// and UTS 46 maps a code point to as many as 18, so two limits bound the
// work, each refusing what no browser would connect to, with
// ErrDomainToASCII: a domain with a non-ASCII character of more than
// 16,384 bytes once percent-decoded is refused before it is mapped, as
// ada refuses it; and a label of more than 1,024 code points once mapped,
// whose mapping stops there. ICU, in Chromium and Safari, refuses to
// encode a label of more than 200 code points, and rust-url's idna crate
// one of more than 1,000. The
// answers are tested against ada, the WHATWG URL parser in C++ (bench/,
// and testdata/ada.txt), and differ from its answers only where the
// standard says otherwise: those are listed in docs/hosts.md.
package web

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/uriscan/uri"
)

func TestParse(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	col := beam.Create(s, "http://[::1]/x?", "http://a b", "", "//h:8080")
	passert.Equals(s, Parse(s, col),
		Record{End: 15, Text: "http://[::1]/x?", Scheme: "http", Host: "::1", Path: "/x",
			Defined: defined(uri.ComponentScheme, uri.ComponentHost, uri.ComponentPath, uri.ComponentQuery), HostKind: "ipv6"},
		Record{End: 10, Text: "http://a b", Err: "host", ErrOffset: 8},
		Record{Defined: defined(uri.ComponentPath)}, // the empty reference is valid (RFC 3986 4.4)
		Record{End: 8, Text: "//h:8080", Host: "h", Port: "8080",
			Defined: defined(uri.ComponentHost, uri.ComponentPort, uri.ComponentPath), HostKind: "regname"},
	)
	ptest.RunAndValidate(t, p)
}

func TestParseTarget(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	col := beam.ParDo(s, keyByFile, beam.Create(s, // method \t target
		"GET\t/a?b", "CONNECT\th.example:443", "OPTIONS\t*", "GET\t*", "GET\t/a#b", "get\t/x", "POST\thttp://h/p"))
	passert.Equals(s, ParseTarget(s, col),
		Record{End: 4, Form: "origin", Text: "/a?b", Path: "/a", Query: "b", Defined: defined(uri.ComponentPath, uri.ComponentQuery)},
		Record{End: 13, Form: "authority", Text: "h.example:443", Host: "h.example", Port: "443",
			Defined: defined(uri.ComponentHost, uri.ComponentPort, uri.ComponentPath), HostKind: "regname"},
		Record{End: 1, Form: "asterisk", Text: "*", Path: "*", Defined: defined(uri.ComponentPath)},
		Record{End: 1, Text: "*", Err: "form"},                  // "*" is for OPTIONS only
		Record{End: 4, Text: "/a#b", Err: "form", ErrOffset: 2}, // no fragment in a request-target
		Record{End: 2, Form: "origin", Text: "/x", Path: "/x", Defined: defined(uri.ComponentPath)},
		Record{End: 10, Form: "absolute", Text: "http://h/p", Scheme: "http", Host: "h", Path: "/p",
			Defined: defined(uri.ComponentScheme, uri.ComponentHost, uri.ComponentPath), HostKind: "regname"},
	)
	ptest.RunAndValidate(t, p)
}

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

func TestNormalize(t *testing.T) {
	in := []any{"HTTP://Example.COM:80/a/./%7euser/../b?%41", "http://example.com/", "http://a b", "x/../y"}
	for _, tc := range []struct {
		level uri.Level
		want  []Result
	}{
		{uri.LevelSyntax, []Result{
			{In: in[0].(string), Out: "http://example.com:80/a/b?A"},
			{In: in[1].(string), Out: in[1].(string)},
			{In: in[2].(string), Err: "host", ErrOffset: 8},
			{In: in[3].(string), Out: "x/../y"}, // dot segments of a relative path stay
		}},
		{uri.LevelScheme, []Result{
			{In: in[0].(string), Out: "http://example.com/a/b?A"},
			{In: in[1].(string), Out: in[1].(string)},
			{In: in[2].(string), Err: "host", ErrOffset: 8},
			{In: in[3].(string), Out: "x/../y"},
		}},
	} {
		t.Run(tc.level.String(), func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			passert.EqualsList(s, Normalize(s, beam.Create(s, in...), tc.level), tc.want)
			ptest.RunAndValidate(t, p)
		})
	}
}

func TestResolve(t *testing.T) {
	// RFC 3986 5.4.1, and an invalid reference.
	base := uri.MustParseURI("http://a/b/c/d;p?q")
	p, s := beam.NewPipelineWithRoot()
	col := beam.Create(s, "g:h", "../g", "//g", "?y", "http:g", "g h")
	passert.Equals(s, Resolve(s, col, base, uri.ResolveStrict),
		Result{In: "g:h", Out: "g:h"}, Result{In: "../g", Out: "http://a/b/g"}, Result{In: "//g", Out: "http://g"},
		Result{In: "?y", Out: "http://a/b/c/d;p?y"}, Result{In: "http:g", Out: "http:g"},
		Result{In: "g h", Err: "path", ErrOffset: 1})
	passert.Equals(s, Resolve(s, col, base, uri.ResolveNonStrict), // http:g is g
		Result{In: "g:h", Out: "g:h"}, Result{In: "../g", Out: "http://a/b/g"}, Result{In: "//g", Out: "http://g"},
		Result{In: "?y", Out: "http://a/b/c/d;p?y"}, Result{In: "http:g", Out: "http://a/b/c/g"},
		Result{In: "g h", Err: "path", ErrOffset: 1})
	// A base without a scheme: every valid reference gets the error.
	passert.Equals(s, Resolve(s, beam.Create(s, "g", "g h"), uri.MustParseURI("/rel"), uri.ResolveStrict),
		Result{In: "g", Err: "base"}, Result{In: "g h", Err: "path", ErrOffset: 1})
	ptest.RunAndValidate(t, p)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

func TestMain(m *testing.M) { ptest.Main(m) }

func TestExtractProto(t *testing.T) {
	p, s, col := ptest.Create([]any{`see <http://example.com/a> and "GET /b?c HTTP/1.1" 200`})
	recs := Extract(s, col, nil)
	texts := beam.ParDo(s, func(r Record) string { return r.Text }, recs)
	passert.Equals(s, texts, "http://example.com/a", "/b?c")
	ptest.RunAndValidate(t, p)
}

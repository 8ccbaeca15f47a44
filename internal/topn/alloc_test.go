// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package topn

import (
	"testing"

	"github.com/uriscan/uri"
)

// TestNoAllocs checks that selecting a field and counting a value that
// the Counter holds do not allocate, for valid and invalid references.
func TestNoAllocs(t *testing.T) {
	in := []byte(sample)
	ms, clean := uri.AppendExtract(nil, nil, in, nil)
	for _, f := range []Field{FieldHost, FieldWebHost, FieldPath, FieldScheme, FieldReferer, FieldTarget, FieldFinding, FieldKey} {
		s := Selector{Field: f}
		c := NewCounter(0)
		add := c.Add
		each := func() {
			for i := range ms {
				m := &ms[i]
				s.Each(m, m.Text(in, clean), m.KeyPath(clean), add)
			}
		}
		each() // the values are new once, and the buffer grows
		if n := testing.AllocsPerRun(100, each); n != 0 {
			t.Errorf("%v: %.1f allocations per run", f, n)
		}
	}
}

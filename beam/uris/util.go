// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/typex"
)

// isKV reports whether t is KV<k,v>.
func isKV(t typex.FullType, k, v reflect.Type) bool {
	if !typex.IsKV(t) {
		return false
	}
	c := t.Components()
	return c[0].Type() == k && c[1].Type() == v
}

// checkType panics when col is not a PCollection of t: a pipeline built
// wrongly fails at construction, as Beam's own transforms do.
func checkType(name string, col beam.PCollection, t reflect.Type) {
	if ct := col.Type(); ct.Type() != t {
		panic(fmt.Sprintf("%s: the input is a PCollection<%v>, not of %v", name, ct, t))
	}
}

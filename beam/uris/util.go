// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/typex"
	"github.com/uriscan/uri"
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

// checkKV panics when col is not a PCollection of KV<k,v>, as checkType.
func checkKV(name string, col beam.PCollection, k, v reflect.Type) {
	if t := col.Type(); !isKV(t, k, v) {
		panic(fmt.Sprintf("%s: the input is a PCollection<%v>, not of KV<%v,%v>", name, t, k, v))
	}
}

// errorCode returns the ErrorCode of err, an error from the uri package
// that is nil or an ErrorCode.
func errorCode(err error) uri.ErrorCode {
	if err == nil {
		return 0
	}
	if c, ok := err.(uri.ErrorCode); ok {
		return c
	}
	panic(fmt.Sprintf("uris: unexpected error %T from the uri package: %v", err, err))
}

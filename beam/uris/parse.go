// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/util/reflectx"
	"github.com/uriscan/uri"
)

// Parse parses each element of col, a PCollection<string> of fields that
// hold one URI reference each (a referer, a link), with uri.Parse, and
// returns a PCollection<Record>: one record per element, an invalid one
// included, with its error. The record spans the whole element; its Kind
// and Form are "".
//
// Parse does not allocate for an element: the strings of the record are
// substrings of it.
func Parse(s beam.Scope, col beam.PCollection) beam.PCollection {
	s = s.Scope("uris.Parse")
	checkType("uris.Parse", col, reflectx.String)
	return beam.ParDo(s, &parseFn{}, col)
}

// parseFn parses one reference per element.
type parseFn struct{}

func (*parseFn) ProcessElement(text string, emit func(Record)) {
	ref, err := uri.Parse(text)
	var rec Record
	rec.End = len(text)
	rec.setRef(text, ref, errorCode(err))
	emit(rec)
}

// ParseTarget parses the request-targets of HTTP requests with
// uri.ParseRequestTarget (RFC 9112 3.2): col is a
// PCollection<KV<string,string>> of methods and request-targets, as split
// from the request lines of a log, and the result a PCollection<Record>
// with one record per element, whose Form is the form of the target, or
// whose error says why it is not one ("form" for a form the method does
// not allow, such as "*" with GET). Methods are case-sensitive.
//
// ParseTarget does not allocate for an element.
func ParseTarget(s beam.Scope, col beam.PCollection) beam.PCollection {
	s = s.Scope("uris.ParseTarget")
	checkKV("uris.ParseTarget", col, reflectx.String, reflectx.String)
	return beam.ParDo(s, &parseTargetFn{}, col)
}

// parseTargetFn parses a request-target keyed by its method.
type parseTargetFn struct{}

func (*parseTargetFn) ProcessElement(method, target string, emit func(Record)) {
	ref, form, err := uri.ParseRequestTarget(method, target)
	var rec Record
	rec.End = len(target)
	if err == nil {
		rec.Form = formName(form)
	}
	rec.setRef(target, ref, errorCode(err))
	emit(rec)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/util/reflectx"
	"github.com/uriscan/uri"
)

// A Result is what Normalize or Resolve made of one reference: what scan
// normalize -json and scan resolve -json print for it.
type Result struct {
	// In is the reference as it was given.
	In string
	// Out is the normalized reference, or the target of the resolution;
	// "" when Err is set.
	Out string
	// Err is the name of the error code (uri.ErrorCode.Name) when In is
	// not a valid reference, or "base" when the base of Resolve is not a
	// URI; ErrOffset is the offset in In of the first offending byte.
	Err       string
	ErrOffset int
}

// Normalize normalizes each element of col, a PCollection<string> of URI
// references, at the given level (RFC 3986 6.2.2, and 6.2.3 too at
// uri.LevelScheme) with uri.AppendNormalize, and returns a
// PCollection<Result>: one result per element, an invalid one included.
//
// Normalize allocates for an element only the text of a result that
// differs from the element; an Out equal to In is In itself.
func Normalize(s beam.Scope, col beam.PCollection, level uri.Level) beam.PCollection {
	s = s.Scope("uris.Normalize")
	checkType("uris.Normalize", col, reflectx.String)
	return beam.ParDo(s, &normalizeFn{Level: level}, col)
}

// normalizeFn normalizes one reference per element.
type normalizeFn struct {
	Level uri.Level
	buf   []byte
}

func (f *normalizeFn) ProcessElement(in string, emit func(Result)) {
	rewrite(in, &f.buf, emit, f.normalize)
}

func (f *normalizeFn) normalize(dst []byte, in string, ref uri.Ref) ([]byte, error) {
	return uri.AppendNormalizeRef(dst, in, ref, f.Level)
}

// Resolve resolves each element of col, a PCollection<string> of URI
// references, against base (RFC 3986 5.2) with uri.AppendResolve, in the
// given mode, and returns a PCollection<Result>: one result per element,
// an invalid one included. base must be a URI (it has a scheme); when it
// is not, every result has the error "base".
//
// Resolve allocates for an element only the text of a target that
// differs from the element.
func Resolve(s beam.Scope, col beam.PCollection, base uri.URI, mode uri.ResolveMode) beam.PCollection {
	s = s.Scope("uris.Resolve")
	checkType("uris.Resolve", col, reflectx.String)
	return beam.ParDo(s, &resolveFn{Base: base, Mode: mode}, col)
}

// resolveFn resolves one reference per element against Base.
type resolveFn struct {
	Base uri.URI
	Mode uri.ResolveMode
	buf  []byte
}

func (f *resolveFn) ProcessElement(in string, emit func(Result)) {
	rewrite(in, &f.buf, emit, f.resolve)
}

func (f *resolveFn) resolve(dst []byte, in string, ref uri.Ref) ([]byte, error) {
	return uri.AppendResolveRef(dst, f.Base.String(), f.Base.Ref(), in, ref, f.Mode)
}

// rewrite parses in and emits the Result of appendTo, which appends to
// dst what the valid reference in becomes, in *buf; or, when in is not a
// valid reference or appendTo fails, the Result that says why.
func rewrite(in string, buf *[]byte, emit func(Result), appendTo func(dst []byte, in string, ref uri.Ref) ([]byte, error)) {
	ref, err := uri.Parse(in)
	if err != nil {
		emit(Result{In: in, Err: errorCode(err).Name(), ErrOffset: ref.ErrorOffset()})
		return
	}
	*buf, err = appendTo((*buf)[:0], in, ref)
	if err != nil {
		// The reference is valid: for Resolve, the base is not a URI.
		emit(Result{In: in, Err: errorCode(err).Name()})
		return
	}
	emit(Result{In: in, Out: sameOrString(in, *buf)})
}

// sameOrString returns in when b holds the same bytes, and a copy of b
// otherwise.
func sameOrString(in string, b []byte) string {
	if string(b) == in {
		return in
	}
	return string(b)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"iter"
	"strings"
)

// RFC 3986 3.4 gives the query no inner structure. Most queries are
// "key=value" parameters separated by "&", the form encoding of HTML; this
// file splits a query into them, once for every reader and editor of
// parameters in the package.

// A ParamSep says which bytes separate the parameters of a query. The zero
// value is SepAmp.
type ParamSep uint8

const (
	// SepAmp separates parameters at "&" only, as the WHATWG URL standard
	// and net/url (since Go 1.17) do. It is the zero ParamSep.
	SepAmp ParamSep = iota
	// SepAmpSemicolon separates parameters at "&" and ";", as HTML 4.01
	// (appendix B.2.2) recommended servers to, and net/url did before Go
	// 1.17.
	SepAmpSemicolon
)

var paramSepNames = [...]string{"amp", "amp-semicolon"}

// String returns "amp" or "amp-semicolon", or "ParamSep(N)" for another
// value.
func (s ParamSep) String() string {
	return enumString(s, paramSepNames[:], "ParamSep")
}

// DefaultMaxParams is the number of parameters that Params visits when
// ParamOptions.Max is zero: the limit net/url's ParseQuery applies since Go
// 1.26.
const DefaultMaxParams = 10000

// ParamOptions says how Params splits a query. The zero value splits at
// "&" only and visits at most DefaultMaxParams parameters.
type ParamOptions struct {
	// Sep says which bytes separate parameters.
	Sep ParamSep
	// Max is the number of parameters Params visits before it reports
	// ErrTooManyParams: DefaultMaxParams when zero, no limit when negative.
	// A hostile query can hold hundreds of thousands of parameters; Params
	// itself costs nothing for each, but what a caller keeps of them may.
	Max int
}

// limit returns the number of parameters Params visits, or a negative
// number for no limit.
func (o ParamOptions) limit() int {
	if o.Max == 0 {
		return DefaultMaxParams
	}
	return o.Max
}

// ErrTooManyParams is the error Params yields, after ParamOptions.Max
// parameters, for a query that holds more.
var ErrTooManyParams = errors.New("uri: more query parameters than the limit")

// A Param is one parameter of a query: the text between two separators,
// split at its first "=". Key and Value are raw (still percent-encoded, "+"
// not decoded) and alias the query; decode them with AppendUnescape, in
// mode EscapeQueryComponent|PlusSpace for HTML form data. For a []byte
// query they are sub-slices whose capacity runs on into the query: append
// to a copy, not to them.
type Param[T ~string | ~[]byte] struct {
	// Key is the text before the first "=", or the whole parameter.
	Key T
	// Value is the text after the first "=", empty when there is none.
	Value T
	// HasValue reports whether the parameter holds "=": "k=" has an empty
	// value, "k" has none.
	HasValue bool
	// Start is the offset of the parameter (of its key) in the query.
	Start int
}

// End returns the offset in the query just past the parameter: where its
// separator is, or the end of the query.
func (p Param[T]) End() int {
	n := p.Start + len(p.Key)
	if p.HasValue {
		n += 1 + len(p.Value)
	}
	return n
}

// Params returns an iterator over the parameters of query (the text after
// "?", without it, such as Ref.Query gives), in order, each with a nil
// error. Every text between two separators is a parameter, an empty one
// included ("a&&b" has three, the second with an empty key and no value),
// so that the parameters and their separators give back the query byte
// for byte; an empty query has none. Nothing is decoded: "%26" is not a
// separator and "%3D" does not split a key from its value.
//
// After opts.Max parameters, if the query holds more, the iterator yields
// one last zero Param with ErrTooManyParams.
//
// Params does not allocate, and its results alias query.
func Params[T ~string | ~[]byte](query T, opts ParamOptions) iter.Seq2[Param[T], error] {
	return func(yield func(Param[T], error) bool) {
		s := asString(query)
		limit := opts.limit()
		for start, n := 0, 0; start < len(s) || start == len(s) && n > 0; n++ {
			if n == limit {
				yield(Param[T]{}, ErrTooManyParams)
				return
			}
			end := start + paramEnd(s[start:], opts.Sep)
			p := Param[T]{Key: query[start:end], Start: start}
			if eq := strings.IndexByte(s[start:end], '='); eq >= 0 {
				p.Key, p.Value, p.HasValue = query[start:start+eq], query[start+eq+1:end], true
			}
			if !yield(p, nil) || end == len(s) {
				return
			}
			start = end + 1
		}
	}
}

// paramEnd returns the length of the first parameter of s: the index of
// its first separator, or len(s).
func paramEnd(s string, sep ParamSep) int {
	if sep == SepAmpSemicolon {
		if i := strings.IndexAny(s, "&;"); i >= 0 {
			return i
		}
		return len(s)
	}
	if i := strings.IndexByte(s, '&'); i >= 0 {
		return i
	}
	return len(s)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// Decoded views: the segments of a path and the parameters of a query,
// percent-decoded into one buffer of the caller's. Boost.URL and ada hand
// out views that decode as they are read; in Go, where a []byte grows by
// moving, a decoded value is named by its offsets in the buffer (a Span),
// which stay right when a later append moves the buffer. The caller reads
// the values once every append is done, with Span.Bytes(buf) or
// Span.In(string(buf)), and never has to size the buffer first.

// AppendDecodedSegment appends to dst the segment seg (one segment of a
// path, as Segments yields it) with every percent-encoded triplet decoded,
// "%2F" to the "/" that the segment holds, and returns the extended buffer
// and the span of the decoded segment in it. The span stays right when a
// later append moves the buffer: read it with v.Bytes(out) once the
// appends are done.
//
// A "%" not followed by two hexadecimal digits is ErrPercent, as
// AppendUnescape reports it; dst is then returned unchanged and the span
// is empty, at len(dst). Control characters are decoded as any byte: use
// AppendUnescape with RejectControl to refuse them.
//
// AppendDecodedSegment does not allocate when dst has room for len(seg)
// bytes more, and the result does not alias seg.
func AppendDecodedSegment[T ~string | ~[]byte](dst []byte, seg T) (out []byte, v Span, err error) {
	start := len(dst)
	out, _, err = AppendUnescape(dst, seg, EscapePathSegment)
	if err != nil {
		return dst[:start], Span{start, start}, err
	}
	return out, Span{start, len(out)}, nil
}

// AppendDecodedSegments appends to dst every segment of path (those of
// Segments, the empty ones included), each decoded as AppendDecodedSegment
// decodes it, and to segs the span of each in the extended buffer, in
// order. It returns both extended slices: "/a%2Fb/c%20d" appends
// "a/bc d" to dst and two spans to segs, whose texts are "a/b" and "c d".
// The spans stay right when the buffer moves, so dst needs no room
// beforehand.
//
// On failure (ErrPercent), offset is the offset in path of the offending
// byte, and dst and segs hold the segments decoded before the one at
// fault; on success offset is -1.
//
// AppendDecodedSegments reads path once. It does not allocate when dst
// has room for len(path) bytes more and segs for one span per segment,
// and the result does not alias path.
func AppendDecodedSegments[T ~string | ~[]byte](dst []byte, segs []Span, path T) (out []byte, spans []Span, offset int, err error) {
	for seg := range Segments(asString(path)) {
		start := len(dst)
		var off int
		if dst, off, err = AppendUnescape(dst, seg.Text, EscapePathSegment); err != nil {
			return dst[:start], segs, seg.Start + off, err
		}
		segs = append(segs, Span{start, len(dst)})
	}
	return dst, segs, -1, nil
}

// A DecodedParam is a parameter of a query decoded into a buffer by
// AppendDecodedParams: Key and Value are spans of that buffer, which read
// the decoded key and value (Key.Bytes(buf)).
type DecodedParam struct {
	// Key is the span of the decoded key.
	Key Span
	// Value is the span of the decoded value, empty when there is none.
	Value Span
	// HasValue reports whether the parameter holds "=": "k=" has an empty
	// value, "k" has none.
	HasValue bool
}

// AppendDecodedParams appends to dst the key and the value of every
// parameter of query (those of Params with opts, in order), each decoded
// by AppendUnescape in mode (EscapeQueryComponent|PlusSpace for HTML form
// data, where "+" is a space), and to params a DecodedParam with their
// spans in the extended buffer. It returns both extended slices. The spans
// stay right when the buffer moves, so dst needs no room beforehand:
// "a=1&b=x%20y" appends "a1bx y" to dst and two DecodedParams, which read
// "a", "1" and "b", "x y".
//
// After opts.Max parameters, if the query holds more, the error is
// ErrTooManyParams and offset is the offset in query of the first
// parameter left out. A "%" not followed by two hexadecimal digits is
// ErrPercent, and with RejectControl a control character is ErrControl,
// with offset the offset in query of the offending byte (as AppendUnescape
// reports it). On failure dst and params hold the parameters decoded
// before the one at fault; on success offset is -1.
//
// AppendDecodedParams reads query once. It does not allocate when dst has
// room for len(query) bytes more and params for one DecodedParam per
// parameter, and the result does not alias query.
func AppendDecodedParams[T ~string | ~[]byte](dst []byte, params []DecodedParam, query T, opts ParamOptions, mode EscapeMode) (out []byte, ps []DecodedParam, offset int, err error) {
	q := asString(query)
	next := 0 // where the next parameter begins, for ErrTooManyParams
	for p, perr := range Params(q, opts) {
		if perr != nil {
			return dst, params, next, perr
		}
		start := len(dst)
		var d DecodedParam
		var off int
		if dst, off, err = AppendUnescape(dst, p.Key, mode); err != nil {
			return dst[:start], params, p.Start + off, err
		}
		d.Key = Span{start, len(dst)}
		d.Value = Span{len(dst), len(dst)}
		if p.HasValue {
			d.HasValue = true
			if dst, off, err = AppendUnescape(dst, p.Value, mode); err != nil {
				return dst[:start], params, p.Start + len(p.Key) + 1 + off, err
			}
			d.Value.End = len(dst)
		}
		params = append(params, d)
		next = p.End() + 1
	}
	return dst, params, -1, nil
}

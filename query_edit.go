// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// AppendDropParams appends to dst the query without the parameters for
// which drop returns true, and returns the extended buffer. The
// parameters are those of Params with opts, in order; every kept one is
// written byte for byte as it was, with the separator that came before it
// in query (none before the first written). drop sees each parameter raw:
// decode its key with AppendUnescape to compare decoded names, or test a
// prefix for names such as "utm_source".
//
// The error is the one Params yields, ErrTooManyParams, with dst
// unchanged. AppendDropParams does not allocate when dst has room for the
// result (and drop does not).
func AppendDropParams[T ~string | ~[]byte](dst []byte, query T, opts ParamOptions, drop func(Param[T]) bool) ([]byte, error) {
	start, q := len(dst), asString(query)
	wrote := false
	for p, err := range Params(query, opts) {
		if err != nil {
			return dst[:start], err
		}
		if drop(p) {
			continue
		}
		if wrote {
			dst = append(dst, q[p.Start-1])
		}
		wrote = true
		dst = append(dst, q[p.Start:p.End()]...)
	}
	return dst, nil
}

// AppendSetParam appends to dst the query with the parameter key set to
// value: the first parameter whose raw key is key gets "key=value" in its
// place, the later ones with that key are dropped, and with none, "key=value"
// is added at the end after "&" (or as the whole query, for an empty one).
// Every other parameter is kept byte for byte, as AppendDropParams keeps
// them.
//
// key and value are raw: percent-encoded as a query allows, without a
// separator ("&", and ";" with SepAmpSemicolon), and key without "=";
// escape decoded text with AppendEscape in mode EscapeQueryComponent
// first. Anything else is ErrQuery, with the offset in key, or in value
// after len(key)+1 (as if in "key=value"). On error dst is returned
// unchanged. AppendSetParam does not allocate when dst has room for the
// result.
func AppendSetParam[T ~string | ~[]byte](dst []byte, query T, opts ParamOptions, key, value string) (out []byte, offset int, err error) {
	if off, err := checkParam(key, value, opts.Sep); err != nil {
		return dst, off, err
	}
	start, q := len(dst), asString(query)
	set, wrote := false, false
	for p, err := range Params(query, opts) {
		if err != nil {
			return dst[:start], 0, err
		}
		isKey := asString(p.Key) == key
		if isKey && set {
			continue
		}
		if wrote {
			dst = append(dst, q[p.Start-1])
		}
		wrote = true
		if isKey {
			dst = appendParam(dst, key, value)
			set = true
			continue
		}
		dst = append(dst, q[p.Start:p.End()]...)
	}
	if !set {
		if len(q) > 0 {
			dst = append(dst, '&')
		}
		dst = appendParam(dst, key, value)
	}
	return dst, 0, nil
}

// AppendAddParam appends to dst the query with "key=value" added at the
// end, after "&" (or as the whole query, for an empty one), whatever
// parameters query holds already: another value of a key, as
// url.Values.Add gives. query is copied byte for byte. key and value are
// raw and checked as AppendSetParam checks them, with the same errors and
// offsets; on error dst is returned unchanged. AppendAddParam does not
// allocate when dst has room for the result.
func AppendAddParam[T ~string | ~[]byte](dst []byte, query T, opts ParamOptions, key, value string) (out []byte, offset int, err error) {
	if off, err := checkParam(key, value, opts.Sep); err != nil {
		return dst, off, err
	}
	dst = append(dst, query...)
	if len(query) > 0 {
		dst = append(dst, '&')
	}
	return appendParam(dst, key, value), 0, nil
}

// appendParam appends "key=value".
func appendParam(dst []byte, key, value string) []byte {
	dst = append(dst, key...)
	dst = append(dst, '=')
	return append(dst, value...)
}

// checkParam checks the raw key and value of a parameter to be written,
// and returns ErrQuery with the offset of the first wrong byte in
// "key=value".
func checkParam(key, value string, sep ParamSep) (int, error) {
	if off, ok := checkParamText(key, sep, true); !ok {
		return off, ErrQuery
	}
	if off, ok := checkParamText(value, sep, false); !ok {
		return len(key) + 1 + off, ErrQuery
	}
	return 0, nil
}

// checkParamText reports whether s can be written raw as a key (isKey) or
// a value of a query parameter, or the offset of its first wrong byte.
func checkParamText(s string, sep ParamSep, isKey bool) (int, bool) {
	end, ok := scanPct(s, 0, classQuery)
	if !ok || end < len(s) {
		return end, false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '&' || c == ';' && sep == SepAmpSemicolon || c == '=' && isKey {
			return i, false
		}
	}
	return 0, true
}

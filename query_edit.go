// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strings"

// AppendDropParams appends to dst the query without the parameters for
// which drop returns true, and returns the extended buffer. The
// parameters are those of Params with opts, in order; every kept one is
// written byte for byte as it was, with the separator that came before it
// in query (none before the first written). drop sees each parameter raw;
// AppendDropParamKeys drops by decoded key, with patterns such as "utm_*".
//
// The error is the one Params yields, ErrTooManyParams, with dst
// unchanged. AppendDropParams does not allocate when dst has room for the
// result and drop does not, but for one cost of the callback: query is
// handed to drop, a function the compiler cannot see into, so it escapes
// to the heap. A query the caller holds on its stack (a slice of a local
// array, or a string converted from one) is moved to the heap, one
// allocation for each call (TestDropParamsCallbackCost measures it); a
// query on the heap already, as a request's usually is, costs nothing, and
// neither does dst, which does not escape. AppendDropParamKeys, which
// drops by decoded key with patterns, has no callback and no such cost.
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

// AppendDropParamKeys appends to dst the query without the parameters
// whose decoded key matches one of patterns, and returns the extended
// buffer. A key is decoded as HTML form data, as net/url's ParseQuery
// decodes it: its percent-encodings decoded, "+" read as a space (a "%"
// that begins no pct-encoded triplet is read as itself). So "utm_%2F" is
// "utm_/" and "%75tm_source" is "utm_source". A pattern is a decoded key
// in which "*" matches any run of bytes, "/" and "*" included: "page"
// matches that key only (keys are case-sensitive), "utm_*" every key that
// begins with "utm_", "*_id" every key that ends with "_id", "*" every
// key. The parameters are those of Params with opts, in order; every kept
// one is written byte for byte as it was, with the separator that came
// before it in query (none before the first written), as AppendDropParams
// writes them: when none is dropped, the result is query, an empty query
// included.
//
// The error is the one Params yields, ErrTooManyParams, with dst
// unchanged. Each key is read once for each pattern, or more for a pattern
// with more than one "*" (at most once for each byte of the pattern, and
// once more). AppendDropParamKeys does not allocate when dst has room for
// the result, and its arguments do not escape (TestEditParamsNoAllocs).
func AppendDropParamKeys[T ~string | ~[]byte](dst []byte, query T, opts ParamOptions, patterns ...string) ([]byte, error) {
	n, q := len(dst), asString(query)
	wrote := false
	// The loop of Params, written out: a range over Params calls a
	// closure, which moves a caller's query to the heap.
	limit := opts.limit()
	for start, k := 0, 0; start < len(q) || start == len(q) && k > 0; k++ {
		if k == limit {
			return dst[:n], ErrTooManyParams
		}
		end := start + paramEnd(q[start:], opts.Sep)
		key := q[start:end]
		if eq := strings.IndexByte(key, '='); eq >= 0 {
			key = key[:eq]
		}
		if !keyMatches(patterns, key) {
			if wrote {
				dst = append(dst, q[start-1])
			}
			wrote = true
			dst = append(dst, q[start:end]...)
		}
		if end == len(q) {
			break
		}
		start = end + 1
	}
	return dst, nil
}

// keyMatches reports whether the raw key k, decoded as form data
// (formByte), matches one of patterns (AppendDropParamKeys).
func keyMatches(patterns []string, k string) bool {
	plain := strings.IndexByte(k, '%') < 0 && strings.IndexByte(k, '+') < 0
	for _, p := range patterns {
		if strings.IndexByte(p, '*') < 0 {
			if plain {
				if p == k {
					return true
				}
				continue
			}
		}
		if globMatch(p, k) {
			return true
		}
	}
	return false
}

// globMatch reports whether the raw key k, decoded as form data, matches
// the pattern p, in which "*" matches any run of bytes.
func globMatch(p, k string) bool {
	ok, _ := globSteps(p, k)
	return ok
}

// globSteps is globMatch, which also returns the number of bytes of k it
// read, for TestGlobLinear. It is the greedy match of wildcards with a
// return to the last "*": each "*" takes as few bytes as it can, and one
// more each time what follows fails, so that each byte of k is read at
// most once for each byte of p, and once more.
func globSteps(p, k string) (ok bool, steps int) {
	i, j := 0, 0          // in p, and in k
	star, resume := -1, 0 // after the last "*" of p, and where in k it goes on
	for j < len(k) {
		steps++
		c, n := formByte(k, j)
		switch {
		case i < len(p) && p[i] == '*':
			star, resume = i+1, j
			i++
		case i < len(p) && p[i] == c:
			i++
			j += n
		case star >= 0:
			// The last "*" takes one more byte of k.
			_, n = formByte(k, resume)
			resume += n
			i, j = star, resume
		default:
			return false, steps
		}
	}
	for i < len(p) && p[i] == '*' {
		i++
	}
	return i == len(p), steps
}

// formByte returns the byte of k at j decoded as form data, and how many
// bytes of k it takes: a pct-encoded triplet is the byte it encodes, "+"
// a space, any other byte itself.
func formByte(k string, j int) (byte, int) {
	switch c := k[j]; {
	case c == '+':
		return ' ', 1
	case c == '%' && j+2 < len(k) && classTable[k[j+1]]&classTable[k[j+2]]&(1<<classHEXDIG) != 0:
		return pctByte(k, j), 3
	default:
		return c, 1
	}
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

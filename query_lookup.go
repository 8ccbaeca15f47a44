// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strings"

// LookupParam returns the first parameter of query whose decoded key is
// key, and true; or the zero Param and false when there is none. The key
// of each parameter is decoded as HTML form data, as net/url's ParseQuery
// decodes it (and as AppendDropParamKeys matches it): its percent-encodings
// decoded, "+" read as a space, a "%" that begins no pct-encoded triplet
// read as itself. So "?%70age=7&page=8" has "7" for "page", as
// url.Values.Get finds it, and "a+b=1" is found by "a b". key is compared
// byte for byte, case included.
//
// The parameters are those of Params with opts.Sep, in order; the Param
// returned is raw, as Params yields it (decode its Value with
// AppendUnescape, in mode EscapeQueryComponent|PlusSpace for form data).
// Unlike Params, LookupParam reads every parameter whatever opts.Max,
// which bounds what a caller keeps: it keeps nothing, and a limit would
// hide a parameter that a server reading all of them finds.
//
// LookupParam is linear in the length of query (it reads each byte at most
// three times), does not allocate, and its result aliases query.
func LookupParam[T ~string | ~[]byte](query T, opts ParamOptions, key string) (Param[T], bool) {
	start, eq, end, _ := lookupParam(asString(query), opts.Sep, key)
	if start < 0 {
		return Param[T]{}, false
	}
	if eq < 0 {
		return Param[T]{Key: query[start:end], Start: start}, true
	}
	return Param[T]{Key: query[start:eq], Value: query[eq+1 : end], HasValue: true, Start: start}, true
}

// lookupParam returns the offsets in q of the first parameter whose key,
// decoded as form data, is key: its start, its "=" (-1 for none) and its
// end; start is -1 when there is none. steps is the number of bytes it
// read, for TestLookupParamLinear: each parameter is delimited once, from
// its start, and its key compared once.
func lookupParam(q string, sep ParamSep, key string) (start, eq, end, steps int) {
	for start = 0; ; start = end + 1 {
		end = start + paramEnd(q[start:], sep)
		k := q[start:end]
		steps += len(k) + 1
		eq = strings.IndexByte(k, '=')
		if eq >= 0 {
			k = k[:eq]
			eq += start
		}
		steps += len(k) + 1
		ok, n := formKeyEqual(k, key)
		steps += n
		if ok && (end > start || len(q) > 0) {
			return start, eq, end, steps
		}
		if end == len(q) {
			return -1, -1, -1, steps
		}
	}
}

// formKeyEqual reports whether the raw key k, decoded as form data
// (formByte), is key; n is the number of bytes of k it read.
func formKeyEqual(k, key string) (equal bool, n int) {
	if len(k) < len(key) {
		return false, 0 // decoding never lengthens a key
	}
	j := 0
	for n < len(k) {
		c, size := k[n], 1
		if c == '%' || c == '+' {
			c, size = formByte(k, n)
		}
		if j == len(key) || c != key[j] {
			return false, n
		}
		n += size
		j++
	}
	return j == len(key), n
}

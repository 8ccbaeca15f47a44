// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// AppendNormalizePath appends to dst the syntax-based normal form (RFC
// 3986 6.2.2) of path, a path alone, and returns the extended buffer: the
// hexadecimal digits of every percent-encoding in upper case, the
// percent-encodings of unreserved characters decoded, then, in a path that
// begins with "/", the dot segments removed (5.2.4, after the decoding,
// so "%2E%2E" is a ".." segment). So "/a/./b/../%7e" is "/a/~". It is
// what AppendNormalize does to the path of a reference, as Boost.URL's
// normalize_path does to a path, for a router or a cache that holds a path
// apart from its URI, such as the path of an origin-form request-target.
//
// A path that does not begin with "/" keeps its dot segments, as
// AppendNormalize keeps those of a relative reference: "../a" and "a" name
// different resources, whatever the base they are resolved against. And
// no "/." guard is written: "/.//a" is "//a", which AppendNormalize writes
// "/.//a" after a scheme without an authority, lest it be read back as an
// authority. level is that of AppendNormalize; the scheme-based rules need
// a scheme and an authority, so both levels give the same path.
//
// path must be a path of RFC 3986 (3.3): pchar and "/", so "?", "#" and
// the bytes no URI holds are ErrPath, and a "%" that does not begin a
// pct-encoded triplet ErrPercent; dst is then returned unchanged.
// AppendNormalizePath does not allocate when dst has room for path (the
// result is never longer), and the result does not alias path.
func AppendNormalizePath[T ~string | ~[]byte](dst []byte, path T, level Level) ([]byte, error) {
	p := asString(path)
	if end, ok := scanPct(p, 0, classPath); !ok {
		return dst, ErrPercent
	} else if end < len(p) {
		return dst, ErrPath
	}
	n := len(dst)
	dst = appendPctNormalized(dst, p, false)
	if p != "" && p[0] == '/' {
		dst = dst[:n+removeDotSegments(dst[n:])]
	}
	return dst, nil
}

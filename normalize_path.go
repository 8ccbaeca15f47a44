// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

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
	return appendPathNormal(dst, p, p != "" && p[0] == '/'), nil
}

// appendPathNormal appends to dst the path p with its triplets normalized
// (appendPctNormalized) and, with dots, its dot segments removed (RFC 3986
// 5.2.4, after the decoding, so "%2E%2E" is a ".." segment), in one pass:
// each segment is written once, decoded, eight bytes at a time where it
// holds no "/" and no "%", and a "." or ".." among them is taken back out
// at once, with the segment before it for "..". The output buffer of
// 5.2.4 is dst from its length on, and is never longer than p. A ".."
// looks back over the one segment it removes, so the work is linear in p.
// appendNormalizedSlow, which decodes the path and then removes its dot
// segments (removeDotSegments), is the reference it is tested against
// (TestAppendPathNormal, FuzzAppendPathNormal). It allocates only when
// dst has no room for p.
func appendPathNormal(dst []byte, p string, dots bool) []byte {
	if !dots {
		return appendPctNormalized(dst, p, false)
	}
	base := len(dst)
	dst = slices.Grow(dst, len(p))
	out := dst[:base+len(p)]
	// w is where the output ends, i where the input starts: w-base <= i.
	w, i := base, 0
	// lead is true while the next segment has no "/" before it: at the
	// start of a path that does not begin with "/", and after a leading
	// "." or ".." segment, which rule A removes with the "/" after it.
	lead := p == "" || p[0] != '/'
	for i < len(p) {
		if !lead {
			out[w] = '/'
			w, i = w+1, i+1
		}
		seg := w
		for i < len(p) {
			for i+8 <= len(p) {
				// The word is written whole, and the output moves on by
				// its bytes before the first "/" or "%" (w+8 <= base+len(p)).
				x := load64(p, i)
				binary.LittleEndian.PutUint64(out[w:w+8], x)
				if stop := eqBytes(x, ones*'/') | eqBytes(x, ones*'%'); stop != 0 {
					k := bits.TrailingZeros64(stop) >> 3
					w, i = w+k, i+k
					break
				}
				w, i = w+8, i+8
			}
			if i == len(p) || p[i] == '/' {
				break
			}
			if _, ok := checkPct(p, i); ok && p[i] == '%' {
				w, i = putPctTriplet(out, w, p, i, false), i+3
				continue
			}
			out[w] = p[i] // a "%" that begins no triplet (Split) is kept
			w, i = w+1, i+1
		}
		var d int // 1 for a "." segment, 2 for "..", else 0
		switch {
		case w-seg == 1 && out[seg] == '.':
			d = 1
		case w-seg == 2 && out[seg] == '.' && out[seg+1] == '.':
			d = 2
		}
		switch {
		case d == 0:
			lead = false
		case lead:
			// Rules A and D: the segment goes with the "/" after it,
			// and the next segment leads in its turn.
			w, i = seg, i+1
		default:
			// Rules B and C: "/." and "/.." go; ".." takes the last
			// segment of the output with it; at the end, "/" is left.
			w = seg - 1
			if d == 2 {
				w = base + max(lastIndexSlash(asString(out[base:w])), 0)
			}
			if i == len(p) {
				out[w] = '/'
				w++
			}
		}
	}
	return out[:w]
}

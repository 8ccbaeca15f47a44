// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math"
	"strings"
)

// AppendRelative appends to dst the shortest reference that resolves
// against base to target (the inverse of AppendResolve, in strict mode),
// and returns the extended buffer: "../c/d?q" from "http://a/b/x/y" to
// "http://a/b/c/d?q". Both must be URIs, with a scheme.
//
// A target with another scheme or another authority (compared byte for
// byte, case included, since the result must resolve to target exactly)
// is written as it is. Otherwise the reference is the
// fragment alone, the query, a relative path ("../" for each directory of
// base that target leaves, then the rest of target's path, with "./" in
// front where its first segment would hold a ":" or be empty) or the
// absolute path, whichever is shortest, with target's query and fragment.
// Property, tested and fuzzed: AppendResolve of the result against base,
// strict, gives back target byte for byte.
//
// Resolution removes dot segments from every path it builds, so a target
// whose path holds a "." or ".." segment is the result of no reference
// unless base has the same path; for such a target the error is ErrTarget,
// as for a target without a scheme. If base is not a URI the error is
// ErrBase, if target does not parse, its ErrorCode. On error dst is
// returned unchanged.
//
// AppendRelative does not allocate when dst has room for the result, which
// is never longer than target plus three bytes per segment of base's path.
// The result does not alias base or target.
func AppendRelative[B, T ~string | ~[]byte](dst []byte, base B, target T) ([]byte, error) {
	bs, ts := asString(base), asString(target)
	b, code := parse(bs)
	if code != 0 || !b.HasScheme() {
		return dst, ErrBase
	}
	t, code := parse(ts)
	if code != 0 {
		return dst, code
	}
	if !t.HasScheme() {
		return dst, ErrTarget
	}
	bp, tp := b.Path().In(bs), t.Path().In(ts)
	tail := ts[t.Path().End:] // "?query#fragment", either part optional

	if b.Scheme().In(bs) != t.Scheme().In(ts) ||
		b.HasAuthority() != t.HasAuthority() || b.Authority().In(bs) != t.Authority().In(ts) {
		if firstDotSegment(tp) >= 0 {
			return dst, ErrTarget
		}
		return append(dst, ts...), nil
	}

	if bp == tp {
		// An empty path in the reference keeps base's path as it is.
		bq, tq := b.Query().In(bs), t.Query().In(ts)
		if b.HasQuery() == t.HasQuery() && bq == tq {
			if t.HasFragment() {
				dst = append(dst, '#')
				dst = append(dst, t.Fragment().In(ts)...)
			}
			return dst, nil // "", or "#fragment"
		}
		if t.HasQuery() {
			return append(dst, tail...), nil // "?query", with its fragment
		}
		// Base has a query and target none: the reference needs a path.
	}
	if firstDotSegment(tp) >= 0 {
		return dst, ErrTarget
	}

	if !strings.HasPrefix(tp, "/") {
		if tp == "" && t.HasAuthority() {
			// A reference with an empty path keeps base's path: only a
			// network-path reference gives an empty one.
			dst = append(dst, "//"...)
			dst = append(dst, t.Authority().In(ts)...)
			return append(dst, tail...), nil
		}
		// A rootless path (no authority): the target itself.
		return append(dst, ts...), nil
	}

	// The directory of base, where a relative path starts from (5.2.3).
	dir := "/"
	if i := strings.LastIndexByte(bp, '/'); i >= 0 {
		dir = bp[:i+1]
	} else if !b.HasAuthority() {
		// A rootless base path: only the absolute path works.
		return append(append(dst, tp...), tail...), nil
	}
	// k: the longest prefix of dir, ending at a "/", that target shares.
	k := 0
	for i := 0; i < len(dir) && i < len(tp) && dir[i] == tp[i]; i++ {
		if dir[i] == '/' {
			k = i + 1
		}
	}
	ups := strings.Count(dir[k:], "/")
	rest := tp[k:]
	dotSlash := ups == 0 && (rest == "" || rest[0] == '/' || firstSegmentColon(rest) >= 0)
	relLen := 3*ups + len(rest)
	if dotSlash {
		relLen += 2
	}
	if firstDotSegment(dir) >= 0 {
		// Resolution removes the dot segments of base's directory along
		// with those of the reference: no relative path is safe then.
		relLen = math.MaxInt
	}
	// The other candidates, taken when shorter (on a tie, the relative
	// path): the absolute path, unless it starts with "//",
	// and the network-path reference, which always works with an
	// authority.
	absOK := !strings.HasPrefix(tp, "//")
	netLen := 2 + len(t.Authority().In(ts)) + len(tp)
	switch {
	case absOK && len(tp) < relLen && (!t.HasAuthority() || len(tp) <= netLen):
		dst = append(dst, tp...)
	case t.HasAuthority() && netLen < relLen:
		dst = append(dst, "//"...)
		dst = append(dst, t.Authority().In(ts)...)
		dst = append(dst, tp...)
	default:
		for range ups {
			dst = append(dst, "../"...)
		}
		if dotSlash {
			dst = append(dst, "./"...)
		}
		dst = append(dst, rest...)
	}
	return append(dst, tail...), nil
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"unsafe"
)

// AppendRelative appends to dst the shortest reference that resolves
// against base to target (the inverse of AppendResolve, in strict mode),
// and returns the extended buffer: "../c/d?q" from "http://a/b/x/y" to
// "http://a/b/c/d?q". Both must be URIs, with a scheme.
//
// The reference is the shortest of these candidates, and on a tie the
// first:
//
//   - the fragment alone, or nothing, when base has target's path and query
//     (a reference with an empty path keeps base's path as it is, dot
//     segments included);
//   - the query, with target's fragment, when base has target's path;
//   - a relative path: "../" for each segment of base's directory (its
//     path up to the last "/", without its dot segments) that target
//     leaves, then the rest of target's path, with "./" in front where
//     its first segment would be empty or hold a ":";
//   - the absolute path (with "/." in front, when it begins with "//");
//   - the network-path reference, "//", the authority and the path, when
//     target has an authority, whatever base's;
//   - target itself.
//
// Each candidate after the second is followed by target's query and
// fragment, and those that have no authority of their own need target's
// scheme and authority to be base's, compared byte for byte, case
// included, since the result must resolve to target exactly: "http://a/c"
// from "http://a/b/../c" is "c", "ftp:a" from "ftp:%41" is "a", and
// "http://A/b" from "http://a/b" is "//A/b". Property, tested and fuzzed:
// AppendResolve of the result against base, strict, gives back target
// byte for byte, and no shorter candidate does.
//
// Resolution removes dot segments from every path it builds, so a target
// whose path holds a "." or ".." segment is the result of no reference
// unless base has the same path; for such a target the error is ErrTarget,
// as for a target without a scheme. A path that begins with "/.//" in a
// target without an authority is not one: resolution writes the path
// "//g" that way ("f:/.//g" is ".//g" from "f:/a"). If base is not a URI
// the error is ErrBase, if target does not parse, its ErrorCode. On error
// dst is returned unchanged.
//
// The result is never longer than target. AppendRelative does not
// allocate when dst has room for len(base)+len(target) bytes more (base's
// directory is written there when it holds a dot segment, to remove them).
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
	return appendRelative(dst, bs, &b, ts, &t)
}

// The candidates of AppendRelative, in the order that breaks ties.
const (
	relPath = iota
	relAbsolute
	relNetwork
	relTarget
	numRel
)

func appendRelative(dst []byte, bs string, b *Ref, ts string, t *Ref) ([]byte, error) {
	bp, tp := b.Path().In(bs), t.Path().In(ts)
	tail := ts[t.Path().End:] // "?query#fragment", either part optional
	scheme := b.Scheme().In(bs) == t.Scheme().In(ts)
	auth := scheme && b.HasAuthority() == t.HasAuthority() && b.Authority().In(bs) == t.Authority().In(ts)

	if auth && bp == tp {
		// An empty path in the reference keeps base's path as it is.
		if b.HasQuery() == t.HasQuery() && b.Query().In(bs) == t.Query().In(ts) {
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

	// p is the path resolution must build: target's, but for the "/."
	// that resolution puts before a path that begins with "//" when there
	// is no authority.
	p := tp
	if !t.HasAuthority() && strings.HasPrefix(tp, "/.//") {
		p = tp[2:]
	}
	if firstDotSegment(p) >= 0 {
		return dst, ErrTarget
	}

	// The length of each candidate without the tail, or -1.
	var size [numRel]int
	size[relTarget] = len(ts) - len(tail)
	size[relNetwork], size[relAbsolute], size[relPath] = -1, -1, -1
	if scheme && t.HasAuthority() {
		size[relNetwork] = len("//") + t.Authority().Len() + len(tp)
	}
	var ups, k int
	dotSlash := false
	if auth && p != "" && p[0] == '/' {
		size[relAbsolute] = len(tp)
		if strings.HasPrefix(p, "//") && t.HasAuthority() {
			size[relAbsolute] += len("/.")
		}
	}
	if auth {
		var ok bool
		if dst, ups, k, ok = relativePath(dst, bs, b, p); ok {
			rest := p[k:]
			dotSlash = ups == 0 && (rest == "" || rest[0] == '/' || firstSegmentColon(rest) >= 0)
			size[relPath] = 3*ups + len(rest)
			if dotSlash {
				size[relPath] += len("./")
			}
		}
	}
	best := relTarget
	for c := relTarget - 1; c >= relPath; c-- {
		if size[c] >= 0 && size[c] <= size[best] {
			best = c
		}
	}

	switch best {
	case relPath:
		for range ups {
			dst = append(dst, "../"...)
		}
		if dotSlash {
			dst = append(dst, "./"...)
		}
		dst = append(dst, p[k:]...)
	case relAbsolute:
		if len(tp) < size[relAbsolute] {
			dst = append(dst, "/."...)
		}
		dst = append(dst, tp...)
	case relNetwork:
		dst = append(dst, "//"...)
		dst = append(dst, t.Authority().In(ts)...)
		dst = append(dst, tp...)
	default:
		return append(dst, ts...), nil
	}
	return append(dst, tail...), nil
}

// relativePath returns the reference path that resolves against base (bs,
// with Ref b) to the path p, if there is one: "../" ups times, then p[k:],
// where p[:k] is what p shares with base's directory (5.2.3) up to a "/".
// The directory's dot segments are removed in dst past its length.
func relativePath(dst []byte, bs string, b *Ref, p string) (_ []byte, ups, k int, ok bool) {
	bp := b.Path().In(bs)
	dir := "/"
	if !b.HasAuthority() || bp != "" {
		dir = bp[:strings.LastIndexByte(bp, '/')+1]
	}
	if firstDotSegment(dir) >= 0 {
		n := len(dst)
		dst = append(dst, dir...)
		m := removeDotSegments(dst[n:])
		dir = unsafe.String(&dst[n], m) // read before dst is written again
		dst = dst[:n]
	}
	// A relative path stays relative when merged with a relative
	// directory ("x/" and "a" give "x/a") as long as a segment of the
	// directory is kept, and becomes absolute otherwise ("x/" and "../a"
	// give "/a", as 5.2.4 reads it); merged with an absolute directory, it
	// is absolute. So there is a reference only when p and the directory
	// are both absolute, or both relative with a segment in common or none
	// to leave. (A relative directory and an absolute p have one, always
	// longer than the absolute path.)
	absDir, absPath := dir != "" && dir[0] == '/', p != "" && p[0] == '/'
	if absDir != absPath {
		return dst, 0, 0, false
	}
	for i := 0; i < len(dir) && i < len(p) && dir[i] == p[i]; i++ {
		if dir[i] == '/' {
			k = i + 1
		}
	}
	ups = strings.Count(dir[k:], "/")
	return dst, ups, k, absDir || k > 0 || ups == 0
}

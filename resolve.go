// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "unsafe"

// A ResolveMode selects between the two readings of RFC 3986 5.2.2.
type ResolveMode uint8

const (
	// ResolveStrict is the algorithm of 5.2.2 as written: a reference with
	// a scheme is used as it is ("http:g" against "http://a/b" is "http:g").
	ResolveStrict ResolveMode = iota
	// ResolveNonStrict is the backward-compatible reading that 5.2.2
	// allows: a reference scheme equal to the base scheme (compared
	// without regard to case, as schemes are) is ignored, so "http:g"
	// against "http://a/b/c" is "http://a/b/g". A different scheme is kept.
	ResolveNonStrict
)

var resolveModeNames = [...]string{ResolveStrict: "strict", ResolveNonStrict: "non-strict"}

// String returns "strict" or "non-strict", or "ResolveMode(n)" for another
// value.
func (m ResolveMode) String() string {
	return enumString(m, resolveModeNames[:], "ResolveMode")
}

// AppendText appends "strict" or "non-strict" to b
// (encoding.TextAppender). Another value is an error.
func (m ResolveMode) AppendText(b []byte) ([]byte, error) {
	return enumMarshal(b, m, resolveModeNames[:], "ResolveMode")
}

// MarshalText returns "strict" or "non-strict" (encoding.TextMarshaler).
// Another value is an error.
func (m ResolveMode) MarshalText() ([]byte, error) { return m.AppendText(nil) }

// UnmarshalText sets m from "strict" or "non-strict"
// (encoding.TextUnmarshaler), the names String returns; anything else is
// an error that lists them.
func (m *ResolveMode) UnmarshalText(text []byte) error {
	return enumUnmarshal(m, text, resolveModeNames[:], "ResolveMode")
}

// AppendResolve resolves the URI-reference ref against the URI base (RFC
// 3986 5.2.2, with merge 5.2.3 and remove_dot_segments 5.2.4), appends the
// target URI recomposed as in 5.3 to dst, and returns the extended buffer.
//
// base must be a URI: it must parse and have a scheme, or the error is
// ErrBase. The fragment of base is ignored and base is not normalized
// (5.2.1 makes that optional): "http://a/b/../c" with an empty reference is
// "http://a/b/../c". If ref does not parse, the error is the ErrorCode of
// Parse (use Check for the offset). On error dst is returned unchanged.
// Both are parsed with Parse, so an IRI is an error here (ErrBase for the
// base): resolve IRIs with the Refs of ParseIRI and AppendResolveRef, or
// map them to URIs with AppendToURI first.
//
// The target always parses as a URI. When the algorithm yields a path that
// starts with "//" and there is no authority (as "f:/a" with ".//g" does),
// the path is written with the prefix "/." ("f:/.//g"), which denotes the
// same resource without being read back as an authority.
//
// AppendResolve does not allocate when dst has room for the target, which
// is never longer than len(base)+len(ref)+2. The result does not alias base
// or ref.
func AppendResolve[B, R ~string | ~[]byte](dst []byte, base B, ref R, mode ResolveMode) ([]byte, error) {
	return appendResolveStrings(dst, asString(base), asString(ref), mode)
}

func appendResolveStrings(dst []byte, base, ref string, mode ResolveMode) ([]byte, error) {
	var mb, mr blockMasks
	b, code := parseInto(base, &mb, true)
	if code != 0 || b.flags()&flagScheme == 0 {
		return dst, ErrBase
	}
	r, code := parseInto(ref, &mr, true)
	if code != 0 {
		return dst, code
	}
	// The block masks say where the "/" and "." of a path are
	// (pathmarks.go): parseInto leaves those of the first blockMax
	// bytes of an input, even when the parser went on to classify the
	// next blocks.
	var bm, rm *blockMasks
	if blockClassified(base) {
		bm = &mb
	}
	if blockClassified(ref) {
		rm = &mr
	}
	return appendResolveRef(dst, parsed{base, &b, bm}, parsed{ref, &r, rm}, mode)
}

// AppendResolveRef is AppendResolve for a base and a reference that were
// parsed already: b must be the Ref of base and r that of ref, as Parse
// returned them. A proxy that resolves many references against one base
// parses the base once and calls AppendResolveRef for each reference.
//
// Refs from ParseIRI resolve IRIs, by the same algorithm (RFC 3987 6.5):
// the target is then an IRI, which ParseIRI reads back, and which
// AppendToURI maps to the URI that AppendResolve gives for the URIs of
// base and ref ("http://例え.jp/a/b" and "../東京" give
// "http://例え.jp/東京"). With the Refs of URIs, the target parses as a URI,
// as AppendResolve's does.
//
// A Ref that does not belong to its input (a failed Parse, the zero Ref, or
// a Ref of an input of another length) is not trusted: the input is parsed
// again, with the errors of AppendResolve. A Ref from Split is used as it
// is; nothing is checked then, and the target is only as valid as the
// inputs. A request-target in the origin-form (ParseRequestTarget) is a
// path, even where it begins with "//": "//a/../b" against "http://h/x" is
// "http://h//b", the path with its dot segments removed and not a
// reference to the host "a". A request-target in the authority-form or
// the asterisk-form, or an authority alone (ParseAuthority,
// ParseHostHeader), is not a URI-reference: as ref, the error is ErrForm,
// and as base, ErrBase. Whatever the Refs, AppendResolveRef does not
// panic: the Ref of another input of the same length gives a meaningless
// target.
//
// AppendResolveRef does not allocate when dst has room for the target, and
// the result does not alias base or ref.
func AppendResolveRef[B, R ~string | ~[]byte](dst []byte, base B, b Ref, ref R, r Ref, mode ResolveMode) ([]byte, error) {
	bs, rs := asString(base), asString(ref)
	// The checks that pass for Refs from Parse are done here, the rest in
	// appendResolveReparse, which parses again.
	if !uriRef(&b, bs) || b.flags()&flagScheme == 0 || !uriRef(&r, rs) {
		return appendResolveReparse(dst, bs, &b, rs, &r, mode)
	}
	// The masks of "/" and "." that parseInto would have left: one
	// classification of each input's first block costs less than the
	// searches of the bytes that they spare.
	var mb, mr blockMasks
	var bm, rm *blockMasks
	if blockClassified(bs) {
		classifyBlockDots(bs[:min(len(bs), blockMax)], &mb)
		bm = &mb
	}
	if blockClassified(rs) {
		classifyBlockDots(rs[:min(len(rs), blockMax)], &mr)
		rm = &mr
	}
	return appendResolveRef(dst, parsed{bs, &b, bm}, parsed{rs, &r, rm}, mode)
}

// appendResolveReparse parses again the inputs whose Refs are not usable,
// and resolves them.
func appendResolveReparse(dst []byte, base string, bp *Ref, ref string, rp *Ref, mode ResolveMode) ([]byte, error) {
	b, r := *bp, *rp
	if !uriRef(&b, base) && reparse(&b, base, true) != 0 || b.flags()&flagScheme == 0 {
		return dst, ErrBase
	}
	if !uriRef(&r, ref) {
		if code := reparse(&r, ref, true); code != 0 {
			return dst, code
		}
	}
	return appendResolveRef(dst, parsed{base, &b, nil}, parsed{ref, &r, nil}, mode)
}

// shortPiece is the longest piece of a target that resolution copies with
// copyShort2, the masked copy of the AVX-512 kernel (active.shortCopy),
// which branches only on whether a piece is longer than 64 bytes, not on
// each length: runtime.memmove picks its code by size, and on the short
// pieces of varying length that resolution writes (a prefix of the base
// and the rest of the reference) its mispredicted branches cost more than
// the masked copy (BenchmarkResolve). For AppendNormalize, which copies a
// reference that is normal already in one piece, the masked copy was not
// faster than memmove (BenchmarkNormalize).
const shortPiece = 128

// A parsed is what resolution reads of an input: the input, its Ref, and
// the block masks with dots of its first blockMax bytes when the block
// parser classified them (blockClassified), or nil. It points to the Ref
// (32 bytes) rather than copy it.
type parsed struct {
	s string
	r *Ref
	m *blockMasks
}

// appendResolveRef is the transform of 5.2.2 followed by the recomposition of
// 5.3. bp.r and rp.r are usable Refs of the base and the reference
// (usableRef), and bp.r has a scheme.
//
// The target is written in two pieces, each copied at once: a prefix of
// the reference or the base (the components before the path are
// contiguous in either, up to the directory of a merge), then the rest of
// the reference, its path, query and fragment, which are contiguous too
// (ref[r.pathEnd:r.end] is "?query#fragment", each part with its
// delimiter when defined). Dot segments are removed in place after.
//
// The block masks of the base and the reference, when they are there,
// are those that parseInto leaves with dots: with them, the last "/" of the base path and whether the
// target path may hold a dot segment come from bit operations on the masks
// of the blocks that hold the path (pathmarks.go), not from searches
// of the bytes, which cost more (BenchmarkResolve, on the cc_10k list).
func appendResolveRef(dst []byte, bp, rp parsed, mode ResolveMode) ([]byte, error) {
	base, b, bm := bp.s, bp.r, bp.m
	ref, r, rm := rp.s, rp.r, rp.m
	rflags := r.flags()
	// The target is head, a prefix of the base or the reference (the
	// components before the path are contiguous in either), then tail,
	// the rest of the reference: its path, query and fragment, contiguous
	// too. Each case sets them, and p, where the target path starts in
	// head+tail.
	var head, tail string
	p := 0
	guard := false
	// clean: the part of the target path that comes from the base holds
	// no dot segment, as the masks show (there is none in most cases).
	clean := true
	// done: the target path needs no removal of dot segments.
	done := false
	// slash: a "/" goes between head and tail.
	slash := false
	switch {
	case rflags&flagScheme != 0 && (mode != ResolveNonStrict || !equalFoldASCII(ref[:r.schemeEnd()], base[:b.schemeEnd()])):
		// The reference is a URI: its scheme, authority and query as they
		// are, its path without dot segments.
		tail, p = ref, r.pathStart()
		guard = rflags&flagAuthority == 0
	case rflags&flagAuthority != 0:
		// scheme ":", then "//" authority path ...
		head, tail = base[:b.schemeEnd()+1], ref[r.authStart()-2:]
		p = len(head) + r.pathStart() - (r.authStart() - 2)
	case r.pathEnd() == r.pathStart():
		// The base up to its path, or up to its query when the reference
		// has none: its path as it is.
		end := b.queryEnd()
		if rflags&flagQuery != 0 {
			end = b.pathEnd()
		}
		head, tail = base[:end], ref[r.pathEnd():r.end()]
		done = true
	case ref[r.pathStart()] == '/':
		// scheme ":" ["//" authority], then the path ...
		head, tail = base[:b.pathStart()], ref[r.pathStart():]
		p = len(head)
		guard = b.flags()&flagAuthority == 0
	default:
		// merge (5.2.3): the base path up to its last "/", or "/" when
		// the base has an authority and an empty path; the base before
		// its path comes with it in head.
		p, tail = b.pathStart(), ref[r.pathStart():]
		guard = b.flags()&flagAuthority == 0
		if b.flags()&flagAuthority != 0 && b.pathEnd() == b.pathStart() {
			head, slash = base[:b.pathStart()], true
			break
		}
		// The directory, up to and with the last "/" of the base path;
		// the reference's path begins a segment after it.
		var dir int
		if bm != nil && b.pathEnd() <= blockMax {
			dir = lastSlashIn(bm, b.pathStart(), b.pathEnd()) + 1
			clean = noDotSegment(bm, b.pathStart(), dir)
		} else if bm != nil {
			last, dot := pathMarksPast(base, bm, b.pathStart(), b.pathEnd())
			dir = last + 1
			clean = dot >= dir // in the last segment, if any
		} else {
			dir = b.pathStart() + lastIndexSlash(base[b.pathStart():b.pathEnd()]) + 1
			clean = false
		}
		head = base[:dir]
		if clean && rm != nil && r.pathEnd() <= blockMax && ref[r.pathStart()] == '.' && dir > b.pathStart() && base[b.pathStart()] == '/' {
			if n, ups := leadingDotSegments(ref[r.pathStart():r.pathEnd()], false); noDotSegment(rm, r.pathStart()+n, r.pathEnd()) {
				// The reference path is "./" and "../" segments and a
				// rest without dot segments ("../img/a.gif"), and the
				// directory holds none: each ".." takes a segment off
				// the directory (never its first "/"), and the target
				// path is what is left of it and the rest, with nothing
				// to search or move after.
				if b.pathEnd() > blockMax {
					bm = nil // pathMarksPast classified the next blocks into it
				}
				for ; ups > 0 && dir > b.pathStart()+1; ups-- {
					dir = upDir(base, bm, b.pathStart(), dir)
				}
				head, tail = base[:dir], ref[r.pathStart()+n:]
				done = true
			}
		}
	}
	// Whether the target path needs dot segments removed is known before
	// it is written, from the masks of the reference: the copy is then
	// the last step of most targets.
	switch {
	case done:
	case !clean || rm == nil:
		clean = false
	case r.pathEnd() <= blockMax:
		clean = noDotSegment(rm, r.pathStart(), r.pathEnd())
	default:
		_, dot := pathMarksPast(ref, rm, r.pathStart(), r.pathEnd())
		clean = dot == r.pathEnd()
	}
	// Most targets are two pieces of up to shortPiece bytes, which the
	// masked copy of copyShort2 writes without a branch on their lengths.
	n := len(dst)
	if active.shortCopy && len(head) <= shortPiece && len(tail) <= shortPiece && !slash && cap(dst)-n >= len(head)+len(tail) {
		dst = dst[:n+len(head)+len(tail)]
		copyShort2(&dst[n], unsafe.StringData(head), len(head), unsafe.StringData(tail), len(tail))
		if clean && !guard {
			return dst, nil
		}
	} else {
		dst = append(dst, head...)
		if slash {
			dst = append(dst, '/')
		}
		dst = append(dst, tail...)
	}
	p += n
	// The target path is dst[p:q]; the query and fragment follow it. It
	// ends with the path of the reference.
	q := len(dst) - (r.end() - r.pathEnd())
	if !clean {
		if d := firstDotSegment(dst[p:q]); d >= 0 {
			w := p + removeDotSegmentsFrom(dst[p:q], d)
			dst = dst[:w+copy(dst[w:], dst[q:])]
		}
	}
	if guard {
		dst = guardPath(dst, p)
	}
	return dst, nil
}

// appendQueryFragment appends the query and fragment of r, with their
// delimiters when they are defined.
func appendQueryFragment(dst []byte, ref string, r Ref) []byte {
	if r.HasQuery() {
		dst = append(dst, ref[r.pathEnd():r.queryEnd()]...)
	}
	if r.HasFragment() {
		dst = append(dst, ref[r.queryEnd():r.end()]...)
	}
	return dst
}

// AppendRecompose appends to dst the URI-reference that r describes within
// src (RFC 3986 5.3): scheme and ":", "//" and the authority, the path, "?"
// and the query, "#" and the fragment, each delimiter written when its
// component is defined, even if empty ("http://h?" keeps its "?"). For a
// Ref that Parse or ParseRequestTarget returned for src, the result is src
// byte for byte: a request-target in the authority-form or the
// asterisk-form, which is not a URI-reference, is given back as it is, and
// an origin-form whose path begins with "//" as a text that reads back
// with an authority.
//
// A failed or zero Ref, or one of an input of another length, recomposes to
// nothing; the Ref of another input of the same length, to a meaningless
// text.
//
// AppendRecompose does not allocate when dst has room for src, and the
// result does not alias src.
func AppendRecompose[T ~string | ~[]byte](dst []byte, src T, r Ref) []byte {
	s := asString(src)
	if !uriRef(&r, s) {
		if usableRef(&r, s) {
			return append(dst, s...) // flagTarget
		}
		return dst
	}
	if r.HasScheme() {
		dst = append(dst, s[:r.schemeEnd()+1]...)
	}
	if r.HasAuthority() {
		dst = append(dst, s[r.authStart()-2:r.pathStart()]...)
	}
	dst = append(dst, s[r.pathStart():r.pathEnd()]...)
	return appendQueryFragment(dst, s, r)
}

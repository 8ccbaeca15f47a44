// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "strings"

// Equal is Normalizer.Equal with DefaultSchemeRules. Unlike the method, it
// takes []byte arguments without copying them.
func Equal[A, B ~string | ~[]byte](a A, b B, level Level) bool {
	return defaultNormalizer.Equal(asString(a), asString(b), level)
}

// Equal reports whether a and b are equivalent at level: whether
// AppendNormalize gives the same text for both. A reference that is not
// valid is equal to nothing, itself included.
//
// Equal builds neither normalized form. It compares the components in
// order (scheme, userinfo, host, port, path, query, fragment), each as a
// stream of normalized bytes, and the path segment by segment from its end,
// where dot segments can be resolved without a buffer; it returns at the
// first difference. It does not allocate.
func (n *Normalizer) Equal(a, b string, level Level) bool {
	ra, code := parse(a)
	if code != 0 {
		return false
	}
	if a == b {
		return true
	}
	rb, code := parse(b)
	if code != 0 {
		return false
	}
	return n.equalRefs(a, ra, b, rb, level)
}

func (n *Normalizer) equalRefs(a string, ra Ref, b string, rb Ref, level Level) bool {
	const presence = flagScheme | flagAuthority | flagUserinfo | flagQuery | flagFragment
	if ra.flags()&presence != rb.flags()&presence {
		return false
	}
	scheme := ra.Scheme().In(a)
	if !equalFoldASCII(scheme, rb.Scheme().In(b)) {
		return false
	}
	rule := n.rule(scheme, ra.HasAuthority(), level)
	if ra.HasAuthority() {
		if ra.HasUserinfo() && !pctEqual(ra.Userinfo().In(a), rb.Userinfo().In(b), false) {
			return false
		}
		la, lb := ra.ipLiteral(), rb.ipLiteral()
		if la != lb || !pctEqual(ra.Host().In(a), rb.Host().In(b), true) {
			return false
		}
		pa, oka := effectivePort(a, ra, rule)
		pb, okb := effectivePort(b, rb, rule)
		if oka != okb || pa != pb {
			return false
		}
	}
	if !pathEqual(a, ra, b, rb, rule != nil && rule.EmptyPathSlash) {
		return false
	}
	if ra.HasQuery() && !pctEqual(ra.Query().In(a), rb.Query().In(b), false) {
		return false
	}
	return !ra.HasFragment() || pctEqual(ra.Fragment().In(a), rb.Fragment().In(b), false)
}

// effectivePort returns the port of r after the scheme rule, and whether
// it is written at all.
func effectivePort(s string, r Ref, rule *SchemeRule) (string, bool) {
	if !r.HasPort() {
		return "", false
	}
	p := r.Port().In(s)
	if rule != nil && (p == "" || p == rule.DefaultPort) {
		return "", false
	}
	return p, true
}

// A pctReader reads the bytes of a component as appendPctNormalized
// writes them, one at a time.
type pctReader struct {
	s    string
	i    int
	fold bool
	pend [2]byte // hex digits still to return after a '%'
	np   uint8
}

// next returns the next normalized byte, or false at the end.
func (r *pctReader) next() (byte, bool) {
	if r.np > 0 {
		c := r.pend[2-r.np]
		r.np--
		return c, true
	}
	if r.i >= len(r.s) {
		return 0, false
	}
	c := r.s[r.i]
	if c != '%' || r.i+2 >= len(r.s) {
		r.i++
		if r.fold {
			c = lower(c)
		}
		return c, true
	}
	h1, h2 := r.s[r.i+1], r.s[r.i+2]
	r.i += 3
	d := unhex(h1)<<4 | unhex(h2)
	if inClass(d, classUnreserved) {
		if r.fold {
			d = lower(d)
		}
		return d, true
	}
	r.pend = [2]byte{upperHex(h1), upperHex(h2)}
	r.np = 2
	return '%', true
}

// pctEqual reports whether appendPctNormalized gives the same bytes for a
// and b.
func pctEqual(a, b string, fold bool) bool {
	if !fold && a == b {
		return true
	}
	if strings.IndexByte(a, '%') < 0 && strings.IndexByte(b, '%') < 0 {
		if fold {
			return equalFoldASCII(a, b)
		}
		return false // a != b, and neither changes
	}
	ra := pctReader{s: a, fold: fold}
	rb := pctReader{s: b, fold: fold}
	for {
		ca, oka := ra.next()
		cb, okb := rb.next()
		if oka != okb || ca != cb {
			return false
		}
		if !oka {
			return true
		}
	}
}

// A segIter yields the segments that remove_dot_segments (RFC 3986 5.2.4)
// keeps in a path, from the last to the first, without a buffer: a ".."
// removes the nearest kept segment before it, so walking backwards it is a
// count of segments to skip. Dot segments are recognized after decoding
// ("%2E" is "."), as syntax normalization requires.
//
// The output of 5.2.4 is the concatenation of the yielded segments, each
// preceded by "/" except a first segment of a path that does not start
// with "/" (slash false). Segments hold no "/", so two outputs are equal
// exactly when they yield equal segment sequences.
type segIter struct {
	first    string // the first segment, when the path does not start with "/"
	hasFirst bool
	tail     string // the rest: "/" segment, "/" segment, ...
	started  bool   // the last segment has been seen
	skip     int    // ".." segments not yet matched
	dots     bool   // remove dot segments
}

func newSegIter(p string, dots bool) segIter {
	it := segIter{dots: dots}
	if dots {
		// Rules A and D of 5.2.4: leading "./" and "../" go, and so does
		// a whole path of "." or "..".
		for {
			k := strings.IndexByte(p, '/')
			if k < 0 {
				if isDotPct(p) || isDotDotPct(p) {
					p = ""
				}
				break
			}
			if k == 0 || !isDotPct(p[:k]) && !isDotDotPct(p[:k]) {
				break
			}
			p = p[k+1:]
		}
	}
	if p != "" && p[0] != '/' {
		it.hasFirst = true
		if k := strings.IndexByte(p, '/'); k >= 0 {
			it.first, it.tail = p[:k], p[k:]
		} else {
			it.first = p
		}
	} else {
		it.tail = p
	}
	return it
}

// next returns the next kept segment from the end and whether it is
// preceded by "/"; ok is false when there is none left.
func (it *segIter) next() (seg string, slash, ok bool) {
	for it.tail != "" {
		k := strings.LastIndexByte(it.tail, '/')
		seg = it.tail[k+1:]
		last := !it.started
		it.started = true
		it.tail = it.tail[:k]
		if it.dots {
			if isDotPct(seg) {
				if last {
					return "", true, true // "/." at the end leaves "/"
				}
				continue
			}
			if isDotDotPct(seg) {
				it.skip++
				if last {
					return "", true, true
				}
				continue
			}
			if it.skip > 0 {
				it.skip--
				continue
			}
		}
		return seg, true, true
	}
	if it.hasFirst {
		it.hasFirst = false
		if it.skip == 0 {
			return it.first, false, true
		}
	}
	return "", false, false
}

// isDotPct reports whether the segment s is "." once decoded.
func isDotPct(s string) bool {
	return s == "." || len(s) == 3 && s[0] == '%' && s[1] == '2' && (s[2] == 'E' || s[2] == 'e')
}

// isDotDotPct reports whether the segment s is ".." once decoded.
func isDotDotPct(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return s[0] == '.' && isDotPct(s[1:]) || s[3] == '.' && isDotPct(s[:3])
	case 6:
		return isDotPct(s[:3]) && isDotPct(s[3:])
	}
	return false
}

// pathEqual reports whether the normalized paths of a and b are equal.
// The "/." guard needs no comparison: it depends only on the output and on
// the authority, whose presence is equal already.
func pathEqual(a string, ra Ref, b string, rb Ref, emptySlash bool) bool {
	pa, pb := ra.Path().In(a), rb.Path().In(b)
	if pa == pb {
		return true // the same text with the same rules
	}
	ia := newSegIter(pa, ra.HasScheme() || pa != "" && pa[0] == '/')
	ib := newSegIter(pb, rb.HasScheme() || pb != "" && pb[0] == '/')
	for n := 0; ; n++ {
		sa, slashA, okA := ia.next()
		sb, slashB, okB := ib.next()
		if n == 0 && emptySlash {
			// An empty path is "/": one empty segment after a "/".
			if !okA {
				sa, slashA, okA = "", true, true
			}
			if !okB {
				sb, slashB, okB = "", true, true
			}
		}
		if okA != okB || slashA != slashB {
			return false
		}
		if !okA {
			return true
		}
		if !pctEqual(sa, sb, false) {
			return false
		}
	}
}

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
	if p == "" || rule != nil && p == rule.DefaultPort {
		return "", false
	}
	return p, true
}

// A pctReader reads the bytes of a component as appendPctNormalized
// writes them, one at a time, with the same rule (pctNormalized): Equal
// compares components of any length without a buffer.
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
	d, ok := pctNormalized(r.s, r.i, r.fold)
	h1, h2 := r.s[r.i+1], r.s[r.i+2]
	r.i += 3
	if ok {
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

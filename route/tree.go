// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

// A node is a position in the path of the patterns under one host and
// method: its children continue the patterns by a literal segment, a
// single wildcard or a multi wildcard, and a leaf ends one pattern.
type node struct {
	// The literal children, in a slice while there are few, where a scan
	// is quicker than a map, and in lits beyond that.
	keys   []string
	kids   []*node
	lits   map[string]*node
	dollar *node // {$}
	wild   *node // {name}
	multi  *node // {name...} or a trailing "/"
	leaf   int   // 1 + the index of the pattern ending here; 0 for none
}

// smallKids is how many literal children a node keeps in its slices.
const smallKids = 8

// child returns the child for the literal key, or nil.
func (n *node) child(key []byte) *node {
	if n.lits != nil {
		return n.lits[string(key)]
	}
	for i, k := range n.keys {
		if k == string(key) {
			return n.kids[i]
		}
	}
	return nil
}

func (n *node) addChild(key string) *node {
	if c := n.child([]byte(key)); c != nil {
		return c
	}
	c := &node{}
	if n.lits != nil {
		n.lits[key] = c
		return c
	}
	n.keys = append(n.keys, key)
	n.kids = append(n.kids, c)
	if len(n.keys) > smallKids {
		n.lits = make(map[string]*node, len(n.keys))
		for i, k := range n.keys {
			n.lits[k] = n.kids[i]
		}
		n.keys, n.kids = nil, nil
	}
	return c
}

// insert adds the path of p, the pattern of index i, under n.
func (n *node) insert(p *pattern, i int) {
	for _, s := range p.segs {
		switch {
		case s.multi:
			if n.multi == nil {
				n.multi = &node{}
			}
			n = n.multi
		case s.wild:
			if n.wild == nil {
				n.wild = &node{}
			}
			n = n.wild
		case s.dollar:
			if n.dollar == nil {
				n.dollar = &node{}
			}
			n = n.dollar
		default:
			n = n.addChild(s.s)
		}
	}
	n.leaf = i + 1
}

// A hostNode holds the patterns of one host ("" for those without a host),
// by method ("" for those without a method).
type hostNode struct {
	methods []string
	roots   []*node
	any     *node
}

func (h *hostNode) root(method string) *node {
	for i, m := range h.methods {
		if m == method {
			return h.roots[i]
		}
	}
	return nil
}

func (h *hostNode) addRoot(method string) *node {
	if method == "" {
		if h.any == nil {
			h.any = &node{}
		}
		return h.any
	}
	if r := h.root(method); r != nil {
		return r
	}
	r := &node{}
	h.methods = append(h.methods, method)
	h.roots = append(h.roots, r)
	return r
}

// matchPath matches the decoded segments of m from segment i on against
// the patterns under n, in ServeMux's order: a literal (or {$} for the
// empty last segment of a path that ends in "/"), then a single
// wildcard, then a multi wildcard, backtracking when a branch fails. The
// patterns were checked for conflicts when they were added, so the first
// match in that order is the most specific one. Each node is visited at
// most once per lookup, as a node stands at one depth of the path.
func (n *node) matchPath(m *Match, i int) int {
	m.work++
	if i == len(m.segs) {
		return n.leaf
	}
	seg := m.seg(i)
	trailing := i == len(m.segs)-1 && len(seg) == 0
	m.work += len(seg)
	c := n.child(seg)
	if trailing {
		c = n.dollar
	}
	if c != nil {
		if l := c.matchPath(m, i+1); l != 0 {
			return l
		}
	}
	if n.wild != nil && len(seg) != 0 {
		// A single wildcard matches neither the trailing slash, as in
		// ServeMux, nor an empty segment (TestLookup).
		m.vals = append(m.vals, m.segs[i])
		if l := n.wild.matchPath(m, i+1); l != 0 {
			return l
		}
		m.vals = m.vals[:len(m.vals)-1]
	}
	if n.multi != nil && n.multi.leaf != 0 {
		m.vals = append(m.vals, span{m.segs[i].start, m.decEnd})
		m.multi = true
		m.empty = trailing
		return n.multi.leaf
	}
	return 0
}

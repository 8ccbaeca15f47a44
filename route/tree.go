// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

// A node is a position in the path of the patterns under one host and
// method: its children continue the patterns by a literal segment, a
// single wildcard or a multi wildcard, and a leaf ends one pattern.
type node struct {
	// The literal children: keys[i] leads to kids[i]. While there are few
	// a scan finds one; beyond smallKids, slots, an open-addressing hash
	// table of 1 + an index into keys (0 for a free slot), whose length
	// is a power of two at least twice the number of keys.
	keys   []string
	kids   []*node
	slots  []uint32
	dollar *node // {$}
	wild   *node // {name}
	multi  *node // {name...} or a trailing "/"
	leaf   int   // 1 + the index of the pattern ending here; 0 for none
}

// smallKids is how many literal children a node scans for a key.
const smallKids = 8

// keyHash hashes a literal from its length and three of its bytes: cheap
// for the lookup, and enough to tell the names of a route table apart;
// the probe compares whole keys.
func keyHash(b []byte) uint32 {
	n := len(b)
	if n == 0 {
		return 0
	}
	h := uint32(n) | uint32(b[0])<<8 | uint32(b[n/2])<<16 | uint32(b[n-1])<<24
	return h * 0x9e3779b1
}

// child returns the child for the literal key, or nil.
func (n *node) child(key []byte) *node {
	if n.slots == nil {
		for i, k := range n.keys {
			if k == string(key) {
				return n.kids[i]
			}
		}
		return nil
	}
	mask := uint32(len(n.slots) - 1)
	for i := keyHash(key) & mask; ; i = (i + 1) & mask {
		k := n.slots[i]
		if k == 0 {
			return nil
		}
		if n.keys[k-1] == string(key) {
			return n.kids[k-1]
		}
	}
}

func (n *node) addChild(key string) *node {
	if c := n.child([]byte(key)); c != nil {
		return c
	}
	c := &node{}
	n.keys = append(n.keys, key)
	n.kids = append(n.kids, c)
	if len(n.keys) > smallKids {
		size := 1
		for size < 2*len(n.keys) {
			size <<= 1
		}
		n.slots = make([]uint32, size)
		mask := uint32(size - 1)
		for j, k := range n.keys {
			i := keyHash([]byte(k)) & mask
			for n.slots[i] != 0 {
				i = (i + 1) & mask
			}
			n.slots[i] = uint32(j + 1)
		}
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

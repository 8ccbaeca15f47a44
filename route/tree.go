// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

// A node is a position in the path of the patterns under one host and
// method: its children continue the patterns by a literal segment, a
// single wildcard or a multi wildcard, and a leaf ends one pattern.
type node struct {
	// The literal children: keys[i] leads to kids[i], and words[i] holds
	// the first eight bytes of keys[i] (word), compared before the rest.
	// While there are few a scan finds one; beyond smallKids, slots, an
	// open-addressing hash table of 1 + an index into keys (0 for a free
	// slot), whose length is a power of two at least twice len(keys).
	keys   []string
	words  []uint64
	kids   []*node
	slots  []uint32
	dollar *node // {$}
	wild   *node // {name}
	multi  *node // {name...} or a trailing "/"
	leaf   int   // 1 + the index of the pattern ending here; 0 for none
}

// smallKids is how many literal children a node scans for a key.
const smallKids = 8

// word packs the first eight bytes of b (fewer, zero-padded, for a
// shorter b) into an integer: most literals of a route table are that
// short, and compare in one instruction (BenchmarkRoute in bench/).
func word[T ~string | ~[]byte](b T) uint64 {
	var w uint64
	for i := min(len(b), 8) - 1; i >= 0; i-- {
		w = w<<8 | uint64(b[i])
	}
	return w
}

// keyHash hashes a literal from its word and length, for the slots.
func keyHash(w uint64, n int) uint32 {
	return uint32((w ^ uint64(n)) * 0x9e3779b97f4a7c15 >> 32)
}

// child returns the child for the literal key, whose word is w, or nil.
func (n *node) child(key []byte, w uint64) *node {
	if n.slots == nil {
		for i, kw := range n.words {
			if kw == w && n.match(i, key) {
				return n.kids[i]
			}
		}
		return nil
	}
	mask := uint32(len(n.slots) - 1)
	for i := keyHash(w, len(key)) & mask; ; i = (i + 1) & mask {
		k := n.slots[i]
		if k == 0 {
			return nil
		}
		if n.words[k-1] == w && n.match(int(k-1), key) {
			return n.kids[k-1]
		}
	}
}

// match reports whether keys[i], whose word is that of key, is key.
func (n *node) match(i int, key []byte) bool {
	k := n.keys[i]
	return len(k) == len(key) && (len(k) <= 8 || k[8:] == string(key[8:]))
}

func (n *node) addChild(key string) *node {
	if c := n.child([]byte(key), word(key)); c != nil {
		return c
	}
	c := &node{}
	n.keys = append(n.keys, key)
	n.words = append(n.words, word(key))
	n.kids = append(n.kids, c)
	if len(n.keys) > smallKids {
		size := 1
		for size < 2*len(n.keys) {
			size <<= 1
		}
		n.slots = make([]uint32, size)
		mask := uint32(size - 1)
		for j, k := range n.keys {
			i := keyHash(n.words[j], len(k)) & mask
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
	if i == len(m.segs) {
		return n.leaf
	}
	seg := m.seg(i)
	trailing := i == len(m.segs)-1 && len(seg) == 0
	c := n.child(seg, word(seg))
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

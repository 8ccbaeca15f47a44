// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import "github.com/uriscan/uri"

// A span is a part of a Match's buffer.
type span struct{ start, end int }

// A Match holds what a Lookup found: the pattern, the normalized path and
// the decoded values of the pattern's wildcards. It is the caller's buffer:
// Lookup decodes into it, and a Match reused for lookup after lookup stops
// allocating once its buffers have grown to the longest target seen. The
// byte slices its methods return alias that buffer, and stay valid until
// the next Lookup with the Match. The zero Match is ready to use; a Match
// must not be used by two goroutines at once.
type Match struct {
	// buf holds the normalized path in buf[:normEnd], then the decoded
	// path, "/" and a decoded segment per segment, in buf[normEnd:decEnd].
	buf             []byte
	normEnd, decEnd int
	segs            []span // the decoded segments
	vals            []span // the values of the pattern's wildcards
	host            []byte // the request's host, in lower case, without port
	query           string // the target's query, without "?"
	pat             *pattern
	multi, empty    bool // a multi wildcard matched; it matched the trailing slash only
	work            int  // nodes visited and bytes compared, for TestLookupLinear
}

// Pattern returns the pattern that matched, as it was added, or "" when
// the last Lookup found none. It does not allocate.
func (m *Match) Pattern() string {
	if m.pat == nil {
		return ""
	}
	return m.pat.str
}

// Path returns the normalized path that the last Lookup matched (RFC 3986
// 6.2.2: percent-encodings in upper case, those of unreserved characters
// decoded, dot segments removed), still percent-encoded. It does not
// allocate, and the result aliases m's buffer.
func (m *Match) Path() []byte { return m.buf[:m.normEnd] }

// NumParams returns the number of wildcards of the pattern that matched,
// without the nameless one of a pattern that ends in "/".
func (m *Match) NumParams() int {
	if m.pat == nil {
		return 0
	}
	return len(m.vals)
}

// Name returns the name of the i-th wildcard of the pattern that matched,
// or "" if there is none. It does not allocate.
func (m *Match) Name(i int) string {
	if m.pat == nil || uint(i) >= uint(len(m.vals)) {
		return ""
	}
	return m.pat.names[i]
}

// Value returns the decoded value of the i-th wildcard of the pattern that
// matched, or nil if there is none: "%2F" in it is a "/", which was no
// segment boundary. It does not allocate, and the result aliases m's
// buffer.
func (m *Match) Value(i int) []byte {
	if m.pat == nil || uint(i) >= uint(len(m.vals)) {
		return nil
	}
	v := m.vals[i]
	return m.buf[v.start:v.end:v.end]
}

// Get returns the decoded value of the wildcard named name, and whether
// the pattern that matched has one. It does not allocate, and the result
// aliases m's buffer.
func (m *Match) Get(name string) ([]byte, bool) {
	if m.pat == nil {
		return nil, false
	}
	for i, n := range m.pat.names {
		if n == name && i < len(m.vals) {
			return m.Value(i), true
		}
	}
	return nil, false
}

func (m *Match) seg(i int) []byte { return m.buf[m.segs[i].start:m.segs[i].end] }

// exact reports whether the match was exact as ServeMux defines it for
// its trailing-slash redirect: no multi wildcard, or one that matched
// only the trailing slash.
func (m *Match) exact() bool { return !m.multi || m.empty }

// read parses the target, and fills the buffers with the normalized and
// the decoded path and with the host, without port, in lower case.
func (m *Match) read(method, host, target string) error {
	m.pat, m.multi, m.empty, m.work = nil, false, false, 0
	m.vals, m.segs, m.buf, m.host = m.vals[:0], m.segs[:0], m.buf[:0], m.host[:0]
	m.normEnd, m.decEnd, m.query = 0, 0, ""
	r, form, err := uri.ParseRequestTarget(method, target)
	if err != nil {
		return err
	}
	if form != uri.FormOrigin && form != uri.FormAbsolute {
		return ErrNotFound
	}
	if form == uri.FormAbsolute {
		// RFC 9112 3.2.2: the target's authority replaces the Host field.
		host = r.Host().In(target)
	}
	m.query = r.Query().In(target)
	path := r.Path().In(target)
	if path == "" {
		path = "/"
	}
	m.buf, err = uri.AppendNormalizePath(m.buf, path, uri.LevelSyntax)
	if err != nil {
		return err
	}
	m.normEnd = len(m.buf)
	// The decoded path is never longer than the normalized one: grow once,
	// so that the appends below neither move buf nor allocate.
	m.buf = growTo(m.buf, 2*m.normEnd)
	norm := m.buf[:m.normEnd]
	for start := 1; start <= len(norm); {
		end := start
		for end < len(norm) && norm[end] != '/' {
			end++
		}
		m.buf = append(m.buf, '/')
		s := len(m.buf)
		m.buf, _, _ = uri.AppendUnescape(m.buf, norm[start:end], uri.EscapePathSegment)
		m.segs = append(m.segs, span{s, len(m.buf)})
		start = end + 1
	}
	m.decEnd = len(m.buf)
	m.host = appendHost(m.host, host)
	return nil
}

// growTo returns b with room for n bytes.
func growTo(b []byte, n int) []byte {
	if cap(b) >= n {
		return b
	}
	nb := make([]byte, len(b), n)
	copy(nb, b)
	return nb
}

// appendHost appends host to dst in lower case, without the port, as
// ServeMux strips it (net.SplitHostPort, and the host as it is when that
// fails).
func appendHost(dst []byte, host string) []byte {
	h := host
	if len(h) > 0 && h[0] == '[' {
		for j := 1; j < len(h); j++ {
			if h[j] == ']' {
				if j+1 < len(h) && h[j+1] == ':' {
					h = h[1:j]
				}
				break
			}
		}
	} else if i := lastColon(h); i >= 0 && lastColon(h[:i]) < 0 {
		h = h[:i]
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

func lastColon(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ':' {
			return i
		}
	}
	return -1
}

// hasDotSegment reports whether v, split at its "/", holds a "." or ".."
// piece.
func hasDotSegment(v []byte) bool {
	start := 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) && v[i] != '/' {
			continue
		}
		if p := v[start:i]; len(p) == 1 && p[0] == '.' || len(p) == 2 && p[0] == '.' && p[1] == '.' {
			return true
		}
		start = i + 1
	}
	return false
}

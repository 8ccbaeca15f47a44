// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"github.com/uriscan/uri"
)

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
	// buf holds the decoded path, "/" and a decoded segment per segment,
	// up to decEnd, and the normalized path in buf[normStart:normEnd]: the
	// same bytes for a plain path, before the decoded path for a path with
	// a dot segment, and after it, written by Path, for the others
	// (normEnd < 0 until then).
	buf                        []byte
	normStart, normEnd, decEnd int
	path                       string // the target's path
	segs                       []span // the decoded segments
	vals                       []span // the values of the pattern's wildcards
	rawHost                    string // the request's host as given (or the target's)
	host                       []byte // rawHost in lower case, without port, when the table has hosts
	query                      string // the target's query, without "?"
	pat                        *pattern
	plain                      bool // the path had no "%" and no segment starting with "."
	multi, empty               bool // a multi wildcard matched; it matched the trailing slash only
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
// decoded, dot segments removed), still percent-encoded; empty if the
// target was invalid. A lookup writes it only when it needs it, so Path
// may write it into m's buffer: Path does not allocate once that buffer
// has grown to hold it too, and the result aliases the buffer.
func (m *Match) Path() []byte {
	if m.normEnd < 0 {
		m.normStart = len(m.buf)
		m.buf, _ = uri.AppendNormalizePath(m.buf, m.path, uri.LevelSyntax)
		m.normEnd = len(m.buf)
	}
	return m.buf[m.normStart:m.normEnd:m.normEnd]
}

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
// the decoded path; it keeps the host, which Lookup reads only when the
// table has patterns with a host.
func (m *Match) read(method, host, target string) error {
	m.pat, m.multi, m.empty = nil, false, false
	m.vals, m.segs, m.buf, m.host = m.vals[:0], m.segs[:0], m.buf[:0], m.host[:0]
	m.normStart, m.normEnd, m.decEnd, m.query, m.path = 0, 0, 0, "", ""
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
	m.path = path
	m.buf = append(m.buf, path...)
	if m.splitPlain(m.buf) {
		// No percent-encoding and no dot segment: the path is its own
		// normal form and its own decoding, and the segments index it.
		m.normEnd, m.decEnd, m.plain = len(m.buf), len(m.buf), true
		m.rawHost = host
		return nil
	}
	m.buf, m.segs, m.plain = m.buf[:0], m.segs[:0], false
	if hasRawDotSegment(path) {
		// Remove the dot segments, then decode the segments of the result.
		m.buf, err = uri.AppendNormalizePath(m.buf, path, uri.LevelSyntax)
		if err != nil {
			return err
		}
		m.normEnd = len(m.buf)
		decodeSegments(m, m.buf[:m.normEnd])
	} else {
		// The segments decode as those of the normal form would: Path
		// writes the normal form only if it is asked for.
		m.normEnd = -1
		decodeSegments(m, path)
	}
	m.rawHost = host
	return nil
}

// decodeSegments appends the segments of p, which begins with "/", to
// m.buf, each after a "/" and decoded, and records them.
func decodeSegments[T ~string | ~[]byte](m *Match, p T) {
	// The decoded path is never longer than p: grow once, so that the
	// appends below neither move buf nor allocate.
	m.buf = growTo(m.buf, len(m.buf)+len(p))
	for start := 1; start <= len(p); {
		end := start + indexSlash(p[start:])
		m.buf = append(m.buf, '/')
		s := len(m.buf)
		m.buf, _, _ = uri.AppendUnescape(m.buf, p[start:end], uri.EscapePathSegment)
		m.segs = append(m.segs, span{s, len(m.buf)})
		start = end + 1
	}
	m.decEnd = len(m.buf)
}

// hasRawDotSegment reports whether the path p has a segment that is, or
// decodes to, "." or "..".
func hasRawDotSegment(p string) bool {
	for start := 1; start <= len(p); {
		end := start + indexSlash(p[start:])
		if isDotSegment(p[start:end]) {
			return true
		}
		start = end + 1
	}
	return false
}

// isDotSegment reports whether s is "." or "..", each dot written as it is
// or as "%2E" or "%2e".
func isDotSegment(s string) bool {
	dots := 0
	for i := 0; i < len(s); dots++ {
		switch {
		case s[i] == '.':
			i++
		case len(s)-i >= 3 && s[i] == '%' && s[i+1] == '2' && s[i+2]|0x20 == 'e':
			i += 3
		default:
			return false
		}
	}
	return dots == 1 || dots == 2
}

// splitPlain records the segments of p, which begins with "/" and starts
// m.buf, in one pass, and reports whether p is plain: without a "%" and
// without a segment that begins with ".", so without a dot segment.
func (m *Match) splitPlain(p []byte) bool {
	// A loop over the bytes: the segments are short, shorter than what
	// pays for a call to bytes.IndexByte per segment (BenchmarkRoute).
	start := 1
	for i := 1; i < len(p); i++ {
		switch c := p[i]; {
		case c == '/':
			m.segs = append(m.segs, span{start, i})
			start = i + 1
		case c == '%', c == '.' && i == start:
			return false
		}
	}
	m.segs = append(m.segs, span{start, len(p)})
	return true
}

// indexSlash returns the index of the first "/" in b, or len(b).
func indexSlash[T ~string | ~[]byte](b T) int {
	for i := 0; i < len(b); i++ {
		if b[i] == '/' {
			return i
		}
	}
	return len(b)
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

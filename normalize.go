// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
)

// A Level is how far normalization goes (RFC 3986 6.2). A Level other
// than LevelSyntax and LevelScheme, the zero Level included, is taken as
// LevelSyntax.
type Level uint8

const (
	// LevelSyntax is syntax-based normalization (6.2.2): the scheme and
	// the host are lowercased (IP literals included), the hexadecimal
	// digits of every percent-encoding are uppercased, percent-encoded
	// unreserved characters (ALPHA DIGIT "-" "." "_" "~") are decoded,
	// dot segments are removed from the path (after decoding, so "%2E%2E"
	// is a ".." segment), and an empty port is removed with its ":"
	// ("http://example.com:/" is "http://example.com/", "foo://h:/p" is
	// "foo://h/p"), as 3.2.3 asks of normalizers for any scheme. Nothing
	// else changes: an empty path stays empty, and IPv6 literals are not
	// compressed or expanded.
	LevelSyntax Level = iota + 1
	// LevelScheme is LevelSyntax plus the scheme-based rules (6.2.3) of
	// the scheme, for URIs with an authority: the scheme's default port
	// (compared as text) is removed with its ":", and an empty path
	// becomes "/" when the scheme says so. See SchemeRule.
	LevelScheme
)

var levelNames = [...]string{LevelSyntax: "syntax", LevelScheme: "scheme"}

// String returns "syntax" or "scheme", or "Level(n)" for another value.
func (l Level) String() string { return enumString(l, levelNames[:], "Level") }

// AppendText appends "syntax" or "scheme" to b (encoding.TextAppender).
// Another value is an error.
func (l Level) AppendText(b []byte) ([]byte, error) {
	return enumMarshal(b, l, levelNames[:], "Level")
}

// MarshalText returns "syntax" or "scheme" (encoding.TextMarshaler), so
// that a Level reads as its name in JSON and configuration files. Another
// value is an error.
func (l Level) MarshalText() ([]byte, error) { return l.AppendText(nil) }

// UnmarshalText sets l from "syntax" or "scheme" (encoding.TextUnmarshaler),
// the names String returns; anything else is an error that lists them.
// With it a Level is a flag (flag.TextVar) or a field of a decoded
// configuration with no more code.
func (l *Level) UnmarshalText(text []byte) error {
	return enumUnmarshal(l, text, levelNames[:], "Level")
}

// A SchemeRule holds the scheme-based normalization rules (RFC 3986 6.2.3)
// of one scheme. They apply only to URIs with an authority.
type SchemeRule struct {
	// Scheme is the scheme name, matched without regard to case.
	Scheme string
	// DefaultPort is the default port as text, such as "80". A port with
	// exactly this text is removed with its ":" ("080" is not "80"). An
	// empty port is removed at every level, whatever the rules (3.2.3).
	DefaultPort string
	// EmptyPathSlash makes an empty path "/", as for http (RFC 9110 4.2.3).
	EmptyPathSlash bool
}

// defaultRules are the rules of DefaultSchemeRules.
var defaultRules = []SchemeRule{
	{Scheme: "http", DefaultPort: "80", EmptyPathSlash: true},   // RFC 9110 4.2.1, 4.2.3
	{Scheme: "https", DefaultPort: "443", EmptyPathSlash: true}, // RFC 9110 4.2.2, 4.2.3
	{Scheme: "ws", DefaultPort: "80", EmptyPathSlash: true},     // RFC 6455 3
	{Scheme: "wss", DefaultPort: "443", EmptyPathSlash: true},   // RFC 6455 3
	{Scheme: "ftp", DefaultPort: "21", EmptyPathSlash: true},    // RFC 1738 3.2
}

// DefaultSchemeRules returns the scheme rules the package-level functions
// use: http and ws (port 80), https and wss (443) and ftp (21), each with
// an empty path made "/". The result is a new slice, which a caller may
// extend to build a Normalizer:
//
//	n := uri.Normalizer{Rules: append(uri.DefaultSchemeRules(),
//		uri.SchemeRule{Scheme: "gopher", DefaultPort: "70"})}
func DefaultSchemeRules() []SchemeRule {
	return append([]SchemeRule(nil), defaultRules...)
}

// A Normalizer normalizes and compares URI references with a table of
// scheme rules. A Normalizer is a plain value: it is safe for concurrent
// use as long as nobody modifies Rules meanwhile. The zero Normalizer has no
// scheme rules, so that LevelScheme does what LevelSyntax does; the methods
// of a nil *Normalizer are those of the zero Normalizer. The
// package-level AppendNormalize and Equal use DefaultSchemeRules.
//
// The methods take strings; the package-level functions, which are generic,
// take a []byte without copying it.
type Normalizer struct {
	// Rules are the scheme rules, looked up by scheme in order; the first
	// match wins.
	Rules []SchemeRule
}

// defaultNormalizer is the Normalizer of the package-level functions.
var defaultNormalizer = Normalizer{Rules: defaultRules}

// rule returns the rule that applies to a reference with scheme scheme and
// authority hasAuthority at level, or nil.
func (n *Normalizer) rule(scheme string, hasAuthority bool, level Level) *SchemeRule {
	if level != LevelScheme || !hasAuthority || n == nil {
		return nil
	}
	for i := range n.Rules {
		if equalFoldASCII(n.Rules[i].Scheme, scheme) {
			return &n.Rules[i]
		}
	}
	return nil
}

// AppendNormalize is Normalizer.AppendNormalize with DefaultSchemeRules.
// Unlike the method, it takes a []byte without copying it.
func AppendNormalize[T ~string | ~[]byte](dst []byte, s T, level Level) ([]byte, error) {
	return defaultNormalizer.AppendNormalize(dst, asString(s), level)
}

// AppendNormalizeRef is Normalizer.AppendNormalizeRef with
// DefaultSchemeRules. Unlike the method, it takes a []byte without copying
// it.
func AppendNormalizeRef[T ~string | ~[]byte](dst []byte, s T, r Ref, level Level) ([]byte, error) {
	return defaultNormalizer.AppendNormalizeRef(dst, asString(s), r, level)
}

// AppendNormalize appends the normalized form of the URI-reference s at
// level (RFC 3986 6.2.2, and 6.2.3 with n's rules at LevelScheme) to dst
// and returns the extended buffer. Delimiters of empty components are kept
// ("http://h?" keeps its "?") unless a scheme rule removes them.
//
// A relative reference is normalized too, with one difference: dot
// segments are removed only from a path that starts with "/", since
// removing them from a relative path such as "../a" or "a/.." would change
// the resource it resolves to. Scheme rules need a scheme, so they never
// apply to a relative reference.
//
// When dot removal leaves a path that starts with "//" and there is no
// authority ("s:/a/..//b"), the path is written with the prefix "/."
// ("s:/.//b"), so that the result is read back with the same path.
// Normalization is idempotent: normalizing the result again at the same
// level gives the result.
//
// If s is not a valid URI-reference, AppendNormalize returns dst unchanged
// and the ErrorCode of Parse (use Check for the offset). It does not
// allocate when dst has room for len(s)+2 bytes more; the result does not
// alias s.
func (n *Normalizer) AppendNormalize(dst []byte, s string, level Level) ([]byte, error) {
	// The block parser's masks, with "/" and ".", say where s holds a
	// "%" or may hold a dot segment: normalEdits need not look there.
	var m blockMasks
	r, code := parseInto(s, &m, true)
	if code != 0 {
		return dst, code
	}
	if !blockClassified(s) {
		return n.appendEdited(dst, s, &r, nil, level), nil
	}
	if len(s) <= 2*blockMax && normalShort(s, &r, &m) {
		return append(dst, s...), nil
	}
	return n.appendEdited(dst, s, &r, &m, level), nil
}

// AppendNormalizeRef is AppendNormalize for a reference parsed already: r
// must be the Ref that Parse returned for s. A Ref that does not belong to
// s (a failed Parse, the zero Ref, a Ref of another length) is not
// trusted: s is parsed again. A Ref from Split is used as it is: nothing
// is checked, a "%" that does not begin a pct-encoded triplet is kept as
// it is, and the result is only as valid as s. A Ref from ParseIRI gives
// the normal form of the IRI, its characters beyond ASCII as they are.
//
// A request-target in the origin-form (ParseRequestTarget, or a request
// line of the extractor) is normalized as a request-target, whose path is
// an absolute-path even where it begins with "//": dot segments are
// removed, and no "/." guard is written, since nothing reads the result
// as an authority. So "//a//b" stays "//a//b", and "//evil.example/../x"
// is "//x", the path a server that removes dot segments serves (AppendNormalize
// of the same text reads an authority "evil.example"). A request-target in
// the authority-form or the asterisk-form, or an authority alone
// (ParseAuthority, ParseHostHeader), is not a URI-reference: the error is
// ErrForm. Whatever the Ref, AppendNormalizeRef does not panic: the Ref of
// another input of the same length gives a meaningless result.
func (n *Normalizer) AppendNormalizeRef(dst []byte, s string, r Ref, level Level) ([]byte, error) {
	if !uriRef(&r, s) {
		if code := reparse(&r, s, true); code != 0 {
			return dst, code
		}
	}
	return n.appendNormalized(dst, s, r, level), nil
}

func (n *Normalizer) appendNormalized(dst []byte, s string, r Ref, level Level) []byte {
	return n.appendEdited(dst, s, &r, nil, level)
}

// appendNormalizedSlow is appendNormalized component by component: the
// reference that the tests hold the fast path (normalize_fast.go) to.
func (n *Normalizer) appendNormalizedSlow(dst []byte, s string, r Ref, level Level) []byte {
	scheme := r.Scheme().In(s)
	if r.HasScheme() {
		dst = appendLower(dst, s[:len(scheme)+1]) // scheme ":"
	}
	rule := n.rule(scheme, r.HasAuthority(), level)
	if r.HasAuthority() {
		dst = append(dst, '/', '/')
		if r.HasUserinfo() {
			dst = appendPctNormalized(dst, r.Userinfo().In(s), false)
			dst = append(dst, '@')
		}
		literal := r.ipLiteral() != 0
		if literal {
			dst = append(dst, '[')
		}
		dst = appendPctNormalized(dst, r.Host().In(s), true)
		if literal {
			dst = append(dst, ']')
		}
		if r.HasPort() {
			if port := r.Port().In(s); port != "" && (rule == nil || port != rule.DefaultPort) {
				dst = append(dst, ':')
				dst = append(dst, port...)
			}
		}
	}
	p := len(dst)
	path := r.Path().In(s)
	dst = appendPctNormalized(dst, path, false)
	if r.HasScheme() || path != "" && path[0] == '/' {
		dst = dst[:p+removeDotSegments(dst[p:])]
	}
	if rule != nil && rule.EmptyPathSlash && len(dst) == p {
		dst = append(dst, '/')
	}
	if !r.HasAuthority() && !r.originForm() {
		dst = guardPath(dst, p)
	}
	if r.HasQuery() {
		dst = append(dst, '?')
		dst = appendPctNormalized(dst, r.Query().In(s), false)
	}
	if r.HasFragment() {
		dst = append(dst, '#')
		dst = appendPctNormalized(dst, r.Fragment().In(s), false)
	}
	return dst
}

// appendPctNormalized appends s with the percent-encodings of unreserved
// characters decoded and the hexadecimal digits of the others uppercased,
// and with ASCII letters lowercased (decoded ones included) when fold is
// set. A "%" that does not begin a pct-encoded triplet, which only the
// input of a Ref from Split may hold, is kept as it is.
func appendPctNormalized(dst []byte, s string, fold bool) []byte {
	for {
		k := strings.IndexByte(s, '%')
		if k < 0 {
			k = len(s)
		}
		if fold {
			dst = appendLower(dst, s[:k])
		} else {
			dst = append(dst, s[:k]...)
		}
		if k == len(s) {
			return dst
		}
		if _, ok := checkPct(s, k); !ok {
			dst = append(dst, '%')
			s = s[k+1:]
			continue
		}
		dst = appendPctTriplet(dst, s, k, fold)
		s = s[k+3:]
	}
}

// appendPctTriplet appends what syntax normalization makes of the
// pct-encoded triplet at s[i] (pctNormalized).
func appendPctTriplet(dst []byte, s string, i int, fold bool) []byte {
	if c, ok := pctNormalized(s, i, fold); ok {
		return append(dst, c)
	}
	return append(dst, '%', upperHex(s[i+1]), upperHex(s[i+2]))
}

// pctNormalized returns what syntax normalization makes of the
// pct-encoded triplet at s[i] (6.2.2.1, 6.2.2.2): the byte it encodes and
// true when that is unreserved, lowercased with fold (in a host); else
// false, and the triplet stays, with its hexadecimal digits in upper case
// (upperHex). It is the rule of both appendPctNormalized, which writes a
// component, and pctReader, which reads one for Equal.
func pctNormalized(s string, i int, fold bool) (byte, bool) {
	c := pctByte(s, i)
	if fold && c-'A' < 26 {
		c += 'a' - 'A' // a letter, unreserved in either case
	}
	return c, inClass(c, classUnreserved)
}

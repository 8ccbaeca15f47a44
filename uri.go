// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"net/url"
	"strconv"
)

// A URI is a valid URI-reference that owns its text: the text and its Ref,
// for programs that keep references in structs, maps and configuration
// files, as netip.Prefix keeps an Addr. It is small, immutable and
// comparable: two URIs are == when their texts are equal.
//
// The zero URI is the empty reference "", a valid same-document reference
// (RFC 3986 4.4), and ParseURI("") returns it.
//
// A URI reads its components as strings that alias its text, without
// allocating. MarshalText and UnmarshalText make it a field of JSON, YAML
// or flag values with no more code.
type URI struct {
	s string
	r Ref // the Ref of s; the zero Ref for s == ""
}

// emptyRef is the Ref of "".
var emptyRef, _ = parse("")

// ParseURI parses s as a URI-reference (URI or relative-ref) and returns
// it as a URI, or the error of Parse. It does not copy s: the URI holds
// s itself, so it does not allocate.
func ParseURI(s string) (URI, error) {
	if s == "" {
		return URI{}, nil
	}
	r, err := Parse(s)
	if err != nil {
		return URI{}, err
	}
	return URI{s, r}, nil
}

// MustParseURI is ParseURI for references known to be valid, such as
// constants in tests: it panics on an invalid one.
func MustParseURI(s string) URI {
	u, err := ParseURI(s)
	if err != nil {
		panic("uri: MustParseURI(" + strconv.Quote(s) + "): " + err.Error())
	}
	return u
}

// ref returns the Ref of u.s.
func (u URI) ref() Ref {
	if u.s == "" {
		return emptyRef
	}
	return u.r
}

// String returns the text of u, as it was parsed.
func (u URI) String() string { return u.s }

// Ref returns the Ref of u, whose spans index u.String().
func (u URI) Ref() Ref { return u.ref() }

// IsZero reports whether u is the zero URI, the empty reference.
func (u URI) IsZero() bool { return u.s == "" }

// IsAbsolute reports whether u has a scheme and no fragment (an
// absolute-URI, RFC 3986 4.3), the form a base must have.
func (u URI) IsAbsolute() bool { return u.ref().IsAbsolute() }

// Scheme returns the scheme as written, without ":"; "" when u has none.
func (u URI) Scheme() string { return u.ref().Scheme().In(u.s) }

// Userinfo returns the userinfo, without "@"; "" when u has none.
func (u URI) Userinfo() string { return u.ref().Userinfo().In(u.s) }

// Host returns the host, without the brackets of an IP literal; "" when u
// has no authority or an empty host (HasAuthority tells them apart).
func (u URI) Host() string { return u.ref().Host().In(u.s) }

// Port returns the port, without ":"; "" when u has none or an empty one.
func (u URI) Port() string { return u.ref().Port().In(u.s) }

// Path returns the path, still percent-encoded. It is always defined,
// possibly empty.
func (u URI) Path() string { return u.ref().Path().In(u.s) }

// Query returns the query, without "?"; "" when u has none or an empty one
// (HasQuery tells them apart).
func (u URI) Query() string { return u.ref().Query().In(u.s) }

// Fragment returns the fragment, without "#"; "" when u has none or an
// empty one (HasFragment tells them apart).
func (u URI) Fragment() string { return u.ref().Fragment().In(u.s) }

// HasAuthority reports whether u has an authority ("//" after the scheme).
func (u URI) HasAuthority() bool { return u.ref().HasAuthority() }

// HasQuery reports whether u has a query, possibly empty ("?").
func (u URI) HasQuery() bool { return u.ref().HasQuery() }

// HasFragment reports whether u has a fragment, possibly empty ("#").
func (u URI) HasFragment() bool { return u.ref().HasFragment() }

// Resolve resolves the reference ref against u as a base (RFC 3986 5.2,
// strict), as AppendResolve does; u must have a scheme, or the error is
// ErrBase. It allocates the text of the result.
func (u URI) Resolve(ref URI) (URI, error) {
	b, err := AppendResolveRef(nil, u.s, u.ref(), ref.s, ref.ref(), ResolveStrict)
	if err != nil {
		return URI{}, err
	}
	return ParseURI(string(b))
}

// Normalize returns u normalized to the given level (RFC 3986 6.2), as
// AppendNormalize does. It allocates the text of the result, unless u is
// normalized already.
func (u URI) Normalize(level Level) URI {
	b, err := AppendNormalizeRef(nil, u.s, u.ref(), level)
	if err != nil || string(b) == u.s {
		return u
	}
	v, err := ParseURI(string(b))
	if err != nil {
		// AppendNormalize writes a valid reference for a valid one.
		return u
	}
	return v
}

// Equal reports whether u and v are equivalent at the given level of
// normalization (RFC 3986 6.2), as the function Equal does; == compares
// the texts. It does not allocate.
func (u URI) Equal(v URI, level Level) bool { return Equal(u.s, v.s, level) }

// AppendText appends the text of u to b (encoding.TextAppender). It never
// fails.
func (u URI) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// MarshalText returns the text of u (encoding.TextMarshaler). It never
// fails.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// UnmarshalText sets u to the reference in text (encoding.TextUnmarshaler),
// or returns a *ParseError, which says what is wrong and where; u is then
// unchanged. Empty text gives the zero URI. It allocates a copy of text.
func (u *URI) UnmarshalText(text []byte) error {
	r, err := ParseDetailed(text)
	if err != nil {
		return err
	}
	if len(text) == 0 {
		*u = URI{}
	} else {
		*u = URI{string(text), r}
	}
	return nil
}

// errURLNotRFC3986 is the error of FromURL for a *url.URL whose String
// is not a valid RFC 3986 reference.
var errURLNotRFC3986 = errors.New("uri: the URL's String is not an RFC 3986 URI-reference")

// FromURL returns the URI of u.String(), for code that migrates from
// net/url. net/url parses leniently (see docs/net-url.md: spaces, non-ASCII
// bytes, "|" and others in some components, zone identifiers): a *url.URL
// whose String is not a valid RFC 3986 reference is an error, not a silent
// change. A nil u is an error too.
func FromURL(u *url.URL) (URI, error) {
	if u == nil {
		return URI{}, errors.New("uri: FromURL of a nil *url.URL")
	}
	v, err := ParseURI(u.String())
	if err != nil {
		return URI{}, errors.Join(errURLNotRFC3986, err)
	}
	return v, nil
}

// URL returns u as a *url.URL, from url.Parse of its text, for code that
// needs one. It fails where net/url rejects what RFC 3986 allows (an
// IPvFuture literal, or a percent-encoded registered name such as
// "%41.example"). The *url.URL is new on each call.
func (u URI) URL() (*url.URL, error) { return url.Parse(u.s) }

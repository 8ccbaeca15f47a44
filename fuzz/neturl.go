// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"strings"

	"github.com/uriscan/uri"
)

// A NetURLClass is a documented class of inputs on which uri.Parse and
// net/url.Parse may disagree: one accepts and the other rejects, or both
// accept and the host, port, escaped path, query or fragment differ.
type NetURLClass struct {
	Name    string
	Example string // an input of the class on which the two really differ
	What    string // what each parser does (the DIFFERENCES.md text)
	In      func(s string) bool
}

// parts are the Appendix B components of s (uri.Split never fails), the
// raw authority included.
type parts struct {
	scheme, authority, host, path, query, fragment string
	hasScheme, hasAuthority, hasQuery, hasFragment bool
}

func splitParts(s string) parts {
	r := uri.Split(s)
	return parts{
		scheme: r.Scheme().In(s), authority: r.Authority().In(s), host: r.Host().In(s),
		path: r.Path().In(s), query: r.Query().In(s), fragment: r.Fragment().In(s),
		hasScheme: r.HasScheme(), hasAuthority: r.HasAuthority(), hasQuery: r.HasQuery(), hasFragment: r.HasFragment(),
	}
}

// hostPort returns the authority without its userinfo, as net/url reads
// it: after the last "@".
func (p parts) hostPort() string {
	return p.authority[strings.LastIndexByte(p.authority, '@')+1:]
}

func hasBadPercent(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			return true
		}
	}
	return false
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// netURLClasses is the table of DIFFERENCES.md and of docs/net-url.md, in the
// order netURLClass tries them.
var netURLClasses = []NetURLClass{
	{
		Name: "non-ascii", Example: "http://www.詹姆斯.org/",
		What: "Bytes >= 0x80 (UTF-8 text, IRIs): net/url accepts them anywhere; RFC 3986 " +
			"allows only ASCII, uri rejects.",
		In: func(s string) bool {
			for i := 0; i < len(s); i++ {
				if s[i] >= 0x80 {
					return true
				}
			}
			return false
		},
	},
	{
		Name: "zone-id", Example: "http://[fe80::1%25en0]/",
		What: "IPv6 zone identifiers (RFC 6874, \"%25\" in an IP-literal): net/url accepts " +
			"them; RFC 3986 has no zone, uri rejects (ErrIPv6).",
		In: func(s string) bool {
			h := splitParts(s).hostPort()
			return strings.HasPrefix(h, "[") && strings.Contains(h, "%")
		},
	},
	{
		Name: "excluded-ascii", Example: "http://h/hello world",
		What: "Space and \"<>\\^`{|} (and backslash): net/url accepts them in the path, query " +
			"and fragment (and some in the userinfo and host); RFC 3986 excludes them, uri rejects.",
		In: func(s string) bool { return strings.ContainsAny(s, " \"<>\\^`{|}") },
	},
	{
		Name: "control-in-fragment", Example: "http://h/#a\tb",
		What: "ASCII controls (0x00-0x1F, 0x7F) in the fragment: net/url checks for controls " +
			"only before the \"#\" and accepts them after it; uri rejects (ErrFragment).",
		In: func(s string) bool {
			_, f, ok := strings.Cut(s, "#")
			return ok && strings.ContainsFunc(f, func(r rune) bool { return r < 0x20 || r == 0x7f })
		},
	},
	{
		Name: "hash-in-fragment", Example: "http://h/#a#b",
		What: "A second \"#\": net/url keeps it in the fragment (\"a#b\"); RFC 3986 excludes " +
			"\"#\" from the fragment, uri rejects (ErrFragment).",
		In: func(s string) bool { return strings.Count(s, "#") > 1 },
	},
	{
		Name: "brackets-outside-host", Example: "http://h/[x]",
		What: "\"[\" and \"]\" outside an IP-literal host (in the path, query or fragment): " +
			"net/url accepts them; RFC 3986 allows them only around an IP-literal, uri rejects.",
		In: func(s string) bool {
			p := splitParts(s)
			rest := p.path + p.query + p.fragment + p.scheme
			if h := p.hostPort(); !strings.HasPrefix(h, "[") {
				rest += h
			} else if i := strings.IndexByte(h, ']'); i >= 0 {
				rest += h[i+1:]
			}
			u := p.authority[:max(0, strings.LastIndexByte(p.authority, '@'))]
			return strings.ContainsAny(rest+u, "[]")
		},
	},
	{
		Name: "at-in-userinfo", Example: "http://a@b@c/",
		What: "More than one \"@\" in the authority: net/url splits at the last one, so the " +
			"userinfo holds \"@\"; RFC 3986 allows no \"@\" in userinfo, uri rejects (ErrHost).",
		In: func(s string) bool { return strings.Count(splitParts(s).authority, "@") > 1 },
	},
	{
		Name: "colon-in-host", Example: "http://h:1:2/",
		What: "More than one \":\" in an authority without an IP-literal: net/url takes the " +
			"port after the last one and leaves \"h:1\" as the host; uri rejects (ErrPort).",
		In: func(s string) bool {
			h := splitParts(s).hostPort()
			return !strings.HasPrefix(h, "[") && strings.Count(h, ":") > 1
		},
	},
	{
		Name: "bad-percent-unchecked", Example: "http://h/?a=%zz",
		What: "net/url does not check the query, nor the opaque part of a URI whose path " +
			"does not start with \"/\" (\"mailto:a%\"): \"%\" without two hex digits is " +
			"kept in RawQuery or Opaque; uri rejects (ErrPercent).",
		In: func(s string) bool {
			p := splitParts(s)
			opaque := p.hasScheme && !p.hasAuthority && !strings.HasPrefix(p.path, "/")
			return hasBadPercent(p.query) || opaque && hasBadPercent(p.path)
		},
	},
	{
		Name: "ipvfuture", Example: "http://[v1.x]/",
		What: "IPvFuture literals (\"[v1.x]\"): RFC 3986 allows them, uri accepts (HostIPvFuture); " +
			"net/url rejects every IP-literal that is not an IPv6 address.",
		In: func(s string) bool {
			h := splitParts(s).hostPort()
			return strings.HasPrefix(h, "[v") || strings.HasPrefix(h, "[V")
		},
	},
	{
		Name: "percent-in-host", Example: "http://%41/",
		What: "Percent-encoded ASCII in a reg-name host (\"%41\", \"%2F\"): RFC 3986 allows it, " +
			"uri accepts; net/url rejects any %XX in a host but a non-ASCII byte or %25.",
		In: func(s string) bool { return strings.Contains(splitParts(s).hostPort(), "%") },
	},
	{
		Name: "triple-slash-relative", Example: "///x",
		What: "A relative reference starting with \"///\": RFC 3986 reads an empty authority " +
			"and the path \"/x\"; net/url reads no authority and the path \"///x\".",
		In: func(s string) bool { return strings.HasPrefix(s, "///") },
	},
	{
		Name: "star-path", Example: "%2A",
		What: "A path that decodes to \"*\" (\"%2A\"): net/url's EscapedPath returns \"*\" " +
			"for it whatever was written (its case for \"OPTIONS *\"); uri keeps \"%2A\".",
		In: func(s string) bool { return strings.EqualFold(splitParts(s).path, "%2A") },
	},
}

// netURLClass returns the name of the first class s falls in, or "".
func netURLClass(s string) string {
	for _, c := range netURLClasses {
		if c.In(s) {
			return c.Name
		}
	}
	return ""
}

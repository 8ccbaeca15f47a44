// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"

	"github.com/uriscan/uri/internal/testkit"
)

// Generated inputs are deterministic: the same seed and size give the same
// bytes on every machine, so the suite runs without ../shared and two runs
// on different machines measure the same work.

var ipv6s = strings.Fields("2001:db8::1 ::1 fe80::1ff:fe23:4567:890a 2001:db8:85a3::8a2e:370:7334 2606:4700:4700::1111 ::ffff:192.0.2.128 2001:db8:0:0:1:0:0:1 64:ff9b::192.0.2.33")

// A Gen is a deterministic generator of realistic URI references.
type Gen struct{ r *rand.Rand }

// NewGen returns a generator seeded with seed.
func NewGen(seed uint64) *Gen { return &Gen{rand.New(rand.NewPCG(seed, 3986))} }

func (g *Gen) pick(s []string) string { return s[g.r.IntN(len(s))] }

// Host returns a plain reg-name host: lowercase labels, digits and hyphens.
func (g *Gen) Host() string {
	h := g.pick(testkit.Domains) + "." + g.pick(testkit.WebTLDs)
	if g.r.IntN(3) > 0 {
		h = g.pick(testkit.Labels) + "." + h
	}
	return h
}

// Path returns an absolute path of unreserved characters, some with a
// file extension, a few with percent-encoded bytes.
func (g *Gen) Path() string {
	var b strings.Builder
	n := g.r.IntN(5)
	for i := 0; i < n; i++ {
		b.WriteByte('/')
		b.WriteString(g.pick(testkit.Words))
		if g.r.IntN(10) == 0 {
			fmt.Fprintf(&b, "-%d", g.r.IntN(100000))
		}
		if g.r.IntN(20) == 0 {
			b.WriteString("%20")
			b.WriteString(g.pick(testkit.Words))
		}
	}
	if g.r.IntN(3) == 0 {
		b.WriteByte('/')
		b.WriteString(g.pick(testkit.Words))
		b.WriteString(g.pick(testkit.Exts))
	} else if n == 0 || g.r.IntN(4) == 0 {
		b.WriteByte('/')
	}
	return b.String()
}

// Query returns a query of about n key=value pairs.
func (g *Gen) Query(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(g.pick(testkit.Keys))
		b.WriteByte('=')
		switch g.r.IntN(4) {
		case 0:
			fmt.Fprintf(&b, "%d", g.r.IntN(1000000))
		case 1:
			b.WriteString(g.pick(testkit.Words))
			b.WriteString("%2C")
			b.WriteString(g.pick(testkit.Words))
		case 2:
			fmt.Fprintf(&b, "%x", g.r.Uint64())
		default:
			b.WriteString(g.pick(testkit.Words))
		}
	}
	return b.String()
}

// Web returns an absolute http(s) URL: host, optional port, path, and
// sometimes a query and a fragment. Every byte is one that all the peers
// accept, so a Web URL is a "core" input (see Labeled).
func (g *Gen) Web() string {
	var b strings.Builder
	if g.r.IntN(5) == 0 {
		b.WriteString("http://")
	} else {
		b.WriteString("https://")
	}
	b.WriteString(g.Host())
	if g.r.IntN(15) == 0 {
		fmt.Fprintf(&b, ":%d", 1024+g.r.IntN(60000))
	}
	b.WriteString(g.Path())
	if g.r.IntN(3) == 0 {
		b.WriteByte('?')
		b.WriteString(g.Query(1 + g.r.IntN(4)))
	}
	if g.r.IntN(12) == 0 {
		b.WriteByte('#')
		b.WriteString(g.pick(testkit.Words))
	}
	return b.String()
}

// iriWords are path words and host labels of several scripts, as
// referers and chat logs carry them (RFC 3987 IRIs, in UTF-8).
var iriWords = strings.Fields("東京 大阪 検索 ウィキペディア 北京 新闻 서울 검색 Москва поиск новости Ελλάδα αναζήτηση München Bücher Straße résumé café niño São القاهرة بحث עברית हिन्दी खोज ภาษาไทย Việt 😀")

// IRI returns an IRI: a Web URL whose host has, now and then, a label of
// non-ASCII characters, and whose path, query and fragment hold words of
// several scripts among ASCII ones, some percent-encoded as a browser
// copies them.
func (g *Gen) IRI() string {
	var b strings.Builder
	b.WriteString("https://")
	if g.r.IntN(4) == 0 {
		b.WriteString(g.pick(iriWords) + "." + g.pick(testkit.WebTLDs))
	} else {
		b.WriteString(g.Host())
	}
	// The first segment raw, so that it is an IRI and not a URI.
	b.WriteString("/" + g.pick(iriWords))
	for n := g.r.IntN(4); n > 0; n-- {
		b.WriteByte('/')
		switch g.r.IntN(3) {
		case 0:
			b.WriteString(g.pick(testkit.Words))
		case 1:
			b.WriteString(url.PathEscape(g.pick(iriWords)))
		default:
			b.WriteString(g.pick(iriWords))
		}
	}
	if g.r.IntN(2) == 0 {
		fmt.Fprintf(&b, "?q=%s&%s=%d", g.pick(iriWords), g.pick(testkit.Keys), g.r.IntN(1000))
	}
	if g.r.IntN(8) == 0 {
		b.WriteString("#" + g.pick(iriWords))
	}
	return b.String()
}

// IP returns an http URL whose host is an IPv6 or IPv4 literal.
func (g *Gen) IP() string {
	var host string
	if g.r.IntN(3) == 0 {
		host = fmt.Sprintf("%d.%d.%d.%d", 1+g.r.IntN(223), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
	} else {
		host = "[" + g.pick(ipv6s) + "]"
	}
	s := "http://" + host
	if g.r.IntN(2) == 0 {
		s += fmt.Sprintf(":%d", 1+g.r.IntN(65535))
	}
	return s + g.Path()
}

// LongQuery returns a URL with a query of 20 to 80 pairs (about 0.3 to 2 KB),
// as tracking and search URLs have.
func (g *Gen) LongQuery() string {
	return "https://" + g.Host() + g.Path() + "?" + g.Query(20+g.r.IntN(60))
}

// Target returns an HTTP request target (RFC 9112 3.2): mostly
// origin-form, some absolute-form, a few authority-form (CONNECT) and "*".
func (g *Gen) Target() string {
	switch x := g.r.IntN(100); {
	case x < 85:
		s := g.Path()
		if g.r.IntN(2) == 0 {
			s += "?" + g.Query(1+g.r.IntN(6))
		}
		return s
	case x < 95:
		return "http://" + g.Host() + g.Path()
	case x < 99:
		return g.Host() + ":443"
	default:
		return "*"
	}
}

// Relative returns a relative reference, as found in HTML href attributes.
func (g *Gen) Relative() string {
	switch x := g.r.IntN(100); {
	case x < 35:
		return g.Path()
	case x < 55:
		return strings.TrimPrefix(g.Path(), "/") + "?" + g.Query(1+g.r.IntN(3))
	case x < 70:
		return strings.Repeat("../", 1+g.r.IntN(3)) + g.pick(testkit.Words) + g.pick(testkit.Exts)
	case x < 80:
		return "//" + g.Host() + g.Path()
	case x < 88:
		return "?" + g.Query(1+g.r.IntN(3))
	case x < 95:
		return "#" + g.pick(testkit.Words)
	default:
		return "./" + g.pick(testkit.Words) + ";v=" + g.pick(testkit.Words)
	}
}

// Invalid returns a URL that is not a valid URI reference, the kind found
// in real logs: a space, a raw non-ASCII byte, a bad percent-encoding, a
// '|' or '"', or an unclosed IP literal.
func (g *Gen) Invalid() (s string, class string) {
	w := g.Web()
	switch g.r.IntN(6) {
	case 0:
		return w + "/a b", "space"
	case 1:
		return w + "/caf\u00e9", "non-ascii"
	case 2:
		return w + "/%zz", "bad-percent"
	case 3:
		return w + "/a|b", "pipe"
	case 4:
		return w + `/"x"`, "quote"
	default:
		return "http://[2001:db8::1/x", "unclosed-bracket"
	}
}

// A Label says what the generator knows about one generated input.
type Label struct {
	Valid bool   // a valid RFC 3986 URI-reference
	Core  bool   // valid, absolute, plain: every peer must accept it
	Class string // what made it invalid, or the generator that made it
}

// Labeled returns n inputs of the named kind ("web", "ip", "longquery",
// "longurl", "target", "relative") with their labels. For web, ip,
// longquery and longurl, one input in 200 is invalid (as in real logs);
// see Invalid.
func (g *Gen) Labeled(kind string, n int) ([]string, []Label) {
	out := make([]string, 0, n)
	lab := make([]Label, 0, n)
	for i := 0; i < n; i++ {
		var s string
		l := Label{Valid: true, Class: kind}
		switch kind {
		case "web":
			s, l.Core = g.Web(), true
		case "ip":
			s = g.IP()
		case "longquery":
			s, l.Core = g.LongQuery(), true
		case "longurl":
			s, l.Core = g.LongURL(), true
		case "target":
			s = g.Target()
		case "relative":
			s = g.Relative()
		default:
			panic("bench: unknown generator " + kind)
		}
		if kind != "target" && kind != "relative" && g.r.IntN(200) == 0 {
			s, l.Class = g.Invalid()
			l.Valid, l.Core = false, false
		}
		out = append(out, s)
		lab = append(lab, l)
	}
	return out, lab
}

// Pairs returns n (base, reference) pairs for resolution.
func (g *Gen) Pairs(n int) (bases, refs []string) {
	for i := 0; i < n; i++ {
		bases = append(bases, "https://"+g.Host()+g.Path())
		refs = append(refs, g.Relative())
	}
	return bases, refs
}

// Log returns a log of about n lines in a common access/application log
// style, each with zero to two URLs embedded in prose, quotes or brackets.
func (g *Gen) Log(n int) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "2026-11-21T%02d:%02d:%02d.%03dZ ", g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
		switch g.r.IntN(5) {
		case 0:
			fmt.Fprintf(&b, "INFO request served status=200 bytes=%d dur=%dms\n", g.r.IntN(100000), g.r.IntN(900))
		case 1:
			fmt.Fprintf(&b, "10.0.%d.%d - - \"GET %s HTTP/1.1\" 200 %d \"%s\" \"Mozilla/5.0 (X11; Linux x86_64)\"\n",
				g.r.IntN(256), g.r.IntN(256), g.Target(), g.r.IntN(50000), g.Web())
		case 2:
			fmt.Fprintf(&b, "WARN upstream %s timed out after 30s, retrying (see %s)\n", g.Web(), g.Web())
		case 3:
			fmt.Fprintf(&b, "INFO user clicked <%s> from page %s.\n", g.Web(), g.IP())
		default:
			fmt.Fprintf(&b, "DEBUG cache miss key=%x shard=%d\n", g.r.Uint64(), g.r.IntN(64))
		}
	}
	return []byte(b.String())
}

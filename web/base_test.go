// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strings"
	"testing"
)

// baseTests are links and the pages they are on: the host new URL(in,
// base) gives, by the states of the basic URL parser (URL Standard 4.4,
// URL parsing) that a base URL reaches. WPT's urltestdata.json, run by
// TestWPT, has 336 more.
var baseTests = []struct {
	in, base string
	host     string
	kind     Kind
	err      error
}{
	// Scheme-relative: the relative slash state, then the authority.
	{"//evil.example/x", "https://good.example/p", "evil.example", Domain, nil},
	{"\\\\evil.example\\x", "https://good.example/p", "evil.example", Domain, nil}, // "\" is "/" for a special base
	{"/\\evil.example", "http://good.example/p", "evil.example", Domain, nil},
	{"\t/\n/evil.example", "http://good.example/p", "evil.example", Domain, nil},
	{"///evil.example", "http://good.example/p", "evil.example", Domain, nil}, // special authority ignore slashes
	{"//EVIL.example:8080/", "ws://good.example/", "evil.example", Domain, nil},
	{"//evil.example:99999/", "http://good.example/", "", None, ErrPortOutOfRange},
	{"//", "http://good.example/", "", None, ErrHostMissing},
	{"//h/", "sc://good/p", "h", Opaque, nil},
	{"\\\\h/", "sc://good/p", "good", Opaque, nil}, // not special: "\" is a path byte
	// Path-relative, query, fragment: the base's host.
	{"a/b", "https://good.example/p/q", "good.example", Domain, nil},
	{"/a", "https://good.example/p", "good.example", Domain, nil},
	{"../../..", "http://0x7f.1/", "127.0.0.1", IPv4, nil},
	{"?q", "http://[::1]:8080/", "[::1]", IPv6, nil},
	{"#f", "http://good.example/", "good.example", Domain, nil},
	{"", "http://good.example/", "good.example", Domain, nil},
	{"evil.example", "http://good.example/", "good.example", Domain, nil},
	{"i", "sc://ho/pa", "ho", Opaque, nil},
	{"i", "sc:/pa/pa", "", None, nil},
	{"#i", "sc:sd", "", None, nil},
	{"i", "sc:sd", "", None, ErrMissingScheme}, // an opaque path takes a fragment alone
	{"i", "mailto:a@b", "", None, ErrMissingScheme},
	// A special scheme and the base's: the special relative or authority
	// state reads "http:foo" as relative.
	{"http:evil.example", "http://good.example/", "good.example", Domain, nil},
	{"HTTP:evil.example", "http://good.example/", "good.example", Domain, nil},
	{"http:/evil.example", "http://good.example/", "good.example", Domain, nil},
	{"http:", "http://good.example/", "good.example", Domain, nil},
	{"ht\ttp:evil.example", "h\nttp://good.example/", "good.example", Domain, nil},
	{"http:\\\\evil.example", "http://good.example/", "evil.example", Domain, nil},
	{"http:/\\evil.example", "http://good.example/", "evil.example", Domain, nil},
	{"http://evil.example", "http://good.example/", "evil.example", Domain, nil},
	{"http:evil.example", "https://good.example/", "evil.example", Domain, nil}, // another scheme
	{"https:evil.example", "http://good.example/", "evil.example", Domain, nil},
	{"sc:evil.example", "sc://good/", "", None, nil}, // not special: never relative
	{"http:evil.example", "sc://good/", "evil.example", Domain, nil},
	// file: the file state takes a file base's host, but after "//".
	{"file:/C:/", "file://host/", "host", Domain, nil},
	{"file:C:/", "file://host/", "host", Domain, nil},
	{"file:x", "file://host/", "host", Domain, nil},
	{"file://other/x", "file://host/", "other", Domain, nil},
	{"file:\\\\other\\x", "file://host/", "other", Domain, nil},
	{"file:x", "http://host/", "", Empty, nil},
	{"/x", "file://host/", "host", Domain, nil},
	{"C|/x", "file://host/", "host", Domain, nil},
	{"//C:/x", "file://host/", "", Empty, nil}, // a Windows drive letter, not a host
	{"//other/x", "file://host/", "other", Domain, nil},
	{"//localhost/x", "file://host/", "", Empty, nil},
	{"x", "file:///p", "", Empty, nil},
	// A base that fails fails every link, as new URL(in, base) throws.
	{"http://h/", "/relative", "", None, ErrMissingScheme},
	{"http://h/", "", "", None, ErrMissingScheme},
	{"x", "http://a b/", "", None, ErrDomainInvalidCodePoint},
	{"x", "http://h:99999/", "", None, ErrPortOutOfRange},
	{"//h/", "http://xn--a%C3%A9/", "", None, ErrDomainToASCII},
}

func TestAppendHostBase(t *testing.T) {
	for _, c := range baseTests {
		h, k, err := AppendHostBase([]byte("pre"), c.in, c.base)
		if !strings.HasPrefix(string(h), "pre") || string(h[3:]) != c.host || k != c.kind || err != c.err {
			t.Errorf("AppendHostBase(%q, %q) = %q, %v, %v; want %q, %v, %v", c.in, c.base, h, k, err, "pre"+c.host, c.kind, c.err)
		}
		hb, kb, errb := AppendHostBase(nil, []byte(c.in), []byte(c.base))
		if string(hb) != string(h[3:]) || kb != k || errb != err {
			t.Errorf("AppendHostBase([]byte(%q), []byte(%q)) = %q, %v, %v; the strings give %q", c.in, c.base, hb, kb, errb, h[3:])
		}
	}
}

// TestAppendHostBaseAbsolute checks that the base changes nothing for an
// input that the parser does not read against it: a scheme that is not
// special, or special and not the base's, or "//" after a special
// scheme; unless the base fails.
func TestAppendHostBaseAbsolute(t *testing.T) {
	bases := []string{"http://good.example/p", "https://good.example/", "file://host/", "sc://good/", "mailto:x@y", "ws:h"}
	for _, s := range testInputs(t, 2) {
		i, scheme := scanScheme(trimControlSpace(s))
		if i < 0 {
			continue
		}
		want := answer(AppendHost(nil, s))
		for _, base := range bases {
			_, bscheme := scanScheme(base)
			same := scheme == bscheme && scheme != schemeOther && (scheme == schemeFile || sameScheme(trimControlSpace(s)[:i-1], base[:strings.IndexByte(base, ':')]))
			if same && !twoSlashes(trimControlSpace(s), i, true) {
				continue
			}
			if got := answer(AppendHostBase(nil, s, base)); got != want {
				t.Errorf("AppendHostBase(%q, %q) = %s; AppendHost %s", s, base, got, want)
			}
		}
	}
}

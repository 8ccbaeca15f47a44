// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

var differsTests = []struct {
	in      string
	differs bool
}{
	{"http://example.com/", false},
	{"http://EXAMPLE.com/", false},
	{"HTTP://u:p@Example.COM:8080/x", false},
	{"http://ex%61mple.com/", true},
	{"http://%65xample.com/", true},
	{"http://127.0.0.1/", false},
	{"http://127.1/", true},
	{"http://0x7f.1/", true},
	{"http://2130706433/", true},
	{"http://127.0.0.1./", true},
	{"http://example.com./", false},
	{"http:evil.example/x", true},
	{"http:/evil.example/x", true},
	{"http:///evil.example/x", true},
	{"https:?q", false}, // refused: nothing to connect to
	{"http://[::1]/", false},
	{"http://[0:0::1]/", false},
	{"http://[::ffff:1.2.3.4]/", false},
	{"http://[::FFFF:102:304]/", false},
	{"http://[v1.x]/", false},
	{"http://xn--bcher-kva.example/", false},
	{"http://XN--BCHER-KVA.example/", false},
	{"http://b%C3%BCcher.example/", true},
	{"http://xn--a/", false},        // an ASCII domain: taken as it is (issue 43)
	{"http://%78n--a/", true},       // a browser connects to xn--a (issue 43)
	{"http://XN--a/", false},        // lowered: the same name
	{"http://%3C%CC%B8/", true},     // "≮": xn--gdh
	{"http://xn--a%C3%A9--/", true}, // issue 42, row 7: refused by domain to ASCII
	{"http://XN--a%C3%A9--.example/", true},
	{"http://xn--bcher-kva%2Eexample/", true}, // decoded, taken: another text
	{"http://h:99999/", false},
	{"http://a%2Fb/", false},
	{"sc://EX%61mple/", false},
	{"sc://h/", false},
	{"sc:/p", false},
	{"mailto:a@b.example", false},
	{"file:///etc/passwd", false},
	{"file:/etc/passwd", false},
	{"file://localhost/x", true},
	{"file://server/x", false},
	{"file://c:/x", true},
	{"/relative", false},
	{"http://a b/", false}, // invalid: no findings
}

// TestHostDiffersIRI checks the comparison of an IRI's host, once in
// ASCII.
func TestHostDiffersIRI(t *testing.T) {
	for _, c := range []struct {
		in      string
		differs bool
	}{
		{"http://例え.jp/東京", false},
		{"http://BÜCHER.example/", false},
		{"http://ｅｘａｍｐｌｅ.com/", false},
		{"http://例え%2Ejp/", true},
		{"git://Bücher/x", true},   // an opaque host: percent-encoded
		{"http://xn--aé--/", true}, // issue 42, row 7: refused by domain to ASCII
		{"http://a.xn--é/", true},
		{"git://xn--aé--/", true}, // an opaque host: percent-encoded
		{"http:xn--aé--", false},  // no RFC 3986 host, and no WHATWG host
	} {
		r, err := uri.ParseIRI(c.in)
		if err != nil {
			t.Fatalf("ParseIRI(%q): %v", c.in, err)
		}
		if got := HostDiffers(c.in, r); got != c.differs {
			t.Errorf("HostDiffers(%q, its IRI Ref) = %v, want %v", c.in, got, c.differs)
		}
	}
}

func TestInspect(t *testing.T) {
	for _, c := range differsTests {
		r, _ := uri.Parse(c.in)
		if got := HostDiffers(c.in, r); got != c.differs {
			t.Errorf("HostDiffers(%q) = %v, want %v", c.in, got, c.differs)
		}
		f := Inspect(c.in, r)
		if got := f&uri.FindWebHostDiffers != 0; got != c.differs {
			t.Errorf("Inspect(%q) = %v, want web_host_differs %v", c.in, f, c.differs)
		}
		if rest := f &^ uri.FindWebHostDiffers; rest != uri.Inspect(c.in, r) {
			t.Errorf("Inspect(%q) = %v; uri.Inspect %v", c.in, f, uri.Inspect(c.in, r))
		}
		if got := Inspect([]byte(c.in), uri.Ref{}); got != f {
			t.Errorf("Inspect([]byte(%q), zero Ref) = %v; with its Ref %v", c.in, got, f)
		}
		if got := HostDiffers(c.in, uri.Ref{}); got != c.differs {
			t.Errorf("HostDiffers(%q, zero Ref) = %v", c.in, got)
		}
		h, k, err := AppendHostRef(nil, c.in, r)
		if got := Differs(c.in, r, h, k, err); got != c.differs {
			t.Errorf("Differs(%q, its host %q) = %v", c.in, h, got)
		}
	}
}

// TestEqualFoldASCII checks equalFoldASCII, which hostDiffers compares
// hosts with, against strings.EqualFold, on pairs that differ at each
// offset of its 8-byte words, in case and not, ASCII and not.
func TestEqualFoldASCII(t *testing.T) {
	for n := 0; n <= 20; n++ {
		a := strings.Repeat("aB-", 7)[:n]
		for i := 0; i <= n; i++ {
			for _, b := range []string{
				a, strings.ToUpper(a), strings.ToLower(a), a + "x", a[:i] + a[min(i+1, n):],
				a[:i] + "@" + a[min(i+1, n):], a[:i] + "[" + a[min(i+1, n):], a[:i] + "`" + a[min(i+1, n):],
				a[:i] + "é" + a[min(i+1, n):], a[:i] + "\xff" + a[min(i+1, n):], a[:i] + "K" + a[min(i+1, n):],
			} {
				for _, p := range [][2]string{{a, b}, {b, a}} {
					eq, ascii := equalFoldASCII(p[0], []byte(p[1]))
					if wantASCII := isASCII(p[0]) && isASCII(p[1]); ascii != wantASCII {
						t.Errorf("equalFoldASCII(%q, %q): ascii %v, want %v", p[0], p[1], ascii, wantASCII)
					}
					if ascii && eq != strings.EqualFold(p[0], p[1]) {
						t.Errorf("equalFoldASCII(%q, %q) = %v; strings.EqualFold says otherwise", p[0], p[1], eq)
					}
					if !ascii && eq {
						t.Errorf("equalFoldASCII(%q, %q) = true, not ASCII", p[0], p[1])
					}
				}
			}
		}
	}
}

// FuzzEqualFoldASCII checks equalFoldASCII against strings.EqualFold on
// any pair of ASCII strings.
func FuzzEqualFoldASCII(f *testing.F) {
	f.Add("Example.COM", "example.com")
	f.Add("a@b", "a`b")
	f.Add("0123456789abcdefZ", "0123456789ABCDEFz")
	f.Fuzz(func(t *testing.T, a, b string) {
		eq, ascii := equalFoldASCII(a, []byte(b))
		if ascii != (isASCII(a) && isASCII(b)) || ascii && eq != strings.EqualFold(a, b) || !ascii && eq {
			t.Fatalf("equalFoldASCII(%q, %q) = %v, %v", a, b, eq, ascii)
		}
	})
}

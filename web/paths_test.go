// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriscan/uri"
)

// testInputs returns the inputs of the tests: those of hostTests and of
// the table of ada's answers, and mutations of them (a byte of a URL's
// syntax inserted, a letter raised, a cut), seeded.
func testInputs(t testing.TB, mutations int) []string {
	var in []string
	for _, c := range hostTests {
		in = append(in, c.in)
	}
	data, err := os.ReadFile("testdata/ada.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Split(line, "\t"); len(f) >= 3 && line[0] != '#' {
			if s, err := strconv.Unquote(f[1]); err == nil {
				in = append(in, s)
			}
		}
	}
	r := rand.New(rand.NewPCG(35, 3))
	base := len(in)
	const bytes = "/\\@:?#[]%.-0x9aAZ \t\n\x00\xff\u00ad\u3002"
	for range mutations {
		s := in[r.IntN(base)]
		for range 1 + r.IntN(3) {
			i := r.IntN(len(s) + 1)
			switch r.IntN(4) {
			case 0:
				s = s[:i]
			case 1:
				if i < len(s) {
					s = s[:i] + strings.ToUpper(s[i:i+1]) + s[i+1:]
				}
			default:
				j := r.IntN(len(bytes))
				s = s[:i] + bytes[j:j+1] + s[i:]
			}
		}
		in = append(in, s)
	}
	return in
}

// TestPathsAgree checks the fast paths of AppendHost against the
// parser's own steps (scanHost), on every input where they answer: the
// shape of most http URLs (fastHost), valid references (refHost, as
// AppendHostRef uses it), and the common case of those (refFastHost).
func TestPathsAgree(t *testing.T) {
	fast, ref, refFast := 0, 0, 0
	for _, s := range testInputs(t, 50000) {
		want, wk, werr := scanHost([]byte("p"), s)
		if got, k, err, ok := fastHost([]byte("p"), s); ok {
			fast++
			if !bytes.Equal(got, want) || k != wk || err != werr {
				t.Errorf("fastHost(%q) = %q, %v, %v; scanHost %q, %v, %v", s, got, k, err, want, wk, werr)
			}
		}
		r, perr := uri.Parse(s)
		if perr != nil {
			continue
		}
		if got, k, err, ok := refHost([]byte("p"), s, r); ok {
			ref++
			if !bytes.Equal(got, want) || k != wk || err != werr {
				t.Errorf("refHost(%q) = %q, %v, %v; scanHost %q, %v, %v", s, got, k, err, want, wk, werr)
			}
		}
		if got, k, ok := refFastHost([]byte("p"), s, r); ok {
			refFast++
			if !bytes.Equal(got, want) || k != wk || werr != nil {
				t.Errorf("refFastHost(%q) = %q, %v; scanHost %q, %v, %v", s, got, k, want, wk, werr)
			}
		} else if !bytes.Equal(got, []byte("p")) {
			t.Errorf("refFastHost(%q) = %q and false: appended", s, got)
		}
		got, k, err := AppendHostRef([]byte("p"), s, r)
		if !bytes.Equal(got, want) || k != wk || err != werr {
			t.Errorf("AppendHostRef(%q) = %q, %v, %v; scanHost %q, %v, %v", s, got, k, err, want, wk, werr)
		}
	}
	if fast < 1000 || ref < 1000 || refFast < 500 {
		t.Errorf("the fast paths answered %d, %d and %d times: too few to test them", fast, ref, refFast)
	}
}

// TestAppendHostRefUntrusted checks that a Ref of another input is not
// trusted.
func TestAppendHostRefUntrusted(t *testing.T) {
	r, _ := uri.Parse("http://a.example/")
	for _, s := range []string{"http://b.example/", "http://bb.example/x/y", "sc:", ""} {
		want, wk, werr := AppendHost(nil, s)
		got, k, err := AppendHostRef(nil, s, r)
		if !bytes.Equal(got, want) || k != wk || err != werr {
			t.Errorf("AppendHostRef(%q, Ref of another) = %q, %v, %v; AppendHost %q, %v, %v", s, got, k, err, want, wk, werr)
		}
	}
}

// TestHostProperties checks, on every test input, what any host must be:
// ASCII; a domain in lower case, without forbidden domain code points,
// and read back the same; an address read back the same; nothing
// appended with an error or without a host.
func TestHostProperties(t *testing.T) {
	for _, s := range testInputs(t, 20000) {
		checkProperties(t, s)
	}
}

func checkProperties(t *testing.T, s string) {
	h, k, err := AppendHost(nil, s)
	if err != nil || k == None || k == Empty {
		if len(h) != 0 || (err != nil) != (k == None && err != nil) {
			t.Fatalf("AppendHost(%q) = %q, %v, %v", s, h, k, err)
		}
		return
	}
	if !utf8.Valid(h) || bytes.ContainsFunc(h, func(r rune) bool { return r >= 0x80 }) {
		t.Fatalf("AppendHost(%q) = %q, not ASCII", s, h)
	}
	switch k {
	case Domain:
		for _, c := range h {
			if domainClass[c] != keep {
				t.Fatalf("AppendHost(%q) = %q: byte %q", s, h, c)
			}
		}
		fallthrough
	case IPv4, IPv6:
		again, k2, err := AppendHost(nil, "http://"+string(h)+"/")
		if string(again) != string(h) || k2 != k || err != nil {
			t.Fatalf("AppendHost(%q) = %q, %v; read back: %q, %v, %v", s, h, k, again, k2, err)
		}
	case Opaque:
		again, k2, err := AppendHost(nil, "sc://"+string(h)+"/")
		if string(again) != string(h) || k2 != k || err != nil {
			t.Fatalf("AppendHost(%q) = %q, %v; read back: %q, %v, %v", s, h, k, again, k2, err)
		}
	}
}

// FuzzAppendHost checks that AppendHost does not panic on any input,
// answers the same for a string and its bytes, and that its fast paths
// agree with the parser's own steps; and the properties of any host.
func FuzzAppendHost(f *testing.F) {
	for _, s := range testInputs(f, 0) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, wk, werr := scanHost(nil, s)
		got, k, err := AppendHost(nil, s)
		gotb, kb, errb := AppendHost(nil, []byte(s))
		if !bytes.Equal(got, want) || k != wk || err != werr || !bytes.Equal(gotb, got) || kb != k || errb != err {
			t.Fatalf("AppendHost(%q) = %q, %v, %v; of the bytes %q, %v, %v; scanHost %q, %v, %v", s, got, k, err, gotb, kb, errb, want, wk, werr)
		}
		checkProperties(t, s)
		r, _ := uri.Parse(s)
		if got, k, ok := refFastHost(nil, s, r); ok && (!bytes.Equal(got, want) || k != wk || werr != nil) {
			t.Fatalf("refFastHost(%q) = %q, %v; scanHost %q, %v, %v", s, got, k, want, wk, werr)
		}
		if f := Inspect(s, r); f&uri.FindWebHostDiffers != 0 && !r.Valid() {
			t.Fatalf("Inspect(%q), invalid, = %v", s, f)
		}
	})
}

// TestFastHostWindows checks fastHost where what it looks for falls at
// each offset of its 8-byte words: the end of the host, a port, a byte
// that is not plain, and a "--" across two words.
func TestFastHostWindows(t *testing.T) {
	for k := 0; k <= 17; k++ {
		pad := strings.Repeat("a", k)
		for _, s := range []string{
			"http://" + pad, "https://" + pad + "/x", "http://" + pad + ":80", "http://" + pad + ":99999/",
			"http://" + pad + ".xn--a/", "http://" + pad + "-.-xn--a/", "http://" + pad + "x-" + "-9ca/",
			"https://" + pad + ".xn--bcher-kva.example/", "http://" + pad + "A/", "http://" + pad + "%41/",
			"http://" + pad + "\t/", "http://" + pad + "@h/", "http://" + pad + "é/", "http://" + pad + ".1/",
			"http://" + pad + "0x7f/", "http://" + pad + "--", "http://" + pad + "-", "http://-" + pad + "-",
		} {
			want, wk, werr := scanHost(nil, s)
			got, gk, gerr, ok := fastHost(nil, s)
			if ok && (string(got) != string(want) || gk != wk || gerr != werr) {
				t.Errorf("fastHost(%q) = %q, %v, %v; scanHost %q, %v, %v", s, got, gk, gerr, want, wk, werr)
			}
			// refFastHost reads 8 bytes at a time too; its hosts may
			// hold capitals and "_", but not "%".
			for _, v := range []string{s, strings.ToUpper(s), strings.ReplaceAll(s, "a", "_")} {
				want, wk, werr := scanHost(nil, v)
				if r, err := uri.Parse(v); err == nil {
					if got, gk, ok := refFastHost(nil, v, r); ok && (string(got) != string(want) || gk != wk || werr != nil) {
						t.Errorf("refFastHost(%q) = %q, %v; scanHost %q, %v, %v", v, got, gk, want, wk, werr)
					}
				}
			}
		}
	}
}

// TestAppendHostRefIRI checks AppendHostRef with the Ref of an IRI, whose
// host may hold non-ASCII characters, against scanHost.
func TestAppendHostRefIRI(t *testing.T) {
	for _, s := range []string{
		"http://例え.jp/東京", "HTTP://BÜCHER.example/", "sc://例え/", "http://%E4%BE%8B.jp/", "http://ｅｘａｍｐｌｅ.com/",
		"http://a\u3002b/", "http://xn--bcher-kva.例え/", "git://Bücher/x", "http://١٢٣/", "http://\u0301a/",
	} {
		r, err := uri.ParseIRI(s)
		if err != nil {
			t.Fatalf("ParseIRI(%q): %v", s, err)
		}
		want, wk, werr := scanHost(nil, s)
		got, k, err := AppendHostRef(nil, s, r)
		if !bytes.Equal(got, want) || k != wk || err != werr {
			t.Errorf("AppendHostRef(%q, its IRI Ref) = %q, %v, %v; scanHost %q, %v, %v", s, got, k, err, want, wk, werr)
		}
	}
}

// checkDiffers checks AppendHostDiffers on s, with its Ref, the zero Ref
// and the Ref of another input, against AppendHost and HostDiffers, the
// slow paths it short-cuts (refFastHost, the IPv6 address parsed once).
func checkDiffers(t testing.TB, s string) {
	want, wk, werr := AppendHost([]byte("p"), s)
	r, _ := uri.Parse(s)
	wd := HostDiffers(s, r)
	other, _ := uri.Parse("http://a.example/" + s) // of another length: not trusted
	for _, ref := range []uri.Ref{r, {}, other} {
		got, k, d, err := AppendHostDiffers([]byte("p"), s, ref)
		if !bytes.Equal(got, want) || k != wk || d != wd || err != werr {
			t.Fatalf("AppendHostDiffers(%q) = %q, %v, %v, %v; AppendHost %q, %v, %v, HostDiffers %v", s, got, k, d, err, want, wk, werr, wd)
		}
	}
	if r.Valid() {
		h, k, err := AppendHostRef(nil, s, r)
		if Differs(s, r, h, k, err) != wd {
			t.Fatalf("Differs(%q) = %v; HostDiffers %v", s, !wd, wd)
		}
	}
}

// TestAppendHostDiffers checks AppendHostDiffers on the test inputs, the
// WPT inputs, and IPv6 addresses in their forms.
func TestAppendHostDiffers(t *testing.T) {
	in := testInputs(t, 20000)
	for _, c := range urlCases(t) {
		in = append(in, c.input)
	}
	for _, a := range []string{"::1", "0:0::1", "::ffff:1.2.3.4", "::FFFF:102:304", "1:2:3:4:5:6:7:8", "2001:DB8::8a2e:370:7334", "v1.x", "::"} {
		in = append(in, "http://["+a+"]/", "sc://["+a+"]:80/", "file://["+a+"]/")
	}
	for _, s := range in {
		checkDiffers(t, s)
	}
}

// FuzzAppendHostDiffers checks AppendHostDiffers against AppendHost and
// HostDiffers on any input.
func FuzzAppendHostDiffers(f *testing.F) {
	for _, s := range testInputs(f, 0) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkDiffers(t, s)
	})
}

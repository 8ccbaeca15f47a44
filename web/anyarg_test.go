// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// No exported function of the package panics, whatever its arguments
// (issue 42, row 11): a Ref of the input, of another input of another
// length or of the same one, or the zero Ref; for Differs, a host, kind
// and failure that AppendHostRef did not give; a dst that holds bytes;
// kinds and failures out of range.

// refsOf returns the Refs that package uri makes for s.
func refsOf(s string) []uri.Ref {
	var refs []uri.Ref
	add := func(r uri.Ref, _ ...any) { refs = append(refs, r) }
	add(uri.Parse(s))
	add(uri.ParseIRI(s))
	add(uri.ParseAuthority(s))
	add(uri.ParseHostHeader(s))
	refs = append(refs, uri.Split(s))
	for _, m := range []string{"GET", "OPTIONS", "CONNECT"} {
		add(uri.ParseRequestTarget(m, s))
	}
	return refs
}

// sameLength returns o cut or padded to n bytes, so that its Refs have the
// length of an input of n bytes: the Refs that cannot be told from the
// input's own.
func sameLength(o string, n int) string {
	if len(o) >= n {
		return o[:n]
	}
	return o + strings.Repeat("a", n-len(o))
}

// anyArgInputs are inputs of every kind of host, and the reproducer of
// row 11 with the Ref of each other.
var anyArgInputs = []string{
	"http://[::1]/", "http://[v1.x]/", "http://127.0.0.1/", "http://0x7f.1/", "http://example.com:80/",
	"sc://h/", "file:///p", "file://h/p", "http:h", "mailto:a@b", "http://例え.jp/", "http://xn--aé--/",
	"http://[::ffff:1.2.3.4]/", "git://Bücher/x", "", "[::1]:443", "h:443", "*", "/p", "http://u@/",
}

func FuzzAnyArgs(f *testing.F) {
	for i, s := range anyArgInputs {
		f.Add(s, anyArgInputs[(i+1)%len(anyArgInputs)], []byte("[::1]"), uint8(i))
		f.Add(s, s, []byte(nil), uint8(IPv6))
	}
	f.Fuzz(func(t *testing.T, s, o string, host []byte, x uint8) {
		if len(s) > 128 || len(o) > 128 {
			return // longer inputs cost more and find nothing more
		}
		refs := append(refsOf(s), uri.Ref{})
		refs = append(refs, refsOf(o)...)
		refs = append(refs, refsOf(sameLength(o, len(s)))...)
		for _, r := range refs {
			callWithArgs(t, s, r, host, x)
		}
	})
}

// TestDiffersAnyKind keeps the reproducer of row 11: Differs panicked
// (slice bounds out of range) on an IPv6 reference given a host that is
// not one, as it is given with the kind IPv6 and no host; a host that is
// not an address is another host than the reference's address.
func TestDiffersAnyKind(t *testing.T) {
	s := "http://[::1]/"
	r, err := uri.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, host := range []string{"", "[", "]", "[]", "::1", "[::1", "example.com"} {
		for k := None; k <= numKinds; k++ {
			var got bool
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("Differs(%q, r, %q, %v, nil): panic: %v", s, host, k, p)
					}
				}()
				got = Differs(s, r, []byte(host), k, nil)
			}()
			if k == IPv6 && !got {
				t.Errorf("Differs(%q, r, %q, %v, nil) = false, want true", s, host, k)
			}
		}
	}
	if Differs(s, r, []byte("[::1]"), IPv6, nil) || Differs(s, r, []byte("[0::1]"), IPv6, nil) {
		t.Errorf("Differs(%q, r, its own host) = true", s)
	}
}

// callWithArgs calls every exported function and method with s, r and
// the arbitrary host bytes and number x, and checks what holds for any
// of them.
func callWithArgs(t *testing.T, s string, r uri.Ref, host []byte, x uint8) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("input %q, Ref %v (%#v), host %q, x %d: panic: %v", s, r, r, host, x, p)
		}
	}()
	_ = Kind(x).String()
	_ = Failure(x).String()
	_ = Failure(x).Error()

	// dst keeps its bytes; on failure nothing is appended.
	for _, dst := range [][]byte{nil, host, host[:len(host):len(host)]} {
		dst := dst
		n := len(dst)
		keep := bytes.Clone(dst)
		out, k, err := AppendHostRef(dst, s, r)
		if !bytes.Equal(out[:n], keep) || err != nil && (len(out) != n || k != None) {
			t.Fatalf("AppendHostRef(%q, %q, %v) = %q, %v, %v", keep, s, r, out, k, err)
		}
		outb, kb, errb := AppendHostRef(dst[:n:n], []byte(s), r)
		if !bytes.Equal(outb, out) || kb != k || errb != err {
			t.Fatalf("AppendHostRef(%q, bytes of %q, %v) = %q, %v, %v; of the string %q, %v, %v", keep, s, r, outb, kb, errb, out, k, err)
		}
		outd, kd, _, errd := AppendHostDiffers(dst[:n:n], s, r)
		if !bytes.Equal(outd[:n], keep) || errd != nil && (len(outd) != n || kd != None) {
			t.Fatalf("AppendHostDiffers(%q, %q, %v) = %q, %v, %v", keep, s, r, outd, kd, errd)
		}
		// s as a link on a page at host, and as the page.
		for _, sb := range [][2]string{{s, string(host)}, {string(host), s}} {
			outs, ks, errs := AppendHostBase(dst[:n:n], sb[0], sb[1])
			if !bytes.Equal(outs[:n], keep) || errs != nil && (len(outs) != n || ks != None) {
				t.Fatalf("AppendHostBase(%q, %q, %q) = %q, %v, %v", keep, sb[0], sb[1], outs, ks, errs)
			}
		}
	}
	_ = Inspect(s, r)
	_ = Inspect([]byte(s), r)
	hd := HostDiffers(s, r)
	if hd != HostDiffers([]byte(s), r) {
		t.Fatalf("HostDiffers(%q, %v) differs for its bytes", s, r)
	}

	// Differs with its own host agrees with HostDiffers, for a Ref that
	// belongs to s; with any other host, kind and failure it answers.
	h, k, err := AppendHostRef(nil, s, r)
	if d := Differs(s, r, h, k, err); r.Valid() && r.Len() == len(s) && d != hd {
		t.Fatalf("Differs(%q, %v, its host %q, %v, %v) = %v; HostDiffers %v", s, r, h, k, err, d, hd)
	}
	errs := [...]error{nil, ErrDomainToASCII, ErrPortInvalid, ErrIPv6Unclosed, Failure(x), errors.New("other")}
	for _, hb := range [][]byte{nil, host, h} {
		for kind := None; kind <= numKinds; kind++ {
			for _, e := range errs {
				_ = Differs(s, r, hb, kind, e)
				_ = Differs([]byte(s), r, hb, kind, e)
			}
		}
		_ = Differs(s, r, hb, Kind(x), nil)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"net/netip"
	"strconv"
	"strings"
	"testing"
)

// This file holds the property targets that FuzzParse (slow_test.go) does
// not cover: the Ref's own invariants and recomposition, Check and
// ParseDetailed against Parse, the meaning of the error offset, and the
// host kinds against net/netip.

// recompose rebuilds the input from r's components and delimiters (RFC
// 3986 5.3, with brackets around an IP-literal host).
func recompose(r Ref, s string) string {
	var b strings.Builder
	if r.HasScheme() {
		b.WriteString(r.Scheme().In(s) + ":")
	}
	if r.HasAuthority() {
		b.WriteString("//")
		if r.HasUserinfo() {
			b.WriteString(r.Userinfo().In(s) + "@")
		}
		h := r.Host().In(s)
		if k := r.HostKind(); k == HostIPv6 || k == HostIPvFuture {
			h = "[" + h + "]"
		}
		b.WriteString(h)
		if r.HasPort() {
			b.WriteString(":" + r.Port().In(s))
		}
	}
	b.WriteString(r.Path().In(s))
	if r.HasQuery() {
		b.WriteString("?" + r.Query().In(s))
	}
	if r.HasFragment() {
		b.WriteString("#" + r.Fragment().In(s))
	}
	return b.String()
}

// checkRefInvariants checks everything a valid Ref promises about s.
func checkRefInvariants(t *testing.T, s string, r Ref) {
	t.Helper()
	if got := recompose(r, s); got != s {
		t.Errorf("Parse(%q) recomposes to %q", s, got)
	}
	if r.Len() != len(s) || r.ErrorOffset() != -1 {
		t.Errorf("Parse(%q): Len %d, ErrorOffset %d", s, r.Len(), r.ErrorOffset())
	}
	// Spans are ordered and inside s; undefined ones are zero.
	prev := 0
	for c := ComponentScheme; c <= ComponentFragment; c++ {
		sp, ok := r.Component(c)
		if !ok {
			if sp != (Span{}) {
				t.Errorf("Parse(%q).%v undefined with span %v", s, c, sp)
			}
			continue
		}
		if sp.Start < prev || sp.End < sp.Start || sp.End > len(s) {
			t.Errorf("Parse(%q).%v = %v out of order (previous end %d)", s, c, sp, prev)
		}
		prev = sp.End
	}
	if r.HasAuthority() {
		a := r.Authority()
		if a.Start < 2 || s[a.Start-2:a.Start] != "//" || a.End != r.Path().Start {
			t.Errorf("Parse(%q).Authority() = %v", s, a)
		}
	} else if r.Authority() != (Span{}) || r.HostKind() != HostNone || r.HasUserinfo() || r.HasPort() {
		t.Errorf("Parse(%q): authority parts without an authority", s)
	}
	if r.IsRelative() == r.HasScheme() {
		t.Errorf("Parse(%q): IsRelative %v, HasScheme %v", s, r.IsRelative(), r.HasScheme())
	}
	if r.IsAbsolute() != (r.HasScheme() && !r.HasFragment()) {
		t.Errorf("Parse(%q).IsAbsolute() = %v", s, r.IsAbsolute())
	}
	// The path kind follows from the text (3.3).
	p := r.Path().In(s)
	var want PathKind
	switch {
	case r.HasAuthority():
		want = PathAbEmpty
	case p == "":
		want = PathEmpty
	case p[0] == '/':
		want = PathAbsolute
	case r.HasScheme():
		want = PathRootless
	default:
		want = PathNoScheme
	}
	if r.PathKind() != want {
		t.Errorf("Parse(%q).PathKind() = %v, want %v", s, r.PathKind(), want)
	}
	if strings.HasPrefix(p, "//") && !r.HasAuthority() {
		t.Errorf("Parse(%q): path %q starts with // without an authority", s, p)
	}
	// PortNumber is the port's value when it fits in 16 bits.
	port, ok := r.PortNumber()
	v, err := strconv.ParseUint(r.Port().In(s), 10, 16)
	if ok != (r.HasPort() && err == nil) || ok && uint64(port) != v || !ok && port != 0 {
		t.Errorf("Parse(%q).PortNumber() = %d, %v; port text %q", s, port, ok, r.Port().In(s))
	}
	// The host kinds agree with net/netip: an IPv4 host is exactly what
	// ParseAddr reads as a (zone-less) IPv4 address, and an IPv6 host is
	// an IPv6 address without a zone.
	h := r.Host().In(s)
	addr, aerr := netip.ParseAddr(h)
	if is4 := aerr == nil && addr.Is4(); (r.HostKind() == HostIPv4) != is4 && r.HasAuthority() && r.HostKind() != HostIPv6 {
		t.Errorf("Parse(%q): host %q kind %v; netip.ParseAddr: %v, %v", s, h, r.HostKind(), addr, aerr)
	}
	if r.HostKind() == HostIPv6 && (aerr != nil || !addr.Is6() || addr.Zone() != "") {
		t.Errorf("Parse(%q): IPv6 host %q; netip.ParseAddr: %v, %v", s, h, addr, aerr)
	}
}

// checkErrorAPI checks that Check and ParseDetailed report what Parse
// reports.
func checkErrorAPI(t *testing.T, s string, r Ref, err error) {
	t.Helper()
	code, off := Check(s)
	rd, errd := ParseDetailed(s)
	if rd != r {
		t.Errorf("ParseDetailed(%q) Ref = %+v, Parse gives %+v", s, rd, r)
	}
	if err == nil {
		if code != 0 || off != -1 || errd != nil {
			t.Errorf("valid %q: Check = %v, %d; ParseDetailed err = %v", s, code, off, errd)
		}
		return
	}
	var pe *ParseError
	if !errors.As(errd, &pe) || pe.Input != s || pe.Offset != r.ErrorOffset() || pe.Code != err || !errors.Is(errd, err) {
		t.Errorf("ParseDetailed(%q) = %#v; Parse gives %v at %d", s, errd, err, r.ErrorOffset())
	}
	if code != err || off != r.ErrorOffset() {
		t.Errorf("Check(%q) = %v, %d; Parse gives %v at %d", s, code, off, err, r.ErrorOffset())
	}
}

// FuzzRefInvariants checks, on every valid input, that the components
// recompose to the input and that the Ref's accessors keep their
// promises; on every input, that Check and ParseDetailed agree with Parse.
func FuzzRefInvariants(f *testing.F) {
	for _, s := range seedInputs(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		checkErrorAPI(t, s, r, err)
		if err == nil {
			checkRefInvariants(t, s, r)
		}
	})
}

// FuzzErrorOffset checks the meaning of the error offset: the offending
// byte s[off] is one no valid URI-reference can have there, so replacing
// everything after it changes neither the offset nor the code. The
// authority is the documented exception (an authority without "@" is read
// as host and port, so "//h:x" fails at the "x" although "//h:x@y" is
// valid): the new tail holds no "@", and after a port error it ends the
// authority, since the port reading is only used when the authority holds
// nothing invalid ("//h:x " fails in the userinfo at the space, the byte at
// which it stops being a prefix of a valid reference).
func FuzzErrorOffset(f *testing.F) {
	for _, s := range seedInputs(f) {
		f.Add(s, "")
		f.Add(s, "/a?b#c")
	}
	f.Fuzz(func(t *testing.T, s, tail string) { checkErrorOffset(t, "Parse", Parse[string], s, tail) })
}

// checkErrorOffset checks FuzzErrorOffset's property of parse (Parse or
// ParseIRI, named name) on s and tail.
func checkErrorOffset(t *testing.T, name string, parse func(string) (Ref, error), s, tail string) {
	t.Helper()
	r, err := parse(s)
	off := r.ErrorOffset()
	if err == nil || off >= len(s) || strings.Contains(tail, "@") || strings.Contains(s[off+1:], "@") {
		return
	}
	if err == ErrPort && tail != "" && !strings.ContainsAny(tail[:1], "/?#") {
		return
	}
	u := s[:off+1] + tail
	r2, err2 := parse(u)
	if err2 != err || r2.ErrorOffset() != off {
		t.Errorf("%s(%q) = %v at %d, but %s(%q) = %v at %d", name, s, err, off, name, u, err2, r2.ErrorOffset())
	}
}

// FuzzHostNetip compares the IP address rules with net/netip: the host of
// "//" + x is IPv4 exactly when netip reads x as an IPv4 address, and
// "//[" + x + "]" is a valid IPv6 literal exactly when netip reads x as an
// IPv6 address without a zone.
func FuzzHostNetip(f *testing.F) {
	for _, x := range []string{"1.2.3.4", "255.255.255.255", "256.0.0.0", "01.2.3.4", "1.2.3", "::", "::1",
		"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7::", "::ffff:1.2.3.4", "1::2:3.4.5.6", "fe80::1%25en0", "v1.x", "::1.2.3", "1:2:3:4:5:6:1.2.3.4"} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x string) {
		addr, err := netip.ParseAddr(x)
		r, perr := Parse("//" + x)
		ours4 := perr == nil && r.HostKind() == HostIPv4 && r.Host().In("//"+x) == x
		checkAddr(t, "//"+x, r)
		if is4 := err == nil && addr.Is4(); is4 != ours4 && (is4 || !strings.ContainsAny(x, ":/?#")) {
			t.Errorf("Parse(%q): %v, kind %v; netip.ParseAddr(%q) = %v, %v", "//"+x, perr, r.HostKind(), x, addr, err)
		}
		r, perr = Parse("//[" + x + "]")
		ours6 := perr == nil && r.HostKind() == HostIPv6 && r.Host().In("//["+x+"]") == x
		checkAddr(t, "//["+x+"]", r)
		if is6 := err == nil && addr.Is6() && addr.Zone() == "" && !strings.Contains(x, "%"); is6 != ours6 {
			t.Errorf("Parse(%q): %v, kind %v; netip.ParseAddr(%q) = %v, %v", "//["+x+"]", perr, r.HostKind(), x, addr, err)
		}
	})
}

// checkAddr checks Addr for the Ref r of s: the address of an IPv4 or IPv6
// host, as netip.ParseAddr reads the host text, and none for another.
func checkAddr(t *testing.T, s string, r Ref) {
	t.Helper()
	got, ok := Addr(s, r)
	gotb, okb := Addr([]byte(s), r)
	if got != gotb || ok != okb {
		t.Errorf("Addr(%q): %v, %v for the string, %v, %v for the bytes", s, got, ok, gotb, okb)
	}
	if !r.Valid() || (r.HostKind() != HostIPv4 && r.HostKind() != HostIPv6) {
		if ok || got.IsValid() {
			t.Errorf("Addr(%q) = %v, %v for a host of kind %v", s, got, ok, r.HostKind())
		}
		return
	}
	want, err := netip.ParseAddr(r.Host().In(s))
	if err != nil || !ok || got != want {
		t.Errorf("Addr(%q) = %v, %v; netip.ParseAddr(%q) = %v, %v", s, got, ok, r.Host().In(s), want, err)
	}
}

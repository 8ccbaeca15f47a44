// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// portModel is what PortValue says of the Ref r of s, from the text of
// its port: strconv reads the digits.
func portModel(s string, r Ref) (uint16, PortKind) {
	if !r.HasPort() {
		return 0, PortAbsent
	}
	p := r.Port().In(s)
	if p == "" {
		return 0, PortEmpty
	}
	n, err := strconv.ParseUint(p, 10, 16)
	if err != nil {
		return 0, PortOutOfRange
	}
	return uint16(n), PortValid
}

func checkPortValue(t *testing.T, fn, s string, r Ref) {
	t.Helper()
	port, kind := r.PortValue()
	wport, wkind := portModel(s, r)
	if port != wport || kind != wkind {
		t.Errorf("%s(%q).PortValue() = %d, %v; want %d, %v", fn, s, port, kind, wport, wkind)
	}
	// PortNumber, which PortValue replaces, still says what it said.
	if p, ok := r.PortNumber(); ok != (kind == PortValid) || p != port && ok {
		t.Errorf("%s(%q).PortNumber() = %d, %v; PortValue %d, %v", fn, s, p, ok, port, kind)
	}
	got, err := r.PortOr(7)
	switch kind {
	case PortAbsent, PortEmpty:
		if got != 7 || err != nil {
			t.Errorf("%s(%q).PortOr(7) = %d, %v; want 7 (%v)", fn, s, got, err, kind)
		}
	case PortValid:
		if got != port || err != nil {
			t.Errorf("%s(%q).PortOr(7) = %d, %v; want %d", fn, s, got, err, port)
		}
	case PortOutOfRange:
		if got != 0 || err != ErrPortNumber {
			t.Errorf("%s(%q).PortOr(7) = %d, %v; want ErrPortNumber", fn, s, got, err)
		}
	}
}

func TestPortValue(t *testing.T) {
	for _, c := range []struct {
		in   string
		port uint16
		kind PortKind
	}{
		{"http://www.example.com:99999/x", 0, PortOutOfRange}, // issue 45, item 1
		{"http://www.example.com/x", 0, PortAbsent},
		{"http://www.example.com:/x", 0, PortEmpty},
		{"http://www.example.com:8080/x", 8080, PortValid},
		{"http://h:0/", 0, PortValid},
		{"http://h:65535/", 65535, PortValid},
		{"http://h:65536/", 0, PortOutOfRange},
		{"http://h:080/", 80, PortValid},
		{"http://h:00000000000000000000080/", 80, PortValid},
		{"http://h:99999999999999999999999/", 0, PortOutOfRange},
		{"//[::1]:", 0, PortEmpty},
		{"/a/b", 0, PortAbsent},
		{"mailto:a@b", 0, PortAbsent},
	} {
		r, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if port, kind := r.PortValue(); port != c.port || kind != c.kind {
			t.Errorf("Parse(%q).PortValue() = %d, %v; want %d, %v", c.in, port, kind, c.port, c.kind)
		}
		checkPortValue(t, "Parse", c.in, r)
	}
	// The gateway of issue 45 forwarded this one to port 80.
	s := "http://www.example.com:99999/x"
	r, _ := Parse(s)
	def, _ := DefaultPort(r.Scheme().In(s))
	if p, err := r.PortOr(def); err != ErrPortNumber {
		t.Errorf("PortOr(%q) = %d, %v; want ErrPortNumber", s, p, err)
	}
	// A failed parse, and the zero Ref, have no port.
	for _, r := range []Ref{{}, failedRef(3)} {
		if p, kind := r.PortValue(); p != 0 || kind != PortAbsent {
			t.Errorf("%v.PortValue() = %d, %v", r, p, kind)
		}
	}
}

// TestPortValueRefs checks PortValue against the model on the Refs of
// every parser, the Refs of Split included.
func TestPortValueRefs(t *testing.T) {
	var inputs []string
	inputs = append(inputs, anyRefInputs...)
	for _, c := range authorityTests {
		inputs = append(inputs, c.in, "http://"+c.in+"/")
	}
	for _, c := range targetTests {
		inputs = append(inputs, c.target)
	}
	for _, s := range inputs {
		if r, err := Parse(s); err == nil {
			checkPortValue(t, "Parse", s, r)
		}
		if r, err := ParseAuthority(s); err == nil {
			checkPortValue(t, "ParseAuthority", s, r)
		}
		if r, err := ParseHostHeader(s); err == nil {
			checkPortValue(t, "ParseHostHeader", s, r)
		}
		for _, m := range []string{"GET", "CONNECT"} {
			if r, _, err := ParseRequestTarget(m, s); err == nil {
				checkPortValue(t, "ParseRequestTarget", s, r)
			}
		}
		if r := Split(s); isDigits(r.Port().In(s)) {
			checkPortValue(t, "Split", s, r)
		}
	}
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func TestDefaultPort(t *testing.T) {
	for _, c := range []struct {
		scheme string
		port   uint16
		ok     bool
	}{{"http", 80, true}, {"HTTPS", 443, true}, {"ws", 80, true}, {"wss", 443, true}, {"ftp", 21, true}, {"gopher", 0, false}, {"", 0, false}} {
		if p, ok := DefaultPort(c.scheme); p != c.port || ok != c.ok {
			t.Errorf("DefaultPort(%q) = %d, %v; want %d, %v", c.scheme, p, ok, c.port, c.ok)
		}
	}
}

func TestPortKindString(t *testing.T) {
	for k, want := range map[PortKind]string{PortAbsent: "absent", PortEmpty: "empty", PortValid: "valid", PortOutOfRange: "out_of_range", 9: "PortKind(9)"} {
		if got := k.String(); got != want {
			t.Errorf("PortKind(%d).String() = %q, want %q", k, got, want)
		}
	}
}

// TestEmptyPortConsistent is issue 45, item 2: "www.example.com:" is the
// default port for the three parsers of an authority alike.
func TestEmptyPortConsistent(t *testing.T) {
	h := "www.example.com:"
	ra, erra := ParseAuthority(h)
	rh, errh := ParseHostHeader(h)
	rt, _, errt := ParseRequestTarget("GET", "http://"+h+"/x")
	if erra != nil || errh != nil || errt != nil {
		t.Fatalf("ParseAuthority, ParseHostHeader, ParseRequestTarget(%q): %v, %v, %v", h, erra, errh, errt)
	}
	for _, r := range []Ref{ra, rh, rt} {
		if p, kind := r.PortValue(); p != 0 || kind != PortEmpty {
			t.Errorf("%v.PortValue() = %d, %v; want 0, empty", r, p, kind)
		}
	}
	// CONNECT has no default port: still ErrNoPort.
	if _, _, err := ParseRequestTarget("CONNECT", h); err != ErrNoPort {
		t.Errorf("ParseRequestTarget(CONNECT, %q) = %v, want ErrNoPort", h, err)
	}
}

// TestScanPortWords holds scanPort, which reads eight bytes at a time, to
// the byte loop it keeps for short inputs (scanPortBytes) on every port
// number up to 10^6 with a path after it or none, padded with zeros, and
// on random strings of digits and other bytes.
func TestScanPortWords(t *testing.T) {
	check := func(s string) {
		t.Helper()
		n, p, ok := scanPort(s)
		if wn, wp, wok := scanPortBytes(s); n != wn || ok != wok || ok && p != wp {
			t.Fatalf("scanPort(%q) = %d, %d, %v; the byte loop gives %d, %d, %v", s, n, p, ok, wn, wp, wok)
		}
	}
	for v := range 1000000 {
		d := strconv.Itoa(v)
		for _, s := range []string{d, d + "/index.html", "000" + d + "/a", d + "?q=1&r=2"} {
			check(s)
		}
	}
	rng := rand.New(rand.NewPCG(46, 2))
	for range 200000 {
		b := make([]byte, rng.IntN(21))
		for i := range b {
			b[i] = "0123456789012345678/:a\x80\xff"[rng.IntN(24)]
		}
		check(string(b))
	}
}

// scanPortBytes is scanPort a byte at a time, the reference of
// TestScanPortWords.
func scanPortBytes(s string) (n int, port uint16, ok bool) {
	v := 0
	for ; n < len(s) && isDigit(s[n]); n++ {
		if v <= 0xffff {
			v = v*10 + int(s[n]-'0')
		}
	}
	return n, uint16(v), n > 0 && v <= 0xffff
}

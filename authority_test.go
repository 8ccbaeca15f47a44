// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"strings"
	"testing"
)

// authorityTests are inputs of ParseAuthority and ParseHostHeader, with
// what each gives: the error code and offset (0 for none), or the
// userinfo, host, host kind and port, "-" for an undefined component.
var authorityTests = []struct {
	in              string
	err             ErrorCode // ParseAuthority
	off             int
	hostErr         ErrorCode // ParseHostHeader
	hostOff         int
	user, host      string
	kind            HostKind
	port            string
	portNum         uint16
	portOK          bool
	hostHeaderValid bool
}{
	// The Host headers of issue 37.
	{in: "example.com:8080", user: "-", host: "example.com", kind: HostRegName, port: "8080", portNum: 8080, portOK: true, hostHeaderValid: true},
	{in: "[::1]:443", user: "-", host: "::1", kind: HostIPv6, port: "443", portNum: 443, portOK: true, hostHeaderValid: true},
	{in: "EXAMPLE.com", user: "-", host: "EXAMPLE.com", kind: HostRegName, port: "-", hostHeaderValid: true},
	{in: "a@b", hostErr: ErrUserinfo, hostOff: 1, user: "a", host: "b", kind: HostRegName, port: "-"},
	// Issue 45, item 2: an empty port is the default (RFC 9110 7.2, RFC 3986 3.2.3).
	{in: "h:", user: "-", host: "h", kind: HostRegName, port: "", hostHeaderValid: true},
	{in: "www.example.com:", user: "-", host: "www.example.com", kind: HostRegName, port: "", hostHeaderValid: true},
	{in: "[::1]:", user: "-", host: "::1", kind: HostIPv6, port: "", hostHeaderValid: true},
	{in: ":80", hostErr: ErrNoHost, hostOff: 0, user: "-", host: "", kind: HostRegName, port: "80", portNum: 80, portOK: true},
	{in: "h:99999", hostErr: ErrPortNumber, hostOff: 2, user: "-", host: "h", kind: HostRegName, port: "99999"},
	{in: "a b", err: ErrHost, off: 1, hostErr: ErrHost, hostOff: 1},
	// More of each kind.
	{in: "", hostErr: ErrNoHost, hostOff: 0, user: "-", host: "", kind: HostRegName, port: "-"},
	{in: "u:p@[v1.x]:0", hostErr: ErrUserinfo, hostOff: 3, user: "u:p", host: "v1.x", kind: HostIPvFuture, port: "0", portNum: 0, portOK: true},
	{in: "[v1.x]:0", user: "-", host: "v1.x", kind: HostIPvFuture, port: "0", portNum: 0, portOK: true, hostHeaderValid: true},
	{in: "192.0.2.1:080", user: "-", host: "192.0.2.1", kind: HostIPv4, port: "080", portNum: 80, portOK: true, hostHeaderValid: true},
	{in: "127.1", user: "-", host: "127.1", kind: HostRegName, port: "-", hostHeaderValid: true},
	{in: "ex%61mple.com", user: "-", host: "ex%61mple.com", kind: HostRegName, port: "-", hostHeaderValid: true},
	{in: "@h", hostErr: ErrUserinfo, hostOff: 0, user: "", host: "h", kind: HostRegName, port: "-"},
	{in: "u@", hostErr: ErrUserinfo, hostOff: 1, user: "u", host: "", kind: HostRegName, port: "-"},
	{in: "h:65535", user: "-", host: "h", kind: HostRegName, port: "65535", portNum: 65535, portOK: true, hostHeaderValid: true},
	{in: "h:65536", hostErr: ErrPortNumber, hostOff: 2, user: "-", host: "h", kind: HostRegName, port: "65536"},
	{in: "h/p", err: ErrHost, off: 1, hostErr: ErrHost, hostOff: 1},
	{in: "h:80/p", err: ErrPort, off: 4, hostErr: ErrPort, hostOff: 4},
	{in: "h?q", err: ErrHost, off: 1, hostErr: ErrHost, hostOff: 1},
	{in: "h#f", err: ErrHost, off: 1, hostErr: ErrHost, hostOff: 1},
	{in: "h:8x", err: ErrPort, off: 3, hostErr: ErrPort, hostOff: 3},
	{in: "[::1", err: ErrIPLiteral, off: 4, hostErr: ErrIPLiteral, hostOff: 4},
	{in: "[::1]x", err: ErrHost, off: 5, hostErr: ErrHost, hostOff: 5},
	{in: "[fe80::1%25eth0]", err: ErrIPv6, off: 8, hostErr: ErrIPv6, hostOff: 8},
	{in: "h%4", err: ErrPercent, off: 3, hostErr: ErrPercent, hostOff: 3},
	{in: "a@b@c", err: ErrHost, off: 3, hostErr: ErrHost, hostOff: 3},
	{in: " h", err: ErrHost, off: 0, hostErr: ErrHost, hostOff: 0},
	{in: "h\u00e9", err: ErrHost, off: 1, hostErr: ErrHost, hostOff: 1},
}

func TestParseAuthority(t *testing.T) {
	for _, c := range authorityTests {
		r, err := ParseAuthority(c.in)
		rb, errb := ParseAuthority([]byte(c.in))
		if r != rb || err != errb {
			t.Errorf("ParseAuthority(%q): string and []byte disagree", c.in)
		}
		if c.err != 0 {
			if !errors.Is(err, c.err) || r.ErrorOffset() != c.off || r.Valid() {
				t.Errorf("ParseAuthority(%q) = %v at %d, want %v at %d", c.in, err, r.ErrorOffset(), c.err, c.off)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseAuthority(%q): %v", c.in, err)
			continue
		}
		checkAuthorityRef(t, "ParseAuthority", c.in, r)
		got := []string{component(c.in, r, ComponentUserinfo), component(c.in, r, ComponentHost), component(c.in, r, ComponentPort)}
		if want := []string{c.user, c.host, c.port}; strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("ParseAuthority(%q): userinfo, host, port %q, want %q", c.in, got, want)
		}
		if r.HostKind() != c.kind {
			t.Errorf("ParseAuthority(%q): host kind %v, want %v", c.in, r.HostKind(), c.kind)
		}
		if p, ok := r.PortNumber(); p != c.portNum || ok != c.portOK {
			t.Errorf("ParseAuthority(%q): PortNumber %d, %v; want %d, %v", c.in, p, ok, c.portNum, c.portOK)
		}
	}
}

func TestParseHostHeader(t *testing.T) {
	for _, c := range authorityTests {
		r, err := ParseHostHeader(c.in)
		rb, errb := ParseHostHeader([]byte(c.in))
		if r != rb || err != errb {
			t.Errorf("ParseHostHeader(%q): string and []byte disagree", c.in)
		}
		if !c.hostHeaderValid {
			if c.hostErr == 0 {
				t.Fatalf("%q: a test without the error of ParseHostHeader", c.in)
			}
			if !errors.Is(err, c.hostErr) || r.ErrorOffset() != c.hostOff || r.Valid() {
				t.Errorf("ParseHostHeader(%q) = %v at %d, want %v at %d", c.in, err, r.ErrorOffset(), c.hostErr, c.hostOff)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseHostHeader(%q): %v", c.in, err)
			continue
		}
		// A valid Host header is a valid authority, with the same Ref.
		if ra, _ := ParseAuthority(c.in); ra != r {
			t.Errorf("ParseHostHeader(%q) = %v; ParseAuthority gives %v", c.in, r, ra)
		}
		if r.HasUserinfo() || r.Host().Len() == 0 {
			t.Errorf("ParseHostHeader(%q) = %v: a userinfo, or no host", c.in, r)
		}
		if _, kind := r.PortValue(); kind == PortOutOfRange {
			t.Errorf("ParseHostHeader(%q) = %v: a port that is no number", c.in, r)
		}
	}
}

// component returns the text of component c of s, or "-" when r has none.
func component(s string, r Ref, c Component) string {
	sp, ok := r.Component(c)
	if !ok {
		return "-"
	}
	return sp.In(s)
}

// checkAuthorityRef checks what holds for the Ref of an authority alone:
// Valid, not a URI-reference, an authority that is all of s, an empty path
// at its end; the functions that read a URI-reference refuse it, and
// AppendRecompose gives s back.
func checkAuthorityRef(t *testing.T, fn, s string, r Ref) {
	t.Helper()
	if !r.Valid() || r.IsRelative() || r.HasScheme() || !r.HasAuthority() || r.Len() != len(s) ||
		r.Authority() != (Span{0, len(s)}) || r.Path() != (Span{len(s), len(s)}) || r.HasQuery() || r.HasFragment() {
		t.Fatalf("%s(%q) = %v: not the Ref of an authority", fn, s, r)
	}
	if r.HasUserinfo() && r.Userinfo().Start != 0 {
		t.Fatalf("%s(%q): userinfo %v", fn, s, r.Userinfo())
	}
	if _, err := AppendNormalizeRef(nil, s, r, LevelSyntax); err != ErrForm {
		t.Errorf("%s(%q): AppendNormalizeRef gives %v, want ErrForm", fn, s, err)
	}
	if _, err := AppendResolveRef(nil, "http://a/b", Ref{}, s, r, ResolveStrict); err != ErrForm {
		t.Errorf("%s(%q): AppendResolveRef gives %v, want ErrForm", fn, s, err)
	}
	if _, err := AppendOrigin(nil, s, r); err != ErrNoScheme {
		t.Errorf("%s(%q): AppendOrigin gives %v, want ErrNoScheme", fn, s, err)
	}
	if out := AppendRecompose(nil, s, r); string(out) != s {
		t.Errorf("%s(%q): AppendRecompose gives %q", fn, s, out)
	}
	if got, want := Inspect(s, r), Inspect("//"+s, Ref{}); got != want {
		t.Errorf("%s(%q): Inspect gives %v; that of %q is %v", fn, s, got, "//"+s, want)
	}
}

// checkAuthority checks ParseAuthority against Parse of "//" + s, which
// reads the same authority: the same spans, shifted by two, where the
// authority is all of s; the same error, where Parse fails within the
// authority; and ErrHost or ErrPort where it ends before s does. It checks
// ParseHostHeader against ParseAuthority: the same Ref, unless there is a
// userinfo, an empty host or a port above 65535 (an empty port is the
// default, issue 45).
func checkAuthority(t *testing.T, s string) {
	t.Helper()
	r, err := ParseAuthority(s)
	u := "//" + s
	p, perr := Parse(u)
	authEnd := Split(u).Authority().End - 2 // where "/", "?" or "#" ends it
	switch {
	case perr != nil && p.ErrorOffset()-2 <= authEnd:
		if err != perr || r.ErrorOffset() != p.ErrorOffset()-2 {
			t.Fatalf("ParseAuthority(%q) = %v at %d; Parse(%q) = %v at %d", s, err, r.ErrorOffset(), u, perr, p.ErrorOffset())
		}
	case authEnd < len(s):
		if err != ErrHost && err != ErrPort || r.ErrorOffset() != authEnd {
			t.Fatalf("ParseAuthority(%q) = %v at %d, want ErrHost or ErrPort at %d", s, err, r.ErrorOffset(), authEnd)
		}
	default:
		if err != nil {
			t.Fatalf("ParseAuthority(%q): %v; Parse(%q) = %v", s, err, u, p)
		}
		for c := ComponentUserinfo; c <= ComponentPort; c++ {
			sp, ok := r.Component(c)
			want, wok := p.Component(c)
			if ok != wok || ok && (sp.Start+2 != want.Start || sp.End+2 != want.End) {
				t.Fatalf("ParseAuthority(%q): %v %v, %v; Parse(%q): %v, %v", s, c, sp, ok, u, want, wok)
			}
		}
		pn, pok := r.PortNumber()
		wn, wok := p.PortNumber()
		if r.HostKind() != p.HostKind() || pn != wn || pok != wok {
			t.Fatalf("ParseAuthority(%q) = %v; Parse(%q) = %v", s, r, u, p)
		}
		checkAuthorityRef(t, "ParseAuthority", s, r)
	}

	h, herr := ParseHostHeader(s)
	switch {
	case err != nil:
		if herr == nil || h.ErrorOffset() > r.ErrorOffset() {
			t.Fatalf("ParseHostHeader(%q) = %v at %d; ParseAuthority: %v at %d", s, herr, h.ErrorOffset(), err, r.ErrorOffset())
		}
	case r.HasUserinfo():
		if herr != ErrUserinfo || h.ErrorOffset() != r.Userinfo().End {
			t.Fatalf("ParseHostHeader(%q) = %v at %d, want ErrUserinfo at the \"@\"", s, herr, h.ErrorOffset())
		}
	case r.Host().Len() == 0:
		if herr != ErrNoHost || h.ErrorOffset() != 0 {
			t.Fatalf("ParseHostHeader(%q) = %v at %d, want ErrNoHost at 0", s, herr, h.ErrorOffset())
		}
	case r.HasPort() && r.Port().Len() > 0 && !isPortNumber(r.Port().In(s)):
		if herr != ErrPortNumber || h.ErrorOffset() != r.Port().Start {
			t.Fatalf("ParseHostHeader(%q) = %v at %d, want ErrPortNumber at %d", s, herr, h.ErrorOffset(), r.Port().Start)
		}
	default:
		if herr != nil || h != r {
			t.Fatalf("ParseHostHeader(%q) = %v, %v; ParseAuthority gives %v", s, h, herr, r)
		}
	}
}

// isPortNumber reports whether the digits p are a number from 0 to 65535.
func isPortNumber(p string) bool {
	n := 0
	for i := 0; i < len(p); i++ {
		if n = n*10 + int(p[i]-'0'); n > 65535 {
			return false
		}
	}
	return p != ""
}

// TestRequestTargetHTTPNoHost checks that ParseRequestTarget refuses an
// http or https URI without a host in the absolute-form, with ErrNoHost
// at the empty host, or after the ":" when there is no authority (issue
// 37), and that Inspect reports each as http_no_host, whatever its Ref.
func TestRequestTargetHTTPNoHost(t *testing.T) {
	for _, c := range []struct {
		target string
		off    int // -1: valid
	}{
		{"http:///x", 7},
		{"https:/x", 6},
		{"http://:80/", 7},
		{"HTTP:x", 5},
		{"https:", 6},
		{"http://u@/x", 9},
		{"http://", 7},
		{"http://h/x", -1},
		{"http://[::1]/", -1},
		{"ftp:///x", -1}, // other schemes decide for themselves
		{"file:///etc/passwd", -1},
		{"httpx:/x", -1},
	} {
		r, form, err := ParseRequestTarget("GET", c.target)
		if form != FormAbsolute {
			t.Fatalf("GET %s: form %v", c.target, form)
		}
		pr, perr := Parse(c.target)
		f := Inspect(c.target, pr)
		if c.off < 0 {
			if err != nil || f&FindHTTPNoHost != 0 {
				t.Errorf("GET %s: %v; Inspect %v", c.target, err, f)
			}
			continue
		}
		if err != ErrNoHost || r.ErrorOffset() != c.off || r.Valid() {
			t.Errorf("GET %s = %v at %d, want ErrNoHost at %d", c.target, err, r.ErrorOffset(), c.off)
		}
		if perr != nil || f&FindHTTPNoHost == 0 {
			t.Errorf("Inspect(%q) = %v (Parse: %v), want http_no_host", c.target, f, perr)
		}
		// In any context: with the zero Ref, the Ref of Split, of the
		// extractor, and in text.
		if f := Inspect(c.target, Ref{}) & Inspect(c.target, Split(c.target)); f&FindHTTPNoHost == 0 {
			t.Errorf("Inspect(%q) without its Ref = %v, want http_no_host", c.target, f)
		}
		text := "see <" + c.target + "> and \"GET " + c.target + " HTTP/1.1\""
		ms, _ := AppendExtract(nil, nil, []byte(text), nil)
		if len(ms) != 2 {
			t.Fatalf("AppendExtract(%q) = %d matches, want 2", text, len(ms))
		}
		if m := ms[0]; m.Err != 0 || Inspect(m.Text([]byte(text), nil), m.Ref)&FindHTTPNoHost == 0 {
			t.Errorf("the reference in %q: %v, %v; want http_no_host", text, m.Err, Inspect(m.Text([]byte(text), nil), m.Ref))
		}
		if m := ms[1]; m.Err != ErrNoHost || m.Kind != KindRequest {
			t.Errorf("the request line in %q: %v, %v; want ErrNoHost", text, m.Kind, m.Err)
		}
	}
}

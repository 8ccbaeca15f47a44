// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"errors"
	"testing"
)

// TestParseNoAllocs checks that parsing and every accessor allocate nothing,
// on valid and invalid input, for strings and byte slices.
func TestParseNoAllocs(t *testing.T) { eachImplementation(t, testParseNoAllocs) }

func testParseNoAllocs(t *testing.T) {
	inputs := []struct {
		s     string
		valid bool
	}{
		{"https://user:p%40ss@www.example.com:8443/a/b/c.html?q=1&r=%7E#frag", true},
		{"//[2001:db8::1]:80/x", true},
		{"//[v1.fut:ure]/", true},
		{"urn:isbn:0451450523", true},
		{"../relative/path?x", true},
		{"", true},
		{"http://exa mple.com/", false},     // invalid host
		{"http://h/p%zz", false},            // invalid percent-encoding
		{"//[fe80::1%25eth0]/", false},      // zone id
		{"1nvalid:scheme", false},           // colon in first segment
		{"http://h/\xff", false},            // non-ASCII
		{"http://h:80x/", false},            // port
		{"#frag#ment", false},               // fragment
		{"http://[::1/unterminated", false}, // IP literal
		{"http://u ser@h/", false},          // userinfo
	}
	for _, in := range inputs {
		s, b := in.s, []byte(in.s)
		// Parse's error is nil exactly for the valid inputs, and otherwise
		// the ErrorCode that Check reports, at the offset it reports.
		r, err := Parse(s)
		code, off := Check(s)
		if (err == nil) != in.valid || (err == nil) != (code == 0) ||
			(err != nil && (!errors.Is(err, code) || off != r.ErrorOffset())) {
			t.Errorf("%q: Parse = %v at %d, Check = %v at %d, want valid %v", s, err, r.ErrorOffset(), code, off, in.valid)
		}
		var sink int
		allocs := testing.AllocsPerRun(100, func() {
			r, err := Parse(s)
			rb, errb := Parse(b)
			if err != errb || r != rb {
				panic("string and []byte disagree")
			}
			code, off := Check(s)
			if err != nil && !errors.Is(err, code) {
				panic("errors.Is")
			}
			code2, off2 := Check(b)
			sr := Split(s)
			sb := Split(b)
			sink += int(code) + off + int(code2) + off2 + sr.Len() + sb.Len()
			sink += r.ErrorOffset() + r.Len()
			for c := ComponentScheme; c <= ComponentFragment; c++ {
				sp, ok := r.Component(c)
				if ok {
					sink += len(sp.In(s)) + len(sp.Bytes(b))
				}
			}
			sink += r.Scheme().Len() + r.Authority().Len() + r.Userinfo().Len() + r.Host().Len()
			sink += r.Port().Len() + r.Path().Len() + r.Query().Len() + r.Fragment().Len()
			p, _ := r.PortNumber()
			sink += int(p) + int(r.HostKind()) + int(r.PathKind())
			if r.Valid() || r.IsRelative() || r.IsAbsolute() || r.HasScheme() || r.HasAuthority() ||
				r.HasUserinfo() || r.HasPort() || r.HasQuery() || r.HasFragment() {
				sink++
			}
			if err != nil {
				sink += len(err.Error()) + len(err.(ErrorCode).Name())
			}
			sink += len(r.HostKind().String()) + len(r.PathKind().String())
		})
		if allocs != 0 {
			t.Errorf("%q: %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// TestErrorCodesNoAllocs checks that iterating over the error codes does
// not allocate.
func TestErrorCodesNoAllocs(t *testing.T) {
	n := 0
	if allocs := testing.AllocsPerRun(100, func() {
		for c := range ErrorCodes() {
			n += len(c.Name())
		}
	}); allocs != 0 {
		t.Errorf("ErrorCodes: %v allocations per run, want 0", allocs)
	}
	if n == 0 {
		t.Error("ErrorCodes yielded nothing")
	}
}

// TestAddrNoAllocs checks that Addr allocates nothing, for every kind of
// host and for an invalid Ref.
func TestAddrNoAllocs(t *testing.T) {
	for _, s := range []string{"http://192.0.2.1/", "//[2001:db8::1]", "//[::ffff:1.2.3.4]", "//h", "//[v1.x]", "a b"} {
		r, _ := Parse(s)
		b := []byte(s)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			a, ok := Addr(s, r)
			ab, _ := Addr(b, r)
			if ok && a == ab {
				sink += a.BitLen()
			}
		}); allocs != 0 {
			t.Errorf("Addr(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// TestInspectNoAllocs checks that Inspect, a range over the findings and
// the name of each allocate nothing, on references with findings, without,
// and invalid.
func TestInspectNoAllocs(t *testing.T) {
	for _, s := range []string{"http://u:p@0x7f.1:080/a/../%2e//b%2F?%00#%2541", "http://example.com/", "http://a@b@c/",
		"http://%31%32%37.0.0.1/", "http://\u0430pple.com\u200b/", "http://ex%61mple%E2%80%8B.com/"} {
		r, _ := Parse(s)
		b := []byte(s)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			f := Inspect(s, r) | Inspect(b, r)
			for x := range f.All() {
				sink += int(x) + len(x.String())
			}
		}); allocs != 0 {
			t.Errorf("Inspect(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// TestParseRequestTargetNoAllocs checks that ParseRequestTarget allocates
// nothing, for every form, valid or not.
func TestParseRequestTargetNoAllocs(t *testing.T) {
	for _, c := range targetTests {
		mb, tb := []byte(c.method), []byte(c.target)
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			r, form, err := ParseRequestTarget(c.method, c.target)
			rb, _, _ := ParseRequestTarget(mb, tb)
			if err != nil {
				sink++
			}
			sink += r.Len() + rb.Len() + int(form)
		}); allocs != 0 {
			t.Errorf("ParseRequestTarget(%q, %q): %v allocations per run, want 0", c.method, c.target, allocs)
		}
		_ = sink
	}
}

// TestURINoAllocs checks that ParseURI and the accessors of a URI allocate
// nothing, valid or not.
func TestURINoAllocs(t *testing.T) {
	for _, s := range []string{"https://u@example.com:8443/a?b#c", "", "../x", "http://a b/"} {
		var sink int
		if allocs := testing.AllocsPerRun(100, func() {
			u, err := ParseURI(s)
			if err != nil {
				sink++
				return
			}
			sink += len(u.Scheme()) + len(u.Userinfo()) + len(u.Host()) + len(u.Port()) + len(u.Path()) +
				len(u.Query()) + len(u.Fragment()) + len(u.String()) + u.Ref().Len()
			if u.HasAuthority() || u.HasQuery() || u.HasFragment() || u.IsAbsolute() || u.IsZero() || u.Equal(u, LevelSyntax) {
				sink++
			}
		}); allocs != 0 {
			t.Errorf("ParseURI(%q): %v allocations per run, want 0", s, allocs)
		}
		_ = sink
	}
}

// TestBuildNoAllocs checks that AppendBuild and AppendSet allocate nothing
// with room in dst, on accepted and refused parts.
func TestBuildNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, c := range buildTests {
		if allocs := testing.AllocsPerRun(100, func() {
			AppendBuild(buf[:0], &c.p)
		}); allocs != 0 {
			t.Errorf("AppendBuild(%v): %v allocations per run, want 0", c.p, allocs)
		}
	}
	for _, c := range setTests {
		r, _ := Parse(c.in)
		if allocs := testing.AllocsPerRun(100, func() {
			AppendSet(buf[:0], c.in, r, c.c, c.part)
		}); allocs != 0 {
			t.Errorf("AppendSet(%q, %v): %v allocations per run, want 0", c.in, c.c, allocs)
		}
	}
}

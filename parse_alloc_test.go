// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"errors"
	"strings"
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

// TestParseStackInput checks that an input the caller holds in an array on
// its stack stays there: Parse, ParseIRI and Check keep no reference to
// it, so that it does not move to the heap, also when a component is long
// enough for the assembly kernels (which were once called through a func
// value, which made every input escape).
func TestParseStackInput(t *testing.T) { eachImplementation(t, testParseStackInput) }

func testParseStackInput(t *testing.T) {
	for _, in := range []string{
		"http://example.com/a?b#c",
		"http://example.com/" + strings.Repeat("seg/", 40) + "?" + strings.Repeat("k=v&", 30),
		"http://example.com/%zz",
	} {
		if n := testing.AllocsPerRun(50, func() {
			var b [512]byte
			k := copy(b[:], in)
			r, _ := Parse(b[:k])
			_ = r.Valid()
		}); n != 0 {
			t.Errorf("Parse of %d bytes on the stack: %v allocations, want 0", len(in), n)
		}
		if n := testing.AllocsPerRun(50, func() {
			var b [512]byte
			k := copy(b[:], in)
			r, _ := ParseIRI(b[:k])
			_ = r.Valid()
		}); n != 0 {
			t.Errorf("ParseIRI of %d bytes on the stack: %v allocations, want 0", len(in), n)
		}
		if n := testing.AllocsPerRun(50, func() {
			var b [512]byte
			k := copy(b[:], in)
			_, _ = Check(b[:k])
		}); n != 0 {
			t.Errorf("Check of %d bytes on the stack: %v allocations, want 0", len(in), n)
		}
	}
}

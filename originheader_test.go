// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "testing"

var originHeaderTests = []struct {
	in   string
	null bool
	err  ErrorCode
	off  int
}{
	{"null", true, 0, 0},
	{"https://www.example.com", false, 0, 0},
	{"https://www.example.com:8443", false, 0, 0},
	{"HTTPS://Example.COM:443", false, 0, 0},
	{"http://[::1]:8080", false, 0, 0},
	{"http://127.0.0.1", false, 0, 0},
	{"http://h:", false, 0, 0},
	{"chrome-extension://abcdef", false, 0, 0},
	// Issue 45, item 5: a serialized origin has no path.
	{"https://www.example.com/", false, ErrOrigin, 23},
	{"https://www.example.com/x", false, ErrOrigin, 23},
	{"https://h?q", false, ErrOrigin, 9},
	{"https://h?", false, ErrOrigin, 9},
	{"https://h#f", false, ErrOrigin, 9},
	{"https://u@h", false, ErrOrigin, 8},
	{"https://u:p@h", false, ErrOrigin, 8},
	{"h", false, ErrOrigin, 0},
	{"/x", false, ErrOrigin, 0},
	{"//h", false, ErrOrigin, 0},
	{"mailto:a@b", false, ErrOrigin, 7},
	{"https:h", false, ErrOrigin, 6},
	{"https://", false, ErrNoHost, 8},
	{"https://:443", false, ErrNoHost, 8},
	{"https://h:99999", false, ErrPortNumber, 10},
	{"Null", false, ErrOrigin, 0},
	{"null ", false, ErrPath, 4},
	{"", false, ErrOrigin, 0},
	{"https://a.example https://b.example", false, ErrHost, 17},
	{"https://h%zz", false, ErrPercent, 10},
}

func TestParseOriginHeader(t *testing.T) {
	for _, c := range originHeaderTests {
		r, null, err := ParseOriginHeader(c.in)
		rb, nullb, errb := ParseOriginHeader([]byte(c.in))
		if r != rb || null != nullb || err != errb {
			t.Errorf("ParseOriginHeader(%q): string and []byte disagree", c.in)
		}
		if null != c.null {
			t.Errorf("ParseOriginHeader(%q): null %v, want %v", c.in, null, c.null)
		}
		if c.err != 0 {
			if err != c.err || r.ErrorOffset() != c.off || r.Valid() {
				t.Errorf("ParseOriginHeader(%q) = %v at %d, want %v at %d", c.in, err, r.ErrorOffset(), c.err, c.off)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseOriginHeader(%q): %v", c.in, err)
			continue
		}
		if null {
			if r != (Ref{}) {
				t.Errorf("ParseOriginHeader(null) = %v, want the zero Ref", r)
			}
			continue
		}
		checkOriginHeader(t, c.in, r)
	}
}

// checkOriginHeader checks a Ref that ParseOriginHeader accepted: it is
// Parse's, and the origin it serializes to reads back as the same origin.
func checkOriginHeader(t *testing.T, s string, r Ref) {
	t.Helper()
	if p, _ := Parse(s); p != r {
		t.Errorf("ParseOriginHeader(%q) = %v; Parse gives %v", s, r, p)
	}
	o, err := AppendOrigin(nil, s, r)
	if err != nil {
		t.Errorf("AppendOrigin(%q): %v", s, err)
		return
	}
	if ro, null, err := ParseOriginHeader(o); err != nil || null || !SameOrigin(o, s) || ro.Path().Len() != 0 {
		t.Errorf("ParseOriginHeader(AppendOrigin(%q) = %q) = %v, %v; SameOrigin %v", s, o, ro, err, SameOrigin(o, s))
	}
}

// TestOriginHeaderModel checks ParseOriginHeader against a model on many
// inputs: it accepts exactly the valid references that have a scheme, an
// authority without userinfo, a host, a port that fits, and nothing after
// the authority; and every origin AppendOrigin writes.
func TestOriginHeaderModel(t *testing.T) {
	var inputs []string
	inputs = append(inputs, anyRefInputs...)
	for _, c := range targetTests {
		inputs = append(inputs, c.target)
	}
	for _, c := range authorityTests {
		inputs = append(inputs, "http://"+c.in, "http://"+c.in+"/", "x-y://"+c.in)
	}
	for _, s := range inputs {
		r, null, err := ParseOriginHeader(s)
		p, perr := Parse(s)
		_, kind := p.PortValue()
		want := s == "null" || perr == nil && p.HasScheme() && p.HasAuthority() && !p.HasUserinfo() &&
			(p.Host().Len() > 0 || p.HostKind() == HostIPv6 || p.HostKind() == HostIPvFuture) &&
			kind != PortOutOfRange && p.Path().Len() == 0 && !p.HasQuery() && !p.HasFragment()
		if (err == nil) != want {
			t.Errorf("ParseOriginHeader(%q) = %v, %v; want valid %v", s, r, err, want)
			continue
		}
		if err == nil && !null {
			checkOriginHeader(t, s, r)
		}
		if perr == nil {
			if o, oerr := AppendOrigin(nil, s, p); oerr == nil {
				if _, _, err := ParseOriginHeader(o); err != nil {
					t.Errorf("ParseOriginHeader(%q), the origin of %q: %v", o, s, err)
				}
			}
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"fmt"
	"testing"
	"unsafe"
)

func TestPortNumber(t *testing.T) {
	for _, tt := range []struct {
		in   string
		port uint16
		ok   bool
	}{
		{"//h:80", 80, true},
		{"//h:0", 0, true},
		{"//h:65535", 65535, true},
		{"//h:000065535", 65535, true},
		{"//h:65536", 0, false},
		{"//h:99999999999999999999999", 0, false},
		{"//h:", 0, false},
		{"//h", 0, false},
		{"/p", 0, false},
	} {
		for _, r := range []Ref{mustParse(t, tt.in), Split(tt.in)} {
			port, ok := r.PortNumber()
			if port != tt.port || ok != tt.ok {
				t.Errorf("%q: PortNumber() = %d, %v; want %d, %v", tt.in, port, ok, tt.port, tt.ok)
			}
		}
	}
}

// TestRefLayout checks what makes Parse return a Ref in registers: four
// words, 32 bytes; and that the packed fields hold their largest values.
func TestRefLayout(t *testing.T) {
	if size := unsafe.Sizeof(Ref{}); size != 32 {
		t.Errorf("Ref is %d bytes, want 32", size)
	}
	var r Ref
	r.setSchemeEnd(maxLen)
	r.setHostStart(maxLen - 1)
	r.setHostEnd(maxLen - 2)
	r.setPathStart(maxLen - 3)
	r.setPathEnd(maxLen - 4)
	r.setQueryEnd(maxLen - 5)
	r.setEnd(maxLen - 6)
	r.setPort(0xffff)
	r.addFlags(refFlagsMask)
	r.setHostKind(HostIPvFuture)
	r.setPathKind(PathEmpty)
	got := []int{r.schemeEnd(), r.hostStart(), r.hostEnd(), r.pathStart(), r.pathEnd(), r.queryEnd(), r.end(),
		int(r.port()), int(r.flags()), int(r.hostKind()), int(r.pathKind())}
	want := []int{maxLen, maxLen - 1, maxLen - 2, maxLen - 3, maxLen - 4, maxLen - 5, maxLen - 6,
		0xffff, refFlagsMask, int(HostIPvFuture), int(PathEmpty)}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("packed fields read back as %v, want %v", got, want)
	}
	// Each setter leaves the other fields alone.
	r.setHostKind(HostNone)
	r.setPathKind(PathAbEmpty)
	r.setPort(0)
	if r.flags() != refFlagsMask || r.end() != maxLen-6 || r.hostStart() != maxLen-1 {
		t.Errorf("setters disturbed other fields: flags %#x end %d hostStart %d", r.flags(), r.end(), r.hostStart())
	}
}

func TestRefPredicates(t *testing.T) {
	for _, tt := range []struct {
		in                 string
		relative, absolute bool
	}{
		{"http://h/p", false, true},
		{"http://h/p#f", false, false},
		{"//h/p", true, false},
		{"p", true, false},
		{"", true, false},
	} {
		r := mustParse(t, tt.in)
		if r.IsRelative() != tt.relative || r.IsAbsolute() != tt.absolute {
			t.Errorf("%q: IsRelative=%v IsAbsolute=%v", tt.in, r.IsRelative(), r.IsAbsolute())
		}
	}
	var zero Ref
	if zero.Valid() || zero.IsRelative() || zero.ErrorOffset() != -1 {
		t.Errorf("zero Ref: Valid=%v IsRelative=%v ErrorOffset=%d", zero.Valid(), zero.IsRelative(), zero.ErrorOffset())
	}
}

// TestRefString checks that a Ref prints its defined components' spans.
func TestRefString(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://u@h:80/p?q#f", "scheme[0,4) userinfo[7,8) host[9,10) port[11,13) path[13,15) query[16,17) fragment[18,19)"},
		{"//h", "host[2,3) path[3,3)"},
		{"a?", "path[0,1) query[2,2)"},
		{"", "path[0,0)"},
		{"http://a b", "invalid at 8"},
	} {
		r, _ := Parse(c.in)
		if got := fmt.Sprint(r); got != c.want {
			t.Errorf("Parse(%q) prints as %q, want %q", c.in, got, c.want)
		}
	}
	if got := fmt.Sprint(Ref{}); got != "invalid" {
		t.Errorf("the zero Ref prints as %q, want invalid", got)
	}
}

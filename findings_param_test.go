// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// The findings a gateway wants (issue 45, item 6): "..;" segments, which
// Tomcat, Jetty and Spring read as "..", and an encoded slash inside a
// segment.
var gatewayFindingTests = []struct {
	in   string
	want Findings
}{
	{"/..;/admin", FindDotSegmentParam},
	{"/allowed/..;/admin", FindDotSegmentParam},
	{"http://h/app/..;jsessionid=1234/admin", FindDotSegmentParam},
	{"/.;/admin", FindDotSegmentParam},
	{"/a/..;", FindDotSegmentParam},
	{"/%2e%2e;/admin", FindDotSegmentParam | FindEncodedDot},
	{"/.%2E;x=1/admin", FindDotSegmentParam | FindEncodedDot},
	{"..;/x", FindDotSegmentParam},
	{"/...;/x", 0}, // three dots: no dot segment
	{"/a..;/x", 0}, // dots inside a name
	{"/;/x", 0},    // parameters of an empty segment
	{"/x;..", 0},   // dots in the parameters
	{"/a/../b", FindDotSegment},
	{"/a/..;/../b", FindDotSegment | FindDotSegmentParam},
	{"/?..;", 0},     // in the query
	{"/a#/..;/b", 0}, // in the fragment
	{"/public/..%2Fadmin", FindEncodedSlash},
	{"/public/..%2fadmin", FindEncodedSlash},
	{"/a%2f%2E%2e", FindEncodedSlash | FindEncodedDot},
	{"/a/%5c..", FindEncodedSlash},
}

func TestInspectGatewayFindings(t *testing.T) {
	const mask = FindDotSegmentParam | FindDotSegment | FindEncodedSlash | FindEncodedDot
	for _, c := range gatewayFindingTests {
		r, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if got := Inspect(c.in, r) & mask; got != c.want {
			t.Errorf("Inspect(%q) = %v, want %v", c.in, got, c.want)
		}
		// As the target of a request, too.
		if c.in[0] == '/' {
			rt, _, err := ParseRequestTarget("GET", c.in)
			if err == nil {
				if got := Inspect(c.in, rt) & mask; got != c.want {
					t.Errorf("Inspect(%q) of the request-target = %v, want %v", c.in, got, c.want)
				}
			}
		}
	}
	if got := FindDotSegmentParam.String(); got != "dot_segment_param" {
		t.Errorf("FindDotSegmentParam.String() = %q", got)
	}
}

// dotSegmentParamModel reads the path as Tomcat does: each segment
// without its parameters, its "%2E" decoded; a ".." or "." left where the
// segment had parameters is the finding.
func dotSegmentParamModel(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		name, _, params := strings.Cut(seg, ";")
		name = strings.ReplaceAll(strings.ReplaceAll(name, "%2e", "."), "%2E", ".")
		if params && (name == "." || name == "..") {
			return true
		}
	}
	return false
}

func TestDotSegmentParamModel(t *testing.T) {
	var inputs []string
	for _, c := range gatewayFindingTests {
		inputs = append(inputs, c.in)
	}
	for _, c := range inspectTests {
		inputs = append(inputs, c.in)
	}
	inputs = append(inputs, anyRefInputs...)
	atoms := []string{"/", ".", "..", ";", "%2e", "a", ";x=1", "%2F"}
	// Every path of up to four atoms.
	var gen func(p string, n int)
	gen = func(p string, n int) {
		inputs = append(inputs, p)
		if n == 0 {
			return
		}
		for _, a := range atoms {
			gen(p+a, n-1)
		}
	}
	gen("/", 4)
	for _, s := range inputs {
		r, err := Parse(s)
		if err != nil {
			continue
		}
		want := dotSegmentParamModel(r.Path().In(s))
		if got := Inspect(s, r)&FindDotSegmentParam != 0; got != want {
			t.Errorf("Inspect(%q): dot_segment_param %v, model %v", s, got, want)
		}
	}
}

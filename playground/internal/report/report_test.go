// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package report

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// joinRuns returns the text of the runs, which must cover the input, and
// a compact description of them: "scheme:https :// host:h" etc.
func joinRuns(t *testing.T, in string, runs []Run) string {
	t.Helper()
	var text strings.Builder
	var desc []string
	for _, r := range runs {
		if r.Start != text.Len() {
			t.Errorf("%q: run %q starts at %d, want %d", in, r.Text, r.Start, text.Len())
		}
		text.WriteString(r.Text)
		switch {
		case r.Error:
			desc = append(desc, "ERROR["+r.Text+"]")
		case r.Empty:
			desc = append(desc, r.Component+":(empty)")
		case r.Component != "":
			desc = append(desc, r.Component+":"+r.Text)
		default:
			desc = append(desc, r.Text)
		}
	}
	if text.String() != in {
		t.Errorf("runs of %q join to %q", in, text.String())
	}
	return strings.Join(desc, " ")
}

func TestAnalyzeComponents(t *testing.T) {
	for _, tt := range []struct {
		in, runs, host, path string
		port                 string // "" when none
	}{
		{"https://user@example.com:8443/a/b?q=1#top",
			"scheme:https :// userinfo:user @ host:example.com : port:8443 path:/a/b ? query:q=1 # fragment:top",
			"regname", "abempty", "8443"},
		// Defined but empty: the query and the path; the fragment is absent.
		{"http://h?", "scheme:http :// host:h path:(empty) ? query:(empty)", "regname", "abempty", ""},
		{"http://[::1]:99999", "scheme:http ://[ host:::1 ]: port:99999 path:(empty)", "ipv6", "abempty", "99999"},
		{"//h:", "// host:h : port:(empty) path:(empty)", "regname", "abempty", ""},
		{"a/b", "path:a/b", "none", "noscheme", ""},
		{"mailto:x@y", "scheme:mailto : path:x@y", "none", "rootless", ""},
		{"", "path:(empty)", "none", "empty", ""},
	} {
		rep := Analyze(tt.in, DefaultBase)
		if !rep.Valid || rep.Error != nil {
			t.Errorf("%q: not valid: %+v", tt.in, rep.Error)
			continue
		}
		if got := joinRuns(t, tt.in, rep.Runs); got != tt.runs {
			t.Errorf("%q: runs\n got %s\nwant %s", tt.in, got, tt.runs)
		}
		if rep.HostKind != tt.host || rep.PathKind != tt.path {
			t.Errorf("%q: host kind %s, path kind %s; want %s, %s", tt.in, rep.HostKind, rep.PathKind, tt.host, tt.path)
		}
		port := ""
		if rep.Port != nil {
			port = fmt.Sprint(*rep.Port)
		}
		if port != tt.port {
			t.Errorf("%q: port %q, want %q", tt.in, port, tt.port)
		}
		if len(rep.Components) != 7 {
			t.Fatalf("%q: %d components, want 7", tt.in, len(rep.Components))
		}
		r, _ := uri.Parse(tt.in)
		for i, c := range rep.Components {
			sp, defined := r.Component(uri.Component(i))
			if c.Name != uri.Component(i).String() || c.Defined != defined || c.Text != sp.In(tt.in) {
				t.Errorf("%q: component %d = %+v, want %s defined=%v %q", tt.in, i, c, uri.Component(i), defined, sp.In(tt.in))
			}
		}
	}
	if rep := Analyze("http://h:8443", DefaultBase); !rep.PortFits {
		t.Errorf("port 8443 does not fit in 16 bits")
	}
	if rep := Analyze("http://h:99999", DefaultBase); rep.PortFits {
		t.Errorf("port 99999 fits in 16 bits")
	}
	if rep := Analyze("http://192.0.2.1/", DefaultBase); rep.Addr != "192.0.2.1" {
		t.Errorf("Addr = %q", rep.Addr)
	}
	if rep := Analyze("http://127.1/", DefaultBase); rep.Addr != "" {
		t.Errorf("a reg-name has Addr %q", rep.Addr)
	}
}

func TestAnalyzeError(t *testing.T) {
	for _, tt := range []struct {
		in, runs, code string
		offset         int
	}{
		{"http://a b", "http://a ERROR[ ] b", "host", 8},
		{"//[::1", "//[::1 ERROR[]", "ip_literal", 6},
		{"%4", "%4 ERROR[]", "percent", 2},
		{"1a:b", "1a ERROR[:] b", "scheme", 2},
		{"/é/x", "/ ERROR[é] /x", "path", 1}, // the whole character, not half of it
		{"http://h/p?q#f#", "http://h/p?q#f ERROR[#]", "fragment", 14},
	} {
		rep := Analyze(tt.in, DefaultBase)
		if rep.Valid || rep.Error == nil {
			t.Errorf("%q: valid", tt.in)
			continue
		}
		code, off := uri.Check(tt.in)
		if rep.Error.Code != tt.code || rep.Error.Offset != tt.offset || rep.Error.Code != code.Name() || rep.Error.Offset != off {
			t.Errorf("%q: error %s at %d, want %s at %d (Check: %s at %d)", tt.in, rep.Error.Code, rep.Error.Offset, tt.code, tt.offset, code.Name(), off)
		}
		if rep.Error.Message != code.Error() {
			t.Errorf("%q: message %q, want %q", tt.in, rep.Error.Message, code.Error())
		}
		if _, err := uri.ParseDetailed(tt.in); rep.Error.Detail != err.Error() {
			t.Errorf("%q: detail %q, want %q", tt.in, rep.Error.Detail, err)
		}
		if got := joinRuns(t, tt.in, rep.Runs); got != tt.runs {
			t.Errorf("%q: runs\n got %s\nwant %s", tt.in, got, tt.runs)
		}
		if rep.Resolved != nil || rep.Normalized != nil || rep.Findings != nil {
			t.Errorf("%q: an invalid input has results: %+v", tt.in, rep)
		}
	}
}

func TestAnalyzeForms(t *testing.T) {
	for _, tt := range []struct {
		in, base, syntax, scheme, resolved string
		fromBase                           Result
	}{
		// RFC 3986 5.4.1 and 5.4.2.
		{"g;x?y#s", DefaultBase, "g;x?y#s", "g;x?y#s", "http://a/b/c/g;x?y#s", Result{Text: "g;x?y#s"}},
		{"../../../g", DefaultBase, "../../../g", "../../../g", "http://a/g", Result{Text: "/g"}},
		{"", DefaultBase, "", "", "http://a/b/c/d;p?q", Result{Text: ""}},
		{"HTTP://Example.COM:80/a/./%7e", DefaultBase, "http://example.com:80/a/~", "http://example.com/a/~",
			// A target with a dot segment is no resolution's result.
			"HTTP://Example.COM:80/a/%7e", Result{Error: uri.ErrTarget.Error()}},
		{"http://a/b/c/g", "http://a/b/c/d;p?q", "http://a/b/c/g", "http://a/b/c/g", "http://a/b/c/g", Result{Text: "g"}},
	} {
		rep := Analyze(tt.in, tt.base)
		want := map[string]Result{"syntax": {Text: tt.syntax}, "scheme": {Text: tt.scheme}}
		if !reflect.DeepEqual(rep.Normalized, want) {
			t.Errorf("%q: normalized %+v, want %+v", tt.in, rep.Normalized, want)
		}
		if rep.Resolved == nil || *rep.Resolved != (Result{Text: tt.resolved}) {
			t.Errorf("%q: resolved %+v, want %q", tt.in, rep.Resolved, tt.resolved)
		}
		if rep.FromBase == nil || *rep.FromBase != tt.fromBase {
			t.Errorf("%q: from base %+v, want %+v", tt.in, rep.FromBase, tt.fromBase)
		}
	}
	// A base that is not a URI is an error of the resolution, not of the input.
	rep := Analyze("g", "a/b")
	if !rep.Valid || rep.Resolved == nil || rep.Resolved.Error != uri.ErrBase.Error() || rep.FromBase != nil {
		t.Errorf("relative base: valid %v, resolved %+v, from base %+v", rep.Valid, rep.Resolved, rep.FromBase)
	}
}

func TestAnalyzeSegmentsParams(t *testing.T) {
	rep := Analyze("/a%2Fb//c%00?k=v+w%20x&flag&e=&%3D=%26", DefaultBase)
	wantSegs := []Segment{
		{Raw: "a%2Fb", Decoded: "a/b", Start: 1},
		{Raw: "", Decoded: "", Start: 7},
		{Raw: "c%00", Decoded: `"c\x00"`, Start: 8},
	}
	if !reflect.DeepEqual(rep.Segments, wantSegs) {
		t.Errorf("segments\n got %+v\nwant %+v", rep.Segments, wantSegs)
	}
	wantParams := []Param{
		{Key: "k", Value: "v+w%20x", HasValue: true, Start: 0, KeyDecoded: "k", ValueDecoded: "v w x"},
		{Key: "flag", Start: 10, KeyDecoded: "flag"},
		{Key: "e", HasValue: true, Start: 15, KeyDecoded: "e"},
		{Key: "%3D", Value: "%26", HasValue: true, Start: 18, KeyDecoded: "=", ValueDecoded: "&"},
	}
	if !reflect.DeepEqual(rep.Params, wantParams) {
		t.Errorf("params\n got %+v\nwant %+v", rep.Params, wantParams)
	}
	if Analyze("/x", DefaultBase).Params != nil {
		t.Errorf("params without a query")
	}
	// More parameters than a report lists: the first MaxParams, and why.
	many := Analyze("?"+strings.Repeat("a&", MaxParams+5), DefaultBase)
	if len(many.Params) != MaxParams || !strings.Contains(many.ParamsError, uri.ErrTooManyParams.Error()) {
		t.Errorf("%d params, error %q", len(many.Params), many.ParamsError)
	}
}

func TestAnalyzeFindings(t *testing.T) {
	rep := Analyze("http://u:p@127.1/a//b/../%2e", DefaultBase)
	var got []string
	for _, f := range rep.Findings {
		got = append(got, f.Name+" "+f.Section)
		if f.Doc == "" {
			t.Errorf("%s: no documentation", f.Name)
		}
	}
	want := []string{"encoded_dot 7.3", "numeric_host 7.4", "password 7.5", "userinfo 7.6", "dot_segment 5.2.4, 7.3", "empty_segment 3.3", "web_host_differs 7.6"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("findings\n got %q\nwant %q", got, want)
	}
}

// TestAnalyzeWebHost checks the host a browser would connect to, beside
// the RFC 3986 one, for valid and invalid inputs.
func TestAnalyzeWebHost(t *testing.T) {
	for _, c := range []struct {
		in   string
		want WebHost
	}{
		{"http://example.com/", WebHost{Host: "example.com", Kind: "domain"}},
		{"http://0x7f.1/", WebHost{Host: "127.0.0.1", Kind: "ipv4", Differs: true}},
		{"http://evil.example\\@good.example/", WebHost{Host: "evil.example", Kind: "domain"}},
		{"http://h:65536/", WebHost{Kind: "none", Refused: "port-out-of-range"}},
		{"mailto:a@b.example", WebHost{Kind: "none"}},
		{"file:///etc/passwd", WebHost{Kind: "empty"}},
	} {
		if got := Analyze(c.in, DefaultBase).WebHost; got != c.want {
			t.Errorf("Analyze(%q).WebHost = %+v, want %+v", c.in, got, c.want)
		}
	}
}

// Every finding the package names has its documentation and section: a
// new constant without a generated entry fails here.
func TestEveryFindingDocumented(t *testing.T) {
	named := 0
	for i := range 32 { // every bit of a Findings
		f := uri.Findings(1) << i
		if strings.HasPrefix(f.String(), "0x") {
			continue // no such finding
		}
		named++
		d, ok := findingDocs[f]
		if !ok || d.section == "" || d.doc == "" {
			t.Errorf("%s: no documentation or section: %+v", f, d)
		}
	}
	if named != len(findingDocs) || named == 0 {
		t.Errorf("%d findings named, %d documented", named, len(findingDocs))
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"a b/é":  "a b/é",
		"a\x00":  `"a\x00"`,
		"\xff":   `"\xff"`,
		"\u0085": `"\u0085"`,
		"":       "",
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

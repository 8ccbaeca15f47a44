// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"slices"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// sample is a combined log line whose user agent holds a URL, CONNECT
// and OPTIONS lines, a JSON record with a referer under a header key,
// and text with an invalid reference and one with an empty path.
const sample = `127.0.0.1 - - [20/Nov/2026:06:25:01 +0000] "GET /a/./b/../%7Ec?q=1 HTTP/1.1" 200 5 "https://WWW.Example.com/x" "Googlebot/2.1 (+http://www.google.com/bot.html)"
1.2.3.4 - - [20/Nov/2026:06:25:02 +0000] "CONNECT Www.Example.com:443 HTTP/1.1" 200 5 "-" "curl/8.5.0"
1.2.3.4 - - [20/Nov/2026:06:25:03 +0000] "OPTIONS * HTTP/1.1" 200 5 "/rel" "curl/8.5.0"
{"request":{"uri":"/j?x","headers":{"Referer":["http://r.example/"]}},"callback_url":"http://user:pw@127.1/%2f"}
see http://%zz/ and HTTP://A.example:8080
`

// values returns the values of field f, restricted as s is, over the
// references of sample, one string each.
func values(t *testing.T, s Selector) []string {
	t.Helper()
	ms, clean := uri.AppendExtract(nil, nil, []byte(sample), nil)
	var got []string
	for i := range ms {
		m := &ms[i]
		s.Each(m, m.Text([]byte(sample), clean), m.KeyPath(clean), func(v []byte) {
			got = append(got, string(v))
		})
	}
	return got
}

func TestSelectorFields(t *testing.T) {
	tests := []struct {
		s    Selector
		want string // values joined with " "
	}{
		{Selector{Field: FieldHost}, "www.example.com www.google.com www.example.com r.example 127.1 a.example"},
		{Selector{Field: FieldReferer}, "www.example.com r.example"},
		{Selector{Field: FieldScheme}, "https http http http http"},
		{Selector{Field: FieldPath}, "/a/~c /x /bot.html /rel /j / /%2F "},
		// Caddy's request.uri is a request-target (KindTarget), counted
		// as a request line's.
		{Selector{Field: FieldTarget}, "/a/~c www.example.com:443 * /j"},
		{Selector{Field: FieldTarget, Kinds: 1 << uri.KindTarget}, "/j"},
		{Selector{Field: FieldTarget, Kinds: 1 << uri.KindTarget, Forms: 1 << uri.FormOrigin}, "/j"},
		{Selector{Field: FieldFinding}, "dot_segment host_case host_case encoded_slash numeric_host password userinfo web_host_differs host_case"},
		{Selector{Field: FieldKey}, "request.uri request.headers.Referer callback_url"},
		{Selector{Field: FieldWebHost}, "www.example.com www.google.com r.example 127.0.0.1 a.example"},
		// Restrictions.
		{Selector{Field: FieldHost, Kinds: 1 << uri.KindBare}, "www.google.com a.example"},
		{Selector{Field: FieldTarget, Forms: 1<<uri.FormAuthority | 1<<uri.FormAsterisk}, "www.example.com:443 *"},
		{Selector{Field: FieldHost, Keys: []string{"referer"}}, "r.example"},
		{Selector{Field: FieldHost, Keys: []string{"Request.Headers.Referer", "nosuch"}}, "r.example"},
		{Selector{Field: FieldPath, Keys: []string{"uri"}}, "/j"},
		{Selector{}, ""},
	}
	for _, tt := range tests {
		got := strings.Join(values(t, tt.s), " ")
		if got != tt.want {
			t.Errorf("%v kinds %b forms %b keys %q:\n got %q\nwant %q", tt.s.Field, tt.s.Kinds, tt.s.Forms, tt.s.Keys, got, tt.want)
		}
	}
}

func TestParseField(t *testing.T) {
	for _, name := range Fields() {
		f, err := ParseField(name)
		if err != nil || f.String() != name {
			t.Errorf("ParseField(%q) = %v, %v", name, f, err)
		}
	}
	for _, bad := range []string{"", "none", "Host", "hosts"} {
		if f, err := ParseField(bad); err == nil {
			t.Errorf("ParseField(%q) = %v, no error", bad, f)
		}
	}
	if s := Field(200).String(); s != "Field(200)" {
		t.Errorf("Field(200).String() = %q", s)
	}
}

func TestParseKindsForms(t *testing.T) {
	k, err := ParseKinds("request, value,target")
	if err != nil || k != 1<<uri.KindRequest|1<<uri.KindValue|1<<uri.KindTarget {
		t.Errorf("ParseKinds = %b, %v", k, err)
	}
	f, err := ParseForms("origin,asterisk")
	if err != nil || f != 1<<uri.FormOrigin|1<<uri.FormAsterisk {
		t.Errorf("ParseForms = %b, %v", f, err)
	}
	for _, bad := range []string{"", "none", "request,", "Bare"} {
		if _, err := ParseKinds(bad); err == nil || !strings.Contains(err.Error(), "one of bare, quoted, angle, request, value, target") {
			t.Errorf("ParseKinds(%q): %v", bad, err)
		}
	}
	if _, err := ParseForms("none"); err == nil {
		t.Errorf("ParseForms(none): no error")
	}
	if !slices.Contains(Fields(), "web_host") || len(Fields()) != 8 {
		t.Errorf("Fields() = %q", Fields())
	}
}

// TestPathFast checks the path of a Selector, which takes a path that is
// normal as it is without AppendNormalizePath (normalAsIs), against that
// function on every path of up to 5 bytes over an alphabet of slashes,
// dots, percent-encodings and a non-ASCII letter, and that the shortcut
// was taken for some and not for others.
func TestPathFast(t *testing.T) {
	alphabet := []string{"/", ".", "a", "%", "2", "e", "E", "é"}
	var s Selector
	asIs, slow := 0, 0
	var gen func(p string, n int)
	gen = func(p string, n int) {
		text := "http://h" + p
		if p != "" && p[0] != '/' {
			text = p
		}
		if r, err := uri.ParseIRI(text); err == nil {
			got := string(s.path([]byte(text), r))
			path := r.Path().In(text)
			want := path
			if b, err := uri.AppendNormalizePath(nil, path, uri.LevelSyntax); err == nil {
				want = string(b)
			}
			if got != want {
				t.Fatalf("path of %q = %q, want %q", text, got, want)
			}
			if normalAsIs([]byte(path)) {
				asIs++
			} else {
				slow++
			}
		}
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(p+c, n-1)
		}
	}
	gen("", 5)
	if asIs < 1000 || slow < 1000 {
		t.Fatalf("%d paths normal as they are, %d not: not the test intended", asIs, slow)
	}
}

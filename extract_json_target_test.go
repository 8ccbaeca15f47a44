// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"os"
	"strings"
	"testing"
)

// wantTarget is a match of the request-target tests.
type wantTarget struct {
	text string
	kind MatchKind
	form TargetForm
	key  string
	err  ErrorCode
}

// checkTargets checks the matches AppendExtract finds in in with opts
// against want, their invariants, a Scanner's and NoParse's.
func checkTargets(t *testing.T, in []byte, opts *ExtractOptions, want []wantTarget) {
	t.Helper()
	ms, clean := AppendExtract(nil, nil, in, opts)
	checkMatches(t, in, clean, ms, opts)
	checkScanner(t, in, opts, 1)
	o := ExtractOptions{}
	if opts != nil {
		o = *opts
	}
	checkNoParse(t, in, o, ms, clean)
	var got []wantTarget
	for _, m := range ms {
		got = append(got, wantTarget{string(m.Text(in, clean)), m.Kind, m.Form, string(m.KeyPath(clean)), m.Err})
	}
	if len(got) != len(want) {
		t.Fatalf("got %d matches %+v, want %d %+v", len(got), got, len(want), want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("match %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

// TestJSONTargetIssue44 holds the reproducers of issue 44: Caddy's
// request.uri is a request-target of request.method.
func TestJSONTargetIssue44(t *testing.T) {
	in := []byte(`{"request":{"method":"CONNECT","uri":"www.example.com:443"}}` + "\n" +
		`{"request":{"method":"GET","uri":"//evil.example/a/../b"}}` + "\n")
	checkTargets(t, in, nil, []wantTarget{
		{"www.example.com:443", KindTarget, FormAuthority, "request.uri", 0},
		{"//evil.example/a/../b", KindTarget, FormOrigin, "request.uri", 0},
	})
	ms, _ := AppendExtract(nil, nil, in, nil)
	text := func(m Match, s Span) string { return string(s.Bytes(in[m.Start:m.End])) }
	if m := ms[0]; m.Ref.HasScheme() || text(m, m.Ref.Host()) != "www.example.com" || text(m, m.Ref.Port()) != "443" {
		t.Errorf("CONNECT: scheme %v host %q port %q, want no scheme, host www.example.com, port 443",
			m.Ref.HasScheme(), text(m, m.Ref.Host()), text(m, m.Ref.Port()))
	}
	if m := ms[1]; m.Ref.HasAuthority() || text(m, m.Ref.Path()) != "//evil.example/a/../b" {
		t.Errorf("GET: authority %v path %q, want no authority, the whole target as the path",
			m.Ref.HasAuthority(), text(m, m.Ref.Path()))
	}
}

// TestJSONTargetFormats reads the samples of testdata/json-targets, one
// per log format whose keys DefaultJSONTargets names.
func TestJSONTargetFormats(t *testing.T) { eachImplementation(t, testJSONTargetFormats) }

func testJSONTargetFormats(t *testing.T) {
	evil := "//evil.example/a/../b"
	for _, tt := range []struct {
		file string
		want []wantTarget
	}{
		{"caddy", []wantTarget{
			{evil, KindTarget, FormOrigin, "request.uri", 0},
			{"https://www.example.com/", KindValue, FormNone, "request.headers.Referer", 0},
			{"www.example.com:443", KindTarget, FormAuthority, "request.uri", 0},
			{"*", KindTarget, FormAsterisk, "request.uri", 0},
			{"http://example.org/p?q=1", KindTarget, FormAbsolute, "request.uri", 0},
		}},
		{"nginx", []wantTarget{
			{evil, KindRequest, FormOrigin, "request", 0},
			{evil, KindTarget, FormOrigin, "request_uri", 0},
			{"https://www.example.com/page", KindValue, FormNone, "http_referer", 0},
			{"www.example.com:443", KindRequest, FormAuthority, "request", 0},
			{"www.example.com:443", KindTarget, FormAuthority, "request_uri", 0},
			{"/search?q=a&b=2", KindTarget, FormOrigin, "request_uri", 0}, // before its method
		}},
		{"envoy", []wantTarget{
			{evil, KindTarget, FormOrigin, "path", 0},
			{"*", KindTarget, FormAsterisk, "path", 0},
			{"https://app.example.com/", KindValue, FormNone, "referer", 0},
		}},
		{"alb", []wantTarget{
			{"https://www.example.com:443/a/../b?x=1", KindTarget, FormAbsolute, "request_url", 0},
			{"http://www.example.com:80/login", KindTarget, FormAbsolute, "request_url", 0},
			{"https://www.example.com:443/login", KindValue, FormNone, "redirect_url", 0},
		}},
		{"cloudfront", []wantTarget{
			{evil, KindTarget, FormOrigin, "cs-uri-stem", 0},
			{"https://www.example.com/", KindBare, FormNone, "cs(Referer)", 0},
			{"/index.html", KindTarget, FormOrigin, "cs-uri-stem", 0},
		}},
		{"traefik", []wantTarget{
			{evil, KindTarget, FormOrigin, "RequestPath", 0},
			{"https://www.example.com/", KindBare, FormNone, "request_Referer", 0},
			{"www.example.com:443", KindTarget, FormAuthority, "RequestPath", 0},
		}},
		{"slog", []wantTarget{
			{evil, KindTarget, FormOrigin, "request.path", 0},
			{"https://www.example.com/", KindValue, FormNone, "request.referer", 0},
			{"/a/../b?c=d", KindTarget, FormOrigin, "http.target", 0},
			{"www.example.com:443", KindTarget, FormAuthority, "req.path", 0}, // before its method
			{"/var/log/app.log", KindValue, FormNone, "path", 0},              // no method: a path
		}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			in, err := os.ReadFile("testdata/json-targets/" + tt.file + ".jsonl")
			if err != nil {
				t.Fatal(err)
			}
			checkTargets(t, in, nil, tt.want)
		})
	}
}

// TestJSONTargetRules holds the rules of JSONTargets: the method of the
// same object, before or after the target; "?" keys; the options.
func TestJSONTargetRules(t *testing.T) {
	for _, tt := range []struct {
		name string
		in   string
		opts *ExtractOptions
		want []wantTarget
	}{
		{"method after, nested objects",
			`{"path":"//x/y","sub":{"method":"OPTIONS","path":"*"},"method":"CONNECT"}`, nil,
			[]wantTarget{
				{"//x/y", KindTarget, FormAuthority, "path", ErrHost},
				{"*", KindTarget, FormAsterisk, "sub.path", 0},
			}},
		{"method of another object",
			`{"method":"CONNECT","sub":{"uri":"h:1"},"a":{"uri":"h:2","b":{"method":"CONNECT"}}}`, nil,
			[]wantTarget{
				{"h:1", KindValue, FormNone, "sub.uri", 0},
				{"h:2", KindValue, FormNone, "a.uri", 0},
			}},
		{"escaped method and target",
			`{"uri":"h\u003a443","method":"\u0043ONNECT"}`, nil,
			[]wantTarget{{"h:443", KindTarget, FormAuthority, "uri", 0}}},
		{"the last method of an object",
			`{"method":"GET","method":"CONNECT","request_uri":"h:1"}`, nil,
			[]wantTarget{{"h:1", KindTarget, FormAuthority, "request_uri", 0}}},
		{"no method",
			`{"request_uri":"*","x":{"request_uri":"h:1"}}`, nil,
			[]wantTarget{
				{"*", KindTarget, FormAsterisk, "request_uri", 0},
				{"h:1", KindTarget, FormAbsolute, "x.request_uri", 0},
			}},
		{"empty and - are no target",
			`{"method":"GET","uri":"","path":"-"}`, nil, nil},
		{"arrays: each string one reference",
			`{"method":"GET","uri":["/a","b:c"],"request_uri":[{"uri":"/d"}]}`, nil,
			[]wantTarget{
				{"/a", KindValue, FormNone, "uri", 0},
				{"b:c", KindValue, FormNone, "uri", 0},
				{"/d", KindValue, FormNone, "request_uri.uri", 0},
			}},
		{"more targets waiting than the state holds",
			`{"a":{"uri":"h:1","b":{"uri":"h:2","c":{"uri":"h:3","d":{"uri":"h:4","e":{"uri":"h:5","method":"CONNECT"},"method":"CONNECT"},"method":"CONNECT"},"method":"CONNECT"},"method":"CONNECT"}}`, nil,
			[]wantTarget{
				{"h:1", KindTarget, FormAuthority, "a.uri", 0},
				{"h:2", KindTarget, FormAuthority, "a.b.uri", 0},
				{"h:3", KindTarget, FormAuthority, "a.b.c.uri", 0},
				{"h:4", KindTarget, FormAuthority, "a.b.c.d.uri", 0},
				{"h:5", KindValue, FormNone, "a.b.c.d.e.uri", 0}, // read at once, without its method
			}},
		{"scheme filter drops a waiting target",
			`{"uri":"h:1","referer":"https://r.example/","request_uri":"/x","method":"CONNECT"}`,
			&ExtractOptions{Schemes: []string{"https"}},
			[]wantTarget{{"https://r.example/", KindValue, FormNone, "referer", 0}}},
		{"scheme filter: targets count as http",
			`{"uri":"/a","request_uri":"ftp://f/","method":"GET"}`,
			&ExtractOptions{Schemes: []string{"http"}},
			[]wantTarget{{"/a", KindTarget, FormOrigin, "uri", 0}}},
		{"JSONTargets",
			`{"req":{"verb":"GET","target":"//a/b","method":"CONNECT"},"uri":"h:1","request_uri":"/c"}`,
			&ExtractOptions{JSONTargets: []string{"req.target", "?uri"}},
			[]wantTarget{
				{"//a/b", KindTarget, FormAuthority, "req.target", ErrHost},
				{"h:1", KindValue, FormNone, "uri", 0},
				{"/c", KindValue, FormNone, "request_uri", 0},
			}},
		{"JSONTargets empty",
			`{"method":"GET","request":{"uri":"//a/b"}}`,
			&ExtractOptions{JSONTargets: []string{}},
			[]wantTarget{{"//a/b", KindValue, FormNone, "request.uri", 0}}},
		{"? key not in JSONKeys: a target only after its method",
			`{"path":"/a","method":"GET","path":"/b"}`,
			&ExtractOptions{JSONKeys: []string{}},
			[]wantTarget{{"/b", KindTarget, FormOrigin, "path", 0}}},
	} {
		t.Run(tt.name, func(t *testing.T) { checkTargets(t, []byte(tt.in+"\n"), tt.opts, tt.want) })
	}
}

// TestDefaultTargetClass holds defaultTargetClass, the fast path, to the
// answers of listClass over defaultJSONTargets and methodKeys.
func TestDefaultTargetClass(t *testing.T) {
	var e engine
	e.jsonTargets = defaultJSONTargets
	keys := []string{"", "x", "uri", "url", "path", "method", "verb", "target", "stem", "Referer", "host", "status"}
	for _, k := range append(defaultJSONTargets, methodKeys...) {
		k = strings.TrimPrefix(k, "?")
		keys = append(keys, k, strings.ToUpper(k), k[1:], k[:len(k)-1], "x"+k, "x_"+k, k+"s")
	}
	n := 0
	for _, parent := range []string{"", "request.", "a.b.", "x"} {
		for _, k := range keys {
			p := parent + k
			key := p[strings.LastIndexByte(p, '.')+1:]
			got, want := defaultTargetClass([]byte(key), []byte(p)), e.listClass([]byte(p))
			if got != want {
				t.Errorf("key path %q: defaultTargetClass %d, listClass %d", p, got, want)
			}
			if got != kcNone {
				n++
			}
		}
	}
	if n < len(defaultJSONTargets)+len(methodKeys) {
		t.Errorf("only %d key paths of a class: the test reads too few", n)
	}
}

// jsonTargetSeeds are seeds of FuzzExtract: records whose targets wait
// for their method, in nested objects, escaped, cut short.
var jsonTargetSeeds = []string{
	`{"request":{"uri":"www.example.com:443","method":"CONNECT"}}` + "\n",
	`{"a":{"uri":"h:1","b":{"uri":"h:2","method":"CONNECT","c":[{"path":"*","method":"OPTIONS"}]}},"method":"GET"}` + "\n",
	`{"uri":"h\u003a443","referer":"https://r.example/","request_uri":"/x","method":"\u0043ONNECT"}` + "\n",
	`{"path":"/a","method":"GET","request_uri":"//b/c","x":{"url":"d:e"` + "\n",
}

// TestJSONTargetEscapedMethodKept holds an escaped method that the
// object's target comes after, with escaped values between them: each
// value is unescaped once into clean, and a value that reports nothing
// must leave the method's text there (the target is then in the
// authority form of CONNECT), and one that reports a match its own.
func TestJSONTargetEscapedMethodKept(t *testing.T) {
	in := []byte(`{"method":"CONN\u0045CT","x":"\u0041\u0042\u0043\u0044\u0045\u0046\u0047","y":"see http://\u0061.example/","uri":"h\u002eexample:443"}` + "\n")
	checkTargets(t, in, nil, []wantTarget{
		{"http://a.example/", KindBare, 0, "y", 0},
		{"h.example:443", KindTarget, FormAuthority, "uri", 0},
	})
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"net/url"
	"strings"
	"testing"
)

// The pattern cases of Go's own net/http tests (go1.26: pattern_test.go,
// routing_tree_test.go, server_test.go, serve_test.go, request_test.go),
// as data: the inputs only. Each is run on a ServeMux and a Mux, and the
// two answers compared; a difference must be one of the rulings of
// servemux_test.go. Left out, as they do not apply: the CONNECT requests
// (a Mux reads CONNECT's authority-form target, which has no path, as no
// match; ServeMux matches r.URL.Path unchanged), serveMuxTests2's
// "test/?..." (a URL with a relative path, which no request line has),
// and the tests of ServeMux's internals without a pattern or a request
// (TestRoutingFirstSegment, TestRoutingAddPattern, TestExactMatch,
// TestCleanPath).

// goPatterns are the patterns of TestParsePattern, TestParsePatternError
// and TestRegisterErr.
var goPatterns = []string{
	"/", "/a", "/a/", "/path/to/something", "/{w1}/lit/{w2}", "/{w1}/lit/{w2}/",
	"example.com/", "GET /", "POST example.com/foo/{w}", "/{$}",
	"DELETE example.com/a/{foo12}/{$}", "/foo/{$}", "/{a}/foo/{rest...}", "//",
	"/foo///./../bar", "a.com/foo//", "/%61%62/%7b/%", "GET\t  /",
	"POST \t  example.com/foo/{w}", "DELETE    \texample.com/a/{foo12}/{$}",
	// TestParsePatternError
	"", "A=B /", " ", "/{w}x", "/x{w}", "/{wx", "/a/{/}/c", "/a/{%61}/c", "/{a$}",
	"/{}", "POST a.com/x/{}/y", "/{...}", "/{$...}", "/{$}/", "/{$}/x", "/abc/{$}/x",
	"/{a...}/", "/{a...}/x", "{a}/b", "/a/{x}/b/{x...}", "GET //",
	// TestRegisterErr
	"/{x",
}

// goPairs are the pairs of TestCompareMethods, TestComparePaths,
// TestConflictsWith and TestRegisterConflict: each is added in both
// orders, and whether the second is refused compared.
var goPairs = [][2]string{
	{"/", "/"}, {"GET /", "GET /"}, {"HEAD /", "HEAD /"}, {"POST /", "POST /"},
	{"GET /", "POST /"}, {"GET /", "/"}, {"HEAD /", "/"}, {"GET /", "HEAD /"},
	// TestComparePaths
	{"/a", "/a"}, {"/a", "/b"}, {"/a", "/"}, {"/a", "/{$}"}, {"/a", "/{x}"}, {"/a", "/{x...}"},
	{"/b/a", "/b/a"}, {"/b/a", "/b/b"}, {"/b/a", "/b/"}, {"/b/a", "/b/{$}"}, {"/b/a", "/b/{x}"},
	{"/b/a", "/b/{x...}"}, {"/{z}/a", "/{z}/a"}, {"/{z}/a", "/{z}/b"}, {"/{z}/a", "/{z}/"},
	{"/{z}/a", "/{z}/{$}"}, {"/{z}/a", "/{z}/{x}"}, {"/{z}/a", "/{z}/{x...}"},
	{"/{z}", "/a"}, {"/{z}", "/a/b"}, {"/{z}", "/{$}"}, {"/{z}", "/{x}"}, {"/{z}", "/"},
	{"/{z}", "/{x...}"}, {"/b/{z}", "/b/a"}, {"/b/{z}", "/b/a/b"}, {"/b/{z}", "/b/{$}"},
	{"/b/{z}", "/b/{x}"}, {"/b/{z}", "/b/"}, {"/b/{z}", "/b/{x...}"},
	{"/", "/a"}, {"/", "/a/b"}, {"/", "/{$}"}, {"/", "/{x}"}, {"/", "/"}, {"/", "/{x...}"},
	{"/b/", "/b/a"}, {"/b/", "/b/a/b"}, {"/b/", "/b/{$}"}, {"/b/", "/b/{x}"}, {"/b/", "/b/"},
	{"/b/", "/b/{x...}"}, {"/{z}/", "/{z}/a"}, {"/{z}/", "/{z}/a/b"}, {"/{z}/", "/{z}/{$}"},
	{"/{z}/", "/{z}/{x}"}, {"/{z}/", "/{z}/"}, {"/{z}/", "/a/"}, {"/{z}/", "/{z}/{x...}"},
	{"/{z}/", "/a/{x...}"}, {"/a/{z}/", "/{z}/a/"}, {"/a/{z}/b/", "/{x}/c/{y...}"},
	{"/{m...}", "/a"}, {"/{m...}", "/a/b"}, {"/{m...}", "/{$}"}, {"/{m...}", "/{x}"},
	{"/{m...}", "/"}, {"/{m...}", "/{x...}"}, {"/b/{m...}", "/b/a"}, {"/b/{m...}", "/b/a/b"},
	{"/b/{m...}", "/b/{$}"}, {"/b/{m...}", "/b/{x}"}, {"/b/{m...}", "/b/"},
	{"/b/{m...}", "/b/{x...}"}, {"/b/{m...}", "/a/{x...}"}, {"/{z}/{m...}", "/{z}/a"},
	{"/{z}/{m...}", "/{z}/a/b"}, {"/{z}/{m...}", "/{z}/{$}"}, {"/{z}/{m...}", "/{z}/{x}"},
	{"/{z}/{m...}", "/{w}/"}, {"/{z}/{m...}", "/a/"}, {"/{z}/{m...}", "/{z}/{x...}"},
	{"/{z}/{m...}", "/a/{x...}"}, {"/a/{m...}", "/a/b/{y...}"}, {"/a/{m...}", "/a/{x}/{y...}"},
	{"/a/{z}/{m...}", "/a/b/{y...}"}, {"/a/{z}/{m...}", "/{z}/a/"},
	{"/a/{z}/{m...}", "/{z}/b/{y...}"}, {"/a/{z}/b/{m...}", "/{x}/c/{y...}"},
	{"/a/{z}/a/{m...}", "/{x}/b"},
	{"/{$}", "/a"}, {"/{$}", "/a/b"}, {"/{$}", "/{$}"}, {"/{$}", "/{x}"}, {"/{$}", "/"},
	{"/{$}", "/{x...}"}, {"/b/{$}", "/b"}, {"/b/{$}", "/b/a"}, {"/b/{$}", "/b/a/b"},
	{"/b/{$}", "/b/{$}"}, {"/b/{$}", "/b/{x}"}, {"/b/{$}", "/b/"}, {"/b/{$}", "/b/{x...}"},
	{"/b/{$}", "/b/c/{x...}"}, {"/b/{x}/a/{$}", "/{x}/c/{y...}"}, {"/{x}/b/{$}", "/a/{x}/{y}"},
	{"/{x}/b/{$}", "/a/{x}/c"}, {"/{z}/{$}", "/{z}/a"}, {"/{z}/{$}", "/{z}/a/b"},
	{"/{z}/{$}", "/{z}/{$}"}, {"/{z}/{$}", "/{z}/{x}"}, {"/{z}/{$}", "/{z}/"}, {"/{z}/{$}", "/a/"},
	{"/{z}/{$}", "/a/{x...}"}, {"/{z}/{$}", "/{z}/{x...}"}, {"/a/{z}/{$}", "/{z}/a/"},
	// TestConflictsWith
	{"/a", "/ab"}, {"/a/b/cd", "/a/b/cd"}, {"/a/b/cd", "/a/b/c"}, {"/a/b/c", "/a/c/c"},
	{"/{x}", "/{y}"}, {"/{x}", "/a"}, {"/{x}/{y}", "/{x}/a"}, {"/{x}/{y}", "/{x}/a/b"},
	{"/{x}", "/a/{y}"}, {"/{x}/{y}", "/{x}/a/"}, {"/{x}", "/a/{y...}"},
	{"/{x}/a/{y}", "/{x}/a/{y...}"}, {"/{x}/{y}", "/{x}/a/{$}"}, {"/{x}/{y}/{$}", "/{x}/a/{$}"},
	{"/a/{x}", "/{x}/b"}, {"/", "GET /foo"}, {"GET /", "GET /foo"}, {"GET /", "/foo"},
	{"GET /foo", "HEAD /"},
	// TestRegisterConflict, TestRegisterErr
	{"/a/{x}/", "/a/{y}/{z...}"}, {"/a", "/a"},
}

// A goReq is a request of a ported test.
type goReq struct{ method, host, target string }

// goRoutes are the pattern sets of the ported tests with their requests.
var goRoutes = []struct {
	from     string
	patterns []string
	reqs     []goReq
}{
	{"TestRoutingNodeMatch/1",
		[]string{"/a", "/a/b", "/a/{x}", "/g/h/i", "/g/{x}/j", "/a/b/{x...}", "/a/b/{y}", "/a/b/{$}"},
		[]goReq{{"GET", "", "/a"}, {"Get", "", "/b"}, {"Get", "", "/a/b"}, {"Get", "", "/a/c"},
			{"Get", "", "/a/b/"}, {"Get", "", "/a/b/c"}, {"Get", "", "/a/b/c/d"}, {"Get", "", "/g/h/i"},
			{"Get", "", "/g/h/j"}}},
	{"TestRoutingNodeMatch/2",
		[]string{"/item/", "POST /item/{user}", "GET /item/{user}", "/item/{user}", "/item/{user}/{id}",
			"/item/{user}/new", "/item/{$}", "POST alt.com/item/{user}", "GET /headwins", "HEAD /headwins",
			"/path/{p...}"},
		[]goReq{{"GET", "", "/item/jba"}, {"POST", "", "/item/jba"}, {"HEAD", "", "/item/jba"},
			{"get", "", "/item/jba"}, {"POST", "", "/item/jba/17"}, {"GET", "", "/item/jba/new"},
			{"GET", "", "/item/"}, {"GET", "", "/item/jba/17/line2"}, {"POST", "alt.com", "/item/jba"},
			{"GET", "alt.com", "/item/jba"}, {"GET", "", "/item"}, {"GET", "", "/headwins"},
			{"HEAD", "", "/headwins"}, {"GET", "", "/path/to/file"}, {"GET", "", "/path/*"}}},
	{"TestRoutingNodeMatch/3", []string{"/a/b/{$}"}, pathReqs("/a/b", "/a/b/", "/a/b/c", "/a/b/c/d")},
	{"TestRoutingNodeMatch/4", []string{"/a/b/{w}"}, pathReqs("/a/b", "/a/b/", "/a/b/c", "/a/b/c/d")},
	{"TestRoutingNodeMatch/5", []string{"/a/b/{w...}"}, pathReqs("/a/b", "/a/b/", "/a/b/c", "/a/b/c/d")},
	{"TestRoutingNodeMatch/6", []string{"/a/b/{$}", "/a/b/{w}", "/a/b/{w...}"},
		pathReqs("/a/b", "/a/b/", "/a/b/c", "/a/b/c/d")},
	{"TestMatchingMethods/1", []string{"POST /"}, []goReq{{"DELETE", "", "/foo"}}},
	{"TestMatchingMethods/2", []string{"GET /"}, []goReq{{"DELETE", "", "/foo"}}},
	{"TestMatchingMethods/3", []string{"GET a.com/", "PUT b.com/", "POST /foo/{x}"},
		[]goReq{{"DELETE", "", "/foo"}, {"DELETE", "", "/foo/bar"}, {"DELETE", "a.com", "/foo/bar"},
			{"DELETE", "b.com", "/bar"}}},
	{"TestMatchingMethods/4", []string{"/"}, []goReq{{"DELETE", "", "/"}}},
	{"TestEscapedPathsAndPatterns", []string{"/a", "/%62", "/%7B/%7D", "/%x"},
		pathReqs("/a", "/%61", "/b", "/%62", "/{/}", "/%7b/}", "/{/%7d", "/%7B/%7D", "/%25x")},
	{"TestServeMuxHandler",
		[]string{"/dir/", "/search", "codesearch.google.com/search", "codesearch.google.com/", "example.com/"},
		[]goReq{{"GET", "google.com", "/"}, {"GET", "google.com", "/dir"}, {"GET", "google.com", "/dir/"},
			{"GET", "google.com", "/dir/file"}, {"GET", "google.com", "/search"},
			{"GET", "google.com", "/search/"}, {"GET", "google.com", "/search/foo"},
			{"GET", "codesearch.google.com", "/search"}, {"GET", "codesearch.google.com", "/search/"},
			{"GET", "codesearch.google.com", "/search/foo"}, {"GET", "codesearch.google.com", "/"},
			{"GET", "codesearch.google.com:443", "/"}, {"GET", "images.google.com", "/search"},
			{"GET", "images.google.com", "/search/"}, {"GET", "images.google.com", "/search/foo"},
			{"GET", "google.com", "/../search"}, {"GET", "google.com", "/dir/.."},
			{"GET", "google.com", "/dir/./file"},
			// serveMuxTests2
			{"GET", "google.com", "/"}, {"GET", "example.com", "/test/?example.com/test/"}}},
	{"TestServeWithSlashRedirectForHostPatterns",
		[]string{"example.com/pkg/foo/", "example.com/pkg/bar", "example.com/pkg/bar/",
			"example.com:3000/pkg/connect/", "example.com:9000/", "/pkg/baz/"},
		[]goReq{{"GET", "", "http://example.com/"}, {"GET", "", "http://example.com/pkg/foo"},
			{"GET", "", "http://example.com/pkg/bar"}, {"GET", "", "http://example.com/pkg/bar/"},
			{"GET", "", "http://example.com/pkg/baz"}, {"GET", "", "http://example.com:3000/pkg/foo"}}},
	{"TestMuxNoSlashRedirectWithTrailingSlash", []string{"/{x}/"}, pathReqs("/")},
	{"TestMuxNoSlash405WithTrailingSlash", []string{"GET /{x}/"}, pathReqs("/")},
	{"TestServeMuxHandlerTrailingSlash", []string{"/{x}/"}, []goReq{{"POST", "", "/foo"}}},
	{"TestPathValueAndPattern/1", []string{"/{a}/is/{b}/{c...}"}, pathReqs("/now/is/the/time/for/all")},
	{"TestPathValueAndPattern/2", []string{"/names/{name}/{other...}"},
		pathReqs("/names/%2fjohn/address", "/names/john%2Fdoe/there/is%2F/more", "/names/n/*")},
	{"TestStatus", []string{"GET /g", "POST /p", "PATCH /p", "PUT /r", "GET /r/"},
		[]goReq{{"GET", "", "/g"}, {"HEAD", "", "/g"}, {"POST", "", "/g"}, {"GET", "", "/x"},
			{"GET", "", "/p"}, {"GET", "", "/./p"}, {"GET", "", "/r/"}, {"GET", "", "/r"},
			{"HEAD", "", "/r/"}, {"HEAD", "", "/r"}, {"PUT", "", "/r/"}, {"PUT", "", "/r"}}},
	{"TestMuxRedirectLeadingSlashes", nil, []goReq{{"GET", "test", "//foo.txt"},
		{"GET", "test", "///foo.txt"}, {"GET", "test", "/../../foo.txt"}}},
	{"TestMuxRedirectRelative", nil, []goReq{{"GET", "test", "http://example.com"}}},
	{"TestServeWithSlashRedirectKeepsQueryString", []string{"/testOne", "/testTwo/", "/testThree", "/testThree/"},
		pathReqs("/testOne?this=that", "/testTwo?foo=bar", "/testTwo?a=1&b=2&a=3", "/testTwo?",
			"/testThree?foo", "/testThree/?foo", "/testOne/foo/..?foo")},
	{"TestEmptyServeMux", nil, []goReq{{"GET", "example.com", "/"}}},
}

func pathReqs(targets ...string) []goReq {
	var rs []goReq
	for _, t := range targets {
		rs = append(rs, goReq{"GET", "example.com", t})
	}
	return rs
}

// addPattern adds pat to both muxes of p, counts whether they agree to
// take it or refuse it, and reports whether both took it.
func (t tally) addPattern(tb testing.TB, p *pair, pat string) bool {
	tb.Helper()
	stdErr, ourErr := p.add(pat)
	switch {
	case (stdErr == nil) == (ourErr == nil):
		t[agree]++
	case stdErr == nil && patternRuling(pat):
		t[rulePattern]++
	default:
		tb.Errorf("Add(%q): ServeMux %v, Mux %v", pat, stdErr, ourErr)
	}
	return stdErr == nil && ourErr == nil
}

// patternRuling explains a pattern ServeMux takes and a Mux refuses.
func patternRuling(pattern string) bool {
	i := strings.IndexByte(pattern, '/')
	if i < 0 {
		return false
	}
	segs := strings.Split(pattern[i+1:], "/")
	for j, s := range segs {
		d, err := url.PathUnescape(s)
		if err != nil {
			d = s
		}
		if d == "." || d == ".." || d == "" && j < len(segs)-1 {
			return true
		}
	}
	return false
}

func TestGoPatternCases(t *testing.T) {
	regs := tally{}
	for _, pat := range goPatterns {
		regs.addPattern(t, newPair(), pat)
	}
	regs.log(t, "patterns of TestParsePattern, TestParsePatternError, TestRegisterErr", 90)
	conflicts := tally{}
	for _, pr := range goPairs {
		for _, order := range [][2]string{pr, {pr[1], pr[0]}} {
			p := newPair()
			if stdErr, ourErr := p.add(order[0]); stdErr != nil || ourErr != nil {
				t.Fatalf("Add(%q): ServeMux %v, Mux %v", order[0], stdErr, ourErr)
			}
			stdErr, ourErr := p.add(order[1])
			if (stdErr == nil) != (ourErr == nil) {
				t.Errorf("Add(%q) after %q: ServeMux %v, Mux %v", order[1], order[0], stdErr, ourErr)
				continue
			}
			if ourErr != nil && !(strings.Contains(ourErr.Error(), order[0]) && strings.Contains(ourErr.Error(), order[1])) {
				t.Errorf("Add(%q) after %q: %v does not name both", order[1], order[0], ourErr)
			}
			conflicts[agree]++
		}
	}
	conflicts.log(t, "pattern pairs of TestCompareMethods, TestComparePaths, TestConflictsWith, TestRegisterConflict, both orders", 100)
	reqs := tally{}
	for _, set := range goRoutes {
		p := newPair()
		for _, pat := range set.patterns {
			if stdErr, ourErr := p.add(pat); stdErr != nil || ourErr != nil {
				t.Fatalf("%s: Add(%q): ServeMux %v, Mux %v", set.from, pat, stdErr, ourErr)
			}
		}
		for _, r := range set.reqs {
			reqs.add(t, p, r.method, r.host, r.target)
		}
	}
	reqs.log(t, "requests of TestRoutingNodeMatch, TestMatchingMethods, TestEscapedPathsAndPatterns, TestServeMuxHandler, ...", 85)
}

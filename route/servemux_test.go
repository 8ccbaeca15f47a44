// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package route

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// An outcome is what a handler answered to one request.
type outcome struct {
	Code     int
	Pattern  string // the pattern that served it, for 200
	Values   string // name=value of its wildcards, in order
	Location string
	Allow    string
}

func (o outcome) String() string {
	return fmt.Sprintf("%d %q %s loc=%q allow=%q", o.Code, o.Pattern, o.Values, o.Location, o.Allow)
}

var wildcardRE = regexp.MustCompile(`\{([^{}.$]+)(\.\.\.)?\}`)

// record is the handler of pattern in both muxes: it writes the pattern
// and the values of the pattern's wildcards, read with r.PathValue.
func record(pattern string) http.HandlerFunc {
	var names []string
	for _, m := range wildcardRE.FindAllStringSubmatch(pattern, -1) {
		names = append(names, m[1])
	}
	return func(w http.ResponseWriter, r *http.Request) {
		var b strings.Builder
		for _, n := range names {
			fmt.Fprintf(&b, "%s=%q ", n, r.PathValue(n))
		}
		w.Header().Set("X-Pattern", r.Pattern)
		w.Header().Set("X-Values", b.String())
	}
}

// A pair is a ServeMux and a Mux with the same patterns.
type pair struct {
	std  *http.ServeMux
	ours *Mux
}

func newPair() *pair { return &pair{std: http.NewServeMux(), ours: new(Mux)} }

// add adds the pattern to both, and returns the errors: ServeMux's panic,
// and ours.
func (p *pair) add(pattern string) (stdErr, ourErr error) {
	func() {
		defer func() {
			if r := recover(); r != nil {
				stdErr = fmt.Errorf("%v", r)
			}
		}()
		p.std.Handle(pattern, record(pattern))
	}()
	return stdErr, p.ours.Handle(pattern, record(pattern))
}

// serve sends the request to h as net/http's server would build it from
// the request line: an error of url.ParseRequestURI is a 400, as the
// server answers it.
func serve(h http.Handler, method, host, target string) outcome {
	u, err := url.ParseRequestURI(target)
	if err != nil {
		return outcome{Code: 400}
	}
	r := &http.Request{Method: method, URL: u, Host: host, RequestURI: target, Header: http.Header{}, Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1}
	if u.Host != "" {
		r.Host = u.Host
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	o := outcome{Code: w.Code, Location: w.Header().Get("Location"), Allow: w.Header().Get("Allow")}
	if o.Code == 200 {
		o.Pattern, o.Values = w.Header().Get("X-Pattern"), w.Header().Get("X-Values")
	}
	return o
}

// The rulings: where ServeMux and Mux differ by design. Each has a
// detector, which reads the request and ServeMux's answer, never ours.
const (
	agree             = "agree"
	ruleClean         = "clean: ServeMux redirects to the cleaned path, Mux serves the normal form (compared with ServeMux on the cleaned path: its Location puts the encoded path in url.URL.Path, so every \"%\" comes back as \"%25\")"
	ruleSlashRedirect = "slash-redirect: ServeMux builds its trailing-slash redirect from the decoded path, cleaned, where \"%2F\" is a segment boundary (\"/..%2F..%2Fetc/a\" goes to \"/etc/a/\")"
	ruleSlashSegment  = "slash-segment: ServeMux takes a segment that decodes to \"/\" (\"%2F\") for the trailing slash: {$} matches it, {name} does not"
	ruleDotTrail      = "dot-trail: path.Clean drops the \"/\" after a last dot segment (\"/a/b/..\" is \"/a\"), RFC 3986 5.2.4 keeps it (\"/a/\")"
	ruleEncodedDot    = "encoded-dot: ServeMux does not take %2E%2E for a dot segment, and hands \"..\" to a wildcard"
	ruleEmptySeg      = "empty-segment: ServeMux merges empty segments (\"/a//b\" is \"/a/b\"), Mux keeps them (RFC 3986 3.3)"
	ruleDotValue      = "dot-value: a wildcard's decoded value holds a dot segment (\"a%2F..%2Fb\"): ServeMux serves it, Mux answers 400"
	ruleHostCase      = "host-case: ServeMux compares hosts case-sensitively, Mux as RFC 3986 3.2.2 says"
	ruleTarget        = "target: the target is no RFC 3986 request-target, which url.ParseRequestURI accepts: Mux answers 400"
	ruleLocation      = "location: the trailing-slash redirect's Location is encoded differently (ServeMux re-escapes the decoded path, Mux keeps the normalized one)"
	rulePattern       = "pattern: Mux refuses a pattern with an empty or a dot segment, which no normalized path can match"
)

// compare sends a request to both muxes and returns the ruling that
// explains their difference, agree, or "" for an unexplained one.
func (p *pair) compare(method, host, target string) (ruling string, std, ours outcome) {
	ours = serve(p.ours, method, host, target)
	std = serve(p.std, method, host, target)
	u, err := url.ParseRequestURI(target)
	if err != nil {
		if ours.Code == 400 {
			return agree, std, ours
		}
		return "", std, ours
	}
	if std == ours {
		return agree, std, ours
	}
	esc := u.EscapedPath()
	if _, _, err := uri.ParseRequestTarget(method, target); err != nil {
		return ruleTarget, std, ours
	}
	// The rulings that a request can be rewritten around are checked by
	// asking ServeMux again for the rewritten request: the host in lower
	// case, the encoded dot segments decoded.
	first := ""
	if u.Host != "" {
		host = u.Host // the server's r.Host for an absolute-form target
	}
	if strings.ToLower(host) != host {
		first, host = ruleHostCase, strings.ToLower(host)
	}
	segs := strings.Split(esc, "/")
	for i, s := range segs {
		if d, _ := url.PathUnescape(s); strings.Contains(s, "%") && (d == "." || d == "..") {
			segs[i] = d
			if first == "" {
				first = ruleEncodedDot
			}
		}
	}
	if first != "" {
		esc = strings.Join(segs, "/")
		if u.RawQuery != "" {
			std = serve(p.std, method, host, esc+"?"+u.RawQuery)
		} else {
			std = serve(p.std, method, host, esc)
		}
		if std == ours {
			return first, std, ours
		}
	}
	defer func() {
		if ruling != "" && first != "" {
			ruling = first
		}
	}()
	for _, s := range strings.Split(esc, "/") {
		if d, _ := url.PathUnescape(s); d == "/" {
			return ruleSlashSegment, std, ours
		}
	}
	ruling = ""
	if clean := cleanPath(esc); clean != esc && std.Code == http.StatusTemporaryRedirect {
		// ServeMux redirects to the cleaned path: ask it for that path.
		// Its Location is not followed, as it re-encodes the "%" of the
		// encoded path (ruleClean).
		ruling = ruleClean
		if strings.Contains(esc, "//") {
			ruling = ruleEmptySeg
		} else if last := esc[strings.LastIndexByte(esc, '/')+1:]; last == "." || last == ".." {
			ruling = ruleDotTrail
		}
		if u.RawQuery != "" {
			clean += "?" + u.RawQuery
		}
		std = serve(p.std, method, host, clean)
	}
	switch {
	case std == ours:
		return ruleClean, std, ours
	case std.Code == 200 && ours.Code == 400 && hasDotValue(std.Values):
		return ruleDotValue, std, ours
	case ruling != "" && ruling != ruleClean:
		return ruling, std, ours
	case std.Code == http.StatusTemporaryRedirect && strings.Contains(strings.ToUpper(esc), "%2F"):
		return ruleSlashRedirect, std, ours
	}
	if std.Code == http.StatusTemporaryRedirect && ours.Code == std.Code && std.Location != ours.Location {
		a, _ := url.PathUnescape(std.Location)
		b, _ := url.PathUnescape(ours.Location)
		if a == b {
			return ruleLocation, std, ours
		}
	}
	return "", std, ours
}

// cleanPath is ServeMux's: path.Clean, with the trailing slash kept.
func cleanPath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] != '/' {
		p = "/" + p
	}
	np := path.Clean(p)
	if p[len(p)-1] == '/' && np != "/" {
		np += "/"
	}
	return np
}

// hasDotValue reports whether a recorded value, split at "/", has a "."
// or ".." piece.
func hasDotValue(values string) bool {
	for _, m := range valueRE.FindAllStringSubmatch(values, -1) {
		v, err := strconv.Unquote(m[1])
		if err != nil {
			panic(err)
		}
		for _, piece := range strings.Split(v, "/") {
			if piece == "." || piece == ".." {
				return true
			}
		}
	}
	return false
}

var valueRE = regexp.MustCompile(`=("(?:[^"\\]|\\.)*")`)

// A tally counts the outcomes of compare by ruling.
type tally map[string]int

func (t tally) add(tb testing.TB, p *pair, method, host, target string) {
	tb.Helper()
	r, std, ours := p.compare(method, host, target)
	if r == "" {
		tb.Errorf("%s %s %q: ServeMux %v, Mux %v", method, host, target, std, ours)
		r = "unexplained"
	}
	t[r]++
}

// log logs the counts, and fails tb if fewer than minAgree per cent of
// the cases agree: the rulings must stay the exception.
func (t tally) log(tb testing.TB, what string, minAgree int) {
	tb.Helper()
	n := 0
	for _, c := range t {
		n += c
	}
	tb.Logf("%s: %d cases, %d agree", what, n, t[agree])
	if n == 0 || t[agree]*100 < n*minAgree {
		tb.Errorf("%s: %d of %d cases agree, fewer than %d%%", what, t[agree], n, minAgree)
	}
	for r, c := range t {
		if r != agree {
			tb.Logf("  %d %s", c, r)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/uts46"
)

// TestIDNADirectAgrees checks domainHost's direct way into IDNA, for a
// domain with a non-ASCII byte and no "%", against the way through
// domainRewrite that percent-decoding takes: each host of toascii.json
// and IdnaTestV2.json with a "%" written for an ASCII letter of it, or
// for a ".", goes through domainRewrite, and must give the same host or
// failure as the host as written.
func TestIDNADirectAgrees(t *testing.T) {
	compared := 0
	for _, name := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, c := range hostCases(t, name, true) {
			host := strings.TrimSuffix(strings.TrimPrefix(c.input, "https://"), "/x")
			if isASCII(host) || strings.ContainsAny(host, "%\t\n\r") {
				continue
			}
			i := strings.IndexFunc(host, func(r rune) bool { return 'a' <= r|0x20 && r|0x20 <= 'z' || r == '.' })
			if i < 0 {
				continue
			}
			enc := host[:i] + fmt.Sprintf("%%%02X", host[i]) + host[i+1:]
			h1, k1, err1 := AppendHost(nil, "https://"+host+"/x")
			h2, k2, err2 := AppendHost(nil, "https://"+enc+"/x")
			if string(h1) != string(h2) || k1 != k2 || err1 != err2 {
				t.Errorf("%+q: %q, %v, %v; as %+q: %q, %v, %v", host, h1, k1, err1, enc, h2, k2, err2)
			}
			compared++
		}
	}
	if compared < 1000 {
		t.Errorf("only %d hosts compared", compared)
	}
}

// TestHighByteSkipsParse checks the premise of appendHost's way for an s
// with a byte >= 0x80 that fastHost meets (errHighByte): uri.Parse
// refuses such an s, so that going to scanHost at once gives what trying
// uri.Parse and refHost first gives. For each WPT input of toascii.json
// and urltestdata.json with such a byte, and a few with it after the
// host, fastHost must report errHighByte only when s has one, uri.Parse
// must refuse s, and AppendHost must give scanHost's answer.
func TestHighByteSkipsParse(t *testing.T) {
	inputs := []string{"http://a.b/\u00e9", "https://ab/?\u00e9", "http://a\u00e9.b/", "HTTP://\u00c9.com/", "http://a/#\u00e9"}
	for _, c := range append(hostCases(t, "toascii.json", false), urlCases(t)...) {
		inputs = append(inputs, c.input)
	}
	high := 0
	for _, s := range inputs {
		_, _, err, ok := fastHost(nil, s)
		if ok || err != errHighByte {
			continue
		}
		high++
		if isASCII(s) {
			t.Errorf("fastHost(%+q): errHighByte for an ASCII s", s)
		}
		if _, perr := uri.Parse(s); perr == nil {
			t.Errorf("uri.Parse(%+q) accepts a byte >= 0x80", s)
		}
		h, k, err := AppendHost(nil, s)
		wh, wk, werr := scanHost(nil, s)
		if string(h) != string(wh) || k != wk || err != werr {
			t.Errorf("AppendHost(%+q) = %q, %v, %v; scanHost %q, %v, %v", s, h, k, err, wh, wk, werr)
		}
	}
	if high < 50 {
		t.Errorf("only %d inputs met errHighByte", high)
	}
}

// TestIDNALimits checks the limits of domain to ASCII at their edges: a
// label of uts46.MaxLabel code points once mapped and normalized is taken, one
// more is refused, also where NFC composes the mapped label to a quarter
// or a half of its length; a domain that is not ASCII of maxDomain bytes
// is taken, one more byte is refused.
func TestIDNALimits(t *testing.T) {
	labels := strings.Repeat(strings.Repeat("é", 63)+".", maxDomain/127)
	pad := func(s string, n int) string { return s + strings.Repeat("a", n-len(s)) }
	for _, c := range []struct {
		host string
		ok   bool
	}{
		{strings.Repeat("é", uts46.MaxLabel), true},
		{strings.Repeat("é", uts46.MaxLabel+1), false},
		{strings.Repeat("e\u0301", uts46.MaxLabel), true},
		{strings.Repeat("e\u0301", uts46.MaxLabel+1), false},
		{strings.Repeat("\u03b1\u0313\u0300", uts46.MaxLabel), true}, // NFC: U+1F02
		{strings.Repeat("\u03b1\u0313\u0300", uts46.MaxLabel+1), false},
		{pad(labels, maxDomain), true},
		{pad(labels, maxDomain+1), false},
	} {
		_, _, err := AppendHost(nil, "http://"+c.host+"/")
		if (err == nil) != c.ok {
			t.Errorf("AppendHost(%d bytes, %d code points): %v; want ok %v", len(c.host), utf8.RuneCountInString(c.host), err, c.ok)
		}
	}
}

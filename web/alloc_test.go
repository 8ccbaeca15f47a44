// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package web

import (
	"testing"

	"github.com/uriscan/uri"
)

// allocInputs have ASCII hosts, valid or not for RFC 3986 and for the
// WHATWG parser, through each path of AppendHost: fastHost, refHost and
// scanHost, IPv4, IPv6, opaque, file, and failures.
var allocInputs = []string{
	"http://example.com/a?b#c",
	"https://www.example.com:8443/",
	"HTTP://User@Example.COM:80/",
	"http://ex%61mple.com/",
	"http://0x7f.1/",
	"http://[::ffff:192.0.2.1]:80/",
	"git://Host.example/x",
	"file:///etc/passwd",
	"file://server/share",
	"http:evil.example",
	"http://evil.example\\@good.example/",
	" \thttp://ex\tample.com/ ",
	"sc://a\x01b/",
	"http://a b/",
	"http://h:65536/",
	"http://[::1/",
	"http://1.2.3.4.5/",
	"http://u@/",
	"no scheme",
	"",
}

func TestAppendHostAllocs(t *testing.T) {
	buf := make([]byte, 0, 1024)
	for _, s := range allocInputs {
		if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendHost(buf[:0], s) }); n != 0 {
			t.Errorf("AppendHost(%q) allocates %v times", s, n)
		}
		b := []byte(s)
		if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendHost(buf[:0], b) }); n != 0 {
			t.Errorf("AppendHost([]byte(%q)) allocates %v times", s, n)
		}
		r, _ := uri.Parse(s)
		if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendHostRef(buf[:0], s, r) }); n != 0 {
			t.Errorf("AppendHostRef(%q) allocates %v times", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { _ = Inspect(s, r) }); n != 0 {
			t.Errorf("Inspect(%q) allocates %v times", s, n)
		}
		h, k, herr := AppendHostRef(nil, s, r)
		if n := testing.AllocsPerRun(100, func() { _ = Differs(s, r, h, k, herr) }); n != 0 {
			t.Errorf("Differs(%q) allocates %v times", s, n)
		}
		for _, base := range []string{"http://Good.example/p", "file://host/", "sc:sd", "http://a b/"} {
			if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendHostBase(buf[:0], s, base) }); n != 0 {
				t.Errorf("AppendHostBase(%q, %q) allocates %v times", s, base, n)
			}
		}
		if n := testing.AllocsPerRun(100, func() { buf, _, _, _ = AppendHostDiffers(buf[:0], s, r) }); n != 0 {
			t.Errorf("AppendHostDiffers(%q) allocates %v times", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { _ = HostDiffers(s, r) }); n != 0 {
			t.Errorf("HostDiffers(%q) allocates %v times", s, n)
		}
		if _, _, err := AppendHost(nil, s); err != nil {
			if n := testing.AllocsPerRun(100, func() { _ = err.Error() }); n != 0 {
				t.Errorf("Error() of %v allocates %v times", err, n)
			}
		}
	}
}

// idnAllocInputs have hosts that go through IDNA: Latin, Cyrillic, CJK,
// percent-encoded UTF-8, a label in punycode beside one that is not,
// and failures of UTS 46 and of the forbidden code points after it.
var idnAllocInputs = []string{
	"http://bücher.example.de/",
	"https://пример.испытание/",
	"http://例え.テスト.jp/",
	"http://B%C3%BCcher.DE/",
	"http://xn--bcher-kva.例え.jp/",
	"http://ẞ.com/",
	"http://xn--aé--/",
	"http://a\u0301\u200d.com/",
	"http://\uff1c.com/",
	"http://%FF%C3.com/",
}

// TestAppendHostIDNAllocs checks that IDNA allocates nothing when dst
// has room, for a host valid or not, through AppendHost and through
// HostDiffers on the IRI that holds it.
func TestAppendHostIDNAllocs(t *testing.T) {
	buf := make([]byte, 0, 1024)
	iris := 0
	for _, s := range idnAllocInputs {
		if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendHost(buf[:0], s) }); n != 0 {
			t.Errorf("AppendHost(%q) allocates %v times", s, n)
		}
		r, err := uri.ParseIRI(s)
		if err != nil {
			continue
		}
		iris++
		if n := testing.AllocsPerRun(100, func() { _ = HostDiffers(s, r) }); n != 0 {
			t.Errorf("HostDiffers(%q) allocates %v times", s, n)
		}
	}
	if iris < 5 {
		t.Errorf("only %d inputs are IRIs: HostDiffers went through IDNA too little", iris)
	}
}

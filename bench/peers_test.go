// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"strings"
	"testing"
)

// known is a URL every parser must read the same way.
const (
	knownURL  = "https://www.example.com:8443/a/b.html?q=1&r=x#top"
	knownHost = "www.example.com"
	knownPath = "/a/b.html"
)

// TestWrappersParseKnownURL checks each parse and target wrapper on a URL
// whose host and path are not in doubt, so a wrapper that reads the wrong
// field (or nothing) cannot post a fast number.
func TestWrappersParseKnownURL(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range testEntries(t) {
		if e.Floor || (e.Op != OpParse && e.Op != OpTarget) {
			continue
		}
		seen[e.Peer] = true
		if e.Setup != nil {
			if err := e.Setup(); err != nil {
				t.Fatal(err)
			}
		}
		ok, host, path := e.One("", knownURL)
		if e.ValidOnly {
			// It reads no component: only the verdict is checked.
			host, path = knownHost, knownPath
		}
		if !ok || host != knownHost && host != knownHost+":8443" || path != knownPath {
			t.Errorf("%s %s(%q) = %v, host %q, path %q; want true, %q, %q", e.Peer, e.Op, knownURL, ok, host, path, knownHost, knownPath)
		}
		if e.Op == OpTarget && !e.ValidOnly {
			ok, _, path := e.One("", "/x/y?z=1")
			if !ok || path != "/x/y" {
				t.Errorf("%s target(%q) = %v, path %q; want true, %q", e.Peer, "/x/y?z=1", ok, path, "/x/y")
			}
		}
		// A URL every parser refuses: a port that is not a number is
		// refused by all but fasthttp, which does not look at the port;
		// an unclosed IP literal is refused by all.
		if ok, _, _ := e.One("", "http://[2001:db8::1/x"); ok {
			t.Errorf("%s %s accepts an unclosed IP literal", e.Peer, e.Op)
		}
	}
	for _, p := range []string{"net/url", "fasthttp", "fredbi/uri"} {
		if !seen[p] {
			t.Errorf("no parse entry for %s", p)
		}
	}
}

// TestWrappersOtherOps checks the resolve, normalize and extract wrappers
// on inputs with a known answer.
func TestWrappersOtherOps(t *testing.T) {
	want := map[string]struct{ base, in, out string }{
		OpResolve:   {"http://a/b/c/d;p?q", "../g?y#s", "http://a/b/g?y#s"},
		OpNormalize: {"", "http://www.example.com/a/b?q=1", "http://www.example.com/a/b?q=1"},
		OpExtract:   {"", "see https://example.com/a?b=1, then <http://h.example.org/x>.", "https://example.com/a?b=1\nhttp://h.example.org/x"},
	}
	for _, e := range testEntries(t) {
		w, ok := want[e.Op]
		if e.Floor || !ok {
			continue
		}
		if e.Setup != nil {
			if err := e.Setup(); err != nil {
				t.Fatal(err)
			}
		}
		ok, got, _ := e.One(w.base, w.in)
		if !ok || got != w.out {
			t.Errorf("%s %s(%q, %q) = %v, %q; want %q", e.Peer, e.Op, w.base, w.in, ok, got, w.out)
		}
	}
}

// TestPassMatchesOne checks that each entry's timed Pass does the same
// work as its One: the same number of rejections, and a checksum equal to
// the lengths One reads, on every generated dataset.
func TestPassMatchesOne(t *testing.T) {
	for _, d := range Generated(400) {
		for _, e := range testEntries(t) {
			if e.Op != d.Op || e.Floor {
				continue
			}
			if e.Setup != nil {
				if err := e.Setup(); err != nil {
					t.Fatal(err)
				}
			}
			got := e.Pass(d)
			var want Outcome
			if d.Op == OpExtract {
				_, found, _ := e.One("", string(d.Log))
				for _, m := range strings.Split(found, "\n") {
					if m != "" {
						want.Found++
						want.Sink += len(m)
					}
				}
			} else {
				for i, s := range d.Refs {
					base := ""
					if d.Bases != nil {
						base = d.Bases[i]
					}
					ok, a, b := e.One(base, s)
					if !ok {
						want.Rejected++
						continue
					}
					want.Sink += len(a) + len(b)
				}
			}
			if got != want {
				t.Errorf("%s %s %s: Pass = %+v, One gives %+v", e.Peer, e.Op, d.Name, got, want)
			}
			if d.Op != OpExtract && want.Rejected == len(d.Refs) && !(e.grammar() == "ada" && d.Name == "gen-relative") {
				t.Errorf("%s %s %s: rejects every input", e.Peer, e.Op, d.Name)
			}
		}
	}
}

// TestFloors checks the floors read their input: IndexByte finds nothing
// (each call returns -1) and Count counts the '%' of the buffer.
func TestFloors(t *testing.T) {
	for _, d := range Generated(100) {
		o := indexBytePass(d)
		if d.Log == nil {
			n := len(d.Refs)
			if d.Bases != nil {
				n *= 2
			}
			if o.Sink != -n {
				t.Errorf("%s: IndexByte sink %d, want %d", d.Name, o.Sink, -n)
			}
		}
		if got, want := countPass(d).Sink, strings.Count(string(d.Buf), "%"); got != want {
			t.Errorf("%s: Count = %d, want %d", d.Name, got, want)
		}
	}
}

// TestGenDeterministic checks the generator gives the same inputs for the
// same seed, and that its labels hold for ours (the strict parser).
func TestGenDeterministic(t *testing.T) {
	a, b := Generated(500), Generated(500)
	for i := range a {
		if string(a[i].Buf) != string(b[i].Buf) {
			t.Fatalf("%s: two generations differ", a[i].Name)
		}
	}
	invalid := 0
	for _, d := range a {
		for _, l := range d.Labels {
			if !l.Valid {
				invalid++
			}
		}
	}
	if invalid == 0 {
		t.Error("the generator made no invalid input")
	}
	if _, failures := Agree(testEntries(t), a); len(failures) > 0 {
		t.Errorf("agreement failures:\n%s", strings.Join(failures, "\n"))
	}
}

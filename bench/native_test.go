// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/uriscan/uri/bench/internal/harness"
)

// testNative holds the native peers for the tests, started by TestMain.
// $BENCH_NATIVE says what to do: "off" leaves them out, "on" fails the
// tests when one does not build, and anything else (the default) runs
// those that build and logs the others.
var (
	testNative     *Native
	testNativeSkip []string
)

func TestMain(m *testing.M) {
	if impl := os.Getenv(callgrindChildEnv); impl != "" {
		os.Exit(callgrindTestChild(impl))
	}
	mode := os.Getenv("BENCH_NATIVE")
	if mode != "off" {
		n, err := StartNative(mode == "on", nil)
		if err != nil {
			fmt.Fprintln(os.Stderr, "BENCH_NATIVE=on:", err)
			os.Exit(1)
		}
		testNative, testNativeSkip = n, n.Skipped
	}
	code := m.Run()
	if testNative != nil {
		if err := testNative.Err(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
		testNative.Close()
	}
	os.Exit(code)
}

// testEntries is every entry the tests check: Entries and the native ones.
func testEntries(t *testing.T) []Entry {
	for _, s := range testNativeSkip {
		t.Logf("native peer left out: %s", s)
	}
	if testNative == nil {
		return Entries()
	}
	return append(Entries(), testNative.Entries()...)
}

// nativeOrSkip returns the running native entries, skipping the test when
// there are none.
func nativeOrSkip(t *testing.T) []Entry {
	t.Helper()
	if testNative == nil || len(testNative.Entries()) == 0 {
		t.Skipf("no native peer (BENCH_NATIVE=%q; left out: %v)", os.Getenv("BENCH_NATIVE"), testNativeSkip)
	}
	return testNative.Entries()
}

// TestNativeBytes checks that any byte goes to the native programs and
// back: an input with a NUL, a space, a '%' and non-ASCII bytes is
// refused by uriparser, and a host with them is read back exactly by
// ada, which percent-encodes the path.
func TestNativeBytes(t *testing.T) {
	for _, e := range nativeOrSkip(t) {
		if e.Op != OpParse || e.ValidOnly {
			continue
		}
		in := "http://h.example/a\x00b c%zz\xff"
		ok, host, path := e.One("", in)
		switch e.Grammar {
		case "ada":
			if !ok || host != "h.example" || path != "/a%00b%20c%zz%FF" {
				t.Errorf("%s(%q) = %v, %q, %q; want true, h.example, /a%%00b%%20c%%zz%%FF", e.Peer, in, ok, host, path)
			}
		default:
			if ok {
				t.Errorf("%s(%q) accepted", e.Peer, in)
			}
		}
		if ok, host, path := e.One("", "http://[2001:db8::1]:80/%41"); !ok || !strings.Contains(host, "2001:db8::1") || path != "/%41" {
			t.Errorf("%s: IPv6 URL = %v, %q, %q", e.Peer, ok, host, path)
		}
	}
}

// TestNativeTime checks a native measurement: it runs more than one pass
// when one pass is shorter than the minimum time, within the time the call
// took, counts malloc calls (glibc), and a dataset whose input holds a
// newline cannot be sent.
func TestNativeTime(t *testing.T) {
	entries := nativeOrSkip(t)
	d := Generated(200)[0]
	for _, e := range entries {
		if e.Op != d.Op {
			continue
		}
		t0 := time.Now()
		s, err := e.Time(d, 20*time.Millisecond, ClockThread)
		if err != nil {
			t.Fatal(err)
		}
		el := time.Since(t0)
		timed := time.Duration(s.NsPerInput * float64(s.Passes*len(d.Refs)))
		// A pass over 200 URLs takes well under 10ms: the warm-up pass
		// sizes the measurement to more than one pass.
		if s.NsPerInput <= 0 || s.Passes < 2 || timed > el {
			t.Errorf("%s: sample %+v: %s timed in a call of %s", e.Peer, s, timed, el)
		}
		// Every parse of ada and uriparser allocates (a std::string, the
		// path segments); can_parse does not on plain URLs.
		if !e.ValidOnly && s.AllocsPerInput < 0.5 {
			t.Errorf("%s: %.2f mallocs per input; want at least 0.5", e.Peer, s.AllocsPerInput)
		}
	}
	bad := newRefs("newline", OpParse, "test", []string{"http://a/\nb"}, nil)
	if _, err := entries[0].Time(bad, time.Millisecond, ClockThread); err == nil || !strings.Contains(err.Error(), "newline") {
		t.Errorf("a dataset with a newline: err = %v", err)
	}
}

// TestNativeProtocol checks that the programs answer a malformed command
// with an error and go on serving.
func TestNativeProtocol(t *testing.T) {
	nativeOrSkip(t)
	for _, p := range testNative.procs {
		for _, cmd := range [][]string{{"bogus"}, {"one", "nosuch", "x", "x"}, {"one", "parse", "x0", "x"}, {"load", "xzz", "0"}, {"pass", "parse", "99"}} {
			if _, err := p.Call(cmd...); err == nil {
				t.Errorf("%s: %q: no error", p.name, cmd)
			}
		}
		if f, err := p.Call("one", "parse", "x", harness.XHex("http://example.com/x")); err != nil || len(f) != 3 || f[0] != "1" {
			t.Errorf("%s: after errors: %q, %v", p.name, f, err)
		}
	}
}

// TestNativeAgree checks the native rules of Agree on the generated
// inputs: uriparser matches the labels, native ada matches goada (when
// built with -tags goada) and can_parse matches ada's parse.
func TestNativeAgree(t *testing.T) {
	nativeOrSkip(t)
	entries := testEntries(t)
	d := Generated(300)
	if _, failures := Agree(entries, d); len(failures) > 0 {
		t.Errorf("agreement failures:\n%s", strings.Join(failures, "\n"))
	}
	if _, failures := AgreeResolve(entries, d); len(failures) > 0 {
		t.Errorf("resolution failures:\n%s", strings.Join(failures, "\n"))
	}
	// A wrong verdict must fail: can_parse made to accept everything.
	for i := range entries {
		if entries[i].ValidOnly {
			entries[i].One = func(string, string) (bool, string, string) { return true, "", "" }
		}
	}
	if _, failures := Agree(entries, d); !strings.Contains(strings.Join(failures, "\n"), "(the same library) says false") {
		t.Errorf("a can_parse that accepts everything passed Agree: %v", failures)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"
)

// validTests are valid inputs by ABNF rule, with the components expected.
// "-" stands for an undefined component.
var validTests = []struct {
	in                                                  string
	scheme, userinfo, host, port, path, query, fragment string
	hostKind                                            HostKind
	pathKind                                            PathKind
}{
	// scheme (3.1): ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); case kept.
	{"a:", "a", "-", "-", "-", "", "-", "-", HostNone, PathEmpty},
	{"A+b-c.9:x", "A+b-c.9", "-", "-", "-", "x", "-", "-", HostNone, PathRootless},
	{"svn+ssh://h/r", "svn+ssh", "-", "h", "-", "/r", "-", "-", HostRegName, PathAbEmpty},
	// authority forms (3.2), defined-but-empty versus undefined.
	{"http://h?#", "http", "-", "h", "-", "", "", "", HostRegName, PathAbEmpty},
	{"http://h", "http", "-", "h", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"file:///etc/hosts", "file", "-", "", "-", "/etc/hosts", "-", "-", HostRegName, PathAbEmpty},
	{"//", "-", "-", "", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//@:", "-", "", "", "", "", "-", "-", HostRegName, PathAbEmpty},
	{"s://u:p%41@h:8080/x", "s", "u:p%41", "h", "8080", "/x", "-", "-", HostRegName, PathAbEmpty},
	{"s://:@h", "s", ":", "h", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"s://h:", "s", "-", "h", "", "", "-", "-", HostRegName, PathAbEmpty},
	{"s://h:99999999999999999999", "s", "-", "h", "99999999999999999999", "", "-", "-", HostRegName, PathAbEmpty},
	{"s://h:0080", "s", "-", "h", "0080", "", "-", "-", HostRegName, PathAbEmpty},
	// host kinds (3.2.2): first match wins.
	{"//127.0.0.1", "-", "-", "127.0.0.1", "-", "", "-", "-", HostIPv4, PathAbEmpty},
	{"//255.255.255.255:1", "-", "-", "255.255.255.255", "1", "", "-", "-", HostIPv4, PathAbEmpty},
	{"//0.0.0.0", "-", "-", "0.0.0.0", "-", "", "-", "-", HostIPv4, PathAbEmpty},
	{"//127.1", "-", "-", "127.1", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//256.0.0.0", "-", "-", "256.0.0.0", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//01.2.3.4", "-", "-", "01.2.3.4", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//1.2.3.4.", "-", "-", "1.2.3.4.", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//1.2.3.4.5", "-", "-", "1.2.3.4.5", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//0x7f.0.0.1", "-", "-", "0x7f.0.0.1", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//%41b", "-", "-", "%41b", "-", "", "-", "-", HostRegName, PathAbEmpty},
	{"//a!$&'()*+,;=-._~b", "-", "-", "a!$&'()*+,;=-._~b", "-", "", "-", "-", HostRegName, PathAbEmpty},
	// the nine IPv6address forms, with and without ls32 as IPv4.
	{"//[1:2:3:4:5:6:7:8]", "-", "-", "1:2:3:4:5:6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4:5:6:1.2.3.4]", "-", "-", "1:2:3:4:5:6:1.2.3.4", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::2:3:4:5:6:7:8]", "-", "-", "::2:3:4:5:6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::3:4:5:6:7:1.2.3.4]", "-", "-", "::3:4:5:6:7:1.2.3.4", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1::3:4:5:6:7:8]", "-", "-", "1::3:4:5:6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2::4:5:6:7:8]", "-", "-", "1:2::4:5:6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3::5:6:7:8]", "-", "-", "1:2:3::5:6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4::6:7:8]", "-", "-", "1:2:3:4::6:7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4:5::7:8]", "-", "-", "1:2:3:4:5::7:8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4:5::1.2.3.4]", "-", "-", "1:2:3:4:5::1.2.3.4", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4:5:6::8]", "-", "-", "1:2:3:4:5:6::8", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[1:2:3:4:5:6:7::]", "-", "-", "1:2:3:4:5:6:7::", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::]", "-", "-", "::", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::1]:80", "-", "-", "::1", "80", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::1.2.3.4]", "-", "-", "::1.2.3.4", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[::ffff:1.2.3.4]", "-", "-", "::ffff:1.2.3.4", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	{"//[ABCD:ef01::]", "-", "-", "ABCD:ef01::", "-", "", "-", "-", HostIPv6, PathAbEmpty},
	// IPvFuture, "v" in either case.
	{"//[v1.a]", "-", "-", "v1.a", "-", "", "-", "-", HostIPvFuture, PathAbEmpty},
	{"//[VF0.x:y!$]:1", "-", "-", "VF0.x:y!$", "1", "", "-", "-", HostIPvFuture, PathAbEmpty},
	// path forms (3.3).
	{"/", "-", "-", "-", "-", "/", "-", "-", HostNone, PathAbsolute},
	{"/a//b", "-", "-", "-", "-", "/a//b", "-", "-", HostNone, PathAbsolute},
	{"a:/b", "a", "-", "-", "-", "/b", "-", "-", HostNone, PathAbsolute},
	{"a/b:c", "-", "-", "-", "-", "a/b:c", "-", "-", HostNone, PathNoScheme},
	{"./a:b", "-", "-", "-", "-", "./a:b", "-", "-", HostNone, PathNoScheme},
	{"@x", "-", "-", "-", "-", "@x", "-", "-", HostNone, PathNoScheme},
	{"a:b:c", "a", "-", "-", "-", "b:c", "-", "-", HostNone, PathRootless},
	{"", "-", "-", "-", "-", "", "-", "-", HostNone, PathEmpty},
	{"?", "-", "-", "-", "-", "", "", "-", HostNone, PathEmpty},
	{"#", "-", "-", "-", "-", "", "-", "", HostNone, PathEmpty},
	{"a:?q", "a", "-", "-", "-", "", "q", "-", HostNone, PathEmpty},
	// query and fragment (3.4, 3.5): "/" and "?" allowed.
	{"?a/b?c:@", "-", "-", "-", "-", "", "a/b?c:@", "-", HostNone, PathEmpty},
	{"#a/b?c", "-", "-", "-", "-", "", "-", "a/b?c", HostNone, PathEmpty},
	{"#a/?%2523", "-", "-", "-", "-", "", "-", "a/?%2523", HostNone, PathEmpty},
}

func TestParseValid(t *testing.T) {
	for _, tt := range validTests {
		r, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		want := [7]string{tt.scheme, tt.userinfo, tt.host, tt.port, tt.path, tt.query, tt.fragment}
		for c := ComponentScheme; c <= ComponentFragment; c++ {
			sp, ok := r.Component(c)
			got := "-"
			if ok {
				got = sp.In(tt.in)
			}
			if got != want[c] {
				t.Errorf("Parse(%q).%v = %q, want %q", tt.in, c, got, want[c])
			}
		}
		if r.HostKind() != tt.hostKind || r.PathKind() != tt.pathKind {
			t.Errorf("Parse(%q) kinds = %v, %v; want %v, %v", tt.in, r.HostKind(), r.PathKind(), tt.hostKind, tt.pathKind)
		}
		if !r.Valid() || r.ErrorOffset() != -1 || r.Len() != len(tt.in) {
			t.Errorf("Parse(%q): Valid=%v ErrorOffset=%d Len=%d", tt.in, r.Valid(), r.ErrorOffset(), r.Len())
		}
		if r.IsRelative() == (tt.scheme != "-") {
			t.Errorf("Parse(%q).IsRelative() = %v", tt.in, r.IsRelative())
		}
		if r.HasAuthority() != (tt.host != "-") {
			t.Errorf("Parse(%q).HasAuthority() = %v", tt.in, r.HasAuthority())
		}
		if r.HasAuthority() {
			a := r.Authority().In(tt.in)
			if !strings.Contains(a, r.Host().In(tt.in)) || r.Authority().Start != r.Userinfo().Start && r.HasUserinfo() {
				t.Errorf("Parse(%q).Authority() = %q, inconsistent with host/userinfo", tt.in, a)
			}
		}
	}
}

// invalidTests are invalid inputs with the code and the offset of the first
// offending byte: the first byte at which the input stops being a prefix of
// some valid URI-reference (the input length when it ends too early), except
// that an authority without an "@" is read as host and port only.
var invalidTests = []struct {
	in   string
	code ErrorCode
	off  int
}{
	// scheme, or ":" in the first segment of a relative path (3.3, 4.2).
	{":", ErrScheme, 0},
	{":a", ErrScheme, 0},
	{"1a:b", ErrScheme, 2},
	{"a_b:c", ErrScheme, 3},
	{"-:", ErrScheme, 1},
	{"a%41:b", ErrScheme, 4},
	{"ab@c:d", ErrScheme, 4},
	{"0:%zz", ErrScheme, 1},
	{"0:%4", ErrScheme, 1},
	{"a/b:c%", ErrPercent, 6},
	// userinfo (3.2.1).
	{"//a b@h", ErrUserinfo, 3},
	{"//u:p x@h", ErrUserinfo, 5},
	{"//u[@h", ErrUserinfo, 3},
	{"//u%zz@h", ErrPercent, 4},
	// reg-name and what may follow a host (3.2.2).
	{"//exa mple.com", ErrHost, 5},
	{"//a@b@c", ErrHost, 5},
	{"//h\x00", ErrHost, 3},
	{"//h\x7f", ErrHost, 3},
	{"//h\xc3\xa9", ErrHost, 3},
	{"//h^", ErrHost, 3},
	{"//[::1]x", ErrHost, 7},
	{"//[::1]]", ErrHost, 7},
	{"//h%", ErrPercent, 4},
	{"//h%4", ErrPercent, 5},
	{"//h%g1", ErrPercent, 4},
	{"//h%1g", ErrPercent, 5},
	// IP-literal, IPv6address (3.2.2).
	{"//[", ErrIPLiteral, 3},
	{"//[::1", ErrIPLiteral, 6},
	{"//[::1/", ErrIPv6, 6},
	{"//[]", ErrIPv6, 3},
	{"//[:]", ErrIPv6, 4},
	{"//[:1]", ErrIPv6, 4},
	{"//[1]", ErrIPv6, 4},
	{"//[1:2:3:4:5:6:7]", ErrIPv6, 16},
	{"//[1:2:3:4:5:6:7:8:9]", ErrIPv6, 18},
	{"//[1:2:3:4:5:6:7:8::]", ErrIPv6, 18},
	{"//[1::2::3]", ErrIPv6, 8},
	{"//[1:2:3:4::5:6:7:8]", ErrIPv6, 17},
	{"//[:::]", ErrIPv6, 5},
	{"//[12345::]", ErrIPv6, 7},
	{"//[1:]", ErrIPv6, 5},
	{"//[fe80::1%25eth0]", ErrIPv6, 10},
	{"//[fe80::1%eth0]", ErrIPv6, 10},
	{"//[::g]", ErrIPv6, 5},
	{"//[1:2:3:4:5:6:7:1.2.3.4]", ErrIPv6, 18},
	{"//[1:2:3:4:5:1.2.3.4]", ErrIPv6, 14},
	{"//[::1.2.3]", ErrIPv6, 10},
	{"//[::1.2.3.256]", ErrIPv6, 13},
	{"//[::1.2.3.04]", ErrIPv6, 12},
	{"//[::01.2.3.4]", ErrIPv6, 7},
	{"//[::1a.2.3.4]", ErrIPv6, 7},
	{"//[::1.2.3.4:5]", ErrIPv6, 12},
	{"//[::1.2.3.4.5]", ErrIPv6, 12},
	{"//[::1..2.3]", ErrIPv6, 7},
	// IPvFuture.
	{"//[v]", ErrIPvFuture, 4},
	{"//[v.a]", ErrIPvFuture, 4},
	{"//[v1]", ErrIPvFuture, 5},
	{"//[v1.]", ErrIPvFuture, 6},
	{"//[v1.a/]", ErrIPvFuture, 7},
	{"//[v1.a", ErrIPLiteral, 7},
	{"//[vg.a]", ErrIPvFuture, 4},
	// port = *DIGIT (3.2.3).
	{"//h:x", ErrPort, 4},
	{"//h:80a", ErrPort, 6},
	{"//h:8:0", ErrPort, 5},
	{"//[::1]:a", ErrPort, 8},
	{"//u@h:1@", ErrPort, 7},
	// Without an "@" the authority is a host and port, even where a
	// userinfo reading would go further (FuzzErrorOffset: "//:%00" and
	// "//:%#" must fail alike at the "%").
	{"//:%00", ErrPort, 3},
	{"//:%#", ErrPort, 3},
	{"//h:80%zz/", ErrPort, 6},
	// With one, the reading that goes further is the userinfo's.
	{"//a:%@h", ErrPercent, 5},
	{"//a:%zz@h", ErrPercent, 5},
	{"//a:b c@h", ErrUserinfo, 5},
	// path (3.3).
	{"/a b", ErrPath, 2},
	{"a b", ErrPath, 1},
	{"/a\\b", ErrPath, 2},
	{"/a\"", ErrPath, 2},
	{"/<a>", ErrPath, 1},
	{"/a{b}", ErrPath, 2},
	{"/a|b", ErrPath, 2},
	{"/a`", ErrPath, 2},
	{"/[", ErrPath, 1},
	{"/\t", ErrPath, 1},
	{"/\xff", ErrPath, 1},
	{"/%", ErrPercent, 2},
	{"/%a", ErrPercent, 3},
	{"/%%41", ErrPercent, 2},
	{"a:b c", ErrPath, 3},
	// query and fragment (3.4, 3.5).
	{"?a b", ErrQuery, 2},
	{"?a[b", ErrQuery, 2},
	{"?%", ErrPercent, 2},
	{"#a#", ErrFragment, 2},
	{"#a b", ErrFragment, 2},
	{"#\n", ErrFragment, 1},
	{"#%G0", ErrPercent, 2},
	{"http://h/p?q#f#", ErrFragment, 14},
}

func TestParseInvalid(t *testing.T) {
	for _, tt := range invalidTests {
		r, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want %v at %d", tt.in, tt.code, tt.off)
			continue
		}
		if !errors.Is(err, tt.code) || r.ErrorOffset() != tt.off {
			t.Errorf("Parse(%q) = %v at %d, want %v at %d", tt.in, err, r.ErrorOffset(), tt.code, tt.off)
		}
		if r.Valid() || r.HasScheme() || r.HasAuthority() || r.Len() != 0 || r.IsRelative() {
			t.Errorf("Parse(%q): a failed Ref claims components: %+v", tt.in, r)
		}
		code, off := Check(tt.in)
		if code != tt.code || off != tt.off {
			t.Errorf("Check(%q) = %v, %d; want %v, %d", tt.in, code, off, tt.code, tt.off)
		}
		_, derr := ParseDetailed(tt.in)
		var pe *ParseError
		if !errors.As(derr, &pe) || pe.Code != tt.code || pe.Offset != tt.off || pe.Input != tt.in || !errors.Is(derr, tt.code) {
			t.Errorf("ParseDetailed(%q) = %#v", tt.in, derr)
		}
	}
}

// TestErrorOffsetIsFirstOffendingByte checks the offset definition on the
// table: every proper prefix of the input up to the offset is a prefix of
// a valid reference, shown by one of a few completions, while the byte at
// the offset (if any) cannot be completed by them. The completions are
// those that close the constructs the table opens.
func TestErrorOffsetIsFirstOffendingByte(t *testing.T) {
	completions := []string{"", "@", "]", "0]", "1]", "::]", ":1]", "1.2]", "2.3.4]", ".1]", ".2.3]", "2.3]", "3]", "1", "a]", "0", "00", "00@"}
	viable := func(p string) bool {
		for _, c := range completions {
			if parseSlow(p + c).valid {
				return true
			}
		}
		return false
	}
	for _, tt := range invalidTests {
		if !viable(tt.in[:tt.off]) {
			t.Errorf("%q: the prefix %q before offset %d has no valid completion", tt.in, tt.in[:tt.off], tt.off)
		}
	}
}

func mustParse(t testing.TB, s string) Ref {
	t.Helper()
	r, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return r
}

// allTestInputs returns every input of the tests in this package: the
// conformance vectors, the tables above, the shipped corpus, and each of
// the short ones with one byte deleted or replaced at every position, so
// that near misses of every rule are covered.
func allTestInputs(tb testing.TB) []string {
	tb.Helper()
	base := seedInputs(tb)
	out := append([]string(nil), base...)
	const replacements = ":/?#[]@%.1a"
	for _, s := range base {
		if len(s) > 64 {
			continue
		}
		for i := 0; i < len(s); i++ {
			out = append(out, s[:i]+s[i+1:])
			for j := 0; j < len(replacements); j++ {
				if replacements[j] != s[i] {
					out = append(out, s[:i]+replacements[j:j+1]+s[i+1:])
				}
			}
		}
	}
	return append(out, corpusLines(tb)...)
}

// seedInputs returns the conformance inputs and the inputs of the tables
// above: the seeds of the fuzz targets.
func seedInputs(tb testing.TB) []string {
	tb.Helper()
	var base []string
	for _, v := range readJSONL[parseVector](tb, "parse.jsonl") {
		base = append(base, v.In)
	}
	for _, tt := range validTests {
		base = append(base, tt.in)
	}
	for _, tt := range invalidTests {
		base = append(base, tt.in)
	}
	return base
}

// corpusLines returns the lines of the shipped corpus.
func corpusLines(tb testing.TB) []string {
	tb.Helper()
	var out []string
	f, err := os.Open("testdata/corpus.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

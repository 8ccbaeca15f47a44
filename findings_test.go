// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"strings"
	"testing"
)

var inspectTests = []struct {
	in   string
	want Findings
}{
	// Nothing to report.
	{"http://example.com/a/b?q=1#f", 0},
	{"https://example.com:8443/", 0},
	{"http://192.0.2.1/", 0},
	{"http://[2001:db8::1]/", 0},
	{"http://h/dir/", 0}, // a trailing "/" is not an empty segment
	{"/", 0},
	{"", 0},
	{"mailto:a@example.com", 0},  // "@" in a path is no userinfo
	{"http://h/a%41%7e", 0},      // encoded unreserved letters
	{"http://h/?a=%2F&b=%2E", 0}, // encoded "/" and "." outside the path
	{"http://h/caf%C3%A9", 0},
	{"http://example.123/", 0}, // ends in a number, but is no address

	// 7.3
	{"http://h/a%00b", FindEncodedControl},
	{"http://h/?q=%0d%0aSet-Cookie:x", FindEncodedControl},
	{"http://h/#%7F", FindEncodedControl},
	{"http://h/a%2Fb", FindEncodedSlash},
	{"http://h/a%5cb", FindEncodedSlash},
	{"http://h/a%2Eb", FindEncodedDot},
	{"http://h/%2e%2E/etc", FindEncodedDot | FindDotSegment},
	{"http://h/a%252Fb", FindDoubleEncoding},
	{"http://h/?q=%2541", FindDoubleEncoding},
	{"http://h/%25zz", 0}, // a literal "%" followed by no hex digits
	{"http://h/%25", 0},

	// 7.4
	{"http://127.1/", FindNumericHost},
	{"http://0x7f.0.0.1/", FindNumericHost},
	{"http://0X7F.1/", FindNumericHost | FindHostCase},
	{"http://0177.0.0.1/", FindNumericHost},
	{"http://2130706433/", FindNumericHost},
	{"http://1.2.3.4./", FindNumericHost},
	{"http://0x/", FindNumericHost},
	{"http://1.2.3.256/", 0},               // the last of four numbers is one byte
	{"http://4294967296/", 0},              // past 32 bits
	{"http://1.2.3.4.5/", 0},               // five numbers
	{"http://08.1.1.1/", 0},                // not octal
	{"http://1.2.65535/", FindNumericHost}, // the last of three numbers fills two bytes
	{"http://1.2.65536/", 0},               // too large for two bytes
	{"http://256.1/", 0},                   // a first number over 255
	{"http://1..2/", 0},

	// 7.5, 7.6
	{"http://user:secret@h/", FindPassword | FindUserinfo},
	{"http://user:@h/", FindPassword | FindUserinfo},
	{"http://trusted.example@evil.example/", FindUserinfo},
	{"http://xn--80ak6aa92e.com/", FindPunycode},
	{"http://www.XN--80ak6aa92e.com/", FindPunycode | FindHostCase},
	{"http://axn--b.com/", 0},
	{"http://Example.COM/", FindHostCase},
	{"http://%41.com/", 0}, // hex digits of an encoding are not letters of the host

	// Path traversal.
	{"http://h/a/../../etc/passwd", FindDotSegment},
	{"../x", FindDotSegment},
	{"./a:b", FindDotSegment},
	{"http://h/a/./b", FindDotSegment},
	{"http://h/a/.b/..c", 0},
	{"http://h/a//b", FindEmptySegment},
	{"http://h//x", FindEmptySegment},
	{"a//b", FindEmptySegment},

	// Ports.
	{"http://h:/", FindPort},
	{"http://h:080/", FindPort},
	{"http://h:0/", 0},
	{"http://h:65535/", 0},
	{"http://h:65536/", FindPort},
	{"http://h:99999999999999999999/", FindPort},

	// Invalid references are errors, not findings.
	{"http://a@b@c/", 0},
	{"http://h/%zz", 0},
	{"http://[fe80::1%25en0]/", 0},
}

func TestInspect(t *testing.T) {
	for _, c := range inspectTests {
		r, _ := Parse(c.in)
		got := Inspect(c.in, r)
		if got != c.want {
			t.Errorf("Inspect(%q) = %v, want %v", c.in, got, c.want)
		}
		if gotb := Inspect([]byte(c.in), r); gotb != got {
			t.Errorf("Inspect([]byte(%q)) = %v, the string %v", c.in, gotb, got)
		}
	}
}

// TestInspectInvalid checks that an invalid reference has no findings,
// and the traps that look like findings but are errors.
func TestInspectInvalid(t *testing.T) {
	for _, s := range []string{"http://a@b@c/", "http://h/a%2", "http://h:8x/", "http://[::1/"} {
		r, err := Parse(s)
		if err == nil {
			t.Fatalf("Parse(%q) succeeded", s)
		}
		if f := Inspect(s, r); f != 0 {
			t.Errorf("Inspect(%q), invalid, = %v", s, f)
		}
	}
}

func TestFindingsString(t *testing.T) {
	for _, c := range []struct {
		f    Findings
		want string
	}{
		{0, "0"},
		{FindPassword | FindUserinfo, "password|userinfo"},
		{FindEncodedControl, "encoded_control"},
		{FindPort, "port"},
		{FindPort | 1<<15, "port|0x8000"},
	} {
		if got := c.f.String(); got != c.want {
			t.Errorf("Findings(%#x).String() = %q, want %q", uint32(c.f), got, c.want)
		}
	}
	// Every finding has its own name.
	seen := map[string]bool{}
	var all Findings
	for i := 0; i < numFindings; i++ {
		f := Findings(1) << i
		all |= f
		name := f.String()
		if name == "" || strings.ContainsAny(name, "|0") || seen[name] {
			t.Errorf("finding %d is named %q", i, name)
		}
		seen[name] = true
	}
	var names []string
	for f := range all.All() {
		names = append(names, f.String())
	}
	if strings.Join(names, "|") != all.String() || len(names) != numFindings {
		t.Errorf("All yields %q; String gives %q", names, all.String())
	}
	n := 0
	for range all.All() {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 findings: %d", n)
	}
}

// FuzzInspect checks on any valid input that Inspect does not panic, gives
// the same findings for a string and a []byte, and that each finding of
// the userinfo and the encodings has its cause in the text.
func FuzzInspect(f *testing.F) {
	for _, c := range inspectTests {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		got := Inspect(s, r)
		if err != nil {
			if got != 0 {
				t.Fatalf("Inspect(%q), invalid, = %v", s, got)
			}
			return
		}
		if gotb := Inspect([]byte(s), r); gotb != got {
			t.Fatalf("Inspect([]byte(%q)) = %v, the string %v", s, gotb, got)
		}
		if (got&FindUserinfo != 0) != r.HasUserinfo() {
			t.Fatalf("Inspect(%q) = %v; HasUserinfo %v", s, got, r.HasUserinfo())
		}
		if got&FindPassword != 0 && !strings.Contains(r.Userinfo().In(s), ":") {
			t.Fatalf("Inspect(%q) = %v without a password", s, got)
		}
		path := strings.ToUpper(r.Path().In(s))
		if (got&FindEncodedSlash != 0) != (strings.Contains(path, "%2F") || strings.Contains(path, "%5C")) {
			t.Fatalf("Inspect(%q) = %v; path %q", s, got, path)
		}
		if (got&FindEncodedDot != 0) != strings.Contains(path, "%2E") {
			t.Fatalf("Inspect(%q) = %v; path %q", s, got, path)
		}
		if got&FindDoubleEncoding != 0 && !strings.Contains(strings.ToUpper(s), "%25") {
			t.Fatalf("Inspect(%q) = %v without %%25", s, got)
		}
		// The segment findings, which Inspect looks for only when the
		// bytes after the slashes allow them, against a look at every
		// segment.
		const segs = FindDotSegment | FindEmptySegment
		if want := segmentFindings(r.Path().In(s)); got&segs != want {
			t.Fatalf("Inspect(%q) = %v; the segments give %v", s, got, want)
		}
		// The host findings of one pass, against a look at each label.
		const hosts = FindPunycode | FindHostCase
		if want := hostFindingsModel(r, s); got&hosts != want {
			t.Fatalf("Inspect(%q) = %v; the host's labels give %v", s, got, want)
		}
	})
}

// hostFindingsModel is the simple form of hostFindings: a label of a
// registered name that begins with "xn--", in any case, and an upper-case
// letter in the host outside a percent-encoding.
func hostFindingsModel(r Ref, s string) Findings {
	var f Findings
	if !r.HasAuthority() {
		return 0
	}
	host := r.Host().In(s)
	if r.HostKind() == HostRegName {
		for _, label := range strings.Split(host, ".") {
			if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
				f |= FindPunycode
			}
		}
	}
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			f |= FindHostCase
		}
	}
	return f
}

// TestSegmentFindingsPossible checks the word-at-a-time test against the
// byte-at-a-time rule on every path of up to 9 bytes over "a/.%", and on
// long random ones, so that a pair at every place of a word and across
// two words is seen.
func TestSegmentFindingsPossible(t *testing.T) {
	model := func(p string) bool {
		return p != "" && (p[0] == '.' || p[0] == '%') ||
			strings.Contains(p, "//") || strings.Contains(p, "/.") || strings.Contains(p, "/%")
	}
	check := func(p string) {
		if got := segmentFindingsPossible(p); got != model(p) {
			t.Fatalf("segmentFindingsPossible(%q) = %v", p, got)
		}
	}
	const alphabet = "a/.%"
	var gen func(prefix string)
	gen = func(prefix string) {
		check(prefix)
		if len(prefix) < 9 {
			for _, c := range alphabet {
				gen(prefix + string(c))
			}
		}
	}
	gen("")
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = "aaaaaaaa/.%b"[rng.IntN(12)]
		}
		check(string(b))
	}
}

// TestHostFindings checks the word-at-a-time host test against the simple
// model on hosts of every length up to 24 with an upper-case letter, a
// "--" or an "xn--" label at every place.
func TestHostFindings(t *testing.T) {
	for n := 0; n <= 24; n++ {
		for k := 0; k < n; k++ {
			for _, ins := range []string{"A", "Z", "@", "[", "--", "xn--", "XN--", ".xn--", "%41", "é"} {
				b := []byte(strings.Repeat("a.b-c", 5)[:n])
				host := string(b[:k]) + ins + string(b[k:])
				for _, regName := range []bool{true, false} {
					got := hostFindings(host, regName, strings.Contains(host, "%"))
					want := hostFindingsBytes(host, regName)
					if got != want {
						t.Fatalf("hostFindings(%q, %v) = %v, byte at a time %v", host, regName, got, want)
					}
				}
			}
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"errors"
	"testing"
)

// A hostTest is an input and the host that the URL Standard's parser gives
// it: the serialized host and its kind, or the failure.
type hostTest struct {
	in   string
	host string
	kind Kind
	err  error
}

// hostTests follow the steps of the basic URL parser and the host parser
// (URL Standard 3.5, 4.4); the table of ada's answers (ada_test.go) checks
// many more inputs against the real thing.
var hostTests = []hostTest{
	// The scheme and what follows it.
	{"http://example.com/", "example.com", Domain, nil},
	{"HTTPS://Example.COM:443/x", "example.com", Domain, nil},
	{"//example.com/", "", None, ErrMissingScheme},
	{"/a/b", "", None, ErrMissingScheme},
	{"", "", None, ErrMissingScheme},
	{"1http://h/", "", None, ErrMissingScheme},
	{"h%74tp://h/", "", None, ErrMissingScheme},
	{"http:evil.example/x", "evil.example", Domain, nil},      // special authority slashes state
	{"http:///evil.example/x", "evil.example", Domain, nil},   // special authority ignore slashes state
	{"http:\\\\evil.example\\x", "evil.example", Domain, nil}, // "\" is "/" in a special URL
	{"ws:/\\/\\h", "h", Domain, nil},
	{"http:", "", None, ErrHostMissing},
	{"http:///", "", None, ErrHostMissing},
	{"httpx:evil.example", "", None, nil}, // not special: a path
	{"mailto:a@b.example", "", None, nil},
	{"sc:/h/p", "", None, nil},
	{"sc://h/p", "h", Opaque, nil},
	{"sc://", "", Empty, nil},
	{"sc:///p", "", Empty, nil},
	{"sc:\\\\h", "", None, nil}, // "\" is not "/" in a non-special URL
	// Removed before parsing: leading and trailing C0 controls and
	// spaces, and every tab and newline.
	{"  \x01http://h/ \x00", "h", Domain, nil},
	{"ht\ttp://ex\nam\rple.com/", "example.com", Domain, nil},
	{"http://h\t:\n8\r0/", "h", Domain, nil},
	{"http://h \x00", "h", Domain, nil},
	// The last "@" ends the userinfo; the port.
	{"http://a@b@evil.example/", "evil.example", Domain, nil},
	{"http://good.example\\@evil.example/", "good.example", Domain, nil},
	{"http://good.example#@evil.example/", "good.example", Domain, nil},
	{"http://good.example?@evil.example/", "good.example", Domain, nil},
	{"http://u:p@h:8080/", "h", Domain, nil},
	{"http://u@/", "", None, ErrHostMissing},
	{"http://@/", "", None, ErrHostMissing},
	{"http://@h/", "h", Domain, nil},
	{"http://:80/", "", None, ErrHostMissing},
	{"http://h:/", "h", Domain, nil},
	{"http://h:65535/", "h", Domain, nil},
	{"http://h:0000065535/", "h", Domain, nil},
	{"http://h:65536/", "", None, ErrPortOutOfRange},
	{"http://h:99999999999999999999999/", "", None, ErrPortOutOfRange},
	{"http://h:8x/", "", None, ErrPortInvalid},
	{"http://h:80:80/", "", None, ErrPortInvalid},
	{"sc://h:65536/", "", None, ErrPortOutOfRange},
	{"sc://:80/", "", None, ErrHostMissing},
	{"sc://u@/", "", None, ErrHostMissing},
	// Percent-decoding, IDNA, forbidden code points.
	{"http://ex%61mple.com/", "example.com", Domain, nil},
	{"http://EX%41MPLE.com/", "example.com", Domain, nil},
	{"http://%31%32%37.0.0.1/", "127.0.0.1", IPv4, nil},
	{"http://a%2Fb/", "", None, ErrDomainInvalidCodePoint},
	{"http://a%25b/", "", None, ErrDomainInvalidCodePoint},
	{"http://a%zzb/", "", None, ErrDomainInvalidCodePoint},
	{"http://a%00b/", "", None, ErrDomainInvalidCodePoint},
	{"http://a b/", "", None, ErrDomainInvalidCodePoint},
	{"http://a<b/", "", None, ErrDomainInvalidCodePoint},
	{"http://a^b/", "", None, ErrDomainInvalidCodePoint},
	{"http://a_b!$&'()*+,;=~\"`{}.example/", "a_b!$&'()*+,;=~\"`{}.example", Domain, nil},
	{"http://a..b./", "a..b.", Domain, nil},
	{"http://./", ".", Domain, nil},
	{"http://bücher.example/", "xn--bcher-kva.example", Domain, nil},
	{"http://b%C3%BCcher.example/", "xn--bcher-kva.example", Domain, nil},
	{"http://XN--BCHER-KVA.example/", "xn--bcher-kva.example", Domain, nil},
	{"http://ＥＸＡＭＰＬＥ．ｃｏｍ/", "example.com", Domain, nil},
	{"http://ex\u00adample.com/", "example.com", Domain, nil}, // soft hyphen: ignored by UTS 46
	{"http://a\u3002b/", "a.b", Domain, nil},                  // ideographic full stop: mapped to "."
	{"http://a\uff0fb/", "", None, ErrDomainInvalidCodePoint}, // fullwidth solidus: mapped to "/"
	// An ASCII domain is the domain parser's result, lowered, whatever
	// Unicode ToASCII says of it (3.3, IDNA, step 5; whatwg/url
	// a8d5ca3, issue 43).
	{"http://xn--/", "xn--", Domain, nil},
	{"http://xn--a/", "xn--a", Domain, nil},
	{"http://%78n--a/", "xn--a", Domain, nil},
	{"http://a.b.c.XN--pokxncvks/", "a.b.c.xn--pokxncvks", Domain, nil},
	{"http://10.0.0.XN--pokxncvks/", "10.0.0.xn--pokxncvks", Domain, nil},
	{"http://xn--ab-j1t/", "xn--ab-j1t", Domain, nil},
	{"http://xn--8i7caa.example/", "xn--8i7caa.example", Domain, nil}, // decodes to "ｗｗｗ", mapped
	{"http://xn--a.b\u00e9/", "", None, ErrDomainToASCII},             // not ASCII: Unicode ToASCII, which refuses "xn--a"
	// Forbidden domain code points, in the result of Unicode ToASCII
	// (3.3, step 8), not in its input (issue 43).
	{"http://<\u0338/", "xn--gdh", Domain, nil}, // NFC: U+226E
	{"http://%3C%CC%B8/", "xn--gdh", Domain, nil},
	{"http://>\u00ad\u0338.example/", "xn--hdh.example", Domain, nil},
	{"http://\uff1ca/", "", None, ErrDomainInvalidCodePoint}, // fullwidth "<" maps to "<"
	{"http://a<b\u00e9/", "", None, ErrDomainInvalidCodePoint},
	{"http://a%25b\u00e9/", "", None, ErrDomainInvalidCodePoint},
	{"http://a%b\u00e9/", "", None, ErrDomainInvalidCodePoint},
	// A label in punycode holds ASCII only (UTS 46 4, Processing, step
	// 4.1).
	{"http://xn--aé--/", "", None, ErrDomainToASCII}, // issue 42, row 7: UTS 46 4.1, ASCII only
	{"http://xn--a%C3%A9--/", "", None, ErrDomainToASCII},
	{"http://a.XN--Aé.b/", "", None, ErrDomainToASCII},
	{"http://ｘｎ--aé/", "", None, ErrDomainToASCII}, // mapped to "xn--aé"
	{"http://aé--/", "xn--a---bma", Domain, nil},
	{"http://xn--abc-.\u00e9/", "", None, ErrDomainToASCII},     // punycode of an ASCII label
	{"http://xn--xn---epa.\u00e9/", "", None, ErrDomainToASCII}, // decodes to a label starting "xn--"
	{"http://a\u200db/", "", None, ErrDomainToASCII},            // CheckJoiners
	{"http://\u0301a/", "", None, ErrDomainToASCII},             // a leading combining mark
	{"http://a.\u05d0/", "a.xn--4db", Domain, nil},
	{"http://1a.\u05d0/", "", None, ErrDomainToASCII}, // CheckBidi: "1a" in a Bidi domain
	{"http://a%FFb/", "", None, ErrDomainToASCII},     // not UTF-8 once decoded
	{"http://a\xffb/", "", None, ErrDomainToASCII},    // not UTF-8 as written
	// Ends in a number: the IPv4 parser.
	{"http://0x7f.1/", "127.0.0.1", IPv4, nil},
	{"http://2130706433/", "127.0.0.1", IPv4, nil},
	{"http://0177.0.0.1/", "127.0.0.1", IPv4, nil},
	{"http://127.0.0.1./", "127.0.0.1", IPv4, nil},
	{"http://127.1/", "127.0.0.1", IPv4, nil},
	{"http://0/", "0.0.0.0", IPv4, nil},
	{"http://0x/", "0.0.0.0", IPv4, nil},
	{"http://0xffffffff/", "255.255.255.255", IPv4, nil},
	{"http://0x100000000/", "", None, ErrIPv4OutOfRangePart},
	{"http://4294967296/", "", None, ErrIPv4OutOfRangePart},
	{"http://256.0.0.1/", "", None, ErrIPv4OutOfRangePart},
	{"http://1.2.3.256/", "", None, ErrIPv4OutOfRangePart},
	{"http://1.2.65536/", "", None, ErrIPv4OutOfRangePart},
	{"http://1.2.3.4.5/", "", None, ErrIPv4TooManyParts},
	{"http://09/", "", None, ErrIPv4NonNumericPart},
	{"http://foo.09/", "", None, ErrIPv4NonNumericPart},
	{"http://foo.0x/", "", None, ErrIPv4NonNumericPart},
	{"http://1.2.3.4../", "1.2.3.4..", Domain, nil}, // the last label is empty
	{"http://foo.0xg/", "foo.0xg", Domain, nil},     // "0xg" is not a number
	{"http://example.255x/", "example.255x", Domain, nil},
	{"http://%30x7f.1/", "127.0.0.1", IPv4, nil},
	{"http://１２７.０.０.１/", "127.0.0.1", IPv4, nil},
	// IPv6.
	{"http://[::1]:80/", "[::1]", IPv6, nil},
	{"http://[0:0:0:0:0:0:0:1]/", "[::1]", IPv6, nil},
	{"http://[1:0:0:2:0:0:0:3]/", "[1:0:0:2::3]", IPv6, nil},
	{"http://[1:0:0:2:3:4:5:6]/", "[1::2:3:4:5:6]", IPv6, nil},
	{"http://[1:2:3:4:5:6:7:0]/", "[1:2:3:4:5:6:7:0]", IPv6, nil},
	{"http://[0:0:1:2:3:4:5:6]/", "[::1:2:3:4:5:6]", IPv6, nil},
	{"http://[FFFF::]/", "[ffff::]", IPv6, nil},
	{"http://[::ffff:192.0.2.1]/", "[::ffff:c000:201]", IPv6, nil},
	{"http://[1:2:3:4:5:6:1.2.3.4]/", "[1:2:3:4:5:6:102:304]", IPv6, nil},
	{"sc://[::1]/", "[::1]", IPv6, nil},
	{"http://[::1/", "", None, ErrIPv6Unclosed},
	{"http://[::1]x/", "", None, ErrIPv6Unclosed},
	{"http://[:1]/", "", None, ErrIPv6InvalidCompression},
	{"http://[1:2:3:4:5:6:7:8:9]/", "", None, ErrIPv6TooManyPieces},
	{"http://[1::2::3]/", "", None, ErrIPv6MultipleCompression},
	{"http://[::1%25eth0]/", "", None, ErrIPv6InvalidCodePoint},
	{"http://[v1.x]/", "", None, ErrIPv6InvalidCodePoint},
	{"http://[1:]/", "", None, ErrIPv6InvalidCodePoint},
	{"http://[1:2:3]/", "", None, ErrIPv6TooFewPieces},
	{"http://[1:2:3:4:5:6:7:1.2.3.4]/", "", None, ErrIPv4InIPv6TooManyPieces},
	{"http://[::01.2.3.4]/", "", None, ErrIPv4InIPv6InvalidCodePoint},
	{"http://[::1.2.3.4.5]/", "", None, ErrIPv4InIPv6InvalidCodePoint},
	{"http://[::.1.2.3]/", "", None, ErrIPv4InIPv6InvalidCodePoint},
	{"http://[::256.2.3.4]/", "", None, ErrIPv4InIPv6OutOfRangePart},
	{"http://[::1.2.3]/", "", None, ErrIPv4InIPv6TooFewParts},
	// Opaque hosts of non-special URLs.
	{"git://Example.COM/x", "Example.COM", Opaque, nil},
	{"sc://ex%61mple/", "ex%61mple", Opaque, nil},
	{"sc://a%zz/", "a%zz", Opaque, nil},
	{"sc://é\x01\x7f/", "%C3%A9%01%7F", Opaque, nil},
	{"sc://a\xffb/", "a%FFb", Opaque, nil},
	{"sc://0x7f.1/", "0x7f.1", Opaque, nil},
	{"sc://a<b/", "", None, ErrHostInvalidCodePoint},
	{"sc://a\\b/", "", None, ErrHostInvalidCodePoint},
	{"sc://a b/", "", None, ErrHostInvalidCodePoint},
	{"sc://a[b/", "", None, ErrHostInvalidCodePoint},
	{"sc://[v1.x]/", "", None, ErrIPv6InvalidCodePoint},
	// File URLs.
	{"file:///etc/passwd", "", Empty, nil},
	{"file:/etc/passwd", "", Empty, nil},
	{"file:etc", "", Empty, nil},
	{"file:", "", Empty, nil},
	{"file://localhost/x", "", Empty, nil},
	{"file://LOCALHOST/x", "", Empty, nil},
	{"file://loc%61lhost/x", "", Empty, nil},
	{"file://C:/x", "", Empty, nil},
	{"file://c|/x", "", Empty, nil},
	{"file://server/share", "server", Domain, nil},
	{"FILE:\\\\Server\\share", "server", Domain, nil},
	{"file://127.1/", "127.0.0.1", IPv4, nil},
	{"file://[::1]/", "[::1]", IPv6, nil},
	{"file://h:80/", "", None, ErrDomainInvalidCodePoint},
	{"file://u@h/", "", None, ErrDomainInvalidCodePoint},
	{"file://C:x/", "", None, ErrDomainInvalidCodePoint},
}

func TestAppendHost(t *testing.T) {
	for _, c := range hostTests {
		checkHost(t, c)
	}
}

// checkHost checks the host of c.in, as a string and as bytes, appended
// after a prefix that must stay, and by Host.
func checkHost(t *testing.T, c hostTest) {
	t.Helper()
	prefix := []byte("prefix:")
	got, k, err := AppendHost(prefix, c.in)
	if string(got[:len(prefix)]) != "prefix:" || string(got[len(prefix):]) != c.host || k != c.kind || !errors.Is(err, c.err) || (err == nil) != (c.err == nil) {
		t.Errorf("AppendHost(%q) = %q, %v, %v; want %q, %v, %v", c.in, got[len(prefix):], k, err, c.host, c.kind, c.err)
	}
	gotb, kb, errb := AppendHost(nil, []byte(c.in))
	if string(gotb) != c.host || kb != c.kind || errb != err {
		t.Errorf("AppendHost([]byte(%q)) = %q, %v, %v; the string gives %q, %v, %v", c.in, gotb, kb, errb, got[len(prefix):], k, err)
	}
	h, kh, errh := Host(c.in)
	if h != c.host || kh != c.kind || errh != err {
		t.Errorf("Host(%q) = %q, %v, %v", c.in, h, kh, errh)
	}
}

func TestFailureNames(t *testing.T) {
	seen := map[string]bool{}
	for f := Failure(1); f < numFailures; f++ {
		name := f.String()
		if name == "" || seen[name] || f.Error() != "web: "+name {
			t.Errorf("Failure %d: %q, %q", f, name, f.Error())
		}
		seen[name] = true
	}
	if s := Failure(200).Error(); s != "web: Failure(200)" {
		t.Errorf("Failure(200).Error() = %q", s)
	}
	if s := Kind(9).String(); s != "Kind(9)" {
		t.Errorf("Kind(9).String() = %q", s)
	}
}

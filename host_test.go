// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// ipAlphabet is what the random inputs of TestIsIPv6 and TestIsIPv4 are
// made of: the bytes of IP addresses, with more colons and dots than
// chance gives, and a few bytes of neither.
const ipAlphabet = "0123456789abcdefABCDEF::::....gG/ %\x80\xff\x00"

// TestIsIPv6 holds isIPv6, ipv6Form and ipv6Masks, the checks of the
// block parser, to checkIPv6, the byte parser's, on the addresses of the
// test vectors and on random strings of every length up to 48, some built
// from the pieces of valid addresses so that the valid forms are well
// tried.
func TestIsIPv6(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 6))
	want := func(s string) bool {
		off, ok := checkIPv6(s)
		return ok && off == len(s)
	}
	check := func(s string) {
		t.Helper()
		if got := isIPv6(s); got != want(s) {
			t.Fatalf("isIPv6(%q) = %v, checkIPv6 says %v", s, got, !got)
		}
		// ipv6Form, for the inputs of hexadecimal digits and colons
		// only, on their masks.
		var hex, colon uint64
		for i := 0; i < len(s) && i < 64; i++ {
			switch {
			case s[i] == ':':
				colon |= 1 << i
			case inClass(s[i], classHEXDIG):
				hex |= 1 << i
			}
		}
		if len(s) < 64 && hex|colon == uint64(1)<<len(s)-1 {
			if got := ipv6Form(len(s), hex, colon); got != want(s) {
				t.Fatalf("ipv6Form(%q) = %v, checkIPv6 says %v", s, got, !got)
			}
		}
		// ipv6Masks, for every input that fits its masks, an IPv4 tail
		// or other bytes among them.
		if len(s) < 64 {
			if got := ipv6Masks(s, hex, colon); got != want(s) {
				t.Fatalf("ipv6Masks(%q) = %v, checkIPv6 says %v", s, got, !got)
			}
		}
	}
	h16 := func() string {
		b := make([]byte, 1+rng.IntN(4))
		for i := range b {
			b[i] = "0123456789abcdefABCDEF"[rng.IntN(22)]
		}
		return string(b)
	}
	valid := 0
	for range 200000 {
		var b strings.Builder
		switch rng.IntN(3) {
		case 0:
			for n := rng.IntN(len("ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255") + 3); b.Len() < n; {
				b.WriteByte(ipAlphabet[rng.IntN(len(ipAlphabet))])
			}
		default:
			// Pieces, a "::" among them or not, an IPv4 tail or not,
			// and now and then a byte changed, dropped or doubled.
			n := rng.IntN(10)
			gap := rng.IntN(n + 2)
			for i := 0; i < n; i++ {
				if i == gap {
					b.WriteString("::")
				} else if i > 0 {
					b.WriteByte(':')
				}
				b.WriteString(h16())
			}
			if gap == n {
				b.WriteString("::")
			}
			if rng.IntN(3) == 0 {
				if n > 0 && gap != n {
					b.WriteByte(':')
				}
				b.WriteString([]string{"1.2.3.4", "255.255.255.255", "192.0.2.128", "01.2.3.4", "256.1.1.1", "1.2.3"}[rng.IntN(6)])
			}
			if x := []byte(b.String()); len(x) > 0 && rng.IntN(3) == 0 {
				i := rng.IntN(len(x))
				switch rng.IntN(3) {
				case 0:
					x[i] = ipAlphabet[rng.IntN(len(ipAlphabet))]
				case 1:
					x = append(x[:i], x[i+1:]...)
				default:
					x = append(x[:i+1], x[i:]...)
				}
				b.Reset()
				b.Write(x)
			}
		}
		s := b.String()
		check(s)
		if want(s) {
			valid++
		}
	}
	for _, s := range allTestInputs(t) {
		if i := strings.IndexByte(s, '['); i >= 0 {
			if j := strings.IndexByte(s[i:], ']'); j > 0 {
				check(s[i+1 : i+j])
			}
		}
	}
	t.Logf("%d valid addresses among the random inputs", valid)
	if valid < 5000 {
		t.Errorf("only %d valid addresses among the random inputs", valid)
	}
}

// TestIsIPv4 holds isIPv4, a state machine, to checkDecOctets, which
// reads the digits, on every four octets of a list of dec-octet edges
// (and of strings that are not dec-octets), and on random strings of up
// to 16 bytes of digits and dots, and of ipAlphabet.
func TestIsIPv4(t *testing.T) {
	want := func(s string) bool {
		off, ok := checkDecOctets(s, 4)
		return ok && off == len(s)
	}
	check := func(s string) {
		t.Helper()
		if got := isIPv4(s); got != want(s) {
			t.Fatalf("isIPv4(%q) = %v, checkDecOctets says %v", s, got, !got)
		}
	}
	octets := []string{"0", "00", "01", "1", "9", "10", "99", "100", "199", "200", "249", "250", "255", "256", "260", "300", "999", "1000", "", "x"}
	for _, a := range octets {
		for _, b := range octets {
			for _, c := range octets {
				for _, d := range octets {
					check(a + "." + b + "." + c + "." + d)
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(34, 7))
	for _, alphabet := range []string{"0123456789...x", ipAlphabet} {
		for range 100000 {
			b := make([]byte, rng.IntN(17))
			for i := range b {
				b[i] = alphabet[rng.IntN(len(alphabet))]
			}
			check(string(b))
		}
	}
}

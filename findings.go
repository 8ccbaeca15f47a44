// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"iter"
	"strings"
)

// Findings is a set of security findings about a valid reference: what a
// proxy, a filter or a log analyst should look at twice, after the
// security considerations of RFC 3986 section 7. A finding is not an
// error: the reference is valid, and many findings are harmless in
// context. Inspect reports them. New findings take the next bit: a
// program that stores a Findings keeps its 32 bits.
type Findings uint32

// The findings, one bit each.
const (
	// FindEncodedControl: a percent-encoded control byte (%00-%1F or
	// %7F) anywhere. A back end that decodes it may cut or forge a string
	// at a NUL or a line break (7.3).
	FindEncodedControl Findings = 1 << iota
	// FindEncodedSlash: "%2F" or "%5C" in the path, an encoded "/" or "\".
	// A back end that decodes the path before splitting it sees other
	// segments than the front end (7.3).
	FindEncodedSlash
	// FindEncodedDot: "%2E" in the path, an encoded ".": with it, a dot
	// segment can slip past a filter that looks for "." and ".." (7.3).
	FindEncodedDot
	// FindDoubleEncoding: "%25" followed by two hexadecimal digits, such
	// as "%252F": decoded twice, it is another byte (7.3).
	FindDoubleEncoding
	// FindNumericHost: a registered name that resolvers (inet_aton) and
	// browsers read as an IPv4 address: one to four numbers, decimal,
	// octal ("0177") or hexadecimal ("0x7f"), such as "127.1",
	// "0x7f.0.0.1", "0177.0.0.1", "2130706433" or "1.2.3.4." (7.4).
	FindNumericHost
	// FindPassword: a ":" in the userinfo, the deprecated "user:password"
	// form, which puts a secret in the reference (7.5).
	FindPassword
	// FindUserinfo: any userinfo. "http://trusted.example@evil.example/"
	// names the host evil.example; a reader may see trusted.example (7.6).
	FindUserinfo
	// FindPunycode: a label of the host in punycode ("xn--"), which may
	// display as characters that imitate another name (7.6).
	FindPunycode
	// FindHostCase: an upper-case letter in the host (outside a
	// percent-encoding). Hosts are case-insensitive, so two spellings name
	// one host and a filter that compares bytes misses one (6.2.2.1, 7.6).
	FindHostCase
	// FindDotSegment: a "." or ".." segment in the path, plain or
	// percent-encoded ("%2e%2E"): path traversal, if a back end resolves
	// it after a filter has looked (5.2.4, 7.3).
	FindDotSegment
	// FindEmptySegment: an empty segment before another ("/a//b"), which
	// servers and normalizers treat differently. A trailing "/" is not one
	// (3.3).
	FindEmptySegment
	// FindPort: a port that is empty ("h:"), over 65535, or written with
	// leading zeros ("h:080"): valid syntax that parsers disagree on
	// (3.2.3).
	FindPort

	numFindings = iota
)

var findingNames = [numFindings]string{
	"encoded_control", "encoded_slash", "encoded_dot", "double_encoding",
	"numeric_host", "password", "userinfo", "punycode", "host_case",
	"dot_segment", "empty_segment", "port",
}

// String returns the names of the findings in f, in the order of their
// constants, joined with "|", such as "password|userinfo"; "0" for none.
// The name of one finding is stable, for output that programs read:
// "encoded_control", "encoded_slash", "encoded_dot", "double_encoding",
// "numeric_host", "password", "userinfo", "punycode", "host_case",
// "dot_segment", "empty_segment", "port". For a single finding, such as
// one that All yields, String returns its name without allocating.
func (f Findings) String() string { return flagsString(uint64(f), findingNames[:]) }

// All returns an iterator over the findings in f, one at a time, in the
// order of their constants. It does not allocate.
func (f Findings) All() iter.Seq[Findings] {
	return func(yield func(Findings) bool) {
		for b := Findings(1); b != 0 && b <= f; b <<= 1 {
			if f&b != 0 && !yield(b) {
				return
			}
		}
	}
}

// Inspect returns the security findings about the reference s, whose Ref
// is r: from Parse, ParseIRI (an IRI's host is looked at too), or
// ParseRequestTarget in any form; none for an invalid s, which is an error
// and not a finding. A Ref that does not vouch for s (a failed Parse, the
// zero Ref, a Ref from Split, a Ref of an input of another length) is not
// trusted: s is parsed again, as a URI-reference or else as an
// IRI-reference. The Ref of another input of the same length gives
// meaningless findings, never a panic. Inspect reads each byte of s at
// most a few times, and does not allocate.
func Inspect[T ~string | ~[]byte](s T, r Ref) Findings {
	str := asString(s)
	if !usableRef(&r, str) || !r.Valid() {
		// Not the Ref of s: parse s again rather than read out of bounds.
		r, _, _ = parseCandidate(str)
	}
	if !r.Valid() {
		return 0
	}
	var f Findings
	path := r.Path()

	// Percent-encodings, which a valid Ref of s guarantees are complete
	// (the bounds check is for the Ref of another input).
	firstPct := strings.IndexByte(str, '%')
	pct := firstPct >= 0 // the host may hold one
	for i := firstPct; i >= 0 && i+2 < len(str); {
		v := pctByte(str, i)
		switch {
		case v < 0x20 || v == 0x7f:
			f |= FindEncodedControl
		case v == '%':
			if i+4 < len(str) && inClass(str[i+3], classHEXDIG) && inClass(str[i+4], classHEXDIG) {
				f |= FindDoubleEncoding
			}
		case v == '/' || v == '\\':
			if path.Start <= i && i < path.End {
				f |= FindEncodedSlash
			}
		case v == '.':
			if path.Start <= i && i < path.End {
				f |= FindEncodedDot
			}
		}
		next := strings.IndexByte(str[i+3:], '%')
		if next < 0 {
			break
		}
		i += 3 + next
	}

	if r.HasUserinfo() {
		f |= FindUserinfo
		if strings.IndexByte(r.Userinfo().In(str), ':') >= 0 {
			f |= FindPassword
		}
	}
	if r.HasAuthority() {
		host := r.Host().In(str)
		regName := r.HostKind() == HostRegName
		if regName && numericHost(host) {
			f |= FindNumericHost
		}
		f |= hostFindings(host, regName, pct)
	}
	if r.HasPort() {
		port := r.Port().In(str)
		if _, ok := r.PortNumber(); !ok || len(port) > 1 && port[0] == '0' {
			f |= FindPort
		}
	}

	if p := path.In(str); segmentFindingsPossible(p) {
		f |= segmentFindings(p)
	}
	return f
}

// segmentFindings returns the findings about the segments of path p: dot
// segments, plain or percent-encoded, and empty segments before another.
func segmentFindings(p string) Findings {
	var f Findings
	for seg := range Segments(p) {
		if dots, _ := dotSegment(seg.Text, true); dots != 0 {
			f |= FindDotSegment
		}
		if seg.Text == "" && seg.End() < len(p) {
			f |= FindEmptySegment
		}
	}
	return f
}

// segmentFindingsPossible reports whether segmentFindings may find
// anything in p, looking only at the byte after each "/": a dot segment
// begins with "." or "%" ("%2E"), and an empty segment before another
// makes "//". Most paths have neither, and are not split into segments.
// It reads 8 bytes at a time, the words overlapping by a byte so that a
// pair across two words is seen.
func segmentFindingsPossible(p string) bool {
	if p == "" {
		return false
	}
	if p[0] == '.' || p[0] == '%' {
		return true
	}
	if len(p) < 8 {
		for i := 1; i < len(p); i++ {
			if p[i-1] == '/' && (p[i] == '/' || p[i] == '.' || p[i] == '%') {
				return true
			}
		}
		return false
	}
	for i := 0; ; i += 7 {
		i = min(i, len(p)-8) // the last word ends at the end of p
		x := load64(p, i)
		slash := eqBytes(x, ones*'/')
		if slash<<8&(slash|eqBytes(x, ones*'.')|eqBytes(x, ones*'%')) != 0 {
			return true
		}
		if i == len(p)-8 {
			return false
		}
	}
}

// numericHost reports whether the registered name s is an IPv4 address
// for inet_aton(3) and for WHATWG URL parsers: one to four numbers
// separated by ".", with at most one "." after them, each decimal, octal
// (a leading "0") or hexadecimal ("0x"), all but the last below 256 and
// the last filling the remaining bytes.
func numericHost(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false // each number begins with a digit, even "0x1"
	}
	s = strings.TrimSuffix(s, ".")
	parts := strings.Count(s, ".") + 1
	if s == "" || parts > 4 {
		return false
	}
	for i := 1; ; i++ {
		part, rest, more := strings.Cut(s, ".")
		v, ok := inetNumber(part)
		if !ok {
			return false
		}
		if !more {
			// The last number fills the 5-i bytes that are left.
			return v < 1<<(8*(5-i))
		}
		if v > 255 {
			return false
		}
		s = rest
	}
}

// inetNumber returns the value of one number of an inet_aton address:
// decimal, octal after a leading "0", hexadecimal after "0x" or "0X".
// Values past 32 bits are not numbers of an address.
func inetNumber(s string) (uint64, bool) {
	base := uint64(10)
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, s = 16, s[2:]
		if s == "" {
			return 0, true // "0x" is 0 for WHATWG
		}
	case len(s) >= 2 && s[0] == '0':
		base, s = 8, s[1:]
	case s == "":
		return 0, false
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case isDigit(c):
			d = uint64(c - '0')
		case base == 16 && inClass(c, classHEXDIG):
			d = uint64(unhex(c))
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		if v = v*base + d; v > 0xffffffff {
			return 0, false
		}
	}
	return v, true
}

// hostFindings returns the findings about the text of a host: an
// upper-case letter outside a percent-encoding, and, in a registered name
// (regName), a label that begins with "xn--" in any case (punycode). A host
// of 8 bytes or more without "%" and all ASCII, the common case, is read 8
// bytes at a time (the words overlapping by a byte, so that a "--" across
// two is seen), and its labels are looked at only when it holds "--".
// pct is false when the host is known to hold no "%" (the reference has
// none), which spares looking for one.
func hostFindings(host string, regName, pct bool) Findings {
	if len(host) < 8 || pct && strings.IndexByte(host, '%') >= 0 {
		return hostFindingsBytes(host, regName)
	}
	var upper, dash uint64
	for i := 0; ; i += 7 {
		i = min(i, len(host)-8)
		x := load64(host, i)
		if x&hi1 != 0 {
			return hostFindingsBytes(host, regName)
		}
		upper |= upperBytes(x) // every byte is below 0x80
		d := eqBytes(x, ones*'-')
		dash |= d & (d >> 8)
		if i == len(host)-8 {
			break
		}
	}
	var f Findings
	if upper&hi1 != 0 {
		f |= FindHostCase
	}
	if dash != 0 && regName {
		f |= hostFindingsBytes(host, true) & FindPunycode
	}
	return f
}

// hostFindingsBytes is hostFindings a byte at a time.
func hostFindingsBytes(host string, regName bool) Findings {
	var f Findings
	label := regName // at the start of a label of a registered name
	for i := 0; i < len(host); i++ {
		c := host[i]
		if label && c|0x20 == 'x' && i+4 <= len(host) && host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			f |= FindPunycode
		}
		label = regName && c == '.'
		switch {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			f |= FindHostCase
		}
	}
	return f
}

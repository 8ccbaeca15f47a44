// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"iter"
	"strings"
	"unicode/utf8"

	"github.com/uriscan/uri/internal/runeset"
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
	// FindEncodedSlash: "%2F" or "%5C" (in either case) in the path, an
	// encoded "/" or "\" inside a segment. A back end that decodes the
	// path before splitting it sees other segments than the front end
	// that checked it: nginx decodes it when proxy_pass has a URI part,
	// Apache httpd with AllowEncodedSlashes On, Tomcat with
	// encodedSolidusHandling="decode", and many frameworks decode a
	// path parameter after routing, so "/public/..%2Fadmin" passes a
	// filter on "/admin" (7.3).
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
	// "0x7f.0.0.1", "0177.0.0.1", "2130706433" or "1.2.3.4.", read after
	// percent-decoding, as browsers read a host: "%31%32%37.0.0.1" is
	// 127.0.0.1 (7.4).
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
	// FindEncodedHost: a percent-encoding in a registered name, such as
	// "ex%61mple.com": a resolver is asked for the decoded name, which a
	// filter that compares bytes misses (3.2.2, 7.6).
	FindEncodedHost
	// FindNonASCIIHost: a character beyond ASCII in a registered name, raw
	// (an IRI, RFC 3987) or percent-encoded: it displays as something else
	// than the name a resolver is asked for (its punycode form), and may
	// imitate another, as "аpple.com" with a Cyrillic "а" does (7.6).
	FindNonASCIIHost
	// FindInvisibleHost: a character in a registered name, raw or
	// percent-encoded, that displays as nothing or as a blank: white space
	// (U+0020, U+00A0, U+3000 ...) or a default-ignorable code point, such
	// as U+200B ZERO WIDTH SPACE, U+00AD SOFT HYPHEN, a bidirectional
	// control or a variation selector. The host reads as another name than
	// it is: "example.com" followed by U+200B (7.6).
	FindInvisibleHost
	// FindWebHostDiffers: a browser would connect to another host. The
	// host that the WHATWG URL Standard's parser gives the reference
	// (which browsers, fetch and Node use) differs from its RFC 3986 host
	// (IP addresses compared as addresses, names regardless of case), or
	// it has one and the reference has none: "http:evil.example",
	// "http://ex%61mple.com/" (example.com), "http://0x7f.1/"
	// (127.0.0.1). Package web reports it, with its Inspect; Inspect here
	// never does, since the WHATWG host needs IDNA, which this package
	// does not import (7.6).
	FindWebHostDiffers
	// FindHTTPNoHost: an http or https URI without a host: no authority
	// ("http:/x", "https:example.com") or an empty host ("http:///x",
	// "http://:80/"). RFC 9110 (4.2.1, 4.2.2) makes such a URI invalid,
	// and ParseRequestTarget refuses it (ErrNoHost); but it is valid RFC
	// 3986 syntax, whose generic grammar leaves the need for a host to
	// each scheme, and clients disagree on it: a browser reads
	// "http:///evil.example/" as the host evil.example (3.2.2).
	FindHTTPNoHost
	// FindDotSegmentParam: a segment that is a dot segment followed by
	// ";" and path parameters, such as "/..;/admin" or
	// "/..;jsessionid=1/admin", plain or percent-encoded dots ("%2e%2e;").
	// RFC 3986 reads "..;" as an ordinary segment, and so do nginx, Apache
	// httpd, HAProxy and most filters; but Tomcat and older Jetty releases
	// drop the parameters of each segment before they resolve dot
	// segments (current Jetty refuses such an ambiguous segment), and
	// Spring MVC's path matching strips ";" content too (Spring Security's
	// StrictHttpFirewall refuses ";" for that reason), so they read ".."
	// and "/allowed/..;/admin" reaches "/admin" behind a proxy that
	// allowed "/allowed/" (3.3, 5.2.4, 7.3).
	FindDotSegmentParam

	numFindings = iota
)

var findingNames = [numFindings]string{
	"encoded_control", "encoded_slash", "encoded_dot", "double_encoding",
	"numeric_host", "password", "userinfo", "punycode", "host_case",
	"dot_segment", "empty_segment", "port", "encoded_host", "non_ascii_host",
	"invisible_host", "web_host_differs", "http_no_host", "dot_segment_param",
}

// String returns the names of the findings in f, in the order of their
// constants, joined with "|", such as "password|userinfo"; "0" for none.
// The name of one finding is stable, for output that programs read:
// "encoded_control", "encoded_slash", "encoded_dot", "double_encoding",
// "numeric_host", "password", "userinfo", "punycode", "host_case",
// "dot_segment", "empty_segment", "port", "encoded_host",
// "non_ascii_host", "invisible_host", "web_host_differs", "http_no_host",
// "dot_segment_param".
// For a single finding, such as one that All yields, String returns its
// name without allocating.
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
// is r: from Parse, ParseIRI (an IRI's host is looked at too),
// ParseRequestTarget in any form, ParseAuthority or ParseHostHeader (the
// findings of the userinfo, the host and the port), or the extractor;
// none for an invalid s, which is an error
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
	if httpNoHost(str, &r) {
		f |= FindHTTPNoHost
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
		if _, kind := r.PortValue(); kind != PortValid || len(port) > 1 && port[0] == '0' {
			f |= FindPort
		}
	}

	if p := path.In(str); segmentFindingsPossible(p) {
		f |= segmentFindings(p)
	}
	return f
}

// segmentFindings returns the findings about the segments of path p: dot
// segments, plain or percent-encoded, with path parameters after them or
// not, and empty segments before another.
func segmentFindings(p string) Findings {
	var f Findings
	for seg := range Segments(p) {
		if dots, _ := dotSegment(seg.Text, true); dots != 0 {
			f |= FindDotSegment
		} else if dotSegmentParam(seg.Text) {
			f |= FindDotSegmentParam
		}
		if seg.Text == "" && seg.End() < len(p) {
			f |= FindEmptySegment
		}
	}
	return f
}

// dotSegmentParam reports whether the segment seg is a dot segment
// followed by ";" and parameters (FindDotSegmentParam): what comes before
// its first ";" is "." or "..", plain or percent-encoded.
func dotSegmentParam(seg string) bool {
	i := strings.IndexByte(seg, ';')
	if i <= 0 {
		return false
	}
	dots, _ := dotSegment(seg[:i], true)
	return dots != 0
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

// decodedHostFindings returns FindEncodedHost, FindNonASCIIHost and
// FindInvisibleHost for the end of a registered name, from its first "%"
// or non-ASCII byte: it reads the characters of the decoded name, whose
// UTF-8 may come in raw bytes, in percent-encoded ones, or in both.
func decodedHostFindings(host string) Findings {
	var f Findings
	var buf [utf8.UTFMax]byte
	n := 0 // the bytes of a character beyond ASCII read so far
	hidden := hiddenBMP()
	for h := (hostReader{s: host}); ; {
		if n == 0 && h.i < len(host) && host[h.i] >= utf8.RuneSelf {
			// Raw characters whole, decoded at once: what the loop
			// below finds a byte at a time.
			k, hid := rawHostChars(host[h.i:], hidden)
			if k > 0 {
				f |= FindNonASCIIHost
				if hid {
					f |= FindInvisibleHost
				}
				h.i += k
				continue
			}
		}
		c, enc, ok := h.next()
		if !ok {
			return f
		}
		if enc {
			f |= FindEncodedHost
		}
		if c < utf8.RuneSelf {
			n = 0 // what came before was not UTF-8
			if hiddenIn(hidden, rune(c)) {
				f |= FindInvisibleHost
			}
			continue
		}
		f |= FindNonASCIIHost
		buf[n] = c
		n++
		for n > 0 && utf8.FullRune(buf[:n]) {
			// A character, or a byte that begins none, after which the
			// next may begin one.
			r, size := utf8.DecodeRune(buf[:n])
			if hiddenIn(hidden, r) {
				f |= FindInvisibleHost
			}
			n = copy(buf[:], buf[size:n])
		}
	}
}

// rawHostChars reads the characters beyond ASCII that begin s, raw and
// whole, for decodedHostFindings: it returns the length of the run, and
// whether one of them is a hidden character (isHiddenRune, hidden holding
// hiddenBMP()). It stops at ASCII, and at a byte that begins no
// character or whose character percent-encoded bytes complete, which are
// read a byte at a time.
func rawHostChars(s string, hidden *runeset.BMP) (n int, hid bool) {
	for n < len(s) && s[n] >= utf8.RuneSelf {
		if n+2 < len(s) && s[n]&0xF0 == 0xE0 && s[n+1]&0xC0 == 0x80 && s[n+2]&0xC0 == 0x80 {
			// Three bytes, U+0800 to U+FFFF (most scripts), decoded
			// inline unless overlong or a surrogate.
			r := uint16(s[n]&0x0F)<<12 | uint16(s[n+1]&0x3F)<<6 | uint16(s[n+2]&0x3F)
			if r >= 0x800 && r&0xF800 != 0xD800 {
				hid = hid || hidden.Contains16(r)
				n += 3
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(s[n:])
		if size <= 1 {
			break
		}
		hid = hid || hiddenIn(hidden, r)
		n += size
	}
	return n, hid
}

// A hostReader reads a registered name a byte at a time, with its
// percent-encodings decoded.
type hostReader struct {
	s string
	i int
}

// next returns the next byte of the decoded name, whether it was
// percent-encoded, and false at the end. (A "%" too close to the end for
// a triplet, which only the Ref of another input lets through, is read as
// itself.)
func (h *hostReader) next() (c byte, enc, ok bool) {
	if h.i >= len(h.s) {
		return 0, false, false
	}
	c = h.s[h.i]
	if c == '%' && h.i+2 < len(h.s) {
		h.i += 3
		return pctByte(h.s, h.i-3), true, true
	}
	h.i++
	return c, false, true
}

// numericHost reports whether the registered name s is an IPv4 address
// for inet_aton(3) and for WHATWG URL parsers, once percent-decoded: one
// to four numbers separated by ".", with at most one "." after them, each
// decimal, octal (a leading "0") or hexadecimal ("0x"), all but the last
// below 256 and the last filling the remaining bytes. It reads s once,
// decoding as it goes (TestNumericHost checks it against a model that
// decodes first).
func numericHost(s string) bool {
	if s == "" || (s[0] < '0' || s[0] > '9') && s[0] != '%' {
		return false // each number begins with a digit, even "0x1"
	}
	var (
		parts  int    // numbers ended by a "."
		v      uint64 // the value of the number being read
		base   uint64 // its base; 0 before its first digit
		digits int    // its length, prefix included
		last   uint64 // the value of the last number ended by a "."
	)
	for h := (hostReader{s: s}); ; {
		c, _, ok := h.next()
		if !ok {
			break
		}
		switch {
		case c == '.':
			if base == 0 || parts == 4 || parts > 0 && last > 255 {
				return false // an empty number, a fifth, or a byte over 255
			}
			parts++
			last, v, base, digits = v, 0, 0, 0
			continue
		case base == 0:
			switch {
			case c == '0':
				base = 8 // or 16, if an "x" follows
			case '1' <= c && c <= '9':
				base, v = 10, uint64(c-'0')
			default:
				return false
			}
			digits = 1
			continue
		case base == 8 && digits == 1 && v == 0 && c|0x20 == 'x':
			base, digits = 16, 2
			continue
		}
		d := uint64(unhex(c))
		if !inClass(c, classHEXDIG) || !isDigit(c) && base != 16 || d >= base {
			return false
		}
		if v = v*base + d; v > 0xffffffff {
			return false
		}
		digits++
	}
	if base == 0 {
		// Ended by a ".": one after the last number is allowed, as in
		// "1.2.3.4.", and nothing else ("1..2" failed above).
		parts--
		v = last
	} else if parts > 0 && last > 255 {
		return false
	}
	// parts numbers, each a byte, come before the last, which fills the
	// 4-parts bytes that are left.
	return parts <= 3 && v < 1<<(8*(4-parts))
}

// hostFindings returns the findings about the text of a host: an
// upper-case letter outside a percent-encoding, and, in a registered name
// (regName), a label that begins with "xn--" in any case (punycode), and
// the findings of a "%" or a byte beyond ASCII (decodedHostFindings). pct
// is false when the host is known to hold no "%".
func hostFindings(host string, regName, pct bool) Findings {
	if len(host) < 8 || pct && strings.IndexByte(host, '%') >= 0 {
		return hostFindingsBytes(host, regName)
	}
	// A host of 8 bytes or more without "%" and all ASCII, the common
	// case, is read 8 bytes at a time, the words overlapping by a byte so
	// that a "--" across two is seen; its labels are looked at only when
	// it holds "--".
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
	decoded := false // decodedHostFindings has read the rest
	for i := 0; i < len(host); i++ {
		c := host[i]
		if label && c|0x20 == 'x' && i+4 <= len(host) && host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			f |= FindPunycode
		}
		label = regName && c == '.'
		switch {
		case c == '%' || c >= utf8.RuneSelf:
			if regName && !decoded {
				f |= decodedHostFindings(host[i:])
				decoded = true
			}
			if c == '%' {
				i += 2
			}
			// The rest of a run of bytes beyond ASCII, which hold no
			// letter and no ".": eight bytes at a time, then one.
			for i+9 <= len(host) && load64(host, i+1)&hi1 == hi1 {
				i += 8
			}
			for i+1 < len(host) && host[i+1] >= utf8.RuneSelf {
				i++
			}
		case 'A' <= c && c <= 'Z':
			f |= FindHostCase
		}
	}
	return f
}

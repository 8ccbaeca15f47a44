// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"strconv"
	"unsafe"

	"github.com/uriscan/uri"
)

// A Kind is the kind of host the WHATWG URL parser gives a URL (the URL
// Standard, 3.1, "Host representation"), or None.
type Kind uint8

const (
	// None: the URL has no host (its host is null), as "mailto:a@b" and
	// "sc:/p"; AppendHost also returns None with an error.
	None Kind = iota
	// Empty: the empty host, as in "file:///p" and "sc://": there is a
	// host, and it is the empty string.
	Empty
	// Domain: a domain, in ASCII and lower case, as "example.com" or
	// "xn--bcher-kva.example" for "Bücher.example".
	Domain
	// IPv4: an IPv4 address, serialized as four decimal numbers,
	// "127.0.0.1" for "0x7f.1" as for "2130706433".
	IPv4
	// IPv6: an IPv6 address, serialized in brackets with its longest run
	// of zero pieces compressed and IPv4 parts in hexadecimal, as
	// "[::ffff:c000:201]".
	IPv6
	// Opaque: the opaque host of a URL whose scheme is not special, as
	// written, C0 controls, DEL and non-ASCII bytes percent-encoded and
	// letters in their case: "git://Example.com/" has "Example.com".
	Opaque
	numKinds
)

var kindNames = [numKinds]string{"none", "empty", "domain", "ipv4", "ipv6", "opaque"}

// String returns the name of k: "none", "empty", "domain", "ipv4", "ipv6"
// or "opaque".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// AppendHost appends to dst the host that the basic URL parser of the
// WHATWG URL Standard, without a base URL, gives the URL s, serialized as
// the hostname getter of the URL API serializes it, and returns the
// extended buffer and the kind of host: what a browser, fetch, Node or ada
// would connect to. s is any string, valid for RFC 3986 or not.
//
// AppendHost follows the standard's steps that decide the host: leading
// and trailing C0 controls and spaces removed, tabs and newlines removed
// everywhere, the scheme (a special scheme, http, https, ws, wss, ftp or
// file, reads "\" as "/" and skips any number of slashes before the
// host), the last "@" of the authority, the port (digits only, at most
// 65535), then the host parser: an IPv6 address in brackets; for a
// special scheme, percent-decoding, then the domain parser: a domain
// that is then ASCII is taken as it is, lowered ("xn--a" too, as the
// standard has it since 2026), and one that is not goes through IDNA
// (UTS 46 ToASCII); then forbidden code points, and the IPv4 parser for
// a host that ends in a number ("0x7f.1"); for another scheme, the
// opaque host. A file URL's host "localhost" is the empty host.
//
// When the parser fails, a browser connects nowhere: AppendHost returns
// dst unchanged, None, and a Failure that names the standard's validation
// error. A URL without a host gives None and a nil error; the empty host
// gives Empty, and appends nothing.
//
// Bytes that are not UTF-8 are outside the standard, whose input is
// Unicode text; AppendHost reads them as the standard reads the bytes of
// a percent-encoding: as they are in an opaque host (percent-encoded),
// and as the replacement character, which IDNA refuses, in a domain.
//
// AppendHost does not allocate when dst has room for the host, which is
// at most 3*len(s) bytes for an opaque host (percent-encoding triples a
// byte), at most len(s) for an ASCII domain and 41 for an address. A
// domain with a non-ASCII character, as written or percent-decoded, goes
// through IDNA, which needs room for the domain and scratch space after
// it, about twice the domain once mapped (UTS 46 maps most code points
// to one), and allocates a label of more than 64 code points. It reads s
// once or twice and never more, whatever its length, but for IDNA, whose
// work is linear in the domain. The result does not alias s.
func AppendHost[T ~string | ~[]byte](dst []byte, s T) ([]byte, Kind, error) {
	return appendHost(dst, asString(s))
}

// Host returns the host that AppendHost appends, as a string (which it
// allocates), with its kind and the failure.
func Host[T ~string | ~[]byte](s T) (string, Kind, error) {
	var buf [64]byte
	b, k, err := appendHost(buf[:0], asString(s))
	return string(b), k, err
}

// asString returns s as a string without copying it.
func asString[T ~string | ~[]byte](s T) string {
	return *(*string)(unsafe.Pointer(&s))
}

// The kinds of scheme, for what the parser does after the ":".
const (
	schemeOther   = iota // not special: "//" starts an authority, an opaque host
	schemeSpecial        // http, https, ws, wss, ftp: slashes skipped, a domain
	schemeFile           // file: its own host rules
)

// appendHost is AppendHost on a string: at once for the common shape of
// an http or https URL (fastHost) and for an s without a scheme, which
// has no base URL to be resolved against; from the Ref of s when s is
// another valid URI reference (refHost); else by the URL parser's own
// steps (scanHost).
func appendHost(dst []byte, s string) ([]byte, Kind, error) {
	out, k, err, ok := fastHost(dst, s)
	if ok {
		return out, k, err
	}
	if err == errHighByte {
		// An IRI, such as a URL with an IDN host: uri.Parse would
		// refuse it, and refHost could not be taken.
		return scanHost(dst, s)
	}
	if i, _ := scanScheme(trimControlSpace(s)); i < 0 {
		// The scheme start and no scheme states, without a base URL:
		// most lines of a log that are not URLs end here, before a
		// parse that would stop early in them anyway.
		return dst, None, ErrMissingScheme
	}
	if r, err := uri.Parse(s); err == nil {
		if out, k, err, ok := refHost(dst, s, r); ok {
			return out, k, err
		}
	}
	return scanHost(dst, s)
}

// scanHost is AppendHost for any s: the basic URL parser's steps up to
// the end of the host and port.
func scanHost(dst []byte, s string) ([]byte, Kind, error) {
	s = trimControlSpace(s)
	i, scheme := scanScheme(s)
	if i < 0 {
		return dst, None, ErrMissingScheme
	}
	switch scheme {
	case schemeFile:
		return fileHost(dst, s, i)
	case schemeSpecial:
		return specialAuthorityHost(dst, s, i)
	}
	// The path or authority state: "//" after the ":" starts an
	// authority; anything else is a path, and there is no host.
	i = skipTabNewline(s, i)
	if i < len(s) && s[i] == '/' {
		if i = skipTabNewline(s, i+1); i < len(s) && s[i] == '/' {
			return authorityHost(dst, s, i+1, false)
		}
	}
	return dst, None, nil
}

// specialAuthorityHost appends the host of the special URL s whose
// authority follows i: the special authority slashes and ignore slashes
// states skip any number of "/" and "\" before it.
func specialAuthorityHost(dst []byte, s string, i int) ([]byte, Kind, error) {
	for i < len(s) && (s[i] == '/' || s[i] == '\\' || isTabNewline(s[i])) {
		i++
	}
	return authorityHost(dst, s, i, true)
}

// trimControlSpace removes the leading and trailing C0 controls and
// spaces, as the basic URL parser does first.
func trimControlSpace(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// isTabNewline reports whether c is a tab or newline (tab, LF, CR), which
// the basic URL parser removes from its input wherever they are.
func isTabNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// skipTabNewline returns the index of the first byte of s at or after i
// that is not a tab or newline.
func skipTabNewline(s string, i int) int {
	j := i
	for j < len(s) && isTabNewline(s[j]) {
		j++
	}
	return j
}

// scanScheme returns the index after the ":" that ends the scheme of s,
// and its kind; -1 when s has no scheme (the scheme start and scheme
// states, which then fail for want of a base URL). Tabs and newlines in
// the scheme are skipped.
func scanScheme(s string) (int, int) {
	if len(s) == 0 || (s[0]|0x20) < 'a' || (s[0]|0x20) > 'z' {
		return -1, 0
	}
	i := 1
	for i < len(s) && schemeByte[s[i]] {
		i++
	}
	if i < len(s) && s[i] == ':' {
		return i + 1, schemeKind(s[:i])
	}
	if i == len(s) || !isTabNewline(s[i]) {
		return -1, 0
	}
	// A scheme with tabs or newlines in it: the rare case, read again
	// without them.
	var name [6]byte
	n := 0
	for i = 0; i < len(s); i++ {
		c := s[i]
		switch {
		case schemeByte[c]:
			if n < len(name) {
				name[n] = c
			}
			n++
		case c == ':':
			if n > len(name) {
				return i + 1, schemeOther
			}
			return i + 1, schemeKind(string(name[:n]))
		case !isTabNewline(c):
			return -1, 0
		}
	}
	return -1, 0
}

// schemeByte holds the bytes of a scheme: ASCII letters and digits, "+",
// "-" and ".".
var schemeByte = func() (t [256]bool) {
	for c := range t {
		t[c] = 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
	}
	return t
}()

// schemeKind returns the kind of the scheme name, in any case.
func schemeKind(name string) int {
	// 0x20 set in a byte lowers a letter, and leaves the other bytes of
	// a scheme as they are.
	const l2, l4 = 0x2020, 0x20202020
	switch len(name) {
	case 2:
		if le16(name)|l2 == 'w'|'s'<<8 {
			return schemeSpecial
		}
	case 3:
		w := le16(name) | l2 | uint32(name[2]|0x20)<<16
		if w == 'w'|'s'<<8|'s'<<16 || w == 'f'|'t'<<8|'p'<<16 {
			return schemeSpecial
		}
	case 4:
		switch le32(name) | l4 {
		case 'h' | 't'<<8 | 't'<<16 | 'p'<<24:
			return schemeSpecial
		case 'f' | 'i'<<8 | 'l'<<16 | 'e'<<24:
			return schemeFile
		}
	case 5:
		if le32(name)|l4 == 'h'|'t'<<8|'t'<<16|'p'<<24 && name[4]|0x20 == 's' {
			return schemeSpecial
		}
	}
	return schemeOther
}

// le16 and le32 return the first 2 and 4 bytes of s, little-endian: one
// load each.
func le16(s string) uint32 { return uint32(s[0]) | uint32(s[1])<<8 }
func le32(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// authorityHost parses the authority of s that starts at i, up to its
// end ("/", "?", "#", or "\\" when special), as the authority, host and
// port states do, and appends its host.
func authorityHost(dst []byte, s string, i int, special bool) ([]byte, Kind, error) {
	// One pass finds the end of the authority, the last "@" (the host
	// starts after it) and the first ":" outside brackets after that
	// (the host ends there), and ORs the classes (domainClass) of the
	// bytes of the host, which tell a special URL's host that needs no
	// rewriting, the common case, at once.
	start, at, colon, inside := i, -1, -1, false
	var classes, hostClasses uint8
scan:
	for ; i < len(s); i++ {
		if i, classes = skipAuthority(s, i, classes); i == len(s) {
			break
		}
		k := authorityClass[s[i]]
		switch s[i] {
		case '/', '?', '#':
			break scan
		case '\\':
			if special {
				break scan
			}
		case '@':
			at, colon, inside, classes = i, -1, false, 0
			continue
		case '[':
			inside = true
		case ']':
			inside = false
		case ':':
			if !inside && colon < 0 {
				colon, hostClasses = i, classes
			}
		}
		classes |= k &^ stop
	}
	end := i
	tabs := classes&skip != 0
	if colon < 0 {
		hostClasses = classes
	}
	hs := start
	if at >= 0 {
		// The host starts after the last "@", and must not be empty.
		hs = at + 1
		if isBlank(s[hs:end], tabs) {
			return dst, None, ErrHostMissing
		}
	}
	he := end
	if colon >= 0 {
		he = colon
	}
	host := s[hs:he]
	if (colon >= 0 || special) && isBlank(host, tabs) {
		return dst, None, ErrHostMissing
	}
	n := len(dst)
	var k Kind
	var err error
	if special && hostClasses == 0 {
		// Lower-case ASCII without "%" nor a forbidden byte: the
		// domain parser's result as it is (3.3, IDNA, step 5).
		dst, k, err = finishDomain(append(dst, host...), n)
	} else {
		dst, k, err = parseHost(dst, host, !special, tabs)
	}
	if err != nil {
		return dst, None, err
	}
	if colon >= 0 {
		if err := checkPort(s[colon+1 : end]); err != nil {
			return dst[:n], None, err
		}
	}
	return dst, k, nil
}

// skipAuthority returns the index of the first byte of s at or after i
// that authorityHost stops at (or len(s)), and classes ORed with the
// classes of the bytes before it. It is a function of its own so that
// its loop keeps everything in registers.
//
//go:noinline
func skipAuthority(s string, i int, classes uint8) (int, uint8) {
	t := &authorityClass
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		k := t[w[0]] | t[w[1]] | t[w[2]] | t[w[3]] | t[w[4]] | t[w[5]] | t[w[6]] | t[w[7]]
		if k&stop != 0 {
			break
		}
		classes |= k
	}
	for ; i < len(s); i++ {
		k := t[s[i]]
		if k&stop != 0 {
			break
		}
		classes |= k
	}
	return i, classes
}

// authorityClass is domainClass with stop set for the bytes that
// authorityHost looks at: "/", "?", "#", "\\", "@", "[", "]", ":", tab
// and newline.
var authorityClass = func() (t [256]uint8) {
	t = domainClass
	for _, c := range []byte("/?#\\@[]:\t\n\r") {
		t[c] |= stop
	}
	return t
}()

// isBlank reports whether s is empty once its tabs and newlines are
// removed; tabs says that s may hold some.
func isBlank(s string, tabs bool) bool {
	if !tabs {
		return s == ""
	}
	return skipTabNewline(s, 0) == len(s)
}

// checkPort checks the port p, as the port state does: digits only (tabs
// and newlines aside), at most 65535, leading zeros allowed.
func checkPort(p string) error {
	v := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case '0' <= c && c <= '9':
			if v = v*10 + int(c-'0'); v > 1<<16-1 {
				v = 1 << 16 // saturate: the port is already too large
			}
		case isTabNewline(c):
		default:
			return ErrPortInvalid
		}
	}
	if v > 1<<16-1 {
		return ErrPortOutOfRange
	}
	return nil
}

// fileHost appends the host of the file URL s whose scheme ends at i: the
// file, file slash and file host states. Every file URL has a host, the
// empty host unless "//" (or "\\") is followed by one that is not a
// Windows drive letter ("file://c:/") nor "localhost".
func fileHost(dst []byte, s string, i int) ([]byte, Kind, error) {
	for range 2 {
		i = skipTabNewline(s, i)
		if i == len(s) || s[i] != '/' && s[i] != '\\' {
			return dst, Empty, nil
		}
		i++
	}
	start, tabs := i, false
scan:
	for ; i < len(s); i++ {
		switch s[i] {
		case '/', '\\', '?', '#':
			break scan
		case '\t', '\n', '\r':
			tabs = true
		}
	}
	host := s[start:i]
	if isBlank(host, tabs) || isDriveLetter(host, tabs) {
		return dst, Empty, nil
	}
	n := len(dst)
	dst, k, err := parseHost(dst, host, false, tabs)
	if k == Domain && string(dst[n:]) == "localhost" {
		return dst[:n], Empty, nil
	}
	return dst, k, err
}

// isDriveLetter reports whether s, tabs and newlines removed, is a
// Windows drive letter: an ASCII letter and ":" or "|".
func isDriveLetter(s string, tabs bool) bool {
	var b [2]byte
	n := 0
	for i := 0; i < len(s); i++ {
		if tabs && isTabNewline(s[i]) {
			continue
		}
		if n == len(b) {
			return false
		}
		b[n] = s[i]
		n++
	}
	return n == 2 && 'a' <= b[0]|0x20 && b[0]|0x20 <= 'z' && (b[1] == ':' || b[1] == '|')
}

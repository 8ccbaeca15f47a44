// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// A PortKind says what the port of a reference is: RFC 3986 3.2.3 allows
// port = *DIGIT, so an authority may have no port, an empty one (the
// scheme's default), a number, or digits too many for a TCP or UDP port.
// A gateway that takes all but the number for "the default" forwards
// "http://h:99999/" to port 80.
type PortKind uint8

const (
	// PortAbsent: no ":" after the host ("http://h/"), or no authority.
	PortAbsent PortKind = iota
	// PortEmpty: a ":" with no digits ("http://h:/"), which RFC 3986
	// 3.2.3 reads as the scheme's default port.
	PortEmpty
	// PortValid: a number from 0 to 65535, leading zeros allowed
	// ("h:080" is 80).
	PortValid
	// PortOutOfRange: digits whose value is above 65535 ("h:99999"),
	// valid RFC 3986 syntax that names no port. (In a Ref of Split, which
	// checks nothing, anything but digits is reported so too.)
	PortOutOfRange
)

var portKindNames = [...]string{"absent", "empty", "valid", "out_of_range"}

// String returns "absent", "empty", "valid" or "out_of_range", or
// "PortKind(N)" for another value.
func (k PortKind) String() string { return enumString(k, portKindNames[:], "PortKind") }

// PortValue returns the port of r and what kind of port it is. port is the
// number for PortValid, and 0 otherwise. It is the port API to use:
// unlike PortNumber, it tells an absent port, an empty one and one out of
// range apart. It does not allocate.
func (r Ref) PortValue() (port uint16, kind PortKind) {
	f := r.flags()
	switch {
	case f&flagPort == 0:
		return 0, PortAbsent
	case f&flagPortOK != 0:
		return r.port(), PortValid
	case r.portStart() >= r.pathStart():
		return 0, PortEmpty
	}
	return 0, PortOutOfRange
}

// PortOr returns the port of r, or def when r has none or an empty one
// (RFC 3986 3.2.3: the scheme's default, which DefaultPort gives for the
// schemes it knows, and which a Host header takes from the connection).
// A port above 65535 is ErrPortNumber, never def: "http://h:99999/" is
// not forwarded to port 80. It does not allocate.
func (r Ref) PortOr(def uint16) (uint16, error) {
	switch p, kind := r.PortValue(); kind {
	case PortValid:
		return p, nil
	case PortOutOfRange:
		return 0, ErrPortNumber
	}
	return def, nil
}

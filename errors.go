// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"iter"
	"strconv"
	"unicode/utf8"
)

// An ErrorCode says what is wrong with an input. It implements error, and
// since an ErrorCode is a small integer, returning one as an error does not
// allocate. Compare with == or errors.Is:
//
//	if errors.Is(err, uri.ErrPort) { ... }
//
// The offset of the offending byte is in the Ref that Parse returns
// (Ref.ErrorOffset), or in a *ParseError from ParseDetailed.
//
// The zero ErrorCode is not an error: it is what Check returns and what
// Match.Err holds for valid input, and it says so, "uri: no error", named
// "none". Return nil, not it, for success: an error that holds it is not
// nil.
type ErrorCode uint8

const (
	_                 ErrorCode = iota
	ErrTooLong                  // the input is longer than MaxLength
	ErrScheme                   // invalid scheme, or ":" in the first segment of a relative path
	ErrUserinfo                 // invalid byte in the userinfo
	ErrHost                     // invalid byte in a reg-name host, or after an IP-literal
	ErrIPLiteral                // an IP-literal ("[...]") without its closing "]"
	ErrIPv6                     // invalid IPv6address (including zone identifiers)
	ErrIPvFuture                // invalid IPvFuture
	ErrPort                     // non-digit in the port
	ErrPath                     // invalid byte in the path
	ErrQuery                    // invalid byte in the query
	ErrFragment                 // invalid byte in the fragment
	ErrPercent                  // "%" not followed by two hexadecimal digits
	ErrBase                     // the base of a resolution is not a valid URI (it has no scheme, or does not parse)
	ErrControl                  // a percent-encoded control character (%00-%1F, %7F) where they are refused
	ErrTarget                   // the target of AppendRelative is not a URI that a reference resolves to
	ErrForm                     // a request-target in a form that its method does not allow (RFC 9112 3.2), or that is not a URI-reference (authority, asterisk) where one is needed
	ErrNotParsed                // a match that the extractor did not parse (ExtractOptions.NoParse, ParseKinds)
	ErrNoHost                   // no host, or an empty one, where one is required: an http or https URI (RFC 9110 4.2), a Host header, an origin
	ErrNoScheme                 // no scheme where a URI is required: the origin of a relative reference
	ErrPortNumber               // a port above 65535 where a port number is required (a Host header, an origin, Ref.PortOr)
	ErrNoPort                   // no port, or an empty one, where one is required: the authority-form of a CONNECT request-target (RFC 9110 9.3.6)
	ErrTargetUserinfo           // a userinfo in an http or https request-target in the absolute-form, which RFC 9110 4.2.4 makes an error
	ErrOrigin                   // an Origin header that is neither "null" nor a serialized origin (RFC 6454 7.1): a path, a query, a fragment, a userinfo, or no "//"
	numErrorCodes
)

// errorText and errorNames are what Error and Name return for the codes
// with a meaning, the zero code included.
var errorText = [numErrorCodes]string{
	0:                 "uri: no error",
	ErrTooLong:        "uri: input too long",
	ErrScheme:         "uri: invalid scheme or colon in first path segment",
	ErrUserinfo:       "uri: invalid character in userinfo",
	ErrHost:           "uri: invalid character in host",
	ErrIPLiteral:      "uri: missing ']' in IP literal",
	ErrIPv6:           "uri: invalid IPv6 address",
	ErrIPvFuture:      "uri: invalid IPvFuture address",
	ErrPort:           "uri: invalid character in port",
	ErrPath:           "uri: invalid character in path",
	ErrQuery:          "uri: invalid character in query",
	ErrFragment:       "uri: invalid character in fragment",
	ErrPercent:        "uri: invalid percent-encoding",
	ErrBase:           "uri: base is not a valid URI",
	ErrControl:        "uri: percent-encoded control character",
	ErrTarget:         "uri: target has no scheme, or dot segments that resolution would remove",
	ErrForm:           "uri: request-target not in a form its method allows",
	ErrNotParsed:      "uri: match not parsed",
	ErrNoHost:         "uri: no host where one is required",
	ErrNoScheme:       "uri: no scheme where one is required",
	ErrPortNumber:     "uri: port is not a number from 0 to 65535",
	ErrNoPort:         "uri: missing port",
	ErrTargetUserinfo: "uri: userinfo in an http or https request-target",
	ErrOrigin:         "uri: not a serialized origin",
}

var errorNames = [numErrorCodes]string{
	0:                 "none",
	ErrTooLong:        "too_long",
	ErrScheme:         "scheme",
	ErrUserinfo:       "userinfo",
	ErrHost:           "host",
	ErrIPLiteral:      "ip_literal",
	ErrIPv6:           "ipv6",
	ErrIPvFuture:      "ipvfuture",
	ErrPort:           "port",
	ErrPath:           "path",
	ErrQuery:          "query",
	ErrFragment:       "fragment",
	ErrPercent:        "percent",
	ErrBase:           "base",
	ErrControl:        "control",
	ErrTarget:         "target",
	ErrForm:           "form",
	ErrNotParsed:      "not_parsed",
	ErrNoHost:         "no_host",
	ErrNoScheme:       "no_scheme",
	ErrPortNumber:     "port_number",
	ErrNoPort:         "no_port",
	ErrTargetUserinfo: "target_userinfo",
	ErrOrigin:         "origin",
}

// refResult returns r and code as the results of an exported parser: a
// nil error, not a zero ErrorCode in one, when code is 0.
func refResult(r Ref, code ErrorCode) (Ref, error) {
	if code != 0 {
		return r, code
	}
	return r, nil
}

// Error returns a short description such as "uri: invalid character in
// path", "uri: no error" for the zero ErrorCode, and "uri: error N" for a
// code without a meaning. It does not allocate but for the last.
func (e ErrorCode) Error() string {
	if e < numErrorCodes {
		return errorText[e]
	}
	return "uri: error " + strconv.Itoa(int(e))
}

// Name returns a stable identifier for the code, such as "path" or
// "percent": the "code" of scan's JSON output; "none" for the zero
// ErrorCode, and "unknown" for a code without a meaning. It does not
// allocate.
func (e ErrorCode) Name() string {
	if e < numErrorCodes {
		return errorNames[e]
	}
	return "unknown"
}

// ErrorCodes returns an iterator over every error code, in numeric order.
// It does not allocate.
func ErrorCodes() iter.Seq[ErrorCode] { return allErrorCodes }

func allErrorCodes(yield func(ErrorCode) bool) {
	for c := ErrorCode(1); c < numErrorCodes; c++ {
		if !yield(c) {
			return
		}
	}
}

// A ParseError describes an invalid input in full: what is wrong and where.
// ParseDetailed returns one; building it allocates, so Parse returns only
// the ErrorCode.
type ParseError struct {
	Input  string    // the input, as given
	Offset int       // offset of the first offending byte; len(Input) if it ended too early
	Code   ErrorCode // what is wrong
}

// Error returns a message such as
//
//	uri: invalid character in path at offset 6 (' '): "/a/b/c d"
//
// Inputs longer than 200 bytes are shortened around the offset. A nil
// *ParseError gives "<nil>", as a nil *net.OpError does.
func (e *ParseError) Error() string {
	if e == nil {
		return "<nil>"
	}
	b := make([]byte, 0, 64+len(e.Input))
	b = append(b, e.Code.Error()...)
	b = append(b, " at offset "...)
	b = strconv.AppendInt(b, int64(e.Offset), 10)
	switch {
	case e.Offset >= len(e.Input):
		b = append(b, " (end of input)"...)
	case e.Offset >= 0:
		c := e.Input[e.Offset]
		b = append(b, " ("...)
		if c < utf8.RuneSelf {
			b = strconv.AppendQuoteRune(b, rune(c))
		} else {
			b = append(b, "byte 0x"...)
			b = append(b, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		}
		b = append(b, ')')
	}
	b = append(b, ": "...)
	in := e.Input
	const limit = 200
	if len(in) > limit {
		start := max(0, min(e.Offset-limit/2, len(in)-limit))
		in = in[start : start+limit]
		if start > 0 {
			b = append(b, "..."...)
		}
		b = strconv.AppendQuote(b, in)
		if start+limit < len(e.Input) {
			b = append(b, "..."...)
		}
		return string(b)
	}
	return string(strconv.AppendQuote(b, in))
}

// Unwrap returns the ErrorCode, so that errors.Is(err, uri.ErrPath) works on
// a *ParseError; nil for a nil *ParseError.
func (e *ParseError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Code
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// A TargetForm is the form of a request-target (RFC 9112 3.2).
type TargetForm uint8

const (
	FormNone      TargetForm = iota // not a request-target
	FormOrigin                      // absolute-path [ "?" query ]: "/a/b?c"
	FormAbsolute                    // absolute-URI: "http://h/a"
	FormAuthority                   // host ":" port, for CONNECT: "h:443"
	FormAsterisk                    // "*", for OPTIONS
)

var targetFormNames = [...]string{"none", "origin", "absolute", "authority", "asterisk"}

// String returns the form's name as RFC 9112 spells it without "-form":
// "origin", "absolute", "authority", "asterisk"; "none" for FormNone.
func (f TargetForm) String() string {
	return enumString(f, targetFormNames[:], "TargetForm")
}

// ParseRequestTarget parses target, the request-target of an HTTP/1.1
// request line with the given method (RFC 9112 3.2), and returns its Ref
// and the form it was read in:
//
//   - origin-form, absolute-path [ "?" query ], as in "GET /where?q=now":
//     a target that begins with "/". Its path may begin with "//" (RFC
//     9110's absolute-path allows empty segments): the Ref then has no
//     authority and a path that begins with "//", which AppendRecompose
//     would not give back as a path. The Ref is that of a relative
//     reference, which says that it is a request-target: AppendNormalizeRef
//     normalizes it as one, with no "/." guard ("//a//b" stays "//a//b"),
//     and AppendResolveRef reads its path as a path;
//   - absolute-form, an absolute-URI, as in
//     "GET http://www.example.org/pub/WWW/TheProject.html": a scheme, and
//     no fragment. An http or https URI must have a host (RFC 9110 4.2.1,
//     4.2.2: a recipient rejects one with an empty host): "http:///x",
//     "https:/x" and "http://:80/" are ErrNoHost, at the empty host or,
//     without an authority, after the scheme's ":". It must have no
//     userinfo (RFC 9110 4.2.4: a recipient should treat one as an
//     error): "http://u:p@h/" is ErrTargetUserinfo, at the "@". Other
//     schemes keep theirs;
//   - authority-form, uri-host ":" port, as in "CONNECT
//     www.example.com:80": the only form for CONNECT, with a port and
//     without userinfo or path. CONNECT has no default port (RFC 9110
//     9.3.6): a target without one, or with an empty one ("h", "h:"), is
//     ErrNoPort at its end. The Ref has an authority and an empty path;
//   - asterisk-form, "*", as in "OPTIONS *": for OPTIONS only.
//
// The authority-form and the asterisk-form are not URI-references: their
// Refs are Valid, and not IsRelative. Their spans read as usual, and
// Inspect and Addr take them, but a function that reads its input as a
// URI-reference (AppendResolveRef, AppendNormalizeRef, AppendSet) returns
// ErrForm for them, AppendOrigin ErrNoScheme, and AppendRecompose gives the
// target back as it is.
//
// The method is compared as it is written: methods are case-sensitive (RFC
// 9110 9.1). A target that is not a valid request-target for its method
// is an error, with the offset of the first byte at fault in the Ref
// (Ref.ErrorOffset): the ErrorCode of the component, as Parse reports it,
// or ErrForm for a valid URI reference in a form the method does not
// allow, such as a fragment ("/a#b", offset 2), a relative path ("a/b",
// offset 0), or "*" for GET (offset 0). The form is returned on error too:
// the form in which the target was read.
//
// ParseRequestTarget does not allocate, and the Ref's spans index target.
func ParseRequestTarget[M, T ~string | ~[]byte](method M, target T) (Ref, TargetForm, error) {
	r, form, code := requestTarget[uriGrammar, uriGrammar](asString(method), asString(target))
	if code != 0 {
		return r, form, code
	}
	return r, form, nil
}

// requestTarget is ParseRequestTarget, for the extractor too, which also
// reads targets with the grammar of IRIs (iri.go).
func requestTarget[G, Q grammar](method, target string) (Ref, TargetForm, ErrorCode) {
	form := targetForm(method, target)
	var r Ref
	var code ErrorCode
	switch form {
	case FormAsterisk:
		if method != "OPTIONS" {
			r, code = failed(0, ErrForm)
		} else {
			r, code = parse(target)
			r.addFlags(flagTarget)
		}
	case FormAuthority:
		r, code = parseAuthorityForm[G](target)
	case FormOrigin:
		r, code = parseOriginForm[G, Q](target)
	default:
		r, code = parseGrammar[G, Q](target)
		switch {
		case code != 0:
		case !r.HasScheme():
			r, code = failed(0, ErrForm)
		case r.HasFragment():
			r, code = failed(r.Fragment().Start-1, ErrForm)
		case httpNoHost(target, &r):
			off := r.schemeEnd() + 1 // where "//" should be
			if r.HasAuthority() {
				off = r.hostStart()
			}
			r, code = failed(off, ErrNoHost)
		case r.flags()&flagUserinfo != 0 && httpScheme(target, &r):
			// RFC 9110 4.2.4: a recipient should treat a userinfo in an
			// http or https URI it receives as an error; in a
			// request-target it is a password sent in the clear, or a
			// host for the reader to mistake for the real one.
			r, code = failed(r.userEnd(), ErrTargetUserinfo)
		}
	}
	return r, form, code
}

// httpNoHost reports whether the valid reference s, whose Ref is r, is an
// http or https URI (the scheme in any case) without a host: with no
// authority ("http:/x") or an empty host ("http:///x", "http://:80/").
// RFC 9110 (4.2.1, 4.2.2) makes such a URI invalid, and a recipient must
// reject it: ParseRequestTarget refuses it (ErrNoHost), and Inspect
// reports it in any reference (FindHTTPNoHost).
func httpNoHost(s string, r *Ref) bool {
	if r.flags()&flagAuthority != 0 && r.hostEnd() > r.hostStart() {
		return false
	}
	return httpScheme(s, r)
}

// httpScheme reports whether the valid reference s, whose Ref is r, has
// the scheme http or https, in any case.
func httpScheme(s string, r *Ref) bool {
	if r.flags()&flagScheme == 0 {
		return false
	}
	switch sch := s[:min(r.schemeEnd(), len(s))]; len(sch) {
	case 4:
		return equalFoldASCII(sch, "http")
	case 5:
		return equalFoldASCII(sch, "https")
	}
	return false
}

// targetForm returns the form in which a request-target is read for its
// method: "*" is the asterisk-form, anything sent with CONNECT the
// authority-form, a target that begins with "/" the origin-form, and any
// other the absolute-form.
func targetForm(method, target string) TargetForm {
	switch {
	case target == "*":
		return FormAsterisk
	case method == "CONNECT":
		return FormAuthority
	case len(target) > 0 && target[0] == '/':
		return FormOrigin
	}
	return FormAbsolute
}

// parseOriginForm parses the origin-form of a request-target,
// absolute-path [ "?" query ] (RFC 9112 3.2.1), with s[0] == '/'. Unlike
// Parse, it reads a target that begins with "//" as a path.
func parseOriginForm[G, Q grammar](s string) (Ref, ErrorCode) {
	if uint64(len(s)) > MaxLength {
		return failed(maxLen, ErrTooLong)
	}
	var r Ref
	r.setPathKind(PathAbsolute)
	i, ok := scanText[G](s, 0, classPath)
	if !ok {
		return failed(i, scanError[G](s, i, ErrPath))
	}
	r.setPathEnd(i)
	if i < len(s) && s[i] == '?' {
		r.addFlags(flagQuery)
		if i, ok = scanText[Q](s, i+1, classQuery); !ok {
			return failed(i, scanError[Q](s, i, ErrQuery))
		}
	}
	switch {
	case i == len(s):
	case s[i] == '#':
		return failed(i, ErrForm)
	case r.HasQuery():
		return failed(i, ErrQuery)
	default:
		return failed(i, ErrPath)
	}
	r.setQueryEnd(i)
	r.setEnd(i)
	r.addFlags(flagValid | flagOrigin)
	return r, 0
}

// parseAuthorityForm parses the authority-form of a request-target,
// uri-host ":" port (RFC 9112 3.2.3). The Ref is the one Parse returns for
// "//" + s, with offsets relative to s: it has an authority and an empty
// path.
func parseAuthorityForm[G grammar](s string) (Ref, ErrorCode) {
	r, code := parseBareAuthority[G](s, false)
	if code == 0 && (r.flags()&flagPort == 0 || r.portStart() == len(s)) {
		// CONNECT has no default port (RFC 9110 9.3.6): "h" and "h:"
		// name no tunnel.
		return failed(len(s), ErrNoPort)
	}
	return r, code
}

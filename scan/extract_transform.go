// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/uriscan/uri"
)

// The -base and -normalize flags of the extract command turn each valid
// reference found into another one before it is printed:
//
//   - with -base URI, the reference is resolved against the base (RFC 3986
//     5.2, strict). Relative references become URIs; absolute ones are
//     resolved too, which by 5.2.2 removes their dot segments and changes
//     nothing else ("http://h/a/../b" becomes "http://h/b").
//   - with -normalize (level syntax, 6.2.2) or -normalize=scheme (6.2.3 as
//     well), the reference, or the target of the resolution when -base is
//     given, is normalized.
//   - with -to-uri, an IRI is printed in its URI form (RFC 3987 3.1). With
//     -base or -normalize, an IRI is turned into its URI first, whose
//     resolution or normalization is then printed: a URI.
//
// Invalid references, too-long candidates and the request-targets that are
// not URI references (the authority form of CONNECT, "h:443", and the
// asterisk form of OPTIONS, "*") are printed as they are. With -json, the
// result is the field "out" (null for an invalid or too-long reference);
// "ref" and the components stay those of the text found.

// normalizeFlag is the value of -normalize: a bool flag that also takes a
// level, "-normalize", "-normalize=syntax", "-normalize=scheme",
// "-normalize=false".
type normalizeFlag struct {
	level uri.Level // 0: off
	bare  bool      // set by a bare -normalize
}

// defaultNormalizeLevel is the level of a bare -normalize. Syntax-based
// normalization (6.2.2) is the one that never changes the resource a
// reference identifies, whatever its scheme, and it is the default of
// "scan normalize" as well.
const defaultNormalizeLevel = uri.LevelSyntax

func (f *normalizeFlag) String() string {
	if f == nil || f.level == 0 {
		return "false"
	}
	return f.level.String()
}

func (f *normalizeFlag) Set(s string) error {
	f.bare = s == "true"
	switch s {
	case "true", "1":
		f.level = defaultNormalizeLevel
	case "false", "0":
		f.level = 0
	default:
		if f.level.UnmarshalText([]byte(s)) != nil {
			return fmt.Errorf("want syntax or scheme (or true, false), not %q", s)
		}
	}
	return nil
}

// IsBoolFlag makes "-normalize" alone valid; a level must be given as
// "-normalize=scheme", not as a separate argument.
func (f *normalizeFlag) IsBoolFlag() bool { return true }

// A refTransform resolves and normalizes the references the extract
// command prints. Its zero value transforms nothing. It is read-only once
// set up, so that the workers of a large file share it.
type refTransform struct {
	norm    normalizeFlag
	base    string
	baseRef uri.Ref
	hasBase bool
	toURI   bool // -to-uri: IRIs in their URI form (RFC 3987 3.1)
}

// addTransformFlags defines -base and -normalize on fs.
func addTransformFlags(fs *flag.FlagSet, t *refTransform) {
	fs.Var(&t.norm, "normalize", "normalize each valid reference: `level` syntax (RFC 3986 6.2.2; the default of a bare -normalize) or scheme (6.2.3 too), as -normalize=scheme")
	fs.Func("base", "resolve each valid reference against this `URI` (RFC 3986 5.2; absolute ones lose their dot segments)", func(s string) error {
		t.base, t.hasBase = s, true
		return nil
	})
	fs.BoolVar(&t.toURI, "to-uri", false, "print each IRI found in its URI form (RFC 3987 3.1: non-ASCII characters percent-encoded)")
}

// check parses the base; it reports an invalid base on stderr. It also
// catches "-normalize scheme", where the level, not attached, would be
// read as a file name: args are the arguments after the flags.
func (t *refTransform) check(args []string, stderr io.Writer) bool {
	if t.norm.bare && len(args) > 0 && (args[0] == "syntax" || args[0] == "scheme") {
		if _, err := os.Stat(args[0]); err != nil {
			fmt.Fprintf(stderr, "scan: -normalize takes its level attached, as -normalize=%s; %q would be read as a file\n", args[0], args[0])
			return false
		}
	}
	if !t.hasBase {
		return true
	}
	b, ok := parseBase("scan", t.base, stderr)
	t.baseRef = b
	return ok
}

// active reports whether references are transformed at all.
func (t *refTransform) active() bool { return t.hasBase || t.norm.level != 0 || t.toURI }

// applies reports whether m is transformed: a valid URI reference.
func (t *refTransform) applies(m *uri.Match) bool {
	return m.Err == 0 && m.Form != uri.FormAuthority && m.Form != uri.FormAsterisk
}

// appendOut appends the transformed form of the valid reference text
// (whose Ref is r) to dst. It does not allocate when dst has room for the
// result and, with both -base and -normalize, for the resolved target
// twice.
func (t *refTransform) appendOut(dst []byte, text []byte, r uri.Ref) []byte {
	if !t.hasBase {
		out, err := uri.AppendNormalizeRef(dst, text, r, t.norm.level)
		if err != nil { // cannot happen: text is valid and r is its Ref
			return append(dst, text...)
		}
		return out
	}
	start := len(dst)
	out, err := uri.AppendResolveRef(dst, t.base, t.baseRef, text, r, uri.ResolveStrict)
	if err != nil { // cannot happen: both are valid and parsed
		return append(dst, text...)
	}
	if t.norm.level == 0 {
		return out
	}
	// Normalize the target, appended after it, and move the result over
	// it. The target is read from out[start:mid] while out grows past
	// mid; if out moves, the target stays in the old array.
	mid := len(out)
	out, err = uri.AppendNormalize(out, out[start:mid], t.norm.level)
	if err != nil { // cannot happen: a target always parses
		return out[:mid]
	}
	n := copy(out[start:], out[mid:])
	return out[:start+n]
}

// appendText appends the line the plain output prints for a match that is
// not too long: the transformed reference, or the text as it is.
func (t *refTransform) appendText(dst []byte, m *uri.Match, text []byte) []byte {
	if !t.active() || !t.applies(m) {
		return append(dst, text...)
	}
	return t.appendMatch(dst, m, text)
}

// appendMatch appends the transformed form of m, a valid match: that of
// its text or, for an IRI, of its URI (RFC 3987 3.1), since resolution and
// normalization are those of URIs. With -to-uri alone, that URI, or the
// text of a URI.
func (t *refTransform) appendMatch(dst []byte, m *uri.Match, text []byte) []byte {
	uriOnly := !t.hasBase && t.norm.level == 0
	if m.Flags&uri.FlagIRI == 0 {
		if uriOnly {
			return append(dst, text...)
		}
		return t.appendOut(dst, text, m.Ref)
	}
	start := len(dst)
	dst, _ = uri.AppendToURI(dst, text) // a valid IRI: it cannot fail
	if uriOnly {
		return dst
	}
	// Transform the URI, appended after it, and move the result over it,
	// as appendOut does for -base with -normalize.
	mid := len(dst)
	u := dst[start:mid]
	r, _ := uri.Parse(u) // the URI of a valid IRI is valid
	dst = t.appendOut(dst, u, r)
	n := copy(dst[start:], dst[mid:])
	return dst[:start+n]
}

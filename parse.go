// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The parser's entry points, above its two parsers: the block parser
// (parse_block.go, parse_run.go), which reads an input from the masks of
// the block classifiers, and the byte parser (parse_bytes.go), which
// handles every input and reports every error. Every parse tries the
// first and falls back on the second; both follow the rules of
// grammar.go.

// Parse parses s as a URI-reference (RFC 3986 4.1): a URI, or a relative
// reference when s has no scheme. It checks s against the whole ABNF of
// Appendix A and returns a Ref holding the offsets of its components.
//
// On failure the error is an ErrorCode, and the returned Ref is not Valid
// but reports, through ErrorOffset, the offset of the first offending byte.
// ParseDetailed returns the same result with a *ParseError instead.
//
// Parse does not allocate, for valid or invalid input, and the Ref does not
// retain s.
func Parse[T ~string | ~[]byte](s T) (Ref, error) {
	return parseRef(asString(s)) // a wrapper the compiler inlines
}

// parseRef is parse with the error of Parse: a function of its own, since
// Parse, inlined into its callers, has room for one call with one argument.
func parseRef(s string) (Ref, error) { return refResult(parseWith[uriMode](s, nil)) }

// ParseDetailed is like Parse, but on failure returns a *ParseError that
// holds a copy of the input, the offset and the code, with a readable
// message. It allocates only on failure.
func ParseDetailed[T ~string | ~[]byte](s T) (Ref, error) {
	r, code := parse(asString(s))
	if code != 0 {
		return r, &ParseError{Input: string(s), Offset: r.ErrorOffset(), Code: code}
	}
	return r, nil
}

// Check reports whether s is a valid URI-reference, and if not, what is
// wrong and at which byte. It does not allocate.
func Check[T ~string | ~[]byte](s T) (code ErrorCode, offset int) {
	r, code := parse(asString(s))
	if code != 0 {
		return code, r.ErrorOffset()
	}
	return 0, -1
}

// parseGrammar is parse (uriGrammar) or parseIRI, with an ErrorCode.
func parseGrammar[G, Q grammar](s string) (Ref, ErrorCode) {
	if isIRI[G]() {
		return parseWith[iriMode](s, nil)
	}
	return parseWith[uriMode](s, nil)
}

// parse is the strict parser. On failure it returns a failed Ref with the
// error offset and code.
func parse(s string) (Ref, ErrorCode) { return parseWith[uriMode](s, nil) }

// parseInto is parse, which leaves in m the block masks of the first
// blockMax bytes of s when len(s) >= active.blockMin (blockClassified),
// for callers that look at s again (AppendNormalize: is there a "%" or a
// dot segment?). With dots, the masks of "/" and "." are filled too
// (classifyBlockDots, for AppendNormalize and AppendResolve); without,
// they are left as they are. The blocks past the first are read with the
// run classifiers (runTail), into masks of their own.
func parseInto(s string, m *blockMasks, dots bool) (Ref, ErrorCode) {
	if dots {
		return parseWith[dotsMode](s, m)
	}
	return parseWith[uriMode](s, m)
}

// blockClassified reports whether parseInto leaves the masks of s.
func blockClassified(s string) bool { return len(s) >= active.blockMin }

// A parseMode is how parseWith parses, as a type parameter (as a grammar
// is) so that each mode's copy of it holds no test of the others: the URI
// grammar, the IRI grammar, or the URI grammar with the masks of "/" and
// ".". The three are array types only so that their lengths, a constant
// in each copy, tell them apart.
type parseMode interface {
	uriMode | iriMode | dotsMode
}

type (
	uriMode  [0]struct{}
	iriMode  [1]struct{}
	dotsMode [2]struct{}
)

// parseWith is the one place where a parse chooses its parser: the block
// parser first, on an input of at least active.blockMin bytes (when the
// implementation in use has a block classifier), and the byte parser for
// whatever it does not take, which is the reference and reports every
// error. Parse, Check, ParseDetailed, ParseIRI and the callers of
// parseInto all come here.
//
// With iriMode, s is parsed as an IRI-reference: the block parser runs
// with the URI grammar on an input whose first asciiProbe bytes are ASCII
// (the IRI grammar is then the URI grammar, and the URI classifier costs
// less), else, and when that fails, with the IRI grammar, which checks
// the bytes above 0x7F on the masks of the IRI classifiers
// (parse_utf8.go); the byte parser runs with the IRI grammar.
//
// With dotsMode, the block classifier also fills the masks of "/" and "."
// (see parseInto). m receives the block masks of s, or is nil, and the
// masks are then kept in parseWith's frame. The mode is a type parameter
// so that Parse's copy tests neither of the others, but parseWith is
// called only from functions that are not generic (parseRef, parseIRI,
// parse, parseInto) or not inlined (parseGrammar): Parse and ParseIRI,
// generic, are inlined into the packages that call them, whose escape
// analysis does not see into a generic function of this one.
func parseWith[M parseMode](s string, m *blockMasks) (Ref, ErrorCode) {
	var mode M // a constant length in each copy
	dots, iri := len(mode) == 2, len(mode) == 1
	if len(s) >= active.blockMin {
		var own blockMasks
		if m == nil {
			m = &own
		}
		if !iri || len(s) >= asciiProbe && ascii32(s) || len(s) < asciiProbe && asciiShort(s) {
			if dots {
				classifyBlockDots(s[:blockSpan(len(s))], m)
			} else {
				classifyBlock(s[:blockSpan(len(s))], m)
			}
			if r, ok := parseBlock(s, m, false, 0); ok {
				return r, 0
			}
		}
		// With iri: a byte above 0x7F in the first asciiProbe bytes, or
		// past them (the URI grammar stopped there), or an invalid input.
		if iri {
			if r, ok := parseBlockIRI(s); ok {
				return r, 0
			}
		}
	}
	if iri {
		return parseText[iriGrammar, iriQueryGrammar](s)
	}
	return parseScalar(s)
}

// reparse sets *r, which the guard refused for s, to the Ref of s from
// Parse, and returns Parse's error; with uri (after uriRef), it returns
// ErrForm instead for the Ref of a request-target of s that is not a
// URI-reference, and leaves *r.
func reparse(r *Ref, s string, uri bool) ErrorCode {
	if uri && r.flags()&(flagFailed|flagTarget) == flagTarget && r.end() == len(s) {
		return ErrForm
	}
	var code ErrorCode
	*r, code = parse(s)
	return code
}

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

// parseRef is parse with the error of Parse. It is parse written out
// again rather than a call to it, to spare Parse a second call.
func parseRef(s string) (Ref, error) {
	if len(s) >= active.blockMin {
		var m blockMasks
		classifyBlock(s[:blockSpan(len(s))], &m)
		if r, ok := parseBlock(s, &m, false, 0); ok {
			return r, nil
		}
	}
	return refResult(parseScalar(s))
}

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

// parseGrammar is parse (uriGrammar) or parseIRI.
func parseGrammar[G, Q grammar](s string) (Ref, ErrorCode) {
	if !isIRI[G]() {
		return parse(s)
	}
	r, err := parseIRI(s)
	if err != nil {
		return r, err.(ErrorCode)
	}
	return r, 0
}

// parse is the strict parser. On failure it returns a failed Ref with the
// error offset. When a block kernel is in use, the block parser (parse_block.go)
// tries first on inputs of at least active.blockMin bytes; whatever it does
// not take goes to parseScalar.
func parse(s string) (Ref, ErrorCode) {
	var m blockMasks
	return parseInto(s, &m, false)
}

// parseInto is parse, which leaves in m the block masks of the first
// blockMax bytes of s when len(s) >= active.blockMin (blockClassified),
// for callers that look at s again (AppendNormalize: is there a "%" or a
// dot segment?). With dots, the masks of "/" and "." are filled too
// (classifyBlockDots, for AppendNormalize and AppendResolve); without,
// they are left as they are. The blocks past the first are read with the
// run classifiers (runTail), into masks of their own.
func parseInto(s string, m *blockMasks, dots bool) (Ref, ErrorCode) {
	if len(s) >= active.blockMin {
		if dots {
			classifyBlockDots(s[:blockSpan(len(s))], m)
		} else {
			classifyBlock(s[:blockSpan(len(s))], m)
		}
		if r, ok := parseBlock(s, m, false, 0); ok {
			return r, 0
		}
	}
	return parseScalar(s)
}

// blockClassified reports whether parseInto leaves the masks of s.
func blockClassified(s string) bool { return len(s) >= active.blockMin }

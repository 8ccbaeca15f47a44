// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// DefaultMaxExtract is the default value of ExtractOptions.MaxLength.
const DefaultMaxExtract = 64 << 10

// minMaxExtract is the smallest maximum reference length the extractor
// accepts; smaller settings are raised to it.
const minMaxExtract = 256

// ExtractOptions configures AppendExtract and NewScanner. The zero value
// (and a nil pointer) selects the defaults.
type ExtractOptions struct {
	// MaxLength is the length of the longest reference reported in full,
	// in bytes; 0 means DefaultMaxExtract, and values below 256 are raised
	// to 256. A longer candidate is still reported, with Err ErrTooLong.
	// A Scanner's memory is bounded by a small multiple of MaxLength.
	MaxLength int

	// Schemes, when not empty, restricts the matches to references whose
	// scheme is listed (compared case-insensitively), found anywhere in the
	// text with or without "//". Request-targets without a scheme are then
	// reported only when "http" or "https" is listed.
	Schemes []string
}

// A MatchKind says how a reference was delimited in the text.
type MatchKind uint8

const (
	KindNone    MatchKind = iota
	KindBare              // an absolute URI in running text, delimited by white space or punctuation
	KindQuoted            // a reference between double quotes
	KindAngle             // a URI between angle brackets, possibly broken across lines
	KindRequest           // the request-target of an HTTP request line ("GET /a HTTP/1.1")
)

var matchKindNames = [...]string{"none", "bare", "quoted", "angle", "request"}

// String returns the kind's name: "bare", "quoted", "angle" or "request".
func (k MatchKind) String() string {
	if int(k) < len(matchKindNames) {
		return matchKindNames[k]
	}
	return "MatchKind(?)"
}

// A TargetForm is the form of a request-target (RFC 9112 3.2).
type TargetForm uint8

const (
	FormNone      TargetForm = iota // not a request-target
	FormOrigin                      // absolute-path [ "?" query ]: "/a/b?c"
	FormAbsolute                    // absolute-URI: "http://h/a"
	FormAuthority                   // host ":" port, for CONNECT: "h:443"
	FormAsterisk                    // "*", for OPTIONS
)

var targetFormNames = [...]string{"", "origin", "absolute", "authority", "asterisk"}

// String returns the form's name as RFC 9112 spells it without "-form":
// "origin", "absolute", "authority", "asterisk"; "" for FormNone.
func (f TargetForm) String() string {
	if int(f) < len(targetFormNames) {
		return targetFormNames[f]
	}
	return "TargetForm(?)"
}

// MatchFlags are properties of a match.
type MatchFlags uint8

const (
	// FlagCleaned marks a reference between angle brackets that was broken
	// across lines: the white space in it is not part of it (RFC 3986
	// Appendix C), so its text is not a slice of the input but the cleaned
	// copy that Match.Clean locates.
	FlagCleaned MatchFlags = 1 << iota
	// FlagHyphenBreak marks a cleaned reference with a hyphen just before
	// or after a removed line break. Appendix C warns that the hyphen may
	// have been added by a typesetter; the extractor keeps it.
	FlagHyphenBreak
)

// A Match is a reference found in a text.
type Match struct {
	// Start and End are the byte offsets in the input of the reference,
	// delimiters excluded: input[Start:End] is its text, except for a
	// FlagCleaned match, whose range in the input includes the white
	// space that is not part of it.
	Start, End int

	// Ref is the reference parsed. Its spans index the text of the match
	// (see Text), not the input. When Err is not 0, Ref is the failed
	// result, with the error offset relative to the text.
	Ref Ref

	// Err is 0 for a valid reference, the ErrorCode the parser reports for
	// an invalid one, and ErrTooLong for a candidate longer than the
	// maximum length, which is not parsed.
	Err ErrorCode

	Kind  MatchKind
	Form  TargetForm // the request-target form, for KindRequest
	Flags MatchFlags

	// Clean is, for a FlagCleaned match, the range of its cleaned text in
	// the buffer the extractor appended it to.
	Clean Span
}

// Text returns the text of the reference: input[m.Start:m.End], or for a
// FlagCleaned match clean[m.Clean.Start:m.Clean.End], where input and clean
// are the text and the buffer given to and returned by AppendExtract. It
// does not allocate; the result aliases input or clean.
func (m *Match) Text(input, clean []byte) []byte {
	if m.Flags&FlagCleaned != 0 {
		return m.Clean.Bytes(clean)
	}
	return input[m.Start:m.End:m.End]
}

// Valid reports whether the reference is a valid URI-reference (or, for
// FormAuthority, a valid authority with a port).
func (m *Match) Valid() bool { return m.Err == 0 }

// AppendExtract finds the URI references in text, appends a Match for each
// to dst, in order, and returns the extended slice. It finds
//
//   - absolute URIs in running text: a scheme followed by "//" (or, for a
//     few schemes that have no authority, such as mailto, urn, tel and
//     data, by anything), or by anything when the scheme is listed in
//     opts.Schemes; trailing sentence punctuation (.,;:!?') and unbalanced
//     closing brackets )]} are not part of the match, balanced ones are;
//   - references between double quotes, when they begin with a scheme,
//     "/", "./" or "../";
//   - URIs between angle brackets, optionally after "URL:", broken across
//     lines or not (RFC 3986 Appendix C);
//   - the request-target of an HTTP request line between double quotes, as
//     in access logs: "GET /a?b HTTP/1.1", in its four forms.
//
// A candidate ends at white space, control bytes, '"', '<', '>' and '`';
// other bytes that cannot appear in a URI, such as non-ASCII ones, are kept
// in it, so that it is reported as invalid rather than cut.
//
// The cleaned text of a reference broken across lines inside angle
// brackets is appended to clean, which AppendExtract returns; Match.Text
// finds it there. With enough capacity in dst and clean (and a nil clean is
// fine when no such reference occurs), AppendExtract does not allocate. The
// matches do not retain text; their offsets index it.
func AppendExtract(dst []Match, clean, text []byte, opts *ExtractOptions) ([]Match, []byte) {
	var e engine
	e.init(opts)
	dst, clean, _ = e.run(dst, clean, text, 0, 0, true)
	return dst, clean
}

// Tuning of the extractor.
const (
	maxSchemeLen = 64  // longest scheme recognized in running text
	extractSlack = 128 // lookahead beyond MaxLength: method, "URL:", version
	extractCtx   = 128 // lookbehind a Scanner keeps: > maxSchemeLen + 1
)

// Extractor states, kept between windows by a Scanner.
const (
	stFresh      = iota // looking for the next reference
	stSkipWord          // inside a too-long candidate that ends with its word
	stSkipTarget        // inside a too-long request-target
)

// engine is the extractor. It works on a window of the input and can stop
// where it lacks lookahead, so that a Scanner finds exactly what a single
// call on the whole input finds.
type engine struct {
	maxLen  int
	schemes []string
	httpOK  bool // request-targets without scheme pass the scheme filter

	// lastOK holds a bit per byte that may end a scheme reported without
	// "//": the last letters of opaqueSchemes, or of the listed schemes.
	// slashOK is set when any scheme followed by "//" is reported (no
	// filter). run rejects most colons with these before calling colon.
	lastOK  [4]uint64
	slashOK bool

	state    uint8
	minStart int   // absolute offset before which no scheme starts
	pend     Match // stSkip*: the too-long match waiting for its end

	// A Scanner keeps the first maxLen bytes of a too-long match here when
	// the window moves past its start; prefix alternates between two
	// buffers so that the one of a match just emitted survives the next.
	keepPrefix bool
	prefix     [2][]byte
	pi         int
	emitted    []byte // prefix of the too-long match emitted by the last run
	pendLine   bool   // a skip began in the last run (for Scanner line counts)
}

func (e *engine) init(opts *ExtractOptions) {
	e.maxLen = DefaultMaxExtract
	e.slashOK = true
	last := opaqueSchemes[:]
	if opts != nil {
		if opts.MaxLength > 0 {
			e.maxLen = max(opts.MaxLength, minMaxExtract)
		}
		if len(opts.Schemes) > 0 {
			e.schemes = opts.Schemes
			e.httpOK = e.listed([]byte("http")) || e.listed([]byte("https"))
			e.slashOK = false
			last = opts.Schemes
		}
	}
	for _, s := range last {
		if s != "" {
			c := lower(s[len(s)-1])
			e.lastOK[c>>6] |= 1 << (c & 63)
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
				e.lastOK[c>>6] |= 1 << (c & 63)
			}
		}
	}
}

// indexIn returns the index of the first byte of s in class set, or len(s).
// It calls the kernel in use directly rather than through the package's
// indexIn, whose first sixteen bytes are scanned in Go: in text the next
// trigger or the end of a word is often further away than that, and the
// probe costs more than the kernel.
func (e *engine) indexIn(s []byte, set charset) int {
	if len(s) >= active.kernelMin {
		return active.in(asString(s), set)
	}
	return indexInGeneric(asString(s), set)
}

// indexNotIn returns the index of the first byte of s not in class set, or
// len(s), as indexIn does.
func (e *engine) indexNotIn(s []byte, set charset) int {
	if len(s) >= active.kernelMin {
		return active.notIn(asString(s), set)
	}
	return indexNotInGeneric(asString(s), set)
}

// nextTrigger returns the index of the first byte of w[i:] in
// classTrigger, or len(w). In logs the next one is often a few bytes away,
// so it looks at eight bytes in Go before it calls the kernel.
func (e *engine) nextTrigger(w []byte, i int) int {
	if len(w)-i >= 8 {
		if m := triggerBits(binary.LittleEndian.Uint64(w[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	return i + e.indexIn(w[i:], classTrigger)
}

// triggerBits returns the high bit of each byte of x (in little-endian
// order) that is in classTrigger: ':', '"' or '<'. TestTriggerBits checks
// it against the table.
func triggerBits(x uint64) uint64 {
	const ones, low7 = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	// A byte of v has its high bit clear in ((v&low7)+low7)|v only when
	// it is zero, and no carry crosses bytes.
	a := x ^ (':' * ones)
	b := x ^ ('"' * ones)
	c := x ^ ('<' * ones)
	t := (((a & low7) + low7) | a) & (((b & low7) + low7) | b) & (((c & low7) + low7) | c)
	return ^t & (0x80 * ones)
}

// mayEndScheme reports whether the colon at w[c], c > 0, may follow a
// scheme that is reported: it is a quick test that most colons in text
// (times, IPv6 addresses, "key: value") fail, and colon makes the full one.
func (e *engine) mayEndScheme(w []byte, c int) bool {
	p := w[c-1]
	if e.lastOK[p>>6]&(1<<(p&63)) != 0 {
		return true
	}
	if !e.slashOK || !isSchemeByte(p) {
		return false
	}
	return c+2 >= len(w) || w[c+1] == '/' && w[c+2] == '/'
}

// listed reports whether scheme is in the scheme filter.
func (e *engine) listed(scheme []byte) bool {
	for _, s := range e.schemes {
		if equalFold(scheme, s) {
			return true
		}
	}
	return false
}

// equalFold reports whether b equals the ASCII string s, ignoring case.
func equalFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range len(b) {
		if lower(b[i]) != lower(s[i]) {
			return false
		}
	}
	return true
}

// opaqueSchemes are the schemes recognized in running text without "//".
var opaqueSchemes = [...]string{"about", "data", "geo", "im", "magnet", "mailto", "news", "sip", "sips", "sms", "tel", "urn", "xmpp"}

func isOpaqueScheme(s []byte) bool {
	for _, o := range opaqueSchemes {
		if equalFold(s, o) {
			return true
		}
	}
	return false
}

// wordExtra holds the bytes outside classURI that do not end a candidate.
var wordExtra = func() (t [256]bool) {
	for c := 0x80; c < 0x100; c++ {
		t[c] = true
	}
	for _, c := range []byte(`\^{|}`) {
		t[c] = true
	}
	return t
}()

// wordEnd returns the index of the first byte at or after i that ends a
// candidate word, or len(w).
func (e *engine) wordEnd(w []byte, i int) int {
	for {
		i += e.indexNotIn(w[i:], classURI)
		if i >= len(w) || !wordExtra[w[i]] {
			return i
		}
		i++
	}
}

// targetEnd returns the index of the first space or control byte of
// w[i:lim], or lim.
func (e *engine) targetEnd(w []byte, i, lim int) int {
	for i < lim {
		i += e.indexNotIn(w[i:lim], classURI)
		if i >= lim {
			return lim
		}
		if c := w[i]; c <= ' ' || c == 0x7f {
			return i
		}
		i++
	}
	return lim
}

func isALPHAByte(c byte) bool  { return inClass(c, classALPHA) }
func isSchemeByte(c byte) bool { return inClass(c, classScheme) }

// tooLongRef is the Ref of a candidate longer than max bytes.
func tooLongRef(max int) Ref { return failedRef(max) }

// run extracts from w, which holds the input from offset base on, starting
// at index i (w[:i] is lookbehind). Unless atEOF, it stops where it would
// need bytes past the window and returns the index to resume at; the
// caller keeps extractCtx bytes before it. At EOF it returns len(w).
//
// Only three bytes can begin a reference: the ":" after a scheme (the
// scheme is found by looking back), and the '"' and '<' before a quoted or
// bracketed one. run jumps from one to the next.
func (e *engine) run(dst []Match, clean, w []byte, base, i int, atEOF bool) ([]Match, []byte, int) {
	n := len(w)
	e.emitted = nil
	e.pendLine = false
	lo := max(e.minStart-base, 0) // no scheme starts before lo
	for {
		if e.state != stFresh {
			var j int
			if e.state == stSkipWord {
				j = e.wordEnd(w, i)
			} else {
				j = e.targetEnd(w, i, n)
			}
			if j == n && !atEOF {
				return dst, clean, n
			}
			e.pend.End = base + j
			if e.keepPrefix && e.pend.Start < base {
				e.emitted = e.prefix[e.pi]
			}
			dst = append(dst, e.pend)
			e.state = stFresh
			i, lo = j, j
		}
		j := e.nextTrigger(w, i)
		if j >= n {
			e.minStart = base + lo
			return dst, clean, n
		}
		if w[j] == ':' {
			if j <= lo || !e.mayEndScheme(w, j) {
				i = j + 1
				continue
			}
			var more bool
			dst, i, lo, more = e.colon(dst, w, base, j, lo, atEOF)
			if more {
				e.minStart = base + lo
				return dst, clean, i
			}
			continue
		}
		if !atEOF && n-j < e.maxLen+extractSlack {
			e.minStart = base + lo
			return dst, clean, j
		}
		i = j + 1
		if i >= n || !inClass(w[i], classURI) {
			continue
		}
		ok := false
		if w[j] == '"' {
			dst, i, ok = e.quoted(dst, w, base, i)
		} else {
			dst, clean, i, ok = e.angle(dst, clean, w, base, i)
		}
		if ok {
			lo = i
		}
	}
}

// skip enters a skip state for m, a too-long candidate whose end lies
// past the window.
func (e *engine) skip(m Match, st uint8, w []byte, base int) {
	m.Err = ErrTooLong
	m.Ref = tooLongRef(e.maxLen)
	e.pend = m
	e.state = st
	if e.keepPrefix {
		e.pi ^= 1
		s := m.Start - base
		e.prefix[e.pi] = append(e.prefix[e.pi][:0], w[s:s+e.maxLen]...)
		e.pendLine = true
	}
}

// colon handles the ':' at w[c]: an absolute URI when a scheme precedes
// it, starting at or after lo. It returns the index to go on from, the new
// lo, and whether it needs more input (then it returns the index to resume
// at and the lo to resume with).
func (e *engine) colon(dst []Match, w []byte, base, c, lo int, atEOF bool) ([]Match, int, int, bool) {
	n := len(w)
	j := c
	lim := max(lo, c-maxSchemeLen-1)
	for j > lim && isSchemeByte(w[j-1]) {
		j--
	}
	s0 := j
	for s0 < c && !isALPHAByte(w[s0]) {
		s0++
	}
	if s0 == c || c-j > maxSchemeLen {
		return dst, c + 1, lo, false
	}
	end := e.wordEnd(w, c)
	open := end == n && !atEOF // the word may go on past the window
	if open && n-s0 <= e.maxLen {
		return dst, s0, s0, true
	}
	scheme := w[s0:c]
	slashes := c+2 < end && w[c+1] == '/' && w[c+2] == '/'
	var ok bool
	if e.schemes != nil {
		ok = e.listed(scheme)
	} else {
		ok = slashes || isOpaqueScheme(scheme)
	}
	if !ok {
		return dst, c + 1, lo, false
	}
	if open || end-s0 > e.maxLen {
		m := Match{Start: base + s0, Kind: KindBare}
		if open {
			e.skip(m, stSkipWord, w, base)
			return dst, n, n, false
		}
		m.End, m.Err, m.Ref = base+end, ErrTooLong, tooLongRef(e.maxLen)
		return append(dst, m), end, end, false
	}
	t := trimEnd(w, s0, end)
	min := c + 1
	if slashes {
		min = c + 3
	}
	if t <= min {
		return dst, c + 1, lo, false
	}
	ref, code := parse(asString(w[s0:t]))
	dst = append(dst, Match{Start: base + s0, End: base + t, Ref: ref, Err: code, Kind: KindBare})
	return dst, t, t, false
}

// trimEnd returns the end of the candidate w[s:t] without its trailing
// sentence punctuation and unbalanced closing brackets.
func trimEnd(w []byte, s, t int) int {
	for t > s {
		c := w[t-1]
		switch c {
		case '.', ',', ';', ':', '!', '?', '\'':
			t--
			continue
		case ')', ']', '}':
			// Only closing brackets and punctuation are trimmed, so the
			// counts in w[s:t] are those of the candidate less what was
			// trimmed.
			o := byte('(')
			if c == ']' {
				o = '['
			} else if c == '}' {
				o = '{'
			}
			if bytes.Count(w[s:t], []byte{c}) > bytes.Count(w[s:t], []byte{o}) {
				t--
				continue
			}
		}
		return t
	}
	return t
}

// looksLikeRef reports whether the quoted text s is reported as a
// reference: it begins with a scheme, "/", "./" or "../".
func (e *engine) looksLikeRef(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	if isALPHAByte(s[0]) {
		j := 1
		for j < len(s) && j <= maxSchemeLen && isSchemeByte(s[j]) {
			j++
		}
		if j < len(s) && s[j] == ':' && j <= maxSchemeLen {
			if e.schemes != nil {
				return e.listed(s[:j])
			}
			return true
		}
	}
	if e.schemes != nil {
		return false
	}
	return s[0] == '/' || bytes.HasPrefix(s, []byte("./")) || bytes.HasPrefix(s, []byte("../"))
}

// quoted handles a word at w[i:] just after a double quote: a request line
// or a quoted reference. ok is false when it is neither.
func (e *engine) quoted(dst []Match, w []byte, base, i int) ([]Match, int, bool) {
	n := len(w)
	// Request line: method SP request-target SP HTTP-version.
	j := i
	for lim := min(n, i+21); j < lim && isMethodByte(w[j]); {
		j++
	}
	if j > i && j < n && w[j] == ' ' {
		t0 := j + 1
		t1 := e.targetEnd(w, t0, min(n, t0+e.maxLen+1))
		method := w[i:j]
		if t1-t0 > e.maxLen {
			if j-i >= 3 && (w[t0] == '/' || isALPHAByte(w[t0])) {
				m := Match{Start: base + t0, Kind: KindRequest, Form: targetForm(method, w[t0:t1])}
				if e.requestOK(m.Form, w[t0:t1]) {
					e.skip(m, stSkipTarget, w, base)
					return dst, t1, true
				}
			}
		} else if v := versionLen(w[t1:]); t1 > t0 && v > 0 {
			next := t1 + v
			target := w[t0:t1]
			form := targetForm(method, target)
			if e.requestOK(form, target) {
				m := Match{Start: base + t0, End: base + t1, Kind: KindRequest, Form: form}
				if form == FormAuthority {
					m.Ref, m.Err = parseAuthorityForm(asString(target))
				} else {
					m.Ref, m.Err = parse(asString(target))
				}
				dst = append(dst, m)
			}
			return dst, next, true
		}
	}
	// A quoted reference: a whole word between quotes. Whether it looks
	// like one depends on its first maxSchemeLen+1 bytes only (the scheme
	// and its colon are word bytes), so that is tested first: most quoted
	// text in logs, such as user agents, is not a reference.
	if !e.looksLikeRef(w[i:min(n, i+maxSchemeLen+1)]) {
		return dst, i, false
	}
	end := e.wordEnd(w, i)
	if end-i > e.maxLen {
		m := Match{Start: base + i, Kind: KindQuoted}
		if end == n {
			e.skip(m, stSkipWord, w, base)
			return dst, n, true
		}
		m.End, m.Err, m.Ref = base+end, ErrTooLong, tooLongRef(e.maxLen)
		return append(dst, m), end, true
	}
	if end < n && w[end] == '"' {
		ref, code := parse(asString(w[i:end]))
		dst = append(dst, Match{Start: base + i, End: base + end, Ref: ref, Err: code, Kind: KindQuoted})
		return dst, end + 1, true
	}
	return dst, i, false
}

// versionLen returns the length of the ` HTTP/d[.d]"` that s begins with,
// or 0.
func versionLen(s []byte) int {
	if len(s) < 8 || string(s[:6]) != " HTTP/" || !isDigit(s[6]) {
		return 0
	}
	if s[7] == '"' {
		return 8
	}
	if len(s) >= 10 && s[7] == '.' && isDigit(s[8]) && s[9] == '"' {
		return 10
	}
	return 0
}

// isMethodByte reports the bytes of a request method as the extractor
// recognizes it: upper-case letters, "-" and "_".
func isMethodByte(c byte) bool { return 'A' <= c && c <= 'Z' || c == '-' || c == '_' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// targetForm returns the form of a request-target.
func targetForm(method, target []byte) TargetForm {
	switch {
	case len(target) == 1 && target[0] == '*':
		return FormAsterisk
	case string(method) == "CONNECT":
		return FormAuthority
	case len(target) > 0 && target[0] == '/':
		return FormOrigin
	}
	return FormAbsolute
}

// requestOK applies the scheme filter to a request-target.
func (e *engine) requestOK(form TargetForm, target []byte) bool {
	if e.schemes == nil {
		return true
	}
	if form == FormAbsolute {
		if j := bytes.IndexByte(target, ':'); j > 0 {
			return e.listed(target[:j])
		}
		return false
	}
	return e.httpOK
}

// parseAuthorityForm parses the authority-form of a request-target,
// uri-host ":" port (RFC 9112 3.2.3). The Ref is the one Parse returns for
// "//" + s, with offsets relative to s: it has an authority and an empty
// path.
func parseAuthorityForm(s string) (Ref, ErrorCode) {
	if uint64(len(s)) > MaxLength {
		return failed(maxLen, ErrTooLong)
	}
	var r Ref
	end, code := parseAuthority(s, 0, &r)
	switch {
	case code != 0:
		return failed(end, code)
	case r.flags()&flagUserinfo != 0:
		return failed(r.userEnd(), ErrUserinfo)
	case end < len(s) && r.flags()&flagPort != 0:
		return failed(end, ErrPort)
	case end < len(s):
		return failed(end, ErrHost)
	case r.flags()&flagPort == 0:
		return failed(end, ErrPort)
	}
	r.setPathKind(PathAbEmpty)
	r.setPathStart(end)
	r.setPathEnd(end)
	r.setQueryEnd(end)
	r.setEnd(end)
	r.addFlags(flagValid)
	return r, 0
}

// angle handles a word at w[i:] just after "<": a URI, possibly after
// "URL:", possibly broken across lines, up to ">". ok is false when the
// text is not one.
func (e *engine) angle(dst []Match, clean, w []byte, base, i int) ([]Match, []byte, int, bool) {
	n := len(w)
	k := i
	if n-k >= 4 && equalFold(w[k:k+4], "url:") {
		k += 4
		if k < n && w[k] == ' ' {
			k++
		}
	}
	cs := k
	if k >= n || !isALPHAByte(w[k]) {
		return dst, clean, i, false
	}
	k += indexNotIn(asString(w[k:]), classScheme)
	if k >= n || w[k] != ':' || (e.schemes != nil && !e.listed(w[cs:k])) {
		return dst, clean, i, false
	}
	var flags MatchFlags
	for {
		k = e.wordEnd(w, k)
		if k >= n || k-cs > e.maxLen {
			return dst, clean, i, false
		}
		c := w[k]
		if c == '>' {
			break
		}
		ws := k
		nl := false
		for k < n && inClass(w[k], classSpace) {
			nl = nl || w[k] == '\n' || w[k] == '\r'
			k++
		}
		if ws == k || !nl || k >= n || k-cs > e.maxLen {
			return dst, clean, i, false
		}
		if w[ws-1] == '-' || w[k] == '-' {
			flags |= FlagHyphenBreak
		}
		flags |= FlagCleaned
	}
	m := Match{Start: base + cs, End: base + k, Kind: KindAngle, Flags: flags}
	if flags&FlagCleaned == 0 {
		m.Ref, m.Err = parse(asString(w[cs:k]))
	} else {
		c0 := len(clean)
		for p := cs; p < k; {
			q := p + indexIn(asString(w[p:k]), classSpace)
			clean = append(clean, w[p:q]...)
			p = q + indexNotIn(asString(w[q:k]), classSpace)
		}
		m.Clean = Span{c0, len(clean)}
		m.Ref, m.Err = parse(asString(clean[c0:]))
	}
	return append(dst, m), clean, k + 1, true
}

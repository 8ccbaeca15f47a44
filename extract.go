// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// DefaultMaxExtract is the default value of ExtractOptions.MaxLength.
const DefaultMaxExtract = 64 << 10

// minMaxExtract is the smallest maximum reference length the extractor
// accepts; smaller settings are raised to it.
const minMaxExtract = 256

// ExtractOptions configures AppendExtract and NewScanner. The zero value
// (and a nil pointer) selects the defaults.
type ExtractOptions struct {
	// MaxLength is the length of the longest reference reported in full,
	// in bytes; 0 (or less) means DefaultMaxExtract, values below 256 are
	// raised to 256, and values above MaxLength, the longest input the
	// parser reads, are lowered to it (where int has 32 bits, to about
	// 1 GiB, so that a Scanner's window, twice as large, fits in an int).
	// A longer candidate is still reported, with Err ErrTooLong. A
	// Scanner's memory is bounded by about twice MaxLength plus 64 KiB; it
	// grows to that only as long candidates need.
	MaxLength int

	// Schemes, when not empty, restricts the matches to references whose
	// scheme is listed (compared case-insensitively), found anywhere in the
	// text with or without "//". Request-targets without a scheme (origin,
	// authority and asterisk forms) count as http: they are then reported
	// only when "http" is listed.
	Schemes []string

	// NoParse, when set, finds the same matches without parsing them: a
	// caller that wants only their text (as the scan command's plain
	// output) skips what is most of the work in a URL-dense log. Each
	// match then has Err ErrNotParsed and the zero Ref, no FlagIRI, and,
	// for a request-target, the Form that ParseRequestTarget reads it in,
	// valid or not; a candidate too long is reported as without NoParse.
	// Where a match starts and ends never depends on the parse.
	NoParse bool
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
	return enumString(k, matchKindNames[:], "MatchKind")
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
	// FlagIRI marks a valid IRI-reference that is not a URI-reference:
	// one that holds non-ASCII characters (RFC 3987). Its Ref is that of
	// ParseIRI; AppendToURI gives the URI it stands for.
	FlagIRI
)

var matchFlagNames = [...]string{"FlagCleaned", "FlagHyphenBreak", "FlagIRI"}

// String returns the flags as they are written in Go, joined with "|"
// ("FlagCleaned|FlagHyphenBreak"), unknown ones in hexadecimal, and "0"
// for none.
func (f MatchFlags) String() string { return flagsString(uint64(f), matchFlagNames[:]) }

// A Match is a reference found in a text.
type Match struct {
	// Start and End are the byte offsets in the input of the reference,
	// delimiters excluded: input[Start:End] is its text, except for a
	// FlagCleaned match, whose range in the input includes the white
	// space that is not part of it.
	Start, End int

	// Ref is the reference parsed (by ParseIRI for a FlagIRI match). Its
	// spans index the text of the match (see Text), not the input. When
	// Err is not 0, Ref is the failed result, with the error offset
	// relative to the text.
	Ref Ref

	// Err is 0 for a valid reference (URI or IRI), the ErrorCode the
	// parser reports for an invalid one (ParseIRI's, see AppendExtract),
	// ErrTooLong for a candidate longer than the maximum length, which
	// is not parsed, and ErrNotParsed for any other with
	// ExtractOptions.NoParse. The zero ErrorCode is not an error: it
	// prints "uri: no error"; test Valid, or compare Err with 0, and do
	// not return it as an error.
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
// are the text and the buffer given to and returned by AppendExtract. A
// range that does not lie within them, as that of another text may not,
// gives nil rather than a panic. It does not allocate; the result aliases
// input or clean.
func (m *Match) Text(input, clean []byte) []byte {
	if m.Flags&FlagCleaned != 0 {
		return m.Clean.Bytes(clean)
	}
	return Span{m.Start, m.End}.Bytes(input)
}

// Valid reports whether the reference is a valid URI-reference or, with
// FlagIRI, IRI-reference (or, for FormAuthority, a valid authority with a
// port).
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
//   - the request-target of an HTTP request line, "GET /a?b HTTP/1.1", in
//     its four forms: between double quotes, as in access logs, or alone
//     on a line (from its start to CR, LF or the end of text), as in HTTP
//     dumps.
//
// In an access log, the request and the referer are fields between double
// quotes, and each is one reference: a target or a referer that holds a
// space, "GET /a b HTTP/1.1" or "http://bad host/", is reported whole, and
// invalid, rather than cut at the space into a reference the log does not
// hold. A field opens with a quote at the start of a line or after white
// space (the referer's after the request's closing quote, the status and
// the size: `" 200 2326 "`), and ends at the first quote that a backslash
// does not escape, or at the end of its line; a request line alone on a
// line is such a field too. Elsewhere a quoted reference is a word.
//
// A candidate ends at white space, control bytes, '"', '<', '>' and '`',
// and beyond ASCII at any byte that no IRI can hold (one that is not
// UTF-8, or encodes a C1 control, a bidirectional formatting character, a
// noncharacter) and at Unicode white space (category Zs, U+2028, U+2029);
// other bytes that cannot appear in a URI (such as "\", "{" or "|") are
// kept in it, so that it is reported as invalid rather than cut. A
// request-target ends at the space before the HTTP version.
//
// A candidate that is not a URI-reference is read as an IRI-reference (RFC
// 3987): a valid one is reported with FlagIRI, and an invalid one with
// the error of ParseIRI, which is that of Parse when the text is ASCII.
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

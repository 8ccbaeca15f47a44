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

	// ParseKinds, when not nil, lists the kinds of match that are parsed:
	// a match of any other kind is found as with NoParse (Err
	// ErrNotParsed, the zero Ref, no FlagIRI, a request-target's Form as
	// NoParse gives it). A caller that needs the parse of some kinds only,
	// as the request-targets of an access log, skips the rest of the
	// work. An empty ParseKinds that is not nil parses none; NoParse
	// overrides it. Where a match starts and ends never depends on it.
	ParseKinds []MatchKind

	// Format says which records (lines) are read as JSON; the zero value
	// is FormatAuto. In a record read as JSON, references are looked for
	// in the string values, after unescaping: the whole value of a key
	// that JSONKeys lists is one reference (KindValue), and in any other
	// value the text rules find what they find in running text. See
	// Format for when a record is read as JSON.
	Format Format

	// JSONKeys lists the keys of a JSON record whose string values are
	// each one reference, whole and valid or not (and so are the strings
	// of an array that is the value of such a key). Each is compared with
	// the unescaped key without regard to ASCII case; one that starts with
	// "*" matches the keys that end with the rest ("*url" matches
	// "callback_url" and "requestURL"). A nil JSONKeys means
	// DefaultJSONKeys; an empty one that is not nil, no key.
	JSONKeys []string

	// JSONTargets lists the keys of a JSON record whose string values are
	// each one request-target (KindTarget), read as RFC 9112 3.2 reads
	// the target of a request line, with the method of the same object:
	// the value of its method key (method, request.method, :method,
	// request_method, RequestMethod, cs-method, request_verb,
	// http_method), which may come before or after it. A target without
	// a method is read as GET's ("*" as OPTIONS's). Each key is compared,
	// without regard to ASCII case, with the end of the key path (see
	// Match.Key) at the start of a segment: "request.uri" matches the
	// uri key of a request object, and "uri" any uri key. One that
	// starts with "?" holds a target only in an object that has a method
	// key; elsewhere its value is read as JSONKeys says (and when the key
	// is not in JSONKeys, its value is a target only when the method key
	// comes before it).
	// A target key wins over JSONKeys. A nil JSONTargets means
	// DefaultJSONTargets; an empty one that is not nil, no key.
	JSONTargets []string
}

// A Format says how the extractor reads the records of its input, which
// are its lines (ended by "\n"; the -z option of the scan command changes
// only how records are counted).
//
// A record read as JSON is read from its first byte that is not a space
// or a tab to its end, over at most the maximum reference length
// (ExtractOptions.MaxLength): a longer record is read as JSON over that
// many bytes, and as text from the value that lies across that limit on.
// Nesting deeper than 128 arrays and objects is not read as JSON.
//
// A byte order mark (U+FEFF in UTF-8) that begins a record, the mark of a
// file at the start of the input or of a file appended to another, is no
// part of it: the record after it is read as it would be without it, as
// JSON or as a request line, and the offsets of its matches are still
// those of the input, the mark counted.
type Format uint8

const (
	// FormatAuto reads as JSON a record whose first byte that is not a
	// space or a tab is "{" and that is one JSON object (RFC 8259, with
	// the \xHH escapes of nginx in strings), followed by nothing but
	// spaces, tabs and a carriage return; it reads any other record,
	// such as one cut short, as text.
	FormatAuto Format = iota
	// FormatText reads every record as text.
	FormatText
	// FormatJSON reads as JSON every record whose first byte that is not
	// a space or a tab is "{" or "[", as far as it is JSON: a record cut
	// short, or with something that is not JSON in it, is read as JSON up
	// to the value, key or byte that breaks it, and as text from there.
	// Other records are read as text.
	FormatJSON
)

var formatNames = [...]string{"auto", "text", "json"}

// String returns "auto", "text" or "json", or "Format(n)" for another
// value.
func (f Format) String() string { return enumString(f, formatNames[:], "Format") }

// AppendText appends "auto", "text" or "json" to b
// (encoding.TextAppender). Another value is an error.
func (f Format) AppendText(b []byte) ([]byte, error) {
	return enumMarshal(b, f, formatNames[:], "Format")
}

// MarshalText returns "auto", "text" or "json" (encoding.TextMarshaler).
// Another value is an error.
func (f Format) MarshalText() ([]byte, error) { return f.AppendText(nil) }

// UnmarshalText sets f from "auto", "text" or "json"
// (encoding.TextUnmarshaler), so that a Format is a flag (flag.TextVar);
// anything else is an error that lists them.
func (f *Format) UnmarshalText(text []byte) error {
	return enumUnmarshal(f, text, formatNames[:], "Format")
}

// defaultJSONKeys are the keys of DefaultJSONKeys.
var defaultJSONKeys = []string{
	"uri", "url", "href", "path", "location", "referer", "referrer",
	"http_referer", "http_referrer", "request_uri", "redirect_uri",
	"*url", "*uri", "*urls", "*uris",
}

// DefaultJSONKeys returns the keys whose string values are references
// when ExtractOptions.JSONKeys is nil: uri, url, href, path, location,
// referer, referrer, http_referer, http_referrer (as nginx configurations
// often spell it), request_uri, redirect_uri, and any key that ends with
// "url", "uri", "urls" or "uris" (*url, *uri, *urls, *uris: requestURL,
// callback_url, redirect_uris), in any case. It returns a new slice on
// each call.
func DefaultJSONKeys() []string { return append([]string(nil), defaultJSONKeys...) }

// A MatchKind says how a reference was delimited in the text.
type MatchKind uint8

const (
	KindNone    MatchKind = iota
	KindBare              // an absolute URI in running text, delimited by white space or punctuation
	KindQuoted            // a reference between double quotes
	KindAngle             // a URI between angle brackets, possibly broken across lines
	KindRequest           // the request-target of an HTTP request line ("GET /a HTTP/1.1")
	KindValue             // the whole string value of a JSON key that names a URL (ExtractOptions.JSONKeys)
	KindTarget            // the whole string value of a JSON key that holds a request-target (ExtractOptions.JSONTargets)
)

var matchKindNames = [...]string{"none", "bare", "quoted", "angle", "request", "value", "target"}

// String returns the kind's name: "bare", "quoted", "angle", "request",
// "value" or "target".
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
	// FlagJSON marks a reference found in a string value of a record read
	// as JSON (see Format). Match.Key locates the path of its key.
	FlagJSON
	// FlagUnescaped marks a FlagJSON reference whose raw text in the
	// input holds escapes ("\/", "\u0026"): its text is not a slice of the
	// input but the unescaped copy that Match.Clean locates, and
	// input[Start:End] is the raw text, which unescapes to it.
	FlagUnescaped
)

var matchFlagNames = [...]string{"FlagCleaned", "FlagHyphenBreak", "FlagIRI", "FlagJSON", "FlagUnescaped"}

// String returns the flags as they are written in Go, joined with "|"
// ("FlagCleaned|FlagHyphenBreak"), unknown ones in hexadecimal, and "0"
// for none.
func (f MatchFlags) String() string { return flagsString(uint64(f), matchFlagNames[:]) }

// A Match is a reference found in a text.
type Match struct {
	// Start and End are the byte offsets in the input of the reference,
	// delimiters excluded: input[Start:End] is its text, except for a
	// FlagCleaned match, whose range in the input includes the white
	// space that is not part of it, and for a FlagUnescaped one, whose
	// range is that of its raw text, escapes and all.
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
	// ExtractOptions.NoParse, or of a kind ParseKinds leaves out. The zero ErrorCode is not an error: it
	// prints "uri: no error"; test Valid, or compare Err with 0, and do
	// not return it as an error.
	Err ErrorCode

	Kind  MatchKind
	Form  TargetForm // the request-target form, for KindRequest and KindTarget
	Flags MatchFlags

	// Clean is, for a FlagCleaned or FlagUnescaped match, the range of
	// its cleaned or unescaped text in the buffer the extractor appended
	// it to.
	Clean Span

	// Key is, for a FlagJSON match, the range in that buffer of the path
	// of the key of its value: the keys of the objects it lies in,
	// unescaped, each one segment as it is, joined with ".", as
	// "request.headers.Referer". An array adds nothing to the path, and
	// a value outside any object has an empty one. An empty key is an
	// empty segment (`{"":{"url":…}}` has the path ".url",
	// `{"a":{"":{"url":…}}}` "a..url"), and a key's own dots stay
	// (`{"page.url":…}` and `{"page":{"url":…}}` share "page.url"). A
	// path is cut to at most 96 bytes, at the end of a character, and a
	// key of which no byte fits is left out with its ".".
	Key Span
}

// Text returns the text of the reference: input[m.Start:m.End], or for a
// FlagCleaned or FlagUnescaped match clean[m.Clean.Start:m.Clean.End],
// where input and clean are the text and the buffer given to and returned
// by AppendExtract. A range that does not lie within them, as that of
// another text may not, gives nil rather than a panic. It does not
// allocate; the result aliases input or clean.
func (m *Match) Text(input, clean []byte) []byte {
	if m.Flags&(FlagCleaned|FlagUnescaped) != 0 {
		return m.Clean.Bytes(clean)
	}
	return Span{m.Start, m.End}.Bytes(input)
}

// KeyPath returns the path of the key of a FlagJSON match (see Match.Key),
// clean[m.Key.Start:m.Key.End], where clean is the buffer returned by
// AppendExtract; nil for another match, or a range that does not lie in
// clean. It does not allocate; the result aliases clean.
func (m *Match) KeyPath(clean []byte) []byte {
	if m.Flags&FlagJSON == 0 {
		return nil
	}
	if b := m.Key.Bytes(clean); b != nil || m.Key != (Span{}) {
		return b
	}
	// The empty path of a value outside any object (a top-level array)
	// is empty, not absent, even when clean is still nil; the empty
	// slice points to no memory and allocates nothing.
	return []byte{}
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
//     opts.Schemes; trailing sentence punctuation (.,;:!?'), Markdown
//     emphasis (*, _), backslashes and unbalanced closing brackets )]}
//     are not part of the match, balanced ones are; as in Markdown and wiki markup, a
//     ")" that closes no "(" of the match ends it within a word, and so
//     do "](" and ")[" (after the "]" or ")"):
//     "[![ci](https://a.example/b.svg)](https://a.example/c)" holds two;
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
// kept in it, so that it is reported as invalid rather than cut. So is,
// in the authority of an absolute URI in running text, a character no IRI
// holds that is neither a control nor white space, when the word goes on
// after it: "http://exa\u202Emple.com/" is reported whole, and invalid,
// never as a valid reference to another host. No rule of Markdown cuts a
// match in its authority before an "@", and a backslash is trimmed only
// at the end of a word: either would report a reference to another host
// ("http://evil.example\@good.example/" is one invalid match). A
// request-target ends at the space before the HTTP version.
//
// A candidate that is not a URI-reference is read as an IRI-reference (RFC
// 3987): a valid one is reported with FlagIRI, and an invalid one with
// the error of ParseIRI, which is that of Parse when the text is ASCII.
//
// A line read as JSON (see Format; by default, a JSON object on a line of
// its own) is searched in its string values after unescaping them: the
// whole value of a key that opts.JSONKeys lists (DefaultJSONKeys: uri,
// url, referer ...) is one reference, of kind KindValue, unless it is
// empty or "-"; in any other string value, these rules find what they
// find in running text, a value "GET /a HTTP/1.1" being a request line.
// Keys, numbers and other values are never references. Such a match has
// FlagJSON, and Match.Key locates the path of its key; when its raw text
// holds escapes, it has FlagUnescaped, its text is the unescaped copy, and
// Start and End delimit the raw text, which unescapes to it.
//
// The cleaned text of a reference broken across lines inside angle
// brackets, the unescaped text of a JSON value and the key paths are
// appended to clean, which AppendExtract returns; Match.Text and
// Match.KeyPath find them there. With enough capacity in dst and clean
// (and a nil clean is fine when none occurs), AppendExtract does not
// allocate. The matches do not retain text; their offsets index it.
func AppendExtract(dst []Match, clean, text []byte, opts *ExtractOptions) ([]Match, []byte) {
	var e, sub engine
	e.init(opts, &sub)
	e.dst, e.clean = dst, clean
	e.run(window{w: text, atEOF: true}, &sub)
	return e.dst, e.clean
}

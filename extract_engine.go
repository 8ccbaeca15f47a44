// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math"
	"unicode/utf8"
)

// Tuning of the extractor.
const (
	maxSchemeLen = 64  // longest scheme recognized in running text
	extractSlack = 128 // lookahead beyond MaxLength: method, "URL:", version
	extractCtx   = 128 // lookbehind a Scanner keeps: > maxSchemeLen + 1, > refererLook
)

// The Scanner's lookbehind holds what colon and refererAt look back at:
// this fails to compile otherwise.
const _ = uint(extractCtx - max(maxSchemeLen+1, refererLook))

// maxExtractLen is the largest ExtractOptions.MaxLength: MaxLength, the
// longest input the parser reads, or where int has 32 bits, the largest
// value whose Scanner window (about twice it) int can index.
const maxExtractLen = min(MaxLength, (math.MaxInt-extractCtx)/2-extractSlack-readSize)

// Extractor states, kept between windows by a Scanner.
const (
	stFresh      = iota // looking for the next reference
	stSkipWord          // inside a too-long candidate that ends with its word
	stSkipTarget        // inside a too-long request-target
	stSkipField         // inside a too-long access-log field, up to its closing quote
)

// A verdict is what a handler of a trigger decides.
type verdict uint8

const (
	vNo   verdict = iota // no reference here: look on after the trigger
	vYes                 // a reference, reported or being skipped
	vMore                // the window ends before it can tell, and the input goes on
)

// engine is the extractor. It works on a window of the input and stops
// where it lacks lookahead: a handler that reaches the end of the window
// before it can decide returns vMore, and run returns the index to resume
// at, so that a Scanner finds exactly what a single call on the whole
// input finds, and reports what the window decides without waiting for
// more input.
type engine struct {
	maxLen  int
	schemes []string
	httpOK  bool // request-targets without scheme pass the scheme filter
	noParse bool // ExtractOptions.NoParse: the matches are not parsed

	// unparsed holds the bits 1<<MatchKind of the kinds that
	// ExtractOptions.ParseKinds leaves unparsed (parses).
	unparsed uint8

	// lastOK holds a bit per byte that may end a scheme reported without
	// "//": the last letters of opaqueSchemes, or of the listed schemes.
	// slashOK is set when any scheme followed by "//" is reported (no
	// filter). run rejects most colons with these before calling colon.
	lastOK  [4]uint64
	slashOK bool

	// run's output: the matches, and the text that they do not share
	// with the input (see AppendExtract), appended to by the handlers.
	dst   []Match
	clean []byte

	state    uint8
	esc      bool  // stSkipField: the next byte is escaped by a backslash
	atEOF    bool  // run's: the window ends the input
	base     int   // run's: the offset in the input of the window's first byte
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

	// The bitmaps of w[mapAt:mapEnd], the stretch of the window that next
	// classified last: trig has the bytes in classTrigger, stop those
	// outside classURI. run empties the stretch.
	mapAt, mapEnd int
	trig, stop    [mapWords]uint64

	// The bitmap of JSON records (jsonMapFrom), over w[jsonAt:jsonEnd]:
	// the bytes '"', '\\' and the controls, which end a run of the text
	// of a string. run empties it too.
	jsonAt, jsonEnd int
	jsonMap         [mapWords]uint64

	// The searches of the rules of bare references that may cut a word
	// (markupEnd, spanAuthority): for ')' and ']', and the ends of the
	// last words. run empties them.
	paren, brack byteCursor
	words        [2]byteCursor

	// work counts the bytes of the windows the engine's runs read
	// (count, in run), in the build tagged uriscan_work only: a Scanner
	// that gives the engine the same bytes again and again shows in it
	// (TestExtractLinear). What the handlers do with those bytes is
	// measured in instructions, by TestExtractLinearInstructions.
	work int

	// JSON records (extract_json.go): the format, the keys whose values
	// are references (nil: defaultJSONKeys), and the state of the record being read. The engine
	// that reads the other string values as text (with bitmaps of its
	// own, so that those of the record stay) is an argument of run: held
	// here, it would be moved to the heap, as the compiler lets nothing
	// that *e points to stay on the stack.
	format      Format
	jsonKeys    []string
	jsonTargets []string // nil: defaultJSONTargets
	js          jsonState
}

// init sets up e with the options opts. sub, when not nil, is the engine
// of the string values of JSON records, which init sets up too, and which
// is to be given to each run; with a nil sub, every record is read as
// text.
func (e *engine) init(opts *ExtractOptions, sub *engine) {
	e.maxLen = DefaultMaxExtract
	e.slashOK = true
	e.format = FormatText
	last := opaqueSchemes[:]
	if opts != nil {
		if opts.MaxLength > 0 {
			e.maxLen = min(max(opts.MaxLength, minMaxExtract), maxExtractLen)
		}
		e.noParse = opts.NoParse
		e.unparsed = skipKinds(opts.ParseKinds)
		if sub != nil {
			e.format = opts.Format
		}
		if opts.JSONKeys != nil {
			e.jsonKeys = opts.JSONKeys
		}
		if opts.JSONTargets != nil {
			e.jsonTargets = opts.JSONTargets
		}
		if len(opts.Schemes) > 0 {
			e.schemes = opts.Schemes
			e.httpOK = e.listed([]byte("http"))
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
	if sub != nil && opts == nil {
		e.format = FormatAuto
	}
	if e.format > FormatJSON {
		e.format = FormatAuto
	}
	if e.format != FormatText {
		sub.init(opts, nil)
	}
}

// more returns the verdict of a handler that needs w[k], k >= len(w):
// vMore, or at the end of the input, no.
func (e *engine) more() verdict {
	if e.atEOF {
		return vNo
	}
	return vMore
}

func isALPHAByte(c byte) bool  { return inClass(c, classALPHA) }
func isSchemeByte(c byte) bool { return inClass(c, classScheme) }
func isControl(c byte) bool    { return c < ' ' || c == 0x7f }

// A window is what run reads: w holds the input from offset base on, run
// starts at w[at] (w[:at] is lookbehind), and atEOF says whether w ends
// the input.
type window struct {
	w     []byte
	base  int
	at    int
	atEOF bool
}

// run extracts from the window win, appending to e.dst and e.clean. Unless
// win.atEOF, it stops where it would need bytes past the window and
// returns the index in win.w to resume at; the caller keeps extractCtx
// bytes before it. At EOF it returns len(win.w). sub is the engine of the
// string values of JSON records (see init).
//
// Only four bytes can begin a reference: the ":" after a scheme (the
// scheme is found by looking back), the '"' and '<' before a quoted or
// bracketed one, and the '\n' before a request line (as is the start of
// the input). run jumps from one to the next.
func (e *engine) run(win window, sub *engine) int {
	w, i := win.w, win.at
	n := len(w)
	// The run steps over the window from win.at to its end: at EOF it
	// extracts to the end, and otherwise it stops where it would need
	// bytes past it, to be read again by the next run.
	e.count(n - i)
	e.atEOF, e.base = win.atEOF, win.base
	e.mapAt, e.mapEnd = 0, 0
	e.jsonAt, e.jsonEnd = 0, 0
	e.paren, e.brack, e.words = noCursor, noCursor, [2]byteCursor{noCursor, noCursor}
	e.emitted = nil
	e.pendLine = false
	lo := max(e.minStart-win.base, 0) // no scheme starts before lo
	if win.base+i == 0 && e.state == stFresh && n > 0 {
		// The input starts a line.
		var v verdict
		switch i, v = e.line(w, 0, sub); v {
		case vMore:
			return 0
		case vYes:
			lo = i
		}
	}
	return e.loop(w, i, lo, sub)
}

// loop is the search for triggers of run, from w[i] on, no scheme
// starting before w[lo]. The string values of JSON records that hold no
// escape are read by it too, in place, with the bitmaps of the record
// (textValue).
func (e *engine) loop(w []byte, i, lo int, sub *engine) int {
	n := len(w)
	for {
		if e.state != stFresh {
			j := e.skipEnd(w, i)
			if j == n && !e.atEOF {
				return e.resumeAt(w)
			}
			e.pend.End = e.base + j
			if e.keepPrefix && e.pend.Start < e.base {
				e.emitted = e.prefix[e.pi]
			}
			e.dst = append(e.dst, e.pend)
			e.state = stFresh
			i, lo = j, j
		}
		j, ok := e.inWord(&e.trig, i) // the next trigger
		if !ok {
			j = e.next(&e.trig, w, i, n)
		}
		if j >= n {
			e.minStart = e.base + lo
			return e.resumeAt(w)
		}
		c := w[j]
		if c == ':' {
			if j <= lo || !e.mayEndScheme(w, j) {
				i = j + 1
				continue
			}
			var v verdict
			i, v = e.colon(w, j, lo)
			switch v {
			case vMore:
				e.minStart = e.base + i
				return i
			case vYes:
				lo = i
			}
			continue
		}
		i = j + 1
		if i >= n {
			if e.atEOF {
				continue
			}
			e.minStart = e.base + lo
			return j
		}
		var v verdict
		var next int
		switch {
		case c == '\n' && w[i] == utf8BOM[0]:
			next, v = e.line(w, i, sub)
		case c == '\n' && e.format != FormatText && sub != nil && jsonStart(w[i]):
			// A line that may be a JSON record; it is no request line.
			next, v = e.jsonLine(w, i, sub)
		case c == '\n' && !isMethodByte(w[i]) || !inClass(w[i], classURI):
			// Most lines do not start with a request method: in logs,
			// they start with a digit or a date.
			continue
		case c == '"':
			next, v = e.quoted(w, j)
		case c == '<':
			next, v = e.angle(w, i)
		default: // '\n'
			next, v = e.requestLine(w, i, reqLine)
		}
		switch v {
		case vMore:
			e.minStart = e.base + lo
			return j
		case vYes:
			i, lo = next, next
		}
	}
}

// utf8BOM is the byte order mark, U+FEFF in UTF-8.
const utf8BOM = "\xef\xbb\xbf"

// line handles the line that starts at w[ls]: a JSON record (jsonLine)
// or a request line (requestLine), which it returns what they return
// of. After a whole byte order mark, the line is read as it would be
// without it (the mark of a file, at the start of the input or of a file
// appended to another, is no part of its text); the first byte of the
// mark without the rest makes it no such line, and vMore when the window
// ends within the mark or just after it.
func (e *engine) line(w []byte, ls int, sub *engine) (int, verdict) {
	k := ls
	if w[ls] == utf8BOM[0] {
		k += len(utf8BOM)
		n := len(w)
		switch {
		case k > n && !e.atEOF && string(w[ls:]) == utf8BOM[:n-ls]:
			return ls, vMore
		case k > n || string(w[ls:k]) != utf8BOM:
			return ls, vNo
		case k == n:
			return ls, e.more()
		}
	}
	if e.format != FormatText && sub != nil && jsonStart(w[k]) {
		return e.jsonLine(w, k, sub)
	}
	return e.requestLine(w, k, reqLine)
}

// skipEnd returns the end of the too-long match pending in a skip state,
// looking from w[i], or len(w) when the window does not hold it.
func (e *engine) skipEnd(w []byte, i int) int {
	switch e.state {
	case stSkipWord:
		return e.wordEnd(w, i)
	case stSkipTarget:
		return e.targetEnd(w, i, len(w))
	}
	j, esc := e.fieldEnd(w, i, len(w), true, e.esc)
	e.esc = esc
	return j
}

// resumeAt returns where run resumes when it has looked at all of w and
// the input goes on: len(w), or in a word that runs past w, the first byte
// of a character that w cuts, which wordEnd reads whole in the next window.
func (e *engine) resumeAt(w []byte) int {
	n := len(w)
	if e.state != stSkipWord {
		return n
	}
	return n - cutRuneLen(w)
}

// cutRuneLen returns the length of the first bytes of a character that
// the end of w cuts (1 to 3), or 0 when w ends at a character's end or in
// bytes that are not UTF-8.
func cutRuneLen(w []byte) int {
	n := len(w)
	for k := 1; k <= min(n, utf8.UTFMax-1); k++ {
		if c := w[n-k]; c >= 0xC0 {
			if !utf8.FullRune(w[n-k:]) {
				return k
			}
			return 0
		} else if c < utf8.RuneSelf {
			return 0
		}
	}
	return 0
}

// skip enters a skip state for m, a too-long candidate whose end lies
// past the window.
func (e *engine) skip(m Match, st uint8, w []byte) {
	m.Err = ErrTooLong
	m.Ref = tooLongRef(e.maxLen)
	e.pend = m
	e.state = st
	if e.keepPrefix {
		e.pi ^= 1
		s := m.Start - e.base
		e.prefix[e.pi] = append(e.prefix[e.pi][:0], w[s:s+e.maxLen]...)
		e.pendLine = true
	}
}

// tooLong reports m, a candidate of more than maxLen bytes that ends at
// w[end] or, when end is len(w) and the input goes on, in a skip state st
// until its end comes. It returns the index to go on from.
func (e *engine) tooLong(m Match, st uint8, w []byte, end int) int {
	if end == len(w) && !e.atEOF {
		e.skip(m, st, w)
		return end
	}
	m.End, m.Err, m.Ref = e.base+end, ErrTooLong, tooLongRef(e.maxLen)
	e.dst = append(e.dst, m)
	return end
}

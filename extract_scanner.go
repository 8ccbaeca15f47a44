// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"errors"
	"io"
	"slices"
)

// readSize is the least room a Scanner gives each Read.
const readSize = 64 << 10

// A Scanner finds the URI references in a stream, like AppendExtract does
// in a buffer, and reports them one at a time, in the manner of
// bufio.Scanner: call Scan until it returns false, then Err.
//
// A Scanner reports exactly the matches AppendExtract reports for the
// whole input, with the same offsets (counted from the start of the
// stream), whatever the sizes of the reads. Its memory is bounded by about
// twice the maximum reference length plus 64 KiB, whatever the input: a
// line of any length, binary data, NUL bytes. A candidate longer than the
// maximum is reported with Err ErrTooLong and its full extent in Start and
// End; Text returns its first MaxLength bytes.
//
// A Scanner reports each match as soon as the input it has read decides
// it, before it reads more: from a pipe whose writer has gone quiet (tail
// -f), Scan returns the references of the lines read before it blocks in
// Read. (When the reads are shorter than what they leave undecided, as
// when a long line comes a byte at a time, it may wait for more input,
// as much as is pending, which keeps its work linear in its input.)
//
// A read error other than io.EOF ends the input where the bytes read
// before it end, but does not end a reference there: Scan reports the
// matches those bytes decide, and none that the bytes the failed Read did
// not deliver could have changed, so that a stream cut short never gives
// the first part of a reference as a reference (of a shorter host, say).
//
// Once the buffers have grown to their size, Scan does not allocate.
type Scanner struct {
	r      io.Reader
	eng    engine
	sub    engine // the engine of JSON values (eng.sub)
	buf    []byte // the window; buf[0] is at input offset base
	base   int
	pos    int  // index in buf where the extractor resumes
	maxCap int  // the largest window
	credit int  // work the Scanner may spend on early runs (fill)
	early  bool // fill returned on a short read, before its due
	eof    bool
	done   bool
	err    error
	ms     []Match
	mi     int
	clean  []byte
	cur    *Match // the current match, in ms (not copied: Match is large)
	text   []byte

	// the batch of ScanBatch: bms is a tail of ms
	bms   []Match
	texts [][]byte
	lines []int
	keys  [][]byte // made by Keys
	json  bool     // a match of the batch has FlagJSON

	// line counting (CountLines)
	sep      byte
	counting bool
	lineOff  int  // input offset up to which separators are counted
	nlines   int  // separators in input[:lineOff]
	sepFree  int  // input[lineOff:sepFree] holds no separator
	sepAt    bool // input[sepFree] is a separator
	line     int  // line of cur
	pendLine int  // line of the too-long match pending after the last run
	heldLine int  // line of the one pending before it, which the last run may report
}

// NewScanner returns a Scanner reading from r with the options opts (nil
// for the defaults). It does not retain opts, but does retain
// opts.Schemes. Its window starts small and grows, up to about twice
// the maximum reference length plus 64 KiB, only as long candidates
// need. A nil r is an input whose first Read fails: Scan returns false,
// and Err says that the reader is nil.
func NewScanner(r io.Reader, opts *ExtractOptions) *Scanner {
	s := &Scanner{r: r}
	s.eng.init(opts, &s.sub)
	s.eng.keepPrefix = true
	need := s.eng.maxLen + extractSlack
	s.maxCap = extractCtx + need + max(readSize, need)
	s.buf = make([]byte, 0, min(s.maxCap, 4*readSize))
	s.credit = initialCredit
	return s
}

// Reset makes s read from r, as a new Scanner with the same options would;
// it keeps the line counting that CountLines set, and its buffers, so that
// it does not allocate. The text of the last match is no longer valid. A
// nil r is read as NewScanner reads it.
func (s *Scanner) Reset(r io.Reader) {
	e := &s.eng
	e.state, e.esc, e.minStart, e.pend, e.pi, e.emitted, e.pendLine = stFresh, false, 0, Match{}, 0, nil, false
	*s = Scanner{r: r, eng: *e, sub: s.sub, buf: s.buf[:0], maxCap: s.maxCap, ms: s.ms[:0], clean: s.clean[:0],
		texts: s.texts[:0], lines: s.lines[:0], keys: s.keys[:0], sep: s.sep, counting: s.counting, credit: initialCredit}
}

// CountLines makes the Scanner count the occurrences of sep (for example
// '\n') before each match, for Line. Call it before the first Scan.
func (s *Scanner) CountLines(sep byte) {
	s.sep, s.counting = sep, true
}

// Scan advances to the next match and reports whether there is one. It
// returns false at the end of the input or on a read error, after the
// matches that the bytes read before the error decide.
func (s *Scanner) Scan() bool {
	if s.mi >= len(s.ms) && !s.next() {
		return false
	}
	s.cur = &s.ms[s.mi]
	s.mi++
	s.text = s.textOf(s.cur)
	if s.counting {
		s.line = s.lineOf(s.cur)
	}
	return true
}

// next reads and extracts until ms holds a match not yet reported, and
// reports whether it does: false at the end of the input.
func (s *Scanner) next() bool {
	for s.mi >= len(s.ms) {
		if s.done {
			return false
		}
		s.ms, s.mi, s.clean = s.ms[:0], 0, s.clean[:0]
		if !s.eof {
			s.fill()
		}
		// After a read error the window does not end the input: what
		// the missing bytes would decide (a candidate that reaches the
		// end, a pending too-long one) is dropped with them.
		end := s.eof && s.err == nil
		s.eng.dst, s.eng.clean = s.ms, s.clean
		if s.early {
			s.credit -= runCost * (len(s.buf) - s.pos)
		}
		s.pos = s.eng.run(window{s.buf, s.base, s.pos, end}, &s.sub)
		s.ms, s.clean = s.eng.dst, s.eng.clean
		// A run can report the match pending before it and begin another.
		s.heldLine = s.pendLine
		if s.counting && s.eng.pendLine {
			o := s.eng.pend.Start - s.base
			s.pendLine = s.nlines + bytes.Count(s.buf[s.lineOff-s.base:o], []byte{s.sep}) + 1
		}
		if s.eof {
			s.done = true
		}
	}
	return true
}

// ScanBatch advances over the matches that Scan would report next, up to
// the end of the part of the input the Scanner holds, and reports whether
// there is at least one; Batch returns them. It returns false at the end
// of the input or on a read error. Calls to Scan and ScanBatch may be
// mixed: together they report each match once, in order. After ScanBatch,
// Match, Text and Line describe the last match of the batch.
//
// A batch spares the caller a call per match; its matches are those Scan
// reports, with the same offsets, texts and lines. Once the buffers have
// grown to their size, ScanBatch does not allocate.
func (s *Scanner) ScanBatch() bool {
	s.bms = nil
	if s.mi >= len(s.ms) && !s.next() {
		return false
	}
	ms := s.ms[s.mi:]
	s.mi = len(s.ms)
	s.bms = ms
	texts := slices.Grow(s.texts[:0], len(ms))[:len(ms)]
	buf, base := s.buf, s.base
	var flags MatchFlags
	for i := range ms {
		m := &ms[i]
		flags |= m.Flags
		if m.Err != ErrTooLong && m.Flags&(FlagCleaned|FlagUnescaped) == 0 {
			texts[i] = buf[m.Start-base : m.End-base : m.End-base]
		} else {
			texts[i] = s.textOf(m)
		}
	}
	s.texts, s.json = texts, flags&FlagJSON != 0
	s.cur, s.text = &ms[len(ms)-1], texts[len(ms)-1]
	if s.counting {
		lines := slices.Grow(s.lines[:0], len(ms))[:len(ms)]
		for i := range ms {
			lines[i] = s.lineOf(&ms[i])
		}
		s.lines, s.line = lines, lines[len(lines)-1]
	}
	return true
}

// Keys returns the key paths of the matches of the last batch, in the
// order of Batch: for a FlagJSON match the path of its value (see
// Match.Key), and nil for another; or nil when no match of the batch has
// FlagJSON. The slice and the paths alias buffers of the Scanner, valid
// until the next call to Scan, ScanBatch or Reset; once they have grown,
// Keys does not allocate.
func (s *Scanner) Keys() [][]byte {
	if !s.json {
		return nil
	}
	keys := slices.Grow(s.keys[:0], len(s.bms))[:len(s.bms)]
	for i := range s.bms {
		keys[i] = s.bms[i].KeyPath(s.clean)
	}
	s.keys = keys
	return keys
}

// Batch returns the matches ScanBatch advanced over, in input order, with
// their texts and, when lines are counted, their lines (nil otherwise):
// for each i, ms[i], texts[i] and lines[i] are what Match, Text and Line
// would return for it after Scan. It returns empty slices when the last
// call to ScanBatch returned false. The slices alias buffers of the
// Scanner, valid until the next call to Scan, ScanBatch or Reset; Batch
// does not allocate.
func (s *Scanner) Batch() (ms []Match, texts [][]byte, lines []int) {
	if len(s.bms) == 0 {
		return nil, nil, nil
	}
	if s.counting {
		lines = s.lines
	}
	return s.bms, s.texts, lines
}

// textOf returns the text of m, a match in ms.
func (s *Scanner) textOf(m *Match) []byte {
	switch {
	case m.Err == ErrTooLong && m.Start < s.base:
		return s.eng.emitted
	case m.Err == ErrTooLong:
		o := m.Start - s.base
		return s.buf[o : o+s.eng.maxLen : o+s.eng.maxLen]
	case m.Flags&(FlagCleaned|FlagUnescaped) != 0:
		return m.Clean.Bytes(s.clean)
	}
	return s.buf[m.Start-s.base : m.End-s.base : m.End-s.base]
}

// lineOf returns the line of m, a match in ms after those already
// counted.
func (s *Scanner) lineOf(m *Match) int {
	if m.Start < s.lineOff {
		return s.heldLine
	}
	return s.lineAt(m.Start)
}

// lineAt returns the 1-based line of input offset off >= lineOff, which
// must be in the window. It finds each separator once, with IndexByte
// from the one before: a match on the line of the previous one costs a
// comparison.
func (s *Scanner) lineAt(off int) int {
	for s.sepFree < off {
		if s.sepAt {
			s.nlines++
			s.sepFree++
		}
		i := bytes.IndexByte(s.buf[s.sepFree-s.base:], s.sep)
		if s.sepAt = i >= 0; !s.sepAt {
			i = len(s.buf) - (s.sepFree - s.base)
		}
		s.sepFree += i
	}
	s.lineOff = off
	return s.nlines + 1
}

// fill reads more input for the next run of the extractor: at least as
// many new bytes as are pending (from pos on, what the last run could not
// decide), or fewer after a short read while the Scanner has credit.
func (s *Scanner) fill() {
	s.early = false
	pend := len(s.buf) - s.pos
	if room := cap(s.buf) - len(s.buf); room < max(pend, readSize) {
		s.compact(pend)
	}
	if s.r == nil {
		s.err, s.eof = errNilReader, true
		return
	}
	got, empty := 0, 0
	for {
		p := s.buf[len(s.buf):cap(s.buf)]
		n, err := s.r.Read(p)
		if n < 0 || n > len(p) {
			s.err, s.eof = errors.New("uri: reader returned invalid count"), true
			return
		}
		s.buf = s.buf[:len(s.buf)+n]
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			s.eof = true
			return
		}
		if n == 0 {
			if empty++; empty >= 100 {
				s.err, s.eof = io.ErrNoProgress, true
				return
			}
			continue
		}
		empty = 0
		got += n
		s.credit = min(s.credit+creditPerByte*n, maxCredit)
		// As many new bytes as are pending make each run cost at most
		// about twice what it read: a Scanner stays linear in its input,
		// whatever the sizes of the reads (extract_linear_test.go). A read
		// short of the room offered (the reader had no more for now, as a
		// pipe from a quiet writer) ends earlier while there is credit,
		// so that what the window decides is reported without waiting for
		// input that may not come soon; what such early runs read (the
		// window from where each resumes, runCost a byte) is taken from
		// the credit, which bounds their work.
		switch {
		case got >= pend, len(s.buf) == cap(s.buf):
			return
		case n < len(p) && s.credit > 0:
			s.early = true
			return
		}
	}
}

// errNilReader is the read error of a Scanner of a nil io.Reader.
var errNilReader = errors.New("uri: Scanner reads from a nil io.Reader")

// The work a Scanner may spend on runs that a short read starts before
// their due (fill): initialCredit, so that a line read in small pieces at
// the start of the input is reported, and creditPerByte for each byte
// read, up to maxCredit. An early run costs runCost for each byte of the
// window from where it resumes: a run reads each of those bytes a bounded
// number of times, and the linearity tests hold the bytes the runs read,
// early runs and all, to workPerByte per byte of input
// (extract_linear_test.go), and what the Scanner does with them to a
// bounded number of instructions per byte
// (extract_linear_instr_test.go).
const (
	runCost       = 4
	initialCredit = 4 * readSize
	creditPerByte = 4
	maxCredit     = 1 << 30
)

// compact drops the bytes the extractor is done with, keeping extractCtx
// of lookbehind, and grows the window when the pending bytes and as many
// again, or readSize, would not fit: it copies at most the pending bytes
// and the lookbehind, at most once per run (which reads as many bytes as
// are pending) and once per readSize bytes read.
func (s *Scanner) compact(pend int) {
	keep := max(s.pos-extractCtx, 0)
	if s.counting && s.lineOff < s.base+keep {
		s.lineAt(s.base + keep)
	}
	buf := s.buf
	if want := extractCtx + pend + max(pend, readSize); cap(buf) < want && cap(buf) < s.maxCap {
		buf = make([]byte, 0, min(s.maxCap, max(want, 2*cap(buf))))
	} else if keep == 0 {
		return
	}
	s.buf = append(buf[:0], s.buf[keep:]...)
	s.base += keep
	s.pos -= keep
}

// Match returns the most recent match found by Scan. Its offsets count
// from the start of the stream; its Ref indexes Text. For a FlagCleaned,
// FlagUnescaped or FlagJSON match, Clean and Key index a buffer internal
// to the Scanner: use Text and Key.
func (s *Scanner) Match() Match {
	if s.cur == nil {
		return Match{}
	}
	return *s.cur
}

// Text returns the text of the most recent match: the reference, or for a
// FlagCleaned match its cleaned copy, or for a too-long one its first
// ExtractOptions.MaxLength bytes (DefaultMaxExtract when that is zero).
// It aliases a buffer of the Scanner, valid until the next
// call to Scan; it does not allocate.
func (s *Scanner) Text() []byte { return s.text }

// Key returns the path of the key of the most recent match when it has
// FlagJSON (see Match.Key), or nil. It aliases a buffer of the Scanner,
// valid until the next call to Scan; it does not allocate.
func (s *Scanner) Key() []byte {
	if s.cur == nil {
		return nil
	}
	return s.cur.KeyPath(s.clean)
}

// Line returns the 1-based line (counting the separator given to
// CountLines) on which the most recent match starts, or 0 when lines are
// not counted.
func (s *Scanner) Line() int { return s.line }

// Offset returns the number of input bytes the Scanner has read.
func (s *Scanner) Offset() int { return s.base + len(s.buf) }

// Err returns the first read error, or nil at a clean end of input
// (io.EOF is not an error). The matches Scan reported before it are
// those of the bytes read before the error, not cut by it.
func (s *Scanner) Err() error { return s.err }

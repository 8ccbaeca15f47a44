// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/uriscan/uri"
)

func init() {
	commands["extract"] = &command{
		name:     "extract",
		summary:  "find URI references in text and logs (the default command)",
		run:      runExtract,
		examples: extractExamples,
	}
}

var extractExamples = []example{{
	in: []string{`see <http://example.com/a> and "GET /b?c HTTP/1.1" 200`},
	out: `http://example.com/a
/b?c
`,
}, {
	in: []string{"GET /d?e HTTP/1.1", "Host: example.com", "Referer: https://example.com/f"},
	out: `/d?e
https://example.com/f
`,
}}

var extractUsage = `usage: scan [extract] [flags] [file...]

Find the URI references in text and logs (standard input when no file or
"-" is given) and print each one on a line, like grep -o:

  - absolute URIs in running text (scheme "://", or mailto:, urn:, tel:,
    data: ... without "//"), less trailing punctuation and unbalanced
    closing brackets;
  - references between double quotes that begin with a scheme, "/", "./"
    or "../" (such as the referer field of a combined log);
  - URIs between angle brackets, broken across lines or not (RFC 3986
    Appendix C): the white space is removed;
  - the request-target of HTTP request lines ("GET /a?b HTTP/1.1") in its
    origin, absolute, authority (CONNECT) and asterisk (OPTIONS) forms,
    between double quotes as in access logs, or alone on a line as in
    HTTP dumps.

` + examplesText(extractExamples) + `
Invalid references are printed too; -valid and -invalid select. With
-json each reference is a JSON object: file, line, start and end byte
offsets, kind, form, ref, valid, the components (null when undefined),
host_kind, and "error": {"code", "offset"} when invalid. A candidate longer
than -max-length is reported as too_long: in JSON with its first bytes,
otherwise as a message on standard error; it is never dropped silently.
With -c only the number of references is printed, or with -json
{"count": N}.

With -base URI each valid reference is resolved against the base (RFC
3986 5.2, strict; absolute references lose their dot segments), and with
-normalize (syntax, 6.2.2) or -normalize=scheme (6.2.3 too) it is
normalized, after resolution when both are given. Invalid references and
the CONNECT and OPTIONS targets ("h:443", "*") are printed as they are.
With -json the result is the field "out" (null when invalid); "ref" and
the components are those of the text found.

Exit status: 0 if a reference was found (printed, counted, or reported
as too long on standard error), 1 if none, 2 on a usage or read error.

Flags:
`

// extractConfig holds the flags of the extract command.
type extractConfig struct {
	opts     uri.ExtractOptions
	json     bool
	count    bool
	valid    bool
	invalid  bool
	stats    bool
	nul      bool
	workers  int
	progress bool
	xf       refTransform // -base, -normalize
}

// sep returns the record separator.
func (c *extractConfig) sep() byte {
	if c.nul {
		return 0
	}
	return '\n'
}

func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	var cfg extractConfig
	fs.BoolVar(&cfg.json, "json", false, "print JSON Lines: file, line, offsets, kind, form, ref, valid, components, error")
	fs.BoolVar(&cfg.count, "c", false, "print only the number of references")
	fs.BoolVar(&cfg.valid, "valid", false, "report only valid references")
	fs.BoolVar(&cfg.invalid, "invalid", false, "report only invalid references (too long ones included)")
	fs.BoolVar(&cfg.stats, "stats", false, "print a summary on standard error at the end")
	fs.BoolVar(&cfg.nul, "z", false, "records (for line numbers and counts) are NUL-separated instead of lines")
	schemes := fs.String("schemes", "", "report only references with one of these comma-separated `schemes`")
	fs.IntVar(&cfg.opts.MaxLength, "max-length", uri.DefaultMaxExtract, "longest reference in `bytes` (at least 256); longer ones are reported as too_long")
	fs.IntVar(&cfg.workers, "j", runtime.GOMAXPROCS(0), "number of `workers` for large files")
	version := fs.Bool("version", false, "print the version, the kernel in use and the CPU")
	addTransformFlags(fs, &cfg.xf)
	if code, ok := parseFlags(fs, extractUsage, args, stdout, stderr); !ok {
		return code
	}
	if *version {
		printVersion(stdout)
		return exitOK
	}
	switch {
	case cfg.valid && cfg.invalid:
		fmt.Fprintln(stderr, "scan: -valid and -invalid exclude each other")
		return exitError
	case cfg.opts.MaxLength < 256:
		fmt.Fprintln(stderr, "scan: -max-length must be at least 256")
		return exitError
	case cfg.workers < 1:
		fmt.Fprintln(stderr, "scan: -j must be at least 1")
		return exitError
	case !cfg.xf.check(fs.Args(), stderr):
		return exitError
	}
	if *schemes != "" {
		for _, s := range strings.Split(*schemes, ",") {
			s = strings.TrimSpace(s)
			if !validScheme(s) {
				fmt.Fprintf(stderr, "scan: -schemes: %q is not a scheme\n", s)
				return exitError
			}
			cfg.opts.Schemes = append(cfg.opts.Schemes, s)
		}
	}
	if fs.NArg() == 0 {
		if f, ok := stdin.(*os.File); ok && isTerminal(f) {
			fs.Usage()
			return exitError
		}
	}
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		cfg.progress = true
	}

	x := &extractor{cfg: &cfg, stderr: stderr, out: bufio.NewWriterSize(stdout, 256<<10)}
	x.st.init()
	var ie inputErrors
	err := ie.err(openInputs(fs.Args(), stdin, stderr, ie.each(func(name string, r io.Reader) error {
		return x.input(name, r)
	})))
	if cfg.count {
		x.out.Write(appendCounts(nil, cfg.json, namedCount{"count", x.st.reported}))
	}
	if ferr := x.out.Flush(); ferr != nil && err == nil {
		err = ferr
	}
	if cfg.stats {
		x.st.print(stderr)
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(stderr, "scan: %v\n", err)
		}
		return exitError
	case x.st.reported == 0:
		return exitNotFound
	}
	return exitOK
}

// validScheme reports whether s is a scheme (RFC 3986 3.1).
func validScheme(s string) bool {
	if s == "" || !('a' <= s[0]|0x20 && s[0]|0x20 <= 'z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// An extractor runs the extract command over its inputs.
type extractor struct {
	cfg      *extractConfig
	out      *bufio.Writer
	stderr   io.Writer
	errMu    sync.Mutex
	tooLongN atomic.Int64 // too-long messages printed
	st       extractStats
	name     string       // the input being read
	scanner  *uri.Scanner // reused from one input to the next
}

// parallelMin is the size from which a regular file is split across
// workers (a variable for the tests).
var parallelMin int64 = 16 << 20

// progressMin is the size from which a progress line is shown.
const progressMin = 64 << 20

// input extracts from one input.
func (x *extractor) input(name string, r io.Reader) error {
	x.name = name
	var size int64 = -1
	f, isFile := r.(*os.File)
	if isFile {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			size = st.Size()
		}
	}
	var done atomic.Int64
	if x.cfg.progress && size >= progressMin {
		stop := startProgress(x.stderr, &x.errMu, name, size, &done)
		defer stop()
	}
	if size >= parallelMin && x.cfg.workers > 1 {
		return x.parallel(name, f, size, &done)
	}
	var st extractStats
	st.init()
	cr := &countReader{r: r, sep: x.cfg.sep(), seps: x.cfg.stats, done: &done}
	if x.scanner == nil {
		x.scanner = x.newScanner(cr)
	} else {
		x.scanner.Reset(cr)
	}
	err := x.stream(name, x.scanner, 0, 0, &st, writerSink{x})
	st.records += cr.records()
	st.bytes += cr.n
	x.st.merge(&st)
	return err
}

// newScanner returns a Scanner of r with the options of the command.
func (x *extractor) newScanner(r io.Reader) *uri.Scanner {
	s := uri.NewScanner(r, &x.cfg.opts)
	if x.cfg.json {
		s.CountLines(x.cfg.sep())
	}
	return s
}

// An outSink receives the output of stream.
type outSink interface {
	// take takes buf, which holds output (it may be empty or nil), and
	// returns an empty buffer for what follows.
	take(buf []byte) ([]byte, error)
	// tooLong reports a reference longer than -max-length, which starts
	// at byte start of the input.
	tooLong(start int64, length int)
}

// writerSink writes the output of one worker to the command's output.
type writerSink struct{ x *extractor }

func (w writerSink) take(buf []byte) ([]byte, error) {
	if buf == nil {
		return make([]byte, 0, outChunk+outChunk/4), nil
	}
	_, err := w.x.out.Write(buf)
	return buf[:0], err
}

func (w writerSink) tooLong(start int64, length int) { w.x.tooLong(w.x.name, start, length) }

// outChunk is the size of the pieces of output that stream hands over.
const outChunk = 64 << 10

// stream extracts with s, whose input starts at byte offset off and line
// lines+1 of the input named name, and hands the output to out in pieces.
func (x *extractor) stream(name string, s *uri.Scanner, off, lines int64, st *extractStats, out outSink) error {
	buf, err := out.take(nil)
	if err != nil {
		return err
	}
	for s.Scan() {
		m := s.Match()
		text := s.Text()
		if !st.add(&m, text, x.cfg) {
			continue
		}
		switch {
		case x.cfg.count:
		case x.cfg.json:
			buf = appendExtractJSON(buf, name, int64(s.Line())+lines, off, &m, text, x.cfg.opts.MaxLength)
			buf = x.cfg.xf.appendJSON(buf, &m, text)
		case m.Err == uri.ErrTooLong:
			out.tooLong(off+int64(m.Start), m.End-m.Start)
		default:
			buf = x.cfg.xf.appendText(buf, &m, text)
			buf = append(buf, '\n')
		}
		if len(buf) >= 64<<10 {
			if buf, err = out.take(buf); err != nil {
				return err
			}
		}
	}
	if len(buf) > 0 {
		if _, err := out.take(buf); err != nil {
			return err
		}
	}
	if err := s.Err(); err != nil {
		x.errMu.Lock()
		fmt.Fprintf(x.stderr, "scan: %s: %v\n", name, err)
		x.errMu.Unlock()
		return errInputs
	}
	return nil
}

// tooLong reports a too-long reference on standard error, at most ten
// times.
func (x *extractor) tooLong(name string, start int64, length int) {
	n := x.tooLongN.Add(1)
	if n > 10 {
		return
	}
	x.errMu.Lock()
	defer x.errMu.Unlock()
	fmt.Fprintf(x.stderr, "scan: %s: reference at byte %d is %d bytes long, over -max-length %d; not printed\n",
		name, start, length, x.cfg.opts.MaxLength)
	if n == 10 {
		fmt.Fprintf(x.stderr, "scan: further too-long references are not reported here; see -stats or -json\n")
	}
}

// A countReader counts the bytes it reads, and the separators when seps
// is set.
type countReader struct {
	r     io.Reader
	sep   byte
	seps  bool
	n     int64
	nseps int64
	last  byte
	done  *atomic.Int64 // progress, shared
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.n += int64(n)
		if c.seps {
			c.nseps += int64(bytes.Count(p[:n], []byte{c.sep}))
		}
		c.last = p[n-1]
		if c.done != nil {
			c.done.Add(int64(n))
		}
	}
	return n, err
}

// records returns the number of records read: separators, plus a last
// record without one; 0 when separators are not counted.
func (c *countReader) records() int64 {
	switch {
	case !c.seps:
		return 0
	case c.n > 0 && c.last != c.sep:
		return c.nseps + 1
	}
	return c.nseps
}

// appendExtractJSON appends the JSON object of one match.
func appendExtractJSON(dst []byte, name string, line, off int64, m *uri.Match, text []byte, maxLen int) []byte {
	dst = append(dst, `{"file": `...)
	dst = appendJSONString(dst, name)
	dst = append(dst, `, "line": `...)
	dst = strconv.AppendInt(dst, line, 10)
	dst = append(dst, `, "start": `...)
	dst = strconv.AppendInt(dst, off+int64(m.Start), 10)
	dst = append(dst, `, "end": `...)
	dst = strconv.AppendInt(dst, off+int64(m.End), 10)
	dst = append(dst, `, "kind": "`...)
	dst = append(dst, m.Kind.String()...)
	dst = append(dst, `", "form": `...)
	if m.Form != uri.FormNone {
		dst = append(dst, '"')
		dst = append(dst, m.Form.String()...)
		dst = append(dst, '"')
	} else {
		dst = append(dst, "null"...)
	}
	if m.Flags&uri.FlagCleaned != 0 {
		dst = append(dst, `, "cleaned": true`...)
	}
	if m.Flags&uri.FlagHyphenBreak != 0 {
		dst = append(dst, `, "hyphen_break": true`...)
	}
	dst = append(dst, `, "ref": `...)
	dst = appendJSONBytes(dst, text)
	if m.Err != 0 {
		dst = append(dst, `, "valid": false, "error": {"code": "`...)
		dst = append(dst, m.Err.Name()...)
		dst = append(dst, `", "offset": `...)
		dst = appendJSONInt(dst, m.Ref.ErrorOffset())
		dst = append(dst, "}"...)
		if m.Err == uri.ErrTooLong {
			dst = append(dst, `, "length": `...)
			dst = appendJSONInt(dst, m.End-m.Start)
		}
		return append(dst, "}\n"...)
	}
	dst = append(dst, `, "valid": true`...)
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		dst = append(dst, `, "`...)
		dst = append(dst, componentKeys[c]...)
		dst = append(dst, `": `...)
		if sp, ok := m.Ref.Component(c); ok {
			dst = appendJSONBytes(dst, sp.Bytes(text))
		} else {
			dst = append(dst, "null"...)
		}
	}
	dst = append(dst, `, "host_kind": `...)
	if m.Ref.HasAuthority() {
		dst = append(dst, '"')
		dst = append(dst, m.Ref.HostKind().String()...)
		dst = append(dst, '"')
	} else {
		dst = append(dst, "null"...)
	}
	return append(dst, "}\n"...)
}

// maxStatKeys bounds the distinct schemes and hosts counted.
const maxStatKeys = 1 << 16

// extractStats counts what the extract command found.
type extractStats struct {
	records, bytes      int64
	found, reported     int64
	valid, invalid      int64
	kinds               [uri.KindRequest + 1]int64
	codes               [32]int64
	schemes, hosts      map[string]*int64
	otherSch, otherHost int64
	key                 []byte
}

func (st *extractStats) init() {
	st.schemes = map[string]*int64{}
	st.hosts = map[string]*int64{}
}

// add counts a match and reports whether it passes the filters.
func (st *extractStats) add(m *uri.Match, text []byte, cfg *extractConfig) bool {
	st.found++
	if cfg.valid && m.Err != 0 || cfg.invalid && m.Err == 0 {
		return false
	}
	st.reported++
	st.kinds[m.Kind]++
	if m.Err != 0 {
		st.invalid++
		st.codes[m.Err]++
		return true
	}
	st.valid++
	if !cfg.stats {
		return true
	}
	if m.Ref.HasScheme() {
		st.otherSch += count(st.schemes, st.lower(m.Ref.Scheme().Bytes(text)))
	}
	if m.Ref.HasAuthority() {
		st.otherHost += count(st.hosts, st.lower(m.Ref.Host().Bytes(text)))
	}
	return true
}

// lower returns b in lower case, in a buffer of st.
func (st *extractStats) lower(b []byte) []byte {
	st.key = append(st.key[:0], b...)
	for i, c := range st.key {
		if 'A' <= c && c <= 'Z' {
			st.key[i] = c + 'a' - 'A'
		}
	}
	return st.key
}

// count adds 1 to the counter of key; it returns 1 when the map is full
// and the key is new, to be counted as "other".
func count(m map[string]*int64, key []byte) int64 {
	if p, ok := m[string(key)]; ok {
		*p++
		return 0
	}
	if len(m) >= maxStatKeys {
		return 1
	}
	n := int64(1)
	m[string(key)] = &n
	return 0
}

// merge adds the counts of o to st.
func (st *extractStats) merge(o *extractStats) {
	st.records += o.records
	st.bytes += o.bytes
	st.found += o.found
	st.reported += o.reported
	st.valid += o.valid
	st.invalid += o.invalid
	for i := range st.kinds {
		st.kinds[i] += o.kinds[i]
	}
	for i := range st.codes {
		st.codes[i] += o.codes[i]
	}
	mergeMap := func(dst, src map[string]*int64, other *int64) {
		for k, v := range src {
			if p, ok := dst[k]; ok {
				*p += *v
			} else if len(dst) < maxStatKeys {
				n := *v
				dst[k] = &n
			} else {
				*other += *v
			}
		}
	}
	mergeMap(st.schemes, o.schemes, &st.otherSch)
	mergeMap(st.hosts, o.hosts, &st.otherHost)
	st.otherSch += o.otherSch
	st.otherHost += o.otherHost
}

// print writes the summary.
func (st *extractStats) print(w io.Writer) {
	fmt.Fprintf(w, "records: %d (%d bytes)\n", st.records, st.bytes)
	fmt.Fprintf(w, "references: %d found, %d reported: %d valid, %d invalid\n", st.found, st.reported, st.valid, st.invalid)
	fmt.Fprintf(w, "kinds:")
	for k := uri.KindBare; k <= uri.KindRequest; k++ {
		fmt.Fprintf(w, " %s %d", k, st.kinds[k])
	}
	fmt.Fprintln(w)
	if st.invalid > 0 {
		fmt.Fprintf(w, "invalid by code:")
		for c := range uri.ErrorCodes() {
			if st.codes[c] > 0 {
				fmt.Fprintf(w, " %s %d", c.Name(), st.codes[c])
			}
		}
		fmt.Fprintln(w)
	}
	top := func(title string, m map[string]*int64, other int64) {
		if len(m) == 0 {
			return
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			a, b := *m[keys[i]], *m[keys[j]]
			return a > b || a == b && keys[i] < keys[j]
		})
		fmt.Fprintf(w, "top %s:", title)
		for i, k := range keys {
			if i == 10 {
				break
			}
			fmt.Fprintf(w, " %s %d", strconv.Quote(k)[1:len(strconv.Quote(k))-1], *m[k])
		}
		if other > 0 {
			fmt.Fprintf(w, " (other %d)", other)
		}
		fmt.Fprintln(w)
	}
	top("schemes", st.schemes, st.otherSch)
	top("hosts", st.hosts, st.otherHost)
}

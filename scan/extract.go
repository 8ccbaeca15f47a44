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
	"strings"
	"sync"
	"sync/atomic"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/logs"
)

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
}, {
	in: []string{`{"level":"info","request":{"uri":"/a?b=1\u0026c=2","headers":{"Referer":["https:\/\/r.example\/"]}},"msg":"GET /p HTTP/1.1","host":"h"}`},
	out: `/a?b=1&c=2
https://r.example/
/p
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

In an access log the request and referer fields are each one reference:
one with a space ("GET /a b HTTP/1.1", "http://bad host/") is printed
whole, and is invalid, rather than cut at the space.

A line that is a JSON object (the first byte past spaces and tabs is
"{"), as in the logs of Caddy, Envoy, nginx with escape=json, Logstash or
encoding/json, is read as JSON: the references are looked for in its
string values, unescaped (\/ \" \u0026 ..., and nginx's \xHH). The
whole value of a key that names a URL (-json-keys; by default uri, url,
href, path, location, referer, referrer, http_referer, http_referrer,
request_uri, redirect_uri, and any key that ends with url, uri, urls or
uris) is one reference, and so is each string of an array under such a
key, but "-" and ""; any other string value is read by the rules above
("GET /a HTTP/1.1" gives /a). Keys, numbers and other values are never
references. A reference is printed unescaped; its offsets are those of
its raw text in the input, which unescapes to it, and with -json "key"
is the path of its key ("request.headers.Referer": the keys of the
objects it lies in, each as it is, joined with "."; an empty key is an
empty segment, {"":{"url":...}} gives ".url"; arrays add nothing; cut
to at most 96 bytes) and "unescaped" is true when the raw text holds
escapes. A line that is not one JSON
object, such as one cut short, is read as text. -format text reads
every line as text; -format json reads as JSON every line that starts
with { or [, up to where it stops being JSON, and the rest as text. A
record is read as JSON over its first -max-length bytes, and as text
after them. With -z too, JSON records are lines. A byte order mark that
begins a line (that of a file, at its start or appended to another) is
skipped: the line is read as it would be without it, its offsets still
those of the input.

` + examplesText(extractExamples) + `
IRIs (RFC 3987), references that hold non-ASCII characters in UTF-8, are
found too and are valid; -to-uri prints them in their URI form (every
byte of a non-ASCII character percent-encoded), and with -json they have
"iri": true and "uri", that form. A reference ends at white space, ASCII
or Unicode (U+00A0, U+3000, U+2028 ...), and at a byte that no IRI can
hold: one that is not UTF-8, or a control or bidirectional formatting
character.

Invalid references are printed too; -valid and -invalid select. With
-json each reference is a JSON object: file, line, start and end byte
offsets, kind, form, ref, valid, the components (null when undefined),
host_kind, findings (the names of the security findings of RFC 3986
section 7 about a valid reference: userinfo, password, numeric_host,
encoded_slash ..., and web_host_differs), "error": {"code", "offset"}
when invalid, with "ref_bytes", the reference's bytes in base64, when
they are not UTF-8 (the string "ref" shows such bytes as U+FFFD), and
web_host, valid or not: the host a browser would connect to (the WHATWG
URL Standard's), or null.
-findings keeps only the valid references with at least one finding, such
as http://trusted.example@evil.example/. A candidate longer
than -max-length is reported as too_long: in JSON with its first bytes,
otherwise as a message on standard error; it is never dropped silently.
With -c only the number of references is printed, or with -json
{"count": N}.

With -base URI each valid reference is resolved against the base (RFC
3986 5.2, strict; absolute references lose their dot segments), and with
-normalize (syntax, 6.2.2) or -normalize=scheme (6.2.3 too) it is
normalized, after resolution when both are given; an IRI is turned into
its URI first. Invalid references and
the CONNECT and OPTIONS targets ("h:443", "*") are printed as they are.
With -json the result is the field "out" (null when invalid); "ref" and
the components are those of the text found.

Files are read as they are on disk: one compressed with gzip, zstd,
bzip2 or xz is recognised by its first bytes, not its name, and read
decompressed, and byte offsets, line numbers and the bytes that -stats
counts are those of the decompressed text (-stats adds the compressed
size). Compressed data that is corrupt or cut short ends its file with
an error naming the file and the decompressed byte, after the
references of the lines before the one the fault cuts: nothing of that
line is printed, with or without -z, at any -j (a line longer than 256
KiB is read in pieces of 256 KiB from its start: nothing of the piece
the fault cuts, nor of a reference that reaches into it). The other
files are still read, and the exit status is 2. With several files, or
with -r DIR (every regular file under DIR, in name order, as grep -r
reads them: DIR may be a symbolic link, those under it are left out),
the -j workers read several files at once, and the output is in the
order of the files.

Reading a pipe, scan prints what it has found whenever the input goes
quiet, and to a terminal line by line, as grep --line-buffered does:
tail -f access.log | scan shows the references of each line as it comes.

` + flagsAnywhereHelp + `
Exit status: 0 if a reference was found (printed, counted, or reported
as too long on standard error), 1 if none, 2 on a usage or read error.

Flags:
`

// extractConfig holds the flags of the extract command.
type extractConfig struct {
	opts     uri.ExtractOptions
	mode     outMode // outText, outCount, outCountJSON or outJSON
	valid    bool
	invalid  bool
	stats    bool
	findings bool
	nul      bool
	workers  int
	progress bool
	tty      bool         // standard output is a terminal: line by line
	xf       refTransform // -base, -normalize
	sel      selectConfig // scan top, -o (top.go)
}

// needsParse reports whether the output depends on the parse of each
// reference, not only on its text.
func (c *extractConfig) needsParse() bool {
	return c.mode.json() || c.filters() || c.xf.active() || c.sel.active()
}

// sep returns the record separator.
func (c *extractConfig) sep() byte {
	if c.nul {
		return 0
	}
	return '\n'
}

func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runExtractTop(args, false, stdin, stdout, stderr)
}

// runExtractTop runs the extract command, or with top the top command,
// which reads as it does and counts the values of a field (top.go).
func runExtractTop(args []string, top bool, stdin io.Reader, stdout, stderr io.Writer) int {
	name, usage := "scan", extractUsage
	if top {
		name, usage = "scan top", topUsage
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var cfg extractConfig
	json := fs.Bool("json", false, "print JSON Lines: file, line, offsets, kind, form, ref, valid, components, error")
	count := fs.Bool("c", false, "print only the number of references")
	fs.BoolVar(&cfg.valid, "valid", false, "report only valid references")
	fs.BoolVar(&cfg.invalid, "invalid", false, "report only invalid references (too long ones included)")
	fs.BoolVar(&cfg.stats, "stats", false, "print a summary on standard error at the end")
	fs.BoolVar(&cfg.findings, "findings", false, "report only valid references with a security finding (RFC 3986 section 7), such as userinfo in http://trusted@evil/")
	fs.BoolVar(&cfg.nul, "z", false, "records (for line numbers and counts) are NUL-separated instead of lines")
	schemes := fs.String("schemes", "", "report only references with one of these comma-separated `schemes` (request-targets without a scheme count as http)")
	fs.TextVar(&cfg.opts.Format, "format", uri.FormatAuto, "how lines are read: `auto` (a line that is a JSON object as JSON, any other as text), text, or json (a line that starts with { or [ as JSON as far as it is JSON)")
	jsonKeys := fs.String("json-keys", strings.Join(uri.DefaultJSONKeys(), ","), "the comma-separated JSON `keys` whose string values are each one reference (*url: any key that ends with url), in any case")
	targets := jsonTargetsFlag(fs)
	fs.IntVar(&cfg.opts.MaxLength, "max-length", uri.DefaultMaxExtract, "longest reference in `bytes` (256 to 4294967294); longer ones are reported as too_long")
	workers := workersFlag(fs)
	recursive := recursiveFlag(fs)
	memory := memoryFlag(fs)
	version := fs.Bool("version", false, "print the version, the kernel in use and the CPU")
	addTransformFlags(fs, &cfg.xf)
	sf := addSelectFlags(fs, top)
	if code, ok := parseFlags(fs, usage, args, stdout, stderr); !ok {
		return code
	}
	cfg.mode = outModeOf(*count, *json, outJSON)
	cfg.workers = *workers
	if *version {
		printVersion(stdout)
		return exitOK
	}
	switch {
	case cfg.valid && cfg.invalid:
		fmt.Fprintln(stderr, "scan: -valid and -invalid exclude each other")
		return exitError
	case cfg.findings && cfg.invalid:
		fmt.Fprintln(stderr, "scan: -findings and -invalid exclude each other: an invalid reference has no findings")
		return exitError
	case cfg.opts.MaxLength < 256:
		fmt.Fprintln(stderr, "scan: -max-length must be at least 256")
		return exitError
	case !lengthOK("scan", "max-length", cfg.opts.MaxLength, stderr):
		return exitError
	case cfg.workers < 1:
		fmt.Fprintln(stderr, "scan: -j must be at least 1")
		return exitError
	case !setDecoderMemory("scan", memory, stderr):
		return exitError
	case !cfg.xf.check(fs.Args(), stderr):
		return exitError
	case !sf.check(fs, &cfg, stderr):
		return exitError
	}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "json-keys" {
			// Given, even empty (no key names a URL): the list.
			cfg.opts.JSONKeys = []string{}
			for _, k := range strings.Split(*jsonKeys, ",") {
				if k = strings.TrimSpace(k); k != "" {
					cfg.opts.JSONKeys = append(cfg.opts.JSONKeys, k)
				}
			}
		}
	})
	cfg.opts.JSONTargets = logs.JSONTargets(*targets)
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
	if f, ok := stdout.(*os.File); ok && isTerminal(f) {
		cfg.tty = true
	}
	// The plain output, and the count, print the text of each reference
	// whether it is valid or not: unless a flag looks at what the parser
	// says (validity, findings, statistics, a transform, JSON), the
	// references are not parsed, which was most of the work.
	cfg.opts.NoParse = !cfg.needsParse()
	cfg.opts.ParseKinds = cfg.parseKinds()

	x := &extractor{cfg: &cfg, stderr: stderr, w: stdout, out: bufio.NewWriterSize(stdout, 32<<10)}
	x.st.init(&cfg)
	err := x.run(fs.Args(), *recursive, stdin)
	if top {
		return x.printTop(err)
	}
	if cfg.mode.counts() {
		x.out.Write(appendCounts(nil, cfg.mode, namedCount{"count", x.st.reported()}))
	}
	if ferr := x.out.Flush(); ferr != nil && err == nil {
		err = ferr
	}
	if cfg.stats {
		// After an error the counts are not those of the input: say so
		// before them (the error itself is below, or was above).
		partial := ""
		switch {
		case errors.Is(err, errInputs):
			partial = "some inputs could not be read in full"
		case err != nil:
			partial = "scan stopped on an error"
		}
		switch {
		case cfg.mode.json():
			x.st.printJSON(stderr, partial)
		default:
			if partial != "" {
				fmt.Fprintln(stderr, "partial: "+partial)
			}
			x.st.print(stderr)
		}
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(stderr, "scan: %v\n", err)
		}
		return exitError
	case x.st.reported() == 0:
		return exitNotFound
	}
	return exitOK
}

// validScheme reports whether s is a scheme (RFC 3986 3.1): whether s
// followed by ":" parses as a URI whose scheme is all of s.
func validScheme(s string) bool {
	r, err := uri.Parse(s + ":")
	return err == nil && r.HasScheme() && r.Scheme().End == len(s)
}

// An extractor runs the extract command over its inputs.
type extractor struct {
	cfg      *extractConfig
	out      *bufio.Writer // buffers w
	w        io.Writer     // standard output
	stderr   io.Writer
	errMu    sync.Mutex
	tooLongN atomic.Int64 // too-long messages printed
	st       extractStats
	name     string       // the input being read
	scanner  *uri.Scanner // reused from one input to the next
}

// progressMin is the size from which a progress line is shown.
const progressMin = 64 << 20

// sequential extracts from one input in one pass (-j 1), from r.
func (x *extractor) sequential(in *input, r io.Reader) error {
	var st extractStats
	st.init(x.cfg)
	cr := &countReader{r: r, sep: x.cfg.sep(), seps: x.cfg.stats}
	if live := in.live; live != nil {
		// Before a read that would wait, print what was found: the
		// output of each batch is in x.out (extractWriterSink.each).
		cr.wait = func() {
			if x.out.Buffered() > 0 && live.wouldWait() {
				x.out.Flush() // an error stays in x.out, for the next write
			}
		}
	}
	if x.scanner == nil {
		x.scanner = x.newScanner(cr)
	} else {
		x.scanner.Reset(cr)
	}
	x.name = in.name
	sink := extractWriterSink{writerSink{x.out, x.cfg.tty}, x, in.live != nil || x.cfg.tty}
	err := x.stream(in.name, x.scanner, 0, 0, &st, sink)
	st.records += cr.nseps
	x.st.merge(&st)
	return err
}

// newScanner returns a Scanner of r with the options of the command.
func (x *extractor) newScanner(r io.Reader) *uri.Scanner {
	s := uri.NewScanner(r, &x.cfg.opts)
	if x.cfg.jsonRecords() {
		s.CountLines(x.cfg.sep())
	}
	return s
}

// An outSink receives the output of stream.
type outSink interface {
	pieceSink
	// tooLong reports a reference longer than -max-length, which starts
	// at byte start of the input.
	tooLong(start int64, length int)
	// eachBatch reports whether the sink takes the output of each batch
	// of matches, rather than pieces of outChunk.
	eachBatch() bool
}

// extractWriterSink writes the output of one pass to the command's
// output; with each, the output of each batch of matches (an input that
// may wait, or a terminal).
type extractWriterSink struct {
	writerSink
	x    *extractor
	each bool
}

func (s extractWriterSink) tooLong(start int64, length int) { s.x.tooLong(s.x.name, start, length) }
func (s extractWriterSink) eachBatch() bool                 { return s.each }

// stream extracts with s, whose input starts at byte offset off and line
// lines0+1 of the input named name, and hands the output to out in pieces.
func (x *extractor) stream(name string, s *uri.Scanner, off, lines0 int64, st *extractStats, out outSink) error {
	buf, err := out.take(nil)
	if err != nil {
		return err
	}
	var prefix []byte // what the JSON object of every match begins with
	if x.cfg.mode.json() {
		prefix = appendExtractPrefix(nil, name)
	}
	cfg := x.cfg
	filters := cfg.filters()
	fast := !filters && !cfg.xf.active() && !cfg.mode.counts()
	each := out.eachBatch()
	for {
		if each && len(buf) > 0 {
			// Before ScanBatch reads on.
			if buf, err = out.take(buf); err != nil {
				return err
			}
		}
		if !s.ScanBatch() {
			break
		}
		ms, texts, lines := s.Batch()
		texts = texts[:len(ms)]
		st.found += int64(len(ms))
		var keys [][]byte
		if cfg.mode.json() || cfg.stats || cfg.sel.active() {
			keys = s.Keys()
		}
		switch {
		case cfg.sel.active():
			b := batch{ms, texts, keys, lines}
			if buf, err = x.selectBatch(buf, &b, st, out); err != nil {
				return err
			}
			continue
		case fast && cfg.mode.json():
			b := batch{ms, texts, keys, lines}
			if buf, err = appendJSONRecords(buf, prefix, &b, place{off, lines0}, st, out); err != nil {
				return err
			}
			continue
		case fast:
			if buf, err = appendLines(buf, ms, texts, off, st, out); err != nil {
				return err
			}
			continue
		}
		for i := range ms {
			m, text := &ms[i], texts[i]
			if !filters {
				st.count(m)
			} else if !st.add(m, text, keyOf(keys, i), cfg) {
				continue
			}
			switch {
			case cfg.mode.counts():
			case cfg.mode.json():
				var key []byte
				if keys != nil {
					key = keys[i]
				}
				buf = appendExtractJSON(buf, prefix, int64(lines[i])+lines0, off, m, text, key)
				buf = cfg.xf.appendJSON(buf, m, text)
				buf = endExtractJSON(buf)
			case m.Err == uri.ErrTooLong:
				out.tooLong(off+int64(m.Start), m.End-m.Start)
			default:
				buf = cfg.xf.appendText(buf, m, text)
				buf = append(buf, '\n')
			}
			if len(buf) >= outChunk {
				if buf, err = out.take(buf); err != nil {
					return err
				}
			}
		}
	}
	if err := out.last(buf); err != nil {
		return err
	}
	if err := s.Err(); err != nil {
		return readError{err} // reported with the input's name
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

// A countReader counts the separators it reads when seps is set.
type countReader struct {
	r     io.Reader
	sep   byte
	seps  bool
	nseps int64
	wait  func() // if not nil, called before each read (liveInput)
}

func (c *countReader) Read(p []byte) (int, error) {
	if c.wait != nil {
		c.wait()
	}
	n, err := c.r.Read(p)
	if n > 0 && c.seps {
		c.nseps += int64(bytes.Count(p[:n], []byte{c.sep}))
	}
	return n, err
}

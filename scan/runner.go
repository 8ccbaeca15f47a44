// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/uriscan/uri"
)

// The record commands (parse, resolve, normalize, relative, edit) read
// records and print one result per record, invalid records included, so
// that output lines stay aligned with input records. They share their
// flags (-json, -z, -c, -max-record), their record loop, the lines of
// invalid records and their exit status: a recordCommand says only what
// one record becomes.

// An outMode is what a command prints, as its flags -c and -json say,
// for every command: its JSON modes say which JSON object it prints per
// record, valid or not, or per reference found.
type outMode uint8

const (
	outText      outMode = iota // one text line per record or reference
	outCount                    // -c: only the counts, in text
	outCountJSON                // -c -json: only the counts, one JSON object
	outJSON                     // {"in", "out"}: resolve, normalize, relative, edit, to-uri, to-iri, parse -origin; the object of a reference: extract, top
	outParseJSON                // {"in", "valid", the components ...}: parse, parse -iri
	outHostJSON                 // {"in", "valid", "host", "port" ...}: parse -host
)

// outModeOf returns the mode that -c (count) and -json ask for, where
// jsonMode is the mode of -json alone.
func outModeOf(count, json bool, jsonMode outMode) outMode {
	switch {
	case count && json:
		return outCountJSON
	case count:
		return outCount
	case json:
		return jsonMode
	}
	return outText
}

// json reports whether m prints JSON: an object per result (a record
// or a reference), or the counts.
func (m outMode) json() bool { return m >= outJSON || m == outCountJSON }

// counts reports whether m prints only the counts (-c), nothing per
// result.
func (m outMode) counts() bool { return m == outCount || m == outCountJSON }

// A recordFunc appends to dst the output line of one record, without its
// newline, in the given mode (when mode.counts() it need only say whether the
// record succeeded), or reports why the record failed: a code other than
// 0, and the offset of the offending byte. On failure, the runner writes
// the record's line itself.
type recordFunc func(dst, rec []byte, mode outMode) (line []byte, code uri.ErrorCode, offset int)

// A recordCommand is a command that turns each record into one result.
type recordCommand struct {
	okName string  // what -c calls the records that succeeded
	json   outMode // the mode of -json: outJSON, outParseJSON or outHostJSON
	// newFunc returns what one record becomes: a recordFunc for one
	// worker, which may keep buffers from one record to the next.
	newFunc func() recordFunc
}

// only returns a newFunc that gives fn to every worker: fn must not keep
// state between calls.
func only[F any](fn F) func() F { return func() F { return fn } }

// inputsHelp is the paragraph of the usage of the record commands on
// what they read.
const inputsHelp = `Files are read as they are on disk: one compressed with gzip, zstd,
bzip2 or xz is recognised by its first bytes, not its name, and its
decompressed records are read; a fault in the compressed data ends the
file with an error naming it and the decompressed byte, after the
results of the records before it: the record it cuts, whatever its
length, gives no result. With several files, or with -r DIR
(every regular file under DIR, in name order, as grep -r reads them),
the -j workers read several files at once; the output is in the order
of the files.`

// recordJSONHelp is the paragraph of the usage of the record commands
// that turn a record into another (all but parse) on their -json and -c
// output.
const recordJSONHelp = `With -json, each result is {"in": ..., "out": ...}, or for an invalid
record {"in": ..., "out": null, "error": {"code": ..., "offset": ...}},
with "in_bytes", the record in base64, when it is not UTF-8 (the string
"in" shows such bytes as U+FFFD). With -c, only the counts are printed:
"N ok, M invalid", or with -json {"ok": N, "invalid": M}.`

// recordFlags are the flags that every record command has.
type recordFlags struct {
	json      *bool
	nul       *bool
	count     *bool
	maxRecord *int
	workers   *int
	recursive *bool
	memory    *byteSize
}

// addRecordFlags defines the shared flags on fs. jsonHelp describes the
// JSON output of the command.
func addRecordFlags(fs *flag.FlagSet, jsonHelp string) *recordFlags {
	return &recordFlags{
		json:      fs.Bool("json", false, jsonHelp),
		nul:       fs.Bool("z", false, "records are separated by NUL bytes instead of newlines"),
		count:     fs.Bool("c", false, "print only the numbers of records that succeeded and failed"),
		maxRecord: fs.Int("max-record", defaultMaxRecord, "longest record in `bytes` (1 to 4294967294), without its terminator; a longer one is reported as too_long"),
		workers:   workersFlag(fs),
		recursive: recursiveFlag(fs),
		memory:    memoryFlag(fs),
	}
}

// workersFlag defines the -j flag on fs.
func workersFlag(fs *flag.FlagSet) *int {
	return fs.Int("j", runtime.GOMAXPROCS(0), "number of `workers` (at most four per core): files are read by several at once, and large ones split across them")
}

// recursiveFlag defines the -r flag on fs.
func recursiveFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("r", false, "read every regular file under the folders named (the current one if none), in name order, as grep -r")
}

// An invocation is a record command being run, its flags parsed and
// checked.
type invocation struct {
	*recordFlags
	name           string   // "scan parse", for messages
	files          []string // the arguments after the flags
	stdin          io.Reader
	stdout, stderr io.Writer
	base           string  // -base, for the commands that take it
	baseRef        uri.Ref // its Ref
}

// check reports invalid values of the shared flags on stderr.
func (rf *recordFlags) check(cmd string, stderr io.Writer) bool {
	switch {
	case *rf.maxRecord < 1:
		fmt.Fprintf(stderr, "%s: -max-record must be at least 1\n", cmd)
		return false
	case !lengthOK(cmd, "max-record", *rf.maxRecord, stderr):
		return false
	case *rf.workers < 1:
		fmt.Fprintf(stderr, "%s: -j must be at least 1\n", cmd)
		return false
	}
	return setDecoderMemory(cmd, rf.memory, stderr)
}

// lengthOK reports whether n, the value of the length limit -flag, is at
// most uri.MaxLength, and says on stderr when it is not: no longer input
// can be parsed, and the readers hold up to about twice the limit in
// memory (issue 33: -max-length 17179869184 ran out of memory, and
// larger values panicked).
func lengthOK(cmd, flag string, n int, stderr io.Writer) bool {
	if uint64(n) <= uri.MaxLength {
		return true
	}
	fmt.Fprintf(stderr, "%s: -%s %d is over %d, the longest reference the parser reads\n", cmd, flag, n, uint64(uri.MaxLength))
	return false
}

// A refFunc turns one valid record, whose Ref is r, into its output,
// appended to dst, or reports why it cannot (code != 0, with the offset of
// the offending byte).
type refFunc func(dst, rec []byte, r uri.Ref) (out []byte, code uri.ErrorCode, offset int)

// runRefs runs a command that turns each record, a URI reference, or
// with iri an IRI reference (parsed by uri.ParseIRI), into another: the
// output of a refFunc from newFn alone as text, {"in": ..., "out": ...}
// as JSON. A record that does not parse fails with its parse error. Each
// worker has a refFunc of its own, which may turn IRIs into IRIs.
func (inv *invocation) runRefs(iri bool, newFn func() refFunc) int {
	parse := uri.Parse[[]byte]
	if iri {
		parse = uri.ParseIRI[[]byte]
	}
	return inv.run(&recordCommand{
		okName: "ok",
		json:   outJSON,
		newFunc: func() recordFunc {
			fn := newFn()
			var res []byte
			transform := func(dst, rec []byte) ([]byte, uri.ErrorCode, int) {
				r, err := parse(rec)
				if err != nil {
					return dst, err.(uri.ErrorCode), r.ErrorOffset()
				}
				return fn(dst, rec, r)
			}
			return func(dst, rec []byte, mode outMode) ([]byte, uri.ErrorCode, int) {
				if mode == outText {
					return transform(dst, rec)
				}
				var code uri.ErrorCode
				var off int
				res, code, off = transform(res[:0], rec)
				if code != 0 || mode.counts() {
					return dst, code, off
				}
				return appendInOutJSON(dst, rec, res, iri), 0, -1
			}
		},
	})
}

// codeOf returns the ErrorCode of err, 0 for nil.
func codeOf(err error) uri.ErrorCode {
	code, _ := err.(uri.ErrorCode)
	return code
}

// run reads the records of the inputs named in inv.files, prints one
// result for each with c's recordFunc, and returns the exit status: 0
// when every record succeeded, 1 when one failed or there were none, 2 on
// a read or write error. A large regular file is split across workers
// (-j), its output the same as that of one pass.
func (inv *invocation) run(c *recordCommand) int {
	rf, stdout, stderr := inv.recordFlags, inv.stdout, inv.stderr
	out := bufio.NewWriterSize(stdout, 64<<10)
	sink := writerSink{w: out}
	l := recordLoop{do: c.newFunc()}
	if f, ok := stdout.(*os.File); ok && isTerminal(f) {
		// Line by line, as grep prints to a terminal.
		l.chunk, sink.flush = 1, true
	}
	l.mode = outModeOf(*rf.count, *rf.json, c.json)
	err := inv.drive(c, &l, sink)
	if l.mode.counts() {
		out.Write(appendCounts(nil, l.mode, namedCount{c.okName, l.ok}, namedCount{"invalid", l.failed}))
	}
	if ferr := out.Flush(); ferr != nil && err == nil {
		fmt.Fprintf(stderr, "%s: %v\n", inv.name, ferr)
		return exitError
	}
	switch {
	case err != nil:
		if !errors.Is(err, errInputs) {
			fmt.Fprintf(stderr, "%s: %v\n", inv.name, err)
		}
		return exitError
	case l.failed > 0 || l.ok == 0:
		return exitNotFound
	}
	return exitOK
}

// A readError is an error reading an input, as opposed to writing the
// output.
type readError struct{ err error }

func (e readError) Error() string { return e.err.Error() }

func (e readError) Unwrap() error { return e.err }

// A recordLoop turns records into results on one worker and counts them.
type recordLoop struct {
	do         recordFunc
	mode       outMode
	chunk      int // output handed over at a time: outChunk, or 1 to a terminal, line by line
	ok, failed int64
}

// records turns the records of rr into results, handed to out in pieces
// of about outChunk bytes. It returns the first error of out; a read
// error is rr's. It counts in local variables, added to l's at the end:
// the recordLoops of the workers are side by side in memory, and counters
// written on every record would bounce their cache line between cores.
func (l *recordLoop) records(rr *recordReader, out pieceSink) error {
	buf, err := out.take(nil)
	if err != nil {
		return err
	}
	do, mode, chunk := l.do, l.mode, l.chunk
	if chunk == 0 {
		chunk = outChunk
	}
	var ok, failed int64
	defer func() { l.ok, l.failed = l.ok+ok, l.failed+failed }()
	for {
		rec, more := rr.Next()
		if !more {
			if !rr.Waiting() {
				break
			}
			// The input went quiet: print what is ready.
			if buf, err = out.take(buf); err == nil {
				err = out.sync()
			}
			if err != nil {
				return err
			}
			continue
		}
		code, off := uri.ErrTooLong, len(rec)
		start := len(buf)
		if !rr.Truncated() {
			buf, code, off = do(buf, rec, mode)
		}
		switch {
		case code != 0:
			failed++
			if !mode.counts() {
				buf, err = appendInvalidRecord(buf[:start], rec, code, off, mode, out)
			}
		case !mode.counts():
			ok++
			buf = append(buf, '\n')
		default:
			ok++
		}
		if err == nil && len(buf) >= chunk {
			buf, err = out.take(buf)
		}
		if err != nil {
			return err
		}
	}
	return out.last(buf)
}

// parseBase parses the value of a -base flag, which must be a URI (with a
// scheme), and reports what is wrong with it on stderr, the message
// starting with cmd.
func parseBase(cmd, base string, stderr io.Writer) (uri.Ref, bool) {
	b, err := uri.ParseDetailed(base)
	if err != nil {
		fmt.Fprintf(stderr, "%s: -base: %v\n", cmd, err)
		return b, false
	}
	if !b.HasScheme() {
		fmt.Fprintf(stderr, "%s: -base %q is a relative reference; the base must be a URI with a scheme\n", cmd, base)
		return b, false
	}
	return b, true
}

// requiredBase returns the value of the -base flag of fs, which must be
// set and be a URI; it reports what is wrong on stderr (and how to get the
// usage when the flag is missing).
func requiredBase(fs *flag.FlagSet, stderr io.Writer) (string, uri.Ref, bool) {
	f := fs.Lookup("base")
	isSet := false
	fs.Visit(func(v *flag.Flag) { isSet = isSet || v == f })
	if !isSet {
		fmt.Fprintf(stderr, "%s: -base is required\n", fs.Name())
		usageHint(fs, stderr)
		return "", uri.Ref{}, false
	}
	base := f.Value.String()
	b, ok := parseBase(fs.Name(), base, stderr)
	return base, b, ok
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
	"github.com/uriscan/uri/logs"
)

// The record a fault cuts (issue 42 row 1): nothing comes of it, in any
// command, mode or -j (decompress.go).

// faultText is a small input of every kind of record: references in
// running text, in angle brackets across lines, in an access log, in a
// JSON line, a request line, a CRLF line, and a last line without "\n".
const faultText = "see http://straddle.example/path and mailto:a@b.example\n" +
	"<http://a.example/broken\n  across/lines> done\n" +
	`1.2.3.4 - - [x] "GET /c?d=1 HTTP/1.1" 200 5 "https://r.example/x" "ua"` + "\n" +
	`{"level":"info","url":"https:\/\/e.example\/f?g=1","msg":"GET /h HTTP/1.1"}` + "\n" +
	"GET /dump?a=1 HTTP/1.1\r\n" +
	"http://v.example/valid/record\n" +
	"crlf http://crlf.example/a\r\n" +
	"last http://last.example/"

// faultMsg matches the message of a fault of format in path, and gives
// its decompressed offset.
func faultMsg(cmd, path, format string) *regexp.Regexp {
	return regexp.MustCompile(`^` + regexp.QuoteMeta(cmd+": "+path+": "+format) + ` data (?:cut short|corrupt) at decompressed byte (\d+)\b[^\n]*\n$`)
}

// faultOffset checks that run ended with the message of a fault and exit
// status 2, and returns the offset the message gives.
func faultOffset(t *testing.T, what, cmd, path, format, stderr string, code int) (int, bool) {
	t.Helper()
	m := faultMsg(cmd, path, format).FindStringSubmatch(stderr)
	if code != exitError || m == nil {
		t.Errorf("%s: exit %d, stderr %q; want 2 and the fault of %s", what, code, stderr, path)
		return 0, false
	}
	d, _ := strconv.Atoi(m[1])
	return d, true
}

// jsonEnds returns the end offsets of the -json output of the extractor.
func jsonEnds(t *testing.T, out string) []int {
	t.Helper()
	var ends []int
	for _, line := range strings.SplitAfter(out, "\n") {
		if line == "" {
			continue
		}
		var v struct{ End int }
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		ends = append(ends, v.End)
	}
	return ends
}

// firstLines returns the first n lines of s.
func firstLines(s string, n int) string {
	i := 0
	for ; n > 0; n-- {
		i += strings.IndexByte(s[i:], '\n') + 1
	}
	return s[:i]
}

// wholeOut is the output of the extractor on a whole plain file, and the
// end offset of each reference.
type wholeOut struct {
	out  string
	ends []int
}

// faultCase is a command whose output on a file cut by a fault is
// checked against its output on the plain file.
type faultCase struct {
	args []string
	// extract: the output of the whole plain file is cut to the
	// references that end before the record the fault cuts; else the
	// command is run on the plain records before it.
	extract bool
}

var faultCases = []faultCase{
	{[]string{"-json"}, true}, {[]string{"parse", "-json"}, false}, // the probes
	{[]string{}, true}, {[]string{"-c"}, true}, {[]string{"-z", "-json"}, true},
	{[]string{"-normalize", "-base", "http://base.example/"}, true},
	{[]string{"parse"}, false}, {[]string{"parse", "-c"}, false},
	{[]string{"normalize"}, false}, {[]string{"resolve", "-base", "http://base.example/a/"}, false},
	{[]string{"relative", "-base", "http://v.example/"}, false}, {[]string{"edit", "-del", "query"}, false},
	{[]string{"to-uri"}, false}, {[]string{"to-iri", "-json"}, false},
}

// magicLen is the length of the magic bytes of each format: a file cut
// shorter is read as text (internal/decompress), and is not tested here.
var magicLen = map[string]int{"gzip": 3, "zstd": 4, "xz": 6, "bzip2": 10}

// TestFaultCutsNoRecord cuts a small compressed file at every byte offset,
// in each format: whatever the command, mode and -j, the output is that of
// the records before the one the fault cuts, whole and once each, and
// nothing of that record or after; standard error names the file and the
// decompressed offset; exit status 2. Every cut is read by the probes, the
// extractor's and a record command's -json; every command and mode reads
// the first cut that ends at each decompressed offset.
func TestFaultCutsNoRecord(t *testing.T) {
	if raceEnabled {
		t.Skip("thousands of runs; TestFaultLongLine runs the workers' path under -race")
	}
	probes, cases := faultCases[:1], faultCases[1:]
	formats := []string{"gzip", "zstd", "xz", "bzip2"}
	if testing.Short() {
		formats = formats[:1]
	}
	dir := t.TempDir()
	data := []byte(faultText)
	plainPath := writeFile(t, dir, "plain", data)
	wholes := map[string]wholeOut{}
	for _, c := range faultCases {
		if !c.extract {
			continue
		}
		key := strings.Join(c.args, " ")
		out, _, _ := runScan(t, "", append(c.args, plainPath)...)
		jsArgs := []string{"-json"}
		for _, a := range c.args {
			if a != "-c" {
				jsArgs = append(jsArgs, a)
			}
		}
		js, _, _ := runScan(t, "", append(jsArgs, plainPath)...)
		ends := jsonEnds(t, js)
		if len(ends) < 10 {
			t.Fatalf("%q: %d references in the plain file", c.args, len(ends))
		}
		wholes[key] = wholeOut{out, ends}
	}
	runs := 0
	// check runs c on the file at path, n bytes of z, at -j 1 and 2,
	// and returns the decompressed offset of the fault, or -1.
	check := func(format string, z []byte, n int, path string, c faultCase) int {
		cmd := "scan"
		if !c.extract {
			cmd += " " + c.args[0]
		}
		var want string
		d := -1
		for _, j := range []string{"1", "2"} {
			what := fmt.Sprintf("%s cut at %d of %d, %q -j %s", format, n, len(z), c.args, j)
			out, stderr, code := runScan(t, "", append(append(append([]string{}, c.args...), "-j", j), path)...)
			runs++
			dj, ok := faultOffset(t, what, cmd, path, format, stderr, code)
			switch {
			case !ok:
				continue
			case dj > len(data) || d >= 0 && dj != d:
				t.Errorf("%s: fault at decompressed byte %d of %d (-j 1: %d)", what, dj, len(data), d)
				continue
			}
			d = dj
			// The record the fault cuts starts at rec.
			rec := bytes.LastIndexByte(data[:d], '\n') + 1
			if j == "1" {
				want = expectCut(t, c, wholes[strings.Join(c.args, " ")], dir, data[:rec])
			}
			out = strings.ReplaceAll(out, path, plainPath)
			if out != want {
				t.Errorf("%s: fault at %d, record at %d:\n%s\nwant:\n%s", what, d, rec, out, want)
			}
		}
		return d
	}
	for _, format := range formats {
		z, ends := compressFrames(t, format, data)
		path := writeFile(t, dir, "cut."+format, nil)
		// The output of every command depends on where the record the
		// fault cuts starts, and on whether the fault is at its start.
		type place struct {
			rec     int
			atStart bool
		}
		seen := map[place]bool{}
		for n := magicLen[format]; n < len(z); n++ {
			if ends[n] {
				continue // whole streams: no fault
			}
			writeFile(t, dir, "cut."+format, z[:n])
			d := -1
			for _, c := range probes {
				d = check(format, z, n, path, c)
			}
			if d < 0 {
				continue
			}
			rec := bytes.LastIndexByte(data[:d], '\n') + 1
			if p := (place{rec, d == rec}); !seen[p] {
				seen[p] = true
				for _, c := range cases {
					check(format, z, n, path, c)
				}
			}
		}
		if len(seen) < 6 {
			t.Errorf("%s: the cuts fall in %d places", format, len(seen))
		}
	}
	t.Logf("%d runs", runs)
}

// compressFrames returns data compressed in format, and the offsets at
// which its streams end: gzip in one stream, whose cuts end at most
// decompressed offsets; the others as a stream per 64 bytes (zstd and
// bzip2 decode whole blocks; xz, which streams, is cut in every structure
// of its format by internal/decompress), read one after the other, each
// with a small window (the decoders size theirs by the header: 8 MiB by
// default, which made each of the thousands of runs cost as much as a
// whole small file).
func compressFrames(t *testing.T, format string, data []byte) ([]byte, map[int]bool) {
	t.Helper()
	if format == "gzip" {
		return compress(t, format, data), nil
	}
	var z []byte
	ends := map[int]bool{}
	for len(data) > 0 {
		n := min(64, len(data))
		var buf bytes.Buffer
		var err error
		switch format {
		case "zstd":
			var w *zstd.Encoder
			if w, err = zstd.NewWriter(&buf, zstd.WithWindowSize(1<<10)); err == nil {
				w.Write(data[:n])
				err = w.Close()
			}
		case "xz":
			var w *xz.Writer
			if w, err = (xz.WriterConfig{DictCap: 4 << 10}).NewWriter(&buf); err == nil {
				w.Write(data[:n])
				err = w.Close()
			}
		default:
			compress(t, format, nil) // skips the test without bzip2
			cmd := exec.Command("bzip2", "-1", "-c")
			cmd.Stdin = bytes.NewReader(data[:n])
			var out []byte
			out, err = cmd.Output()
			buf.Write(out)
		}
		if err != nil {
			t.Fatal(err)
		}
		z = append(z, buf.Bytes()...)
		ends[len(z)] = true
		data = data[n:]
	}
	return z, ends
}

// expectCut returns what c prints for the records of head, which ends
// where the record a fault cuts starts.
func expectCut(t *testing.T, c faultCase, w wholeOut, dir string, head []byte) string {
	t.Helper()
	if !c.extract {
		p := writeFile(t, dir, "head", head)
		out, _, _ := runScan(t, "", append(c.args, p)...)
		return out
	}
	// A reference ends before the record the fault cuts, or reaches
	// into it; they come in input order.
	k := 0
	for k < len(w.ends) && w.ends[k] <= len(head) {
		k++
	}
	if len(c.args) > 0 && c.args[0] == "-c" {
		return strconv.Itoa(k) + "\n"
	}
	return firstLines(w.out, k)
}

// TestFaultLongLine cuts a gzip file inside a line longer than logs.PieceSize, the
// reproducer of issue 42 row 1 among them: http://straddle.example/path
// after 256 KiB of other text on its line, cut 5 bytes into the URL, gave
// http://straddl at -j 1 and nothing at -j 2. The extractor drops the
// piece of logs.PieceSize bytes the fault falls in, counted from the line's start,
// and every reference that reaches into it; -j 1, -j 2 (the line in a
// region in memory, or handed on to a logs.Decoder past a small region),
// text and -json all print the same; a record command drops the whole
// line.
func TestFaultLongLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("first http://first.example/ line\n")
	start := b.Len()
	for i := 0; b.Len()-start < logs.PieceSize-12; i++ {
		fmt.Fprintf(&b, "w%d http://a.example/p%d ", i, i)
	}
	for b.Len()-start < logs.PieceSize-12 {
		b.WriteByte('x')
	}
	b.WriteString(" http://straddle.example/path")
	for i := 0; b.Len()-start < logs.PieceSize*5/2; i++ {
		fmt.Fprintf(&b, " http://b.example/q%d", i)
	}
	b.WriteString("\nlast http://last.example/\n")
	data := []byte(b.String())
	url := strings.Index(b.String(), "http://straddle")
	dir := t.TempDir()
	plainPath := writeFile(t, dir, "plain", data)
	js, _, _ := runScan(t, "", "-json", plainPath)
	ends := jsonEnds(t, js)
	text, _, _ := runScan(t, "", plainPath)
	z := compress(t, "gzip", data)
	path := writeFile(t, dir, "cut.gz", nil)
	other := writeFile(t, dir, "other", []byte("see http://other.example/\n"))
	// The cut 5 bytes into the URL, and cuts across the file.
	cuts := []int{}
	for n := len(z) / 2; n < len(z); n++ {
		gz, err := gzip.NewReader(bytes.NewReader(z[:n]))
		if err != nil {
			continue
		}
		got, _ := io.ReadAll(gz)
		if len(got) >= url+5 {
			cuts = append(cuts, n)
			break
		}
	}
	if len(cuts) == 0 {
		t.Fatal("no cut into the URL")
	}
	step := len(z) / 24
	switch {
	case raceEnabled:
		step = len(z) / 2 // the workers' path, not the cuts: each run is slow
	case testing.Short():
		step = len(z) / 6
	}
	for n := 10; n < len(z); n += step {
		cuts = append(cuts, n)
	}
	for _, n := range cuts {
		writeFile(t, dir, "cut.gz", z[:n])
		type config struct {
			name  string
			args  []string
			small bool
		}
		var d int
		want := map[bool]string{}
		for _, c := range []config{
			{"-j 1", []string{"-j", "1"}, false},
			{"-j 2", []string{"-j", "2"}, false},
			{"-j 2, small regions", []string{"-j", "2"}, true},
			{"-j 2, two files", []string{"-j", "2"}, false},
		} {
			for _, jsonOut := range []bool{false, true} {
				args := c.args
				if jsonOut {
					args = append(args[:len(args):len(args)], "-json")
				}
				args = append(args[:len(args):len(args)], path)
				if c.name == "-j 2, two files" {
					args = append(args, other)
				}
				what := fmt.Sprintf("cut at %d of %d, %s %q", n, len(z), c.name, args)
				restore := func() {}
				if c.small {
					p, r := parallelMin, regionSize
					parallelMin, regionSize = 1<<20, 32<<10
					restore = func() { parallelMin, regionSize = p, r }
				}
				out, stderr, code := runScan(t, "", args...)
				restore()
				if c.name == "-j 2, two files" {
					// The other file is read after the fault.
					if i := strings.Index(out, `{"file": "`+other); jsonOut && i >= 0 {
						out = out[:i]
					}
					out = strings.TrimSuffix(out, "http://other.example/\n")
				}
				dj, ok := faultOffset(t, what, "scan", path, "gzip", stderr, code)
				if !ok {
					continue
				}
				if want[jsonOut] == "" {
					d = dj
					// The piece of the line the fault falls in.
					rec := bytes.LastIndexByte(data[:d], '\n') + 1
					piece := rec + (d-rec)/logs.PieceSize*logs.PieceSize
					k := 0
					for k < len(ends) && ends[k] <= piece {
						k++
					}
					want[false] = firstLines(text, k)
					want[true] = firstLines(js, k)
				}
				if dj != d {
					t.Errorf("%s: fault at %d, at %d by -j 1", what, dj, d)
				}
				out = strings.ReplaceAll(out, path, plainPath)
				if out != want[jsonOut] {
					t.Errorf("%s: fault at %d: %d bytes out, want %d; last lines %q", what, d, len(out), len(want[jsonOut]), lastLines(out, 2))
				}
				if n == cuts[0] && strings.Contains(out, "straddl") {
					t.Errorf("%s: the cut URL was printed", what)
				}
			}
		}
		// A record command drops the whole line.
		rec := bytes.LastIndexByte(data[:d], '\n') + 1
		wantParse, _, _ := runScan(t, "", "parse", writeFile(t, dir, "head", data[:rec]))
		for _, j := range []string{"1", "2"} {
			out, stderr, code := runScan(t, "", "parse", "-j", j, path)
			if _, ok := faultOffset(t, "parse -j "+j, "scan parse", path, "gzip", stderr, code); ok && out != wantParse {
				t.Errorf("parse -j %s, cut at %d: %d bytes out, want %d; last lines %q", j, n, len(out), len(wantParse), lastLines(out, 2))
			}
		}
	}
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	i := len(s)
	for ; n >= 0 && i > 0; n-- {
		i = strings.LastIndexByte(s[:i], '\n')
	}
	return s[i+1:]
}

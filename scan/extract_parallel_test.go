// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// parallelInput writes a file of about size bytes: a generated access log
// with, now and then, a reference in angle brackets broken across lines,
// a too-long reference, a CRLF line, a NUL-separated record, a long line
// without references and request lines of HTTP dumps; and returns its
// path and contents.
func parallelInput(t *testing.T, size int) (string, []byte) {
	var b bytes.Buffer
	rng := rand.New(rand.NewPCG(5, 5))
	extras := []string{
		"see <http://a.example/broken\n  across/lines> and <URL:ftp://b.example/x\n y-\n z>\n",
		"\"GET /" + strings.Repeat("t", 300) + " HTTP/1.1\" http://long.example/" + strings.Repeat("l", 400) + "\n",
		"crlf http://crlf.example/a\r\n",
		"nul\x00http://nul.example/\x00record\n",
		strings.Repeat("no references here ", 500) + "\n",
		"<http://unclosed.example/\n",
		"\"/quoted/" + strings.Repeat("q", 280) + "\"\n",
		strings.Repeat("x http://long-line.example/ ", 4000) + "\n",                         // longer than a region in the test
		"GET /dump?a=1 HTTP/1.1\r\nHost: h.example\r\n\r\nCONNECT h.example:443 HTTP/1.1\n", // HTTP dumps
		"GET /" + strings.Repeat("d", 300) + " HTTP/1.1\n",
	}
	for b.Len() < size {
		if err := accesslog.Write(&b, int64(2000+rng.IntN(20000)), rng.Uint64(), true); err != nil {
			t.Fatal(err)
		}
		b.WriteString(extras[rng.IntN(len(extras))])
	}
	return writeTemp(t, b.Bytes()), b.Bytes()
}

// smallRegions makes a file of 1 MiB or more split across workers, in
// regions of 32 KiB, until the end of the test.
func smallRegions(t *testing.T) {
	p, r := parallelMin, regionSize
	t.Cleanup(func() { parallelMin, regionSize = p, r })
	parallelMin, regionSize = 1<<20, 32<<10
}

// writeTemp writes data to a file of its own and returns its path.
func writeTemp(t *testing.T, data []byte) string {
	p := filepath.Join(t.TempDir(), "input")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestExtractParallel checks that splitting a file across workers, in
// small regions, changes nothing in the output, standard error included,
// whatever the number of workers; and that the plain output is the text of
// the matches AppendExtract finds in the whole file.
func TestExtractParallel(t *testing.T) {
	smallRegions(t)
	path, in := parallelInput(t, 3<<19)

	// The oracle for the plain output.
	ms, clean := uri.AppendExtract(nil, nil, in, &uri.ExtractOptions{MaxLength: 256})
	var want strings.Builder
	tooLong := 0
	for i := range ms {
		if ms[i].Err == uri.ErrTooLong {
			tooLong++
			continue
		}
		want.Write(ms[i].Text(in, clean))
		want.WriteByte('\n')
	}
	if tooLong < 10 || len(ms) < 10000 {
		t.Fatalf("the input has %d matches, %d too long: not the test intended", len(ms), tooLong)
	}

	for _, args := range [][]string{
		{"-max-length", "256"},
		{"-json", "-max-length", "256"},
		{"-json", "-z"},
		{"-c", "-stats"},
		{"-c", "-stats", "-z"},
		{"-invalid", "-stats", "-max-length", "300"},
		{"-schemes", "http,ftp", "-valid"},
	} {
		var out1, err1 bytes.Buffer
		code1 := run(append([]string{"-j", "1"}, append(args, path)...), nil, &out1, &err1)
		if code1 != exitOK {
			t.Fatalf("%v -j 1: exit %d, stderr %s", args, code1, err1.String())
		}
		if args[0] == "-max-length" && out1.String() != want.String() {
			t.Errorf("%v -j 1: the output is not the text of the matches of AppendExtract%s", args, firstDiff(out1.String(), want.String()))
		}
		if args[0] == "-max-length" || args[0] == "-json" {
			// The plain and JSON outputs have fast paths in stream; with
			// -stats the general loop prints them, with the same messages
			// before the summary.
			var outG, errG bytes.Buffer
			codeG := run(append([]string{"-j", "1", "-stats"}, append(args, path)...), nil, &outG, &errG)
			summary := "records: "
			if args[0] == "-json" {
				summary = `{"partial": null, "records": ` // -stats -json: one object
			}
			if codeG != code1 || outG.String() != out1.String() || !strings.HasPrefix(errG.String(), err1.String()+summary) {
				t.Errorf("%v -stats: exit %d, stderr %q; without: exit %d, stderr %q%s",
					args, codeG, errG.String(), code1, err1.String(), firstDiff(outG.String(), out1.String()))
			}
		}
		// Standard input is read by a Scanner, in one stream.
		var outS, errS bytes.Buffer
		codeS := run(args, bytes.NewReader(in), &outS, &errS)
		fix := strings.NewReplacer(`"file": "(standard input)"`, `"file": `+strconv.Quote(path), "(standard input)", path)
		if codeS != code1 || fix.Replace(outS.String()) != out1.String() || fix.Replace(errS.String()) != err1.String() {
			t.Errorf("%v: standard input: exit %d, %d bytes out, stderr %q; file -j 1: exit %d, %d bytes out, stderr %q%s",
				args, codeS, outS.Len(), errS.String(), code1, out1.Len(), err1.String(), firstDiff(fix.Replace(outS.String()), out1.String()))
		}
		for _, j := range []int{2, 5} {
			var out, errb bytes.Buffer
			code := run(append([]string{"-j", strconv.Itoa(j)}, append(args, path)...), nil, &out, &errb)
			if code != code1 || out.String() != out1.String() || errb.String() != err1.String() {
				t.Errorf("%v -j %d: exit %d, %d bytes out, stderr %q; -j 1: exit %d, %d bytes out, stderr %q%s",
					args, j, code, out.Len(), errb.String(), code1, out1.Len(), err1.String(), firstDiff(out.String(), out1.String()))
			}
		}
	}
}

// firstDiff describes where a and b first differ.
func firstDiff(a, b string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			s := max(i-40, 0)
			return fmt.Sprintf("\nfirst difference at byte %d:\n%q\n%q", i, a[s:min(i+40, len(a))], b[s:min(i+40, len(b))])
		}
	}
	if len(a) != len(b) {
		return fmt.Sprintf("\none is a prefix of the other (%d, %d bytes)", len(a), len(b))
	}
	return ""
}

// errWriter fails after n bytes.
type errWriter struct{ n int }

func (w *errWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		n := w.n
		w.n = 0
		return n, os.ErrClosed
	}
	w.n -= len(p)
	return len(p), nil
}

// TestExtractParallelWriteError checks that a write error stops the
// workers and is reported, without a hang.
func TestExtractParallelWriteError(t *testing.T) {
	smallRegions(t)
	path, _ := parallelInput(t, 2<<20)
	for _, j := range []string{"1", "2", "4"} {
		var errb bytes.Buffer
		code := run([]string{"-j", j, "-json", path}, nil, &errWriter{n: 300 << 10}, &errb)
		if code != exitError || !strings.Contains(errb.String(), os.ErrClosed.Error()) {
			t.Errorf("-j %s: exit %d, stderr %q; want 2 and the write error", j, code, errb.String())
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// A lazyReader generates a stream of size bytes, head, then body repeated,
// then tail, without holding it in memory, and records the largest heap
// (live and not yet freed objects) seen at any Read.
type lazyReader struct {
	off, size        int64
	head, body, tail []byte
	sample           []metrics.Sample
	peak             uint64
}

func newLazyReader(size int64, head, body, tail string) *lazyReader {
	b := []byte(body)
	for len(b) < 64<<10 { // a multiple of the period, for longer copies
		b = append(b, body...)
	}
	return &lazyReader{size: size, head: []byte(head), body: b, tail: []byte(tail),
		sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
}

func (r *lazyReader) Read(p []byte) (int, error) {
	metrics.Read(r.sample)
	r.peak = max(r.peak, r.sample[0].Value.Uint64())
	if r.off >= r.size {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.size-r.off)]
	tailAt := r.size - int64(len(r.tail))
	for i := 0; i < len(p); {
		off := r.off + int64(i)
		switch {
		case off < int64(len(r.head)):
			i += copy(p[i:], r.head[off:])
		case off >= tailAt:
			i += copy(p[i:], r.tail[off-tailAt:])
		default:
			end := min(len(p), i+int(tailAt-off))
			i += copy(p[i:end], r.body[(off-int64(len(r.head)))%int64(len(r.body)):])
		}
	}
	r.off += int64(len(p))
	return len(p), nil
}

// peakReader wraps a reader and records the largest heap seen at any Read.
type peakReader struct {
	r      io.Reader
	sample []metrics.Sample
	peak   uint64
}

func (r *peakReader) Read(p []byte) (int, error) {
	metrics.Read(r.sample)
	r.peak = max(r.peak, r.sample[0].Value.Uint64())
	return r.r.Read(p)
}

const (
	lineSize = 100 << 20 // the single line of the long-line inputs
	// heapBound is the most heap the extract command may use on them: its
	// buffers are about 2*max-length + 64 KiB for the Scanner, and 256 KiB
	// of output buffer; the rest is garbage the GC has not freed yet.
	heapBound = 16 << 20
)

// aLine is 100 MiB of 'a' on one line with a URL every MiB, delimited by
// spaces, and a final newline.
func aLine() *lazyReader {
	const url = " http://example.com/x?y=1 "
	body := strings.Repeat("a", 1000) + url + strings.Repeat("a", 1<<20-1000-len(url))
	return newLazyReader(lineSize, "", body, "\n")
}

// urlRun is one line holding a 100 MiB URL, then a short one.
const (
	runHead = "see http://example.com/"
	runTail = " and http://ok.example/ too\n"
)

func urlRun() *lazyReader { return newLazyReader(lineSize, runHead, "abcdefgh/", runTail) }

// runBounded runs scan with args over r and returns its stdout, less the
// bytes after the first 1 MiB, and the stderr.
func runBounded(t *testing.T, r io.Reader, args ...string) (string, string, int) {
	t.Helper()
	runtime.GC()
	out := &headWriter{max: 1 << 20}
	var stderr bytes.Buffer
	code := run(args, r, out, &stderr)
	return out.buf.String(), stderr.String(), code
}

// A headWriter keeps the first max bytes written to it and counts the rest.
type headWriter struct {
	buf bytes.Buffer
	max int
	n   int64
}

func (w *headWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	if room := w.max - w.buf.Len(); room > 0 {
		w.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// TestExtractBoundedMemory runs the extract command over inputs of 100 MiB
// generated on the fly, one of which is a single line of 'a' and one a
// single 100 MiB URL, and checks that the heap stays under heapBound, so
// far below the size of the input, while every reference is still
// reported (the long one as too_long).
func TestExtractBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 300 MiB of generated input")
	}
	t.Run("a-line", func(t *testing.T) {
		for _, args := range [][]string{{"-c"}, {"-json"}, {"-base", "http://b/", "-normalize=scheme"}} {
			r := aLine()
			out, stderr, code := runBounded(t, r, args...)
			if code != exitOK || stderr != "" {
				t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
			}
			switch args[0] {
			case "-c":
				if out != "100\n" {
					t.Errorf("-c: %q, want 100", out)
				}
			case "-json":
				if n := strings.Count(out, `"ref": "http://example.com/x?y=1", "valid": true`); n != 100 {
					t.Errorf("-json: %d references, want 100", n)
				}
			default:
				if want := strings.Repeat("http://example.com/x?y=1\n", 100); out != want {
					t.Errorf("%q: output %q, want 100 lines of http://example.com/x?y=1", args, out)
				}
			}
			if r.off != lineSize {
				t.Errorf("%q: read %d bytes of %d", args, r.off, lineSize)
			}
			if r.peak > heapBound {
				t.Errorf("%q: heap reached %d MiB, over %d MiB", args, r.peak>>20, heapBound>>20)
			}
			t.Logf("%q: peak heap %.1f MiB", args, float64(r.peak)/(1<<20))
		}
	})
	t.Run("url-run", func(t *testing.T) {
		r := urlRun()
		out, stderr, code := runBounded(t, r, "-json")
		if code != exitOK || stderr != "" {
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		long := lineSize - len(runHead) - len(runTail) + len("http://example.com/")
		if len(lines) != 2 ||
			!strings.Contains(lines[0], fmt.Sprintf(`"start": 4, "end": %d, `, 4+long)) ||
			!strings.HasSuffix(lines[0], fmt.Sprintf(`"valid": false, "error": {"code": "too_long", "offset": 65536}, "length": %d, "web_host": "example.com"}`, long)) ||
			!strings.Contains(lines[1], `"ref": "http://ok.example/", "valid": true`) {
			t.Errorf("output:\n%.300s", out)
		}
		if r.peak > heapBound {
			t.Errorf("heap reached %d MiB, over %d MiB", r.peak>>20, heapBound>>20)
		}
		t.Logf("peak heap %.1f MiB", float64(r.peak)/(1<<20))

		// In the plain output, the too-long URL is a message.
		r = urlRun()
		out, stderr, code = runBounded(t, r)
		want := fmt.Sprintf("scan: (standard input): reference at byte 4 is %d bytes long, over -max-length 65536; not printed\n", long)
		if code != exitOK || out != "http://ok.example/\n" || stderr != want {
			t.Errorf("exit %d, stdout %q, stderr %q; want 0, http://ok.example/, %q", code, out, stderr, want)
		}
		if r.peak > heapBound {
			t.Errorf("plain: heap reached %d MiB, over %d MiB", r.peak>>20, heapBound>>20)
		}
	})
	t.Run("access-log", func(t *testing.T) {
		pr, pw := io.Pipe()
		go func() {
			pw.CloseWithError(accesslog.Write(pw, 64<<20, 1, true))
		}()
		r := &peakReader{r: pr, sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
		out := &headWriter{max: 0}
		runtime.GC()
		var stderr bytes.Buffer
		code := run([]string{"-json"}, r, out, &stderr)
		if code != exitOK || stderr.Len() != 0 {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if out.n < 64<<20 {
			t.Errorf("only %d bytes of JSON for 64 MiB of log", out.n)
		}
		if r.peak > heapBound {
			t.Errorf("heap reached %d MiB, over %d MiB", r.peak>>20, heapBound>>20)
		}
		t.Logf("peak heap %.1f MiB for %d MiB of JSON", float64(r.peak)/(1<<20), out.n>>20)
	})
}

// TestRecordsBoundedMemory runs the record commands over one line of 100
// MiB generated on the fly: the record is cut at -max-record (16 MiB) and
// reported as too_long in full, and the heap stays within a small multiple
// of -max-record (the record, the buffer it outgrew, unfreed garbage).
func TestRecordsBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 500 MiB of generated input")
	}
	const bound = defaultMaxRecord * 5 / 2
	for _, args := range [][]string{{"parse", "-c"}, {"parse"}, {"parse", "-json"}, {"normalize"}, {"resolve", "-base", "http://a/", "-json"}} {
		r := urlRun()
		out, stderr, code := runBounded(t, r, args...)
		if code != exitNotFound || stderr != "" {
			t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
		}
		want := "invalid code=too_long offset=16777216 in=\"see http://example.com/abcdefgh/"
		switch {
		case args[len(args)-1] == "-c":
			want = "0 valid, 1 invalid\n"
		case args[len(args)-1] == "-json":
			want = `{"in": "see http://example.com/abcdefgh/`
		}
		if !strings.HasPrefix(out, want) {
			t.Errorf("%q: output %.100q, want %q...", args, out, want)
		}
		if r.peak > bound {
			t.Errorf("%q: heap reached %d MiB, over %d MiB", args, r.peak>>20, bound>>20)
		}
		t.Logf("%q: peak heap %.1f MiB", args, float64(r.peak)/(1<<20))
	}
}

// A peakWriter discards what is written to it, counts it, and records the
// largest heap seen at any Write.
type peakWriter struct {
	n      int64
	sample []metrics.Sample
	peak   uint64
}

func (w *peakWriter) Write(p []byte) (int, error) {
	metrics.Read(w.sample)
	w.peak = max(w.peak, w.sample[0].Value.Uint64())
	w.n += int64(len(p))
	return len(p), nil
}

// TestParallelBoundedMemory runs the extract command with many workers
// over a 64 MiB access log in a file, split into regions, and checks that
// the heap stays within the bound that regions.go states, which
// does not grow with -j: the output held for the regions under way
// (regionShare each), and per worker (at most maxWorkersPerCPU per CPU) its
// Scanner, its piece of output and its share of the free list.
func TestParallelBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads a 64 MiB file, 250 MiB of JSON")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	path := filepath.Join(t.TempDir(), "access.log")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := accesslog.Write(f, 64<<20, 1, true); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	workers, size, _ := regionPlan(1<<20, (&extractConfig{mode: outJSON}).expansion())
	// The Scanner, the region read in memory for -json, the piece being
	// filled and two in the free list.
	perWorker := 2*(uri.DefaultMaxExtract+1<<10) + int(size+size/4) + 3*pieceCap
	checkParallelHeap(t, []string{"-json"}, path, workers, perWorker, 128<<20)
}

// TestRecordsParallelBoundedMemory is TestParallelBoundedMemory for a
// record command, scan parse -json, over 64 MiB of URLs: per worker, its
// record reader's buffer (no record is longer), the piece being filled
// and two in the free list.
func TestRecordsParallelBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads a 64 MiB file, 500 MiB of JSON")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	corpus, err := os.ReadFile("../testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	path := writeTemp(t, bytes.Repeat(corpus, 64<<20/len(corpus)+1))
	workers, _, _ := regionPlan(1<<20, recordExpansion(outJSON))
	checkParallelHeap(t, []string{"parse", "-json"}, path, workers, recordBuf+3*pieceCap, 256<<20)
}

// checkParallelHeap runs the command of args over the file at path with
// -j 64 and -j 1000, and checks that the heap stays within the bound of
// regions.go: the output the regions under way hold (regionShare each), and
// perWorker bytes for each of workers workers; and that the command wrote
// at least minOut bytes.
func checkParallelHeap(t *testing.T, args []string, path string, workers, perWorker int, minOut int64) {
	for _, j := range []string{"64", "1000"} {
		runtime.GC()
		w := &peakWriter{sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
		metrics.Read(w.sample)
		base := w.sample[0].Value.Uint64()                                   // the test's own heap
		inFlight := int64(workers+1) * regionShare(workers)                  // the regions under way
		bound := base + uint64(inFlight) + uint64(workers*perWorker) + 4<<20 // and garbage not yet freed
		var stderr bytes.Buffer
		if code := run(append(args, "-j", j, path), nil, w, &stderr); code == exitError || stderr.Len() != 0 {
			t.Fatalf("%v -j %s: exit %d, stderr %q", args, j, code, stderr.String())
		}
		if w.n < minOut {
			t.Errorf("%v -j %s: only %d bytes out", args, j, w.n)
		}
		if w.peak > bound {
			t.Errorf("%v -j %s: heap reached %.1f MiB, over %.1f MiB", args, j, float64(w.peak)/(1<<20), float64(bound)/(1<<20))
		}
		t.Logf("%v -j %s (%d workers): peak heap %.1f MiB for %d MiB out, bound %.1f MiB (%.1f MiB before)", args, j, workers, float64(w.peak)/(1<<20), w.n>>20, float64(bound)/(1<<20), float64(base)/(1<<20))
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/klauspost/compress/gzip"
	"github.com/uriscan/uri/logs"
)

func init() {
	register.Function2x1(joinFileOffset)
}

// joinFileOffset returns "base(file)@offset", to compare the lines
// skipped.
func joinFileOffset(file string, off int64) string {
	return filepath.Base(file) + "@" + fmt.Sprint(off)
}

// TestReadLinesMax reads lines at and around a limit of 100 bytes, "\r\n"
// and a final "\r" included, and lines longer than blocks of 1 KiB, from a
// plain file split in blocks and from its gzip: a line over the limit is
// skipped, once, at its offset, and every other line is read once.
func TestReadLinesMax(t *testing.T) {
	defer func(n int64) { blockSize = n }(blockSize)
	blockSize = 1 << 10
	const limit = 100
	x := func(n int) string { return strings.Repeat("x", n) }
	var text strings.Builder
	var want, wantSkipped []string
	add := func(line, term string, keep bool) {
		if keep {
			want = append(want, line+strings.TrimSuffix(term, "\n"))
		} else {
			wantSkipped = append(wantSkipped, fmt.Sprint(text.Len()))
		}
		text.WriteString(line + term)
	}
	for i := range 40 {
		add(fmt.Sprintf("http://h%d.example/", i), "\n", true)
		add(x(limit), "\n", true)
		add(x(limit), "\r\n", true)       // the "\r" is not counted
		add(x(limit+1), "\n", false)      // one byte over
		add(x(limit)+"\r", "\r\n", false) // a "\r" more is counted
		add("", "\n", true)
		add(x(i*97%3000+limit+1), "\n", false) // up to three blocks
	}
	add(x(limit), "\r", true) // a final "\r", not counted either
	var gz bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write([]byte(text.String()))
	gw.Close()
	dir := t.TempDir()
	for name, data := range map[string][]byte{"plain.log": []byte(text.String()), "a.log.gz": gz.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	var wantLines, wantOffsets []any
	for _, name := range []string{"plain.log", "a.log.gz"} {
		for _, l := range want {
			wantLines = append(wantLines, name+"|"+l)
		}
		for _, o := range wantSkipped {
			wantOffsets = append(wantOffsets, name+"@"+o)
		}
	}
	p, s := beam.NewPipelineWithRoot()
	lines, skipped := ReadLinesMax(s, filepath.Join(dir, "*"), limit)
	passert.Equals(s, beam.ParDo(s, joinFileLine, lines), wantLines...)
	passert.Equals(s, beam.ParDo(s, joinFileOffset, skipped), wantOffsets...)
	res, err := ptest.RunWithMetrics(p)
	if err != nil {
		t.Fatal(err)
	}
	if got := skippedCount(res); got != int64(len(wantOffsets)) {
		t.Errorf("the counter of lines skipped is %d, want %d", got, len(wantOffsets))
	}
}

// skippedCount returns the counter of lines skipped of a pipeline's
// metrics.
func skippedCount(res beam.PipelineResult) int64 {
	n := int64(0)
	for _, c := range res.Metrics().AllMetrics().Counters() {
		if c.Namespace() == "uris.ReadLines" && c.Name() == "skipped_too_long" {
			n += c.Result()
		}
	}
	return n
}

// TestReadLinesLongLine reads a gzip file that holds a line of 128 MiB of
// zeros through a pipeline, with a limit of 1 MiB: the lines before and
// after it are read, and it is skipped once, at its offset (issue 42).
// TestLineReaderLongLine bounds the memory that costs.
func TestReadLinesLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 128 MiB")
	}
	const limit = 1 << 20
	file := writeLongLine(t, filepath.Join(t.TempDir(), "long.gz"), 128<<20)
	p, s := beam.NewPipelineWithRoot()
	lines, skipped := ReadLinesMax(s, file, limit)
	base := filepath.Base(file)
	passert.Equals(s, beam.ParDo(s, joinFileLine, lines),
		base+"|http://before.example/", base+"|http://after.example/", base+"|last")
	passert.Equals(s, beam.ParDo(s, joinFileOffset, skipped), base+"@"+fmt.Sprint(len(longBefore)))
	res, err := ptest.RunWithMetrics(p)
	if err != nil {
		t.Fatal(err)
	}
	if n := skippedCount(res); n != 1 {
		t.Errorf("the counter of lines skipped is %d, want 1", n)
	}
}

// TestLineReaderLongLine reads the decompressed lines of a file whose
// middle line is 128 MiB long, with a limit of 1 MiB, as readLinesFn
// does, and checks that it costs no more memory than a line just over the
// limit: the bytes allocated differ by less than the limit, where holding
// the line, or any large part of it, would cost at least its 128 MiB.
// The allocations are measured around the reading alone, with no
// pipeline runner in the process's window, so that they are the same
// from run to run.
func TestLineReaderLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 128 MiB")
	}
	const limit = 1 << 20
	dir := t.TempDir()
	read := func(file string) (got []string, allocated uint64) {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		z := logs.NewDecoder(f)
		defer z.Close()
		lr := lineReader{br: bufio.NewReaderSize(z, 64<<10), max: limit}
		for {
			line, n, long, err := lr.next(true)
			if err != nil && err != io.EOF {
				t.Fatal(err)
			}
			if long {
				got = append(got, fmt.Sprintf("long %d", n))
			} else if n > 0 {
				got = append(got, string(line))
			}
			if err == io.EOF {
				break
			}
		}
		if c := cap(lr.buf); c > limit+2+64<<10 {
			t.Errorf("%s: the line buffer grew to %d bytes, over the limit and a block", file, c)
		}
		runtime.ReadMemStats(&m1)
		return got, m1.TotalAlloc - m0.TotalAlloc
	}
	check := func(file string, n int64) uint64 {
		got, allocated := read(writeLongLine(t, filepath.Join(dir, file), n))
		// The long line is read with its "\n".
		want := []string{strings.TrimSuffix(longBefore, "\n"), fmt.Sprintf("long %d", n+1), "http://after.example/", "last"}
		if !slices.Equal(got, want) {
			t.Errorf("%s: read %q, want %q", file, got, want)
		}
		return allocated
	}
	a, b := check("short.gz", limit+1), check("long.gz", 128<<20)
	t.Logf("allocated: %d bytes for a line of 1 MiB + 1, %d for 128 MiB", a, b)
	if bound := uint64(limit); b > a+bound {
		t.Errorf("a line of 128 MiB allocated %d bytes, one of 1 MiB + 1 %d: more than %d apart", b, a, bound)
	}
}

// longBefore and longAfter are the lines around the long one of
// writeLongLine's files.
const (
	longBefore = "http://before.example/\n"
	longAfter  = "\nhttp://after.example/\nlast"
)

// writeLongLine writes a gzip file of a line, a line of n zero bytes and
// two more lines, compressed as it is generated, and returns its name.
func writeLongLine(t *testing.T, name string, n int64) string {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw, _ := gzip.NewWriterLevel(f, gzip.BestSpeed)
	io.WriteString(zw, longBefore)
	if _, err := io.CopyN(zw, zeros{}, n); err != nil {
		t.Fatal(err)
	}
	io.WriteString(zw, longAfter)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return name
}

// zeros is an endless reader of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

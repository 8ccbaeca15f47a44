// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// compress returns b compressed in format: gzip, zstd and xz by the Go
// libraries, bzip2 by the system's bzip2 (the Go libraries have none; the
// test is skipped without it, and fails under CI, which installs it).
func compress(t *testing.T, format string, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	var err error
	switch format {
	case "gzip":
		w := gzip.NewWriter(&buf)
		w.Write(b)
		err = w.Close()
	case "zstd":
		var w *zstd.Encoder
		if w, err = zstd.NewWriter(&buf); err == nil {
			w.Write(b)
			err = w.Close()
		}
	case "xz":
		var w *xz.Writer
		if w, err = xz.NewWriter(&buf); err == nil {
			w.Write(b)
			err = w.Close()
		}
	case "bzip2":
		if _, lerr := exec.LookPath("bzip2"); lerr != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("bzip2 is not installed (.ci/run installs it)")
			}
			t.Skip("bzip2 is not installed")
		}
		cmd := exec.Command("bzip2", "-c")
		cmd.Stdin = bytes.NewReader(b)
		var out []byte
		out, err = cmd.Output()
		buf.Write(out)
	default:
		t.Fatalf("no format %s", format)
	}
	if err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	return buf.Bytes()
}

// writeFile writes data to name in dir and returns its path.
func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// accessLog returns a generated access log of about size bytes.
func accessLog(t *testing.T, size int64, seed uint64) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := accesslog.Write(&b, size, seed, true); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// noFile returns the -json output out of the file at path without the
// file name.
func noFile(out, path string) string {
	return strings.ReplaceAll(out, `{"file": "`+path+`", `, "{")
}

// TestCompressedSameOutput reads the same 4 MiB log plain, in each
// format, as two gzip members, as gzip without a suffix, and as plain
// text named .gz, and checks that the -json output is the same but for
// the file name, with one worker and with two (which read a compressed
// file as a stream, cut into regions in memory); and likewise -stats
// (which adds a line on the compressed size) and a record command.
func TestCompressedSameOutput(t *testing.T) {
	if raceEnabled {
		t.Skip("formats, not goroutines: TestCompressedRegions and TestManyFiles run the workers under -race")
	}
	size := int64(4 << 20)
	if testing.Short() {
		size = 512 << 10 // under -race, 4 MiB take half a minute
	}
	log := accessLog(t, size, 32)
	dir := t.TempDir()
	half := bytes.IndexByte(log[len(log)/2:], '\n') + len(log)/2 + 1
	files := map[string][]byte{
		"plain.log":      log,
		"a.log.gz":       compress(t, "gzip", log),
		"a.log.zst":      compress(t, "zstd", log),
		"members.log.gz": append(compress(t, "gzip", log[:half]), compress(t, "gzip", log[half:])...),
		"gzip-no-suffix": compress(t, "gzip", log),
		"text.log.gz":    log,
	}
	switch _, err := exec.LookPath("bzip2"); {
	case testing.Short():
		// Under -short (-race), the formats whose readers run the same
		// way as gzip's are left to the full run.
	case err == nil || os.Getenv("CI") != "":
		files["a.log.xz"] = compress(t, "xz", log)
		files["a.log.bz2"] = compress(t, "bzip2", log)
	default:
		files["a.log.xz"] = compress(t, "xz", log)
		t.Log("bzip2 is not installed: the bzip2 file is left out")
	}
	plain := writeFile(t, dir, "plain.log", log)
	want, stderr, code := runScan(t, "", "-json", "-j", "1", plain)
	if code != exitOK || stderr != "" || int64(strings.Count(want, "\n")) < size/200 {
		t.Fatalf("plain: exit %d, stderr %q, %d lines", code, stderr, strings.Count(want, "\n"))
	}
	want = noFile(want, plain)
	for name, data := range files {
		path := writeFile(t, dir, name, data)
		for _, j := range []string{"1", "2"} {
			got, stderr, code := runScan(t, "", "-json", "-j", j, path)
			if code != exitOK || stderr != "" {
				t.Errorf("%s -j %s: exit %d, stderr %q", name, j, code, stderr)
			}
			if !strings.HasPrefix(got, `{"file": "`+path+`", "line": `) {
				t.Errorf("%s -j %s: output starts %.80q", name, j, got)
			}
			if noFile(got, path) != want {
				t.Errorf("%s -j %s: the output differs from that of the plain file", name, j)
			}
		}
		// -stats counts the decompressed bytes, and says what was
		// compressed.
		_, stderr, _ := runScan(t, "", "-stats", "-c", path)
		records := fmt.Sprintf("records: %d (%d bytes)\n", bytes.Count(log, []byte("\n")), len(log))
		if !strings.HasPrefix(stderr, records) {
			t.Errorf("%s -stats: %.100q, want it to start with %q", name, stderr, records)
		}
		compressed := name != "plain.log" && name != "text.log.gz"
		format := map[string]string{".gz": "gzip", ".zst": "zstd", ".xz": "xz", ".bz2": "bzip2", "": "gzip"}[filepath.Ext(name)]
		line := fmt.Sprintf("compressed: 1 input (%s 1), %d bytes, %d decompressed\n", format, len(data), len(log))
		if strings.Contains(stderr, "compressed:") != compressed || compressed && !strings.Contains(stderr, line) {
			t.Errorf("%s -stats: %q, want the line %q: %v", name, stderr, line, compressed)
		}
	}

	// A record command reads the decompressed records.
	urls := []byte(strings.Repeat("http://a.example/p?q\nnot a uri\n", 5000))
	wantParse, _, _ := runScan(t, "", "parse", "-json", "-j", "1", writeFile(t, dir, "urls.txt", urls))
	for _, format := range []string{"gzip", "zstd", "xz"} {
		path := writeFile(t, dir, "urls."+format, compress(t, format, urls))
		for _, j := range []string{"1", "2"} {
			if got, stderr, _ := runScan(t, "", "parse", "-json", "-j", j, path); got != wantParse || stderr != "" {
				t.Errorf("parse -json -j %s on %s: %d bytes, stderr %q; want the %d bytes of the plain file", j, format, len(got), stderr, len(wantParse))
			}
		}
	}
}

// TestCompressedRegions reads a log full of what makes regions hard to
// cut (references in angle brackets across lines, long lines, too-long
// references) compressed, in small regions: the output, standard error
// included, is that of one worker, and of the plain file.
func TestCompressedRegions(t *testing.T) {
	smallRegions(t)
	size := 3 << 19
	if testing.Short() {
		size = 3 << 18
	}
	_, in := parallelInput(t, size)
	dir := t.TempDir()
	plain := writeFile(t, dir, "in.log", in)
	gz := writeFile(t, dir, "in.gz", compress(t, "gzip", in))
	cmds := [][]string{{"-json"}, {}, {"-stats", "-c"}, {"-z", "-json"}, {"parse", "-json"}, {"parse", "-z"}}
	js := []string{"1", "3"}
	if testing.Short() {
		cmds, js = [][]string{{"-json"}, {"parse", "-z"}}, js[1:] // the workers' path, for -race
	}
	for _, args := range cmds {
		wantOut, wantErr, wantCode := runScan(t, "", append(args, "-j", "1", plain)...)
		for _, j := range js {
			out, errs, code := runScan(t, "", append(args, "-j", j, gz)...)
			errs = strings.ReplaceAll(errs, gz, plain)
			errs = regexp.MustCompile(`(?m)^compressed: .*\n`).ReplaceAllString(errs, "")
			if noFile(out, gz) != noFile(wantOut, plain) || errs != wantErr || code != wantCode {
				t.Errorf("%q -j %s: exit %d, %d bytes out, stderr %.200q; want exit %d, %d bytes, %.200q", args, j, code, len(out), errs, wantCode, len(wantOut), wantErr)
			}
		}
	}
}

// TestCompressedFaults cuts and corrupts compressed files: the output is
// the references of the records before the fault, the first ones of the
// plain file; standard error names the file and the decompressed byte;
// the files after it are still read; exit status 2.
func TestCompressedFaults(t *testing.T) {
	if raceEnabled {
		t.Skip("decoders, not goroutines: TestCompressedRegions and TestManyFiles run the workers under -race")
	}
	log := accessLog(t, 1<<20, 9)
	dir := t.TempDir()
	js := []string{"1", "2"}
	if testing.Short() {
		js = js[1:] // the workers' path, for -race
	}
	plainOut, _, _ := runScan(t, "", writeFile(t, dir, "plain.log", log))
	other := writeFile(t, dir, "other.log", []byte("see http://after.example/\n"))
	for _, format := range []string{"gzip", "zstd", "xz", "bzip2"} {
		data := compress(t, format, log)
		for _, fault := range []string{"cut", "corrupt"} {
			bad := bytes.Clone(data[:len(data)/2])
			if fault == "corrupt" {
				bad = bytes.Clone(data)
				bad[len(bad)/2] ^= 0x55
			}
			path := writeFile(t, dir, format+"-"+fault, bad)
			for _, j := range js {
				for _, args := range [][]string{{path}, {path, other}} {
					out, stderr, code := runScan(t, "", append([]string{"-j", j}, args...)...)
					msg := regexp.MustCompile(`^scan: ` + regexp.QuoteMeta(path) + `: ` + format + ` data (cut short|corrupt) at decompressed byte \d+`)
					if code != exitError || !msg.MatchString(stderr) || strings.Count(stderr, "\n") != 1 {
						t.Errorf("%s %s -j %s %q: exit %d, stderr %q", format, fault, j, args, code, stderr)
					}
					refs := strings.TrimSuffix(out, "http://after.example/\n")
					if len(args) == 2 && refs == out {
						t.Errorf("%s %s -j %s: the file after it was not read", format, fault, j)
					}
					// bzip2 decodes whole blocks of 900 kB, and the xz
					// library whole chunks: a cut in the first one
					// leaves nothing to print.
					blocks := format == "bzip2" || format == "xz"
					if fault == "cut" && (!strings.HasPrefix(plainOut, refs) || !blocks && len(refs) < len(plainOut)/10) {
						t.Errorf("%s cut -j %s: %d bytes out, not the first of the plain file's %d", format, j, len(refs), len(plainOut))
					}
				}
			}
		}
	}
	// A cut in the middle of a record: not one byte of it is read, in a
	// record command either.
	urls := strings.Repeat("http://a.example/long/path/of/the/record?q=1\n", 20000)
	gz := compress(t, "gzip", []byte(urls))
	path := writeFile(t, dir, "urls.gz", gz[:len(gz)*2/3])
	for _, j := range []string{"1", "2"} {
		out, stderr, code := runScan(t, "", "normalize", "-j", j, path)
		if code != exitError || !strings.HasPrefix(urls, out) || out == "" || !strings.Contains(stderr, "scan normalize: "+path+": gzip data cut short") {
			t.Errorf("normalize -j %s: exit %d, %d bytes out, stderr %q", j, code, len(out), stderr)
		}
	}
}

// TestTrailingGarbage checks gzip's rule: zero bytes after the last
// member are ignored, other bytes are an error after all of the data.
func TestTrailingGarbage(t *testing.T) {
	dir := t.TempDir()
	gz := compress(t, "gzip", []byte("see http://a.example/\n"))
	zeros := writeFile(t, dir, "zeros.gz", append(bytes.Clone(gz), make([]byte, 512)...))
	junk := writeFile(t, dir, "junk.gz", append(bytes.Clone(gz), "junk"...))
	if out, stderr, code := runScan(t, "", zeros); out != "http://a.example/\n" || stderr != "" || code != exitOK {
		t.Errorf("zeros: exit %d, %q, stderr %q", code, out, stderr)
	}
	want := "scan: " + junk + ": gzip data read in full, 22 bytes decompressed, then bytes that are not gzip data (trailing garbage)\n"
	if out, stderr, code := runScan(t, "", junk); out != "http://a.example/\n" || stderr != want || code != exitError {
		t.Errorf("junk: exit %d, %q, stderr %q; want %q", code, out, stderr, want)
	}
}

// smallReads returns at most n bytes a read, so that a peakReader over it
// samples the heap often while a few bytes of compressed input
// decompress to megabytes.
type smallReads struct {
	r io.Reader
	n int
}

func (s smallReads) Read(p []byte) (int, error) { return s.r.Read(p[:min(len(p), s.n)]) }

// TestZipBomb reads a "zip bomb", 48 MiB of zero bytes (three times the
// heap allowed) in 49 KiB of gzip, then a line with a URL, on
// standard input with one worker and two: the URL is found, and the heap stays small, since decompression
// streams (the zeros are one line with no safe point: the Scanner's
// window, twice -max-length, holds what is pending of it).
func TestZipBomb(t *testing.T) {
	if testing.Short() {
		t.Skip("decompresses 48 MiB")
	}
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
	zeros := make([]byte, 1<<20)
	for range 48 {
		w.Write(zeros)
	}
	io.WriteString(w, "\nsee http://after.example/\n")
	w.Close()
	for _, j := range []string{"1", "2"} {
		r := &peakReader{r: smallReads{bytes.NewReader(b.Bytes()), 1 << 10}, sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
		runtime.GC()
		var out, errb bytes.Buffer
		code := run([]string{"-j", j}, r, &out, &errb)
		if code != exitOK || out.String() != "http://after.example/\n" || errb.Len() != 0 {
			t.Errorf("-j %s: exit %d, %q, stderr %q", j, code, out.String(), errb.String())
		}
		if r.peak > heapBound {
			t.Errorf("-j %s: heap reached %.1f MiB, over %d MiB", j, float64(r.peak)/(1<<20), heapBound>>20)
		}
		t.Logf("-j %s: %d bytes of gzip, peak heap %.1f MiB", j, b.Len(), float64(r.peak)/(1<<20))
	}
}

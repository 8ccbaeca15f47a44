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
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/uriscan/uri/logs"
)

// manyFiles writes n files into dir: generated logs, small and not so
// small, plain, gzip and zstd, one larger than parallelMin (split into
// regions), one empty, one with no newline at its end; and returns their
// paths, in name order, and the plain text of each.
func manyFiles(t *testing.T, dir string, n int) (paths []string, texts [][]byte) {
	for i := range n {
		log := accessLog(t, int64(1000+(i*7919)%60000), uint64(i))
		name, data := fmt.Sprintf("f%03d.log", i), log
		switch {
		case i == 3:
			log = nil
		case i == 4:
			log = []byte("no newline at the end: http://end.example/")
		case i == 5:
			log = accessLog(t, 3<<20, 5) // over parallelMin (smallRegions)
		}
		data = log
		switch i % 3 {
		case 1:
			name, data = name+".gz", compress(t, "gzip", log)
		case 2:
			name, data = name+".zst", compress(t, "zstd", log)
		}
		paths = append(paths, writeFile(t, dir, name, data))
		texts = append(texts, log)
	}
	return paths, texts
}

// TestManyFiles reads many files, compressed or not, small or large, with
// one worker and with several: the output, standard error and exit status
// are the same, byte for byte, and the output is that of each file read
// alone, in order. A file that cannot be opened, a folder and a corrupt
// file among them are reported in their place, and the others read.
func TestManyFiles(t *testing.T) {
	smallRegions(t)
	dir := t.TempDir()
	n, js := 30, []string{"2", "5", "64"}
	if testing.Short() {
		n, js = 12, []string{"3"}
	}
	paths, _ := manyFiles(t, dir, n)
	gz := compress(t, "gzip", accessLog(t, 200000, 77))
	bad := writeFile(t, dir, "bad.gz", gz[:len(gz)/2])
	args := append([]string{}, paths[:10]...)
	args = append(args, filepath.Join(dir, "missing.log"), bad, dir)
	args = append(args, paths[10:]...)
	cmds := [][]string{{"-json"}, {}, {"-c", "-stats"}, {"-invalid"}, {"parse", "-json"}, {"parse", "-c"}, {"normalize"}}
	if testing.Short() {
		cmds = [][]string{{"-json"}, {"-c", "-stats"}, {"parse", "-json"}}
	}
	for _, cmd := range cmds {
		want, wantErr, wantCode := runScan(t, "", append(append(cmd, "-j", "1"), args...)...)
		if wantCode != exitError || strings.Count(wantErr, "scan") < 3 {
			t.Fatalf("%q -j 1: exit %d, stderr %q", cmd, wantCode, wantErr)
		}
		for _, j := range js {
			out, errs, code := runScan(t, "", append(append(cmd, "-j", j), args...)...)
			if out != want || errs != wantErr || code != wantCode {
				t.Errorf("%q -j %s: exit %d, %d bytes out, stderr %q; want what -j 1 gives: exit %d, %d bytes, %q",
					cmd, j, code, len(out), errs, wantCode, len(want), wantErr)
			}
		}
		if slices.Contains(cmd, "-c") || testing.Short() {
			continue
		}
		// Each file alone, in order, gives the same output.
		var each strings.Builder
		for _, a := range args {
			out, _, _ := runScan(t, "", append(append(cmd, "-j", "1"), a)...)
			each.WriteString(out)
		}
		if each.String() != want {
			t.Errorf("%q: the files together give %d bytes, one by one %d", cmd, len(want), each.Len())
		}
	}
}

// TestRecursive checks -r: the regular files under a folder, in name
// order (nested folders in their place), as grep -r reads them, without
// the symbolic links and special files found there; with no name, the
// current folder.
func TestRecursive(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.log", "a/z.log", "a/b/c.log", "c.log.gz", "A.log"} {
		data := []byte("http://" + strings.ReplaceAll(name, "/", "-") + ".example/\n")
		if strings.HasSuffix(name, ".gz") {
			data = compress(t, "gzip", data)
		}
		writeFile(t, dir, name, data)
	}
	if err := os.Symlink(filepath.Join(dir, "b.log"), filepath.Join(dir, "link.log")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "a"), filepath.Join(dir, "linkdir")); err != nil {
		t.Fatal(err)
	}
	want := "http://A.log.example/\nhttp://a-b-c.log.example/\nhttp://a-z.log.example/\nhttp://b.log.example/\nhttp://c.log.gz.example/\n"
	for _, j := range []string{"1", "2"} {
		out, stderr, code := runScan(t, "", "-r", "-j", j, dir)
		if out != want || stderr != "" || code != exitOK {
			t.Errorf("-r -j %s: exit %d, %q, stderr %q; want %q", j, code, out, stderr, want)
		}
		// A file named beside a folder, and a folder twice.
		out, _, _ = runScan(t, "", "-r", "-j", j, filepath.Join(dir, "b.log"), filepath.Join(dir, "a"), filepath.Join(dir, "a"))
		if w := "http://b.log.example/\n" + strings.Repeat("http://a-b-c.log.example/\nhttp://a-z.log.example/\n", 2); out != w {
			t.Errorf("-r -j %s with files and folders: %q, want %q", j, out, w)
		}
		out, _, _ = runScan(t, "", "-r", "-json", "-j", j, filepath.Join(dir, "a"))
		if !strings.Contains(out, `{"file": "`+filepath.Join(dir, "a", "b", "c.log")+`", "line": 1,`) {
			t.Errorf("-r -json: the file is not named by its path: %q", out)
		}
		out, _, _ = runScan(t, "", "parse", "-r", "-j", j, dir)
		if n := strings.Count(out, "valid scheme=http"); n != 5 {
			t.Errorf("parse -r -j %s: %d records, want 5:\n%s", j, n, out)
		}
	}
	// Without -r, a folder is an error, as with grep.
	if _, stderr, code := runScan(t, "", dir); code != exitError || stderr != "scan: "+dir+": is a directory\n" {
		t.Errorf("a folder without -r: exit %d, stderr %q", code, stderr)
	}
	// With no name, the current folder.
	wd, _ := os.Getwd()
	t.Cleanup(func() { os.Chdir(wd) })
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	if out, _, _ := runScan(t, "", "-r"); out != want {
		t.Errorf("-r alone in the folder: %q, want %q", out, want)
	}
}

// TestRecursiveLink checks -r on a symbolic link named on the command line
// (issue 42, row 6: "ln -s real link; scan -r link" printed nothing, exit
// 1): it is followed, to a folder too, and through a link to a link, as
// grep -r and rg follow one, the files under it named by the path through
// the link; the links under it, one of them back to an ancestor, stay
// left out, so that the walk ends; a loop of links named on the command
// line is an error that names it, exit 2, the other names read.
func TestRecursiveLink(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "real/f.log", []byte("see http://f.example/\n"))
	writeFile(t, dir, "real/sub/g.log", []byte("http://g.example/\n"))
	writeFile(t, dir, "other.log", []byte("http://other.example/\n"))
	for _, l := range [][2]string{
		{"real", "link"}, {"link", "link2"}, {"../..", "real/sub/back"}, {".", "real/sub/self"},
		{filepath.Join(dir, "other.log"), "real/other.log"}, {"loopb", "loopa"}, {"loopa", "loopb"},
	} {
		if err := os.Symlink(l[0], filepath.Join(dir, l[1])); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	const want = "http://f.example/\nhttp://g.example/\n"
	for _, j := range []string{"1", "2"} {
		for _, link := range []string{"link", "link2", "link" + string(filepath.Separator)} {
			root := filepath.Join(dir, link)
			if strings.HasSuffix(link, string(filepath.Separator)) {
				root += string(filepath.Separator) // Join cleans it away
			}
			out, stderr, code := runScan(t, "", "-r", "-j", j, root)
			if out != want || stderr != "" || code != exitOK {
				t.Errorf("-r -j %s %s: exit %d, %q, stderr %q; want %q", j, link, code, out, stderr, want)
			}
			out, _, _ = runScan(t, "", "-r", "-json", "-j", j, root)
			for _, f := range []string{filepath.Join(dir, link, "f.log"), filepath.Join(dir, link, "sub", "g.log")} {
				if !strings.Contains(out, `{"file": "`+f+`", "line": 1,`) {
					t.Errorf("-r -json -j %s %s: %s is not named: %q", j, link, f, out)
				}
			}
		}
		// The folder itself: the same files, the links in it left out.
		if out, stderr, code := runScan(t, "", "-r", "-j", j, filepath.Join(dir, "real")); out != want || stderr != "" || code != exitOK {
			t.Errorf("-r -j %s real: exit %d, %q, stderr %q; want %q", j, code, out, stderr, want)
		}
		loop := filepath.Join(dir, "loopa")
		out, stderr, code := runScan(t, "", "-r", "-j", j, loop, filepath.Join(dir, "link"))
		if out != want || code != exitError || !strings.Contains(stderr, loop) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("-r -j %s loopa link: exit %d, %q, stderr %q; want %q, one message naming %s, exit 2", j, code, out, stderr, want, loop)
		}
	}
}

// TestManyFilesBoundedMemory reads 100 files, gzip-compressed access
// logs of 512 KiB each, with -j 1, 8, 64 and 1000, and checks that the
// heap stays within a bound that does not grow with -j or with the number
// of files, and under 64 MiB: per worker its Scanner, a decoder (gzip's
// window and tables), its pieces of output; and the output the regions
// under way hold (regions.go).
func TestManyFilesBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 100 files and reads 50 MiB of log from them")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	dir := t.TempDir()
	var args []string
	log := accessLog(t, 512<<10, 3)
	for i := range 100 {
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
		w.Write(log)
		fmt.Fprintf(w, "file %d http://f%d.example/\n", i, i)
		w.Close()
		args = append(args, writeFile(t, dir, fmt.Sprintf("f%03d.gz", i), b.Bytes()))
	}
	for _, j := range []string{"1", "8", "64", "1000"} {
		runtime.GC()
		w := &peakWriter{sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
		metrics.Read(w.sample)
		base := w.sample[0].Value.Uint64()
		workers, _, _ := regionPlan(1<<20, (&extractConfig{mode: outJSON}).expansion())
		// The Scanner, the logs.Decoder's buffer, a gzip decoder, pieces.
		perWorker := 2*(64<<10+1<<10) + logs.PieceSize + 256<<10 + 3*pieceCap
		inFlight := int64(workers+1) * regionShare(workers)
		bound := base + uint64(inFlight) + uint64(workers*perWorker) + 8<<20
		var stderr bytes.Buffer
		if code := run(append([]string{"-json", "-j", j}, args...), nil, w, &stderr); code != exitOK || stderr.Len() != 0 {
			t.Fatalf("-j %s: exit %d, stderr %q", j, code, stderr.String())
		}
		if w.n < 100*512<<10 {
			t.Errorf("-j %s: only %d bytes out", j, w.n)
		}
		if w.peak > bound || w.peak-base > 64<<20 {
			t.Errorf("-j %s: heap reached %.1f MiB, over %.1f MiB (or 64 MiB more than the %.1f MiB before)", j,
				float64(w.peak)/(1<<20), float64(bound)/(1<<20), float64(base)/(1<<20))
		}
		t.Logf("-j %s: peak heap %.1f MiB for %d MiB out, bound %.1f MiB (%.1f MiB before)", j,
			float64(w.peak)/(1<<20), w.n>>20, float64(bound)/(1<<20), float64(base)/(1<<20))
	}
}

// TestStreamingCompressed is TestStreamingOutput for compressed standard
// input: gzip members flushed line by line (as a log shipper writes them)
// give their references as each line comes, with one worker and two.
func TestStreamingCompressed(t *testing.T) {
	for _, j := range []string{"1", "2"} {
		for _, args := range [][]string{{}, {"parse"}} {
			args := append(args, "-j", j)
			t.Run(strings.Join(args, " "), func(t *testing.T) {
				r, pw, err := os.Pipe()
				if err != nil {
					t.Fatal(err)
				}
				defer r.Close()
				out := &watchWriter{want: "http://live.example/\n"}
				if args[0] == "parse" {
					out.want = "host=live.example"
				}
				var errb bytes.Buffer
				done := make(chan int)
				go func() { done <- run(args, r, out, &errb) }()
				zw := gzip.NewWriter(pw)
				for round := 1; round <= 2; round++ {
					io.WriteString(zw, "http://live.example/\n")
					if err := zw.Flush(); err != nil {
						t.Fatal(err)
					}
					select {
					case <-out.await(round):
					case code := <-done:
						t.Fatalf("scan exited (%d) before its input ended; output %q, stderr %q", code, out.String(), errb.String())
					case <-time.After(hangGuard):
						t.Fatalf("line %d: with the pipe open and quiet, scan printed %q", round, out.String())
					}
				}
				zw.Close()
				pw.Close()
				if code := <-done; code == exitError {
					t.Errorf("exit %d, stderr %q", code, errb.String())
				}
			})
		}
	}
}

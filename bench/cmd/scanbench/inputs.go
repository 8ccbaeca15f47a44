// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/uriscan/uri/bench"
)

// programs are the executables a run measures or uses, built into a
// temporary directory.
type programs struct {
	scan   string // ../scan
	genlog string // ../scan/internal/accesslog/genlog, which writes the access logs
	neturl string // ./cmd/neturlcount, scan parse -c with net/url
}

// build builds the programs from the repository at repo into dir: scan and
// genlog in the root module, neturlcount in the bench module.
func build(ctx context.Context, repo, dir string) (programs, error) {
	p := programs{
		scan:   filepath.Join(dir, "scan"),
		genlog: filepath.Join(dir, "genlog"),
		neturl: filepath.Join(dir, "neturlcount"),
	}
	for _, b := range []struct{ module, pkg, out string }{
		{repo, "./scan", p.scan},
		{repo, "./scan/internal/accesslog/genlog", p.genlog},
		{filepath.Join(repo, "bench"), "./cmd/neturlcount", p.neturl},
	} {
		out, err := exec.CommandContext(ctx, "go", "build", "-C", b.module, "-o", b.out, b.pkg).CombinedOutput()
		if err != nil {
			return p, fmt.Errorf("go build -C %s %s: %v\n%s", b.module, b.pkg, err, out)
		}
	}
	return p, nil
}

// writeLog writes a log to path with genlog and the arguments args
// (seed 1, free-text lines mixed in: the log of the README's commands,
// "-bytes N"; or with "-json", or "-lines N") and returns its size.
func writeLog(ctx context.Context, genlog, path string, args ...string) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	cmd := exec.CommandContext(ctx, genlog, args...)
	cmd.Stdout = f
	var errs bytes.Buffer
	cmd.Stderr = &errs
	err = cmd.Run()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("genlog %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errs.String()))
	}
	return fileSize(path)
}

// countLines returns the number of newlines in the file at path.
func countLines(path string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	var n int64
	buf := make([]byte, 1<<20)
	for {
		k, err := f.Read(buf)
		n += int64(bytes.Count(buf[:k], []byte{'\n'}))
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

// repeatFile writes n copies of the file src to dst, without src's UTF-8
// byte order mark and with a newline at the end of each copy when src
// lacks one, so that dst holds n times the records of src.
func repeatFile(dst, src string, n int) (int64, error) {
	data, err := os.ReadFile(src)
	if err != nil {
		return 0, err
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(data) > 0 && data[len(data)-1] != '\n' {
		data = append(data, '\n')
	}
	return writeFile(dst, func(w *bufio.Writer) error {
		for range n {
			if _, err := w.Write(data); err != nil {
				return err
			}
		}
		return nil
	})
}

// writeLine writes one line of at most size bytes to path: generated web
// URLs (bench.Gen.Web) separated by single spaces, and one newline at the
// end. It is a file that scan cannot cut into regions.
func writeLine(path string, size int64) (int64, error) {
	g := bench.NewGen(120)
	return writeFile(path, func(w *bufio.Writer) error {
		n := int64(0)
		for {
			u := g.Web()
			if n+int64(len(u))+2 > size {
				break
			}
			if n > 0 {
				w.WriteByte(' ')
				n++
			}
			w.WriteString(u)
			n += int64(len(u))
		}
		return w.WriteByte('\n')
	})
}

// writeRun writes unit repeated to about size bytes to path, on one line.
func writeRun(path, unit string, size int64) (int64, error) {
	return writeFile(path, func(w *bufio.Writer) error {
		for n := int64(0); n+int64(len(unit)) < size; n += int64(len(unit)) {
			w.WriteString(unit)
		}
		return w.WriteByte('\n')
	})
}

// writeURLs writes generated URLs, one per line (bench.Gen.Labeled "web":
// one in 200 invalid), until about size bytes: the stand-in for kasztp
// x40 in the quick mode.
func writeURLs(path string, size int64) (int64, error) {
	g := bench.NewGen(40)
	return writeFile(path, func(w *bufio.Writer) error {
		for n := int64(0); n < size; {
			urls, _ := g.Labeled("web", 1000)
			for _, u := range urls {
				w.WriteString(u)
				w.WriteByte('\n')
				n += int64(len(u)) + 1
			}
		}
		return nil
	})
}

// writeFile creates path, writes it with fill through a buffer, and
// returns its size.
func writeFile(path string, fill func(*bufio.Writer) error) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = fill(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	return fileSize(path)
}

func fileSize(path string) (int64, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return fi.Size(), nil
}

// mib writes a size in MiB or GiB for the names of the inputs.
func mib(n int64) string {
	if n >= 1<<30 && n%(1<<30) == 0 {
		return fmt.Sprintf("%d GiB", n>>30)
	}
	return fmt.Sprintf("%d MiB", n>>20)
}

// gzipped returns b gzip-compressed at the default level, as gzip writes.
func gzipped(b []byte) ([]byte, error) {
	return compressed(b, func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriter(w), nil })
}

// zstded returns b zstd-compressed at the default level, as zstd writes.
func zstded(b []byte) ([]byte, error) {
	return compressed(b, func(w io.Writer) (io.WriteCloser, error) { return zstd.NewWriter(w) })
}

func compressed(b []byte, newWriter func(io.Writer) (io.WriteCloser, error)) ([]byte, error) {
	var buf bytes.Buffer
	w, err := newWriter(&buf)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	err = w.Close()
	return buf.Bytes(), err
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// recordsInput writes a file of about size bytes of records separated by
// sep, and returns its path and contents: the references of the test
// corpus, with now and then an invalid record, an IRI, a CRLF line end,
// an empty record, a record longer than -max-record 4096 and a record
// longer than a region of the test. It starts with a byte order mark and
// ends without a separator.
func recordsInput(t *testing.T, size int, sep byte) (string, []byte) {
	corpus, err := os.ReadFile("../testdata/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	refs := strings.Split(strings.TrimSpace(string(corpus)), "\n")
	extras := []string{
		"http://a b/", "%zz", "http://[::1/", "", "http://example.com/\r", "http://例え.jp/東京",
		"/a/./b/../c?x=%7e", "HTTP://EXAMPLE.com:80/%7Efoo", "http://u@h/" + strings.Repeat("p", 5000),
		"http://long.example/" + strings.Repeat("q/", 40000), "\x00\x01\xff", "mailto:a@b?c=%2F",
	}
	rng := rand.New(rand.NewPCG(7, 7))
	b := bytes.NewBufferString("\ufeff")
	for b.Len() < size {
		if rng.IntN(20) == 0 {
			b.WriteString(extras[rng.IntN(len(extras))])
		} else {
			b.WriteString(refs[rng.IntN(len(refs))])
		}
		b.WriteByte(sep)
	}
	b.WriteString("http://last.example/no-separator")
	return writeTemp(t, b.Bytes()), b.Bytes()
}

// TestRecordsParallel checks that splitting a file of records across
// workers, in small regions, changes nothing in the output, the exit
// status and standard error of every record command, whatever the number
// of workers; and that the output is that of the same records read from
// standard input, in one stream.
func TestRecordsParallel(t *testing.T) {
	smallRegions(t)
	lines, linesIn := recordsInput(t, 3<<19, '\n')
	nul, nulIn := recordsInput(t, 3<<19, 0)
	for _, args := range [][]string{
		{"parse"},
		{"parse", "-json", "-max-record", "4096"},
		{"parse", "-c"},
		{"parse", "-c", "-json"},
		{"parse", "-iri", "-json"},
		{"parse", "-z"},
		{"normalize", "-json"},
		{"resolve", "-base", "http://a/b/c/d;p?q"},
		{"relative", "-base", "http://example.com/a/b", "-json"},
		{"edit", "-set", "host=example.net", "-del-param", "utm_*"},
		{"to-uri"},
	} {
		path, in := lines, linesIn
		if args[len(args)-1] == "-z" {
			path, in = nul, nulIn
		}
		var out1, err1 bytes.Buffer
		code1 := run(append(args, "-j", "1", path), nil, &out1, &err1)
		if code1 == exitError || out1.Len() == 0 {
			t.Fatalf("%v -j 1: exit %d, %d bytes out, stderr %q", args, code1, out1.Len(), err1.String())
		}
		var outS, errS bytes.Buffer
		codeS := run(args, bytes.NewReader(in), &outS, &errS)
		if codeS != code1 || outS.String() != out1.String() || errS.String() != err1.String() {
			t.Errorf("%v: standard input: exit %d, %d bytes out, stderr %q; file -j 1: exit %d, %d bytes out, stderr %q%s",
				args, codeS, outS.Len(), errS.String(), code1, out1.Len(), err1.String(), firstDiff(outS.String(), out1.String()))
		}
		for _, j := range []int{2, 5} {
			var out, errb bytes.Buffer
			code := run(append(args, "-j", strconv.Itoa(j), path), nil, &out, &errb)
			if code != code1 || out.String() != out1.String() || errb.String() != err1.String() {
				t.Errorf("%v -j %d: exit %d, %d bytes out, stderr %q; -j 1: exit %d, %d bytes out, stderr %q%s",
					args, j, code, out.Len(), errb.String(), code1, out1.Len(), err1.String(), firstDiff(out.String(), out1.String()))
			}
		}
	}
}

// TestRecordsParallelLongFirst checks a file that starts with a record
// longer than twice a region, read in one pass, and the same file after
// a short record, cut into regions around the long one.
func TestRecordsParallelLongFirst(t *testing.T) {
	smallRegions(t)
	_, body := recordsInput(t, 1<<20, '\n')
	long := "http://example.com/" + strings.Repeat("a", 200<<10)
	for _, head := range []string{long + "\n", "/short\n" + long + "\n"} {
		p := writeTemp(t, append([]byte(head), body...))
		var out1, out2 bytes.Buffer
		code1 := run([]string{"parse", "-json", "-j", "1", p}, nil, &out1, os.Stderr)
		code2 := run([]string{"parse", "-json", "-j", "2", p}, nil, &out2, os.Stderr)
		if code1 != code2 || out1.String() != out2.String() {
			t.Errorf("head %.20q: -j 2: exit %d, %d bytes; -j 1: exit %d, %d bytes%s", head, code2, out2.Len(), code1, out1.Len(), firstDiff(out2.String(), out1.String()))
		}
		if !strings.HasPrefix(out1.String()[strings.Index(out1.String(), long):], long+`", "valid": true`) {
			t.Errorf("head %.20q: the long record is not in the output as valid", head)
		}
	}
}

// TestRecordsParallelWriteError checks that a write error stops the
// workers of a record command and is reported, without a hang.
func TestRecordsParallelWriteError(t *testing.T) {
	smallRegions(t)
	path, _ := recordsInput(t, 2<<20, '\n')
	for _, j := range []string{"1", "2", "4"} {
		var errb bytes.Buffer
		code := run([]string{"parse", "-json", "-j", j, path}, nil, &errWriter{n: 300 << 10}, &errb)
		if code != exitError || !strings.Contains(errb.String(), os.ErrClosed.Error()) {
			t.Errorf("-j %s: exit %d, stderr %q; want 2 and the write error", j, code, errb.String())
		}
	}
}

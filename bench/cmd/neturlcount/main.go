// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command neturlcount does with net/url what `scan parse -c` does with
// uriscan, for the command benchmark (../scanbench): it reads records
// (lines, without their "\n" or "\r\n"; a UTF-8 byte order mark at the
// start of an input skipped), parses each with url.Parse, and prints the
// numbers of valid and invalid records in scan's words:
//
//	$ neturlcount urls.txt
//	1920366 valid, 34 invalid
//
// It reads standard input when given no file. The exit status is scan
// parse's: 0 when every record is valid, 1 when one is not or there is
// none, 2 on an error (a line longer than 16 MiB, scan's default
// -max-record, is one).
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
)

// maxLine is the longest line read, scan parse's default -max-record.
const maxLine = 16 << 20

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(names []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var valid, invalid int
	add := func(name string, r io.Reader) bool {
		v, i, err := count(r)
		valid, invalid = valid+v, invalid+i
		if err != nil {
			fmt.Fprintf(stderr, "neturlcount: %s: %v\n", name, err)
			return false
		}
		return true
	}
	if len(names) == 0 && !add("standard input", stdin) {
		return 2
	}
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "neturlcount: %v\n", err)
			return 2
		}
		ok := add(name, f)
		f.Close()
		if !ok {
			return 2
		}
	}
	fmt.Fprintf(stdout, "%d valid, %d invalid\n", valid, invalid)
	if invalid > 0 || valid == 0 {
		return 1
	}
	return 0
}

// count parses each record of r with url.Parse, as a user of net/url
// would: each line converted to a string.
func count(r io.Reader) (valid, invalid int, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine+len("\r\n"))
	first := true
	for sc.Scan() {
		line := sc.Bytes()
		if first {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
			first = false
		}
		if _, err := url.Parse(string(line)); err != nil {
			invalid++
		} else {
			valid++
		}
	}
	err = sc.Err()
	if errors.Is(err, bufio.ErrTooLong) {
		err = fmt.Errorf("record %d is longer than %d bytes", valid+invalid+1, maxLine)
	}
	return valid, invalid, err
}

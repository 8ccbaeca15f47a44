// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestShrinkingFile checks what every command says of a file that
// shrinks while it reads it, as logrotate's copytruncate empties a log
// (issue 33: parse, to-uri, to-iri, normalize and edit stopped after a
// few percent of the records and exited 1 without a word; with -json or
// -c they said "FILE: EOF", and the extractor "scan: EOF" without the
// file): it names the file, says what happened, and exits 2. The file
// shrinks between the look at its size and the reads: fileSize says it
// is five times what it holds, with one worker and with two; and the
// same for the file gzip-compressed (issue 32).
func TestShrinkingFile(t *testing.T) {
	smallRegions(t)
	fs := fileSize
	t.Cleanup(func() { fileSize = fs })
	fileSize = func(st os.FileInfo) int64 { return 5 * st.Size() }

	var b bytes.Buffer
	for i := 0; b.Len() < 2<<20; i++ {
		b.WriteString(`192.0.2.1 - - [20/Nov/2026:06:25:00 +0000] "GET /a?i=` + strings.Repeat("x", i%50) + ` HTTP/1.1" 200 5 "http://ref.example/" "curl/8.0"` + "\n")
	}
	path := writeTemp(t, b.Bytes())
	// The same, compressed: the compressed file shrinks.
	gz := compress(t, "gzip", b.Bytes())
	gzPath := writeFile(t, t.TempDir(), "input.gz", gz)
	shrank := func(path string, size int) *regexp.Regexp {
		return regexp.MustCompile(`^(scan|scan [a-z-]+): ` + regexp.QuoteMeta(path) +
			`: the file shrank from \d+ to ` + strconv.Itoa(size) + ` bytes while being read \(truncated, as by logrotate's copytruncate\?\); the output is incomplete$`)
	}
	commands := [][]string{
		{}, {"-json"}, {"-c"}, {"-stats"},
		{"parse"}, {"parse", "-json"}, {"parse", "-c"},
		{"normalize"}, {"resolve", "-base", "http://b/"}, {"relative", "-base", "http://b/"},
		{"to-uri"}, {"to-iri"}, {"edit", "-del", "query"},
	}
	for i, args := range commands {
		for _, in := range []struct {
			path string
			want *regexp.Regexp
		}{{path, shrank(path, b.Len())}, {gzPath, shrank(gzPath, len(gz))}} {
			if in.path == gzPath && testing.Short() && i != 0 && i != 4 {
				continue // scan and scan parse under -short (-race): the reader is the same
			}
			for _, j := range []string{"1", "2"} {
				args := append(append([]string{}, args...), "-j", j, in.path)
				want := in.want
				stdout, stderr, code := runScan(t, "", args...)
				lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
				found := false
				for _, l := range lines {
					found = found || want.MatchString(l)
				}
				if code != exitError || !found {
					t.Errorf("scan %s: exit %d, stderr %q (stdout %d bytes); want exit 2 and a message naming the file", strings.Join(args, " "), code, stderr, len(stdout))
				}
			}
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// rulings are the reasons AppendHost may answer otherwise than ada, which
// the table of ada's answers names; bench's adaWrong gives the steps of
// the standard that ada does not follow.
var rulings = map[string]string{
	"utf8":       "a domain not UTF-8: U+FFFD, which domain to ASCII refuses (URL Standard 3.5, host parsing, step 4); ada gives the raw byte back",
	"bidi":       "CheckBidi: every label of a Bidi domain name meets RFC 5893 section 2 (UTS 46 4.1, criterion 9); ada checks only right-to-left labels, and not rule 1",
	"long-label": "a label over maxLabel code points, refused to keep the time linear",
	// The 2026 standard, after ada 3.2.5.
	"ascii-domain":    "an ASCII domain is the domain parser's result, lowered, whatever Unicode ToASCII says (URL Standard 3.3, IDNA, step 5; whatwg/url a8d5ca3, 2026-06-25); ada 3.2.5 runs Unicode ToASCII on it",
	"forbidden-after": "forbidden domain code points are looked for in the result of Unicode ToASCII (URL Standard 3.3, IDNA, step 8), where \"<\" and U+0338 are U+226E; ada looks in its input",
}

// answer writes the result of AppendHost as the table writes a host.
func answer(host []byte, k Kind, err error) string {
	switch {
	case err != nil:
		return "failure"
	case k == None:
		return "null"
	}
	return strconv.Quote(string(host))
}

// TestAdaTable checks AppendHost against ada's answers for the inputs of
// testdata/ada.txt (written by bench's TestAdaTable from goada, and
// checked there against ada): the same answer, or, where the table rules
// ada wrong, the answer it records and a known ruling.
func TestAdaTable(t *testing.T) {
	data, err := os.ReadFile("testdata/ada.txt")
	if err != nil {
		t.Fatal(err)
	}
	rows, ruled := 0, map[string]int{}
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		in, err := strconv.Unquote(f[1])
		if err != nil || len(f) != 3 && len(f) != 5 {
			t.Fatalf("ada.txt:%d: malformed row %q", i+1, line)
		}
		rows++
		got := answer(AppendHost(nil, in))
		if len(f) == 3 {
			if got != f[2] {
				t.Errorf("ada.txt:%d: AppendHost(%q) = %s; ada says %s", i+1, in, got, f[2])
			}
			continue
		}
		if _, ok := rulings[f[4]]; !ok || got != f[3] || got == f[2] {
			t.Errorf("ada.txt:%d: AppendHost(%q) = %s; ada says %s, the table %s (ruling %q)", i+1, in, got, f[2], f[3], f[4])
		}
		ruled[f[4]]++
	}
	if rows < 150 {
		t.Errorf("ada.txt has %d rows, want at least 150", rows)
	}
	t.Logf("%d rows; ada ruled wrong on %v", rows, ruled)
}

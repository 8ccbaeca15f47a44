// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A wptCase is one case of the WPT URL tests that names a host: the input,
// the base URL (none for "") and the answer the standard gives, written
// as answer writes it ("failure", "null" or the quoted host).
type wptCase struct {
	file  string
	input string
	base  string
	want  string
}

// key names the case in the table of rulings: its inputs quoted with
// only ASCII, as strconv.Quote, which leaves a printable character as it
// is, would quote a code point in one way or another according to the
// Unicode version of the Go that runs the test.
func (c wptCase) key() string {
	return c.file + "\t" + strconv.QuoteToASCII(c.input) + "\t" + strconv.QuoteToASCII(c.base)
}

// readWPT returns the objects of the JSON array of testdata/wpt/name,
// without its comments (the strings).
func readWPT(t *testing.T, name string) []map[string]any {
	data, err := os.ReadFile("testdata/wpt/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var all []any
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var objs []map[string]any
	for _, v := range all {
		if o, ok := v.(map[string]any); ok {
			objs = append(objs, o)
		}
	}
	return objs
}

// hostCases returns the cases of toascii.json, IdnaTestV2.json or
// IdnaTestV2-removed.json, which WPT runs as new URL("https://" + input +
// "/x") (url/toascii.any.js, url/IdnaTestV2.window.js): the host is
// output, or failure where output is null. IdnaTestV2.window.js skips the
// empty input and percent-encodes ":", "/", "?", "#" and "\" in the input
// (encodeHostEndingCodePoints), so that they reach the host parser.
func hostCases(t *testing.T, name string, encode bool) []wptCase {
	var cases []wptCase
	for _, o := range readWPT(t, name) {
		in, _ := o["input"].(string)
		if encode && in == "" {
			continue
		}
		want := "failure"
		if out, ok := o["output"].(string); ok {
			want = strconv.Quote(out)
		}
		if encode {
			var b strings.Builder
			for _, r := range in {
				if strings.ContainsRune(":/?#\\", r) {
					b.WriteString(url.QueryEscape(string(r)))
				} else {
					b.WriteRune(r)
				}
			}
			in = b.String()
		}
		cases = append(cases, wptCase{name, "https://" + in + "/x", "", want})
	}
	return cases
}

// urlCases returns the cases of urltestdata.json (url/url-constructor.any.js:
// new URL(input, base)): failure, or the hostname, which is "" for the
// null host and for the empty one; href tells them apart, "//" following
// the scheme when there is a host.
func urlCases(t *testing.T) []wptCase {
	var cases []wptCase
	for _, o := range readWPT(t, "urltestdata.json") {
		c := wptCase{file: "urltestdata.json"}
		c.input, _ = o["input"].(string)
		c.base, _ = o["base"].(string)
		switch href, _ := o["href"].(string); {
		case o["failure"] == true:
			c.want = "failure"
		case !strings.HasPrefix(href[strings.IndexByte(href, ':')+1:], "//"):
			c.want = "null"
		default:
			c.want = strconv.Quote(o["hostname"].(string))
		}
		cases = append(cases, c)
	}
	return cases
}

// A wptRuling is a row of testdata/wpt/rulings.txt: a case where the
// answer of web is not the standard's, with the answer of web, and the
// reason.
type wptRuling struct {
	kind   string // "skip": not counted (data of another Unicode version); "ruling": web answers otherwise, on purpose
	ours   string
	reason string
	note   string
	line   int
	used   bool
}

// readRulings reads testdata/wpt/rulings.txt: its reasons, each with the
// text that cites why, and its rows.
func readRulings(t *testing.T) (map[string]*wptRuling, map[string]string) {
	data, err := os.ReadFile("testdata/wpt/rulings.txt")
	if err != nil {
		t.Fatal(err)
	}
	rows, reasons := map[string]*wptRuling{}, map[string]string{}
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		switch {
		case f[0] == "reason" && len(f) == 3:
			reasons[f[1]] = f[2]
		case (f[0] == "skip" || f[0] == "ruling") && len(f) == 7:
			if _, ok := reasons[f[5]]; !ok {
				t.Fatalf("rulings.txt:%d: reason %q not defined above", i+1, f[5])
			}
			k := strings.Join(f[1:4], "\t")
			if rows[k] != nil {
				t.Fatalf("rulings.txt:%d: case listed twice", i+1)
			}
			if f[6] == "" {
				t.Fatalf("rulings.txt:%d: row without its note", i+1)
			}
			rows[k] = &wptRuling{kind: f[0], ours: f[4], reason: f[5], note: f[6], line: i + 1}
		default:
			t.Fatalf("rulings.txt:%d: malformed line %q", i+1, line)
		}
	}
	return rows, reasons
}

// wptAnswer is what web answers for the case c.
func wptAnswer(c wptCase) string {
	if c.base == "" {
		return answer(AppendHost(nil, c.input))
	}
	return answer(AppendHostBase(nil, c.input, c.base))
}

// TestWPT runs every case of the WPT URL tests that names a host
// (testdata/wpt, see its README): web must give the standard's answer,
// except for the cases that testdata/wpt/rulings.txt lists, where it
// must give the answer recorded there, and not the standard's (a row
// that no longer applies is stale, and fails). It prints the counts per
// file and the skipped cases with their reasons.
func TestWPT(t *testing.T) {
	rows, reasons := readRulings(t)
	files := []struct {
		name  string
		cases []wptCase
	}{
		{"toascii.json", hostCases(t, "toascii.json", false)},
		{"urltestdata.json", urlCases(t)},
		{"IdnaTestV2.json", hostCases(t, "IdnaTestV2.json", true)},
		{"IdnaTestV2-removed.json", hostCases(t, "IdnaTestV2-removed.json", false)},
	}
	// The cases of each file that name a host: all of them but the
	// empty input of IdnaTestV2.json, which WPT skips.
	want := map[string]int{"toascii.json": 87, "urltestdata.json": 891, "IdnaTestV2.json": 2670, "IdnaTestV2-removed.json": 20}
	var skipped []string
	for _, f := range files {
		pass, fail, ruled, skip := 0, 0, 0, 0
		for _, c := range f.cases {
			got := wptAnswer(c)
			r := rows[c.key()]
			if r == nil {
				if got == c.want {
					pass++
					continue
				}
				fail++
				t.Errorf("%s: %q (base %q): web says %s; the standard %s", f.name, c.input, c.base, got, c.want)
				continue
			}
			r.used = true
			switch {
			case got == c.want:
				t.Errorf("rulings.txt:%d: stale: web now gives the standard's answer %s for %q; remove the row", r.line, got, c.input)
			case got != r.ours:
				t.Errorf("rulings.txt:%d: %q: web says %s; the row records %s", r.line, c.input, got, r.ours)
			case r.kind == "skip":
				skip++
				skipped = append(skipped, fmt.Sprintf("%s: %q: web %s, the standard %s: %s [%s]", f.name, c.input, got, c.want, r.note, r.reason))
			default:
				ruled++
			}
		}
		t.Logf("%s: %d cases: %d pass, %d fail, %d ruled otherwise, %d skipped", f.name, len(f.cases), pass, fail, ruled, skip)
		if len(f.cases) != want[f.name] {
			t.Errorf("%s: %d cases read, want %d", f.name, len(f.cases), want[f.name])
		}
	}
	var unused []int
	for _, r := range rows {
		if !r.used {
			unused = append(unused, r.line)
		}
	}
	sort.Ints(unused)
	for _, l := range unused {
		t.Errorf("rulings.txt:%d: the row names no case of the WPT files", l)
	}
	t.Logf("%d skipped:\n%s", len(skipped), strings.Join(skipped, "\n"))
	var keys []string
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("[%s]: %s", k, reasons[k])
	}
}

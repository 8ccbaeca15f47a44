// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// markupTests are the rules of bare references in the text of READMEs,
// changelogs, man pages and source code (issue 42, rows 9, 15 and 16).
var markupTests = []struct {
	name string
	in   string
	want []want
}{
	{
		name: "issue 42 row 15: badge in a link",
		in:   "[![ci](https://ci.example/badge.svg)](https://ci.example/job)",
		want: []want{
			{text: "https://ci.example/badge.svg", kind: KindBare},
			{text: "https://ci.example/job", kind: KindBare},
		},
	},
	{
		name: "issue 42 row 15: bold in parentheses",
		in:   "(**https://cve.example/?id=1**)",
		want: []want{{text: "https://cve.example/?id=1", kind: KindBare}},
	},
	{
		name: "a reference keeps its balanced parentheses",
		in:   "https://en.wikipedia.org/wiki/Zip_(file_format) (https://en.wikipedia.org/wiki/Zip_(file_format)) x(https://a.example/(b)(c))y",
		want: []want{
			{text: "https://en.wikipedia.org/wiki/Zip_(file_format)", kind: KindBare},
			{text: "https://en.wikipedia.org/wiki/Zip_(file_format)", kind: KindBare},
			{text: "https://a.example/(b)(c)", kind: KindBare},
		},
	},
	{
		name: "a ')' that closes nothing ends a reference inside a word",
		in:   "(see https://a.example/x)and (https://b.example/((y))z)w",
		want: []want{
			{text: "https://a.example/x", kind: KindBare},
			{text: "https://b.example/((y))z", kind: KindBare},
		},
	},
	{
		name: "'](' and ')[' end a reference",
		in:   "[https://a.example/x](https://b.example/y) https://c.example/Tar_(computing)[2] [http://[::1]](http://d.example/)",
		want: []want{
			{text: "https://a.example/x", kind: KindBare},
			{text: "https://b.example/y", kind: KindBare},
			{text: "https://c.example/Tar_(computing)", kind: KindBare},
			{text: "http://[::1]", kind: KindBare},
			{text: "http://d.example/", kind: KindBare},
		},
	},
	{
		name: "trailing emphasis goes as punctuation",
		in:   "**https://a.example/b**, _https://c.example/_ *https://d.example/e*. https://f.example/**/g",
		want: []want{
			{text: "https://a.example/b", kind: KindBare},
			{text: "https://c.example/", kind: KindBare},
			{text: "https://d.example/e", kind: KindBare},
			{text: "https://f.example/**/g", kind: KindBare},
		},
	},
	{
		name: "a cut never makes the userinfo a host",
		in:   "http://evil.example)@good.example/ [http://evil.example](@good.example/x http://u@h.example)x",
		want: []want{
			{text: "http://evil.example)@good.example/", kind: KindBare},
			{text: "http://evil.example](@good.example/x", kind: KindBare, err: ErrUserinfo},
			{text: "http://u@h.example", kind: KindBare},
		},
	},
	{
		name: "issue 42 row 16: a backslash at the end of a word",
		in:   "http://man7.org/linux/man-pages/man2/unlink.2.html\\\nfetch('https://example.org'));\\n http://a.example/b\\\\ \"x\" https://c.example/\\\"",
		want: []want{
			{text: "http://man7.org/linux/man-pages/man2/unlink.2.html", kind: KindBare},
			{text: "https://example.org", kind: KindBare},
			{text: "http://a.example/b", kind: KindBare},
			{text: "https://c.example/", kind: KindBare},
		},
	},
	{
		name: "a backslash that more of the word follows is kept",
		in:   "http://evil.example\\@good.example/ http://evil.example\\\\@good.example/ https://a.example/b\\c",
		want: []want{
			{text: "http://evil.example\\@good.example/", kind: KindBare, err: ErrUserinfo},
			{text: "http://evil.example\\\\@good.example/", kind: KindBare, err: ErrUserinfo},
			{text: "https://a.example/b\\c", kind: KindBare, err: ErrPath},
		},
	},
	{
		name: "issue 42 row 9: a bidi control in a host",
		in:   "a http://exa\u202emple.com/ b <http://exa\u202emple.com/> \"http://exa\u202emple.com/\" http://exa\u202e\u2066mple.com:80/",
		want: []want{
			{text: "http://exa\u202emple.com/", kind: KindBare, err: ErrHost},
			{text: "http://exa\u202emple.com/", kind: KindBare, err: ErrHost},
			{text: "http://exa\u202emple.com/", kind: KindBare, err: ErrHost},
			{text: "http://exa\u202e\u2066mple.com:80/", kind: KindBare, err: ErrHost},
		},
	},
	{
		name: "a character no IRI holds in a host, and not UTF-8",
		in:   "http://exa\uffffmple.com/ http://caf\xe9.example/ http://u\u200e@h.example/",
		want: []want{
			{text: "http://exa\uffffmple.com/", kind: KindBare, err: ErrHost},
			{text: "http://caf\xe9.example/", kind: KindBare, err: ErrHost},
			{text: "http://u\u200e@h.example/", kind: KindBare, err: ErrUserinfo},
		},
	},
	{
		name: "a bidi control ends a path, and a host where the word ends",
		in:   "http://a.example/b\u200ec http://a.example\u200e http://a.example\u202e\u00a0x http://a.example\u0085x http://a.example\u202e",
		want: []want{
			{text: "http://a.example/b", kind: KindBare},
			{text: "http://a.example", kind: KindBare},
			{text: "http://a.example", kind: KindBare},
			{text: "http://a.example", kind: KindBare},
			{text: "http://a.example", kind: KindBare},
		},
	},
}

func TestExtractMarkup(t *testing.T) { eachImplementation(t, testExtractMarkup) }

func testExtractMarkup(t *testing.T) {
	for _, tt := range markupTests {
		t.Run(tt.name, func(t *testing.T) {
			checkExtract(t, []byte(tt.in), nil, tt.want)
			checkScanner(t, []byte(tt.in), nil, 1)
			checkScanner(t, []byte(tt.in), &ExtractOptions{Format: FormatText}, 2)
		})
	}
	// The rules across every window boundary of a Scanner: a text past
	// its 256 KiB buffer, or past a few windows with -short (the arm64
	// tests under qemu).
	size := 300 << 10
	if testing.Short() {
		size = 64 << 10
	}
	rng := rand.New(rand.NewPCG(42, 15))
	var b bytes.Buffer
	for b.Len() < size {
		tt := markupTests[rng.IntN(len(markupTests))]
		b.WriteString(tt.in)
		b.WriteString([]string{" ", "\n", "", ")", "](", strings.Repeat("(", 3), strings.Repeat("x", 200)}[rng.IntN(7)])
	}
	checkScanner(t, b.Bytes(), nil, 3)
	checkScanner(t, b.Bytes(), &ExtractOptions{MaxLength: 300}, 4)
}

// TestExtractMarkupGolden extracts from a sample of Markdown, man pages
// and C and JavaScript strings, testdata/extract/markup.txt, and compares
// the references with markup.golden: one a line, kind, error ("ok" for a
// valid one) and text, quoted.
func TestExtractMarkupGolden(t *testing.T) {
	in, err := os.ReadFile("testdata/extract/markup.txt")
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile("testdata/extract/markup.golden")
	if err != nil {
		t.Fatal(err)
	}
	ms, clean := AppendExtract(nil, nil, in, nil)
	checkMatches(t, in, clean, ms, nil)
	var got []string
	for _, m := range ms {
		e := "ok"
		if m.Err != 0 {
			e = m.Err.Name()
		}
		got = append(got, fmt.Sprintf("%v %s %q", m.Kind, e, m.Text(in, clean)))
	}
	want := strings.Split(strings.TrimSuffix(string(golden), "\n"), "\n")
	checkWants(t, got, want)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// docFiles returns README.md and the pages of docs/, as slash paths
// relative to the repository root.
func docFiles(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil || len(pages) < 8 {
		t.Fatalf("docs/ holds only %q (%v)", pages, err)
	}
	files := []string{"README.md"}
	for _, p := range pages {
		files = append(files, filepath.ToSlash(p))
	}
	return files
}

// mdText is a markdown file: its lines outside fenced code blocks, with
// inline code removed, and its fenced blocks.
type mdText struct {
	prose  []string
	blocks []mdBlock
}

type mdBlock struct {
	lang  string
	line  int // of the opening fence, 1-based
	lines []string
}

var inlineCode = regexp.MustCompile("`[^`]*`")

func readMarkdown(t *testing.T, path string) mdText {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var md mdText
	var cur *mdBlock
	for i, l := range strings.Split(string(b), "\n") {
		switch {
		case cur == nil && strings.HasPrefix(l, "```"):
			cur = &mdBlock{lang: strings.TrimPrefix(l, "```"), line: i + 1}
		case cur != nil && strings.HasPrefix(l, "```"):
			md.blocks = append(md.blocks, *cur)
			cur = nil
		case cur != nil:
			cur.lines = append(cur.lines, l)
		default:
			md.prose = append(md.prose, inlineCode.ReplaceAllString(l, ""))
		}
	}
	if cur != nil {
		t.Fatalf("%s:%d: a code block that does not end", path, cur.line)
	}
	return md
}

// slug is the anchor GitHub gives a heading: lower case, without
// punctuation, spaces made hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors returns the anchors of the headings of a markdown file.
func anchors(md mdText) map[string]bool {
	a := map[string]bool{}
	for _, l := range md.prose {
		if !strings.HasPrefix(l, "#") {
			continue
		}
		s := slug(strings.TrimSpace(strings.TrimLeft(l, "#")))
		for n, try := 1, s; ; n++ {
			if !a[try] {
				a[try] = true
				break
			}
			try = s + "-" + string(rune('0'+n))
		}
	}
	return a
}

var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks checks every relative link of README.md and docs/: the
// file exists, and the heading an anchor names is
// in it. Every page of docs/ is linked from the README.
func TestDocLinks(t *testing.T) {
	files := docFiles(t)
	mds := map[string]mdText{}
	for _, f := range files {
		mds[f] = readMarkdown(t, f)
	}
	linked := map[string]bool{}
	for _, f := range files {
		n := 0
		for _, l := range mds[f].prose {
			for _, m := range mdLink.FindAllStringSubmatch(l, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				n++
				file, anchor, _ := strings.Cut(target, "#")
				path := f
				if file != "" {
					path = filepath.ToSlash(filepath.Join(filepath.Dir(f), file))
				}
				if f == "README.md" {
					linked[path] = true
				}
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s: link %q: no file %s", f, target, path)
					continue
				}
				if anchor == "" {
					continue
				}
				md, ok := mds[path]
				if !ok {
					if !strings.HasSuffix(path, ".md") {
						t.Errorf("%s: link %q: an anchor in a file that is not markdown", f, target)
						continue
					}
					md = readMarkdown(t, path)
					mds[path] = md
				}
				if !anchors(md)[anchor] {
					t.Errorf("%s: link %q: no heading #%s in %s", f, target, anchor, path)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s links to nothing in the repository", f)
		}
	}
	for _, f := range files[1:] {
		if !linked[f] {
			t.Errorf("README.md does not link to %s", f)
		}
	}
}

// TestDocAnchors checks slug and anchors on headings whose anchors
// GitHub is known to give.
func TestDocAnchors(t *testing.T) {
	md := mdText{prose: []string{
		"# `scan parse`", "## IRIs (RFC 3987)", "### What the functions do, and the rulings behind them",
		"## Many files and -r", "## Logs", "## Logs", "not # a heading",
	}}
	got := anchors(md)
	for _, want := range []string{"scan-parse", "iris-rfc-3987", "what-the-functions-do-and-the-rulings-behind-them", "many-files-and--r", "logs", "logs-1"} {
		if !got[want] {
			t.Errorf("no anchor %q in %v", want, got)
		}
	}
	if len(got) != 6 {
		t.Errorf("anchors %v, want 6", got)
	}
}

// TestDocGoBlocks checks that every Go block of README.md and docs/ is
// code that runs: a run of lines of an example file (example*_test.go,
// here or in a package one level down: web/, logs/, route/), in an example with an Output comment or in a
// function that one calls.
func TestDocGoBlocks(t *testing.T) {
	type source struct {
		name  string
		lines []string
	}
	var sources []source
	for _, pat := range []string{"example*_test.go", filepath.Join("*", "example*_test.go")} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			sources = append(sources, source{name, strings.Split(string(b), "\n")})
		}
	}
	if len(sources) < 5 {
		t.Fatalf("only %d example files", len(sources))
	}
	blocks := 0
	for _, f := range docFiles(t) {
		for _, b := range readMarkdown(t, f).blocks {
			if b.lang != "go" {
				continue
			}
			blocks++
			found := ""
			for _, src := range sources {
				if i := findRun(src.lines, b.lines); i >= 0 && runs(src.lines, i) {
					found = src.name
					break
				}
			}
			if found == "" {
				t.Errorf("%s:%d: the Go block is in no example file, in an example that runs:\n%s", f, b.line, strings.Join(b.lines, "\n"))
			}
		}
	}
	if blocks < 5 {
		t.Errorf("only %d Go blocks in the docs", blocks)
	}
}

// findRun returns the index of the line of file at which the lines of
// block begin, indented alike by tabs, or -1.
func findRun(file, block []string) int {
	for i := 0; i+len(block) <= len(file); i++ {
		prefix, ok := strings.CutSuffix(file[i], block[0])
		if !ok || strings.Trim(prefix, "\t") != "" {
			continue
		}
		k := 1
		for ; k < len(block); k++ {
			want := prefix + block[k]
			if block[k] == "" {
				want = ""
			}
			if strings.TrimRight(file[i+k], " \t") != strings.TrimRight(want, " \t") {
				break
			}
		}
		if k == len(block) {
			return i
		}
	}
	return -1
}

// runs reports whether line i of an example file lies in an example with
// an Output comment, or in a function that another function of the file
// calls.
func runs(file []string, i int) bool {
	start := i
	for start >= 0 && !strings.HasPrefix(file[start], "func ") {
		start--
	}
	if start < 0 {
		return false
	}
	end := i + 1
	for end < len(file) && !strings.HasPrefix(file[end], "func ") {
		end++
	}
	name, _, _ := strings.Cut(strings.TrimPrefix(file[start], "func "), "(")
	if strings.HasPrefix(name, "Example") {
		for _, l := range file[i:end] {
			if t := strings.TrimSpace(l); strings.HasPrefix(t, "// Output:") || strings.HasPrefix(t, "// Unordered output:") {
				return true
			}
		}
		return false
	}
	for j, l := range file {
		if (j < start || j >= end) && strings.Contains(l, name+"(") {
			return true
		}
	}
	return false
}

// mdTable returns the rows of the first table after the line that
// contains after in doc, as cells, the header first.
func mdTable(doc, after string) [][]string {
	i := strings.Index(doc, after)
	if i < 0 {
		return nil
	}
	var rows [][]string
	for _, l := range strings.Split(doc[i:], "\n") {
		if !strings.HasPrefix(l, "|") {
			if len(rows) > 0 {
				break
			}
			continue
		}
		if strings.HasPrefix(l, "|---") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(l, "|"), " | ") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows = append(rows, cells)
	}
	return rows
}

// TestReadmeSpeedTable checks that the README's table of speed figures
// is a part of the table that the bench run wrote into docs/speed.md:
// the same cells under the same column and row names, the same day.
func TestReadmeSpeedTable(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	speed, err := os.ReadFile(filepath.Join("docs", "speed.md"))
	if err != nil {
		t.Fatal(err)
	}
	short := mdTable(string(readme), "## Speed")
	full := mdTable(string(speed), "<!-- bench:speed -->")
	if len(short) != 6 || len(full) < 6 {
		t.Fatalf("the README's table has %d rows, want a header and 5; docs/speed.md's %d", len(short), len(full))
	}
	col := map[string]int{}
	for j, h := range full[0] {
		col[h] = j
	}
	row := map[string][]string{}
	for _, r := range full[1:] {
		row[r[0]] = r
	}
	for _, r := range short[1:] {
		fr, ok := row[r[0]]
		if !ok {
			t.Errorf("README row %q is not in docs/speed.md", r[0])
			continue
		}
		for j, c := range r {
			k, ok := col[short[0][j]]
			if !ok || k >= len(fr) {
				t.Errorf("README column %q is not in docs/speed.md", short[0][j])
				continue
			}
			if fr[k] != c {
				t.Errorf("%s, %s: README %q, docs/speed.md %q", r[0], short[0][j], c, fr[k])
			}
		}
	}
	day := regexp.MustCompile(`on (\d{4}-\d\d-\d\d) \d\d:\d\d UTC`).FindSubmatch(speed)
	if day == nil || !strings.Contains(string(readme), "./cmd/uribench` on "+string(day[1])+",") {
		t.Errorf("the README does not give the day of the run in docs/speed.md (%q)", day)
	}
}

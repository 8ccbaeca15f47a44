// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package scripttest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A docExample is a command of a shell session shown in README.md or
// docs/, and the output shown after it.
type docExample struct {
	file string
	line int // of the command, 1-based
	cmd  string
	out  []string
}

// docExamples returns the shell sessions of a markdown file: in fenced
// blocks that are shell or plain text, each line that starts with "$ "
// is a command (continued on the next lines after a final "|" or "\"),
// and the lines up to the next command or the end of the block are its
// output. Blocks without such a line are instructions, not examples.
func docExamples(file string, text string) []docExample {
	var exs []docExample
	in, run := false, false
	var cur *docExample
	flush := func() {
		if cur != nil {
			exs = append(exs, *cur)
			cur = nil
		}
	}
	for i, l := range strings.Split(text, "\n") {
		switch {
		case !in && strings.HasPrefix(l, "```"):
			lang := strings.TrimPrefix(l, "```")
			in, run = true, lang == "" || lang == "sh" || lang == "console"
		case in && strings.HasPrefix(l, "```"):
			flush()
			in = false
		case !in || !run:
		case strings.HasPrefix(l, "$ "):
			flush()
			cur = &docExample{file: file, line: i + 1, cmd: strings.TrimPrefix(l, "$ ")}
		case cur != nil && len(cur.out) == 0 && (strings.HasSuffix(cur.cmd, "|") || strings.HasSuffix(cur.cmd, "\\")):
			cur.cmd += "\n" + l
		case cur != nil:
			cur.out = append(cur.out, l)
		}
	}
	return exs
}

// matchLine reports whether got is the line want shows, in which "…"
// stands for any text.
func matchLine(want, got string) bool {
	if !strings.Contains(want, "…") {
		return want == got
	}
	parts := strings.Split(want, "…")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$").MatchString(got)
}

// interleaves reports whether want is the lines of stdout and those of
// stderr, each in its order, interleaved: the two streams of a command
// reach a terminal in an order that depends on the pipes between them.
func interleaves(want, stdout, stderr []string) bool {
	if len(want) != len(stdout)+len(stderr) {
		return false
	}
	// ok[j] is whether want[:i+j] interleaves stdout[:i] and stderr[:j].
	ok := make([]bool, len(stderr)+1)
	for i := 0; i <= len(stdout); i++ {
		for j := 0; j <= len(stderr); j++ {
			switch {
			case i == 0 && j == 0:
				ok[j] = true
			default:
				v := false
				if i > 0 && ok[j] && matchLine(want[i+j-1], stdout[i-1]) {
					v = true
				}
				if j > 0 && ok[j-1] && matchLine(want[i+j-1], stderr[j-1]) {
					v = true
				}
				ok[j] = v
			}
		}
	}
	return ok[len(stderr)]
}

func lines(b []byte) []string {
	if len(b) == 0 {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// TestDocExamples runs every shell example of README.md and docs/ with
// the scan binary ("go run ./scan" stands for it), in the repository's
// root, with /tmp/ made a temporary folder of the file's own, and
// compares what it prints with what the page shows.
func TestDocExamples(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to run the examples with")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files = append([]string{filepath.Join(root, "README.md")}, files...)
	total := 0
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		exs := docExamples(rel, string(text))
		total += len(exs)
		tmp := t.TempDir()
		for _, ex := range exs {
			cmd := strings.ReplaceAll(ex.cmd, "go run ./scan", "scan")
			cmd = strings.ReplaceAll(cmd, "/tmp/", tmp+"/")
			c := exec.Command(bash, "-c", cmd)
			c.Dir = root
			var stdout, stderr bytes.Buffer
			c.Stdout, c.Stderr = &stdout, &stderr
			if err := c.Run(); err != nil {
				if _, ok := err.(*exec.ExitError); !ok {
					t.Fatalf("%s:%d: %v", ex.file, ex.line, err)
				}
			}
			out := strings.ReplaceAll(stdout.String(), tmp+"/", "/tmp/")
			errOut := strings.ReplaceAll(stderr.String(), tmp+"/", "/tmp/")
			if !interleaves(ex.out, lines([]byte(out)), lines([]byte(errOut))) {
				t.Errorf("%s:%d: $ %s\nshows:\n%s\nprints on stdout:\n%.1500s\nand on stderr:\n%.1500s", ex.file, ex.line, ex.cmd, strings.Join(ex.out, "\n"), out, errOut)
			}
		}
	}
	if total < 30 {
		t.Errorf("only %d shell examples in README.md and docs/", total)
	}
}

// TestDocExamplesParsing checks docExamples, matchLine and interleaves on
// made-up text.
func TestDocExamplesParsing(t *testing.T) {
	text := "```sh\n$ a |\n  b\nout 1\nout 2\n$ c\n```\n```go\n$ not run\n```\n```\nplain\n```\n```\n$ d\n…x…\n```\n"
	got := docExamples("f", text)
	if len(got) != 3 || got[0].cmd != "a |\n  b" || strings.Join(got[0].out, ",") != "out 1,out 2" || got[1].cmd != "c" || len(got[1].out) != 0 || got[2].cmd != "d" || got[2].line != 15 {
		t.Errorf("docExamples: %+v", got)
	}
	for _, tt := range []struct {
		want, got string
		ok        bool
	}{
		{"a", "a", true}, {"a", "b", false}, {"…x…", "axb", true}, {"…x…", "ab", false}, {"{\"a\": 1, …}", "{\"a\": 1, \"b\": 2}", true}, {"a.c", "abc", false},
	} {
		if matchLine(tt.want, tt.got) != tt.ok {
			t.Errorf("matchLine(%q, %q) = %v", tt.want, tt.got, !tt.ok)
		}
	}
	w := []string{"e1", "o1", "o2"}
	if !interleaves(w, []string{"o1", "o2"}, []string{"e1"}) || interleaves(w, []string{"o2", "o1"}, []string{"e1"}) || interleaves(w, []string{"o1"}, []string{"e1"}) || !interleaves(nil, nil, nil) {
		t.Error("interleaves")
	}
}

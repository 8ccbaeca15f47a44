// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"sort"
	"strings"
	"testing"
)

// TestHelpExamples runs every example that the help of a command shows
// and compares its output with the one shown.
func TestHelpExamples(t *testing.T) {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		c := commands[name]
		if len(c.examples) == 0 {
			t.Errorf("scan %s: the help shows no example", name)
		}
		stdout, stderr, code := runScan(t, "", name, "-h")
		help := stdout + stderr
		if code != exitOK || !strings.Contains(help, examplesText(c.examples)) {
			t.Errorf("scan %s -h: exit %d; the help does not show the examples:\n%s\nhelp:\n%s", name, code, examplesText(c.examples), help)
		}
		for _, ex := range c.examples {
			in := strings.Join(ex.in, "\n") + "\n"
			out, stderr, code := runScan(t, in, ex.args...)
			if out != ex.out || code != ex.code || stderr != "" {
				t.Errorf("scan %s with input %q: exit %d, stdout:\n%s\nstderr: %q\nwant exit %d, the output shown in the help:\n%s",
					strings.Join(ex.args, " "), in, code, out, stderr, ex.code, ex.out)
			}
		}
	}
}

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"parse":        "parse",
		"-base":        "-base",
		"http://a/b/c": "http://a/b/c",
		"":             "''",
		"g h":          "'g h'",
		"a?b":          "'a?b'",
		`"GET /" it's`: `'"GET /" it'\''s'`,
	} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestUsageStreams checks where the usage goes: asked for with -h or
// -help, on standard output with exit 0; after a usage error, the message
// and how to get the usage, on standard error with exit 2.
func TestUsageStreams(t *testing.T) {
	for _, cmd := range [][]string{nil, {"extract"}, {"parse"}, {"resolve"}, {"normalize"}} {
		for _, h := range []string{"-h", "-help", "--help"} {
			args := append(append([]string(nil), cmd...), h)
			stdout, stderr, code := runScan(t, "", args...)
			if code != exitOK || !strings.HasPrefix(stdout, "usage: scan") || stderr != "" {
				t.Errorf("scan %s: exit %d, stdout %.40q, stderr %.40q; want 0 and the usage on stdout only",
					strings.Join(args, " "), code, stdout, stderr)
			}
		}
		args := append(append([]string(nil), cmd...), "-nosuchflag")
		stdout, stderr, code := runScan(t, "", args...)
		if code != exitError || stdout != "" ||
			!strings.HasPrefix(stderr, "flag provided but not defined: -nosuchflag\nRun \"scan") || !strings.HasSuffix(stderr, " -h\" for usage.\n") {
			t.Errorf("scan %s: exit %d, stdout %.40q, stderr %.80q; want 2, the error and how to get the usage on stderr only",
				strings.Join(args, " "), code, stdout, stderr)
		}
	}
}

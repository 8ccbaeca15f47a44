// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"cmp"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

var updateDocs = flag.Bool("update-docs", false, "rewrite the usage blocks of docs/command.md (go generate)")

// commandDoc is the page whose usage blocks are the usage texts.
var commandDoc = filepath.Join("..", "docs", "command.md")

// docCommands are the commands docs/command.md shows the usage of, in
// its order; "" is scan -h, the list of commands.
var docCommands = []string{"", "extract", "top", "parse", "resolve", "normalize", "relative", "edit", "to-uri", "to-iri"}

// jDefault matches the default of -j in a usage text, which is the
// number of cores of the machine that prints it.
var jDefault = regexp.MustCompile(`(?m)^(  -j workers\n.*) \(default (\d+)\)$`)

// usageText returns what "scan name -h" prints, the default of -j given
// as what it is on any machine rather than this one's number of cores.
func usageText(t *testing.T, name string) string {
	t.Helper()
	args := []string{"-h"}
	if name != "" {
		args = []string{name, "-h"}
	}
	stdout, stderr, code := runScan(t, "", args...)
	if code != exitOK || stderr != "" || stdout == "" {
		t.Fatalf("scan %s: exit %d, stderr %q", strings.Join(args, " "), code, stderr)
	}
	m := jDefault.FindStringSubmatch(stdout)
	if m != nil && m[2] != fmt.Sprint(runtime.GOMAXPROCS(0)) {
		t.Fatalf("scan %s -h: -j defaults to %s, not GOMAXPROCS (%d)", name, m[2], runtime.GOMAXPROCS(0))
	}
	return jDefault.ReplaceAllString(stdout, "$1 (default: GOMAXPROCS, the number of cores)")
}

// usageBlock returns the markers of the usage block of a command and the
// block between them.
func usageBlock(name, usage string) (begin, end, block string) {
	id := cmp.Or(name, "scan")
	begin = "<!-- usage:" + id + ": generated from scan's usage text by go generate; edit the usage, not this block -->\n"
	end = "<!-- /usage:" + id + " -->\n"
	return begin, end, "```text\n" + usage + "```\n"
}

// replaceBlock replaces the text between begin and end in doc with block.
func replaceBlock(doc, begin, end, block string) (string, error) {
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i || strings.Count(doc, begin) != 1 || strings.Count(doc, end) != 1 {
		return "", fmt.Errorf("the markers %q and %q must each appear once, in that order", strings.TrimSpace(begin), strings.TrimSpace(end))
	}
	return doc[:i+len(begin)] + block + doc[j:], nil
}

// TestCommandDoc checks that docs/command.md shows the usage text of
// every command as scan prints it, between markers; with -update-docs
// (go generate, from help.go), it writes them there.
func TestCommandDoc(t *testing.T) {
	for name := range commands {
		if !slices.Contains(docCommands, name) {
			t.Errorf("the command %s is not in docCommands: add it, and its markers to docs/command.md", name)
		}
	}
	b, err := os.ReadFile(commandDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, name := range docCommands {
		begin, end, block := usageBlock(name, usageText(t, name))
		got, err := replaceBlock(doc, begin, end, block)
		if err != nil {
			t.Errorf("%s: %v", commandDoc, err)
			continue
		}
		if got != doc && !*updateDocs {
			t.Errorf("%s: the usage of scan %s differs from what it prints; run go generate ./scan", commandDoc, name)
		}
		doc = got
	}
	if *updateDocs && doc != string(b) {
		if err := os.WriteFile(commandDoc, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReplaceBlock checks replaceBlock and the -j rule on made-up text.
func TestReplaceBlock(t *testing.T) {
	got, err := replaceBlock("a\n<b>\nold\n</b>\nz\n", "<b>\n", "</b>\n", "new\n")
	if err != nil || got != "a\n<b>\nnew\n</b>\nz\n" {
		t.Errorf("replaceBlock: %q, %v", got, err)
	}
	for _, doc := range []string{"a\n", "</b>\n<b>\n", "<b>\n<b>\n</b>\n"} {
		if _, err := replaceBlock(doc, "<b>\n", "</b>\n", "x"); err == nil {
			t.Errorf("replaceBlock(%q): no error", doc)
		}
	}
	in := "  -j workers\n    \tnumber of workers (default 7)\n  -json\n    \tx (default 7)\n"
	want := "  -j workers\n    \tnumber of workers (default: GOMAXPROCS, the number of cores)\n  -json\n    \tx (default 7)\n"
	if got := jDefault.ReplaceAllString(in, "$1 (default: GOMAXPROCS, the number of cores)"); got != want {
		t.Errorf("jDefault: %q", got)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// measuredFigure matches what a measurement writes: a time, a throughput
// or a speed-up. Sizes ("64 KiB") and counts are not figures of this kind.
var measuredFigure = regexp.MustCompile(`(?:^|[^\w.-])\d+(?:[.,]\d+)*\s?(ns|µs|ms|s)\b|\d\s?[KMG]i?B/s\b|\d[x×]\s+(faster|slower)\b|\d%\s+(faster|slower)\b|\d\.\d+\s+(bytes|instructions|cycles|allocations)\b`)

// notMeasured matches what may look like a figure but is none: a quoted
// string (a format or an input) and a flag's default value.
var notMeasured = regexp.MustCompile("\"[^\"]*\"|`[^`]*`|default \\S+|-time \\S+")

// TestNoFiguresInComments checks that no comment of the code (tests
// aside: their thresholds are data) holds a measured time, throughput or
// speed-up: measurements go stale with the code and the machine, and go
// in the commit that made them, where they are dated (issue 47).
func TestNoFiguresInComments(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "testdata", "node_modules", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				if m := measuredFigure.FindString(notMeasured.ReplaceAllString(c.Text, `""`)); m != "" {
					t.Errorf("%s: a measured figure in a comment (%q): put it in the commit body", fset.Position(c.Pos()), m)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestExtractorSignatures holds the functions of the extractor
// (extract*.go) to at most 5 parameters and 3 results (issue 47): the
// engine holds what a run appends to, and a JSON string value travels
// as one struct, so that a handler says what it reads and what it
// decides.
func TestExtractorSignatures(t *testing.T) {
	files, err := filepath.Glob("extract*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			n++
			params, results := fieldCount(fd.Type.Params), fieldCount(fd.Type.Results)
			if params > 5 || results > 3 {
				t.Errorf("%s: %s takes %d parameters and returns %d values, want at most 5 and 3", fset.Position(fd.Pos()), fd.Name.Name, params, results)
			}
		}
	}
	if n < 50 {
		t.Fatalf("read %d functions in %d files: the glob missed the extractor", n, len(files))
	}
}

// fieldCount returns the number of values a parameter or result list
// declares ("a, b int" is two).
func fieldCount(l *ast.FieldList) int {
	if l == nil {
		return 0
	}
	n := 0
	for _, f := range l.List {
		n += max(len(f.Names), 1)
	}
	return n
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// jsonShapes returns, for the Go file named, the string literals that
// write a piece of a JSON object: a literal with `{"` or `":` in it, handed
// to append or converted to []byte, the two ways the command writes its
// output. Help texts, which show objects too, are neither.
func jsonShapes(t *testing.T, name string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch fun := call.Fun.(type) {
		case *ast.Ident:
			if fun.Name != "append" {
				return true
			}
		case *ast.ArrayType:
		default:
			return true
		}
		for _, arg := range call.Args {
			ast.Inspect(arg, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				if s, err := strconv.Unquote(lit.Value); err == nil && (strings.Contains(s, `{"`) || strings.Contains(s, `":`)) {
					found = append(found, s)
				}
				return true
			})
		}
		return true
	})
	return found
}

// TestJSONShapesInJSONFiles checks that the JSON objects the command
// prints are written in json.go and the json_*.go files beside it
// (issue 47), and nowhere else: no other file of the command appends a
// key or opens an object. The files that write them must be found to
// write some, or the check would see nothing.
func TestJSONShapesInJSONFiles(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	jsonFiles := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		shapes := jsonShapes(t, name)
		if name == "json.go" || strings.HasPrefix(name, "json_") {
			if len(shapes) > 0 {
				jsonFiles++
			}
			continue
		}
		for _, s := range shapes {
			t.Errorf("%s writes a piece of a JSON object, %q: JSON objects are written in json.go and json_*.go", name, s)
		}
	}
	if jsonFiles < 4 {
		t.Errorf("%d of json.go and json_*.go write a JSON object; want at least 4 (json_extract, json_record, json_ref, json_stats)", jsonFiles)
	}
}

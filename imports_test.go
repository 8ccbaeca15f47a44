// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"go/build"
	"strings"
	"testing"
)

// TestImports checks that the package imports nothing but the standard
// library, golang.org/x/sys and cpuid: what the scan command reads
// (compressed files: klauspost/compress, therootcompany/xz) and the WHATWG
// host (x/net/idna) stay in the command and in web/, out of the programs
// that embed the parser.
func TestImports(t *testing.T) {
	allowed := []string{"golang.org/x/sys/", "github.com/klauspost/cpuid/v2"}
	for _, goos := range []string{"linux", "darwin", "windows", "plan9"} {
		for _, goarch := range []string{"amd64", "arm64"} {
			ctx := build.Default
			ctx.GOOS, ctx.GOARCH = goos, goarch
			pkg, err := ctx.ImportDir(".", 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(pkg.Imports) < 5 {
				t.Fatalf("%s/%s: only the imports %q: the test lost its point", goos, goarch, pkg.Imports)
			}
		next:
			for _, imp := range pkg.Imports {
				if !strings.Contains(strings.Split(imp, "/")[0], ".") {
					continue // the standard library
				}
				for _, a := range allowed {
					if imp == a || strings.HasSuffix(a, "/") && strings.HasPrefix(imp, a) {
						continue next
					}
				}
				if dir, ok := strings.CutPrefix(imp, "github.com/uriscan/uri/internal/"); ok && stdlibOnly(t, ctx, "internal/"+dir) {
					continue // the module's own, importing nothing from outside
				}
				t.Errorf("%s/%s: the package uri imports %s", goos, goarch, imp)
			}
		}
	}
}

// stdlibOnly reports whether the package in dir imports the standard
// library only, as the root package's internal packages must (today
// internal/runeset, the BMP bitmaps it shares with the command).
func stdlibOnly(t *testing.T, ctx build.Context, dir string) bool {
	pkg, err := ctx.ImportDir(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.Contains(strings.Split(imp, "/")[0], ".") {
			t.Errorf("%s imports %s", dir, imp)
			return false
		}
	}
	return true
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"os/exec"
	"regexp"
	"runtime"
	"testing"
)

// mustInline lists the functions that a caller of Parse uses on every
// reference: they must stay small enough for the compiler to inline, or
// reading a component costs a call. The test builds the package with
// -gcflags=-m and fails for each one the compiler no longer inlines.
var mustInline = []string{
	"Span.In",
	"Span.Bytes",
	"Span.Len",
	"Ref.Valid",
	"Ref.ErrorOffset",
	"Ref.Len",
	"Ref.IsRelative",
	"Ref.IsAbsolute",
	"Ref.HasScheme",
	"Ref.HasAuthority",
	"Ref.HasUserinfo",
	"Ref.HasPort",
	"Ref.HasQuery",
	"Ref.HasFragment",
	"Ref.Scheme",
	"Ref.Host",
	"Ref.HostKind",
	"Ref.Port",
	"Ref.PortNumber",
	"Ref.Path",
	"Ref.PathKind",
	"Ref.Query",
	"Ref.Fragment",
	"Implementation",
	// The helpers of the hot loops.
	"inClass",
	"failedRef",
	"eqBytes",
	"load64",
	// The one-place helpers of the fold (issue 16) and of the fast paths
	// (issue 14), on the hot paths of the parser, the extractor,
	// normalization and resolution.
	"nonZeroBytes",
	"upperBytes",
	"slashDot",
	"checkPct",
	"(*engine).inWord",
	"ascii32",
	"pathKindAt",
	"parse",
	"parseScalar",
	"dotSegment",
	"pctByte",
	"pctNormalized",
	"unhex",
	"lower",
	"equalFoldASCII",
	"isDigit",
}

func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package: not in -short")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	// GOARCH of this test binary: the arm64 tests run under qemu, and the
	// compiler's decisions are the target's.
	cmd := exec.Command(gocmd, "build", "-gcflags=-m", "-o", "/dev/null", ".")
	cmd.Env = append(cmd.Environ(), "GOARCH="+runtime.GOARCH)
	out, err := cmd.CombinedOutput()
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			// The go command could not start (under qemu, an amd64 go
			// binary cannot be run from the arm64 test): nothing to check.
			t.Skipf("cannot run %s: %v", gocmd, err)
		}
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	re := regexp.MustCompile(`(?m): can inline (\S+)`)
	inlined := map[string]bool{}
	for _, m := range re.FindAllSubmatch(out, -1) {
		inlined[string(m[1])] = true
	}
	if len(inlined) == 0 {
		t.Fatalf("no \"can inline\" line in the compiler's output:\n%s", out)
	}
	for _, name := range mustInline {
		if !inlined[name] {
			t.Errorf("%s is no longer inlinable", name)
		}
	}
}

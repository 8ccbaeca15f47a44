// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// xzLookahead is the number of compressed bytes before a cut whose
// output the xz decoder may not return (internal/decompress).
const xzLookahead = 21

// xzDC returns what xz -dc writes for in, the bytes it recovers before
// the error of a cut, or false without the tool (under CI, a failure:
// .ci/run installs it).
func xzDC(t *testing.T, in []byte) ([]byte, bool) {
	t.Helper()
	if _, err := exec.LookPath("xz"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("xz is not installed (.ci/run installs it)")
		}
		return nil, false
	}
	cmd := exec.Command("xz", "-dc")
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return out, true
}

// TestXZCutLogReferences is issue 42's row 10 at the size of its figure:
// a log of about 0.5 MB as an .xz file of one block, cut inside it, gave
// 0 references where xz -dc recovers 512,148 bytes. scan -c of the cut
// file counts the references of the whole records before the fault, the
// error names the file and the decompressed offset, exit 2; the offset
// grows with the cut inside the block and (with the xz tool) lies between
// what xz -dc recovers from the cut and from the cut xzLookahead bytes
// earlier.
func TestXZCutLogReferences(t *testing.T) {
	log := accessLog(t, 576<<10, 42)
	z := compress(t, "xz", log)
	dir := t.TempDir()
	prev := -1
	for _, n := range []int{len(z)*9/10 - 100, len(z) * 9 / 10} {
		what := fmt.Sprintf("xz of %d bytes cut at %d of %d", len(log), n, len(z))
		path := writeFile(t, dir, "cut.log.xz", z[:n])
		out, stderr, code := runScan(t, "", "-c", path)
		d, ok := faultOffset(t, what, "scan", path, "xz", stderr, code)
		if !ok {
			return
		}
		// The references of the records before the one the fault cuts.
		rec := bytes.LastIndexByte(log[:d], '\n') + 1
		want, _, _ := runScan(t, "", "-c", writeFile(t, dir, "head.log", log[:rec]))
		if out != want || want == "0\n" {
			t.Errorf("%s: %q references, fault at %d; want %q, those of the records before it", what, out, d, want)
		}
		if d <= prev {
			t.Errorf("%s: fault at %d, no later than with the cut 100 bytes before (%d)", what, d, prev)
		}
		prev = d
		ref, tool := xzDC(t, z[:n])
		if !tool {
			continue
		}
		early, _ := xzDC(t, z[:n-xzLookahead])
		if d > len(ref) || d < len(early) {
			t.Errorf("%s: fault at %d; xz -dc recovers %d bytes, %d with the cut %d bytes earlier", what, d, len(ref), len(early), xzLookahead)
		}
		// The references xz -dc gives, in its whole lines.
		dc, _, _ := runScan(t, "", "-c", writeFile(t, dir, "dc.log", ref[:bytes.LastIndexByte(ref, '\n')+1]))
		var got, dcRefs int
		fmt.Sscan(out, &got)
		fmt.Sscan(dc, &dcRefs)
		if got > dcRefs {
			t.Errorf("%s: %d references, more than the %d of xz -dc", what, got, dcRefs)
		}
		t.Logf("%s: %d bytes, %d references; xz -dc: %d bytes, %d references", what, d, got, len(ref), dcRefs)
	}
}

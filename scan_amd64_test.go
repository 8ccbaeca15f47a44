// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gc && !purego && !noasm

package uri

import (
	"fmt"
	"strings"
	"testing"
)

// wantKernels says, independently of the kernels table, which functions
// each assembly implementation must run: TestKernelDispatch holds the
// dispatch record to it.
var wantKernels = map[string]wantKernel{
	"ssse3":  {indexNotInSSSE3, indexInSSSE3, "·classifyBlockSSSE3", blockMinSSSE3, "·bitmapInSSSE3"},
	"avx2":   {indexNotInAVX2, indexInAVX2, "·classifyBlockAVX2", blockMinAVX2, "·bitmapInAVX2"},
	"avx512": {indexNotInAVX512, indexInAVX512, "·classifyBlockAVX512", blockMinAVX512, "·bitmapInAVX512"},
}

// blockTarget returns the function to which classifyBlock in scan_amd64.s
// jumps when active.blockID (the first byte of active) is id.
func blockTarget(t *testing.T, id uint8) string {
	t.Helper()
	return dispatchTarget(t, "·classifyBlock", "·active+0(SB)", id)
}

// blockDotsTarget returns the function to which classifyBlockDots in
// scan_amd64.s jumps when active.blockID is id.
func blockDotsTarget(t *testing.T, id uint8) string {
	t.Helper()
	return dispatchTarget(t, "·classifyBlockDots", "·active+0(SB)", id)
}

// bitmapTarget returns the function to which bitmapBlocks in scan_amd64.s
// jumps when active.bitmapID (the second byte of active) is id.
func bitmapTarget(t *testing.T, id uint8) string {
	t.Helper()
	return dispatchTarget(t, "·bitmapBlocks", "·active+1(SB)", id)
}

// dispatchTarget returns the function to which the dispatcher name in
// scan_amd64.s jumps when the byte at mem is id: it follows the
// comparisons of that byte and the jumps of the generated text.
func dispatchTarget(t *testing.T, name, mem string, id uint8) string {
	t.Helper()
	for _, f := range readAsm(t, "scan_amd64.s") {
		if f.name == name {
			return f.follow(t, mem, id)
		}
	}
	t.Fatalf("scan_amd64.s has no %s", name)
	return ""
}

// follow runs f, a dispatcher made of byte comparisons of the memory
// operand mem (CMPB) and jumps, with the byte at mem equal to v, and
// returns the function it jumps to, without "+0(SB)".
func (f *asmFunc) follow(t *testing.T, mem string, v uint8) string {
	t.Helper()
	eq := false
	for i, steps := 0, 0; i < len(f.insts) && steps < 100; steps++ {
		inst := f.insts[i]
		i++
		var target string
		switch inst.op {
		case "CMPB":
			var n uint8
			if len(inst.args) != 2 || inst.args[0] != mem {
				t.Fatalf("%s: line %d: unexpected %s %q", f.name, inst.line, inst.op, inst.args)
			}
			if _, err := fmt.Sscanf(inst.args[1], "$%v", &n); err != nil {
				t.Fatalf("%s: line %d: %s %q: %v", f.name, inst.line, inst.op, inst.args, err)
			}
			eq = n == v
			continue
		case "JEQ", "JE", "JNE", "JMP":
			if len(inst.args) != 1 {
				t.Fatalf("%s: line %d: %s %q", f.name, inst.line, inst.op, inst.args)
			}
			if (inst.op == "JNE" && eq) || (inst.op != "JNE" && inst.op != "JMP" && !eq) {
				continue
			}
			target = inst.args[0]
		default:
			t.Fatalf("%s: line %d: unexpected %s in a dispatcher", f.name, inst.line, inst.op)
		}
		if j, ok := f.labels[target]; ok {
			i = j
			continue
		}
		return strings.TrimSuffix(target, "+0(SB)")
	}
	t.Fatalf("%s: no jump out for %d", f.name, v)
	return ""
}

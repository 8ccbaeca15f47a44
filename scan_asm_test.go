// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The amd64 kernels must not mix the two encodings of the SIMD
// instructions. A legacy-SSE (non-VEX) instruction run while the upper
// halves of the Y or Z registers hold data makes the CPU switch states:
// on AMD Zen 3 a cost on every kernel call (issue 19), and on Intel
// CPUs a stall or a false dependency on every such instruction. And
// Go's ABI wrapper runs a legacy XORPS X15, X15 after every call into
// assembly, so a function that used the upper halves must clear them
// (VZEROUPPER) on every way out. These tests read the
// generated scan_amd64.s as text, so that they run (and catch a bad
// regeneration) on any machine, whatever its CPU.

// An asmFunc is one TEXT block of a Go assembly file.
type asmFunc struct {
	name     string
	requires string // avo's "// Requires:" line above the TEXT, if any
	insts    []asmInst
	labels   map[string]int // label -> index of the instruction it marks
}

// An asmInst is one instruction: its line number, mnemonic and operands.
type asmInst struct {
	line int
	op   string
	args []string
}

var (
	asmLabel = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*):$`)
	// asmVecReg matches a vector register operand, or one used as a
	// gather index inside a memory operand.
	asmVecReg = regexp.MustCompile(`(?:^|[\s(,*])([XYZ])([0-9]|[12][0-9]|3[01])(?:$|[\s)*,])`)
)

// readAsm parses the assembly file at path, or fails the test.
func readAsm(t *testing.T, path string) []*asmFunc {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	funcs, err := parseAsm(string(src))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return funcs
}

// parseAsm splits Go assembly source into its functions. A function runs
// from its TEXT line to the next TEXT, DATA or GLOBL line.
func parseAsm(src string) ([]*asmFunc, error) {
	var funcs []*asmFunc
	var cur *asmFunc
	requires := ""
	for i, raw := range strings.Split(src, "\n") {
		line := raw
		if j := strings.Index(line, "//"); j >= 0 {
			if r, ok := strings.CutPrefix(strings.TrimSpace(line[j:]), "// Requires:"); ok {
				requires = strings.TrimSpace(r)
			}
			line = line[:j]
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op, rest, _ := strings.Cut(line, " ")
		switch op {
		case "TEXT":
			name, _, _ := strings.Cut(strings.TrimSpace(rest), "(SB)")
			cur = &asmFunc{name: name, requires: requires, labels: map[string]int{}}
			funcs = append(funcs, cur)
			requires = ""
			continue
		case "DATA", "GLOBL":
			cur = nil
			requires = ""
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("line %d: %q outside a function", i+1, line)
		}
		if m := asmLabel.FindStringSubmatch(line); m != nil {
			cur.labels[m[1]] = len(cur.insts)
			continue
		}
		var args []string
		if rest = strings.TrimSpace(rest); rest != "" {
			for _, a := range strings.Split(rest, ",") {
				args = append(args, strings.TrimSpace(a))
			}
		}
		cur.insts = append(cur.insts, asmInst{line: i + 1, op: op, args: args})
	}
	return funcs, nil
}

// vecRegs returns the kinds of vector registers (X, Y, Z) that inst
// names. Symbol operands, which could spell a register name, are skipped.
func (inst asmInst) vecRegs() (x, wide bool) {
	for _, a := range inst.args {
		if strings.Contains(a, "(SB)") {
			continue
		}
		for _, m := range asmVecReg.FindAllStringSubmatch(a, -1) {
			if m[1] == "X" {
				x = true
			} else {
				wide = true
			}
		}
	}
	return x, wide
}

// legacySSE reports whether inst is a legacy-SSE instruction: one that
// names an X register with no VEX or EVEX encoding (whose Go mnemonics all
// begin with V; the K-register instructions name no X register).
func (inst asmInst) legacySSE() bool {
	x, _ := inst.vecRegs()
	return x && !strings.HasPrefix(inst.op, "V")
}

// touchesWide reports whether f names a Y or Z register.
func (f *asmFunc) touchesWide() bool {
	for _, inst := range f.insts {
		if _, wide := inst.vecRegs(); wide {
			return true
		}
	}
	return false
}

// avxProblems returns what is wrong with f, a function that names a Y or
// Z register: each legacy-SSE instruction in it (and an avo Requires line
// that lists an SSE extension, which says the same from avo's instruction
// database), and each way out of it (RET, a jump to another function, a
// CALL, or the end of its text) that some path reaches with the upper
// halves possibly dirty: after an instruction that names a Y or Z register
// and with no VZEROUPPER (or VZEROALL) since.
func (f *asmFunc) avxProblems() []string {
	var out []string
	for _, inst := range f.insts {
		if inst.legacySSE() {
			out = append(out, fmt.Sprintf("%s: line %d: legacy-SSE %s %s in a function that uses Y/Z registers (use the VEX form)",
				f.name, inst.line, inst.op, strings.Join(inst.args, ", ")))
		}
	}
	for _, isa := range strings.Split(f.requires, ",") {
		if isa = strings.TrimSpace(isa); strings.HasPrefix(isa, "SSE") || strings.HasPrefix(isa, "SSSE") {
			out = append(out, fmt.Sprintf("%s: avo says it requires %s (%s): a legacy-SSE instruction in a function that uses Y/Z registers",
				f.name, isa, f.requires))
		}
	}
	// Walk every path from the entry, with the state of the upper halves
	// (dirty or not) at each instruction.
	type state struct {
		i     int
		dirty bool
	}
	seen := map[state]bool{}
	work := []state{{0, false}}
	reported := map[int]bool{}
	exit := func(s state, line int, what string) {
		if s.dirty && !reported[line] {
			reported[line] = true
			out = append(out, fmt.Sprintf("%s: line %d: %s reached without VZEROUPPER after the use of a Y/Z register", f.name, line, what))
		}
	}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		if s.i == len(f.insts) {
			line := 0
			if len(f.insts) > 0 {
				line = f.insts[len(f.insts)-1].line
			}
			exit(s, line, "the end of the function")
			if !s.dirty && !reported[line] {
				reported[line] = true
				out = append(out, fmt.Sprintf("%s: line %d: the function runs past its end", f.name, line))
			}
			continue
		}
		inst := f.insts[s.i]
		switch inst.op {
		case "VZEROUPPER", "VZEROALL":
			s.dirty = false
		default:
			if _, wide := inst.vecRegs(); wide {
				s.dirty = true
			}
		}
		next := state{s.i + 1, s.dirty}
		switch {
		case inst.op == "RET":
			exit(s, inst.line, "RET")
		case inst.op == "CALL":
			exit(s, inst.line, "CALL")
			work = append(work, next)
		case strings.HasPrefix(inst.op, "J"):
			target := ""
			if len(inst.args) == 1 {
				target = inst.args[0]
			}
			if j, ok := f.labels[target]; ok {
				work = append(work, state{j, s.dirty})
			} else {
				exit(s, inst.line, "the jump out to "+target)
			}
			if inst.op != "JMP" {
				work = append(work, next)
			}
		default:
			work = append(work, next)
		}
	}
	return out
}

// TestAsmNoSSEInAVX checks the generated amd64 kernels: in every function
// of scan_amd64.s that uses a Y or Z register, no legacy-SSE instruction,
// and VZEROUPPER on every path out.
func TestAsmNoSSEInAVX(t *testing.T) {
	funcs := readAsm(t, "scan_amd64.s")
	// The check must see the AVX functions it is about.
	wide := map[string]bool{}
	for _, f := range funcs {
		if f.touchesWide() {
			wide[f.name] = true
			for _, p := range f.avxProblems() {
				t.Error(p)
			}
		}
	}
	for _, name := range []string{"·indexNotInAVX2", "·indexInAVX2", "·indexNotInAVX512", "·indexInAVX512", "·classifyBlockAVX2", "·classifyBlockAVX512",
		"·bitmapInAVX2", "·bitmapInAVX512"} {
		if !wide[name] {
			t.Errorf("scan_amd64.s: %s not found, or found using no Y/Z register", name)
		}
	}
	for _, name := range []string{"·indexNotInSSSE3", "·classifyBlockSSSE3", "·classifyBlock", "·bitmapInSSSE3"} {
		if wide[name] {
			t.Errorf("scan_amd64.s: %s uses a Y/Z register", name)
		}
	}
}

// TestAsmCheckerCatches runs the check of TestAsmNoSSEInAVX on small
// functions, each with or without the fault it must find.
func TestAsmCheckerCatches(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       string // a problem must contain this; "" for none
	}{
		{"clean", "VMOVDQU (AX), Y0\n\tVMOVD DX, X2\n\tVPBROADCASTD X2, Y1\n\tVZEROUPPER\n\tRET", ""},
		{"sse only", "MOVOU (AX), X0\n\tPSHUFB X1, X0\n\tRET", ""},
		{"no wide", "VPSHUFB X1, X0, X0\n\tRET", ""},
		{"movd after broadcast", "VBROADCASTI128 (AX), Y0\n\tMOVD DX, X2\n\tVPBROADCASTD X2, Y1\n\tVZEROUPPER\n\tRET", "legacy-SSE MOVD DX, X2"},
		{"sse before wide", "PXOR X0, X0\n\tVMOVDQU64 (AX), Z1\n\tVZEROUPPER\n\tRET", "legacy-SSE PXOR"},
		{"gather index", "VPGATHERDD Y2, (AX)(Y1*4), Y0\n\tRET", "RET reached"},
		{"ret without vzeroupper", "VMOVDQU (AX), Y0\n\tRET", "line 4: RET reached"},
		{"one path without", "VMOVDQU (AX), Y0\n\tTESTQ AX, AX\n\tJZ out\n\tVZEROUPPER\n\tRET\nout:\n\tMOVQ AX, ret+24(FP)\n\tRET", "line 10: RET reached"},
		{"loop back dirty", "top:\n\tVZEROUPPER\n\tVMOVDQU (AX), Y0\n\tDECQ CX\n\tJNZ top\n\tRET", "RET reached"},
		{"vzeroupper in loop", "top:\n\tVMOVDQU (AX), Y0\n\tVZEROUPPER\n\tDECQ CX\n\tJNZ top\n\tRET", ""},
		{"tail jump dirty", "VMOVDQU (AX), Y0\n\tJMP ·other(SB)", "jump out to ·other(SB)"},
		{"call dirty", "VMOVDQU (AX), Y0\n\tCALL ·other(SB)\n\tVZEROUPPER\n\tRET", "CALL reached"},
		{"falls off", "VMOVDQU (AX), Y0\n\tVZEROUPPER", "runs past its end"},
		{"avo requires", "VPAND Y0, Y1, Y2\n\tVZEROUPPER\n\tRET", "requires SSE2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "// Requires: AVX2\nTEXT ·f(SB), NOSPLIT, $0-32\n\t" + c.body + "\n"
			if c.name == "avo requires" {
				src = "// Requires: AVX, AVX2, SSE2\nTEXT ·f(SB), NOSPLIT, $0-32\n\t" + c.body + "\n"
			}
			funcs, err := parseAsm(src)
			if err != nil || len(funcs) != 1 {
				t.Fatalf("parseAsm: %d functions, %v", len(funcs), err)
			}
			var problems []string
			if funcs[0].touchesWide() {
				problems = funcs[0].avxProblems()
			}
			if c.want == "" {
				if len(problems) > 0 {
					t.Errorf("problems in a good function: %q", problems)
				}
				return
			}
			for _, p := range problems {
				if strings.Contains(p, c.want) {
					return
				}
			}
			t.Errorf("no problem containing %q; got %q", c.want, problems)
		})
	}
}

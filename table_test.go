// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The sets of RFC 3986 spelled out as the RFC lists them, independently of
// the predicates in gen_table.go.
const (
	rfcALPHA      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	rfcDIGIT      = "0123456789"
	rfcHEXDIG     = rfcDIGIT + "ABCDEFabcdef"
	rfcGenDelims  = ":/?#[]@"
	rfcSubDelims  = "!$&'()*+,;="
	rfcUnreserved = rfcALPHA + rfcDIGIT + "-._~"
)

// rfcClasses maps each class to its members.
var rfcClasses = map[charset]string{
	classALPHA:      rfcALPHA,
	classDIGIT:      rfcDIGIT,
	classHEXDIG:     rfcHEXDIG,
	classGenDelim:   rfcGenDelims,
	classSubDelim:   rfcSubDelims,
	classUnreserved: rfcUnreserved,
	classScheme:     rfcALPHA + rfcDIGIT + "+-.",
	classUserinfo:   rfcUnreserved + rfcSubDelims + ":",
	classRegName:    rfcUnreserved + rfcSubDelims,
	classPchar:      rfcUnreserved + rfcSubDelims + ":@",
	classPath:       rfcUnreserved + rfcSubDelims + ":@/",
	classQuery:      rfcUnreserved + rfcSubDelims + ":@/?",
	classIPv6:       rfcHEXDIG + ":.",
	classSpace:      " \t\n\v\f\r",
	classURI:        rfcUnreserved + rfcGenDelims + rfcSubDelims + "%",
	classTrigger:    ":\"<\n",
}

func TestClassTable(t *testing.T) {
	if len(rfcClasses) != numClasses {
		t.Fatalf("the test knows %d classes, table.go has %d", len(rfcClasses), numClasses)
	}
	for c := 0; c < 256; c++ {
		var want uint16
		for set, members := range rfcClasses {
			if strings.IndexByte(members, byte(c)) >= 0 {
				want |= 1 << set
			}
		}
		if classTable[c] != want {
			t.Errorf("classTable[%#02x] = %#04x, want %#04x", c, classTable[c], want)
		}
		for set := charset(0); set < numClasses; set++ {
			// The SIMD nibble lookup agrees with the table.
			nib := nibbleBitmap[set][c&15]&highNibbleBit[c>>4] != 0
			if nib != inClass(byte(c), set) {
				t.Errorf("nibble lookup of %#02x in class %d = %v, table says %v", c, set, nib, !nib)
			}
		}
	}
}

// TestTableGenerated checks that gen_table.go reproduces table.go, so that
// the table cannot be edited by hand or drift from its predicates.
func TestTableGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out := filepath.Join(t.TempDir(), "table.go")
	cmd := exec.Command(goTool, "run", "gen_table.go", "-o", out)
	// Build the generator for the machine that runs it, also when the test
	// itself is cross-compiled (GOARCH=arm64 go test -exec qemu-...).
	cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_table.go: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("table.go is not what gen_table.go generates: run go generate")
	}
}

func TestKernelsGeneric(t *testing.T) {
	// The generic kernels against a byte-by-byte reading of the same sets.
	inputs := []string{"", "a", "abc:def", strings.Repeat("x", 37) + " ", "http://h/p?q#f", "\x00\xff%41 \t"}
	for set := charset(0); set < numClasses; set++ {
		members := rfcClasses[set]
		for _, s := range inputs {
			wantNot, wantIn := len(s), len(s)
			for i := len(s) - 1; i >= 0; i-- {
				if strings.IndexByte(members, s[i]) < 0 {
					wantNot = i
				} else {
					wantIn = i
				}
			}
			if got := indexNotInGeneric(s, set); got != wantNot {
				t.Errorf("indexNotInGeneric(%q, %d) = %d, want %d", s, set, got, wantNot)
			}
			if got := indexInGeneric(s, set); got != wantIn {
				t.Errorf("indexInGeneric(%q, %d) = %d, want %d", s, set, got, wantIn)
			}
			// The dispatched kernels, whatever implementation is in use.
			if got := indexNotIn(s, set); got != wantNot {
				t.Errorf("indexNotIn(%q, %d) = %d, want %d", s, set, got, wantNot)
			}
			if got := indexIn(s, set); got != wantIn {
				t.Errorf("indexIn(%q, %d) = %d, want %d", s, set, got, wantIn)
			}
		}
	}
}

// utf8Want returns the UTF-8 classes of byte c as the masks of utf8Masks
// hold them (bit 0), from the ranges of parse_utf8.go's comment, written
// out again independently of utf8Nibbles and its generator.
func utf8Want(c byte) utf8Masks {
	b := func(ok bool) uint64 {
		if ok {
			return 1
		}
		return 0
	}
	return utf8Masks{
		hi:      b(c >= 0x80),
		cont:    b(c >= 0x80 && c <= 0xbf),
		lo9F:    b(c >= 0x80 && c <= 0x9f),
		lead3:   b(c >= 0xe0 && c <= 0xef),
		special: b(c == 0xc0 || c == 0xc1 || c == 0xc2 || c == 0xe2 || c >= 0xed),
		e0:      b(c == 0xe0),
		d8:      b(c == 0xd8),
	}
}

// addUTF8Want adds to m the UTF-8 classes of c (utf8Want) as those of
// the byte at j.
func addUTF8Want(m *utf8Masks, c byte, j int) {
	u := utf8Want(c)
	m.hi |= u.hi << j
	m.cont |= u.cont << j
	m.lo9F |= u.lo9F << j
	m.lead3 |= u.lead3 << j
	m.special |= u.special << j
	m.e0 |= u.e0 << j
	m.d8 |= u.d8 << j
}

// TestUTF8Nibbles checks the UTF-8 classes of utf8Nibbles against
// utf8Want for every byte value.
func TestUTF8Nibbles(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		x := utf8Nibbles[c&15] & utf8Nibbles[16+c>>4]
		bit := func(bits uint8) uint64 {
			if x&bits != 0 {
				return 1
			}
			return 0
		}
		got := utf8Masks{uint64(c >> 7), bit(utf8Cont), bit(utf8Lo9F), bit(utf8Lead3), bit(utf8Special), bit(utf8E0), bit(utf8D8)}
		if want := utf8Want(b); got != want {
			t.Errorf("%#x: %+v, want %+v", c, got, want)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/uriscan/uri"
)

// checkJSONRef checks that appendJSONRef, the fast path for the text of a
// valid reference and of its components, writes what appendJSONString
// writes. It returns whether s is valid (and so was checked).
func checkJSONRef(t testing.TB, s string) bool {
	r, err := uri.Parse(s)
	if err != nil {
		return false
	}
	parts := []string{s}
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		if sp, ok := r.Component(c); ok {
			parts = append(parts, sp.In(s))
		}
	}
	for _, p := range parts {
		if got, want := appendJSONRef(nil, []byte(p)), appendJSONString(nil, p); !bytes.Equal(got, want) {
			t.Fatalf("appendJSONRef(%q) = %s, appendJSONString gives %s", p, got, want)
		}
	}
	// The fields of the components: the fast path of a URI reference
	// (putComponent) against the path that escapes each byte (the one of
	// IRIs), after a prefix in a buffer with little room, then with much.
	want := appendComponentsJSON([]byte("{"), []byte(s), r, true)
	for _, room := range []int{0, 1000} {
		dst := append(make([]byte, 0, 1+room), '{')
		if got := appendComponentsJSON(dst, []byte(s), r, false); !bytes.Equal(got, want) {
			t.Fatalf("appendComponentsJSON(%q) = %s, the escaping path gives %s", s, got, want)
		}
	}
	return true
}

// TestJSONRef runs checkJSONRef over the valid lines of the corpus and
// the conformance inputs.
func TestJSONRef(t *testing.T) {
	n := 0
	for _, name := range []string{"corpus.txt", "sample/access.log"} {
		f, err := os.Open(filepath.Join("..", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if checkJSONRef(t, sc.Text()) {
				n++
			}
			// The references in the line, too.
			ms, clean := uri.AppendExtract(nil, nil, sc.Bytes(), nil)
			for _, m := range ms {
				if m.Err == 0 {
					text := m.Text(sc.Bytes(), clean)
					if got, want := appendJSONRef(nil, text), appendJSONString(nil, string(text)); !bytes.Equal(got, want) {
						t.Fatalf("appendJSONRef(%q) = %s, appendJSONString gives %s", text, got, want)
					}
					n++
				}
			}
		}
		f.Close()
	}
	if n < 3000 {
		t.Fatalf("only %d valid references checked", n)
	}
}

// FuzzJSONRef checks appendJSONRef against appendJSONString on every
// valid reference the fuzzer finds.
func FuzzJSONRef(f *testing.F) {
	for _, s := range []string{"http://u@h:1/p?q#f", "a%22b", "//[::1]", "*", "mailto:x@y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkJSONRef(t, s) })
}

// TestAppendUint checks appendUint against strconv on the powers of ten
// and their neighbours, and on random values.
func TestAppendUint(t *testing.T) {
	var vs []uint64
	for p := uint64(1); p != 0 && p <= 1e19; p *= 10 {
		vs = append(vs, p-1, p, p+1)
	}
	vs = append(vs, 0, math.MaxUint64, math.MaxUint32)
	rng := rand.New(rand.NewPCG(7, 7))
	for range 10000 {
		vs = append(vs, rng.Uint64()>>rng.IntN(64))
	}
	for _, v := range vs {
		if got, want := string(appendUint([]byte("x"), v)), "x"+strconv.FormatUint(v, 10); got != want {
			t.Fatalf("appendUint(%d) = %s, want %s", v, got, want)
		}
	}
}

// jsonStringModel is appendJSONString written simply, a character at a
// time with strconv.IsPrint: the model the fast runs are checked against.
func jsonStringModel(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"' || r == '\\':
			b.WriteString(`\` + string(r))
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\ufffd`)
		case r < utf8.RuneSelf && (r < 0x20 || r == 0x7f) || r >= utf8.RuneSelf && !strconv.IsPrint(r):
			for _, u := range utf16.Encode([]rune{r}) {
				fmt.Fprintf(&b, `\u%04x`, u)
			}
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
	return b.String()
}

// TestAppendJSONStringModel holds appendJSONString to jsonStringModel on every
// character, every byte alone, sequences cut short, overlong, surrogates
// and past U+10FFFF, and random strings of them, and checks that it
// reports the strings that are not UTF-8.
func TestAppendJSONStringModel(t *testing.T) {
	check := func(s string) {
		t.Helper()
		got, valid := appendJSONStringUTF8(nil, s)
		if want := jsonStringModel(s); string(got) != want {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
		if valid != utf8.ValidString(s) {
			t.Fatalf("appendJSONStringUTF8(%q) reports valid %v", s, valid)
		}
	}
	checkTextAtoms(check, []string{"\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc0\xaf", "\xe0\x80\xaf", "\xf0\x80\x80\xaf",
		"\xe2\x82", "\xf0\x9f\x98", "\xc3", "a\"b\\c", "abcdefghijk"}, rand.NewPCG(3, 4), 50000)
}

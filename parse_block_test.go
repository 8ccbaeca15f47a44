// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// blockClassifiersUnderTest returns the block classifiers that run on this
// CPU, generic first.
func blockClassifiersUnderTest() []blockClassifier {
	out := []blockClassifier{{"generic", true, classifyBlockGeneric, true}}
	for _, c := range blockClassifiers {
		if c.available {
			out = append(out, c)
		}
	}
	return out
}

// blockWantTable holds, for each byte value, its bit in each mask of
// blockMasks (bit 0), from the RFC's character lists of table_test.go,
// independently of classTable and of the classifiers.
var blockWantTable = func() (t [256]blockMasks) {
	notIn := func(set charset, c byte) uint64 {
		if strings.IndexByte(rfcClasses[set], c) >= 0 {
			return 0
		}
		return 1
	}
	for c := range 256 {
		b := byte(c)
		t[c] = blockMasks{
			notScheme:   notIn(classScheme, b),
			notUserinfo: notIn(classUserinfo, b),
			notPath:     notIn(classPath, b),
		}
		if b == '%' {
			t[c].pct = 1
		}
		if b == ':' {
			t[c].colon = 1
		}
		if b == '/' {
			t[c].slash = 1
		}
		if b == '.' {
			t[c].dot = 1
		}
	}
	return t
}()

// blockWant computes the masks of s, 1 <= len(s) <= 2*blockMax, from
// blockWantTable: every bit from len(s) up is set in the class masks; and
// when s goes on past the first block, the run masks of the second from
// runWant.
func blockWant(s string) blockMasks {
	var m blockMasks
	if len(s) > blockMax {
		m.next = runWant(s[blockMax:])[0].runMasks
		s = s[:blockMax]
	}
	for k := len(s); k < blockMax; k++ {
		bit := uint64(1) << k
		m.notScheme |= bit
		m.notUserinfo |= bit
		m.notPath |= bit
	}
	for k := 0; k < len(s); k++ {
		w := &blockWantTable[s[k]]
		m.notScheme |= w.notScheme << k
		m.notUserinfo |= w.notUserinfo << k
		m.notPath |= w.notPath << k
		m.pct |= w.pct << k
		m.colon |= w.colon << k
		m.slash |= w.slash << k
		m.dot |= w.dot << k
	}
	return m
}

func checkBlockMasks(t *testing.T, name, s string, c blockClassifier, want *blockMasks) bool {
	t.Helper()
	// Garbage to overwrite, and a word after the masks that a classifier
	// writing too much would change. A classifier without the masks of "/"
	// and "." must leave them as they were.
	var buf struct {
		m      blockMasks
		canary uint64
	}
	buf.m = blockMasks{notScheme: 0x5a5a, colon: ^uint64(0), slash: 0x1234, dot: 0x5678, next: runMasks{1, 2, 3, 4}}
	buf.canary = 0xdeadbeefcafe
	w := *want
	if !c.dots {
		w.slash, w.dot = buf.m.slash, buf.m.dot
	}
	if len(s) <= blockMax {
		w.next = buf.m.next
	}
	want = &w
	c.fn(s, &buf.m)
	if buf.m != *want || buf.canary != 0xdeadbeefcafe {
		t.Errorf("%s(%q):\n got %+v (word after: %#x)\nwant %+v", name, s, buf.m, buf.canary, *want)
		return false
	}
	return true
}

// TestBlockClassifyEveryByte puts every byte value at every position of
// inputs of every length from 1 to 64, and of a few lengths of two blocks
// (not with -short), the rest filled with bytes that rotate through all
// 256 values, and compares each classifier with the RFC's lists.
func TestBlockClassifyEveryByte(t *testing.T) {
	classifiers := blockClassifiersUnderTest()
	fails := 0
	buf := make([]byte, 2*blockMax)
	for n := 1; n <= 2*blockMax; n++ {
		if n > blockMax && (testing.Short() || n != blockMax+1 && n != 100 && n != 2*blockMax) {
			continue
		}
		for p := 0; p < n; p++ {
			for b := 0; b < 256; b++ {
				for i := range buf[:n] {
					buf[i] = byte(i*37 + n + b)
				}
				buf[p] = byte(b)
				s := string(buf[:n])
				want := blockWant(s)
				for _, c := range classifiers {
					if !checkBlockMasks(t, c.name, s, c, &want) {
						if fails++; fails > 10 {
							t.Fatal("too many failures")
						}
					}
				}
			}
		}
	}
}

// TestBlockClassifyGuarded runs each classifier on inputs of every length
// from 1 to 64 and a third of those from 65 to 128 (two with -short), at
// every start alignment 0..63, against an unreadable page
// before and after (guardedPage), with random bytes in and around the
// input: a read outside the pages the input touches faults, and a byte
// outside the input that leaked into a mask shows.
func TestBlockClassifyGuarded(t *testing.T) {
	page := guardedPage(t)
	rng := rand.New(rand.NewPCG(3, 4))
	const maxAlign = 64
	for _, c := range blockClassifiersUnderTest() {
		t.Run(c.name, func(t *testing.T) {
			fails := 0
			for n := 1; n <= 2*blockMax; n++ {
				if n > blockMax && n%3 != 0 && n != 2*blockMax || testing.Short() && n > blockMax+1 && n != 2*blockMax {
					continue // a third of the lengths of two blocks, two with -short
				}
				for a := 0; a < maxAlign; a++ {
					for side := 0; side < 2; side++ {
						start := a
						if side == 1 {
							start = len(page) - a - n
						}
						for i := range page {
							page[i] = byte(rng.Uint32())
						}
						s := asString(page[start : start+n])
						want := blockWant(s)
						if !checkBlockMasks(t, fmt.Sprintf("%s(len %d, align %d, side %d)", c.name, n, a, side), s, c, &want) {
							if fails++; fails > 10 {
								return
							}
						}
					}
				}
			}
		})
	}
}

// blockInputs returns the non-empty test inputs: the block parser takes
// any length, with masks for the first 64 bytes.
func blockInputs(tb testing.TB) []string {
	var out []string
	for _, s := range allTestInputs(tb) {
		if s != "" {
			out = append(out, s)
		}
	}
	for _, s := range allTestInputs(tb) {
		// Longer ones: the input at the end of a block-long prefix.
		if s != "" {
			out = append(out, "http://h/"+strings.Repeat("x", 55)+s, "http://h/"+strings.Repeat("y", 54)+"?"+s)
		}
	}
	return out
}

// TestParseBlock runs the block parser with every classifier on every
// test input, and on each after a prefix that puts it across the end of
// the block: where it takes an input, its Ref must be that of the
// byte-at-a-time parser, and the input valid. It must take most valid
// inputs (else the fast path would be a test of nothing) and no invalid
// one.
func TestParseBlock(t *testing.T) {
	inputs := blockInputs(t)
	corpus := map[string]bool{}
	for _, s := range corpusLines(t) {
		corpus[s] = true
	}
	for _, c := range blockClassifiersUnderTest() {
		t.Run(c.name, func(t *testing.T) {
			taken, valid := 0, 0
			corpusTaken, corpusValid := 0, 0
			for _, s := range inputs {
				inCorpus := corpus[s]
				want, code := parseScalar(s)
				if code == 0 {
					valid++
					if inCorpus {
						corpusValid++
					}
				}
				var m blockMasks
				c.fn(s[:min(len(s), 2*blockMax)], &m)
				r, ok := parseBlock(s, &m, false, 0)
				if !ok {
					continue
				}
				taken++
				if inCorpus {
					corpusTaken++
				}
				if code != 0 {
					t.Errorf("parseBlock(%q) took an input that parseScalar rejects (%v at %d)", s, code, want.ErrorOffset())
				} else if r != want {
					t.Errorf("parseBlock(%q) =\n%+v\nparseScalar gives\n%+v", s, r, want)
				}
			}
			t.Logf("%d inputs, %d valid, %d taken by the block parser; of the shipped corpus, %d of %d valid", len(inputs), valid, taken, corpusTaken, corpusValid)
			// The corpus has the shapes of real URL lists, where the block
			// parser must take nearly everything valid.
			if corpusValid < 1000 || corpusTaken < corpusValid*9/10 {
				t.Errorf("the block parser took only %d of %d valid corpus lines", corpusTaken, corpusValid)
			}
		})
	}
}

// TestParseEveryImplementation checks that parse gives the Ref and code
// of parseScalar on every test input with each implementation in use.
func TestParseEveryImplementation(t *testing.T) {
	defer restoreImplementation(t)()
	inputs := allTestInputs(t)
	for _, name := range Implementations() {
		if err := useImplementation(name); err != nil {
			t.Fatal(err)
		}
		fails := 0
		for _, s := range inputs {
			r, code := parse(s)
			wr, wcode := parseScalar(s)
			if (r != wr || code != wcode) && fails < 10 {
				fails++
				t.Errorf("%s: parse(%q) = %+v, %v; parseScalar gives %+v, %v", name, s, r, code, wr, wcode)
			}
		}
	}
}

// TestParseBlockTakes lists shapes that the block parser must take, each
// with the Ref of the byte-at-a-time parser: a test that it is the fast
// path for them, not only that it agrees when it is.
func TestParseBlockTakes(t *testing.T) {
	for _, s := range []string{
		"https://user:pw@example.net:8443/p",
		"ftp://anonymous@ftp.example.com/pub/",
		"//u%20x@h",
		"http://@h/",
		"http://a:b:c@h:/x?q#f",
		// A path-noscheme whose first segment ends in the block, with a
		// colon in a later segment or a path past the block.
		"./Category:Name#frag",
		"forumdisplay.php?68-K-850-x70-serien&s=21d7946d5b06609fa2b23b1d2d30755c",
		"a/" + strings.Repeat("b:", 40),
		// A path, query and fragment over several blocks, with "%"
		// triplets across the ends of blocks, and over more blocks than
		// a run classifier fills in one call.
		"http://h/" + strings.Repeat("p%41", 30) + "?" + strings.Repeat("q%2F", 30) + "#" + strings.Repeat("f?", 60),
		"/" + strings.Repeat("x", 3*runBatch*blockMax+7),
		// IP literals with and without a port and a userinfo.
		"http://[2001:db8::1]/a",
		"https://u@[::ffff:192.0.2.128]:8443",
		"//[fe80::1ff:fe23:4567:890a]?q",
	} {
		for _, c := range blockClassifiersUnderTest() {
			var m blockMasks
			c.fn(s[:min(len(s), 2*blockMax)], &m)
			r, ok := parseBlock(s, &m, false, 0)
			want, code := parseScalar(s)
			if !ok || code != 0 || r != want {
				t.Errorf("%s: parseBlock(%q) = %+v, %v; want %+v (parseScalar: %v)", c.name, s, r, ok, want, code)
			}
		}
	}
}

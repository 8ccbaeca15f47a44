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

// A runClassifier is one implementation of the run classifiers (parse_run.go),
// the URI one and the IRI one, called directly.
type runClassifier struct {
	name string
	run  func(s string, m *[runBatch]runMasks)
	iri  func(s string, m *[runBatch]runMasksIRI)
}

// forGuarded calls f with s, the n bytes of page at five alignments from
// its start and from its end (page from guardedPage, so that a read
// outside s past either end faults), and where, which says which.
func forGuarded(page []byte, n int, f func(s, where string)) {
	for _, a := range []int{0, 1, 31, 63, n * 7 % blockMax} {
		for side := range 2 {
			start := a
			if side == 1 {
				start = len(page) - a - n
			}
			f(asString(page[start:start+n]), fmt.Sprintf("len %d, align %d, side %d", n, a, side))
		}
	}
}

// blockKernels returns the kernels whose block-parser classifiers (block,
// run, quiet-run) run on this CPU, and has(k) says k has the one a test
// wants.
func blockKernels(has func(k *kernel) bool) []*kernel {
	var out []*kernel
	for i := range kernels {
		if k := &kernels[i]; k.available && blockCPU && has(k) {
			out = append(out, k)
		}
	}
	return out
}

// runClassifiersUnderTest returns the run classifiers that run on this
// CPU, generic first.
func runClassifiersUnderTest() []runClassifier {
	out := []runClassifier{{"generic", classifyRunGeneric, classifyRunIRIGeneric}}
	for _, k := range blockKernels(func(k *kernel) bool { return k.run != nil }) {
		out = append(out, runClassifier{k.name, k.run, k.runIRI})
	}
	return out
}

// runWant computes the masks of s (1 <= len(s) <= runBatch*blockMax)
// byte by byte from the RFC's lists (blockWantTable for the path and
// table_test.go's rfcClasses for the rest) and utf8Want, independently of
// the tables the classifiers read.
func runWant(s string) (m [runBatch]runMasksIRI) {
	for k := 0; k*blockMax < len(s); k++ {
		b := s[k*blockMax : min(len(s), k*blockMax+blockMax)]
		r := &m[k]
		for j := len(b); j < blockMax; j++ {
			bit := uint64(1) << j
			r.notPath |= bit
			r.notQuery |= bit
			r.notHex |= bit
		}
		for j := 0; j < len(b); j++ {
			c := b[j]
			r.notPath |= blockWantTable[c].notPath << j
			if strings.IndexByte(rfcClasses[classQuery], c) < 0 {
				r.notQuery |= 1 << j
			}
			r.pct |= blockWantTable[c].pct << j
			if strings.IndexByte(rfcClasses[classHEXDIG], c) < 0 {
				r.notHex |= 1 << j
			}
			addUTF8Want(&r.utf8, c, j)
		}
	}
	return m
}

// checkRunMasks runs both classifiers of c on s, over garbage, and compares
// the masks of the blocks of s with want; the blocks after them must be
// left alone.
func checkRunMasks(t *testing.T, name string, c runClassifier, s string, want *[runBatch]runMasksIRI) bool {
	t.Helper()
	blocks := (len(s) + blockMax - 1) / blockMax
	garbage := runMasksIRI{runMasks{1, 2, 3, 4}, utf8Masks{5, 6, 7, 8, 9, 10, 11}}
	var mu [runBatch]runMasks
	var mi [runBatch]runMasksIRI
	for k := range mu {
		mu[k], mi[k] = garbage.runMasks, garbage
	}
	c.run(s, &mu)
	c.iri(s, &mi)
	for k := range runBatch {
		w := want[k]
		if k >= blocks {
			w = garbage
		}
		if mu[k] != w.runMasks || mi[k] != w {
			t.Errorf("%s(%q), block %d:\n got %+v\n     %+v (IRI)\nwant %+v", name, s, k, mu[k], mi[k], w)
			return false
		}
	}
	return true
}

// runAlphabet is the bytes the random inputs of the run tests are made of:
// the ends of components, "%" and hexadecimal digits, other path bytes,
// bytes no component holds, and bytes of every UTF-8 class.
const runAlphabet = "%%%?#/aF9gz:@!~ \"<|\x00\x7f\x80\x9f\xa0\xbf\xc0\xc1\xc2\xc3\xdf\xe0\xe1\xe2\xec\xed\xee\xef\xf0\xf4\xf5\xff"

// randomRun returns n random bytes of runAlphabet, or, one time in four,
// of all byte values.
func randomRun(rng *rand.Rand, n int) string {
	b := make([]byte, n)
	all := rng.IntN(4) == 0
	for i := range b {
		if all {
			b[i] = byte(rng.Uint32())
		} else {
			b[i] = runAlphabet[rng.IntN(len(runAlphabet))]
		}
	}
	return string(b)
}

// TestRunClassify compares every run classifier, URI and IRI, with the
// byte-by-byte model on random inputs of every length from 1 to
// runBatch*blockMax, and on inputs with every byte value at the ends and
// starts of blocks.
func TestRunClassify(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 1))
	classifiers := runClassifiersUnderTest()
	fails := 0
	check := func(s string) {
		want := runWant(s)
		for _, c := range classifiers {
			if !checkRunMasks(t, c.name, c, s, &want) {
				if fails++; fails > 10 {
					t.Fatal("too many failures")
				}
			}
		}
	}
	for n := 1; n <= runBatch*blockMax; n++ {
		for range 3 {
			check(randomRun(rng, n))
		}
	}
	for _, n := range []int{1, 63, 64, 65, 129, runBatch * blockMax} {
		for _, p := range []int{0, 62, 63, 64, 65, 127, 128, n - 1} {
			if p < 0 || p >= n {
				continue
			}
			b := []byte(randomRun(rng, n))
			for c := range 256 {
				b[p] = byte(c)
				check(string(b))
			}
		}
	}
}

// TestRunClassifyGuarded runs each run classifier on inputs of every
// length from 1 to runBatch*blockMax, at five alignments modulo 64,
// against an unreadable page before and after (guardedPage), with random
// bytes in and around the input: a read outside the pages the input
// touches faults, and a byte outside the input that leaked into a mask
// shows.
func TestRunClassifyGuarded(t *testing.T) {
	page := guardedPage(t)
	rng := rand.New(rand.NewPCG(34, 2))
	classifiers := runClassifiersUnderTest()
	fails := 0
	for n := 1; n <= runBatch*blockMax; n++ {
		for i := range page {
			page[i] = runAlphabet[rng.IntN(len(runAlphabet))]
		}
		forGuarded(page, n, func(s, where string) {
			want := runWant(s)
			for _, c := range classifiers {
				if !checkRunMasks(t, c.name+"("+where+")", c, s, &want) {
					if fails++; fails > 10 {
						t.FailNow()
					}
				}
			}
		})
	}
}

// blockIRIClassifiersUnderTest returns the IRI block classifiers that run
// on this CPU, generic first.
func blockIRIClassifiersUnderTest() []struct {
	name string
	fn   func(s string, m *blockMasksIRI)
} {
	out := []struct {
		name string
		fn   func(s string, m *blockMasksIRI)
	}{{"generic", classifyBlockIRIGeneric}}
	for _, k := range blockKernels(func(k *kernel) bool { return k.classifyIRI != nil }) {
		out = append(out, struct {
			name string
			fn   func(s string, m *blockMasksIRI)
		}{k.name, k.classifyIRI})
	}
	return out
}

// TestBlockIRIClassify compares the IRI block classifiers with the
// models (blockWant and utf8Want) on every byte value at every position of
// inputs of the lengths at the ends of vectors (1, 2, 16, 17, 32, 33, 48,
// 49 and 64), and on inputs of every length against guard pages at every
// alignment. They leave the masks of "/" and "." and of the second block
// as they were.
func TestBlockIRIClassify(t *testing.T) {
	page := guardedPage(t)
	rng := rand.New(rand.NewPCG(34, 3))
	fails := 0
	check := func(name, s string) {
		var want blockMasksIRI
		want.blockMasks = blockWant(s)
		for j := 0; j < len(s); j++ {
			addUTF8Want(&want.utf8, s[j], j)
		}
		for _, c := range blockIRIClassifiersUnderTest() {
			m := blockMasksIRI{blockMasks: blockMasks{slash: 0x1234, dot: 0x5678, colon: 99}, utf8: utf8Masks{hi: 7}}
			w := want
			w.slash, w.dot = 0x1234, 0x5678
			c.fn(s, &m)
			if m != w {
				t.Errorf("%s %s(%q):\n got %+v\nwant %+v", name, c.name, s, m, w)
				if fails++; fails > 10 {
					t.FailNow()
				}
			}
		}
	}
	buf := make([]byte, blockMax)
	for n := 1; n <= blockMax; n++ {
		for p := 0; p < n && (n <= 2 || n%16 <= 1); p++ {
			for b := range 256 {
				for i := range buf[:n] {
					buf[i] = byte(i*37 + n + b)
				}
				buf[p] = byte(b)
				check("every byte", string(buf[:n]))
			}
		}
		for a := range blockMax {
			for side := range 2 {
				start := a
				if side == 1 {
					start = len(page) - a - n
				}
				for i := range page {
					page[i] = byte(rng.Uint32())
				}
				check(fmt.Sprintf("guarded (align %d, side %d)", a, side), asString(page[start:start+n]))
			}
		}
	}
}

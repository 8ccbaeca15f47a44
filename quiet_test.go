// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"testing"
)

// A quietKernel is one implementation of quietRun, called directly.
type quietKernel struct {
	name string
	fn   func(s string, carry uint64, set charset) (int, uint64)
	tail bool // it crosses a quiet last partial block too (kernel.quietTail)
}

// quietKernelsUnderTest returns the quiet-run kernels that run on this
// CPU, generic first.
func quietKernelsUnderTest() []quietKernel {
	out := []quietKernel{{"generic", quietRunGeneric, false}}
	for _, k := range blockKernels(func(k *kernel) bool { return k.quiet != nil }) {
		out = append(out, quietKernel{k.name, k.quiet, k.quietTail})
	}
	return out
}

// quietWant is the model of quietRun: block by block, the masks of
// runWant (the RFC's lists, not the tables), and the rule of parse_run.go
// written out byte by byte: every byte in the class or a "%", and the two
// bytes after each "%" (those before s as carry says) hexadecimal digits
// where they are in the blocks read so far. With tail, the last 1 to 63
// bytes of s are a block too, quiet when its bytes are and no "%" asks
// for a digit past the end of s; then the answer is len(s) and 0.
func quietWant(s string, carry uint64, set charset, tail bool) (int, uint64) {
	// pending[j] is true when byte j of the block must be a HEXDIG.
	var pending [blockMax + 2]bool
	pending[0], pending[1] = carry&1 != 0, carry&2 != 0
	n := 0
	for ; n < len(s); n += blockMax {
		b := s[n:min(len(s), n+blockMax)]
		if len(b) < blockMax && !tail {
			break
		}
		m := runWant(b)[0]
		notIn := m.notQuery
		if set == classPath {
			notIn = m.notPath
		}
		var next [blockMax + 2]bool
		copy(next[:], pending[:])
		ok := true
		for j := range len(b) {
			pct := m.pct>>j&1 != 0
			if notIn>>j&1 != 0 && !pct {
				ok = false
			}
			if next[j] && m.notHex>>j&1 != 0 {
				ok = false
			}
			if pct {
				next[j+1], next[j+2] = true, true
			}
		}
		if len(b) < blockMax {
			// A digit asked for past the end of s.
			if next[len(b)] || next[len(b)+1] {
				ok = false
			}
			if ok {
				return len(s), 0
			}
			break
		}
		if !ok {
			break
		}
		pending = [blockMax + 2]bool{next[blockMax], next[blockMax+1]}
	}
	var c uint64
	if pending[0] {
		c |= 1
	}
	if pending[1] {
		c |= 2
	}
	return n, c
}

// quietAlphabet is mostly bytes of a query and hexadecimal digits, so
// that runs of quiet blocks are common, with the "%", the delimiters and
// bytes no component holds.
const quietAlphabet = "aaaaaaaaFF99%%%==&&//??#g:@ \"\x00\x80\xff"

// randomQuiet returns n random bytes that are quiet for classQuery but,
// with probability about bad per byte, one of quietAlphabet.
func randomQuiet(rng *rand.Rand, n int, bad float64) string {
	const good = "abcxyzABCXYZ0189-._~!$&'()*+,;=:@/?"
	const hex = "0123456789abcdefABCDEF"
	b := make([]byte, n)
	for i := 0; i < n; i++ {
		switch r := rng.Float64(); {
		case r < bad:
			b[i] = quietAlphabet[rng.IntN(len(quietAlphabet))]
		case r < 0.1 && i+2 < n:
			b[i], b[i+1], b[i+2] = '%', hex[rng.IntN(len(hex))], hex[rng.IntN(len(hex))]
			i += 2
		default:
			b[i] = good[rng.IntN(len(good))]
		}
	}
	return string(b)
}

// checkQuiet compares every kernel with the model on s; it returns false
// after reporting a difference.
func checkQuiet(t *testing.T, name string, ks []quietKernel, s string, carry uint64, set charset) bool {
	t.Helper()
	for _, k := range ks {
		wn, wc := quietWant(s, carry, set, k.tail)
		if n, c := k.fn(s, carry, set); n != wn || c != wc {
			t.Errorf("%s %s(%q, carry %d, set %d) = %d, %d; want %d, %d", k.name, name, s, carry, set, n, c, wn, wc)
			return false
		}
	}
	return true
}

// TestQuietRun compares every quiet-run kernel with the model on random
// inputs of every length from 0 to 5 blocks and one byte more, quiet in
// part or in whole, with every carry and both classes; and on inputs in
// which every byte value stands at the ends and starts of blocks and where
// a "%" reaches across them.
func TestQuietRun(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 4))
	ks := quietKernelsUnderTest()
	fails := 0
	var stopped, crossed, tailed int // inputs whose model stops on a block, that crosses one, that ends in a quiet partial block
	check := func(s string, carry uint64, set charset) {
		if n, _ := quietWant(s, carry, set, false); n+blockMax <= len(s) {
			stopped++
		} else if n > 0 {
			crossed++
		}
		if n, _ := quietWant(s, carry, set, true); n == len(s) && n%blockMax != 0 {
			tailed++
		}
		if !checkQuiet(t, "", ks, s, carry, set) {
			if fails++; fails > 10 {
				t.FailNow()
			}
		}
	}
	sets := []charset{classQuery, classPath}
	for n := 0; n <= 5*blockMax+1; n++ {
		for _, bad := range []float64{0, 0.001, 0.01, 0.2} {
			s := randomQuiet(rng, n, bad)
			for carry := range uint64(4) {
				check(s, carry, sets[rng.IntN(2)])
			}
		}
	}
	for _, p := range []int{0, 1, 61, 62, 63, 64, 65, 127, 128, 191, 255} {
		b := []byte(randomQuiet(rng, 4*blockMax, 0))
		for c := range 256 {
			b[p] = byte(c)
			for _, set := range sets {
				check(string(b), uint64(c&3), set)
			}
		}
		// A "%" at p, and what follows it, across a block's end, and
		// at the end of s.
		for _, tail := range []string{"%", "%4", "%4g", "%g1", "%41"} {
			b := []byte(randomQuiet(rng, 4*blockMax, 0))
			copy(b[p:], tail)
			check(string(b), 0, classQuery)
			check(string(b[:min(len(b), p+len(tail))]), 0, classQuery)
		}
	}
	if stopped < 1000 || crossed < 300 || tailed < 300 {
		t.Errorf("the inputs are not varied enough: %d stop on a block, %d cross blocks to the end, %d end in a quiet partial block", stopped, crossed, tailed)
	}
	t.Logf("kernels %d, inputs stopped on a block %d, crossed to the end %d, ending in a quiet partial block %d", len(ks), stopped, crossed, tailed)
}

// TestQuietRunGuarded runs each quiet-run kernel on inputs of every length
// from 0 to 5 blocks, quiet throughout, at five alignments, against an
// unreadable page before and after (guardedPage): a read past the whole
// blocks of s faults, or, before it, shows in the answer.
func TestQuietRunGuarded(t *testing.T) {
	page := guardedPage(t)
	rng := rand.New(rand.NewPCG(34, 5))
	ks := quietKernelsUnderTest()
	fails := 0
	for n := 0; n <= 5*blockMax; n++ {
		copy(page, randomQuiet(rng, len(page), 0.001))
		forGuarded(page, n, func(s, where string) {
			if !checkQuiet(t, "("+where+")", ks, s, 0, classQuery) {
				if fails++; fails > 10 {
					t.FailNow()
				}
			}
		})
	}
}

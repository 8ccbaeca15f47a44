// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// FuzzBlockPaths checks the block paths of the parser against the byte
// parser on the fuzzer's bytes, under every implementation: parse against
// parseScalar, parseIRI against parseText with the IRI grammar (the block
// parser, its runs past the first block, IP literals and the UTF-8 masks
// among them); and the run and IRI classifiers of each implementation
// against the generic ones, and the quiet-run kernels against their
// model. The input is also tried after a prefix that
// puts its start near the end of the first block.
func FuzzBlockPaths(f *testing.F) {
	for _, s := range []string{
		"http://h/" + strings.Repeat("a%2C", 40) + "?q#f",
		"https://[2001:db8::1]:8080/p?" + strings.Repeat("k=v&", 50),
		"https://例え.jp/" + strings.Repeat("東京/é/", 20) + "?q=\u061c",
		"//u@[::ffff:1.2.3.4]/%zz",
		"a/b/c?d#" + strings.Repeat("😀", 30),
	} {
		f.Add(s)
	}
	runs := runClassifiersUnderTest()
	f.Fuzz(func(t *testing.T, s string) {
		defer restoreImplementation(t)()
		for _, in := range []string{s, "http://h/" + strings.Repeat("x", 50) + s} {
			wantR, wantCode := parseScalar(in)
			wantIR, wantICode := parseText[iriGrammar, iriQueryGrammar](in)
			for _, name := range Implementations() {
				if err := useImplementation(name); err != nil {
					t.Fatal(err)
				}
				if r, code := parse(in); r != wantR || code != wantCode {
					t.Fatalf("%s: parse(%q) = %+v, %v; parseScalar gives %+v, %v", name, in, r, code, wantR, wantCode)
				}
				r, err := parseIRI(in)
				var code ErrorCode
				if err != nil {
					code = err.(ErrorCode)
				}
				if r != wantIR || code != wantICode {
					t.Fatalf("%s: parseIRI(%q) = %+v, %v; parseText gives %+v, %v", name, in, r, code, wantIR, wantICode)
				}
			}
		}
		if s == "" {
			return
		}
		chunk := s[:min(len(s), runBatch*blockMax)]
		var want [runBatch]runMasksIRI
		classifyRunIRIGeneric(chunk, &want)
		block := s[:min(len(s), blockMax)]
		var wantBlock blockMasksIRI
		classifyBlockIRIGeneric(block, &wantBlock)
		for _, c := range runs[1:] {
			var mu [runBatch]runMasks
			var mi [runBatch]runMasksIRI
			c.run(chunk, &mu)
			c.iri(chunk, &mi)
			for k := 0; k*blockMax < len(chunk); k++ {
				if mu[k] != want[k].runMasks || mi[k] != want[k] {
					t.Fatalf("%s: run masks of %q, block %d = %+v, %+v; generic %+v", c.name, chunk, k, mu[k], mi[k], want[k])
				}
			}
		}
		for _, c := range blockIRIClassifiersUnderTest()[1:] {
			var m blockMasksIRI
			c.fn(block, &m)
			w := wantBlock
			w.slash, w.dot = 0, 0 // left as they were
			if m != w {
				t.Fatalf("%s: IRI block masks of %q = %+v; generic %+v", c.name, block, m, w)
			}
		}
		// The quiet-run kernels against the model, with the carry and the
		// class taken from the input's first byte.
		carry, set := uint64(s[0]&3), classQuery
		if s[0]&4 != 0 {
			set = classPath
		}
		for _, k := range quietKernelsUnderTest() {
			wn, wc := quietWant(s, carry, set, k.tail)
			if n, c := k.fn(s, carry, set); n != wn || c != wc {
				t.Fatalf("%s: quietRun(%q, %d, %d) = %d, %d; want %d, %d", k.name, s, carry, set, n, c, wn, wc)
			}
		}
	})
}

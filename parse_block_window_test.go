// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// TestBlockSecondWindow checks the block parser where a path, query or
// fragment runs past the first 64 bytes into the next blocks: the second
// from the block classifier's masks when the reference ends there (with
// runBlock, runTail's step), and the others with runTail, in more than
// one call of the run classifier: references of 60 to 140 bytes and
// around the end of every further block up to one past the first call's,
// with each delimiter, a valid or invalid "%" triplet (a "%" alone among
// them, which as the last byte asks for two bytes past the end) and an
// invalid byte at every position, under every implementation, against
// parseScalar.
func TestBlockSecondWindow(t *testing.T) { eachImplementation(t, testBlockSecondWindow) }

// windowSizes are the lengths TestBlockSecondWindow tries: every one from
// 60 to 140 bytes, and two either side of the end of every further block
// up to the one past the first call of the run classifier.
func windowSizes() []int {
	var out []int
	for size := 60; size <= 140; size++ {
		out = append(out, size)
	}
	for end := 3 * blockMax; end <= (1+runBatch+1)*blockMax; end += blockMax {
		for size := end - 2; size <= end+2; size++ {
			out = append(out, size)
		}
	}
	return out
}

func testBlockSecondWindow(t *testing.T) {
	n := 0
	for _, size := range windowSizes() {
		body := strings.Repeat("a", size-len("http://h/"))
		for k := 0; k < len(body); k++ {
			for _, ins := range []string{"?", "#", "%41", "%4", "%", "%zz", " ", "?#", "/"} {
				if k+len(ins) > len(body) {
					continue
				}
				s := "http://h/" + body[:k] + ins + body[k+len(ins):]
				r, code := parse(s)
				wr, wcode := parseScalar(s)
				if r != wr || code != wcode {
					t.Fatalf("parse(%q) = %+v, %v; parseScalar gives %+v, %v", s, r, code, wr, wcode)
				}
				n++
			}
		}
	}
	t.Logf("%d inputs", n)
}

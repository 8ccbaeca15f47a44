// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package accesslog

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/uriscan/uri"
)

// TestJSONSameReferences checks that the JSON log holds the lines of the
// combined-format log of the same options, each a JSON object, and that
// the extractor finds the same references in both, in the same order:
// what the benchmarks that compare them need.
func TestJSONSameReferences(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		var text, js bytes.Buffer
		if err := WriteLog(&js, Options{Bytes: 256 << 10, Seed: seed, Text: true, JSON: true}); err != nil {
			t.Fatal(err)
		}
		lines := bytes.Count(js.Bytes(), []byte{'\n'})
		if err := WriteLog(&text, Options{Lines: int64(lines), Seed: seed, Text: true}); err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(text.Bytes(), []byte{'\n'}); n != lines || js.Len() <= text.Len() {
			t.Fatalf("seed %d: %d JSON lines (%d bytes), %d text lines (%d bytes)", seed, lines, js.Len(), n, text.Len())
		}
		for i, l := range bytes.Split(bytes.TrimSuffix(js.Bytes(), []byte{'\n'}), []byte{'\n'}) {
			var v map[string]any
			if err := json.Unmarshal(l, &v); err != nil {
				t.Fatalf("seed %d, line %d is not a JSON object: %v\n%s", seed, i+1, err, l)
			}
		}
		refs := func(b []byte) []string {
			ms, clean := uri.AppendExtract(nil, nil, b, nil)
			var out []string
			for i := range ms {
				out = append(out, string(ms[i].Text(b, clean)))
			}
			return out
		}
		tr, jr := refs(text.Bytes()), refs(js.Bytes())
		if len(tr) < lines || !slices.Equal(tr, jr) {
			t.Errorf("seed %d: %d references in the text log, %d in the JSON log, or they differ", seed, len(tr), len(jr))
			for i := range min(len(tr), len(jr)) {
				if tr[i] != jr[i] {
					t.Fatalf("first difference, reference %d: %q in text, %q in JSON", i, tr[i], jr[i])
				}
			}
		}
	}
}

// TestWriteUnchanged pins the output of Write, which docs/speed.md's
// benchmark figures were measured on (genlog, seed 1): the SHA-256 of 64
// KiB of it, as written before WriteLog took the JSON lines in.
func TestWriteUnchanged(t *testing.T) {
	for text, want := range map[bool]string{
		true:  "be3145988cdf8e7bd000ba2886abdeb1a33dd7b0f97f7654a2735c874c5a633e",
		false: "d5432e78f6b2474b8c3a3f9974fcdf9d165c20e4c22707d56b7df0e18adc539d",
	} {
		var b bytes.Buffer
		if err := Write(&b, 64<<10, 1, text); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(b.Bytes())); got != want {
			t.Errorf("Write(64 KiB, seed 1, text %v): SHA-256 %s, want %s", text, got, want)
		}
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"io"
	"strings"
	"testing"
)

// TestExtractBOM checks the byte order mark at the start of a line (issue
// 42, row 8: a JSON log that began with one was read as text, its
// escapes left in): after a whole mark, the line is read as it would be
// without it, a JSON record or a request line, at the start of the input
// and after a newline (a file appended to another); the offsets are those
// of the input, mark included. A cut mark, or a second one, leaves the
// line to the text rules. The Scanner finds the same, whatever its reads.
func TestExtractBOM(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	auto, text := &ExtractOptions{}, &ExtractOptions{Format: FormatText}
	for _, c := range []struct {
		name string
		in   string
		opts *ExtractOptions
		want []wantJSON
		at   []int // the start of each match
	}{
		{"issue 42", bom + `{"url":"https:\/\/e.com\/a"}` + "\n", auto,
			[]wantJSON{{"https://e.com/a", KindValue, "url", 0}}, []int{11}},
		{"no newline", bom + `{"url":"/a"}`, auto,
			[]wantJSON{{"/a", KindValue, "url", 0}}, []int{11}},
		{"request line", bom + "GET /p HTTP/1.1\n", auto,
			[]wantJSON{{"/p", KindRequest, noKey, 0}}, []int{7}},
		{"appended file", `{"url":"/a"}` + "\n" + bom + `{"url":"/b\/c"}` + "\n" + bom + "GET /d HTTP/1.1\n", auto,
			[]wantJSON{{"/a", KindValue, "url", 0}, {"/b/c", KindValue, "url", 0}, {"/d", KindRequest, noKey, 0}}, []int{8, 24, 39}},
		{"format text", bom + `{"url":"https:\/\/e.com\/a"}` + "\n" + bom + "GET /p HTTP/1.1", text,
			[]wantJSON{{`https:\/\/e.com\/a`, KindQuoted, noKey, ErrPath}, {"/p", KindRequest, noKey, 0}}, []int{11, 39}},
		{"bare URI", bom + "http://a.example/x\n", auto,
			[]wantJSON{{"http://a.example/x", KindBare, noKey, 0}}, []int{3}},
		{"mark alone", bom, auto, nil, nil},
		{"mark and newline", bom + "\n" + bom, auto, nil, nil},
		{"cut mark", "\xef\xbb" + `{"url":"https:\/\/e.com\/a"}`, auto,
			[]wantJSON{{`https:\/\/e.com\/a`, KindQuoted, noKey, ErrPath}}, []int{10}},
		{"two marks", bom + bom + `{"url":"https:\/\/e.com\/a"}`, auto,
			[]wantJSON{{`https:\/\/e.com\/a`, KindQuoted, noKey, ErrPath}}, []int{14}},
		{"mark within a line", `x ` + bom + `{"url":"https:\/\/e.com\/a"}`, auto,
			[]wantJSON{{`https:\/\/e.com\/a`, KindQuoted, noKey, ErrPath}}, []int{13}},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := []byte(c.in)
			checkExtractJSON(t, in, c.opts, c.want)
			ms, _ := AppendExtract(nil, nil, in, c.opts)
			for i, m := range ms {
				if m.Start != c.at[i] {
					t.Errorf("match %d at %d, want %d", i, m.Start, c.at[i])
				}
			}
			checkScanner(t, in, c.opts, 3)
		})
	}
}

// TestExtractBOMEveryCut reads a JSON log with a mark at the start of
// each record, as files appended to one another, in reads of every size
// up to two records, so that windows end at every offset of a record:
// the matches are those of the whole input.
func TestExtractBOMEveryCut(t *testing.T) {
	rec := "\xef\xbb\xbf" + `{"url":"https:\/\/e.com\/a","m":"GET \/b HTTP\/1.1"}` + "\n"
	in := []byte(strings.Repeat(rec, 40))
	want, wclean := AppendExtract(nil, nil, in, nil)
	if len(want) != 80 {
		t.Fatalf("%d matches, want 80", len(want))
	}
	for size := 1; size < 2*len(rec); size++ {
		s := NewScanner(&sizedReader{in: in, size: size}, nil)
		var got []string
		for s.Scan() {
			got = append(got, string(s.Text()))
		}
		if s.Err() != nil || len(got) != len(want) {
			t.Fatalf("reads of %d bytes: %d matches, %v; want %d", size, len(got), s.Err(), len(want))
		}
		for i := range got {
			if w := string(want[i].Text(in, wclean)); got[i] != w {
				t.Fatalf("reads of %d bytes: match %d %q, want %q", size, i, got[i], w)
			}
		}
	}
}

// sizedReader reads in, size bytes at a time.
type sizedReader struct {
	in   []byte
	size int
}

func (r *sizedReader) Read(p []byte) (int, error) {
	if len(r.in) == 0 {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), r.size)], r.in)
	r.in = r.in[n:]
	return n, nil
}

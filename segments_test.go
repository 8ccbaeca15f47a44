// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"slices"
	"strings"
	"testing"
)

// segmentsSlow is the reference for Segments: strings.Split on "/", after
// the leading "/" of an absolute path.
func segmentsSlow(path string) (texts []string, starts []int) {
	if path == "" {
		return nil, nil
	}
	start := 0
	if path[0] == '/' {
		start = 1
	}
	for _, seg := range strings.Split(path[start:], "/") {
		texts = append(texts, seg)
		starts = append(starts, start)
		start += len(seg) + 1
	}
	return texts, starts
}

func TestSegments(t *testing.T) {
	for _, c := range []struct {
		path string
		want []string
	}{
		{"", nil},
		{"/", []string{""}},
		{"//", []string{"", ""}},
		{"a", []string{"a"}},
		{"/a/b", []string{"a", "b"}},
		{"/a//b", []string{"a", "", "b"}},
		{"/a/", []string{"a", ""}},
		{"a/b/", []string{"a", "b", ""}},
		{"/a%2Fb/c", []string{"a%2Fb", "c"}},
		{"/./../x", []string{".", "..", "x"}},
		{"a:b/c", []string{"a:b", "c"}},
	} {
		var got []string
		for s := range Segments(c.path) {
			got = append(got, s.Text)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Segments(%q) = %q, want %q", c.path, got, c.want)
		}
		checkSegments(t, c.path)
	}
}

// checkSegments compares Segments with segmentsSlow, for a string and a
// []byte, and checks that the segments and their slashes give back path.
func checkSegments(t *testing.T, path string) {
	t.Helper()
	wantTexts, wantStarts := segmentsSlow(path)
	var texts []string
	var starts []int
	var joined strings.Builder
	for s := range Segments(path) {
		texts = append(texts, s.Text)
		starts = append(starts, s.Start)
		if path[s.Start:s.End()] != s.Text {
			t.Fatalf("Segments(%q): %q at [%d,%d) is not that span of the path", path, s.Text, s.Start, s.End())
		}
		if s.Start > 0 {
			joined.WriteByte('/')
		}
		joined.WriteString(s.Text)
	}
	if !slices.Equal(texts, wantTexts) || !slices.Equal(starts, wantStarts) {
		t.Fatalf("Segments(%q) = %q at %v, want %q at %v", path, texts, starts, wantTexts, wantStarts)
	}
	if joined.String() != path {
		t.Fatalf("Segments(%q) joined back gives %q", path, joined.String())
	}
	i := 0
	for s := range Segments([]byte(path)) {
		if string(s.Text) != texts[i] || s.Start != starts[i] {
			t.Fatalf("Segments([]byte(%q)) segment %d = %q at %d, want %q at %d", path, i, s.Text, s.Start, texts[i], starts[i])
		}
		i++
	}
	if i != len(texts) {
		t.Fatalf("Segments([]byte(%q)) gives %d segments, the string %d", path, i, len(texts))
	}
}

func TestSegmentsBreak(t *testing.T) {
	n := 0
	for range Segments("/a/b/c/d") {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 segments: %d", n)
	}
}

// TestSegmentDecode checks that decoding a segment keeps "%2F" in it, as
// the "/" of that segment.
func TestSegmentDecode(t *testing.T) {
	var got []string
	for s := range Segments("/a%2Fb/c%20d") {
		dec, _, err := AppendUnescape(nil, s.Text, EscapePathSegment)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(dec))
	}
	if want := []string{"a/b", "c d"}; !slices.Equal(got, want) {
		t.Errorf("decoded segments %q, want %q", got, want)
	}
}

func FuzzSegments(f *testing.F) {
	for _, s := range []string{"", "/", "/a//b/", "a/b", "%2F/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		checkSegments(t, path)
	})
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// decodedSegmentsModel is AppendDecodedSegments the simple way: split at
// "/" and decode each segment into a string of its own.
func decodedSegmentsModel(path string) ([]string, error) {
	if path == "" {
		return nil, nil
	}
	parts := strings.Split(strings.TrimPrefix(path, "/"), "/")
	var out []string
	for _, p := range parts {
		b, _, err := AppendUnescape(nil, p, EscapePathSegment)
		if err != nil {
			return out, err
		}
		out = append(out, string(b))
	}
	return out, nil
}

var decodedSegmentsInputs = []string{
	"", "/", "//", "/a", "a", "a/b", "/a%2Fb/c%20d", "/a//b/", "/%E2%82%AC/x", "/%41%2f%2F",
	"/a/%zz/b", "/%", "/ok/%4", "/x/../y", "/" + strings.Repeat("%41", 40) + "/" + strings.Repeat("b", 100),
}

func TestAppendDecodedSegments(t *testing.T) {
	for _, path := range decodedSegmentsInputs {
		want, werr := decodedSegmentsModel(path)
		// A buffer with no room, and one with a prefix that must stay.
		for _, dst := range [][]byte{nil, []byte("prefix")} {
			prefix := string(dst)
			out, spans, off, err := AppendDecodedSegments(dst, nil, path)
			if (err != nil) != (werr != nil) {
				t.Fatalf("AppendDecodedSegments(%q) error %v; model %v", path, err, werr)
			}
			if !strings.HasPrefix(string(out), prefix) {
				t.Errorf("AppendDecodedSegments(%q) lost the prefix: %q", path, out)
			}
			if len(spans) != len(want) {
				t.Fatalf("AppendDecodedSegments(%q): %d segments, model %d (%q)", path, len(spans), len(want), want)
			}
			for i, sp := range spans {
				if got := string(sp.Bytes(out)); got != want[i] {
					t.Errorf("AppendDecodedSegments(%q) segment %d = %q, want %q", path, i, got, want[i])
				}
			}
			if err != nil {
				_, woff, _ := AppendUnescape(nil, path, EscapePathSegment)
				end := len(prefix) // what was decoded before the segment at fault
				if len(spans) > 0 {
					end = spans[len(spans)-1].End
				}
				if off != woff || len(out) != end {
					t.Errorf("AppendDecodedSegments(%q) offset %d, AppendUnescape's %d; out %q", path, off, woff, out)
				}
			} else if off != -1 {
				t.Errorf("AppendDecodedSegments(%q) offset %d on success", path, off)
			}
			// Each span as AppendDecodedSegment gives it for its segment.
			i := 0
			for seg := range Segments(path) {
				if i == len(spans) {
					break
				}
				b, v, err := AppendDecodedSegment([]byte("x"), seg.Text)
				if err != nil || string(v.Bytes(b)) != want[i] || v.Start != 1 {
					t.Errorf("AppendDecodedSegment(%q) = %q, %v, %v; want %q at 1", seg.Text, b, v, err, want[i])
				}
				i++
			}
		}
	}
}

func TestAppendDecodedSegmentError(t *testing.T) {
	out, v, err := AppendDecodedSegment([]byte("ab"), "x%zz")
	if err != ErrPercent || string(out) != "ab" || v != (Span{2, 2}) {
		t.Errorf("AppendDecodedSegment(\"x%%zz\") = %q, %v, %v; want \"ab\", {2 2}, ErrPercent", out, v, err)
	}
	out, spans, off, err := AppendDecodedSegments(nil, nil, "/ok/a%4")
	if err != ErrPercent || off != 7 || string(out) != "ok" || len(spans) != 1 {
		t.Errorf("AppendDecodedSegments(\"/ok/a%%4\") = %q, %v, %d, %v; want \"ok\", 1 span, 7, ErrPercent", out, spans, off, err)
	}
}

// decodedParamsModel is AppendDecodedParams the simple way: the Params,
// each decoded into strings of its own.
type modelParam struct {
	k, v string
	has  bool
}

func decodedParamsModel(q string, opts ParamOptions, mode EscapeMode) ([]modelParam, error) {
	var out []modelParam
	for p, err := range Params(q, opts) {
		if err != nil {
			return out, err
		}
		k, _, err := AppendUnescape(nil, p.Key, mode)
		if err != nil {
			return out, err
		}
		v, _, err := AppendUnescape(nil, p.Value, mode)
		if err != nil {
			return out, err
		}
		out = append(out, modelParam{string(k), string(v), p.HasValue})
	}
	return out, nil
}

func TestAppendDecodedParams(t *testing.T) {
	inputs := []string{
		"", "a", "a=", "=", "a=1&b=x%20y", "q=caf%C3%A9+au+lait&lang=fr&debug&page=", "a&&b", "&", "a=1;b=2",
		"k=%zz", "k%4=v", "a=b=c", "x=%00", "a=1&b=2&c=3&d=4", "%3D=%26",
	}
	for _, q := range inputs {
		for _, opts := range []ParamOptions{{}, {Sep: SepAmpSemicolon}, {Max: 2}} {
			for _, mode := range []EscapeMode{EscapeQueryComponent, EscapeQueryComponent | PlusSpace | RejectControl} {
				want, werr := decodedParamsModel(q, opts, mode)
				out, ps, off, err := AppendDecodedParams([]byte("pre"), nil, q, opts, mode)
				if err != werr {
					t.Fatalf("AppendDecodedParams(%q, %+v, %v) error %v; model %v", q, opts, mode, err, werr)
				}
				if (err == nil) != (off == -1) {
					t.Errorf("AppendDecodedParams(%q) offset %d with error %v", q, off, err)
				}
				if len(ps) != len(want) {
					t.Fatalf("AppendDecodedParams(%q, %+v, %v): %d params, model %d", q, opts, mode, len(ps), len(want))
				}
				for i, p := range ps {
					if got := (modelParam{string(p.Key.Bytes(out)), string(p.Value.Bytes(out)), p.HasValue}); got != want[i] {
						t.Errorf("AppendDecodedParams(%q) param %d = %+v, want %+v", q, i, got, want[i])
					}
				}
				if string(out[:3]) != "pre" {
					t.Errorf("AppendDecodedParams(%q) lost the prefix: %q", q, out)
				}
			}
		}
	}
}

func TestAppendDecodedParamsOffsets(t *testing.T) {
	for _, c := range []struct {
		q    string
		opts ParamOptions
		mode EscapeMode
		off  int
		err  error
	}{
		{"a=1&k=%zz", ParamOptions{}, EscapeQueryComponent, 7, ErrPercent},
		{"a=1&k%4=v", ParamOptions{}, EscapeQueryComponent, 7, ErrPercent},
		{"a=%01", ParamOptions{}, EscapeQueryComponent | RejectControl, 2, ErrControl},
		{"a=1&b=2&c=3", ParamOptions{Max: 2}, EscapeQueryComponent, 8, ErrTooManyParams},
	} {
		out, ps, off, err := AppendDecodedParams(nil, nil, c.q, c.opts, c.mode)
		if off != c.off || err != c.err {
			t.Errorf("AppendDecodedParams(%q) = %q, %d params, %d, %v; want offset %d, %v", c.q, out, len(ps), off, err, c.off, c.err)
		}
	}
}

// TestDecodedViewsLinear counts the bytes each view writes: at most one
// per input byte, whatever the input.
func TestDecodedViewsLinear(t *testing.T) {
	for _, n := range []int{1, 10, 1000} {
		path := strings.Repeat("/%41b", n)
		out, spans, _, _ := AppendDecodedSegments(nil, nil, path)
		if len(out) > len(path) || len(spans) != n {
			t.Errorf("n=%d: %d bytes and %d spans from %d", n, len(out), len(spans), len(path))
		}
		q := strings.Repeat("&a=%41", n)
		out, ps, _, _ := AppendDecodedParams(nil, nil, q, ParamOptions{Max: -1}, EscapeQueryComponent)
		if len(out) > len(q) || len(ps) != n+1 {
			t.Errorf("n=%d: %d bytes and %d params from %d", n, len(out), len(ps), len(q))
		}
	}
}

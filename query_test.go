// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// paramsSlow is the specification of Params written the simple way: split
// at every separator, then at the first "=".
func paramsSlow(q string, sep ParamSep) []Param[string] {
	if q == "" {
		return nil
	}
	seps := "&"
	if sep == SepAmpSemicolon {
		seps = "&;"
	}
	var out []Param[string]
	start := 0
	for i := 0; i <= len(q); i++ {
		if i < len(q) && !strings.ContainsRune(seps, rune(q[i])) {
			continue
		}
		part := q[start:i]
		p := Param[string]{Key: part, Start: start}
		if k, v, ok := strings.Cut(part, "="); ok {
			p.Key, p.Value, p.HasValue = k, v, true
		}
		out = append(out, p)
		start = i + 1
	}
	return out
}

// collect gathers what Params yields for q, and the error if any.
func collect[T ~string | ~[]byte](q T, opts ParamOptions) ([]Param[T], error) {
	var out []Param[T]
	for p, err := range Params(q, opts) {
		if err != nil {
			return out, err
		}
		out = append(out, p)
	}
	return out, nil
}

func TestParams(t *testing.T) {
	type kv struct {
		k, v string
		has  bool
	}
	tests := []struct {
		q    string
		sep  ParamSep
		want []kv
	}{
		{"", SepAmp, nil},
		{"a=1", SepAmp, []kv{{"a", "1", true}}},
		{"a=1&b=2", SepAmp, []kv{{"a", "1", true}, {"b", "2", true}}},
		{"a", SepAmp, []kv{{"a", "", false}}},
		{"a=", SepAmp, []kv{{"a", "", true}}},
		{"=", SepAmp, []kv{{"", "", true}}},
		{"=v", SepAmp, []kv{{"", "v", true}}},
		{"a=1=2", SepAmp, []kv{{"a", "1=2", true}}},
		{"&", SepAmp, []kv{{"", "", false}, {"", "", false}}},
		{"a&&b", SepAmp, []kv{{"a", "", false}, {"", "", false}, {"b", "", false}}},
		{"a=1&", SepAmp, []kv{{"a", "1", true}, {"", "", false}}},
		{"&a=1", SepAmp, []kv{{"", "", false}, {"a", "1", true}}},
		{"a=1;b=2", SepAmp, []kv{{"a", "1;b=2", true}}},
		{"a=1;b=2", SepAmpSemicolon, []kv{{"a", "1", true}, {"b", "2", true}}},
		{"a=1;b=2&c", SepAmpSemicolon, []kv{{"a", "1", true}, {"b", "2", true}, {"c", "", false}}},
		{"k%3Dx=v%26w", SepAmp, []kv{{"k%3Dx", "v%26w", true}}}, // encoded "=" and "&" do not split
		{"q=a+b&x=%20", SepAmp, []kv{{"q", "a+b", true}, {"x", "%20", true}}},
		{"a=b?c/d", SepAmp, []kv{{"a", "b?c/d", true}}},
	}
	for _, tt := range tests {
		got, err := collect(tt.q, ParamOptions{Sep: tt.sep})
		if err != nil {
			t.Errorf("Params(%q, %v): error %v", tt.q, tt.sep, err)
			continue
		}
		var gotkv []kv
		for _, p := range got {
			gotkv = append(gotkv, kv{p.Key, p.Value, p.HasValue})
		}
		if fmt.Sprint(gotkv) != fmt.Sprint(tt.want) {
			t.Errorf("Params(%q, %v) = %v, want %v", tt.q, tt.sep, gotkv, tt.want)
		}
		checkParams(t, tt.q, tt.sep)
	}
}

// checkParams compares Params with paramsSlow on q, for a string and a
// []byte, and checks that the parameters and their separators give q back
// and that Start and End locate each one.
func checkParams(t *testing.T, q string, sep ParamSep) {
	t.Helper()
	want := paramsSlow(q, sep)
	got, err := collect(q, ParamOptions{Sep: sep, Max: -1})
	if err != nil {
		t.Fatalf("Params(%q, %v): %v", q, sep, err)
	}
	gotb, _ := collect([]byte(q), ParamOptions{Sep: sep, Max: -1})
	if len(got) != len(want) || len(gotb) != len(want) {
		t.Fatalf("Params(%q, %v): %d parameters ([]byte: %d), want %d", q, sep, len(got), len(gotb), len(want))
	}
	var joined strings.Builder
	for i, p := range got {
		if p != want[i] {
			t.Errorf("Params(%q, %v)[%d] = %+v, want %+v", q, sep, i, p, want[i])
		}
		b := gotb[i]
		if string(b.Key) != p.Key || string(b.Value) != p.Value || b.HasValue != p.HasValue || b.Start != p.Start {
			t.Errorf("Params([]byte(%q), %v)[%d] = %+v, want %+v", q, sep, i, b, p)
		}
		if i > 0 {
			joined.WriteByte(q[p.Start-1])
		}
		if q[p.Start:p.End()] != p.Key+map[bool]string{true: "=" + p.Value}[p.HasValue] {
			t.Errorf("Params(%q, %v)[%d]: [Start, End) = %q, does not match key and value", q, sep, i, q[p.Start:p.End()])
		}
		joined.WriteString(q[p.Start:p.End()])
	}
	if joined.String() != q {
		t.Errorf("Params(%q, %v): joined back %q", q, sep, joined.String())
	}
}

func TestParamsLimit(t *testing.T) {
	q := strings.Repeat("a=1&", 4) + "a=1" // five parameters
	for _, tt := range []struct {
		max     int
		n       int
		tooMany bool
	}{
		{-1, 5, false}, {0, 5, false}, {5, 5, false}, {6, 5, false}, {4, 4, true}, {1, 1, true},
	} {
		got, err := collect(q, ParamOptions{Max: tt.max})
		if len(got) != tt.n || (err != nil) != tt.tooMany || err != nil && !errors.Is(err, ErrTooManyParams) {
			t.Errorf("Max %d: %d parameters, error %v; want %d, too many %v", tt.max, len(got), err, tt.n, tt.tooMany)
		}
	}
	big := strings.Repeat("&", DefaultMaxParams) // DefaultMaxParams+1 empty parameters
	got, err := collect(big, ParamOptions{})
	if len(got) != DefaultMaxParams || err != ErrTooManyParams {
		t.Errorf("default limit: %d parameters, error %v; want %d, ErrTooManyParams", len(got), err, DefaultMaxParams)
	}
	got, err = collect(big[1:], ParamOptions{})
	if len(got) != DefaultMaxParams || err != nil {
		t.Errorf("default limit, exactly %d: %d parameters, error %v", DefaultMaxParams, len(got), err)
	}
}

func TestParamsBreak(t *testing.T) {
	n := 0
	for p := range Params("a=1&b=2&c=3", ParamOptions{}) {
		n++
		if p.Key == "b" {
			break
		}
	}
	if n != 2 {
		t.Errorf("stopped after %d parameters, want 2", n)
	}
}

func TestParamSepString(t *testing.T) {
	for s, want := range map[ParamSep]string{SepAmp: "amp", SepAmpSemicolon: "amp-semicolon", 7: "ParamSep(7)"} {
		if got := s.String(); got != want {
			t.Errorf("ParamSep(%d).String() = %q, want %q", s, got, want)
		}
	}
}

func FuzzParams(f *testing.F) {
	for _, s := range []string{"", "a=1&b=2", "a;b=c&&", "=&=", "k%3D=%26v", "x=1=2;y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		checkParams(t, q, SepAmp)
		checkParams(t, q, SepAmpSemicolon)
		// LookupParam of the decoded key of each of the first few
		// parameters, of one none has, and of the empty key.
		for p, err := range Params(q, ParamOptions{Max: 8}) {
			if err == nil {
				checkLookup(t, q, SepAmp, decodeFormModel(p.Key))
			}
		}
		checkLookup(t, q, SepAmpSemicolon, "a")
		checkLookup(t, q, SepAmp, "")
	})
}

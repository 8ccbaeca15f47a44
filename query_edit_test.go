// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"strings"
	"testing"
)

func isTracking(p Param[string]) bool { return strings.HasPrefix(p.Key, "utm_") }

func TestAppendDropParams(t *testing.T) {
	for _, c := range []struct {
		q    string
		sep  ParamSep
		want string
	}{
		{"", SepAmp, ""},
		{"utm_source=x", SepAmp, ""},
		{"a=1&utm_source=x&b=2&utm_medium=y", SepAmp, "a=1&b=2"},
		{"utm_source=x&a=1", SepAmp, "a=1"},
		{"a=1;utm_source=x;b", SepAmpSemicolon, "a=1;b"},
		{"a=1;utm_source=x;b", SepAmp, "a=1;utm_source=x;b"}, // one parameter: "a" = "1;utm_source=x;b"
		{"a&&b&", SepAmp, "a&&b&"},
		{"a=%zz&utm_x", SepAmp, "a=%zz"}, // raw bytes kept, not checked
	} {
		got, err := AppendDropParams([]byte("x"), c.q, ParamOptions{Sep: c.sep}, isTracking)
		if err != nil || string(got[1:]) != c.want {
			t.Errorf("AppendDropParams(%q, %v) = %q, %v; want %q", c.q, c.sep, got[1:], err, c.want)
		}
	}
	_, err := AppendDropParams(nil, "a&b&c", ParamOptions{Max: 2}, isTracking)
	if !errors.Is(err, ErrTooManyParams) {
		t.Errorf("over the limit: %v", err)
	}
}

func TestAppendSetParam(t *testing.T) {
	for _, c := range []struct {
		q, key, value string
		want          string
		err           ErrorCode
		off           int
	}{
		{"", "a", "1", "a=1", 0, 0},
		{"b=2", "a", "1", "b=2&a=1", 0, 0},
		{"a=0&b=2&a=3", "a", "1", "a=1&b=2", 0, 0},
		{"b=2&a&c", "a", "", "b=2&a=&c", 0, 0},
		{"a=0&b", "a", "x%20y", "a=x%20y&b", 0, 0},
		{"a=0;b", "a", "1", "a=1", 0, 0}, // with "&" only, ";b" is part of the value
		{"a=1", "k", "v&w", "", ErrQuery, 3},
		{"a=1", "k=", "v", "", ErrQuery, 1},
		{"a=1", "k", "%z", "", ErrQuery, 3},
		{"a=1", "k y", "v", "", ErrQuery, 1},
	} {
		got, off, err := AppendSetParam(nil, c.q, ParamOptions{}, c.key, c.value)
		if c.err != 0 {
			if !errors.Is(err, c.err) || off != c.off || len(got) != 0 {
				t.Errorf("AppendSetParam(%q, %q, %q) = %q, %d, %v; want %v at %d", c.q, c.key, c.value, got, off, err, c.err, c.off)
			}
			continue
		}
		if err != nil || string(got) != c.want {
			t.Errorf("AppendSetParam(%q, %q, %q) = %q, %v; want %q", c.q, c.key, c.value, got, err, c.want)
		}
	}
}

func TestAppendAddParam(t *testing.T) {
	for _, c := range []struct {
		q, key, value string
		want          string
		err           ErrorCode
		off           int
	}{
		{"", "a", "1", "a=1", 0, 0},
		{"a=0&b=2", "a", "1", "a=0&b=2&a=1", 0, 0},
		{"a=%zz;b", "c", "", "a=%zz;b&c=", 0, 0}, // query copied as it is
		{"a=1", "k", "v;w", "a=1&k=v;w", 0, 0},
		{"a=1", "k", "v&w", "", ErrQuery, 3},
		{"a=1", "k=", "v", "", ErrQuery, 1},
		{"a=1", "k", "%z", "", ErrQuery, 3},
	} {
		got, off, err := AppendAddParam([]byte("x"), c.q, ParamOptions{}, c.key, c.value)
		if c.err != 0 {
			if !errors.Is(err, c.err) || off != c.off || string(got) != "x" {
				t.Errorf("AppendAddParam(%q, %q, %q) = %q, %d, %v; want %v at %d", c.q, c.key, c.value, got, off, err, c.err, c.off)
			}
			continue
		}
		if err != nil || string(got) != "x"+c.want {
			t.Errorf("AppendAddParam(%q, %q, %q) = %q, %v; want %q", c.q, c.key, c.value, got, err, "x"+c.want)
		}
	}
	// With ";" a separator, it is refused in the value.
	if _, off, err := AppendAddParam(nil, "", ParamOptions{Sep: SepAmpSemicolon}, "k", "v;w"); err != ErrQuery || off != 3 {
		t.Errorf("AppendAddParam with SepAmpSemicolon of \"v;w\": %d, %v; want ErrQuery at 3", off, err)
	}
}

// FuzzEditParams checks on any query that dropping nothing gives it back,
// that dropping keeps the other parameters in order, byte for byte, and
// that setting a parameter leaves one with that key, holding the value.
func FuzzEditParams(f *testing.F) {
	f.Add("a=1&utm_x=2&b", "utm_", "k", "v", false)
	f.Add("a;b=;c", "b", "b", "", true)
	f.Fuzz(func(t *testing.T, q, prefix, key, value string, semi bool) {
		opts := ParamOptions{Max: -1}
		if semi {
			opts.Sep = SepAmpSemicolon
		}
		all, _ := collect(q, opts)
		same, err := AppendDropParams(nil, q, opts, func(Param[string]) bool { return false })
		if err != nil || string(same) != q {
			t.Fatalf("AppendDropParams(%q) dropping nothing = %q, %v", q, same, err)
		}
		drop := func(p Param[string]) bool { return strings.HasPrefix(p.Key, prefix) }
		out, err := AppendDropParams(nil, q, opts, drop)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, p := range all {
			if !drop(p) {
				want = append(want, q[p.Start:p.End()])
			}
		}
		got, _ := collect(string(out), opts)
		if len(got) != len(want) && !(len(want) == 1 && want[0] == "" && len(got) == 0) { // a query of one empty parameter is empty
			t.Fatalf("AppendDropParams(%q, %q) = %q: %d parameters, want %q", q, prefix, out, len(got), want)
		}
		for i, p := range got {
			if s := string(out)[p.Start:p.End()]; s != want[i] {
				t.Fatalf("AppendDropParams(%q, %q) = %q: parameter %d is %q, want %q", q, prefix, out, i, s, want[i])
			}
		}

		added, _, err := AppendAddParam(nil, q, opts, key, value)
		if err == nil {
			// The parameters of q, and the new one last.
			before, _ := collect(q, opts)
			after, _ := collect(string(added), opts)
			if q == "" {
				before = nil
			}
			last := after[len(after)-1]
			if len(after) != len(before)+1 || last.Key != key || last.Value != value || !last.HasValue || string(added[:len(q)]) != q {
				t.Fatalf("AppendAddParam(%q, %q, %q) = %q", q, key, value, added)
			}
		}
		set, _, err := AppendSetParam(nil, q, opts, key, value)
		if err != nil {
			return
		}
		n := 0
		for p := range Params(string(set), opts) {
			if p.Key == key {
				n++
				if p.Value != value || !p.HasValue {
					t.Fatalf("AppendSetParam(%q, %q, %q) = %q: value %q", q, key, value, set, p.Value)
				}
			}
		}
		if n != 1 {
			t.Fatalf("AppendSetParam(%q, %q, %q) = %q: %d parameters %q", q, key, value, set, n, key)
		}
	})
}

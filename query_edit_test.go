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

// TestAppendDropParamKeys checks the drop by decoded key (issue 33 item
// 12, issue 37): "utm_%2F" is "utm_/", which "utm_*" matches, and every
// kept byte stays, an empty query and empty parameters included.
func TestAppendDropParamKeys(t *testing.T) {
	for _, c := range []struct {
		q        string
		patterns []string
		want     string
	}{
		{"a=1&utm_source=x&utm_%2F=2&b=2", []string{"utm_*"}, "a=1&b=2"},
		{"utm_%2F=1", []string{"utm_*"}, ""},
		{"%75tm_source=1&a", []string{"utm_*"}, "a"},
		{"utm+x=1&utm%20y=2&utm_z=3", []string{"utm x", "utm y"}, "utm_z=3"},
		{"a+b=1&a%2Bb=2", []string{"a+b"}, "a+b=1"}, // "+" is a space; "%2B" a "+"
		{"page=1&Page=2&pagex=3", []string{"page"}, "Page=2&pagex=3"},
		{"x_id=1&id=2&y_id_z=3", []string{"*_id"}, "id=2&y_id_z=3"},
		{"a_b_c=1&ab=2&a__c=3", []string{"a*b*c"}, "ab=2&a__c=3"},
		{"a=1&b=2", []string{"*"}, ""},
		{"a=1&&b=2&", []string{"c"}, "a=1&&b=2&"},
		{"", []string{"*"}, ""},
		{"a=1&&b", []string{""}, "a=1&b"},       // the empty key of the empty parameter
		{"k%zz=1&k=2", []string{"k%zz"}, "k=2"}, // a "%" that begins no triplet is itself
		{"k%=1&k%4=2&x", []string{"k%*"}, "x"},
		{"utm_a=1;b=2;utm_c", []string{"utm_*"}, ""}, // one parameter with SepAmp
		{"a=1&b=2", nil, "a=1&b=2"},
		{"\u00e9t\u00e9=1&%C3%A9t%C3%A9=2&ete=3", []string{"\u00e9t\u00e9"}, "ete=3"},
		{"a**=1&a=2&ab=3", []string{"a**"}, ""},
	} {
		got, err := AppendDropParamKeys([]byte("x"), c.q, ParamOptions{}, c.patterns...)
		if err != nil || string(got[1:]) != c.want {
			t.Errorf("AppendDropParamKeys(%q, %q) = %q, %v; want %q", c.q, c.patterns, got[1:], err, c.want)
		}
		gotb, _ := AppendDropParamKeys(nil, []byte(c.q), ParamOptions{}, c.patterns...)
		if string(gotb) != c.want {
			t.Errorf("AppendDropParamKeys([]byte(%q), %q) = %q; want %q", c.q, c.patterns, gotb, c.want)
		}
		// The model: AppendDropParams with the decoded key and a
		// table of matches.
		model, _ := AppendDropParams(nil, c.q, ParamOptions{}, func(p Param[string]) bool {
			return keyMatchesModel(c.patterns, p.Key)
		})
		if string(model) != c.want {
			t.Errorf("the model drops %q from %q with %q; want %q", model, c.q, c.patterns, c.want)
		}
	}
	got, err := AppendDropParamKeys([]byte("x"), "a;utm_b;c", ParamOptions{Sep: SepAmpSemicolon}, "utm_*")
	if err != nil || string(got) != "xa;c" {
		t.Errorf("with SepAmpSemicolon: %q, %v", got, err)
	}
	if got, err := AppendDropParamKeys([]byte("x"), "a&b&c", ParamOptions{Max: 2}, "b"); !errors.Is(err, ErrTooManyParams) || string(got) != "x" {
		t.Errorf("over the limit: %q, %v", got, err)
	}
}

// keyMatchesModel reports whether the key k, decoded as form data a byte
// at a time, matches one of patterns, by the table of which ends of a
// pattern match which ends of the key (dynamic programming), rather than
// by globMatch's return to the last "*".
func keyMatchesModel(patterns []string, k string) bool {
	dec := decodeFormModel(k)
	for _, p := range patterns {
		// m[i][j]: p[i:] matches dec[j:].
		m := make([][]bool, len(p)+1)
		for i := range m {
			m[i] = make([]bool, len(dec)+1)
		}
		m[len(p)][len(dec)] = true
		for i := len(p) - 1; i >= 0; i-- {
			for j := len(dec); j >= 0; j-- {
				if p[i] == '*' {
					m[i][j] = m[i+1][j] || j < len(dec) && m[i][j+1]
				} else {
					m[i][j] = j < len(dec) && p[i] == dec[j] && m[i+1][j+1]
				}
			}
		}
		if m[0][0] {
			return true
		}
	}
	return false
}

// TestGlobLinear counts the bytes of a key that globMatch reads on the
// patterns that make a greedy match go back most, against keys of a
// hostile query: at most (len(p)+1) for each byte of the key, so that a
// drop is linear in the query for given patterns.
func TestGlobLinear(t *testing.T) {
	for _, p := range []string{"*a*a*a*b", "*ab*ab*ab*c", "a*", "*", "*%*x", "**********y"} {
		for _, k := range []string{strings.Repeat("a", 5000), strings.Repeat("ab", 3000), strings.Repeat("%61", 2000), strings.Repeat("a%", 2500) + "x"} {
			ok, steps := globSteps(p, k)
			if limit := (len(p) + 1) * len(k); steps > limit {
				t.Errorf("globMatch(%q, %d bytes) = %v after %d reads, want at most %d", p, len(k), ok, steps, limit)
			}
			if ok != keyMatchesModel([]string{p}, k) {
				t.Errorf("globMatch(%q, %d bytes) = %v; the model disagrees", p, len(k), ok)
			}
		}
	}
}

// FuzzDropParamKeys checks AppendDropParamKeys against the model, on any
// query and one pattern.
func FuzzDropParamKeys(f *testing.F) {
	f.Add("a=1&utm_source=x&utm_%2F=2&b=2", "utm_*")
	f.Add("x_id=1&%2A=2&a*b", "*_*")
	f.Add("k%zz=1&k+%2B=2", "k*")
	f.Fuzz(func(t *testing.T, q, pattern string) {
		if len(pattern) > 64 || len(q) > 1024 {
			return // the model's table grows with both
		}
		got, err := AppendDropParamKeys(nil, q, ParamOptions{Max: -1}, pattern)
		want, _ := AppendDropParams(nil, q, ParamOptions{Max: -1}, func(p Param[string]) bool {
			return keyMatchesModel([]string{pattern}, p.Key)
		})
		if err != nil || string(got) != string(want) {
			t.Fatalf("AppendDropParamKeys(%q, %q) = %q, %v; the model gives %q", q, pattern, got, err, want)
		}
	})
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

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestResultText checks the lines of a Result against fmt's "%7d %s",
// the format of uniq -c, for values that print as they are, and the
// quoting of those that do not.
func TestResultText(t *testing.T) {
	c := NewCounter(0)
	for i, v := range []string{"b", "a", "é", "/p?q", "c"} {
		for range (i%2 + 1) * 3 {
			c.AddString(v)
		}
	}
	r := c.Result(FieldPath, 99, 0)
	var want strings.Builder
	for _, e := range c.Top(0) {
		fmt.Fprintf(&want, "%7d %s\n", e.Count, e.Value)
	}
	if got := string(r.AppendText(nil)); got != want.String() {
		t.Errorf("AppendText:\n%s\nwant\n%s", got, want.String())
	}
	for _, tc := range []struct{ in, want string }{
		{"", `""`},
		{"a b", "a b"},
		{"a\tb", `"a\tb"`},
		{"\x7f", `"\x7f"`},
		{"\xff", `"\xff"`},
		{"a\u202eb", `"a\u202eb"`},
		{"café", "café"},
	} {
		if got := string(AppendValue([]byte("x"), []byte(tc.in))); got != "x"+tc.want {
			t.Errorf("AppendValue(%q) = %s, want x%s", tc.in, got, tc.want)
		}
	}
	big := Result{Top: []Entry{{"v", 123456789}}}
	if got := string(big.AppendText(nil)); got != "123456789 v\n" {
		t.Errorf("a count of 9 digits: %q", got)
	}
	if got := (&Result{}).AppendText(nil); len(got) != 0 {
		t.Errorf("no value: %q", got)
	}
}

// TestResultJSON checks the JSON object of a Result, exact and not, as
// encoding/json reads it.
func TestResultJSON(t *testing.T) {
	type object struct {
		Field      string `json:"field"`
		Values     int64  `json:"values"`
		References int64  `json:"references"`
		Distinct   *int   `json:"distinct"`
		Exact      bool   `json:"exact"`
		MaxError   int64  `json:"max_error"`
		Top        []struct {
			Value string `json:"value"`
			Count int64  `json:"count"`
		} `json:"top"`
	}
	for _, budget := range []int{1000, 4} {
		c := NewCounter(budget)
		for _, v := range []string{"a", "b\"\x01", "a", "c", "d", "a", "e", "f", "a", "b\"\x01"} {
			c.AddString(v)
		}
		r := c.Result(FieldKey, 7, 2)
		b := r.AppendJSON(nil)
		if !strings.HasSuffix(string(b), "}\n") || strings.Count(string(b), "\n") != 1 {
			t.Fatalf("not one line: %q", b)
		}
		var o object
		if err := json.Unmarshal(b, &o); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if o.Field != "key" || o.Values != c.Total() || o.References != 7 || o.Exact != c.Exact() || o.MaxError != c.Shed() {
			t.Errorf("budget %d: %s", budget, b)
		}
		if c.Exact() != (o.Distinct != nil) || o.Distinct != nil && *o.Distinct != c.Distinct() {
			t.Errorf("budget %d: distinct in %s", budget, b)
		}
		es := c.Top(2)
		if len(o.Top) != len(es) {
			t.Fatalf("budget %d: top in %s", budget, b)
		}
		for i, e := range es {
			if o.Top[i].Value != e.Value || o.Top[i].Count != e.Count {
				t.Errorf("budget %d: top[%d] = %v, want %v", budget, i, o.Top[i], e)
			}
		}
	}
}

// TestResultNote checks the note of an approximate Result, and that an
// exact one has none.
func TestResultNote(t *testing.T) {
	c := NewCounter(4)
	for _, v := range []string{"a", "b", "a", "c", "d", "a", "e", "f", "a", "b"} {
		c.AddString(v)
	}
	r := c.Result(FieldTarget, 10, 1)
	want := "approximate: over 4 distinct values of target; each count is at most " + strconv.FormatInt(c.Shed(), 10) +
		" below the true one, and a value not shown occurs at most " + strconv.FormatInt(c.Shed(), 10) +
		" times (Misra-Gries, 2 values kept: at most N/(k+1) = 10/3)"
	if c.Exact() || r.Note() != want {
		t.Errorf("Note() = %q, want %q", r.Note(), want)
	}
	c = NewCounter(100)
	c.AddString("a")
	if r := c.Result(FieldHost, 1, 1); r.Note() != "" {
		t.Errorf("exact: Note() = %q", r.Note())
	}
}

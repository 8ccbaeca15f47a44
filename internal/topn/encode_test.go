// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"
)

// sameCounter reports how a and b differ in what a Counter tells: its
// budget, total, shed, distinct values and every count; "" if in none.
func sameCounter(a, b *Counter) string {
	switch {
	case a.Budget() != b.Budget():
		return "budget"
	case a.Total() != b.Total():
		return "total"
	case a.Shed() != b.Shed():
		return "shed"
	case a.Distinct() != b.Distinct():
		return "distinct"
	case !slices.Equal(a.Top(0), b.Top(0)):
		return "counts"
	}
	return ""
}

// TestEncodeRoundTrip checks that a Counter decodes to what it was, exact
// and past its budget, and that decoded Counters merge as the originals.
func TestEncodeRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name   string
		budget int
		vs     []string
	}{
		{"empty", 8, nil},
		{"exact", 1000, zipf(2, 5000, 300)},
		{"shed", 64, zipf(3, 5000, 3000)},
		{"odd values", 8, []string{"", "\x00\xff", "é", strings.Repeat("x", 300), ""}},
	} {
		c := NewCounter(tc.budget)
		for _, v := range tc.vs {
			c.AddString(v)
		}
		if tc.name == "shed" && c.Exact() {
			t.Fatalf("%s: exact: the test lost its point", tc.name)
		}
		b, err := c.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var d Counter
		if err := d.UnmarshalBinary(b); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if diff := sameCounter(c, &d); diff != "" {
			t.Errorf("%s: the decoded Counter differs in its %s", tc.name, diff)
		}
		// A decoded Counter counts on and merges as the original. (The
		// values merged are those c holds: a merge that sheds depends on
		// the order of the map.)
		o := NewCounter(tc.budget)
		for _, e := range c.Top(5) {
			for range 3 {
				o.AddString(e.Value)
			}
		}
		c.Merge(o)
		d.Merge(o)
		if diff := sameCounter(c, &d); diff != "" {
			t.Errorf("%s: merged, the decoded Counter differs in its %s", tc.name, diff)
		}
		d.AddString("new")
		if d.Total() != c.Total()+1 {
			t.Errorf("%s: the decoded Counter does not count on", tc.name)
		}
	}
}

// TestDecodeBad checks that what is not an encoded Counter is an error,
// never a panic, and leaves the Counter as it was: every prefix of an
// encoding, and encodings that break each rule.
func TestDecodeBad(t *testing.T) {
	c := NewCounter(16)
	for _, v := range []string{"a", "bb", "a", "ccc"} {
		c.AddString(v)
	}
	good, _ := c.MarshalBinary()
	keep := NewCounter(4)
	keep.AddString("kept")
	check := func(name string, data []byte, want string) {
		t.Helper()
		d := *keep
		err := d.UnmarshalBinary(data)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one with %q", name, err, want)
		}
		if diff := sameCounter(&d, keep); diff != "" {
			t.Errorf("%s: the Counter changed in its %s", name, diff)
		}
	}
	for i := range len(good) {
		check("prefix", good[:i], "")
	}
	check("trailing", append(good, 0), "bytes after it")
	enc := func(budget, total, shed uint64, entries ...any) []byte {
		b := []byte{encodingVersion}
		for _, v := range []uint64{budget, total, shed, uint64(len(entries) / 2)} {
			b = binary.AppendUvarint(b, v)
		}
		for i := 0; i < len(entries); i += 2 {
			v := entries[i].(string)
			b = binary.AppendUvarint(b, uint64(len(v)))
			b = append(b, v...)
			b = binary.AppendUvarint(b, uint64(entries[i+1].(int)))
		}
		return b
	}
	var d Counter
	if err := d.UnmarshalBinary(enc(4, 3, 0, "a", 2, "b", 1)); err != nil || d.Top(0)[0] != (Entry{"a", 2}) {
		t.Fatalf("the encoding of the test is not the Counter's: %v %v", err, d.Top(0))
	}
	check("version", append([]byte{2}, good[1:]...), "unknown version")
	check("budget", enc(1, 0, 0), "budget 1 below 2")
	check("shed", enc(4, 3, 4), "shed 4 over")
	check("over budget", enc(2, 9, 0, "a", 1, "b", 1, "c", 1), "over the budget")
	check("twice", enc(4, 9, 0, "a", 1, "a", 1), `"a" twice`)
	check("zero count", enc(4, 9, 0, "a", 0), "below 1")
	check("sum", enc(4, 2, 0, "a", 2, "b", 1), "sum to more")
	check("overflow", append([]byte{encodingVersion}, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01), "overflows")
	// A number of values that the bytes left cannot hold is refused
	// before anything is allocated for it.
	huge := binary.AppendUvarint([]byte{encodingVersion, 4, 0, 0}, 1<<40)
	check("huge", huge, "number of values")
	long := binary.AppendUvarint([]byte{encodingVersion, 4, 9, 0, 1}, 1<<40)
	check("long value", append(long, 0, 0), "cut short: a value of")
}

// FuzzUnmarshalBinary checks that any input decodes to a Counter that
// encodes back to one equal to it, or is an error, never a panic.
func FuzzUnmarshalBinary(f *testing.F) {
	c := NewCounter(4)
	for _, v := range []string{"a", "b", "a", "c", "d", "a", "e"} {
		c.AddString(v)
	}
	b, _ := c.MarshalBinary()
	f.Add(b)
	f.Add([]byte{encodingVersion, 2, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		var d Counter
		if d.UnmarshalBinary(data) != nil {
			return
		}
		b, _ := d.MarshalBinary()
		var e Counter
		if err := e.UnmarshalBinary(b); err != nil {
			t.Fatalf("the encoding of a decoded Counter fails: %v", err)
		}
		if diff := sameCounter(&d, &e); diff != "" {
			t.Fatalf("decoded twice, the Counter differs in its %s", diff)
		}
		d.AddString("x") // and counts on
	})
}

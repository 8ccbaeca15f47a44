// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"slices"
	"testing"

	"github.com/uriscan/uri"
)

// TestParseKinds checks that the values of a Selector over the matches
// of sample found with its ParseKinds are those over the matches all
// parsed, for every field with and without restrictions, and behind a
// filter on the parse (valid, invalid) with ParseKinds(true); and that
// ParseKinds leaves matches unparsed where it can.
func TestParseKinds(t *testing.T) {
	in := []byte(sample)
	all, allClean := uri.AppendExtract(nil, nil, in, nil)
	filters := map[string]func(*uri.Match) bool{
		"none":    func(*uri.Match) bool { return true },
		"valid":   func(m *uri.Match) bool { return m.Err == 0 },
		"invalid": func(m *uri.Match) bool { return m.Err != 0 },
	}
	run := func(s *Selector, ms []uri.Match, clean []byte, keep func(*uri.Match) bool) []string {
		var got []string
		for i := range ms {
			m := &ms[i]
			if keep(m) {
				s.Each(m, m.Text(in, clean), m.KeyPath(clean), func(v []byte) { got = append(got, string(v)) })
			}
		}
		return got
	}
	unparsed := map[Field]int{}
	for f := FieldHost; f < numFields; f++ {
		for _, s := range []Selector{
			{Field: f},
			{Field: f, Kinds: 1 << uri.KindBare},
			{Field: f, Kinds: 1<<uri.KindQuoted | 1<<uri.KindRequest},
			{Field: f, Forms: 1 << uri.FormAuthority},
			{Field: f, Keys: []string{"referer"}},
		} {
			for name, keep := range filters {
				kinds := s.ParseKinds(name != "none")
				ms, clean := uri.AppendExtract(nil, nil, in, &uri.ExtractOptions{ParseKinds: kinds})
				for _, m := range ms {
					if m.Err == uri.ErrNotParsed {
						unparsed[f]++
					}
				}
				want := run(&s, all, allClean, keep)
				got := run(&s, ms, clean, keep)
				if !slices.Equal(got, want) {
					t.Errorf("%+v, filter %s, ParseKinds %v: values %q, want %q", s, name, kinds, got, want)
				}
			}
		}
	}
	// Each field leaves out at least the kinds its restrictions leave
	// out; referer and target more.
	for f := FieldHost; f < numFields; f++ {
		if unparsed[f] == 0 {
			t.Errorf("%v: no match left unparsed", f)
		}
	}
	if unparsed[FieldTarget] <= unparsed[FieldHost] || unparsed[FieldReferer] <= unparsed[FieldHost] {
		t.Errorf("matches left unparsed: %v", unparsed)
	}
}

func TestParseKindsLists(t *testing.T) {
	tests := []struct {
		s        Selector
		filtered bool
		want     []uri.MatchKind
	}{
		{Selector{Field: FieldHost}, false, nil},
		{Selector{Field: FieldReferer}, false, []uri.MatchKind{uri.KindQuoted, uri.KindValue}},
		{Selector{Field: FieldTarget}, false, []uri.MatchKind{uri.KindRequest, uri.KindTarget}},
		{Selector{Field: FieldKey}, false, []uri.MatchKind{}},
		{Selector{Field: FieldKey}, true, nil},
		{Selector{Field: FieldKey, Kinds: 1 << uri.KindValue}, true, []uri.MatchKind{uri.KindValue}},
		{Selector{Field: FieldPath, Forms: 1 << uri.FormOrigin}, false, []uri.MatchKind{uri.KindRequest, uri.KindTarget}},
		{Selector{Field: FieldTarget, Kinds: 1 << uri.KindTarget}, false, []uri.MatchKind{uri.KindTarget}},
		{Selector{Field: FieldTarget, Kinds: 1 << uri.KindBare}, false, []uri.MatchKind{}},
		{Selector{}, false, []uri.MatchKind{}},
	}
	for _, tt := range tests {
		got := tt.s.ParseKinds(tt.filtered)
		if !slices.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("%+v.ParseKinds(%v) = %#v, want %#v", tt.s, tt.filtered, got, tt.want)
		}
	}
}

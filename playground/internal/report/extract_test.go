// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package report

import (
	"fmt"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

func TestExtract(t *testing.T) {
	text := `127.0.0.1 - - [01/Nov/2026] "GET /a/b?q=1 HTTP/1.1" 200 "https://ref.example/x" "-"
see http://example.com/doc, and <URL:http://ex.org/lo
ng> or "http://h/a^b"
`
	x := Extract(text, MaxMatches)
	var got []string
	for _, m := range x.Matches {
		s := fmt.Sprintf("%d %s %s %q", m.Line, m.Kind, m.Form, m.Text)
		if m.Flags != "" {
			s += " " + m.Flags
		}
		if !m.Valid {
			s += fmt.Sprintf(" %s@%d", m.Code, m.Offset)
		} else if m.Flags == "" && text[m.Start:m.End] != m.Text {
			t.Errorf("match %q: text[%d:%d] = %q", m.Text, m.Start, m.End, text[m.Start:m.End])
		}
		got = append(got, s)
	}
	want := []string{
		`1 request origin "/a/b?q=1"`,
		`1 quoted  "https://ref.example/x"`,
		`2 bare  "http://example.com/doc"`,
		`2 angle  "http://ex.org/long" FlagCleaned`,
		`3 quoted  "http://h/a^b" path@10`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("matches\n got %s\nwant %s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if x.Total != len(want) {
		t.Errorf("total %d, want %d", x.Total, len(want))
	}
	// The same matches as AppendExtract, offset for offset.
	ms, _ := uri.AppendExtract(nil, nil, []byte(text), nil)
	if len(ms) != len(x.Matches) {
		t.Fatalf("AppendExtract finds %d, Extract %d", len(ms), len(x.Matches))
	}
	for i, m := range ms {
		if m.Start != x.Matches[i].Start || m.End != x.Matches[i].End || m.Kind.String() != x.Matches[i].Kind {
			t.Errorf("match %d: AppendExtract %d-%d %s, Extract %+v", i, m.Start, m.End, m.Kind, x.Matches[i])
		}
	}
}

func TestExtractLimit(t *testing.T) {
	const n = MaxMatches + 234
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "line %d http://h/%d\n", i, i)
	}
	x := Extract(b.String(), MaxMatches)
	if x.Total != n || len(x.Matches) != MaxMatches {
		t.Fatalf("total %d, listed %d; want %d, %d", x.Total, len(x.Matches), n, MaxMatches)
	}
	if last := x.Matches[MaxMatches-1]; last.Text != fmt.Sprintf("http://h/%d", MaxMatches-1) || last.Line != MaxMatches {
		t.Errorf("last listed match %+v", last)
	}
	if x := Extract("no reference here", MaxMatches); x.Total != 0 || x.Matches == nil || len(x.Matches) != 0 {
		t.Errorf("no match: %+v (Matches must be an empty list, not null, for the page)", x)
	}
}

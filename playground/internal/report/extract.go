// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package report

import (
	"strings"

	"github.com/uriscan/uri"
)

// MaxMatches is the number of matches an Extraction lists.
const MaxMatches = 1000

// An Extraction lists the references found in a text.
type Extraction struct {
	// Total counts every match, listed or not.
	Total   int     `json:"total"`
	Matches []Match `json:"matches"`
	Error   string  `json:"error,omitempty"`
}

// A Match is one reference found in a text.
type Match struct {
	Text  string `json:"text"`
	Start int    `json:"start"` // byte offsets in the text, delimiters excluded
	End   int    `json:"end"`
	Line  int    `json:"line"` // 1-based
	Kind  string `json:"kind"` // MatchKind.String: bare, quoted, angle, request
	Form  string `json:"form,omitempty"`
	Flags string `json:"flags,omitempty"`
	Valid bool   `json:"valid"`
	// Code and Offset say what is wrong with an invalid match; Offset is
	// in Text.
	Code   string `json:"code,omitempty"`
	Offset int    `json:"offset,omitempty"`
}

// Extract finds the references in text with the package's streaming
// Scanner (as the scan command does), counting them all and listing the
// first limit.
func Extract(text string, limit int) Extraction {
	x := Extraction{Matches: []Match{}}
	s := uri.NewScanner(strings.NewReader(text), nil)
	s.CountLines('\n')
	for s.Scan() {
		x.Total++
		if len(x.Matches) >= limit {
			continue
		}
		m := s.Match()
		out := Match{
			Text:  Printable(string(s.Text())),
			Start: m.Start, End: m.End, Line: s.Line(),
			Kind: m.Kind.String(), Valid: m.Valid(),
		}
		if m.Kind == uri.KindRequest || m.Kind == uri.KindTarget {
			out.Form = m.Form.String()
		}
		if m.Flags != 0 {
			out.Flags = m.Flags.String()
		}
		if !m.Valid() {
			out.Code = m.Err.Name()
			out.Offset = m.Ref.ErrorOffset()
		}
		x.Matches = append(x.Matches, out)
	}
	if err := s.Err(); err != nil {
		x.Error = err.Error()
	}
	return x
}

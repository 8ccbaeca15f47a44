// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/topn"
)

func init() {
	register.DoFn1x1[TopResult, error](&checkBoundFn{})
	register.Function1x2(inFile)
}

// accessLines are lines of an access log, with what the fields of
// scan top tell apart: a user agent's URL that is no referer, paths that
// normalize to one, CONNECT and OPTIONS targets.
var accessLines = []any{
	`1.2.3.4 - - [20/Nov/2026:06:25:01 +0000] "GET /a/../b HTTP/1.1" 200 5 "https://www.google.com/search?q=x" "Googlebot/2.1 (+http://www.google.com/bot.html)"`,
	`1.2.3.4 - - [20/Nov/2026:06:25:02 +0000] "GET /./b?q HTTP/1.1" 200 5 "https://Example.org/" "curl/8.5.0"`,
	`"CONNECT WWW.example.com:443 HTTP/1.1" "OPTIONS * HTTP/1.1"`,
}

// jsonLine is a JSON record with a referer under a header.
const jsonLine = `{"request":{"uri":"/j","headers":{"Referer":["https://r.example/"]}},"msg":"see <http://a.example/x>"}`

// TestTopField checks the fields of scan top on crafted lines, and the
// restrictions by kind, form and key.
func TestTopField(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	access := beam.Create(s, accessLines...)
	all := beam.Create(s, append(slices.Clone(accessLines), jsonLine)...)
	for _, tc := range []struct {
		lines beam.PCollection
		o     TopOptions
		want  TopResult
	}{
		{all, TopOptions{Field: "referer"}, TopResult{Values: 3, References: 3,
			Top: []Count{{"example.org", 1}, {"r.example", 1}, {"www.google.com", 1}}}},
		{access, TopOptions{Field: "target", N: 2}, TopResult{Values: 4, References: 4, Distinct: 3,
			Top: []Count{{"/b", 2}, {"*", 1}}}},
		{access, TopOptions{Field: "target", Forms: []string{"authority", "asterisk"}}, TopResult{Values: 2, References: 2,
			Top: []Count{{"*", 1}, {"www.example.com:443", 1}}}},
		{all, TopOptions{Field: "host", Kinds: []string{"bare"}}, TopResult{Values: 1, References: 1,
			Top: []Count{{"www.google.com", 1}}}},
		{all, TopOptions{Field: "path", Keys: []string{"URI"}}, TopResult{Values: 1, References: 1,
			Top: []Count{{"/j", 1}}}},
		{all, TopOptions{Field: "host", Keys: []string{"msg"}}, TopResult{Values: 1, References: 1,
			Top: []Count{{"a.example", 1}}}},
		{beam.Create(s, "no reference", ""), TopOptions{Field: "host"}, TopResult{Top: []Count{}}},
	} {
		want := tc.want
		want.Field, want.Exact, want.MaxDistinct = tc.o.Field, true, topn.DefaultBudget
		if want.Distinct == 0 {
			want.Distinct = len(want.Top)
		}
		passert.Equals(s, TopField(s, tc.lines, nil, tc.o), want)
	}
	ptest.RunAndValidate(t, p)
}

// modelTop counts the values of the fields host, scheme, finding and key
// simply, from the records of Extract: the simple path TopField is held
// to.
func modelTop(field string, lines []string) TopResult {
	counts := map[string]int64{}
	var values, refs int64
	ex := &extractFn{}
	for _, l := range lines {
		ex.ProcessElement(l, func(r Record) {
			var vs []string
			switch field {
			case "host":
				if r.Valid() && r.Has(uri.ComponentHost) {
					vs = append(vs, strings.ToLower(r.Host)) // hosts here are ASCII
				}
			case "scheme":
				if r.Valid() && r.Has(uri.ComponentScheme) {
					vs = append(vs, strings.ToLower(r.Scheme))
				}
			case "finding":
				for f := r.Findings; f != 0; f &= f - 1 {
					vs = append(vs, uri.Findings(1<<bits.TrailingZeros32(f)).String())
				}
			case "key":
				if r.Key != "" {
					vs = append(vs, r.Key)
				}
			}
			for _, v := range vs {
				counts[v]++
				values++
			}
			if len(vs) > 0 {
				refs++
			}
		})
	}
	es := []Count{}
	for k, n := range counts {
		es = append(es, Count{k, n})
	}
	slices.SortFunc(es, func(a, b Count) int { return cmp.Or(cmp.Compare(b.N, a.N), strings.Compare(a.Key, b.Key)) })
	return TopResult{Field: field, Values: values, References: refs, Distinct: len(es), Exact: true, MaxDistinct: topn.DefaultBudget, Top: es}
}

// TestTopFieldModel checks TopField against modelTop on lines of text
// and JSON, read as lines and as KV<file,line>.
func TestTopFieldModel(t *testing.T) {
	var lines []string
	for _, l := range append(append(slices.Clone(accessLines), countLines...), jsonLine, line1, line2) {
		lines = append(lines, l.(string))
	}
	lines = append(lines, `{"url":"HTTPS://U:P@Q.example/a/./b","callback_url":"http://127.1/"}`)
	p, s := beam.NewPipelineWithRoot()
	col := beam.Create(s, toAny(lines)...)
	kvs := beam.ParDo(s, inFile, col)
	for _, field := range []string{"host", "scheme", "finding", "key"} {
		want := modelTop(field, lines)
		if len(want.Top) < 2 {
			t.Fatalf("%s: %v: the test lost its point", field, want.Top)
		}
		passert.Equals(s, TopField(s, col, nil, TopOptions{Field: field}), want)
		passert.Equals(s, TopField(s, kvs, nil, TopOptions{Field: field}), want)
	}
	ptest.RunAndValidate(t, p)
}

// inFile keys a line by a file name.
func inFile(l string) (string, string) { return "f.log", l }

func toAny(ss []string) []any {
	as := make([]any, len(ss))
	for i, s := range ss {
		as[i] = s
	}
	return as
}

// checkBoundFn fails when a TopResult is not approximate or breaks the
// bound of Misra-Gries against the exact counts True.
type checkBoundFn struct {
	True        map[string]int64
	MaxDistinct int
}

func (f *checkBoundFn) ProcessElement(r TopResult) error {
	total := int64(0)
	for _, n := range f.True {
		total += n
	}
	k := int64(f.MaxDistinct / 2)
	switch {
	case r.Exact || r.MaxError == 0:
		return fmt.Errorf("exact past the budget: %+v", r)
	case r.Values != total:
		return fmt.Errorf("%d values, want %d", r.Values, total)
	case r.MaxError > total/(k+1):
		return fmt.Errorf("max error %d over N/(k+1) = %d/%d", r.MaxError, total, k+1)
	case r.MaxDistinct != f.MaxDistinct:
		return fmt.Errorf("max distinct %d, want %d", r.MaxDistinct, f.MaxDistinct)
	}
	listed := map[string]bool{}
	for _, c := range r.Top {
		listed[c.Key] = true
		if n := f.True[c.Key]; c.N > n || c.N < n-r.MaxError {
			return fmt.Errorf("%s: count %d, true %d, max error %d", c.Key, c.N, n, r.MaxError)
		}
	}
	for v, n := range f.True {
		if !listed[v] && n > r.MaxError { // N is 0: every value held is listed
			return fmt.Errorf("%s: %d times, not listed, over the max error %d", v, n, r.MaxError)
		}
	}
	if len(r.Top) == 0 {
		return fmt.Errorf("nothing listed")
	}
	return nil
}

// TestTopFieldApproximate checks that past MaxDistinct the result says
// it is approximate and keeps the bound of Misra-Gries, however the
// runner splits and merges the bundles.
func TestTopFieldApproximate(t *testing.T) {
	var lines []string
	truth := map[string]int64{}
	for i := range 4000 {
		h := "h" + strconv.Itoa(i*i%1009%(1+i%97)) + ".example"
		lines = append(lines, "http://"+h+"/")
		truth[h]++
	}
	if len(truth) <= 64 {
		t.Fatalf("%d distinct hosts: the test lost its point", len(truth))
	}
	p, s := beam.NewPipelineWithRoot()
	r := TopField(s, beam.Create(s, toAny(lines)...), nil, TopOptions{Field: "host", N: 0, MaxDistinct: 64})
	beam.ParDo0(s, &checkBoundFn{True: truth, MaxDistinct: 64}, r)
	ptest.RunAndValidate(t, p)
}

// TestTopOptionsCheck checks the errors of options that are not right,
// and that the pipeline fails with them rather than panic.
func TestTopOptionsCheck(t *testing.T) {
	for _, tc := range []struct {
		o    TopOptions
		want string
	}{
		{TopOptions{Field: "host"}, ""},
		{TopOptions{Field: "hosts"}, `unknown field "hosts"`},
		{TopOptions{Field: "host", Kinds: []string{"bar"}}, `unknown kind "bar"`},
		{TopOptions{Field: "host", Forms: []string{"origin", "x"}}, `unknown form "x"`},
		{TopOptions{Field: "host", N: -1}, "at least 0"},
		{TopOptions{Field: "host", MaxDistinct: 1}, "at least 2"},
		{TopOptions{Field: "host", MaxDistinct: -1}, "at least 2"},
	} {
		err := tc.o.Check()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: %v, want %q", tc.o, err, tc.want)
		}
	}
	p, s := beam.NewPipelineWithRoot()
	TopField(s, beam.Create(s, "http://a/"), nil, TopOptions{Field: "hosts"})
	if err := ptest.Run(p); err == nil || !strings.Contains(err.Error(), `unknown field "hosts"`) {
		t.Errorf("the pipeline with a bad field: %v", err)
	}
}

// TestTopCountsCoder checks the coder of the counts that cross the
// shuffle: with and without a Counter, and bad encodings.
func TestTopCountsCoder(t *testing.T) {
	c := topn.NewCounter(8)
	for _, v := range []string{"a", "b", "a"} {
		c.AddString(v)
	}
	for _, tc := range []topCounts{{}, {refs: 3}, {c: c, refs: 2}} {
		b, err := encodeTopCounts(tc)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeTopCounts(b)
		if err != nil {
			t.Fatalf("%+v: %v", tc, err)
		}
		if got.refs != tc.refs || (got.c == nil) != (tc.c == nil) {
			t.Fatalf("decoded %+v, want %+v", got, tc)
		}
		if tc.c != nil && !slices.Equal(got.c.Top(0), tc.c.Top(0)) {
			t.Errorf("decoded counts %v, want %v", got.c.Top(0), tc.c.Top(0))
		}
	}
	good, _ := encodeTopCounts(topCounts{c: c, refs: 2})
	for _, b := range [][]byte{nil, {0x80}, good[:len(good)-1], append(good, 0)} {
		if _, err := decodeTopCounts(b); err == nil {
			t.Errorf("decodeTopCounts(%x): no error", b)
		}
	}
}

// TestMatchText checks that the text TopField selects from is the Text
// of Extract's records: of a reference too long, one cleaned between
// angle brackets, and one unescaped in JSON.
func TestMatchText(t *testing.T) {
	opts := uri.ExtractOptions{MaxLength: 256}
	lines := []string{
		`"http://long.example/` + strings.Repeat("p", 300) + `" and http://short.example/`,
		"<http://a.example/\n  b> <http://c.example/d>",
		`{"url":"https:\/\/e.example\/x","msg":"\u003chttp://m.example/?a=1\u0026b=2\u003e"}`,
	}
	for _, l := range lines {
		var want []string
		(&extractFn{Opts: opts}).ProcessElement(l, func(r Record) { want = append(want, r.Text) })
		ms, clean := uri.AppendExtract(nil, nil, []byte(l), &opts)
		var got []string
		for i := range ms {
			got = append(got, string(matchText([]byte(l), clean, &ms[i], opts.MaxLength)))
		}
		if !slices.Equal(got, want) || len(got) < 2 {
			t.Errorf("%q:\n%q\nwant\n%q", l, got, want)
		}
	}
}

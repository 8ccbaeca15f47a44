// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/util/reflectx"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/topn"
)

// TopOptions says which values TopField counts: those of one field of
// the references, restricted as scan top restricts them.
type TopOptions struct {
	// Field is the field counted, as scan top -f names it: "host",
	// "web_host", "path", "scheme", "referer", "target", "finding" or
	// "key" (see the scan command's documentation of scan top).
	Field string
	// N is the number of values listed, the most frequent first; 0 lists
	// them all (scan top -n).
	N int
	// Kinds, Forms and Keys, when not empty, keep only the references of
	// those kinds ("bare", "quoted", "angle", "request", "value"), the
	// request-targets of those forms ("origin", "absolute", "authority",
	// "asterisk"), and the values of those JSON keys (a key path or its
	// last segment, in any case): scan top -kind, -form and -key.
	Kinds, Forms, Keys []string
	// MaxDistinct is the number of distinct values counted exactly, at
	// least 2 (scan top -max-distinct); 0 means scan top's default,
	// 262,144.
	MaxDistinct int
}

// Check reports what is wrong with o: an unknown field, kind or form, a
// negative N, a MaxDistinct of 1 or below 0.
func (o *TopOptions) Check() error {
	_, _, err := o.selector()
	return err
}

// selector returns the Selector and the budget of the Counters that o
// gives.
func (o *TopOptions) selector() (topn.Selector, int, error) {
	var sel topn.Selector
	f, err := topn.ParseField(o.Field)
	if err != nil {
		return sel, 0, err
	}
	sel.Field = f
	if len(o.Kinds) > 0 {
		if sel.Kinds, err = topn.ParseKinds(strings.Join(o.Kinds, ",")); err != nil {
			return sel, 0, err
		}
	}
	if len(o.Forms) > 0 {
		if sel.Forms, err = topn.ParseForms(strings.Join(o.Forms, ",")); err != nil {
			return sel, 0, err
		}
	}
	for _, k := range o.Keys {
		if k = strings.TrimSpace(k); k != "" {
			sel.Keys = append(sel.Keys, k)
		}
	}
	budget := o.MaxDistinct
	switch {
	case o.N < 0:
		return sel, 0, errors.New("the number of values listed must be at least 0")
	case budget == 0:
		budget = topn.DefaultBudget
	case budget < 2:
		return sel, 0, errors.New("the number of distinct values counted exactly must be at least 2")
	}
	return sel, budget, nil
}

// A TopResult is what scan top prints: the most frequent values of a
// field and how far their counts can be trusted.
type TopResult struct {
	// Field is the field counted.
	Field string
	// Values is the number of values counted, References the number of
	// references that gave at least one (a reference gives one value of
	// each field but "finding", of which it gives one per finding).
	Values, References int64
	// Distinct is the number of distinct values, when Exact.
	Distinct int
	// Exact reports whether every count is exact: whether the distinct
	// values were at most MaxDistinct. Past it, each count of Top is at
	// most MaxError below the true one, never above, and a value not
	// listed occurs at most MaxError times (Misra-Gries).
	Exact       bool
	MaxError    int64
	MaxDistinct int
	// Top holds the most frequent values with their counts, the largest
	// first, equal counts in byte order of their values.
	Top []Count
}

// result returns r as a topn.Result.
func (r *TopResult) result() topn.Result {
	f, _ := topn.ParseField(r.Field) // an unknown field prints as "none"
	es := make([]topn.Entry, len(r.Top))
	for i, c := range r.Top {
		es[i] = topn.Entry{Value: c.Key, Count: c.N}
	}
	return topn.Result{Field: f, Values: r.Values, References: r.References, Distinct: r.Distinct,
		Exact: r.Exact, MaxError: r.MaxError, Budget: r.MaxDistinct, Top: es}
}

// AppendText appends the lines that scan top prints for r: each count
// right-aligned in 7 columns as uniq -c writes it, and the value, quoted
// as Go quotes strings when it holds a byte that could break the line,
// "" when empty. No value appends nothing.
func (r *TopResult) AppendText(dst []byte) []byte {
	res := r.result()
	return res.AppendText(dst)
}

// AppendJSON appends the JSON object, and a newline, that scan top -json
// prints for r: "field", "values", "references", "distinct" (null when
// not exact), "exact", "max_error" and "top", an array of {"value",
// "count"}.
func (r *TopResult) AppendJSON(dst []byte) []byte {
	res := r.result()
	return res.AppendJSON(dst)
}

// Note returns what scan top says on standard error about an
// approximate result, without its "scan top: ", and "" for an exact one.
func (r *TopResult) Note() string {
	res := r.result()
	return res.Note()
}

// TopField returns the N most frequent values of a field of the
// references found in lines, as scan top gives them on the same text: a
// PCollection<TopResult> of one element. lines is a PCollection<string>,
// or KV<string,string> of file names and lines (ReadLines), read with the
// extractor as Extract reads them, with extract (nil for the defaults).
//
// The values are counted in a Counter of the scan command's (package
// topn's) for each bundle, exactly up to opts.MaxDistinct distinct
// values and with the Misra-Gries summary past it; the Counters of the
// bundles are merged by a CombineFn that the runner lifts (Agarwal et
// al., Mergeable Summaries), as the counters of scan top's -j workers
// are. Whether the result is Exact depends only on the number of
// distinct values, not on how the runner splits the input, so an exact
// result is the one scan top prints; an approximate one keeps the same
// bound but its counts depend on the order of the merges.
//
// Options that are not right (see TopOptions.Check) fail the pipeline
// when it starts. Selecting and counting a value allocates only for a
// value its bundle has not counted.
func TopField(s beam.Scope, lines beam.PCollection, extract *uri.ExtractOptions, opts TopOptions) beam.PCollection {
	s = s.Scope("uris.TopField")
	var o uri.ExtractOptions
	if extract != nil {
		o = *extract
	}
	fn := topLinesFn{Extract: o, Top: opts}
	var parts beam.PCollection
	switch t := lines.Type(); {
	case isKV(t, reflectx.String, reflectx.String):
		parts = beam.ParDo(s, &topFileLinesFn{fn}, lines)
	case t.Type() == reflectx.String:
		parts = beam.ParDo(s, &fn, lines)
	default:
		panic(fmt.Sprintf("uris.TopField: the input is a PCollection<%v>, not of string or KV<string,string>", t))
	}
	merged := beam.Combine(s, &topMergeFn{}, parts)
	return beam.ParDo(s, &topResultFn{Top: opts}, beam.Impulse(s), beam.SideInput{Input: merged})
}

// topCounts is the Counter of a bundle, or of the bundles merged, and the
// number of references that gave a value: what crosses the shuffle. A
// nil Counter counted nothing.
type topCounts struct {
	c    *topn.Counter
	refs int64
}

// topCountsType is the type of topCounts, whose coder is
// encodeTopCounts and decodeTopCounts.
var topCountsType = reflect.TypeOf(topCounts{})

// encodeTopCounts encodes t: its refs, then its Counter
// (topn.Counter.AppendBinary), if any.
func encodeTopCounts(t topCounts) ([]byte, error) {
	b := binary.AppendUvarint(nil, uint64(t.refs))
	if t.c == nil {
		return b, nil
	}
	return t.c.AppendBinary(b)
}

// decodeTopCounts decodes what encodeTopCounts encodes.
func decodeTopCounts(b []byte) (topCounts, error) {
	refs, n := binary.Uvarint(b)
	if n <= 0 || refs > 1<<62 {
		return topCounts{}, errors.New("uris: a bad encoding of the counts of uris.TopField")
	}
	t := topCounts{refs: int64(refs)}
	if len(b) == n {
		return t, nil
	}
	t.c = new(topn.Counter)
	if err := t.c.UnmarshalBinary(b[n:]); err != nil {
		return topCounts{}, fmt.Errorf("uris: the counts of uris.TopField: %v", err)
	}
	return t, nil
}

// topLinesFn finds the references of each line and counts the values of
// the field in a Counter for the bundle.
type topLinesFn struct {
	Extract uri.ExtractOptions
	Top     TopOptions

	sel     topn.Selector
	budget  int
	maxLen  int
	matches []uri.Match
	clean   []byte
	counts  topCounts
	add     func(v []byte) // counts.c.Add
}

func (f *topLinesFn) Setup() error {
	var err error
	if f.sel, f.budget, err = f.Top.selector(); err != nil {
		return fmt.Errorf("uris.TopField: %v", err)
	}
	if f.Extract.ParseKinds == nil {
		// As scan top does: the matches of a kind that gives the field
		// no value need no parse.
		f.Extract.ParseKinds = f.sel.ParseKinds(false)
	}
	f.maxLen = f.Extract.MaxLength
	if f.maxLen <= 0 {
		f.maxLen = uri.DefaultMaxExtract
	}
	return nil
}

func (f *topLinesFn) ProcessElement(line string, _ func(topCounts)) {
	f.count(line)
}

// count counts the values of the references in line.
func (f *topLinesFn) count(line string) {
	if f.counts.c == nil {
		f.counts.c = topn.NewCounter(f.budget)
		f.add = f.counts.c.Add
	}
	in := bytesOf(line) // only read
	f.matches, f.clean = uri.AppendExtract(f.matches[:0], f.clean[:0], in, &f.Extract)
	c := f.counts.c
	for i := range f.matches {
		m := &f.matches[i]
		total := c.Total()
		f.sel.Each(m, matchText(in, f.clean, m, f.maxLen), m.KeyPath(f.clean), f.add)
		if c.Total() != total {
			f.counts.refs++
		}
	}
}

// FinishBundle emits the counts of the bundle. The Counter is not used
// again: the runner may hold it (in the combine it lifts into the bundle).
func (f *topLinesFn) FinishBundle(emit func(topCounts)) {
	if f.counts.c != nil && f.counts.c.Total() > 0 {
		emit(f.counts)
	}
	f.counts, f.add = topCounts{}, nil
}

// topFileLinesFn is topLinesFn for lines keyed by their file name.
type topFileLinesFn struct {
	topLinesFn
}

func (f *topFileLinesFn) ProcessElement(_, line string, _ func(topCounts)) {
	f.count(line)
}

// topMergeFn merges the counts of bundles.
type topMergeFn struct{}

func (*topMergeFn) MergeAccumulators(a, b topCounts) topCounts {
	switch {
	case a.c == nil:
		b.refs += a.refs
		return b
	case b.c != nil:
		a.c.Merge(b.c)
	}
	a.refs += b.refs
	return a
}

// topResultFn makes the TopResult of the merged counts: of none when no
// value was counted.
type topResultFn struct {
	Top TopOptions
}

func (f *topResultFn) ProcessElement(_ []byte, parts func(*topCounts) bool, emit func(TopResult)) error {
	_, budget, err := f.Top.selector()
	if err != nil {
		return fmt.Errorf("uris.TopField: %v", err)
	}
	all := topCounts{c: topn.NewCounter(budget)}
	var t topCounts
	for parts(&t) {
		all = (&topMergeFn{}).MergeAccumulators(all, t)
	}
	field, _ := topn.ParseField(f.Top.Field)
	r := all.c.Result(field, all.refs, f.Top.N)
	tr := TopResult{Field: r.Field.String(), Values: r.Values, References: r.References, Distinct: r.Distinct,
		Exact: r.Exact, MaxError: r.MaxError, MaxDistinct: r.Budget, Top: make([]Count, len(r.Top))}
	for i, e := range r.Top {
		tr.Top[i] = Count{Key: e.Value, N: e.Count}
	}
	emit(tr)
	return nil
}

// matchText returns the text of m, a match in line, with clean the buffer
// AppendExtract returned: as Extract gives it in Record.Text, and the
// scan command hands it to topn.Selector, the first maxLen bytes of a
// reference too long (uri.ErrTooLong). It aliases line or clean.
func matchText(line, clean []byte, m *uri.Match, maxLen int) []byte {
	if m.Err == uri.ErrTooLong && m.Flags&(uri.FlagCleaned|uri.FlagUnescaped) == 0 {
		return line[m.Start : m.Start+min(maxLen, m.End-m.Start)]
	}
	return m.Text(line, clean)
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"
	"math/bits"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/top"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/topn"
)

// A Count is a key and the number of times it was counted.
type Count struct {
	Key string `json:"key"`
	N   int64  `json:"count"`
}

// What a countFn counts.
const (
	byHost    = iota // valid records with an authority, by host in lower case
	byScheme         // valid records with a scheme, by scheme in lower case
	byError          // invalid records, by error code name
	byKind           // every record, by kind
	byFinding        // valid records, by finding (one count for each)
	byReferer        // valid referers with an authority, by host in lower case
)

// quoted and value are the Kind of a quoted reference and of a JSON
// value, which the referer rule (topn.IsReferer) reads.
var (
	quoted = uri.KindQuoted.String()
	value  = uri.KindValue.String()
)

// maxBundleKeys is the number of keys a counting DoFn holds before it
// emits its counts in the middle of a bundle, which bounds its memory.
const maxBundleKeys = 1 << 16

// CountHosts counts the valid references of recs, a PCollection<Record>,
// that have an authority, by host folded to lower case (ASCII letters
// only, nothing decoded), as scan -stats does, and returns a
// PCollection<KV<string,int64>>. An empty host ("file:///p") is counted
// under "".
//
// Records are counted in a map for each bundle, which is emitted at the
// end of the bundle (or when it holds 65,536 keys) and summed by key with
// stats.SumPerKey: a bundle emits each key once. Counting does not
// allocate for a record whose key the bundle has seen already.
func CountHosts(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountHosts"), recs, byHost)
}

// CountRefererHosts counts the valid referers of recs, a
// PCollection<Record>, that have an authority, by host in lower case, and
// returns a PCollection<KV<string,int64>>: the "top referer hosts" of
// scan -stats. A referer is a quoted reference in text, or the value of a
// JSON key whose last segment is referer, referrer, http_referer or
// http_referrer (topn.IsReferer); a user agent's URL is none. It counts
// as CountHosts does.
func CountRefererHosts(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountRefererHosts"), recs, byReferer)
}

// CountSchemes counts the valid references of recs, a
// PCollection<Record>, that have a scheme, by scheme in lower case, and
// returns a PCollection<KV<string,int64>>. It counts as CountHosts does.
func CountSchemes(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountSchemes"), recs, byScheme)
}

// CountErrors counts the invalid references of recs, a
// PCollection<Record>, by error code name ("path", "percent", "too_long"
// ...), and returns a PCollection<KV<string,int64>>. It counts as
// CountHosts does.
func CountErrors(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountErrors"), recs, byError)
}

// CountKinds counts the records of recs, a PCollection<Record>, by Kind
// ("bare", "quoted", "angle", "request", "value"; "" for those of Parse), valid
// or not, and returns a PCollection<KV<string,int64>>. It counts as
// CountHosts does.
func CountKinds(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountKinds"), recs, byKind)
}

// CountFindings counts the valid references of recs, a
// PCollection<Record>, by security finding (web.Inspect; the names of
// uri.Findings.String, such as "dot_segment"), and returns a
// PCollection<KV<string,int64>>: a reference with two findings counts
// once for each, as scan -stats counts them. It counts as CountHosts
// does.
func CountFindings(s beam.Scope, recs beam.PCollection) beam.PCollection {
	return count(s.Scope("uris.CountFindings"), recs, byFinding)
}

// count counts the records of recs by the key that by selects.
func count(s beam.Scope, recs beam.PCollection, by int) beam.PCollection {
	checkRecords("uris.Count", recs)
	return stats.SumPerKey(s, beam.ParDo(s, &countFn{By: by}, recs))
}

// checkRecords panics when col is not a PCollection<Record>.
func checkRecords(name string, col beam.PCollection) { checkType(name, col, recordType) }

// A counter counts keys for one bundle.
type counter struct {
	counts map[string]*int64
	key    []byte // a buffer for keys made from a record
}

// add counts key, emitting the counts first when the map is full.
func (c *counter) add(key []byte, emit func(string, int64)) {
	if p, ok := c.counts[string(key)]; ok {
		*p++
		return
	}
	if c.counts == nil {
		c.counts = make(map[string]*int64)
	} else if len(c.counts) >= maxBundleKeys {
		c.flush(emit)
	}
	n := int64(1)
	c.counts[string(key)] = &n
}

// addString counts key, as add does.
func (c *counter) addString(key string, emit func(string, int64)) {
	if p, ok := c.counts[key]; ok {
		*p++
		return
	}
	c.add(bytesOf(key), emit)
}

// addLower counts key folded to lower case (ASCII letters only).
func (c *counter) addLower(key string, emit func(string, int64)) {
	for i := 0; i < len(key); i++ {
		if 'A' <= key[i] && key[i] <= 'Z' {
			c.key = append(c.key[:0], key...)
			for j := i; j < len(c.key); j++ {
				if b := c.key[j]; 'A' <= b && b <= 'Z' {
					c.key[j] = b + 'a' - 'A'
				}
			}
			c.add(c.key, emit)
			return
		}
	}
	c.addString(key, emit)
}

// flush emits the counts and empties the map.
func (c *counter) flush(emit func(string, int64)) {
	for k, p := range c.counts {
		emit(k, *p)
	}
	clear(c.counts)
}

// countFn counts records by a key in a map for each bundle.
type countFn struct {
	By int
	counter
	findings [32]string // the name of each finding, by bit
}

func (f *countFn) Setup() {
	for i := range f.findings {
		f.findings[i] = uri.Findings(1 << i).String()
	}
}

func (f *countFn) ProcessElement(r Record, emit func(string, int64)) {
	switch f.By {
	case byHost:
		if r.Err == "" && r.Has(uri.ComponentHost) {
			f.addLower(r.Host, emit)
		}
	case byReferer:
		if r.Err == "" && r.Has(uri.ComponentHost) && isReferer(&r) {
			f.addLower(r.Host, emit)
		}
	case byScheme:
		if r.Err == "" && r.Has(uri.ComponentScheme) {
			f.addLower(r.Scheme, emit)
		}
	case byError:
		if r.Err != "" {
			f.addString(r.Err, emit)
		}
	case byKind:
		f.addString(r.Kind, emit)
	case byFinding:
		for fs := r.Findings; fs != 0; fs &= fs - 1 {
			f.addString(f.findings[bits.TrailingZeros32(fs)], emit)
		}
	}
}

func (f *countFn) FinishBundle(emit func(string, int64)) { f.flush(emit) }

// isReferer reports whether r is a referer, by the rule of scan -stats
// and scan top: a record with a key comes from a JSON record.
func isReferer(r *Record) bool {
	k := uri.KindBare
	switch r.Kind {
	case quoted:
		k = uri.KindQuoted
	case value:
		k = uri.KindValue
	}
	return topn.IsReferer(k, r.Key != "", bytesOf(r.Key))
}

var (
	formAuthority = uri.FormAuthority.String()
	formAsterisk  = uri.FormAsterisk.String()
)

// CountNormalized counts the valid references of recs, a
// PCollection<Record>, by their normalized form at the given level
// (uri.AppendNormalize), after resolution against base when base is not
// empty (uri.AppendResolve, strict), and returns a
// PCollection<KV<string,int64>>: the number of times each URL occurs,
// spelled in whatever way. An IRI is counted by the normalized form of
// its URI (uri.AppendToURI), and request-targets in authority and
// asterisk form as they are written, as scan -normalize prints them. A
// base that is not a URI fails the pipeline when it starts.
//
// It counts as CountHosts does: it does not allocate for a record whose
// normalized form the bundle has seen already.
func CountNormalized(s beam.Scope, recs beam.PCollection, level uri.Level, base string) beam.PCollection {
	s = s.Scope("uris.CountNormalized")
	checkRecords("uris.CountNormalized", recs)
	return stats.SumPerKey(s, beam.ParDo(s, &countNormalizedFn{Level: level, Base: base}, recs))
}

// countNormalizedFn counts records by normalized form in a map for each
// bundle.
type countNormalizedFn struct {
	Level uri.Level
	Base  string
	base  uri.Ref
	asURI []byte // the URI of an IRI
	res   []byte // the target of the resolution
	counter
}

func (f *countNormalizedFn) Setup() error {
	if f.Base == "" {
		return nil
	}
	r, err := uri.Parse(f.Base)
	if err != nil || !r.HasScheme() {
		return fmt.Errorf("uris.CountNormalized: the base %q is not a URI", f.Base)
	}
	f.base = r
	return nil
}

func (f *countNormalizedFn) ProcessElement(r Record, emit func(string, int64)) {
	if r.Err != "" {
		return
	}
	if r.Form == formAuthority || r.Form == formAsterisk {
		f.addString(r.Text, emit)
		return
	}
	// The Ref of the text, or for an IRI that of its URI (RFC 3987 3.1),
	// as scan -normalize does: normalization is that of URIs.
	var ref uri.Ref
	var err error
	text := bytesOf(r.Text) // only read
	if r.IRI {
		if f.asURI, err = uri.AppendToURI(f.asURI[:0], text); err != nil {
			return
		}
		text = f.asURI
		ref, err = uri.Parse(text)
	} else {
		ref, err = r.ref()
	}
	if err != nil {
		return // not the record of a reference
	}
	if f.Base == "" {
		f.key, err = uri.AppendNormalizeRef(f.key[:0], text, ref, f.Level)
	} else {
		f.res, err = uri.AppendResolveRef(f.res[:0], f.Base, f.base, text, ref, uri.ResolveStrict)
		if err == nil {
			f.key, err = uri.AppendNormalize(f.key[:0], f.res, f.Level)
		}
	}
	if err == nil {
		f.add(f.key, emit)
	}
}

func (f *countNormalizedFn) FinishBundle(emit func(string, int64)) { f.flush(emit) }

// Top returns the n largest counts of col, a PCollection<KV<string,int64>>
// such as CountHosts gives, with top.Largest: a PCollection<[]Count> of
// one element, the counts in decreasing order, equal counts in increasing
// order of key, as scan -stats lists them.
func Top(s beam.Scope, col beam.PCollection, n int) beam.PCollection {
	s = s.Scope("uris.Top")
	return top.Largest(s, beam.ParDo(s, toCount, col), n, lessCount)
}

func toCount(k string, n int64) Count { return Count{Key: k, N: n} }

// lessCount orders counts by N, then by Key in reverse, so that the
// largest of equal counts is the one with the smallest key.
func lessCount(a, b Count) bool { return a.N < b.N || a.N == b.N && a.Key > b.Key }

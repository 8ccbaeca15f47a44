// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/internal/topn"
	"github.com/uriscan/uri/web"
)

// maxStatKeys bounds the distinct schemes and hosts counted.
const maxStatKeys = 1 << 16

// extractStats counts what the extract command found.
type extractStats struct {
	records, bytes      int64
	found               int64     // reported or not: counted by the caller, per batch
	kinds               [8]int64  // of the references reported, by uri.MatchKind
	codes               [32]int64 // of the references reported, by uri.ErrorCode (0: valid)
	findings            [32]int64 // by bit number of uri.Findings
	schemes, hosts      map[string]*int64
	otherSch, otherHost int64
	key                 []byte
	// The hosts of the referers (topn.FieldReferer), for -stats: not
	// those of every reference, as a user agent's URL is none.
	refSel   topn.Selector
	referers *topn.Counter
	// The values of the field of scan top or -o (top.go): sel takes
	// them, top counts them (scan top), and refs counts the references
	// that gave one.
	sel  topn.Selector
	top  *topn.Counter
	refs int64

	// The compressed inputs: how many in each format, their compressed
	// bytes, and the bytes they decompressed to (counted in bytes too).
	formats          [8]int64
	packed, unpacked int64
}

// compressed counts an input in format, of which packed bytes of
// compressed data decompressed to unpacked bytes.
func (st *extractStats) compressed(format decompress.Format, packed, unpacked int64) {
	st.formats[format&7]++
	st.packed += packed
	st.unpacked += unpacked
}

func (st *extractStats) init(cfg *extractConfig) {
	st.schemes = map[string]*int64{}
	st.hosts = map[string]*int64{}
	if cfg.stats {
		st.refSel = topn.Selector{Field: topn.FieldReferer}
		st.referers = topn.NewCounter(maxStatKeys)
	}
	st.sel = cfg.sel.sel
	if cfg.sel.top {
		st.top = topn.NewCounter(cfg.sel.budget)
	}
}

// inputsCompressed returns the number of compressed inputs read.
func (st *extractStats) inputsCompressed() int64 {
	n := int64(0)
	for _, k := range st.formats {
		n += k
	}
	return n
}

// plural returns one when n is 1, else many.
func plural(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// reported returns the number of references reported.
func (st *extractStats) reported() int64 {
	n := int64(0)
	for _, k := range st.kinds {
		n += k
	}
	return n
}

// valid returns the number of valid references reported.
func (st *extractStats) valid() int64 { return st.codes[0] }

// invalid returns the number of invalid references reported.
func (st *extractStats) invalid() int64 { return st.reported() - st.valid() }

// filters reports whether add must see the text of a match: for a filter
// (-valid, -invalid, -findings) or for -stats.
func (c *extractConfig) filters() bool { return c.valid || c.invalid || c.findings || c.stats }

// count counts a match reported. It is all of add when cfg.filters() is
// false.
func (st *extractStats) count(m *uri.Match) {
	st.kinds[m.Kind&7]++
	st.codes[m.Err&31]++
}

// add counts a match whose key path is key (nil outside JSON), its found
// part excepted, and reports whether it passes the filters.
func (st *extractStats) add(m *uri.Match, text, key []byte, cfg *extractConfig) bool {
	if cfg.valid && m.Err != 0 || cfg.invalid && m.Err == 0 {
		return false
	}
	var f uri.Findings
	if cfg.findings || cfg.stats {
		f = web.Inspect(text, m.Ref)
		if cfg.findings && f == 0 {
			return false
		}
	}
	st.count(m)
	if m.Err != 0 || !cfg.stats {
		return true
	}
	for ; f != 0; f &= f - 1 {
		st.findings[bits.TrailingZeros32(uint32(f))]++
	}
	if m.Ref.HasScheme() {
		st.otherSch += count(st.schemes, st.lower(m.Ref.Scheme().Bytes(text)))
	}
	if m.Ref.HasAuthority() {
		st.otherHost += count(st.hosts, st.lower(m.Ref.Host().Bytes(text)))
		st.refSel.Each(m, text, key, st.referers.Add)
	}
	return true
}

// keyOf returns keys[i], or nil when keys is nil (no match of the batch
// is in a JSON record, or the keys were not asked for).
func keyOf(keys [][]byte, i int) []byte {
	if keys == nil {
		return nil
	}
	return keys[i]
}

// lower returns b in lower case, in a buffer of st.
func (st *extractStats) lower(b []byte) []byte {
	st.key = append(st.key[:0], b...)
	for i, c := range st.key {
		if 'A' <= c && c <= 'Z' {
			st.key[i] = c + 'a' - 'A'
		}
	}
	return st.key
}

// count adds 1 to the counter of key; it returns 1 when the map is full
// and the key is new, to be counted as "other".
func count(m map[string]*int64, key []byte) int64 {
	if p, ok := m[string(key)]; ok {
		*p++
		return 0
	}
	if len(m) >= maxStatKeys {
		return 1
	}
	n := int64(1)
	m[string(key)] = &n
	return 0
}

// merge adds the counts of o to st.
func (st *extractStats) merge(o *extractStats) {
	st.records += o.records
	st.bytes += o.bytes
	for i := range st.formats {
		st.formats[i] += o.formats[i]
	}
	st.packed += o.packed
	st.unpacked += o.unpacked
	st.found += o.found
	for i := range st.kinds {
		st.kinds[i] += o.kinds[i]
	}
	for i := range st.codes {
		st.codes[i] += o.codes[i]
	}
	for i := range st.findings {
		st.findings[i] += o.findings[i]
	}
	mergeMap := func(dst, src map[string]*int64, other *int64) {
		for k, v := range src {
			if p, ok := dst[k]; ok {
				*p += *v
			} else if len(dst) < maxStatKeys {
				n := *v
				dst[k] = &n
			} else {
				*other += *v
			}
		}
	}
	if o.referers != nil {
		st.referers.Merge(o.referers)
	}
	if o.top != nil {
		st.top.Merge(o.top)
	}
	st.refs += o.refs
	mergeMap(st.schemes, o.schemes, &st.otherSch)
	mergeMap(st.hosts, o.hosts, &st.otherHost)
	st.otherSch += o.otherSch
	st.otherHost += o.otherHost
}

// print writes the summary.
func (st *extractStats) print(w io.Writer) {
	fmt.Fprintf(w, "records: %d (%d bytes)\n", st.records, st.bytes)
	if n := st.inputsCompressed(); n > 0 {
		// The bytes above are decompressed ones: say what was read.
		fmt.Fprintf(w, "compressed: %d %s (", n, plural(n, "input", "inputs"))
		sep := ""
		for f, k := range st.formats {
			if k > 0 {
				fmt.Fprintf(w, "%s%s %d", sep, decompress.Format(f), k)
				sep = ", "
			}
		}
		fmt.Fprintf(w, "), %d bytes, %d decompressed\n", st.packed, st.unpacked)
	}
	fmt.Fprintf(w, "references: %d found, %d reported: %d valid, %d invalid\n", st.found, st.reported(), st.valid(), st.invalid())
	fmt.Fprintf(w, "kinds:")
	for k := uri.KindBare; k <= uri.KindTarget; k++ {
		// The values and targets of JSON keys only when there are some:
		// the line of a text log is as it was.
		if k < uri.KindValue || st.kinds[k] > 0 {
			fmt.Fprintf(w, " %s %d", k, st.kinds[k])
		}
	}
	fmt.Fprintln(w)
	if st.invalid() > 0 {
		fmt.Fprintf(w, "invalid by code:")
		for c := range uri.ErrorCodes() {
			if st.codes[c] > 0 {
				fmt.Fprintf(w, " %s %d", c.Name(), st.codes[c])
			}
		}
		fmt.Fprintln(w)
	}
	if st.findings != [len(st.findings)]int64{} {
		fmt.Fprintf(w, "findings:")
		for i, n := range st.findings {
			if n > 0 {
				fmt.Fprintf(w, " %s %d", uri.Findings(1)<<i, n)
			}
		}
		fmt.Fprintln(w)
	}
	top := func(title string, m map[string]*int64, other int64) {
		if len(m) == 0 {
			return
		}
		fmt.Fprintf(w, "top %s:", title)
		for _, e := range mapTop(m, 10) {
			fmt.Fprintf(w, " %s %d", statName(e.Value), e.Count)
		}
		if other > 0 {
			fmt.Fprintf(w, " (other %d)", other)
		}
		fmt.Fprintln(w)
	}
	top("schemes", st.schemes, st.otherSch)
	top("hosts", st.hosts, st.otherHost)
	if st.referers != nil && st.referers.Total() > 0 {
		fmt.Fprintf(w, "top referer hosts:")
		for _, e := range st.referers.Top(10) {
			fmt.Fprintf(w, " %s %d", statName(e.Value), e.Count)
		}
		if !st.referers.Exact() {
			fmt.Fprintf(w, " (approximate: each at most %d below)", st.referers.Shed())
		}
		fmt.Fprintln(w)
	}
}

// mapTop returns the n largest counts of m, largest first, and in byte
// order among equal counts.
func mapTop(m map[string]*int64, n int) []topn.Entry {
	es := make([]topn.Entry, 0, len(m))
	for k, p := range m {
		es = append(es, topn.Entry{Value: k, Count: *p})
	}
	sort.Slice(es, func(i, j int) bool {
		return es[i].Count > es[j].Count || es[i].Count == es[j].Count && es[i].Value < es[j].Value
	})
	return es[:min(n, len(es))]
}

// statName returns a host as the summary shows it: quoted as Go quotes
// it, without the quotes, and "" for the empty host (file:///etc/passwd)
// rather than a blank, which no host name can be.
func statName(k string) string {
	if k == "" {
		return `""`
	}
	q := strconv.Quote(k)
	return q[1 : len(q)-1]
}

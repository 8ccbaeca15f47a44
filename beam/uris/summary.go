// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/uriscan/uri"
)

// A Summary is what scan -stats prints about the references in a text,
// but for the number of bytes.
type Summary struct {
	// Records is the number of lines, those skipped included.
	Records int64 `json:"records"`
	// Skipped is the number of lines ReadLinesMax skipped for their
	// length, and AddSkipped counted.
	Skipped int64 `json:"skipped"`
	// Found is the number of references, Valid and Invalid those that are
	// and are not valid.
	Found   int64 `json:"found"`
	Valid   int64 `json:"valid"`
	Invalid int64 `json:"invalid"`
	// Kinds counts the references of each uri.MatchKind, in the order of
	// the constants, every kind included.
	Kinds []Count `json:"kinds"`
	// Errors counts the invalid references by error code, in the order of
	// uri.ErrorCodes, codes that occur only.
	Errors []Count `json:"invalid_by_code"`
	// Findings counts the valid references by security finding, in the
	// order of the uri.Findings constants, findings that occur only.
	Findings []Count `json:"findings"`
	// Schemes and Hosts are the most frequent schemes and hosts of valid
	// references, in lower case, as Top orders them.
	Schemes []Count `json:"top_schemes"`
	Hosts   []Count `json:"top_hosts"`
	// RefererHosts are the most frequent hosts of the referers
	// (CountRefererHosts), as Top orders them.
	RefererHosts []Count `json:"top_referer_hosts"`
}

// Summarize returns a PCollection<Summary> of one element, the summary of
// the references that Extract found in lines: lines is the
// PCollection<string> (or KV<string,string>) given to Extract, and recs
// the PCollection<Record> it returned. The summary lists the n most
// frequent schemes and hosts (scan lists 10).
//
// The counts are those of scan -stats on the same text, but that scan
// counts at most 65,536 distinct schemes and hosts and the others as
// "other", where Summarize counts every one.
func Summarize(s beam.Scope, lines, recs beam.PCollection, n int) beam.PCollection {
	s = s.Scope("uris.Summarize")
	checkRecords("uris.Summarize", recs)
	records := stats.CountElms(s, lines)
	kinds := CountKinds(s, recs)
	errs := CountErrors(s, recs)
	findings := CountFindings(s, recs)
	schemes := Top(s, CountSchemes(s, recs), n)
	hosts := Top(s, CountHosts(s, recs), n)
	referers := Top(s, CountRefererHosts(s, recs), n)
	return beam.ParDo(s, &summaryFn{}, beam.Impulse(s),
		beam.SideInput{Input: records}, beam.SideInput{Input: kinds}, beam.SideInput{Input: errs}, beam.SideInput{Input: findings},
		beam.SideInput{Input: schemes}, beam.SideInput{Input: hosts}, beam.SideInput{Input: referers})
}

// summaryFn puts the parts of a summary together.
type summaryFn struct{}

func (*summaryFn) ProcessElement(_ []byte, records func(*int) bool, kinds, errs, findings func(*string, *int64) bool,
	schemes, hosts, referers func(*[]Count) bool, emit func(Summary)) {
	var sm Summary
	var n int
	for records(&n) {
		sm.Records += int64(n)
	}
	byKind := collect(kinds)
	for k := uri.KindBare; k <= uri.KindTarget; k++ {
		sm.Kinds = append(sm.Kinds, Count{k.String(), byKind[k.String()]})
	}
	for _, n := range byKind {
		sm.Found += n
	}
	byCode := collect(errs)
	for c := range uri.ErrorCodes() {
		if n := byCode[c.Name()]; n > 0 {
			sm.Errors = append(sm.Errors, Count{c.Name(), n})
			sm.Invalid += n
		}
	}
	sm.Valid = sm.Found - sm.Invalid
	byFinding := collect(findings)
	for f := uri.Findings(1); f != 0; f <<= 1 {
		if n := byFinding[f.String()]; n > 0 {
			sm.Findings = append(sm.Findings, Count{f.String(), n})
		}
	}
	sm.Schemes = first(schemes)
	sm.Hosts = first(hosts)
	sm.RefererHosts = first(referers)
	emit(sm)
}

// AddSkipped returns the summaries of sums, a PCollection<Summary> (from
// Summarize), with the lines of skipped counted: skipped is the
// PCollection<KV<string,int64>> of lines ReadLinesMax skipped, and each
// adds one to Skipped and to Records (scan counts every record, too long
// or not).
func AddSkipped(s beam.Scope, sums, skipped beam.PCollection) beam.PCollection {
	s = s.Scope("uris.AddSkipped")
	checkType("uris.AddSkipped", sums, reflect.TypeFor[Summary]())
	checkKV("uris.AddSkipped", skipped, reflect.TypeFor[string](), reflect.TypeFor[int64]())
	return beam.ParDo(s, &addSkippedFn{}, sums, beam.SideInput{Input: stats.CountElms(s, skipped)})
}

// addSkippedFn adds the number of lines skipped to a summary.
type addSkippedFn struct{}

func (*addSkippedFn) ProcessElement(sm Summary, skipped func(*int) bool) Summary {
	var n int
	for skipped(&n) {
		sm.Skipped += int64(n)
		sm.Records += int64(n)
	}
	return sm
}

// collect returns the pairs of iter as a map.
func collect(iter func(*string, *int64) bool) map[string]int64 {
	m := make(map[string]int64)
	var k string
	var n int64
	for iter(&k, &n) {
		m[k] += n
	}
	return m
}

// first returns the first slice of iter, or nil.
func first(iter func(*[]Count) bool) []Count {
	var c []Count
	iter(&c)
	return c
}

// WriteText writes the summary in the lines of scan -stats, but for the
// number of bytes:
//
//	records: 3
//	skipped: 1 longer than the limit
//	references: 4 found, 4 reported: 3 valid, 1 invalid
//	kinds: bare 1 quoted 1 angle 0 request 2 value 3
//	invalid by code: path 1
//	findings: host_case 1
//	top schemes: https 2
//	top hosts: example.com 2
//	top referer hosts: example.com 1
//
// The line of lines skipped (AddSkipped) is left out when there is none,
// as scan has no such line; the lines of errors, findings, schemes,
// hosts and referer hosts are left out when empty, and so is the kind "value" when there is
// none, as scan does.
func (sm *Summary) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "records: %d\n", sm.Records)
	if sm.Skipped > 0 {
		fmt.Fprintf(&b, "skipped: %d longer than the limit\n", sm.Skipped)
	}
	fmt.Fprintf(&b, "references: %d found, %d reported: %d valid, %d invalid\n", sm.Found, sm.Found, sm.Valid, sm.Invalid)
	list := func(title string, counts []Count, quote bool) {
		if len(counts) == 0 && title != "kinds" {
			return
		}
		b.WriteString(title)
		b.WriteByte(':')
		for _, c := range counts {
			if title == "kinds" && (c.Key == uri.KindValue.String() || c.Key == uri.KindTarget.String()) && c.N == 0 {
				continue
			}
			k := c.Key
			if quote {
				k = strconv.Quote(k)
				k = k[1 : len(k)-1]
			}
			fmt.Fprintf(&b, " %s %d", k, c.N)
		}
		b.WriteByte('\n')
	}
	list("kinds", sm.Kinds, false)
	list("invalid by code", sm.Errors, false)
	list("findings", sm.Findings, false)
	list("top schemes", sm.Schemes, true)
	list("top hosts", sm.Hosts, true)
	list("top referer hosts", sm.RefererHosts, true)
	_, err := io.WriteString(w, b.String())
	return err
}

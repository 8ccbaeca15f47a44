// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/uriscan/uri"
)

// countLines hold ten references: see the expectations of the tests.
var countLines = []any{
	`"GET /a HTTP/1.1" 200 "https://WWW.Example.com/p?q"`,
	`see http://www.example.COM/./x and HTTP://a.example:80/ and "GET /%zz HTTP/1.1"`,
	`"https://x.example/a|b" file:///etc/passwd "CONNECT a.example:443 HTTP/1.1"`,
	`"http://u:pw@127.1/a//b"`,
	`"GET http://WWW.EXAMPLE.com/x HTTP/1.1"`,
}

// counts returns a PCollection<Count> of col, a PCollection<KV<string,int64>>.
func counts(s beam.Scope, col beam.PCollection) beam.PCollection { return beam.ParDo(s, toCount, col) }

func TestCounts(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	recs := Extract(s, beam.Create(s, countLines...), nil)
	passert.Equals(s, counts(s, CountHosts(s, recs)),
		Count{"www.example.com", 3}, Count{"a.example", 2}, Count{"", 1}, Count{"127.1", 1})
	passert.Equals(s, counts(s, CountSchemes(s, recs)), Count{"http", 4}, Count{"https", 1}, Count{"file", 1})
	passert.Equals(s, counts(s, CountErrors(s, recs)), Count{"percent", 1}, Count{"path", 1})
	passert.Equals(s, counts(s, CountKinds(s, recs)), Count{"bare", 3}, Count{"quoted", 3}, Count{"request", 4})
	passert.Equals(s, counts(s, CountFindings(s, recs)),
		Count{"host_case", 3}, Count{"dot_segment", 1}, Count{"password", 1}, Count{"userinfo", 1},
		Count{"numeric_host", 1}, Count{"empty_segment", 1},
		Count{"web_host_differs", 1}) // 127.1: 127.0.0.1 for a browser
	ptest.RunAndValidate(t, p)
}

func TestCountNormalized(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	recs := Extract(s, beam.Create(s, countLines...), nil)
	passert.Equals(s, counts(s, CountNormalized(s, recs, uri.LevelSyntax, "")),
		Count{"/a", 1}, Count{"https://www.example.com/p?q", 1}, Count{"http://www.example.com/x", 2},
		Count{"http://a.example:80/", 1}, Count{"file:///etc/passwd", 1}, Count{"a.example:443", 1},
		Count{"http://u:pw@127.1/a//b", 1})
	passert.Equals(s, counts(s, CountNormalized(s, recs, uri.LevelScheme, "http://www.example.com/dir/")),
		Count{"http://www.example.com/a", 1}, Count{"https://www.example.com/p?q", 1}, Count{"http://www.example.com/x", 2},
		Count{"http://a.example/", 1}, Count{"file:///etc/passwd", 1}, Count{"a.example:443", 1},
		Count{"http://u:pw@127.1/a//b", 1})
	ptest.RunAndValidate(t, p)
}

func TestCountNormalizedBadBase(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	recs := Extract(s, beam.Create(s, countLines...), nil)
	CountNormalized(s, recs, uri.LevelSyntax, "/no/scheme")
	err := ptest.Run(p)
	if err == nil || !strings.Contains(err.Error(), `the base "/no/scheme" is not a URI`) {
		t.Errorf("err = %v, want the base's error", err)
	}
}

func TestTop(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	recs := Extract(s, beam.Create(s, countLines...), nil)
	hosts := CountHosts(s, recs)
	// Equal counts in increasing order of key: "" before "127.1".
	passert.Equals(s, Top(s, hosts, 3), []Count{{"www.example.com", 3}, {"a.example", 2}, {"", 1}})
	passert.Equals(s, Top(s, hosts, 10), []Count{{"www.example.com", 3}, {"a.example", 2}, {"", 1}, {"127.1", 1}})
	ptest.RunAndValidate(t, p)
}

func TestSummarize(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, countLines...)
	recs := Extract(s, lines, nil)
	passert.Equals(s, Summarize(s, lines, recs, 2), Summary{
		Records: 5, Found: 10, Valid: 8, Invalid: 2,
		Kinds:  []Count{{"bare", 3}, {"quoted", 3}, {"angle", 0}, {"request", 4}, {"value", 0}, {"target", 0}}, // every kind
		Errors: []Count{{"path", 1}, {"percent", 1}},                                                           // in the order of uri.ErrorCodes
		Findings: []Count{{"numeric_host", 1}, {"password", 1}, {"userinfo", 1}, {"host_case", 3},
			{"dot_segment", 1}, {"empty_segment", 1}, {"web_host_differs", 1}}, // in the order of the uri.Findings constants
		Schemes: []Count{{"http", 4}, {"file", 1}},
		Hosts:   []Count{{"www.example.com", 3}, {"a.example", 2}},
		// The quoted references (the referer field of an access log):
		// equal counts in byte order, as scan -stats prints them.
		RefererHosts: []Count{{"127.1", 1}, {"www.example.com", 1}},
	})
	ptest.RunAndValidate(t, p)
}

func TestSummarizeEmpty(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.CreateList(s, []string{})
	passert.Equals(s, beam.ParDo(s, summaryText, Summarize(s, lines, Extract(s, lines, nil), 10)),
		"records: 0\nreferences: 0 found, 0 reported: 0 valid, 0 invalid\nkinds: bare 0 quoted 0 angle 0 request 0\n")
	ptest.RunAndValidate(t, p)
}

func init() { beam.RegisterFunction(summaryText) }

// summaryText returns the text of sm.
func summaryText(sm Summary) (string, error) {
	var b strings.Builder
	err := sm.WriteText(&b)
	return b.String(), err
}

func TestWriteText(t *testing.T) {
	sm := Summary{
		Records: 3, Found: 4, Valid: 3, Invalid: 1,
		Kinds:    []Count{{"bare", 1}, {"quoted", 1}, {"angle", 0}, {"request", 2}},
		Errors:   []Count{{"path", 1}},
		Findings: []Count{{"host_case", 1}},
		Schemes:  []Count{{"https", 2}, {"x\x00é", 1}},
		Hosts:    []Count{{"example.com", 2}, {"a\tb", 1}},
	}
	got, err := summaryText(sm)
	if err != nil {
		t.Fatal(err)
	}
	want := `records: 3
references: 4 found, 4 reported: 3 valid, 1 invalid
kinds: bare 1 quoted 1 angle 0 request 2
invalid by code: path 1
findings: host_case 1
top schemes: https 2 x\x00é 1
top hosts: example.com 2 a\tb 1
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestCountFlush checks that a bundle with more keys than a counting DoFn
// holds still counts each record once.
func TestCountFlush(t *testing.T) {
	f := &countFn{By: byHost}
	f.Setup()
	got := map[string]int64{}
	emit := func(k string, n int64) { got[k] += n }
	const n = maxBundleKeys + maxBundleKeys/2
	for i := range 2 * n {
		f.ProcessElement(Record{Host: fmt.Sprintf("H%d.example", i%n), Defined: defined(uri.ComponentHost)}, emit)
	}
	if len(got) == 0 {
		t.Fatal("nothing emitted before the end of the bundle")
	}
	f.FinishBundle(emit)
	if len(got) != n {
		t.Fatalf("%d hosts, want %d", len(got), n)
	}
	for k, c := range got {
		if c != 2 || k != strings.ToLower(k) {
			t.Fatalf("%s counted %d times, want h...: 2", k, c)
		}
	}
}

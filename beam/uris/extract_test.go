// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/uriscan/uri"
)

func TestMain(m *testing.M) {
	beamlog.LogLevel = "warn"
	ptest.Main(m)
}

func init() {
	register.Function1x1(recordText)
}

// recordText returns the text of a record, to compare collections.
func recordText(r Record) string { return r.Text }

// defined returns the bit set of Record.Defined for the components cs.
func defined(cs ...uri.Component) uint8 {
	var d uint8
	for _, c := range cs {
		d |= 1 << c
	}
	return d
}

var (
	line1 = `1.2.3.4 - - "GET /b?c HTTP/1.1" 200 "https://User@Example.COM:8443/p#f"`
	line2 = `see <mailto:a@b.example>, "GET /%zz HTTP/1.1" and "CONNECT h.example:443 HTTP/1.1"`
	// The records of line1 and line2, as scan -json prints them (with
	// offsets counted from the start of each line).
	records12 = []Record{
		{Start: 17, End: 21, Kind: "request", Form: "origin", Text: "/b?c", Path: "/b", Query: "c",
			Defined: defined(uri.ComponentPath, uri.ComponentQuery)},
		{Start: 37, End: 70, Kind: "quoted", Text: "https://User@Example.COM:8443/p#f",
			Scheme: "https", Userinfo: "User", Host: "Example.COM", Port: "8443", Path: "/p", Fragment: "f",
			Defined: defined(uri.ComponentScheme, uri.ComponentUserinfo, uri.ComponentHost, uri.ComponentPort,
				uri.ComponentPath, uri.ComponentFragment), HostKind: "regname",
			Findings: uint32(uri.FindUserinfo | uri.FindHostCase)},
		{Start: 5, End: 23, Kind: "angle", Text: "mailto:a@b.example", Scheme: "mailto", Path: "a@b.example",
			Defined: defined(uri.ComponentScheme, uri.ComponentPath)},
		{Start: 31, End: 35, Kind: "request", Form: "origin", Text: "/%zz", Err: "percent", ErrOffset: 2},
		{Start: 59, End: 72, Kind: "request", Form: "authority", Text: "h.example:443", Host: "h.example", Port: "443",
			Defined: defined(uri.ComponentHost, uri.ComponentPort, uri.ComponentPath), HostKind: "regname"},
	}
)

func TestExtract(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, line1, line2, "no reference here", "")
	passert.EqualsList(s, Extract(s, lines, nil), records12)
	ptest.RunAndValidate(t, p)
}

func TestExtractWithFile(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.ParDo(s, keyByFile, beam.Create(s, "a.log\t"+line1, "b.log\t"+line2))
	want := append([]Record(nil), records12...)
	for i := range want {
		want[i].File = "a.log"
		if i >= 2 {
			want[i].File = "b.log"
		}
	}
	passert.EqualsList(s, Extract(s, lines, nil), want)
	ptest.RunAndValidate(t, p)
}

func init() { register.Function1x2(keyByFile) }

// keyByFile splits "file\tline" as textio.ReadWithFilename gives it.
func keyByFile(s string) (string, string) {
	file, line, _ := strings.Cut(s, "\t")
	return file, line
}

func TestExtractOptions(t *testing.T) {
	long := "http://h/" + strings.Repeat("a", 300)
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "see ftp://f.example/x and "+long+" and https://h.example/")
	recs := Extract(s, lines, &uri.ExtractOptions{MaxLength: 256, Schemes: []string{"http", "ftp"}})
	// https is not listed; the long reference is cut to 256 bytes.
	passert.Equals(s, beam.ParDo(s, recordText, recs), "ftp://f.example/x", long[:256])
	ptest.RunAndValidate(t, p)
}

// collectRecords returns the records fn emits for the lines.
func collectRecords(f *extractFn, lines []string) []Record {
	var got []Record
	for _, l := range lines {
		f.ProcessElement(l, func(r Record) { got = append(got, r) })
	}
	return got
}

// TestExtractSameAsScanner compares the records of the DoFn with what
// the uri package's streaming Scanner finds in the same lines, on lines
// made of pieces of access logs, free text and noise.
func TestExtractSameAsScanner(t *testing.T) {
	pieces := []string{
		`"GET /a/b?c=d HTTP/1.1"`, `"POST http://Proxy.Example:8080/x HTTP/1.0"`, `"CONNECT [2001:db8::7]:443 HTTP/1.1"`,
		`"OPTIONS * HTTP/1.1"`, `"GET /%zz HTTP/1.1"`, `"https://www.example.com/ref"`, `"http://bad host/"`,
		"<https://a.example/b>", "see https://x.example/(y).", "mailto:ops@example.com,", "tel:+1-201-555-0123!",
		"ftp://files.example.com/pub/", "\x00\xff\xfe", "GET /alone HTTP/1.1", `"../up"`, `"//double//slash"`,
		"http://h/" + strings.Repeat("p", 70000), " ", "\t", "-", "[", "]", `"`,
		`"https://例え.jp/パス?q=ü"`, `"GET /über/straße HTTP/1.1"`, "http://h/\u200e", "\u00a0", "\xe6\x9d",
		`"GET //a/b HTTP/1.1"`, `"CONNECT Ü.example:443 HTTP/1.1"`,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	lines := make([]string, 2000)
	for i := range lines {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
			b.WriteString([]string{" ", "", " x ", "\t"}[rng.IntN(4)])
		}
		lines[i] = b.String()
	}
	// JSON records (issue 32): keys that name URLs or not, values with
	// escapes or not, nested, in arrays, and records cut short.
	keys := []string{"uri", "url", "msg", "request", "Referer", "callbackURL", "level", "k\\u00e9y", "host"}
	jsonValues := []string{`"/a?b=1\u0026c=2"`, `"https:\/\/e.example\/p"`, `"GET /x HTTP/1.1"`, `"see \u003chttp://m.example/\u003e"`,
		`"-"`, `""`, `"info"`, `12.5`, `null`, `["http://a.example/","-"]`, `{"href":"/nested"}`, `"http://caf\xC3\xA9.example/"`}
	for range 500 {
		var b strings.Builder
		b.WriteByte('{')
		for k := range 1 + rng.IntN(5) {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`"` + keys[rng.IntN(len(keys))] + `":` + jsonValues[rng.IntN(len(jsonValues))])
		}
		if rng.IntN(8) > 0 {
			b.WriteByte('}') // else cut short: read as text
		}
		lines = append(lines, b.String())
	}
	got := collectRecords(&extractFn{}, lines)

	var want []Record
	var refs []uri.Ref // the Refs of the Scanner's matches
	for _, l := range lines {
		sc := uri.NewScanner(strings.NewReader(l), nil)
		for sc.Scan() {
			m := sc.Match()
			var r Record
			r.Start, r.End = m.Start, m.End
			r.Kind, r.Form = kindName(m.Kind), formName(m.Form)
			r.setRef(string(sc.Text()), m.Ref, m.Err)
			r.IRI = m.Flags&uri.FlagIRI != 0
			r.Key, r.Unescaped = string(sc.Key()), m.Flags&uri.FlagUnescaped != 0
			want = append(want, r)
			refs = append(refs, m.Ref)
		}
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d records, the Scanner finds %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("record %d:\n got %+v\nwant %+v", i, got[i], want[i])
		}
		// The counts read the Ref again from the record: it must be the
		// extractor's.
		if ref, err := got[i].ref(); got[i].Valid() && !got[i].IRI && (err != nil || ref != refs[i]) {
			t.Errorf("record %d (%+v): Ref %v, %v; the extractor's is %v", i, got[i], ref, err, refs[i])
		}
	}
	var iris, targets, values, unescaped int
	for _, r := range got {
		if r.IRI {
			iris++
		}
		if r.Form != "" && r.Valid() {
			targets++
		}
		if r.Kind == "value" {
			values++
		}
		if r.Unescaped {
			unescaped++
		}
	}
	if len(want) < 1000 || iris < 100 || targets < 300 || values < 100 || unescaped < 100 {
		t.Errorf("%d records, %d IRIs, %d valid request-targets, %d JSON values, %d unescaped: the test lines are too poor",
			len(want), iris, targets, values, unescaped)
	}
}

// TestWrongExpectationFails checks that a pipeline whose assertion is
// wrong fails on the runner: passert is not a no-op here.
func TestWrongExpectationFails(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	recs := Extract(s, beam.Create(s, line1), nil)
	passert.Equals(s, beam.ParDo(s, recordText, recs), "/b?c", "https://User@Example.COM:8443/p#g") // #f
	// The runner logs the failure too, at error level: go test shows it
	// only with -v.
	err := ptest.Run(p)
	if err == nil {
		t.Fatal("a pipeline with a wrong expectation succeeded")
	}
	if msg := err.Error(); !strings.Contains(msg, "#g") || !strings.Contains(msg, "#f") {
		t.Errorf("the error does not show the difference: %.2000s", msg)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The race detector slows these tests tenfold and finds nothing in them:
// the engine runs on one goroutine. They need the engine's count of its
// work, which only the build tagged uriscan_work keeps (countWork):
// go test -tags uriscan_work -run Linear .

//go:build !race && uriscan_work

package uri

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// The extractor is linear in its input, whatever the input: log lines
// carry attacker-controlled text. Its engine counts the bytes it reads
// (engine.work: classified, searched, compared, copied, parsed), and these
// tests hold the count to workPerByte per byte of input on patterns made
// to defeat it, at every kind of maximum length, for AppendExtract and for
// a Scanner over reads of every size. Counting work rather than timing it
// makes the tests exact on a loaded machine: a quadratic path shows as a
// ratio that grows with the input, here hundreds or thousands.

// linearUnits are repeated to make the inputs: runs that once made a
// path quadratic (issue 33), and others found by reading the engine and
// by FuzzExtractLinear.
var linearUnits = []string{
	"a:", "p:", "a:/", "::", "<", `"`, "x:y:", "http://a@", "GET /", ")", "a:)",
	"data:", "data:.", "a://", "<a:", "<a:b\n ", "<url:", "<URL: a:", `"a:`, `"/`, `"./`, `".`,
	`"GET /`, `"GET /a `, `"GET /a HTTP/1.1`, "\nGET /", "\nGET /a ", "\nGET /a HTTP/1.", "\n", `"A `,
	`" 200 1 "http://a `, `" 200 1 "/\"`, `\"`, `" 200 - "a:`, "(", "[", "{", "é", "\xe2\x80", "a:\xc3\xa9",
	"mailto:", "http://", ". ", `"x" `, `"GET / HTTP/1.1" 200 1 "http://a b`, "<http://a\n", "a\\", "\x00",
	"http://x/" + strings.Repeat(")", 7) + "(", "\r\n", "- ", "\"\\", "\t\"GET /\\\" ",
	"\n\xef\xbb\xbfGET /a ", "\n\xef\xbb", // byte order marks, whole and cut, at line starts
	// The rules of markupEnd and spanAuthority (issue 42): words that
	// they cut again and again, or that they read to the end each time.
	"http://a)", "a://b](", "a://(b)[", "http://a)@", "a://)", "]", "](", ")[", "http://a\u202e", "a://b\u202e)",
	"a://\xffb)", "\u202e", "**", "_\\",
}

// jsonUnits are the units of JSON records (issue 32): deep nesting, runs
// of backslashes and of \u escapes, strings and records cut short, many
// keys, keys that name a URL, long key paths, many records. linearInputs
// repeats them in an object too, and under a long key path.
var jsonUnits = []string{
	`{"a":[`, "[", `\\`, `\`, `\u0041`, `\ud83d`, `\u00`, `\x4`, `{"a":"`, `"k":1,`, `"url":"x",`,
	`"url":["x",`, "\n{\"u\":\"x:y\"}", "\n{\"url\":\"a:b", `{"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk":`,
	"{\"a\":{\"b\":\"http://x/ <a:b\\n c>\"}}\n", `\"GET \/a HTTP\/1.1\"`, "\n \t{", `{"":`,
	"\n\xef\xbb\xbf{\"url\":\"a:b",
	// Request-targets (issue 44): targets that wait for their method,
	// methods, and waiting targets the scheme filter drops after the
	// matches that follow them.
	`"uri":"h:1",`, `"method":"CONNECT",`, `{"uri":"h:1","m":"a://b x://c",`, `"request":{"uri":"/a","method":"GET"},`,
}

// linearInputs returns the inputs of the linearity tests, about size
// bytes each: every unit of linearUnits repeated, alone, after an absolute
// URI that it extends ("http://x/" then the run), after a request line,
// in a JSON string value, and a few mixtures.
func linearInputs(size int) map[string][]byte {
	ins := map[string][]byte{}
	for _, u := range linearUnits {
		run := strings.Repeat(u, size/len(u))
		ins[fmt.Sprintf("%q", u)] = []byte(run)
		ins[fmt.Sprintf("http://x/+%q", u)] = []byte("http://x/" + run)
		ins[fmt.Sprintf(`"GET /+%q`, u)] = []byte(`"GET /` + run)
		ins[fmt.Sprintf(`JSON value %q`, u)] = []byte(`{"m":"` + run + `"}`)
	}
	longKey := `{"` + strings.Repeat("k", 2*maxKeyPath) + `":{`
	for _, u := range jsonUnits {
		run := strings.Repeat(u, size/len(u))
		ins[fmt.Sprintf("%q", u)] = []byte(run)
		ins[fmt.Sprintf("{+%q", u)] = []byte("{" + run)
		ins[fmt.Sprintf("long key+%q", u)] = []byte(longKey + run)
		ins[fmt.Sprintf(`JSON value %q`, u)] = []byte(`{"m":"` + run + `"}`)
	}
	units := append(linearUnits[:len(linearUnits):len(linearUnits)], jsonUnits...)
	rng := rand.New(rand.NewPCG(33, 1))
	for k := range 4 {
		var b bytes.Buffer
		for b.Len() < size {
			b.WriteString(units[rng.IntN(len(units))])
		}
		ins[fmt.Sprintf("mixture %d", k)] = b.Bytes()
	}
	return ins
}

// linearOptions are the options of the linearity tests: maximum lengths
// from the least to one above what the library accepts, scheme filters
// that let the units' schemes through, and the three formats (FormatJSON
// with the first filter, FormatText with the second).
var linearOptions = func() []*ExtractOptions {
	var opts []*ExtractOptions
	for _, maxLen := range []int{0, 256, 4096, 1 << 20, math.MaxInt} {
		for i, schemes := range [][]string{nil, {"a", "x"}, {"http", "data"}} {
			opts = append(opts, &ExtractOptions{MaxLength: maxLen, Schemes: schemes, Format: [...]Format{FormatAuto, FormatJSON, FormatText}[i]})
		}
	}
	return opts
}()

// TestExtractLinear runs with the kernel in use only: the kernels find
// the same bytes (scan_test.go), so the engine does the same work.
func TestExtractLinear(t *testing.T) {
	size := 16 << 10
	if testing.Short() {
		size = 4 << 10
	}
	worst, worstAt := 0.0, ""
	for name, in := range linearInputs(size) {
		for _, opts := range linearOptions {
			what := fmt.Sprintf("%s, MaxLength %d, Schemes %q, Format %v", name, opts.MaxLength, opts.Schemes, opts.Format)
			ms, work := extractWork(in, opts)
			checkLinear(t, "AppendExtract: "+what, in, work)
			if r := float64(work) / float64(len(in)); r > worst {
				worst, worstAt = r, "AppendExtract: "+what
			}
			for rname, r := range linearReaders {
				in, ms := in, ms
				if rname == "onebyte" && len(in) > 4<<10 {
					// A run of the extractor per byte read, slow: a
					// shorter input shows a quadratic path as well.
					in = in[:4<<10]
					ms, _ = extractWork(in, opts)
				}
				n, work, err := scannerWork(r(in), opts)
				if err != nil || n != len(ms) {
					t.Fatalf("Scanner (%s): %s: %d matches, error %v; AppendExtract: %d", rname, what, n, err, len(ms))
				}
				checkLinear(t, "Scanner ("+rname+"): "+what, in, work)
				if r := float64(work-workConst) / float64(len(in)); r > worst {
					worst, worstAt = r, "Scanner ("+rname+"): "+what
				}
			}
		}
	}
	t.Logf("most work per byte (less workConst for a Scanner): %.2f (%s)", worst, worstAt)
}

// FuzzExtractLinear fails when the engine's work per byte exceeds
// workPerByte, for AppendExtract or a Scanner, on a prefix followed by a
// unit repeated to about 16 KiB: the shape of every quadratic input found
// so far. mode picks the scheme filter (bits 0-1), the Scanner's reader
// (bits 2-3) and the format (bits 4-5); maxLen 1 stands for math.MaxInt,
// above what the library accepts.
func FuzzExtractLinear(f *testing.F) {
	for i, u := range append(linearUnits, jsonUnits...) {
		f.Add([]byte(u), []byte("x "), uint16(i*37), uint8(i))
	}
	f.Add([]byte("a:"), []byte(`"GET /`), uint16(1), uint8(0))
	f.Add([]byte(`\u0041`), []byte(`{"url":"`), uint16(0), uint8(0))
	// The shapes of FuzzJSONUnescape, whose work is counted only here
	// when it is fuzzed: a record's keys and values, and records.
	f.Add([]byte(`"a\u0026b":"`), []byte(`{`), uint16(0), uint8(0))
	f.Add([]byte(`{"msg":"http:\/\/a\/b c\n<d:e\n f>"}`+"\n"), []byte(`x`), uint16(0), uint8(0))
	f.Add([]byte(`{"a":[`), []byte(`{"a":[`), uint16(300), uint8(2<<4))
	f.Fuzz(func(t *testing.T, unit, prefix []byte, maxLen uint16, mode uint8) {
		if len(unit) == 0 || len(prefix) > 1<<10 {
			return
		}
		in := append(prefix, bytes.Repeat(unit, (16<<10)/len(unit)+1)...)
		opts := &ExtractOptions{MaxLength: int(maxLen)}
		if maxLen == 1 {
			opts.MaxLength = math.MaxInt
		}
		opts.Schemes = [][]string{nil, {"a", "x"}, {"http", "data"}, {"mailto"}}[mode&3]
		opts.Format = Format(mode >> 4 & 3) // 3 is read as FormatAuto
		ms, work := extractWork(in, opts)
		checkLinear(t, "AppendExtract", in, work)
		readers := []string{"whole", "onebyte", "half", "random"}
		name := readers[mode>>2&3]
		n, work, err := scannerWork(linearReaders[name](in), opts)
		if err != nil || n != len(ms) {
			t.Fatalf("Scanner (%s): %d matches, error %v; AppendExtract: %d", name, n, err, len(ms))
		}
		checkLinear(t, "Scanner ("+name+")", in, work)
	})
}

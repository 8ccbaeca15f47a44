// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The inputs of the extractor's linearity tests: the count of the windows
// the engine reads (extract_linear_test.go, tagged uriscan_work) and the
// count of instructions (extract_linear_instr_test.go, in every build).
// Neither runs under the race detector, which slows them tenfold and
// finds nothing in them.

//go:build !race

package uri

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
)

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

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strconv"
	"strings"
	"testing"
)

// iriCorpus returns count IRIs of the shapes found in referers and chat
// logs: words of several scripts in the host, the path, the query and the
// fragment, among ASCII ones, and some percent-encoded UTF-8.
func iriCorpus(count int) []string {
	words := []string{"東京", "大阪", "Müller", "résumé", "Москва", "ελληνικά", "서울", "مثال", "उदाहरण", "ภาษาไทย", "😀", "wiki", "index", "page", "%E6%9D%B1"}
	hosts := []string{"ja.wikipedia.org", "例え.jp", "bücher.example", "пример.рф", "www.example.com", "[2001:db8::1]:8080"}
	var out []string
	for i := 0; len(out) < count; i++ {
		w := func(k int) string { return words[(i*7+k*3)%len(words)] }
		var b strings.Builder
		b.WriteString([]string{"https://", "http://", "//"}[i%3])
		b.WriteString(hosts[i%len(hosts)])
		for k := 0; k < 1+i%4; k++ {
			b.WriteString("/" + w(k))
		}
		if i%2 == 0 {
			b.WriteString("?q=" + w(5) + "&n=" + strconv.Itoa(i))
		}
		if i%5 == 0 {
			b.WriteString("#" + w(6))
		}
		out = append(out, b.String())
	}
	return out
}

// BenchmarkParseIRI parses every reference of each corpus with Parse and
// with ParseIRI, in one binary: on the ASCII corpora ParseIRI costs what
// Parse costs (it runs the same block parser); on the IRI corpus Parse
// fails at the first non-ASCII byte. Compare with
//
//	benchstat -col /parser bench.txt
func BenchmarkParseIRI(b *testing.B) {
	corpora := benchCorpora(b)
	c := benchCorpus{Name: "iri", URLs: iriCorpus(4096)}
	for _, u := range c.URLs {
		c.Bytes += int64(len(u))
	}
	corpora = append(corpora, c)
	for _, c := range corpora {
		for _, parser := range []string{"Parse", "ParseIRI"} {
			b.Run("data="+c.Name+"/parser="+parser, func(b *testing.B) {
				b.SetBytes(c.Bytes)
				b.ReportAllocs()
				parse := Parse[string]
				if parser == "ParseIRI" {
					parse = ParseIRI[string]
				}
				n := 0
				for b.Loop() {
					for _, s := range c.URLs {
						r, err := parse(s)
						if err == nil {
							n += len(r.Host().In(s)) + len(r.Path().In(s))
						}
					}
				}
				reportPerURL(b, len(c.URLs))
				sinkInt = n
			})
		}
	}
}

// BenchmarkIRIMapping maps the IRI corpus to URIs, and those URIs back to
// IRIs, into a reused buffer.
func BenchmarkIRIMapping(b *testing.B) {
	iris := iriCorpus(4096)
	var uris []string
	var size int64
	for _, s := range iris {
		u, err := AppendToURI(nil, s)
		if err != nil {
			b.Fatalf("AppendToURI(%q): %v", s, err)
		}
		uris = append(uris, string(u))
		size += int64(len(s))
	}
	dst := make([]byte, 0, 4096)
	for _, op := range []struct {
		name string
		in   []string
		fn   func([]byte, string) ([]byte, error)
	}{{"to-uri", iris, AppendToURI[string]}, {"to-iri", uris, AppendToIRI[string]}} {
		b.Run("op="+op.name, func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range op.in {
					dst, _ = op.fn(dst[:0], s)
				}
			}
			reportPerURL(b, len(op.in))
		})
	}
}

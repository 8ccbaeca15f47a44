// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/uriscan/uri"
)

// The examples of the methods of URI, Normalizer, Match, Scanner, Param,
// Segment and the text-marshalled enums that had none (issue 48).

func ExampleURI_Resolve() {
	base := uri.MustParseURI("http://a/b/c/d;p?q")
	for _, ref := range []string{"g", "../g", "?y", "#s", "//h/x"} {
		u, err := base.Resolve(uri.MustParseURI(ref))
		fmt.Println(ref, u, err)
	}
	_, err := uri.MustParseURI("../relative").Resolve(uri.MustParseURI("g"))
	fmt.Println(err)
	// Output:
	// g http://a/b/c/g <nil>
	// ../g http://a/b/g <nil>
	// ?y http://a/b/c/d;p?y <nil>
	// #s http://a/b/c/d;p?q#s <nil>
	// //h/x http://h/x <nil>
	// uri: base is not a valid URI
}

func ExampleURI_Normalize() {
	u := uri.MustParseURI("HTTP://Example.COM:80/a/./b/../%7ec")
	fmt.Println(u.Normalize(uri.LevelSyntax))
	fmt.Println(u.Normalize(uri.LevelScheme))
	// Output:
	// http://example.com:80/a/~c
	// http://example.com/a/~c
}

func ExampleURI_Equal() {
	a := uri.MustParseURI("http://example.com/~a")
	b := uri.MustParseURI("HTTP://EXAMPLE.com:80/%7Ea")
	fmt.Println(a == b, a.Equal(b, uri.LevelSyntax), a.Equal(b, uri.LevelScheme))
	// Output:
	// false false true
}

func ExampleURI_URL() {
	u, err := uri.MustParseURI("https://example.com/a%2Fb?q=1").URL()
	fmt.Println(u.Host, u.Path, u.RawPath, u.RawQuery, err)
	// Output:
	// example.com /a/b /a%2Fb q=1 <nil>
}

func ExampleURI_IsZero() {
	var u uri.URI
	fmt.Println(u.IsZero(), u.String() == "", u.Ref().Valid())
	// Output:
	// true true true
}

func ExampleURI_MarshalText() {
	b, err := json.Marshal(map[string]uri.URI{"home": uri.MustParseURI("https://example.com/")})
	fmt.Println(string(b), err)
	// Output:
	// {"home":"https://example.com/"} <nil>
}

func ExampleURI_UnmarshalText() {
	var u uri.URI
	err := u.UnmarshalText([]byte("https://example.com/a?b"))
	fmt.Println(u.Scheme(), u.Host(), u.Path(), u.Query(), u.HasQuery(), u.HasFragment(), err)
	err = u.UnmarshalText([]byte("http://[::1"))
	fmt.Println(err)
	// Output:
	// https example.com /a b true false <nil>
	// uri: missing ']' in IP literal at offset 11 (end of input): "http://[::1"
}

func ExampleNormalizer_AppendNormalize() {
	// A Normalizer with a rule for a scheme of its own.
	n := uri.Normalizer{Rules: append(uri.DefaultSchemeRules(), uri.SchemeRule{Scheme: "gopher", DefaultPort: "70"})}
	for _, s := range []string{"gopher://h:70/1", "http://h:80", "GOPHER://H:71/1"} {
		b, err := n.AppendNormalize(nil, s, uri.LevelScheme)
		fmt.Println(string(b), err)
	}
	// Output:
	// gopher://h/1 <nil>
	// http://h/ <nil>
	// gopher://h:71/1 <nil>
}

func ExampleNormalizer_Equal() {
	var none uri.Normalizer // the zero Normalizer has no rules
	rules := uri.Normalizer{Rules: uri.DefaultSchemeRules()}
	a, b := "https://h:443/", "https://h/"
	fmt.Println(none.Equal(a, b, uri.LevelScheme), rules.Equal(a, b, uri.LevelScheme))
	// Output:
	// false true
}

func ExampleNormalizer_AppendNormalizeRef() {
	n := uri.Normalizer{Rules: uri.DefaultSchemeRules()}
	s := "HTTP://h:80/a/../b"
	r, _ := uri.Parse(s) // parsed once, for other uses too
	b, err := n.AppendNormalizeRef(nil, s, r, uri.LevelScheme)
	fmt.Println(string(b), err)
	// Output:
	// http://h/b <nil>
}

func ExampleMatch_Text() {
	text := []byte(`see <http://example.com/a
  b> and "GET /p?q HTTP/1.1" and "../up"`)
	matches, clean := uri.AppendExtract(nil, nil, text, nil)
	for _, m := range matches {
		fmt.Printf("%v %q %v\n", m.Kind, m.Text(text, clean), m.Valid())
	}
	// Output:
	// angle "http://example.com/ab" true
	// request "/p?q" true
	// quoted "../up" true
}

func ExampleMatch_KeyPath() {
	text := []byte(`{"request":{"headers":{"Referer":["https:\/\/r.example\/"]}}}` + "\n")
	matches, clean := uri.AppendExtract(nil, nil, text, nil)
	for _, m := range matches {
		fmt.Printf("%s %s %v\n", m.KeyPath(clean), m.Text(text, clean), m.Flags)
	}
	// Output:
	// request.headers.Referer https://r.example/ FlagJSON|FlagUnescaped
}

func ExampleScanner_Key() {
	log := `{"url":"/a","msg":"GET /b HTTP/1.1"}` + "\n" + "plain https://example.com/c\n"
	sc := uri.NewScanner(strings.NewReader(log), nil)
	for sc.Scan() {
		fmt.Printf("%q %s\n", sc.Key(), sc.Text())
	}
	// Output:
	// "url" /a
	// "msg" /b
	// "" https://example.com/c
}

func ExampleScanner_Reset() {
	sc := uri.NewScanner(nil, nil)
	sc.CountLines('\n')
	for _, in := range []string{"x\nhttp://a/\n", "http://b/ http://c/\n"} {
		sc.Reset(strings.NewReader(in)) // keeps the buffers and the line counting
		for sc.Scan() {
			fmt.Println(sc.Line(), string(sc.Text()))
		}
	}
	// Output:
	// 2 http://a/
	// 1 http://b/
	// 1 http://c/
}

func ExampleScanner_Batch() {
	sc := uri.NewScanner(strings.NewReader(`{"url":"/a","msg":"GET /b HTTP/1.1"}`+"\n"+"http://c/\n"), nil)
	sc.CountLines('\n')
	for sc.ScanBatch() {
		ms, texts, lines := sc.Batch()
		keys := sc.Keys()
		for i := range ms {
			key := ""
			if keys != nil {
				key = string(keys[i])
			}
			fmt.Printf("%d %s %q\n", lines[i], texts[i], key)
		}
	}
	fmt.Println(sc.Err(), sc.Offset())
	// Output:
	// 1 /a "url"
	// 1 /b "msg"
	// 2 http://c/ ""
	// <nil> 47
}

func ExampleParam_End() {
	q := "a=1&b=2&c"
	for p := range uri.Params(q, uri.ParamOptions{}) {
		fmt.Printf("%q %q %v [%d,%d)\n", p.Key, p.Value, p.HasValue, p.Start, p.End())
	}
	// Output:
	// "a" "1" true [0,3)
	// "b" "2" true [4,7)
	// "c" "" false [8,9)
}

func ExampleSegment_End() {
	path := "/a//b%2Fc"
	for s := range uri.Segments(path) {
		fmt.Printf("%q [%d,%d)\n", s.Text, s.Start, s.End())
	}
	// Output:
	// "a" [1,2)
	// "" [3,3)
	// "b%2Fc" [4,9)
}

func ExampleLevel_MarshalText() {
	b, err := json.Marshal(struct{ Level uri.Level }{uri.LevelScheme})
	fmt.Println(string(b), err)
	// Output:
	// {"Level":"scheme"} <nil>
}

func ExampleFormat_UnmarshalText() {
	var f uri.Format
	for _, s := range []string{"json", "text", "auto", "xml"} {
		err := f.UnmarshalText([]byte(s))
		fmt.Println(f, err)
	}
	// Output:
	// json <nil>
	// text <nil>
	// auto <nil>
	// auto uri: unknown Format "xml", want "auto" or "text" or "json"
}

func ExampleResolveMode_UnmarshalText() {
	var m uri.ResolveMode
	err := m.UnmarshalText([]byte("non-strict"))
	fmt.Println(m, err)
	b, _ := uri.ResolveStrict.MarshalText()
	fmt.Println(string(b))
	// Output:
	// non-strict <nil>
	// strict
}

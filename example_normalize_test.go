// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"encoding/json"
	"fmt"

	"github.com/uriscan/uri"
)

func ExampleAppendNormalize() {
	in := "HTTP://User@Example.COM:80/a/./b/../%7euser/%2e%2E/x?q=%3a%41#%7e"
	syntax, _ := uri.AppendNormalize(nil, in, uri.LevelSyntax)
	scheme, _ := uri.AppendNormalize(nil, in, uri.LevelScheme)
	fmt.Println(string(syntax))
	fmt.Println(string(scheme))
	_, err := uri.AppendNormalize(nil, "http://a b/", uri.LevelSyntax)
	fmt.Println(err)
	// Output:
	// http://User@example.com:80/a/x?q=%3AA#~
	// http://User@example.com/a/x?q=%3AA#~
	// uri: invalid character in host
}

func ExampleNormalizer() {
	n := uri.Normalizer{Rules: append(uri.DefaultSchemeRules(),
		uri.SchemeRule{Scheme: "gopher", DefaultPort: "70"})}
	out, _ := n.AppendNormalize(nil, "Gopher://Host:70", uri.LevelScheme)
	fmt.Println(string(out))
	fmt.Println(n.Equal("gopher://host:70/1", "GOPHER://HOST/1", uri.LevelScheme))
	// Output:
	// gopher://host
	// true
}

func ExampleEqual() {
	fmt.Println(uri.Equal("http://example.com/%7Efoo/./bar", "HTTP://EXAMPLE.com/~foo/bar", uri.LevelSyntax))
	fmt.Println(uri.Equal("http://example.com", "http://example.com:80/", uri.LevelSyntax))
	fmt.Println(uri.Equal("http://example.com", "http://example.com:80/", uri.LevelScheme))
	fmt.Println(uri.Equal("http://example.com/?", "http://example.com/", uri.LevelScheme))
	// Output:
	// true
	// false
	// true
	// false
}

// A Level is a field of a configuration decoded from JSON, or a flag
// (flag.TextVar), by its name.
func ExampleLevel_UnmarshalText() {
	var cfg struct {
		Normalize uri.Level       `json:"normalize"`
		Resolve   uri.ResolveMode `json:"resolve"`
	}
	err := json.Unmarshal([]byte(`{"normalize": "scheme", "resolve": "non-strict"}`), &cfg)
	fmt.Println(cfg.Normalize, cfg.Resolve, err)
	out, _ := uri.AppendNormalize(nil, "HTTP://Example.COM:80", cfg.Normalize)
	fmt.Println(string(out))

	err = json.Unmarshal([]byte(`{"normalize": "full"}`), &cfg)
	fmt.Println(err)
	// Output:
	// scheme non-strict <nil>
	// http://example.com/
	// uri: unknown Level "full", want "syntax" or "scheme"
}

func ExampleAppendNormalizePath() {
	for _, p := range []string{"/a/./b/../%7e", "/%2E%2e/x/%2f", "/.//a", "../a/./b"} {
		n, err := uri.AppendNormalizePath(nil, p, uri.LevelSyntax)
		fmt.Println(p, string(n), err)
	}
	// Output:
	// /a/./b/../%7e /a/~ <nil>
	// /%2E%2e/x/%2f /x/%2F <nil>
	// /.//a //a <nil>
	// ../a/./b ../a/./b <nil>
}

// The Ref of an origin-form request-target normalizes as a request-target:
// its path is a path, even where it begins with "//", which Parse would
// read as an authority.
func ExampleAppendNormalizeRef_originForm() {
	for _, target := range []string{"//a//b", "//evil.example/../x", "/a/./%7e?q=%41"} {
		r, _, err := uri.ParseRequestTarget("GET", target)
		if err != nil {
			panic(err)
		}
		n, _ := uri.AppendNormalizeRef(nil, target, r, uri.LevelSyntax)
		p, _ := uri.AppendNormalize(nil, target, uri.LevelSyntax)
		fmt.Printf("%s: as a target %s, as a reference %s\n", target, n, p)
	}
	// Output:
	// //a//b: as a target //a//b, as a reference //a//b
	// //evil.example/../x: as a target //x, as a reference //evil.example/x
	// /a/./%7e?q=%41: as a target /a/~?q=A, as a reference /a/~?q=A
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The key path of a JSON match (Match.Key) is the keys of the objects its
// value lies in, unescaped, each one segment, joined with "." (an array
// adds none), cut to at most maxKeyPath bytes at the end of a character.
// Before issue 42 (row 12), an empty key was left out at the top and kept
// below, and kept or left out below depending on where the key lay in
// the window: `{"":{"url":…}}` gave "url" and `{"a":{"":{"url":…}}}`
// "a..url".

// TestJSONKeyPath checks the rule on the paths of issue 42, the keys that
// hold dots, and an empty key where the short keys' fast path does not
// apply (the path too long for it).
func TestJSONKeyPath(t *testing.T) {
	long := strings.Repeat("k", 80) // past it, a key is written byte by byte
	for _, c := range []struct {
		in, text string
		kind     MatchKind
		key      string
	}{
		{`{"":{"url":"/x"}}`, "/x", KindValue, ".url"},
		{`{"a":{"":{"url":"/x"}}}`, "/x", KindValue, "a..url"},
		{`{"":"http://top.example/"}`, "http://top.example/", KindBare, ""},
		{`{"":{"":{"":{"url":"/x"}}}}`, "/x", KindValue, "...url"},
		{`{"a":[{"":[{"url":"/x"}]}]}`, "/x", KindValue, "a..url"},
		{`{"\u0061":{"":{"u\u0072l":"/x"}}}`, "/x", KindValue, "a..url"}, // escaped keys, unescaped into clean
		{`{"` + long + `":{"":{"url":"/x"}}}`, "/x", KindValue, long + "..url"},
		{`{"` + long + `":{"a":{"":"http://x.example/"}}}`, "http://x.example/", KindBare, long + ".a."},
		// A key's own dots stay: flattened and nested keys share a path,
		// as ECS names its fields ("url.full", "http.request.referrer").
		{`{"page.url":"/x"}`, "/x", KindValue, "page.url"},
		{`{"page":{"url":"/x"}}`, "/x", KindValue, "page.url"},
		{`{"a.":{".b":{"url":"/x"}}}`, "/x", KindValue, "a...b.url"},
	} {
		checkExtractJSON(t, []byte(c.in), nil, []wantJSON{{c.text, c.kind, c.key, 0}})
		checkScanner(t, []byte(c.in), nil, 1)
	}
}

// TestJSONKeyPathModel checks the key paths of random nested records, with
// empty keys, keys of dots, escaped keys and keys long enough to be cut,
// against the rule written with strings, on the keys encoding/json reads.
func TestJSONKeyPathModel(t *testing.T) {
	keys := []string{"", "a", ".", "a.b", "<k>", "é", strings.Repeat("k", 30), strings.Repeat("é", 20), "\u2028", "\\"}
	rng := rand.New(rand.NewPCG(42, 12))
	n := 3000
	if testing.Short() {
		n = 500
	}
	var in strings.Builder
	var want []wantJSON
	for i := range n {
		// A chain of keys, each an object or an array around an object,
		// then the key "url" and its value, "/v<i>".
		depth := rng.IntN(7)
		var path []string
		var tail string
		for range depth {
			k := keys[rng.IntN(len(keys))]
			path = append(path, k)
			b, err := json.Marshal(k) // escapes "<", ">", U+2028 and "\"
			if err != nil {
				t.Fatal(err)
			}
			if rng.IntN(3) == 0 {
				in.WriteString("{" + string(b) + ":[")
				tail = "]}" + tail
			} else {
				in.WriteString("{" + string(b) + ":")
				tail = "}" + tail
			}
		}
		path = append(path, "url")
		v := fmt.Sprintf("/v%d", i)
		fmt.Fprintf(&in, `{"url":%q}`, v)
		in.WriteString(tail + "\n")
		want = append(want, wantJSON{v, KindValue, modelKeyPath(path), 0})
	}
	text := []byte(in.String())
	// Each line is JSON, as encoding/json reads it too.
	for line := range strings.Lines(in.String()) {
		if !json.Valid([]byte(line)) {
			t.Fatalf("not JSON: %s", line)
		}
	}
	checkExtractJSON(t, text, nil, want)
	checkScanner(t, text, nil, 7)
}

// modelKeyPath is the key path of a value under keys, outermost first:
// the keys joined with ".", cut to at most maxKeyPath bytes at the end of
// a character, where a key of which no byte fits is left out with its ".".
func modelKeyPath(keys []string) string {
	var p string
	for i, k := range keys {
		seg := k
		if i > 0 {
			seg = "." + k
		}
		if len(p)+len(seg) <= maxKeyPath {
			p += seg
			continue
		}
		room := maxKeyPath - len(p)
		for room > 0 && seg[room]&0xC0 == 0x80 {
			room--
		}
		if cut := seg[:room]; strings.TrimPrefix(cut, ".") != "" {
			p += cut
		}
		break
	}
	return p
}

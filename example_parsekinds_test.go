// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

// With ParseKinds only the request-targets are parsed: the referer and
// the user agent's URL are found, as they must be for the matches to end
// where they do, and left unparsed.
func ExampleExtractOptions_parseKinds() {
	line := []byte(`203.0.113.7 - - [21/Nov/2026:00:00:01 +0000] "GET /a/./b?q HTTP/1.1" 200 0 "https://example.com/start" "Bot (+http://bot.example/)"`)
	opts := &uri.ExtractOptions{ParseKinds: []uri.MatchKind{uri.KindRequest}}
	matches, _ := uri.AppendExtract(nil, nil, line, opts)
	for _, m := range matches {
		text := m.Text(line, nil)
		if m.Err != 0 {
			fmt.Printf("%s: %s (%s)\n", m.Kind, text, m.Err.Name())
			continue
		}
		fmt.Printf("%s: %s path=%s\n", m.Kind, text, m.Ref.Path().Bytes(text))
	}
	// Output:
	// request: /a/./b?q path=/a/./b
	// quoted: https://example.com/start (not_parsed)
	// bare: http://bot.example/ (not_parsed)
}

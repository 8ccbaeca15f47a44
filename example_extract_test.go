// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"
	"strings"

	"github.com/uriscan/uri"
)

func ExampleAppendExtract() {
	text := []byte(`Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the usage of <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`)

	// clean receives the text of the references broken across lines.
	matches, clean := uri.AppendExtract(nil, nil, text, nil)
	for _, m := range matches {
		fmt.Printf("%-6s %s\n", m.Kind, m.Text(text, clean))
	}
	// Output:
	// quoted http://www.w3.org/Addressing/
	// angle  ftp://foo.example.com/rfc/
	// angle  http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
}

func ExampleAppendExtract_accessLog() {
	line := []byte(`203.0.113.7 - - [21/Nov/2026:00:00:01 +0000] "GET /search?q=%zz HTTP/1.1" 400 0 "https://example.com/start" "curl/8.5.0"`)
	matches, _ := uri.AppendExtract(nil, nil, line, nil)
	for _, m := range matches {
		text := m.Text(line, nil)
		if m.Valid() {
			fmt.Printf("%s %s: %s path=%s\n", m.Kind, m.Form, text, m.Ref.Path().Bytes(text))
		} else {
			fmt.Printf("%s %s: %s invalid: %v at %d\n", m.Kind, m.Form, text, m.Err, m.Ref.ErrorOffset())
		}
	}
	// Output:
	// request origin: /search?q=%zz invalid: uri: invalid percent-encoding at 11
	// quoted none: https://example.com/start path=/start
}

// With NoParse the same matches are found and not parsed, for a caller that
// wants only their text: the parse is most of the work.
func ExampleAppendExtract_noParse() {
	line := []byte(`203.0.113.7 - - [21/Nov/2026:00:00:01 +0000] "GET /search?q=%zz HTTP/1.1" 400 0 "https://example.com/start" "curl/8.5.0"`)
	matches, _ := uri.AppendExtract(nil, nil, line, &uri.ExtractOptions{NoParse: true})
	for _, m := range matches {
		fmt.Printf("%s %s: %s (%s)\n", m.Kind, m.Form, m.Text(line, nil), m.Err.Name())
	}
	// Output:
	// request origin: /search?q=%zz (not_parsed)
	// quoted none: https://example.com/start (not_parsed)
}

func ExampleScanner() {
	log := strings.NewReader(`10.0.0.1 - - [21/Nov/2026:00:00:01 +0000] "CONNECT example.com:443 HTTP/1.1" 200 0 "-" "-"
10.0.0.2 - - [21/Nov/2026:00:00:02 +0000] "OPTIONS * HTTP/1.1" 200 0 "-" "-"
see (https://en.wikipedia.org/wiki/Go_(language)), or mailto:gopher@example.org.
`)
	s := uri.NewScanner(log, nil)
	s.CountLines('\n')
	for s.Scan() {
		m := s.Match()
		fmt.Printf("line %d [%d,%d) %s %s %s\n", s.Line(), m.Start, m.End, m.Kind, m.Form, s.Text())
	}
	if err := s.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// line 1 [51,66) request authority example.com:443
	// line 2 [142,143) request asterisk *
	// line 3 [173,216) bare none https://en.wikipedia.org/wiki/Go_(language)
	// line 3 [222,247) bare none mailto:gopher@example.org
}

func ExampleScanner_ScanBatch() {
	log := strings.NewReader(`10.0.0.1 - - [21/Nov/2026:00:00:01 +0000] "GET /a?b HTTP/1.1" 200 5 "https://example.com/" "-"
10.0.0.2 - - [21/Nov/2026:00:00:02 +0000] "GET /c%zz HTTP/1.1" 400 0 "-" "-"
`)
	s := uri.NewScanner(log, nil)
	s.CountLines('\n')
	for s.ScanBatch() {
		ms, texts, lines := s.Batch()
		for i := range ms {
			fmt.Printf("line %d %s %s valid=%t\n", lines[i], ms[i].Kind, texts[i], ms[i].Err == 0)
		}
	}
	if err := s.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// line 1 request /a?b valid=true
	// line 1 quoted https://example.com/ valid=true
	// line 2 request /c%zz valid=false
}

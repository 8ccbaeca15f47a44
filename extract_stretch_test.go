// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// TestExtractAcrossStretches puts references at every offset around the
// ends of the stretches that the engine classifies at once (mapBytes),
// after white space, and requires the matches of the reference alone,
// moved by the offset: a trigger or a word end on either side of a
// stretch's end, or of a word of its bitmaps, must be found alike. The
// long ones cross a whole stretch.
func TestExtractAcrossStretches(t *testing.T) { eachImplementation(t, testExtractAcrossStretches) }

func testExtractAcrossStretches(t *testing.T) {
	long := "http://h.example/" + strings.Repeat("p", mapBytes+70) + "?q"
	snippets := []string{
		" see http://a.example/x?y=1, and",
		` "https://user:pw@example.net:8443/p" "UA"`,
		"\nGET /index.html HTTP/1.1\n",
		` "GET /a%zz HTTP/1.1" 400`,
		" <URL:ftp://foo.example/rfc/> ",
		" mailto:a@b.example. ",
		" 10:25:07 [2001:db8::1]:80 tel:+1-555-0100 ",
		" " + long + " ",
	}
	for _, snip := range snippets {
		alone, _ := AppendExtract(nil, nil, []byte(snip), nil)
		if len(alone) == 0 {
			t.Fatalf("%.40q: no match alone", snip)
		}
		for _, end := range []int{mapBytes, 2 * mapBytes} {
			for pad := end - len(snip) - 2; pad <= end+2; pad++ {
				if pad < 0 {
					continue
				}
				in := []byte(strings.Repeat(" ", pad) + snip + strings.Repeat(" ", 100))
				got, _ := AppendExtract(nil, nil, in, nil)
				if len(got) != len(alone) {
					t.Fatalf("%.40q after %d spaces: %d matches, %d alone", snip, pad, len(got), len(alone))
				}
				for i, m := range got {
					w := alone[i]
					w.Start += pad
					w.End += pad
					if m != w {
						t.Fatalf("%.40q after %d spaces: match %d = %+v, want %+v", snip, pad, i, m, w)
					}
				}
			}
		}
	}
}

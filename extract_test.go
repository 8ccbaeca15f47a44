// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// want describes one expected match: its text, kind, form, flags, error.
type want struct {
	text  string
	kind  MatchKind
	form  TargetForm
	flags MatchFlags
	err   ErrorCode
}

var extractTests = []struct {
	name string
	in   string
	opts *ExtractOptions
	want []want
}{
	{
		name: "appendix C",
		in: "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
			"but you can probably pick it up from <ftp://foo.example.\n" +
			"com/rfc/>.  Note the usage of <http://www.ics.uci.edu/pub/\n" +
			"ietf/uri/historical.html#WARNING>.\n",
		want: []want{
			{text: "http://www.w3.org/Addressing/", kind: KindQuoted},
			{text: "ftp://foo.example.com/rfc/", kind: KindAngle, flags: FlagCleaned},
			{text: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", kind: KindAngle, flags: FlagCleaned},
		},
	},
	{
		name: "appendix C CRLF and indentation",
		in:   "see <http://www.ics.uci.edu/pub/\r\n\t   ietf/uri/> now",
		want: []want{{text: "http://www.ics.uci.edu/pub/ietf/uri/", kind: KindAngle, flags: FlagCleaned}},
	},
	{
		name: "hyphen at line break",
		in:   "<http://example.com/long-\n   name> and <http://example.com/a\n  -b>",
		want: []want{
			{text: "http://example.com/long-name", kind: KindAngle, flags: FlagCleaned | FlagHyphenBreak},
			{text: "http://example.com/a-b", kind: KindAngle, flags: FlagCleaned | FlagHyphenBreak},
		},
	},
	{
		name: "angle URL: prefix",
		in:   "<URL:http://a.example/x> <URL: mailto:joe@example.org>",
		want: []want{
			{text: "http://a.example/x", kind: KindAngle},
			{text: "mailto:joe@example.org", kind: KindAngle},
		},
	},
	{
		name: "angle with spaces but no line break is not one reference",
		in:   "<see http://a.example/ here>",
		want: []want{{text: "http://a.example/", kind: KindBare}},
	},
	{
		name: "html tags are not references",
		in:   `<b>bold</b> <a href="http://a.example/p?q=1">x</a> <br/>`,
		want: []want{{text: "http://a.example/p?q=1", kind: KindQuoted}},
	},
	{
		name: "bare URIs and trailing punctuation",
		in:   "Go to http://example.com/a. Or https://example.com/b, then ftp://h/c; ok: http://h/d! http://h/e? 'http://h/f'",
		want: []want{
			{text: "http://example.com/a", kind: KindBare},
			{text: "https://example.com/b", kind: KindBare},
			{text: "ftp://h/c", kind: KindBare},
			{text: "http://h/d", kind: KindBare},
			{text: "http://h/e", kind: KindBare},
			{text: "http://h/f", kind: KindBare},
		},
	},
	{
		name: "balanced and unbalanced brackets",
		in:   "https://en.wikipedia.org/wiki/Go_(language) (see http://x.example/a) [http://y.example/b] {http://z.example/(c)}",
		want: []want{
			{text: "https://en.wikipedia.org/wiki/Go_(language)", kind: KindBare},
			{text: "http://x.example/a", kind: KindBare},
			{text: "http://y.example/b", kind: KindBare},
			{text: "http://z.example/(c)", kind: KindBare},
		},
	},
	{
		name: "markdown link",
		in:   "[the spec](https://www.rfc-editor.org/rfc/rfc3986.html#appendix-C).",
		want: []want{{text: "https://www.rfc-editor.org/rfc/rfc3986.html#appendix-C", kind: KindBare}},
	},
	{
		name: "opaque schemes need no slashes; others do",
		in:   "mail mailto:joe@example.org or call tel:+1-201-555-0123, urn:isbn:0451450523 but not note:this or localhost:8080 or 10:30",
		want: []want{
			{text: "mailto:joe@example.org", kind: KindBare},
			{text: "tel:+1-201-555-0123", kind: KindBare},
			{text: "urn:isbn:0451450523", kind: KindBare},
		},
	},
	{
		name: "glued prefix",
		in:   "url=http://a.example/x;next=https://b.example/y",
		want: []want{{text: "http://a.example/x;next=https://b.example/y", kind: KindBare}},
	},
	{
		name: "empty authority is not a match",
		in:   "use http:// or https://. file:///etc/passwd",
		want: []want{{text: "file:///etc/passwd", kind: KindBare}},
	},
	{
		name: "invalid bare URIs are reported",
		in:   "http://a.example/%zz http://h:80x/ http://[::g]/ http://例え.jp/パス http://h/{id}",
		want: []want{
			{text: "http://a.example/%zz", kind: KindBare, err: ErrPercent},
			{text: "http://h:80x/", kind: KindBare, err: ErrPort},
			{text: "http://[::g]/", kind: KindBare, err: ErrIPv6},
			{text: "http://例え.jp/パス", kind: KindBare, flags: FlagIRI},
			{text: "http://h/{id}", kind: KindBare, err: ErrPath},
		},
	},
	{
		name: "IPv6 hosts and IPv6 text",
		in:   "2001:db8::1 fe80::1%eth0 http://[2001:db8::1]:8080/a http://[v1.x]/",
		want: []want{
			{text: "http://[2001:db8::1]:8080/a", kind: KindBare},
			{text: "http://[v1.x]/", kind: KindBare},
		},
	},
	{
		name: "quoted relative references",
		in:   `"/a/b?c" "./x" "../y" "-" "curl/7.68.0" "word" "//cdn.example/z"`,
		want: []want{
			{text: "/a/b?c", kind: KindQuoted},
			{text: "./x", kind: KindQuoted},
			{text: "../y", kind: KindQuoted},
			{text: "//cdn.example/z", kind: KindQuoted},
		},
	},
	{
		name: "combined log, origin form",
		in:   `127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif?a=b HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"` + "\n",
		want: []want{
			{text: "/apache_pb.gif?a=b", kind: KindRequest, form: FormOrigin},
			{text: "http://www.example.com/start.html", kind: KindQuoted},
		},
	},
	{
		name: "common log, absolute form",
		in:   `::1 - - [10/Oct/2000:13:55:36 -0700] "GET http://proxy.example/x?y HTTP/1.1" 200 1` + "\n",
		want: []want{{text: "http://proxy.example/x?y", kind: KindRequest, form: FormAbsolute}},
	},
	{
		name: "authority form",
		in:   `10.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "CONNECT example.com:443 HTTP/1.1" 200 0 "CONNECT [::1]:8443 HTTP/1.1" "CONNECT example.com HTTP/1.1"`,
		want: []want{
			{text: "example.com:443", kind: KindRequest, form: FormAuthority},
			{text: "[::1]:8443", kind: KindRequest, form: FormAuthority},
			{text: "example.com", kind: KindRequest, form: FormAuthority, err: ErrNoPort},
		},
	},
	{
		name: "asterisk form",
		in:   `"OPTIONS * HTTP/1.1" 200 0 "-" "-"`,
		want: []want{{text: "*", kind: KindRequest, form: FormAsterisk}},
	},
	{
		name: "invalid request targets and HTTP/2",
		in:   `"GET /search?q=<script>alert(1)</script> HTTP/2" "GET /a\"b%zz HTTP/1.1" "GET /ok HTTP/2.0"`,
		want: []want{
			{text: "/search?q=<script>alert(1)</script>", kind: KindRequest, form: FormOrigin, err: ErrQuery},
			{text: `/a\"b%zz`, kind: KindRequest, form: FormOrigin, err: ErrPath},
			{text: "/ok", kind: KindRequest, form: FormOrigin},
		},
	},
	{
		name: "request lines at the start of a line, as in HTTP dumps",
		in: "GET /first HTTP/1.1\r\nHost: example.com\r\n\r\nPOST http://proxy.example/p?q HTTP/1.0\n" +
			"OPTIONS * HTTP/2\n CONNECT h:443 HTTP/1.1\nx GET /no HTTP/1.1\nGET /no HTTP/1.1 trailing\n" +
			"get /no HTTP/1.1\nGET /no HTTP/1.1\"\nGET /a%zz HTTP/1.1\r\nCONNECT h:443 HTTP/1.1\nDELETE /last HTTP/1.1",
		want: []want{
			{text: "/first", kind: KindRequest, form: FormOrigin},
			{text: "http://proxy.example/p?q", kind: KindRequest, form: FormAbsolute},
			{text: "*", kind: KindRequest, form: FormAsterisk},
			{text: "/a%zz", kind: KindRequest, form: FormOrigin, err: ErrPercent},
			{text: "h:443", kind: KindRequest, form: FormAuthority},
			{text: "/last", kind: KindRequest, form: FormOrigin},
		},
	},
	{
		name: "request lines at the start of a line, scheme filter",
		in:   "GET /g HTTP/1.1\nGET ftp://h/ HTTP/1.1\nGET http://i/ HTTP/1.1\n",
		opts: &ExtractOptions{Schemes: []string{"http"}},
		want: []want{
			{text: "/g", kind: KindRequest, form: FormOrigin},
			{text: "http://i/", kind: KindRequest, form: FormAbsolute},
		},
	},
	{
		name: "not a request line",
		in:   `"GET /a" "GET /b HTTP" "\x16\x03\x01" "get /c HTTP/1.1"`,
		want: nil,
	},
	{
		name: "scheme filter",
		in:   `ftp://a/b http://c/d HTTPS://e/f mailto:x@y "GET /g HTTP/1.1" "GET ftp://h/ HTTP/1.1" "/rel"`,
		opts: &ExtractOptions{Schemes: []string{"http", "https"}},
		want: []want{
			{text: "http://c/d", kind: KindBare},
			{text: "HTTPS://e/f", kind: KindBare},
			{text: "/g", kind: KindRequest, form: FormOrigin},
		},
	},
	{
		name: "access log fields with a space are one reference",
		in: `1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /a b HTTP/1.1" 200 2326 "http://bad host/" "Mozilla/5.0 (http://ua host/)"` + "\n" +
			`1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET http://bad host/x HTTP/1.0" 304 - "/r e f?q" "-"` + "\n" +
			`1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /?q=\" or 1=1 HTTP/1.1" 404 12 "http://h/\"a b\\" "-"` + "\n" +
			"GET /c d HTTP/1.1\r\nHost: h\r\n",
		want: []want{
			{text: "/a b", kind: KindRequest, form: FormOrigin, err: ErrPath},
			{text: "http://bad host/", kind: KindQuoted, err: ErrHost},
			{text: "http://ua", kind: KindBare},
			{text: "http://bad host/x", kind: KindRequest, form: FormAbsolute, err: ErrHost},
			{text: "/r e f?q", kind: KindQuoted, err: ErrPath},
			{text: `/?q=\" or 1=1`, kind: KindRequest, form: FormOrigin, err: ErrQuery},
			{text: `http://h/\"a b\\`, kind: KindQuoted, err: ErrPath},
			{text: "/c d", kind: KindRequest, form: FormOrigin, err: ErrPath},
		},
	},
	{
		name: "quoted text outside access log fields ends at a space",
		in:   `he wrote "http://a.example/ is down" and "GET /x y" then` + "\n" + `"http://b.example/ c" 2000 1 "http://c.example/ d"`,
		want: []want{
			{text: "http://a.example/", kind: KindBare},
			{text: "http://b.example/", kind: KindBare},
			{text: "http://c.example/", kind: KindBare},
		},
	},
	{
		name: "access log referer: unterminated, empty, escaped",
		in:   `"GET / HTTP/1.1" 200 1 "http://h/a b` + "\n" + `"GET / HTTP/1.1" 200 1 "-" "x"` + "\n" + `"GET / HTTP/1.1" 200 1 "http://h/\\" "x"`,
		want: []want{
			{text: "/", kind: KindRequest, form: FormOrigin},
			{text: "http://h/a", kind: KindBare},
			{text: "/", kind: KindRequest, form: FormOrigin},
			{text: "/", kind: KindRequest, form: FormOrigin},
			{text: `http://h/\\`, kind: KindQuoted, err: ErrPath},
		},
	},
	{
		name: "scheme filter https: request-targets without a scheme count as http",
		in:   `"GET /g HTTP/1.1" "CONNECT h:443 HTTP/1.1" "OPTIONS * HTTP/1.1" "GET https://i/ HTTP/1.1" "GET http://j/ HTTP/1.1"` + "\nGET /k HTTP/1.1\n",
		opts: &ExtractOptions{Schemes: []string{"https"}},
		want: []want{{text: "https://i/", kind: KindRequest, form: FormAbsolute}},
	},
	{
		name: "scheme filter admits schemes without slashes",
		in:   `note:this and see:that, "see:quoted"`,
		opts: &ExtractOptions{Schemes: []string{"see"}},
		want: []want{
			{text: "see:that", kind: KindBare},
			{text: "see:quoted", kind: KindQuoted},
		},
	},
	{
		name: "binary and NUL",
		in:   "\x00\xff\xfehttp://a.example/\x00b\x80\x81 \x00",
		want: []want{{text: "http://a.example/", kind: KindBare}},
	},
}

func TestExtract(t *testing.T) { eachImplementation(t, testExtract) }

func testExtract(t *testing.T) {
	for _, tt := range extractTests {
		t.Run(tt.name, func(t *testing.T) { checkExtract(t, []byte(tt.in), tt.opts, tt.want) })
	}
}

// checkExtract checks the matches AppendExtract finds in in against wants,
// and their invariants.
func checkExtract(t *testing.T, in []byte, opts *ExtractOptions, wants []want) {
	t.Helper()
	ms, clean := AppendExtract(nil, nil, in, opts)
	var got []want
	for _, m := range ms {
		got = append(got, want{string(m.Text(in, clean)), m.Kind, m.Form, m.Flags, m.Err})
	}
	checkWants(t, got, wants)
	checkMatches(t, in, clean, ms, opts)
}

// checkWants compares the descriptions of the matches found with those
// expected.
func checkWants[W comparable](t *testing.T, got, wants []W) {
	t.Helper()
	if len(got) != len(wants) {
		t.Fatalf("got %d matches %+v, want %d %+v", len(got), got, len(wants), wants)
	}
	for i := range got {
		if got[i] != wants[i] {
			t.Errorf("match %d: got %+v, want %+v", i, got[i], wants[i])
		}
	}
}

// checkMatches checks the invariants of every match: offsets in the
// input and in order, text that parses to the Ref and error reported.
func checkMatches(t testing.TB, in, clean []byte, ms []Match, opts *ExtractOptions) {
	t.Helper()
	maxLen := DefaultMaxExtract
	if opts != nil && opts.MaxLength > 0 {
		maxLen = max(opts.MaxLength, minMaxExtract)
	}
	prev := 0
	for i, m := range ms {
		if m.Start < prev || m.End < m.Start || m.End > len(in) {
			t.Fatalf("match %d: span [%d,%d) out of order or outside input (len %d, prev end %d)", i, m.Start, m.End, len(in), prev)
		}
		prev = m.End
		if m.Err == ErrTooLong {
			if m.End-m.Start <= maxLen {
				t.Errorf("match %d: too long but %d <= %d bytes", i, m.End-m.Start, maxLen)
			}
			continue
		}
		text := m.Text(in, clean)
		if len(text) > maxLen {
			t.Errorf("match %d: %d bytes, over the limit %d", i, len(text), maxLen)
		}
		checkJSONMatch(t, i, in, clean, &m)
		var ref Ref
		var code ErrorCode
		if m.Kind == KindRequest || m.Kind == KindTarget {
			// The method is the word before the target and its space.
			k := m.Start - 1
			for k > 0 && m.Kind == KindRequest && isMethodByte(in[k-1]) {
				k--
			}
			method := ""
			if m.Kind == KindRequest {
				method = string(in[k : m.Start-1])
			}
			if m.Flags&FlagUnescaped != 0 || m.Kind == KindTarget {
				// The method may be escaped, or is the value of another
				// key: the one of the form.
				method = map[TargetForm]string{FormAuthority: "CONNECT", FormAsterisk: "OPTIONS"}[m.Form]
				if method == "" {
					method = "GET"
				}
			}
			r, form, err := ParseRequestTarget(method, text)
			if err != nil {
				// Not a URI: the target as an IRI, and the IRI's error.
				r, form, code = requestTarget[iriGrammar, iriQueryGrammar](method, string(text))
				err = codeErr(code)
				if (code == 0) != (m.Flags&FlagIRI != 0) {
					t.Errorf("match %d %s %q: flags %v, requestTarget as an IRI gives %v", i, method, text, m.Flags, code)
				}
			}
			if r != m.Ref || form != m.Form || err != nil != (m.Err != 0) || err != nil && !errors.Is(err, m.Err) {
				t.Errorf("match %d %s %q: Ref %v %v err %v, ParseRequestTarget gives %v %v %v", i, method, text, m.Ref, m.Form, m.Err, r, form, err)
			}
			checkTarget(t, method, string(text))
			continue
		}
		ref, err := Parse(text)
		iri := false
		if err != nil {
			// Not a URI: an IRI, or the IRI's error.
			ref, err = ParseIRI(text)
			iri = err == nil
		}
		if err != nil {
			code = err.(ErrorCode)
		}
		if ref != m.Ref || code != m.Err || iri != (m.Flags&FlagIRI != 0) {
			t.Errorf("match %d %q: Ref %+v err %v flags %v, Parse and ParseIRI give %+v %v, IRI %v", i, text, m.Ref, m.Err, m.Flags, ref, code, iri)
		}
	}
}

func TestExtractTooLong(t *testing.T) { eachImplementation(t, testExtractTooLong) }

func testExtractTooLong(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 300}
	long := strings.Repeat("a", 400)
	in := []byte("x http://h/" + long + ". \"/" + long + "\" \"GET /" + long + " HTTP/1.1\" http://ok/ " +
		"<http://h/" + long + "> http://h/" + strings.Repeat("b", 290) + ")")
	ms, clean := AppendExtract(nil, nil, in, opts)
	checkMatches(t, in, clean, ms, opts)
	type got struct {
		start int
		kind  MatchKind
		err   ErrorCode
	}
	var g []got
	for _, m := range ms {
		g = append(g, got{m.Start, m.Kind, m.Err})
	}
	i1 := 2
	i2 := bytes.Index(in, []byte(`"/`)) + 1
	i3 := bytes.Index(in, []byte(`GET /`)) + 4
	i4 := bytes.Index(in, []byte("http://ok/"))
	i5 := bytes.Index(in, []byte("<http")) + 1
	i6 := bytes.LastIndex(in, []byte("http://h/"))
	wantG := []got{
		{i1, KindBare, ErrTooLong},
		{i2, KindQuoted, ErrTooLong},
		{i3, KindRequest, ErrTooLong},
		{i4, KindBare, 0},
		{i5, KindBare, ErrTooLong}, // the angle form is over the limit, so it is a bare candidate
		{i6, KindBare, 0},
	}
	if len(g) != len(wantG) {
		t.Fatalf("got %+v, want %+v", g, wantG)
	}
	for i := range g {
		if g[i] != wantG[i] {
			t.Errorf("match %d: got %+v, want %+v", i, g[i], wantG[i])
		}
	}
	// A too-long bare candidate spans its whole word, punctuation included.
	if ms[0].End != i1+len("http://h/")+400+1 {
		t.Errorf("too-long end %d, want %d", ms[0].End, i1+len("http://h/")+401)
	}
}

func FuzzExtract(f *testing.F) {
	for _, tt := range extractTests {
		f.Add([]byte(tt.in), uint16(0), uint64(1))
	}
	f.Add([]byte("<http://a\n b> \"GET / HTTP/1.1\" http://x/(y)"), uint16(256), uint64(3))
	f.Add([]byte("GET /a HTTP/1.1\r\nHost: h\r\n\r\nCONNECT h:1 HTTP/1.0\nGET http://x/ HTTP/2"), uint16(256), uint64(5))
	for i, tt := range extractJSONTests {
		f.Add([]byte(tt.in), uint16(0), uint64(i)<<32|uint64(i))
	}
	for i, in := range jsonTargetSeeds {
		f.Add([]byte(in), uint16(0), uint64(i)<<32|uint64(i))
	}
	f.Fuzz(func(t *testing.T, in []byte, maxLen uint16, seed uint64) {
		// Bits 32 and 33 of seed pick the format (3 reads as FormatAuto).
		opts := &ExtractOptions{MaxLength: int(maxLen), Format: Format(seed >> 32 & 3)}
		ms, clean := AppendExtract(nil, nil, in, opts)
		checkMatches(t, in, clean, ms, opts)
		checkScanner(t, in, opts, seed)
		checkNoParse(t, in, *opts, ms, clean)
		// Bits 40 to 45 of seed pick the kinds ParseKinds lists.
		checkParseKindsOf(t, in, *opts, ms, clean, kindSet(seed>>40))
	})
}

// TestLooksLikeRef checks the prefix test of quoted text against the rule
// written with bytes.HasPrefix, on every string of up to five bytes over
// an alphabet of the bytes that matter, with and without a scheme filter.
func TestLooksLikeRef(t *testing.T) {
	model := func(e *engine, s []byte) bool {
		if j := bytes.IndexByte(s, ':'); j > 0 && j <= maxSchemeLen && isALPHAByte(s[0]) &&
			len(bytes.TrimLeftFunc(s[1:j], func(r rune) bool { return r < 0x80 && isSchemeByte(byte(r)) })) == 0 {
			return e.schemes == nil || e.listed(s[:j])
		}
		return e.schemes == nil &&
			(bytes.HasPrefix(s, []byte("/")) || bytes.HasPrefix(s, []byte("./")) || bytes.HasPrefix(s, []byte("../")))
	}
	alphabet := []byte("./a:-\"")
	for _, opts := range []*ExtractOptions{nil, {Schemes: []string{"a"}}} {
		var e engine
		e.init(opts, nil)
		e.atEOF = true // s is the whole text
		n, matched := 0, 0
		var walk func(s []byte)
		walk = func(s []byte) {
			got, want := e.looksLikeRef(s, 0) == vYes, model(&e, s)
			if got != want {
				t.Errorf("schemes %v: looksLikeRef(%q) = %v, want %v", opts != nil, s, got, want)
			}
			n++
			if got {
				matched++
			}
			if len(s) < 5 {
				for _, c := range alphabet {
					walk(append(s, c))
				}
			}
		}
		walk(nil)
		if matched == 0 || matched == n {
			t.Errorf("schemes %v: %d of %d strings look like references; the alphabet tests nothing", opts != nil, matched, n)
		}
	}
}

// TestValidMatchErr checks what the Err of a valid match says: "uri: no
// error", where it printed "uri: error 0" as if it were one (issue 33);
// a code without a meaning still prints its number.
func TestValidMatchErr(t *testing.T) {
	ms, _ := AppendExtract(nil, nil, []byte("see http://a.example/"), nil)
	if len(ms) != 1 || !ms[0].Valid() {
		t.Fatalf("matches %+v", ms)
	}
	if got := fmt.Sprint(ms[0].Err); got != "uri: no error" || ms[0].Err.Name() != "none" {
		t.Errorf("Err of a valid match prints %q, named %q; want \"uri: no error\", \"none\"", got, ms[0].Err.Name())
	}
	if c := ErrorCode(200); c.Error() != "uri: error 200" || c.Name() != "unknown" {
		t.Errorf("ErrorCode(200): %q, %q", c.Error(), c.Name())
	}
}

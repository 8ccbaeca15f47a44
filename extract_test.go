// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"
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
			{text: "example.com", kind: KindRequest, form: FormAuthority, err: ErrPort},
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
	if len(got) != len(wants) {
		t.Fatalf("got %d matches %+v, want %d %+v", len(got), got, len(wants), wants)
	}
	for i := range got {
		if got[i] != wants[i] {
			t.Errorf("match %d: got %+v, want %+v", i, got[i], wants[i])
		}
	}
	checkMatches(t, in, clean, ms, opts)
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
		var ref Ref
		var code ErrorCode
		if m.Kind == KindRequest {
			// The method is the word before the target and its space.
			k := m.Start - 1
			for k > 0 && isMethodByte(in[k-1]) {
				k--
			}
			method := string(in[k : m.Start-1])
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

// scanAll runs a Scanner over r and returns its matches with their texts.
func scanAll(t testing.TB, r io.Reader, opts *ExtractOptions) ([]Match, []string, error) {
	s := NewScanner(r, opts)
	var ms []Match
	var texts []string
	for s.Scan() {
		ms = append(ms, s.Match())
		texts = append(texts, string(s.Text()))
	}
	return ms, texts, s.Err()
}

// chunkReader returns reads of random sizes in [1, max].
type chunkReader struct {
	b   []byte
	rng *rand.Rand
	max int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.b) == 0 {
		return 0, io.EOF
	}
	n := min(1+c.rng.IntN(c.max), len(p), len(c.b))
	copy(p, c.b[:n])
	c.b = c.b[n:]
	return n, nil
}

// checkScanner checks that a Scanner over in, read in several ways, finds
// exactly what AppendExtract finds.
func checkScanner(t testing.TB, in []byte, opts *ExtractOptions, seed uint64) {
	t.Helper()
	want, clean := AppendExtract(nil, nil, in, opts)
	maxLen := DefaultMaxExtract
	if opts != nil && opts.MaxLength > 0 {
		maxLen = max(opts.MaxLength, minMaxExtract)
	}
	readers := map[string]io.Reader{
		"whole":   bytes.NewReader(in),
		"onebyte": iotest.OneByteReader(bytes.NewReader(in)),
		"half":    iotest.HalfReader(bytes.NewReader(in)),
		"random":  &chunkReader{in, rand.New(rand.NewPCG(seed, 1)), 700},
		"dataerr": iotest.DataErrReader(bytes.NewReader(in)),
	}
	if len(in) > 64<<10 {
		delete(readers, "onebyte") // slow, and the random reader covers it
	}
	for name, r := range readers {
		got, texts, err := scanAll(t, r, opts)
		if err != nil {
			t.Fatalf("%s: Err = %v", name, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: Scanner found %d matches, AppendExtract %d", name, len(got), len(want))
		}
		for i := range got {
			w := want[i]
			g := got[i]
			wt := string(w.Text(in, clean))
			if w.Err == ErrTooLong {
				wt = wt[:maxLen]
			}
			g.Clean, w.Clean = Span{}, Span{}
			if g != w || texts[i] != wt {
				t.Fatalf("%s: match %d: Scanner %+v %q, AppendExtract %+v %q", name, i, g, texts[i], w, wt)
			}
		}
	}
}

func TestScannerMatchesAppendExtract(t *testing.T) {
	eachImplementation(t, testScannerMatchesAppendExtract)
}

func testScannerMatchesAppendExtract(t *testing.T) {
	for _, tt := range extractTests {
		checkScanner(t, []byte(tt.in), tt.opts, 1)
	}
	// Long inputs with candidates across every window boundary.
	rng := rand.New(rand.NewPCG(7, 7))
	pieces := []string{
		"http://example.com/a/b?c=d#e ", "\"GET /x/y?z HTTP/1.1\" ", "<ftp://foo.example.\n com/rfc/> ",
		"\"http://q.example/\" ", "word ", "\n", "10:30:00 ", "mailto:a@b.c, ", "(http://p.example/x_(y)) ",
		"\x00\xff ", "\"CONNECT h:443 HTTP/1.1\" ", strings.Repeat("z", 300), "http://long.example/" + strings.Repeat("l", 400) + " ",
		"\"/" + strings.Repeat("q", 350) + "\" ", "<http://a.example/" + strings.Repeat("w", 280) + "\n x> ",
		"\nGET /l/m?n HTTP/1.1\r\n", "\nCONNECT h:8443 HTTP/1.1\n", "\nGET /" + strings.Repeat("r", 320) + " HTTP/1.1\n",
		"\nGET http://abs.example/ HTTP/1.0\nPOST /x HTTP/1.1", "\"GET /" + strings.Repeat("p", 320) + " HTTP/1.1\" ",
	}
	for _, opts := range []*ExtractOptions{nil, {MaxLength: 300}, {MaxLength: 256, Schemes: []string{"http", "mailto"}}} {
		var b bytes.Buffer
		for b.Len() < 400<<10 {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		checkScanner(t, b.Bytes(), opts, rng.Uint64())
	}
}

// TestScannerTooLongRequests checks too-long request-targets that end in
// the window where a too-long word pending from the previous one ends:
// each keeps its own text (the Scanner holds the prefix of one pending
// match at a time).
func TestScannerTooLongRequests(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 300}
	// The first window of a bytes.Reader is the whole buffer:
	// extractCtx + 2*(300+extractSlack) + readSize - (300+extractSlack)
	// bytes. The long word starts more than 300 bytes before its end, and
	// ends after it.
	window := extractCtx + 300 + extractSlack + readSize
	for _, at := range []int{window - 400, window - 350, window - 310} {
		var b bytes.Buffer
		b.WriteString(strings.Repeat("w", at-1) + " ")
		b.WriteString("http://long.example/" + strings.Repeat("l", 400) + " ")
		w := b.Len()
		for _, lineStart := range []bool{false, true} {
			b.Truncate(w)
			for _, c := range "pqr" {
				if lineStart && c == 'q' {
					b.WriteString("\nGET /" + strings.Repeat(string(c), 320) + " HTTP/1.1\n")
				} else {
					b.WriteString(`"GET /` + strings.Repeat(string(c), 320) + ` HTTP/1.1" `)
				}
			}
			b.WriteString("http://end.example/")
			checkScanner(t, b.Bytes(), opts, 1)
		}
	}
}

// TestScannerReset checks that a Scanner reused with Reset, in any state,
// finds what a new one finds, line numbers included.
func TestScannerReset(t *testing.T) { eachImplementation(t, testScannerReset) }

func testScannerReset(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 256}
	s := NewScanner(strings.NewReader(""), opts)
	s.CountLines('\n')
	inputs := []string{
		"<http://a.example/x\n y> \"GET /p HTTP/1.1\" http://b.example/",
		"http://long.example/" + strings.Repeat("l", 400), // ends in a skip state
		"x\ny\nhttp://c.example/ \"/" + strings.Repeat("q", 300) + "\" mailto:a@b.c",
		"",
		"\"GET /" + strings.Repeat("t", 300), // a too-long request-target at EOF
		"10:30:00 [2001:db8::1]:80 <http://d.example/\n z>",
	}
	for round := range 2 {
		for _, in := range inputs {
			fresh := NewScanner(strings.NewReader(in), opts)
			fresh.CountLines('\n')
			if round == 1 {
				// Leave matches pending, and a too-long word open.
				s.Reset(strings.NewReader(strings.Repeat("http://m.example/\n", 100) + "http://x/" + strings.Repeat("w", 200<<10)))
				for range 100 {
					s.Scan()
				}
			}
			s.Reset(iotest.HalfReader(strings.NewReader(in)))
			for {
				ok, fok := s.Scan(), fresh.Scan()
				if ok != fok {
					t.Fatalf("round %d, %.20q: Scan %v after Reset, %v on a new Scanner", round, in, ok, fok)
				}
				if !ok {
					break
				}
				if s.Match() != fresh.Match() || string(s.Text()) != string(fresh.Text()) || s.Line() != fresh.Line() {
					t.Fatalf("round %d, %.20q: after Reset %+v %q line %d, new Scanner %+v %q line %d", round, in,
						s.Match(), s.Text(), s.Line(), fresh.Match(), fresh.Text(), fresh.Line())
				}
			}
			if s.Err() != nil || s.Offset() != len(in) {
				t.Errorf("round %d, %.20q: Err %v, Offset %d", round, in, s.Err(), s.Offset())
			}
		}
	}
}

func TestScannerHugeLine(t *testing.T) { eachImplementation(t, testScannerHugeLine) }

func testScannerHugeLine(t *testing.T) {
	// A 3 MiB word holding a URI start, and a 3 MiB line of URIs: memory
	// stays bounded (the buffer never grows) and nothing is lost.
	opts := &ExtractOptions{MaxLength: 1024}
	big := []byte("start http://h/" + strings.Repeat("x", 3<<20) + " end")
	s := NewScanner(bytes.NewReader(big), opts)
	c := cap(s.buf)
	n := 0
	for s.Scan() {
		n++
		m := s.Match()
		if m.Err != ErrTooLong || m.Start != 6 || m.End != len(big)-4 || len(s.Text()) != 1024 || !bytes.HasPrefix(s.Text(), []byte("http://h/xxx")) {
			t.Errorf("match %+v text %.20q", m, s.Text())
		}
	}
	if n != 1 || cap(s.buf) != c {
		t.Errorf("%d matches, buffer grew from %d to %d", n, c, cap(s.buf))
	}
	line := bytes.Repeat([]byte("http://a.example/p "), 3<<20/19)
	got, _, err := scanAll(t, bytes.NewReader(line), opts)
	if err != nil || len(got) != 3<<20/19 {
		t.Errorf("%d matches (want %d), err %v", len(got), 3<<20/19, err)
	}
}

func TestScannerLines(t *testing.T) { eachImplementation(t, testScannerLines) }

func testScannerLines(t *testing.T) {
	in := "a\nhttp://x.example/ b\n\n<http://y.example/a\n b> \"GET /" + strings.Repeat("p", 300) + " HTTP/1.1\"\nhttp://z.example/\n"
	s := NewScanner(iotest.OneByteReader(strings.NewReader(in)), &ExtractOptions{MaxLength: 256})
	s.CountLines('\n')
	var lines []int
	for s.Scan() {
		lines = append(lines, s.Line())
		if want := strings.Count(in[:s.Match().Start], "\n") + 1; s.Line() != want {
			t.Errorf("match %q: line %d, want %d", s.Text(), s.Line(), want)
		}
	}
	if len(lines) != 4 {
		t.Errorf("lines %v, want 4 matches", lines)
	}
}

type errReader struct{ n int }

func (e *errReader) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, io.ErrUnexpectedEOF
	}
	e.n--
	return copy(p, "see http://a.example/ "), nil
}

func TestScannerError(t *testing.T) {
	ms, _, err := scanAll(t, &errReader{n: 2}, nil)
	if err != io.ErrUnexpectedEOF || len(ms) != 2 {
		t.Errorf("got %d matches, err %v; want 2 and ErrUnexpectedEOF", len(ms), err)
	}
	_, _, err = scanAll(t, iotest.ErrReader(io.ErrClosedPipe), nil)
	if err != io.ErrClosedPipe {
		t.Errorf("err %v", err)
	}
}

func FuzzExtract(f *testing.F) {
	for _, tt := range extractTests {
		f.Add([]byte(tt.in), uint16(0), uint64(1))
	}
	f.Add([]byte("<http://a\n b> \"GET / HTTP/1.1\" http://x/(y)"), uint16(256), uint64(3))
	f.Add([]byte("GET /a HTTP/1.1\r\nHost: h\r\n\r\nCONNECT h:1 HTTP/1.0\nGET http://x/ HTTP/2"), uint16(256), uint64(5))
	f.Fuzz(func(t *testing.T, in []byte, maxLen uint16, seed uint64) {
		opts := &ExtractOptions{MaxLength: int(maxLen)}
		ms, clean := AppendExtract(nil, nil, in, opts)
		checkMatches(t, in, clean, ms, opts)
		checkScanner(t, in, opts, seed)
	})
}

// TestTriggerBits checks the eight-byte test of nextTrigger against
// classTrigger: every byte value at every position, next to every other
// value (a carry or borrow must not leak into a neighbour).
func TestTriggerBits(t *testing.T) {
	for pos := range 8 {
		for c := range 256 {
			for _, fill := range []byte{0, ':' - 1, ':' + 1, '"' + 1, '<' - 1, '\n' - 1, '\n' + 1, 0x7f, 0x80, 0xff, ':', '"', '<', '\n'} {
				var w [8]byte
				for k := range w {
					w[k] = fill
				}
				w[pos] = byte(c)
				got := triggerBits(binary.LittleEndian.Uint64(w[:]))
				for k := range w {
					want := inClass(w[k], classTrigger)
					if (got>>(8*k+7))&1 == 1 != want || got&^(0x80*0x0101010101010101) != 0 {
						t.Fatalf("triggerBits(%q) = %#x: byte %d (%q) in classTrigger is %v", w[:], got, k, w[k], want)
					}
				}
			}
		}
	}
}

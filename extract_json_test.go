// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// The extractor on JSON records (issue 32): logs in the formats that
// write them, each line written here from the format's documentation,
// with the references a reader expects, unescaped, and the keys they are
// under.

// noKey is the key of a wantJSON match that is not FlagJSON: one that the
// text rules find in a line read as text.
const noKey = "\x00"

// wantJSON describes one expected match: its text, kind, key path (noKey
// when it is not in a JSON value) and error.
type wantJSON struct {
	text string
	kind MatchKind
	key  string
	err  ErrorCode
}

var extractJSONTests = []struct {
	name string
	in   string
	opts *ExtractOptions
	want []wantJSON
}{
	{
		// Caddy's access log: the request, its headers as arrays of
		// strings, the response headers (a redirect's Location).
		name: "caddy",
		in: `{"level":"info","ts":1732085100.5241024,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"203.0.113.7","remote_port":"41342","client_ip":"203.0.113.7","proto":"HTTP/2.0","method":"GET","host":"example.org","uri":"/search/?q=caddy&lang=en","headers":{"User-Agent":["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"],"Referer":["https://www.example.com/start?x=1"],"Accept":["*/*"]},"tls":{"resumed":false,"version":772,"cipher_suite":4865,"proto":"h2","server_name":"example.org"}},"bytes_read":0,"user_id":"","duration":0.000929675,"size":10900,"status":200,"resp_headers":{"Server":["Caddy"],"Content-Type":["text/html; charset=utf-8"]}}` + "\n" +
			`{"level":"info","ts":1732085101.25,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"2001:db8::1","remote_port":"50001","client_ip":"2001:db8::1","proto":"HTTP/1.1","method":"GET","host":"example.org","uri":"/old?q=\"x\"","headers":{"Referer":[]}},"bytes_read":0,"user_id":"","duration":0.0001,"size":0,"status":308,"resp_headers":{"Location":["/new?q=%22x%22"],"Server":["Caddy"]}}` + "\n",
		want: []wantJSON{
			{"/search/?q=caddy&lang=en", KindTarget, "request.uri", 0},
			{"https://www.example.com/start?x=1", KindValue, "request.headers.Referer", 0},
			{`/old?q="x"`, KindTarget, "request.uri", ErrQuery},
			{"/new?q=%22x%22", KindValue, "resp_headers.Location", 0},
		},
	},
	{
		// Envoy's json_format with its command operators: every value a
		// string, "-" for an absent header.
		name: "envoy",
		in: `{"start_time":"2026-11-20T06:25:00.000Z","method":"POST","path":"/api/v2/login?next=%2Fhome","protocol":"HTTP/1.1","response_code":"302","response_flags":"-","bytes_received":"120","bytes_sent":"0","duration":"3","upstream_service_time":"2","x_forwarded_for":"198.51.100.23","user_agent":"curl/8.5.0","request_id":"8a7b4c2e-1f3d-4e5a-9b6c-0d1e2f3a4b5c","authority":"api.example.com","upstream_host":"10.0.0.5:9000","referer":"https://app.example.com/login"}` + "\n" +
			`{"start_time":"2026-11-20T06:25:01.000Z","method":"CONNECT","path":"-","protocol":"HTTP/1.1","response_code":"200","authority":"db.example.com:5432","upstream_host":"10.0.0.6:5432","referer":"-"}` + "\n",
		want: []wantJSON{
			{"/api/v2/login?next=%2Fhome", KindTarget, "path", 0},
			{"https://app.example.com/login", KindValue, "referer", 0},
		},
	},
	{
		// nginx with escape=json: '"' and '\\' escaped, controls as
		// \u00XX; the request line in "request", the referer "-".
		name: "nginx escape=json",
		in: `{"time_local":"20/Nov/2026:06:25:00 +0000","remote_addr":"192.0.2.44","remote_user":"","request":"GET /search?q=\"quoted\"&x=1 HTTP/1.1","status":"400","body_bytes_sent":"157","request_time":"0.000","http_referrer":"-","http_user_agent":"Googlebot/2.1 (+http://www.google.com/bot.html)","request_uri":"/search?q=\"quoted\"&x=1"}` + "\n" +
			`{"time_local":"20/Nov/2026:06:25:01 +0000","remote_addr":"192.0.2.44","request":"OPTIONS * HTTP/1.1","status":"204","http_referrer":"https://www.example.com/\u00e9t\u00e9","request_uri":"*"}` + "\n",
		want: []wantJSON{
			{`/search?q="quoted"&x=1`, KindRequest, "request", ErrQuery},
			{"http://www.google.com/bot.html", KindBare, "http_user_agent", 0},
			{`/search?q="quoted"&x=1`, KindTarget, "request_uri", ErrQuery},
			{"*", KindRequest, "request", 0},
			{"https://www.example.com/été", KindValue, "http_referrer", 0},
			{"*", KindTarget, "request_uri", 0},
		},
	},
	{
		// nginx's default escaping: \xHH for '"', '\\', the controls and
		// every byte above 0x7e, UTF-8 included. The request-target
		// holds a space, so it is the whole field, and invalid.
		name: "nginx default escaping",
		in:   `{"remote_addr":"10.1.2.3","request":"GET /caf\xC3\xA9?q=\x22a b\x22 HTTP/1.1","status":"200","http_referer":"http://www.example.com/\xE2\x82\xAC","http_user_agent":"curl/8.5.0"}` + "\n",
		want: []wantJSON{
			{`/café?q="a b"`, KindRequest, "request", ErrQuery},
			{"http://www.example.com/€", KindValue, "http_referer", 0},
		},
	},
	{
		// Logstash's JSON output, which escapes "/": a combined log line
		// in "message", and ECS fields (url.original is no key that
		// names a URL; url.path is).
		name: "logstash",
		in:   `{"@timestamp":"2026-11-20T06:25:00.000Z","@version":"1","message":"203.0.113.7 - - [20\/Nov\/2026:06:25:00 +0000] \"GET \/index.html?a=1 HTTP\/1.1\" 200 512 \"https:\/\/www.example.com\/\" \"curl\/8.5.0\"","host":{"name":"web-1"},"url":{"original":"\/index.html?a=1","path":"\/index.html"},"http":{"request":{"referrer":"https:\/\/www.example.com\/"}}}` + "\n",
		want: []wantJSON{
			{"/index.html?a=1", KindRequest, "message", 0},
			{"https://www.example.com/", KindQuoted, "message", 0},
			{"/index.html", KindValue, "url.path", 0},
			{"https://www.example.com/", KindValue, "http.request.referrer", 0},
		},
	},
	{
		// Go's encoding/json escapes '<', '>' and '&' as \u003c,
		// \u003e and \u0026; log/slog writes through it.
		name: "go encoding/json",
		in:   `{"time":"2026-11-20T06:25:00Z","level":"INFO","msg":"redirecting to \u003chttps://example.com/next?a=1\u0026b=2\u003e","location":"https://example.com/next?a=1\u0026b=2","callback_url":"https://cb.example/hook?id=7\u0026sig=abc","requestURL":"/v1/items?limit=10\u0026offset=20","host":"h","method":"GET"}` + "\n",
		want: []wantJSON{
			{"https://example.com/next?a=1&b=2", KindAngle, "msg", 0},
			{"https://example.com/next?a=1&b=2", KindValue, "location", 0},
			{"https://cb.example/hook?id=7&sig=abc", KindValue, "callback_url", 0},
			{"/v1/items?limit=10&offset=20", KindValue, "requestURL", 0},
		},
	},
	{
		// CloudTrail: records nested in an array of objects; ARNs, which
		// have a scheme-like prefix, are not references.
		name: "cloudtrail",
		in:   `{"Records":[{"eventVersion":"1.08","userIdentity":{"type":"IAMUser","arn":"arn:aws:iam::123456789012:user/alice"},"eventTime":"2026-11-20T06:25:00Z","eventSource":"sns.amazonaws.com","eventName":"Subscribe","awsRegion":"us-east-1","sourceIPAddress":"198.51.100.23","userAgent":"aws-cli/2.15.0","requestParameters":{"topicArn":"arn:aws:sns:us-east-1:123456789012:alerts","protocol":"https","endpoint":"https://hooks.example.com/sns?token=abc","returnSubscriptionArn":false},"responseElements":{"subscriptionArn":"pending confirmation"},"resources":[{"ARN":"arn:aws:sns:us-east-1:123456789012:alerts"}],"tlsDetails":{"tlsVersion":"TLSv1.2","clientProvidedHostHeader":"sns.us-east-1.amazonaws.com"}},{"eventName":"CreateWebhook","requestParameters":{"name":"ci","callbackURL":"https:\/\/cb.example\/x?y=1"},"responseElements":null}]}` + "\n",
		want: []wantJSON{
			{"https://hooks.example.com/sns?token=abc", KindBare, "Records.requestParameters.endpoint", 0},
			{"https://cb.example/x?y=1", KindValue, "Records.requestParameters.callbackURL", 0},
		},
	},
	{
		// An array of URLs: each string, in nested arrays too; "-", "",
		// null and numbers are none. Under another key, the text rules.
		name: "array of URLs",
		in:   `{"client_id":"app","redirect_uris":["https://a.example/1","-","","http://b.example/2",null,42,["ftp://c.example/3"],{"note":"x"}],"tags":["http://t.example/","web"]}` + "\n",
		want: []wantJSON{
			{"https://a.example/1", KindValue, "redirect_uris", 0},
			{"http://b.example/2", KindValue, "redirect_uris", 0},
			{"ftp://c.example/3", KindValue, "redirect_uris", 0},
			{"http://t.example/", KindBare, "tags", 0},
		},
	},
	{
		// A record cut short is read as text: the quoted "/a?b=1" is a
		// reference there, the key "uri" is not, and the referer that
		// has no closing quote and holds "\/" is nothing.
		name: "cut short",
		in:   `{"level":"info","request":{"uri":"/a?b=1","headers":{"Referer":["https:\/\/r.example\/p` + "\n" + `{"uri":"/next"}`,
		want: []wantJSON{
			{"/a?b=1", KindQuoted, noKey, 0},
			{"/next", KindValue, "uri", 0},
		},
	},
	{
		// The same with FormatJSON: JSON as far as it goes, the value
		// cut short and what follows it read as text.
		name: "cut short, FormatJSON",
		in:   `{"level":"info","request":{"uri":"/a?b=1","headers":{"Referer":["https://r.example/p` + "\n",
		opts: &ExtractOptions{Format: FormatJSON},
		want: []wantJSON{
			{"/a?b=1", KindTarget, "request.uri", 0},
			{"https://r.example/p", KindBare, noKey, 0},
		},
	},
	{
		// An AWS Application Load Balancer line is text: the request in
		// absolute form, and the redirect's URL in quotes.
		name: "alb",
		in:   `https 2026-11-20T06:25:00.186641Z app/my-alb/50dc6c495c0c9188 192.0.2.44:2817 - 0.000 0.001 0.000 301 - 34 366 "GET https://www.example.com:443/old?x=1 HTTP/1.1" "curl/8.5.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-2:123456789012:targetgroup/my-targets/73e2d6bc24d8a067 "Root=1-58337364-23a8c76965a2ef7629b185e3" "www.example.com" "arn:aws:acm:us-east-2:123456789012:certificate/12345678-1234-1234-1234-123456789012" 0 2026-11-20T06:25:00.185000Z "redirect" "https://www.example.com:443/new?x=1" "-" "-" "-" "-" "-"` + "\n",
		want: []wantJSON{
			{"https://www.example.com:443/old?x=1", KindRequest, noKey, 0},
			// Quoted text that begins with a scheme is a reference: an
			// ARN is a URI.
			{"arn:aws:acm:us-east-2:123456789012:certificate/12345678-1234-1234-1234-123456789012", KindQuoted, noKey, 0},
			{"https://www.example.com:443/new?x=1", KindQuoted, noKey, 0},
		},
	},
	{
		// Text and JSON lines mixed, blanks before a record and between
		// its tokens, CRLF line ends.
		name: "mixed",
		in: "GET /dump HTTP/1.1\r\n  \t{ \"url\" : \"http://a.example/\" , \"n\" : [ ] , \"o\" : { } }\r\n" +
			"see http://b.example/ {\"url\":\"http://not.json/\"}\n{}\n[\"http://c.example/\"]\n",
		want: []wantJSON{
			{"/dump", KindRequest, noKey, 0},
			{"http://a.example/", KindValue, "url", 0},
			{"http://b.example/", KindBare, noKey, 0},
			{"http://not.json/", KindQuoted, noKey, 0},
			{"http://c.example/", KindQuoted, noKey, 0},
		},
	},
	{
		// FormatJSON reads a line that is an array; a string outside
		// any object has an empty key path.
		name: "array line, FormatJSON",
		in:   "[\"see http://c.example/\", {\"url\":\"/x\"}]\n",
		opts: &ExtractOptions{Format: FormatJSON},
		want: []wantJSON{
			{"http://c.example/", KindBare, "", 0},
			{"/x", KindValue, "url", 0},
		},
	},
	{
		name: "FormatText",
		in:   `{"url":"http://a.example/x","ref":"https:\/\/b"}` + "\n",
		opts: &ExtractOptions{Format: FormatText},
		want: []wantJSON{
			{"http://a.example/x", KindQuoted, noKey, 0},
			{`https:\/\/b`, KindQuoted, noKey, ErrPath}, // as issue 32 found it
		},
	},
	{
		// JSONKeys replaces the list: "original" names a URL, "uri"
		// no longer does (its value is read as text, and holds none);
		// "*link" matches any key that ends with "link", in any case.
		name: "JSONKeys",
		in:   `{"uri":"/a","url":{"original":"\/b?c=d"},"selfLink":"/e","msg":"at http://f.example/"}` + "\n",
		opts: &ExtractOptions{JSONKeys: []string{"original", "*LINK", ""}},
		want: []wantJSON{
			{"/b?c=d", KindValue, "url.original", 0},
			{"/e", KindValue, "selfLink", 0},
			{"http://f.example/", KindBare, "msg", 0},
		},
	},
	{
		// No key names a URL: only the text rules.
		name: "JSONKeys empty",
		in:   `{"uri":"/a","url":"http://b.example/"}` + "\n",
		opts: &ExtractOptions{JSONKeys: []string{}},
		want: []wantJSON{
			{"http://b.example/", KindBare, "url", 0},
		},
	},
	{
		// Escapes: surrogate pairs, a lone surrogate (U+FFFD), \u0000,
		// and an escaped key; a value whose escape lies outside the
		// reference found in it gives the text of the input.
		name: "escapes",
		in:   `{"u\u0072l":"https://e.example/\ud83d\ude00?\u00e9","href":"https://e.example/\ud800x","msg":"http://plain.example/ \u00e9"}` + "\n",
		want: []wantJSON{
			{"https://e.example/😀?é", KindValue, "url", 0},
			{"https://e.example/\uFFFDx", KindValue, "href", ErrPath},
			{"http://plain.example/", KindBare, "msg", 0},
		},
	},
	{
		// Not JSON, read as text: a bad number, a missing comma, a bad
		// escape, something after the object, two objects, a control
		// byte in a string.
		name: "not JSON",
		in: `{"url":01,"a":"http://a.example/1"}` + "\n" + `{"url":"http://a.example/2" "b":1}` + "\n" +
			`{"url":"\q http://a.example/3"}` + "\n" + `{"url":"/4"} x` + "\n" + `{"url":"/5"}{"url":"/6"}` + "\n" +
			"{\"url\":\"http://a.example/7\tx\"}\n",
		want: []wantJSON{
			{"http://a.example/1", KindQuoted, noKey, 0},
			{"http://a.example/2", KindQuoted, noKey, 0},
			{"http://a.example/3", KindBare, noKey, 0},
			{"/4", KindQuoted, noKey, 0},
			{"/5", KindQuoted, noKey, 0},
			{"/6", KindQuoted, noKey, 0},
			{"http://a.example/7", KindBare, noKey, 0},
		},
	},
	{
		name: "scheme filter",
		in:   `{"uri":"/a","url":"ftp://b.example/","referer":"https://c.example/","msg":"ftp://d.example/ https://e.example/"}` + "\n",
		opts: &ExtractOptions{Schemes: []string{"https"}},
		want: []wantJSON{
			{"https://c.example/", KindValue, "referer", 0},
			{"https://e.example/", KindBare, "msg", 0},
		},
	},
}

func TestExtractJSON(t *testing.T) { eachImplementation(t, testExtractJSON) }

func testExtractJSON(t *testing.T) {
	for _, tt := range extractJSONTests {
		t.Run(tt.name, func(t *testing.T) {
			in := []byte(tt.in)
			checkExtractJSON(t, in, tt.opts, tt.want)
			checkScanner(t, in, tt.opts, 1)
			opts := ExtractOptions{}
			if tt.opts != nil {
				opts = *tt.opts
			}
			ms, clean := AppendExtract(nil, nil, in, &opts)
			checkNoParse(t, in, opts, ms, clean)
		})
	}
}

// checkExtractJSON checks the matches AppendExtract finds in in against
// wants, and their invariants.
func checkExtractJSON(t *testing.T, in []byte, opts *ExtractOptions, wants []wantJSON) {
	t.Helper()
	ms, clean := AppendExtract(nil, nil, in, opts)
	var got []wantJSON
	for _, m := range ms {
		key := noKey
		if m.Flags&FlagJSON != 0 {
			key = string(m.KeyPath(clean))
		}
		got = append(got, wantJSON{string(m.Text(in, clean)), m.Kind, key, m.Err})
	}
	checkWants(t, got, wants)
	checkMatches(t, in, clean, ms, opts)
}

// checkJSONMatch checks the invariants of the JSON flags of match i of
// in: its raw text unescapes to its text (less the white space of a
// cleaned one), which is a slice of the input unless it has
// FlagUnescaped; a value has FlagJSON, a FlagJSON match a key path.
func checkJSONMatch(t testing.TB, i int, in, clean []byte, m *Match) {
	t.Helper()
	switch {
	case m.Flags&FlagJSON == 0 && (m.Kind == KindValue || m.Flags&FlagUnescaped != 0 || m.KeyPath(clean) != nil):
		t.Fatalf("match %d: kind %v, flags %v, key %q without FlagJSON", i, m.Kind, m.Flags, m.KeyPath(clean))
	case m.Flags&FlagJSON == 0:
		return
	case m.KeyPath(clean) == nil:
		t.Fatalf("match %d: key span %v outside clean (%d bytes)", i, m.Key, len(clean))
	}
	raw := in[m.Start:m.End]
	u := appendJSONUnescape(nil, raw)
	if m.Flags&FlagCleaned != 0 {
		u = bytes.Join(bytes.FieldsFunc(u, func(r rune) bool { return r < 0x80 && inClass(byte(r), classSpace) }), nil)
	}
	text := m.Text(in, clean)
	if !bytes.Equal(u, text) {
		t.Fatalf("match %d %q: the raw text %q unescapes to %q", i, text, raw, u)
	}
	if unescaped := m.Flags&(FlagUnescaped|FlagCleaned) != 0; unescaped == bytes.Equal(raw, text) {
		t.Fatalf("match %d %q: flags %v, raw text %q", i, text, m.Flags, raw)
	}
}

// TestJSONUnescape checks appendJSONUnescape and jsonEscLen on each
// escape, and the map of offsets back to the raw text on every offset.
func TestJSONUnescape(t *testing.T) {
	for _, c := range []struct{ raw, want string }{
		{``, ``},
		{`plain`, `plain`},
		{`\"\\\/\b\f\n\r\t`, "\"\\/\b\f\n\r\t"},
		{`a\u0026b\u003Cc\u003e`, "a&b<c>"},
		{`\u00e9\u20AC\ud83d\ude00`, "é€😀"},
		{`\ud83d`, "\uFFFD"},
		{`\ud83dx`, "\uFFFDx"},
		{`\ude00\ud83d`, "\uFFFD\uFFFD"},
		{`\ud83d\u0041`, "\uFFFDA"},
		{`\u0000`, "\x00"},
		{`\x22\xC3\xA9\xff`, "\"é\xff"},
		{`\q\u12\x1`, `\q\u12\x1`}, // not escapes: kept
		{`\`, `\`},
	} {
		got := appendJSONUnescape([]byte("x"), []byte(c.raw))
		if string(got) != "x"+c.want {
			t.Errorf("appendJSONUnescape(%q) = %q, want %q", c.raw, got[1:], c.want)
		}
		checkRawMap(t, []byte(c.raw))
	}
	for _, c := range []struct {
		s     string
		n     int
		short bool
	}{
		{`\`, 0, true}, {`\n`, 2, false}, {`\q`, 0, false}, {`\u`, 0, true}, {`\u00`, 0, true},
		{`\u00e9`, 6, false}, {`\u00g9`, 0, false}, {`\x`, 0, true}, {`\x4`, 0, true}, {`\x41`, 4, false},
		{`\xg1`, 0, false}, {`\u12345`, 6, false},
	} {
		if n, short := jsonEscLen([]byte(c.s)); n != c.n || short != c.short {
			t.Errorf("jsonEscLen(%q) = %d, %v; want %d, %v", c.s, n, short, c.n, c.short)
		}
	}
}

// checkRawMap checks jsonRawMap on raw at every offset of its unescaped
// text where a character starts: the raw text up to the offset it gives
// unescapes to the text up to that offset.
func checkRawMap(t testing.TB, raw []byte) {
	t.Helper()
	u := appendJSONUnescape(nil, raw)
	m := jsonRawMap{raw: raw, bs: -1}
	for off := 0; off <= len(u); off++ {
		if off < len(u) && u[off]&0xC0 == 0x80 && !bytes.Equal(u, raw) {
			continue // within a character an escape wrote
		}
		r := m.at(off)
		if got := appendJSONUnescape(nil, raw[:r]); !bytes.Equal(got, u[:off]) {
			t.Fatalf("%q: offset %d maps to %d, whose prefix %q unescapes to %q, want %q", raw, off, r, raw[:r], got, u[:off])
		}
	}
}

// TestExtractJSONLimits checks the records the limits cut: a record
// longer than the maximum length, read as JSON over that many bytes and as
// text from the value across the limit on; nesting deeper than jsonDepth,
// read as text; a key path cut after maxKeyPath bytes.
func TestExtractJSONLimits(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 256}
	pad := strings.Repeat("p", 200)
	long := `{"uri":"/a","pad":"` + pad + `","url":"http://across.example/` + pad + `","x":"http://after.example/"}`
	checkExtractJSON(t, []byte(long+"\n"+`{"uri":"/b"}`), opts, []wantJSON{
		{"/a", KindValue, "uri", 0},
		{"http://across.example/" + pad, KindQuoted, noKey, 0},
		{"http://after.example/", KindQuoted, noKey, 0},
		{"/b", KindValue, "uri", 0},
	})
	deep := func(n int) string {
		return strings.Repeat(`{"a":[`, n) + `"http://deep.example/"` + strings.Repeat(`]}`, n)
	}
	path := strings.TrimSuffix(strings.Repeat("a.", jsonDepth/2), ".")
	path = path[:min(len(path), maxKeyPath-1)] // "a.a" ... cut after a key
	checkExtractJSON(t, []byte(deep(jsonDepth/2)), nil, []wantJSON{{"http://deep.example/", KindBare, path, 0}})
	checkExtractJSON(t, []byte(deep(jsonDepth/2+1)), nil, []wantJSON{{"http://deep.example/", KindQuoted, noKey, 0}})
	key := strings.Repeat("k", maxKeyPath*3/4)
	in := `{"` + key + `":{"` + key + `é":{"url":"/x"}}}`
	wantKey := key + "." + key[:maxKeyPath-len(key)-1]
	checkExtractJSON(t, []byte(in), nil, []wantJSON{{"/x", KindValue, wantKey, 0}})
	// A cut character: the path ends before it.
	in = `{"` + key + `":{"` + key[:maxKeyPath-len(key)-2] + `é":{"url":"/x"}}}`
	checkExtractJSON(t, []byte(in), nil, []wantJSON{{"/x", KindValue, key + "." + key[:maxKeyPath-len(key)-2], 0}})
}

// TestFormatText checks the text forms of Format.
func TestFormatText(t *testing.T) {
	for _, f := range []Format{FormatAuto, FormatText, FormatJSON} {
		b, err := f.MarshalText()
		var back Format
		if err != nil || back.UnmarshalText(b) != nil || back != f || f.String() != string(b) {
			t.Errorf("%v: MarshalText %q %v, back %v", f, b, err, back)
		}
	}
	var f Format
	if err := f.UnmarshalText([]byte("yaml")); err == nil || !strings.Contains(err.Error(), `"auto" or "text" or "json"`) {
		t.Errorf("UnmarshalText(yaml): %v", err)
	}
	if s := Format(7).String(); s != "Format(7)" {
		t.Errorf("Format(7).String() = %q", s)
	}
	if k := DefaultJSONKeys(); len(k) == 0 || &k[0] == &defaultJSONKeys[0] {
		t.Errorf("DefaultJSONKeys returns %v, not a copy", k)
	}
}

// TestDefaultURLKey checks the test of the default keys against the
// general one, on the names in several cases, near misses, and every key
// of up to four bytes over an alphabet of the bytes that matter.
func TestDefaultURLKey(t *testing.T) {
	var fast, slow engine
	fast.init(nil, nil)
	slow.init(&ExtractOptions{JSONKeys: append([]string(nil), defaultJSONKeys...)}, nil)
	keys := []string{"", "requestURL", "callback_url", "redirect_uris", "URLS", "Href", "hrefs", "PATH", "paths",
		"Location", "locations", "REFERER", "referrers", "HTTP_Referer", "http_referrer", "http_referrers", "request_uri",
		"redirect_uri", "curl", "uri_", "ur", "rl", "url\x00", "\u00e9url"}
	var walk func(k string)
	walk = func(k string) {
		keys = append(keys, k)
		if len(k) < 4 {
			for _, c := range "uUrRlLiIsS_h" {
				walk(k + string(c))
			}
		}
	}
	walk("")
	matched := 0
	for _, k := range keys {
		got, want := fast.urlKey([]byte(k)), slow.urlKey([]byte(k))
		if got != want {
			t.Errorf("urlKey(%q) = %v with the default keys, %v with their list", k, got, want)
		}
		if got {
			matched++
		}
	}
	if matched == 0 || matched == len(keys) {
		t.Errorf("%d of %d keys match: the keys test nothing", matched, len(keys))
	}
}

// TestJSONWords checks the word-at-a-time searches of JSON records
// against byte-at-a-time ones, on random bytes drawn from those that
// matter, at every length up to 40 and every offset of a window: the
// first control (indexControl), ':' or '<' (hasColonOrLess), and the
// bytes of the map of '"', '\\' and the controls (jsonMapFrom and
// nextJSONSpecial), which may mark other bytes too, never miss one.
func TestJSONWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 7))
	alphabet := []byte("\"\\:<\x00\x1f !#]aé\x7f\xff")
	for n := 0; n < 2000; n++ {
		w := make([]byte, 1+rng.IntN(40))
		for i := range w {
			w[i] = alphabet[rng.IntN(len(alphabet))]
			if rng.IntN(3) == 0 {
				w[i] = 'x'
			}
		}
		for i := 0; i <= len(w); i++ {
			s := w[i:]
			want := len(s)
			for j, c := range s {
				if c < ' ' {
					want = j
					break
				}
			}
			if got := indexControl(s); got != want {
				t.Fatalf("indexControl(%q) = %d, want %d", s, got, want)
			}
			if got, want := hasColonOrLess(s), bytes.ContainsAny(s, ":<"); got != want {
				t.Fatalf("hasColonOrLess(%q) = %v, want %v", s, got, want)
			}
			var e engine
			for j := i; j <= len(w); j++ {
				want := len(w)
				for k := j; k < len(w); k++ {
					if c := w[k]; c == '"' || c == '\\' || c < ' ' {
						want = k
						break
					}
				}
				// Never past a byte that ends a run of text; before it,
				// only at a byte that jsonString passes over.
				if got := e.nextJSONSpecial(w, j, len(w)); got > want || got < j {
					t.Fatalf("nextJSONSpecial(%q, %d) = %d, want %d (or a byte marked before it)", w, j, got, want)
				}
			}
		}
	}
}

// TestValueAsText runs checkValueAsText on the inputs of the extraction
// tests (those that a JSON string can hold as they are, line by line)
// and on values made to test the first look at colons and '<'.
func TestValueAsText(t *testing.T) {
	values := []string{"a:", "a:/", "a:x", "a://", "x a://b", "mailto:a", "urn:x:y", "10:30", "rv:128.0) http://h/",
		"<", "<a", "<a:b>", "<1:x>", "< a:b>", "<URL:http://h/>", "GET /x HTTP/1.1", "http:", "http:/", "a:b:c://d"}
	for _, tt := range extractTests {
		values = append(values, strings.Split(tt.in, "\n")...)
	}
	for _, v := range values {
		checkValueAsText(t, []byte(v))
	}
}

// TestJSONPlainOrNot checks that the two ways of reading strings, of a
// record without backslashes and controls (plainString) and of another
// (jsonString), find the same: each record of the tests, a plain one
// made not, by a value "\u0041" added after its first "{".
func TestJSONPlainOrNot(t *testing.T) {
	n := 0
	for _, tt := range extractJSONTests {
		for _, line := range strings.SplitAfter(tt.in, "\n") {
			if !strings.HasPrefix(line, "{") || strings.ContainsAny(line, "\\\t\r") {
				continue
			}
			plain := []byte(line)
			escaped := []byte(`{"zz":"\u0041",` + line[1:])
			pm, pc := AppendExtract(nil, nil, plain, tt.opts)
			em, ec := AppendExtract(nil, nil, escaped, tt.opts)
			shift := len(escaped) - len(plain)
			if len(pm) != len(em) {
				t.Fatalf("%q: %d matches, %d with an escape", line, len(pm), len(em))
			}
			for i := range pm {
				p, e := pm[i], em[i]
				if p.Flags&FlagJSON == 0 {
					continue // the line is read as text, and the other is not its twin
				}
				if p.Start+shift != e.Start || p.End+shift != e.End || string(p.Text(plain, pc)) != string(e.Text(escaped, ec)) ||
					string(p.KeyPath(pc)) != string(e.KeyPath(ec)) || p.Kind != e.Kind || p.Err != e.Err {
					t.Fatalf("%q: match %d %+v, with an escape %+v", line, i, p, e)
				}
				n++
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d matches compared", n)
	}
}

// checkValueAsText checks that the text rules find in a string value of
// a JSON record, one without escapes, what they find in its text as an
// input of its own: the value is read in place, with a first look at its
// colons (plainString) that must not pass over one the rules would take.
func checkValueAsText(t *testing.T, v []byte) {
	t.Helper()
	if bytes.ContainsAny(v, "\"\\") || bytes.ContainsFunc(v, func(r rune) bool { return r < ' ' }) {
		return
	}
	in := []byte(`{"msg":"` + string(v) + `","n":1}`)
	got, gclean := AppendExtract(nil, nil, in, nil)
	want, wclean := AppendExtract(nil, nil, v, &ExtractOptions{Format: FormatText})
	if len(got) != len(want) {
		t.Fatalf("%q: %d matches in a JSON value, %d in the text alone", v, len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Start != w.Start+len(`{"msg":"`) || g.End != w.End+len(`{"msg":"`) || g.Kind != w.Kind || g.Err != w.Err ||
			string(g.Text(in, gclean)) != string(w.Text(v, wclean)) {
			t.Fatalf("%q: match %d %+v in a JSON value, %+v in the text alone", v, i, g, w)
		}
	}
}

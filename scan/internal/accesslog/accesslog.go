// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package accesslog generates synthetic web server access logs in the
// combined log format, or as JSON lines as nginx writes them, for the
// sample log of the repository and for the extractor's benchmarks. The
// output depends only on the options.
package accesslog

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"time"
)

var (
	ipv4 = []string{"203.0.113.7", "198.51.100.23", "192.0.2.44", "10.1.2.3", "172.16.0.9", "127.0.0.1"}
	ipv6 = []string{"2001:db8::1", "2001:db8:85a3::8a2e:370:7334", "::1", "fe80::1ff:fe23:4567:890a"}
	// Request targets: valid ones in the four forms, and invalid ones as
	// real logs hold them (scanners, broken clients, XSS probes).
	targets = []struct{ method, target string }{
		{"GET", "/"}, {"GET", "/index.html"}, {"GET", "/static/css/site.css?v=3.2.1"},
		{"GET", "/api/v2/users/1842/orders?limit=50&offset=100&sort=-created_at"},
		{"POST", "/api/v2/login"}, {"GET", "/search?q=rfc+3986&lang=en#results"},
		{"GET", "/images/logo%20big.png"}, {"HEAD", "/robots.txt"}, {"GET", "/wiki/Go_(programming_language)"},
		{"GET", "/a/b/../c/./d;p=1?x=%E2%82%AC"}, {"PUT", "/dav/~alice/notes.txt"},
		{"GET", "http://proxy.example.net:8080/path?x=1"}, {"CONNECT", "www.example.com:443"},
		{"CONNECT", "[2001:db8::7]:8443"}, {"OPTIONS", "*"}, {"DELETE", "/api/v2/items/77"},
		{"GET", "/search?q=<script>alert(1)</script>"}, {"GET", "/%zz/bad-escape"},
		{"GET", "/cgi-bin/test.cgi?a=b|c"}, {"GET", `/quote\"inside`}, {"GET", "/über/straße"},
		{"GET", "/..%2f..%2fetc/passwd"}, {"GET", "/{template}/x"}, {"GET", "//double//slash"},
	}
	referers = []string{
		"-", "https://www.example.com/", "https://www.google.com/search?q=uri+scanner",
		"http://[2001:db8::1]:8080/admin?x=1", "https://example.org/a%20b/c?d=e#frag",
		"android-app://com.example.app", "http://bad host/", "https://example.com/%E0%A4%A",
		"/relative/referer", "https://user:pw@example.net:8443/p",
	}
	agents = []string{
		"Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
		"curl/8.5.0", "Go-http-client/1.1", "Googlebot/2.1 (+http://www.google.com/bot.html)", "-",
	}
	statuses = []int{200, 200, 200, 200, 301, 304, 400, 403, 404, 500}
	// Free-text lines, as application logs interleave them.
	texts = []string{
		"upstream timed out while reading response header from upstream, upstream: \"http://10.0.0.5:9000/api/v2/login\"",
		"see <https://www.rfc-editor.org/rfc/rfc3986.html#appendix-C> for the delimiting rules.",
		"redirect loop detected: https://a.example/x -> https://b.example/y -> https://a.example/x.",
		"config reloaded (docs: https://example.com/docs/config_(v2)), 3 warnings",
		"mail the admin at mailto:ops@example.com, or page via tel:+1-201-555-0123!",
		"Binary junk \x00\x01\xff\xfe follows: \x9b[31m ok",
		"cache miss for key user:1842 at 12:30:01; backend ftp://files.example.com/pub/ is slow",
	}
)

// Write writes about size bytes (at least one line) of log to w: combined
// format lines, and when text is set a free-text line now and then.
func Write(w io.Writer, size int64, seed uint64, text bool) error {
	return WriteLog(w, Options{Bytes: size, Seed: seed, Text: text})
}

// Options says what WriteLog writes.
type Options struct {
	Bytes int64  // write lines until at least this many bytes (0: no limit)
	Lines int64  // write at most this many lines (0: no limit)
	Seed  uint64 // the seed of the random choices
	Text  bool   // mix free-text lines in
	// JSON writes each line as a JSON object, as nginx writes it with
	// log_format ... escape=json: the fields of the combined format under
	// their nginx names (the request line in "request", the referer in
	// "http_referer"), a free-text line as {"time", "level", "msg"}. The
	// lines are those that the combined format would hold with the same
	// options, each field's text the JSON string's value, so that the
	// extractor finds the same references in both logs.
	JSON bool
}

// WriteLog writes a log to w as o says, at least one line.
func WriteLog(w io.Writer, o Options) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	rng := rand.New(rand.NewPCG(o.Seed, o.Seed^0x9e3779b97f4a7c15))
	t := time.Date(2026, 11, 20, 6, 25, 0, 0, time.UTC)
	var n, lines int64
	var line []byte
	for (o.Bytes == 0 || n < o.Bytes || n == 0) && (o.Lines == 0 || lines < o.Lines) {
		line = line[:0]
		if o.Text && rng.IntN(12) == 0 {
			stamp, msg := t.Format("2006/01/02 15:04:05"), texts[rng.IntN(len(texts))]
			if o.JSON {
				line = append(line, `{"time":`...)
				line = appendJSON(line, stamp)
				line = append(line, `,"level":"warn","msg":`...)
				line = appendJSON(line, msg)
				line = append(line, '}')
			} else {
				line = append(line, stamp...)
				line = append(line, " [warn] "...)
				line = append(line, msg...)
			}
		} else {
			ip := ipv4[rng.IntN(len(ipv4))]
			if rng.IntN(5) == 0 {
				ip = ipv6[rng.IntN(len(ipv6))]
			}
			user := "-"
			if rng.IntN(20) == 0 {
				user = "frank"
			}
			tg := targets[rng.IntN(len(targets))]
			proto := "HTTP/1.1"
			if rng.IntN(4) == 0 {
				proto = "HTTP/2.0"
			}
			status, size := statuses[rng.IntN(len(statuses))], rng.IntN(50000)
			referer, agent := referers[rng.IntN(len(referers))], agents[rng.IntN(len(agents))]
			stamp := t.Format("02/Jan/2006:15:04:05 -0700")
			if o.JSON {
				line = append(line, `{"time_local":`...)
				line = appendJSON(line, stamp)
				line = append(line, `,"remote_addr":`...)
				line = appendJSON(line, ip)
				line = append(line, `,"remote_user":`...)
				line = appendJSON(line, user)
				line = append(line, `,"request":`...)
				line = appendJSON(line, tg.method+" "+tg.target+" "+proto)
				line = fmt.Appendf(line, `,"status":%d,"body_bytes_sent":%d,"http_referer":`, status, size)
				line = appendJSON(line, referer)
				line = append(line, `,"http_user_agent":`...)
				line = appendJSON(line, agent)
				line = append(line, '}')
			} else {
				line = fmt.Appendf(line, `%s - %s [%s] "%s %s %s" %d %d "%s" "%s"`,
					ip, user, stamp, tg.method, tg.target, proto, status, size, referer, agent)
			}
		}
		line = append(line, '\n')
		t = t.Add(time.Duration(rng.IntN(3000)) * time.Millisecond)
		if _, err := bw.Write(line); err != nil {
			return err
		}
		n += int64(len(line))
		lines++
	}
	return bw.Flush()
}

// appendJSON appends s as a JSON string as nginx's escape=json writes it:
// '"' and '\\' escaped with a backslash, the controls as \n, \r, \t, \b,
// \f or \u00XX, every other byte as it is.
func appendJSON(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\n':
			dst = append(dst, `\n`...)
		case c == '\r':
			dst = append(dst, `\r`...)
		case c == '\t':
			dst = append(dst, `\t`...)
		case c == '\b':
			dst = append(dst, `\b`...)
		case c == '\f':
			dst = append(dst, `\f`...)
		case c < 0x20:
			dst = fmt.Appendf(dst, `\u%04x`, c)
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package testkit holds what the tests of the uri package, the bench
// module and the fuzz module share: the word lists of the generated
// inputs, a reader of one-input-per-line files, and the RFC 3986 reference
// model of resolution that the fast code is checked against.
//
// The package uri itself never imports it (imports_test.go checks);
// only its tests, bench/ and fuzz/ do. It imports nothing but the
// standard library, so that the tests of package uri can use it without
// an import cycle, and its model shares no code with the parser it checks.
package testkit

import (
	"bytes"
	"os"
	"strings"
)

// The word lists of the generated inputs: testdata/corpus.txt (written by
// gen_corpus.go) and bench's generator draw from the same lists, so that
// the corpus the tests run on and the data the benchmarks measure are made
// of the same words. Changing a list changes testdata/corpus.txt (and its
// "3956 valid, 44 invalid" in CI) and bench's generated datasets.
var (
	Words = strings.Fields("api v1 v2 users items search static assets img css js docs blog news 2026 11 21 product category cart checkout login account settings profile download files media video en de fr wiki index about contact help faq terms privacy feed rss tags archive page edit view")
	// TLDs are the corpus's: it ships in the repository, so it keeps to
	// the reserved names of RFC 2606 beside common ones. WebTLDs are the
	// benchmarks': the same common names with two real country codes in
	// place of the reserved ones, as bench's generated datasets have been
	// made since they were first measured, so that figures of one stop
	// compare with those of another on the same bytes.
	TLDs    = strings.Fields("com org net io de co.uk example test")
	WebTLDs = append(TLDs[:6:6], "fr", "jp")
	Labels  = strings.Fields("www cdn api static shop mail docs m img news login auth s3 eu-west-1 accounts video")
	Domains = strings.Fields("example shopify-store cloudmetrics datahub newsportal wikipedia-mirror bank-secure photos gitforge")
	Exts    = strings.Fields(".html .php .js .css .png .jpg .svg .json .xml .pdf .tar.gz")
	Keys    = strings.Fields("q id page sort lang ref utm_source utm_medium utm_campaign session token callback fields limit offset")
)

// LoadLines reads a file of one input per line, without a leading UTF-8
// BOM, trailing '\r', or empty lines.
func LoadLines(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSuffix(l, "\r")
		if l != "" {
			out = append(out, l)
		}
	}
	return out, nil
}

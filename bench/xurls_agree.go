// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/uriscan/uri"
	"mvdan.cc/xurls/v2"
)

// MinXurlsAgreement is the least share of the distinct URLs xurls finds in
// running text, valid URIs, that uriscan must find identically (issue
// 42): the rest are the few places where the two read the markup around a
// URL differently.
const MinXurlsAgreement = 0.999

// DefaultTextDir and DefaultTextBytes are where TextCorpus reads the text
// of the agreement with xurls, and how much of it: the documentation of
// every package of a Debian system (READMEs, changelogs, copyright
// files), as much as xurls reads in a minute or so.
const (
	DefaultTextDir   = "/usr/share/doc"
	DefaultTextBytes = 8 << 20
)

// TextCorpus returns the text files under dir, in the order of their paths,
// gzip-compressed ones decompressed, up to limit bytes (the file that
// crosses it cut short): each file that holds no NUL byte in its first 8
// KiB, and is no other compressed format, followed by a newline. Symbolic
// links are not followed. It returns nil, and no error, when dir does not
// exist. The corpus is built at run time and never stored: the files are
// the machine's, under their packages' licences.
func TextCorpus(dir string, limit int) ([]byte, error) {
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return nil, nil
	}
	var out []byte
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable directory: the rest will do
		}
		if len(out) >= limit {
			return filepath.SkipAll
		}
		if !d.Type().IsRegular() {
			return nil
		}
		switch filepath.Ext(path) {
		case ".bz2", ".xz", ".zst", ".lz", ".zip", ".png", ".jpg", ".gif", ".pdf", ".svgz", ".woff", ".woff2", ".ttf":
			return nil
		}
		b, err := readText(path, limit-len(out))
		if err != nil || b == nil {
			return nil
		}
		out = append(out, b...)
		out = append(out, '\n')
		return nil
	})
	return out, err
}

// readText returns up to max bytes of the file at path, decompressed when
// its name ends in ".gz", or nil when it looks binary.
func readText(path string, max int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		defer z.Close()
		r = z
	}
	b, err := io.ReadAll(io.LimitReader(r, int64(max)))
	if err != nil && len(b) == 0 {
		return nil, err
	}
	if bytes.IndexByte(b[:min(len(b), 8<<10)], 0) >= 0 {
		return nil, nil
	}
	return b, nil
}

// XurlsAgreement is how uriscan's extractor agrees with xurls Strict on a
// text: of the distinct http and https URLs xurls finds that are valid
// URIs (uri.Parse), how many uriscan's AppendExtract also finds,
// identical.
type XurlsAgreement struct {
	Bytes     int      // the size of the text
	Xurls     int      // distinct http(s) URLs found by xurls that are valid URIs
	Identical int      // of those, found identical by uriscan
	Ours      int      // distinct references found by uriscan
	Missed    []string // a few of xurls's that uriscan does not find identical, sorted
}

// Share is Identical / Xurls, or 1 when xurls finds none.
func (a XurlsAgreement) Share() float64 {
	if a.Xurls == 0 {
		return 1
	}
	return float64(a.Identical) / float64(a.Xurls)
}

// AgreeXurls measures the agreement of uriscan's extractor with xurls
// Strict on text, and keeps up to keep of the URLs that differ.
func AgreeXurls(text []byte, keep int) XurlsAgreement {
	a := XurlsAgreement{Bytes: len(text)}
	ms, clean := uri.AppendExtract(nil, nil, text, nil)
	ours := make(map[string]bool, len(ms))
	for i := range ms {
		ours[string(ms[i].Text(text, clean))] = true
	}
	a.Ours = len(ours)
	seen := map[string]bool{}
	for _, loc := range xurls.Strict().FindAllIndex(text, -1) {
		s := string(text[loc[0]:loc[1]])
		if seen[s] {
			continue
		}
		seen[s] = true
		r, err := uri.Parse(s)
		if err != nil || !isWeb(r.Scheme().In(s)) {
			continue
		}
		a.Xurls++
		if ours[s] {
			a.Identical++
		} else {
			a.Missed = append(a.Missed, s)
		}
	}
	slices.Sort(a.Missed)
	a.Missed = a.Missed[:min(len(a.Missed), keep)]
	return a
}

// isWeb reports whether scheme is http or https: xurls Strict also takes
// "file:", "cid:" and others without "//" (as "File::Copy" in Perl's
// documentation), which uriscan, rightly, does not.
func isWeb(scheme string) bool {
	return strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https")
}

// Failure returns why a falls short of MinXurlsAgreement, or "".
func (a XurlsAgreement) Failure() string {
	if a.Share() >= MinXurlsAgreement {
		return ""
	}
	return fmt.Sprintf("extract: %d of %d distinct http(s) URLs xurls finds in running text (valid URIs) found identical: %.3f%%, want at least %.1f%%",
		a.Identical, a.Xurls, 100*a.Share(), 100*MinXurlsAgreement)
}

// FormatXurlsAgreement is the report's section on the agreement with
// xurls, for a text read from dir.
func FormatXurlsAgreement(a XurlsAgreement, dir string) string {
	var b strings.Builder
	b.WriteString("\n### Agreement with xurls on running text\n\n")
	fmt.Fprintf(&b, "The text files of `%s` (READMEs, changelogs, copyright files; gzip decompressed, in path order), built at run time. Of the distinct http(s) URLs xurls Strict finds that are valid URIs, the share uriscan's `AppendExtract` finds identical (it must be at least %.1f%%):\n\n", dir, 100*MinXurlsAgreement)
	b.WriteString("| text | MB | xurls: distinct valid http(s) URLs | uriscan: identical | share | uriscan: distinct references |\n|---|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(&b, "| %s | %.1f | %d | %d | %.3f%% | %d |\n", dir, float64(a.Bytes)/1e6, a.Xurls, a.Identical, 100*a.Share(), a.Ours)
	if len(a.Missed) > 0 {
		b.WriteString("\nSome of xurls's that uriscan reads otherwise:\n\n")
		for _, s := range a.Missed {
			fmt.Fprintf(&b, "- `%s`\n", strings.ReplaceAll(s, "`", "%60"))
		}
	}
	return b.String()
}

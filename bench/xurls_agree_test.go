// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// TestAgreeXurls checks the counting of AgreeXurls on a text where the two
// agree on some URLs and not on others.
func TestAgreeXurls(t *testing.T) {
	text := "[![ci](https://ci.example/badge.svg)](https://ci.example/job) again https://ci.example/job\n" +
		"(**https://cve.example/?id=1**) https://x.example/a_ http://a.example/%zz File::Copy ftp://f.example/\n"
	a := AgreeXurls([]byte(text), 10)
	// xurls: badge.svg, job, ?id=1, a_ (and %zz, not a valid URI, and
	// File::Copy and ftp:, not http); uriscan trims the "_" of a_ as
	// emphasis.
	if a.Xurls != 4 || a.Identical != 3 || !slices.Equal(a.Missed, []string{"https://x.example/a_"}) {
		t.Errorf("AgreeXurls = %+v, want 3 of 4 identical, https://x.example/a_ missed", a)
	}
	if a.Failure() == "" || a.Share() != 0.75 {
		t.Errorf("share %v, failure %q: want 0.75 and a failure", a.Share(), a.Failure())
	}
}

// TestTextCorpus checks that TextCorpus reads text files, gzip ones
// decompressed, leaves binary ones out and stops at its limit.
func TestTextCorpus(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", "see https://a.example/")
	write("b.bin", "x\x00https://b.example/")
	f, err := os.Create(filepath.Join(dir, "c.gz"))
	if err != nil {
		t.Fatal(err)
	}
	z := gzip.NewWriter(f)
	z.Write([]byte("https://c.example/"))
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got, err := TextCorpus(dir, 1<<20)
	if want := "see https://a.example/\nhttps://c.example/\n"; err != nil || string(got) != want {
		t.Errorf("TextCorpus = %q, %v, want %q", got, err, want)
	}
	if got, err := TextCorpus(dir, 10); err != nil || string(got) != "see https:\n" {
		t.Errorf("TextCorpus limited to 10 bytes = %q, %v", got, err)
	}
	if got, err := TextCorpus(filepath.Join(dir, "none"), 10); got != nil || err != nil {
		t.Errorf("TextCorpus of a missing directory = %q, %v, want nil, nil", got, err)
	}
}

// TestXurlsAgreement is the bench row of issue 42: on the documentation
// of the packages of the machine ($XURLS_TEXT or /usr/share/doc, the first
// $XURLS_TEXT_MIB MiB, default 4, 1 with -short), uriscan finds identical
// at least MinXurlsAgreement of the distinct valid URLs xurls finds. It is
// skipped when there is no such text.
func TestXurlsAgreement(t *testing.T) {
	dir := os.Getenv("XURLS_TEXT")
	if dir == "" {
		dir = DefaultTextDir
	}
	mib := 4
	if testing.Short() {
		mib = 1
	}
	if s := os.Getenv("XURLS_TEXT_MIB"); s != "" {
		var err error
		if mib, err = strconv.Atoi(s); err != nil {
			t.Fatal(err)
		}
	}
	text, err := TextCorpus(dir, mib<<20)
	if err != nil {
		t.Fatal(err)
	}
	if len(text) < 1<<19 {
		t.Skipf("%s holds %d bytes of text, too little", dir, len(text))
	}
	a := AgreeXurls(text, 20)
	t.Logf("%d bytes: %d of %d distinct valid URLs of xurls found identical (%.3f%%); %d distinct references of uriscan; some differences: %q",
		a.Bytes, a.Identical, a.Xurls, 100*a.Share(), a.Ours, a.Missed)
	if f := a.Failure(); f != "" {
		t.Error(f)
	}
}

// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// iriExtractTests are extractTests for text that is not ASCII: IRIs found
// and reported valid, and references that end at bytes no IRI can hold
// and at Unicode white space.
var iriExtractTests = []struct {
	name string
	in   string
	want []want
}{
	{
		name: "IRIs are found",
		in:   "see https://ja.wikipedia.org/wiki/東京 now, \"http://résumé.example/é\" <http://例え.jp/パス?q=値>",
		want: []want{
			{text: "https://ja.wikipedia.org/wiki/東京", kind: KindBare, flags: FlagIRI},
			{text: "http://résumé.example/é", kind: KindQuoted, flags: FlagIRI},
			{text: "http://例え.jp/パス?q=値", kind: KindAngle, flags: FlagIRI},
		},
	},
	{
		name: "issue 20: bytes that are not UTF-8 end a URL",
		in:   "\x00\xffhttps://example.com/\xfe tail\nhttp://a/東\xe6x http://b/\xe6\x9d",
		want: []want{
			{text: "https://example.com/", kind: KindBare},
			{text: "http://a/東", kind: KindBare, flags: FlagIRI},
			{text: "http://b/", kind: KindBare},
		},
	},
	{
		name: "Unicode white space ends a URL",
		in: "http://a/1\u00a0x http://a/2\u1680x http://a/3\u2000x http://a/4\u200ax http://a/5\u202fx " +
			"http://a/6\u205fx http://a/7\u3000x http://a/8\u2028x http://a/9\u2029x",
		want: []want{
			{text: "http://a/1", kind: KindBare}, {text: "http://a/2", kind: KindBare}, {text: "http://a/3", kind: KindBare},
			{text: "http://a/4", kind: KindBare}, {text: "http://a/5", kind: KindBare}, {text: "http://a/6", kind: KindBare},
			{text: "http://a/7", kind: KindBare}, {text: "http://a/8", kind: KindBare}, {text: "http://a/9", kind: KindBare},
		},
	},
	{
		name: "characters no IRI holds end a URL",
		in:   "http://a/1\u0085x http://a/2\u202eexe.gnp http://a/3\u200ex http://a/4\ufffdx http://a/5\ufdd0x http://a/6\U000E0001x",
		want: []want{
			{text: "http://a/1", kind: KindBare}, {text: "http://a/2", kind: KindBare}, {text: "http://a/3", kind: KindBare},
			{text: "http://a/4", kind: KindBare}, {text: "http://a/5", kind: KindBare}, {text: "http://a/6", kind: KindBare},
		},
	},
	{
		name: "characters an IRI holds elsewhere are kept, and the reference is invalid",
		in:   "http://a/\ue000x http://a/?\ue000 http://a/é|b",
		want: []want{
			{text: "http://a/\ue000x", kind: KindBare, err: ErrPath},
			{text: "http://a/?\ue000", kind: KindBare, flags: FlagIRI},
			{text: "http://a/é|b", kind: KindBare, err: ErrPath},
		},
	},
	{
		name: "trailing punctuation",
		in:   "(see http://a/東京). Or http://a/b_(東)! Or 'http://a/é'",
		want: []want{
			{text: "http://a/東京", kind: KindBare, flags: FlagIRI},
			{text: "http://a/b_(東)", kind: KindBare, flags: FlagIRI},
			{text: "http://a/é", kind: KindBare, flags: FlagIRI},
		},
	},
	{
		name: "request lines and broken angle brackets",
		in:   "\"GET /wiki/東京?q=値 HTTP/1.1\" \"GET http://h/é HTTP/1.1\" <http://a/é\n b>\nGET /\xff HTTP/1.1\n",
		want: []want{
			{text: "/wiki/東京?q=値", kind: KindRequest, form: FormOrigin, flags: FlagIRI},
			{text: "http://h/é", kind: KindRequest, form: FormAbsolute, flags: FlagIRI},
			{text: "http://a/éb", kind: KindAngle, flags: FlagCleaned | FlagIRI},
			{text: "/\xff", kind: KindRequest, form: FormOrigin, err: ErrPath},
		},
	},
}

func TestExtractIRI(t *testing.T) {
	eachImplementation(t, func(t *testing.T) {
		for _, tt := range iriExtractTests {
			t.Run(tt.name, func(t *testing.T) {
				checkExtract(t, []byte(tt.in), nil, tt.want)
				checkScanner(t, []byte(tt.in), nil, 1)
			})
		}
	})
}

// TestTextChar checks textChar on every code point: the length of those an
// IRI holds (ucschar and iprivate) and that are not white space, 0 for the
// others, and -1 for every proper prefix of an encoding.
func TestTextChar(t *testing.T) {
	var b [utf8.UTFMax]byte
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		n := utf8.EncodeRune(b[:], r)
		want := 0
		if specIRIRune(r, true) && !unicode.IsSpace(r) && !unicode.Is(unicode.Zs, r) {
			want = n
		}
		if got := textChar(b[:n]); got != want {
			t.Fatalf("textChar(%U) = %d, want %d", r, got, want)
		}
		for k := 1; k < n; k++ {
			if got := textChar(b[:k]); got != -1 {
				t.Fatalf("textChar(%q), a prefix of %U, = %d, want -1", b[:k], r, got)
			}
		}
	}
	for _, s := range []string{"\x80", "\xc0\x80", "\xe0\x80\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xff", "\xe6x"} {
		if got := textChar([]byte(s)); got != 0 {
			t.Errorf("textChar(%q) = %d, want 0", s, got)
		}
	}
}

// TestScannerIRIWindows runs the Scanner on long text full of IRIs and of
// bytes that end them, so that characters are cut at window boundaries.
func TestScannerIRIWindows(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 20))
	pieces := []string{
		"https://ja.wikipedia.org/wiki/東京 ", "\"GET /wiki/大阪 HTTP/1.1\" ", "http://a/é\xff ", "<http://例え.jp/\n パス> ",
		"http://a/b\u3000c ", "😀😀😀 ", "http://x/" + strings.Repeat("語", 120) + " ", "\xe6\x9d", "\u202e", "word ",
		"http://y/" + strings.Repeat("é", 200) + "\n",
	}
	for _, opts := range []*ExtractOptions{nil, {MaxLength: 300}} {
		var b bytes.Buffer
		for b.Len() < 300<<10 {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		checkScanner(t, b.Bytes(), opts, rng.Uint64())
	}
}

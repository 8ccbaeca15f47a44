// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriscan/uri"
)

// appendInvalidLine is the simple model of appendInvalidRecord: the line
// of an invalid record, built in one buffer with the record quoted whole.
func appendInvalidLine(dst, rec []byte, code uri.ErrorCode, off int, mode outMode) []byte {
	dst = invalidPrefix(dst, code, off, mode)
	if mode == outText {
		dst = strconv.AppendQuote(dst, string(rec))
	} else {
		dst = appendJSONBytesExact(dst, "in", rec)
	}
	return append(invalidSuffix(dst, rec, code, off, mode), '\n')
}

// TestAppendInvalidRecord checks that writing an invalid record in pieces
// gives the line that quoting it whole gives, for records of every kind of
// byte cut into pieces of every small size.
func TestAppendInvalidRecord(t *testing.T) {
	defer func(n int) { quotePiece = n }(quotePiece)
	rng := rand.New(rand.NewPCG(1, 2))
	atoms := []string{"a", "/", "%", "\"", "\\", "\n", "\x00", "\x7f", "é", "€", "😀", "\xe2\x82", "\xff", "\x80\x80\x80\x80", "\xf0\x9f\x98", " "}
	var recs [][]byte
	for range 300 {
		var sb strings.Builder
		for range rng.IntN(40) {
			sb.WriteString(atoms[rng.IntN(len(atoms))])
		}
		recs = append(recs, []byte(sb.String()))
	}
	recs = append(recs, []byte(strings.Repeat("€😀a\xe2", 1000)), nil)
	for _, piece := range []int{4, 5, 6, 7, 8, 13, 32 << 10} {
		quotePiece = piece
		for _, rec := range recs {
			code, off := uri.ErrTooLong, len(rec)
			for _, mode := range []outMode{outText, outParseJSON, outJSON, outHostJSON} {
				want := appendInvalidLine(nil, rec, code, off, mode)
				var got bytes.Buffer
				bw := bufio.NewWriter(&got)
				// What was there before stays; the pieces are handed on
				// as they fill, and the rest is returned.
				b, err := appendInvalidRecord([]byte("x"), rec, code, off, mode, writerSink{w: bw})
				if err == nil {
					err = bw.Flush()
				}
				if err != nil {
					t.Fatal(err)
				}
				got.Write(b)
				want = append([]byte("x"), want...)
				if !bytes.Equal(got.Bytes(), want) {
					t.Fatalf("piece %d, mode %d, record %q:\n got %q\nwant %q", piece, mode, rec, got.Bytes(), want)
				}
			}
		}
	}
}

// TestInvalidLines checks the line of an invalid record in each mode
// against the text the help and docs/command.md show.
func TestInvalidLines(t *testing.T) {
	rec := []byte(`http://a b"`)
	for mode, want := range map[outMode]string{
		outText:      `invalid code=host offset=8 in="http://a b\""` + "\n",
		outParseJSON: `{"in": "http://a b\"", "valid": false, "error": {"code": "host", "offset": 8}, "web_host": null}` + "\n",
		outJSON:      `{"in": "http://a b\"", "out": null, "error": {"code": "host", "offset": 8}}` + "\n",
	} {
		if got := string(appendInvalidLine(nil, rec, uri.ErrHost, 8, mode)); got != want {
			t.Errorf("mode %d:\n got %s\nwant %s", mode, got, want)
		}
	}
}

// TestRecordCommandsLongInvalid runs the record commands over an invalid
// record of many pieces and checks each line against the simple model.
func TestRecordCommandsLongInvalid(t *testing.T) {
	rec := strings.Repeat("http://h/€ \"x\"\\", 4*quotePiece/8)
	code, off := uri.Check(rec)
	if code != uri.ErrPath || off != 9 {
		t.Fatalf("Check: %v at %d, want path at 9", code, off)
	}
	for _, tt := range []struct {
		args []string
		want []byte
	}{
		{[]string{"parse"}, appendInvalidLine(nil, []byte(rec), code, off, outText)},
		{[]string{"parse", "-json"}, appendInvalidLine(nil, []byte(rec), code, off, outParseJSON)},
		{[]string{"normalize"}, appendInvalidLine(nil, []byte(rec), code, off, outText)},
		{[]string{"resolve", "-base", "http://a/", "-json"}, appendInvalidLine(nil, []byte(rec), code, off, outJSON)},
		{[]string{"parse", "-max-record", "1000"}, appendInvalidLine(nil, []byte(rec[:1000]), uri.ErrTooLong, 1000, outText)},
	} {
		out, stderr, code := runScan(t, rec+"\nhttp://ok/\n", tt.args...)
		want := string(tt.want)
		if code != exitNotFound || stderr != "" || !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 2 {
			t.Errorf("%q: exit %d, stderr %q, output %.200q...; want 1 and %.200q...", tt.args, code, stderr, out, want)
		}
	}
}

func TestPieceEnd(t *testing.T) {
	for _, s := range []string{"aaaa€€€€", "😀😀😀😀😀", "\x80\x80\x80\x80\x80\x80\x80", "a\xe2\x82\xac\xe2\x82", "\xf0\x9f\x98\x80\x80\x80\x80\x80"} {
		for n := 4; n < len(s)+2; n++ {
			b := []byte(s)
			e := pieceEnd(b, n)
			if e > n || e <= n-4 && e != len(b) || e == 0 {
				t.Errorf("pieceEnd(%q, %d) = %d", s, n, e)
			}
			// No valid sequence may span e.
			for p := max(e-3, 0); p < e; p++ {
				if r, size := decodeRune(b[p:]); r != -1 && p+size > e {
					t.Errorf("pieceEnd(%q, %d) = %d splits %q", s, n, e, b[p:p+size])
				}
			}
		}
	}
}

// decodeRune returns the valid rune b starts with and its size, or -1.
func decodeRune(b []byte) (rune, int) {
	r, size := []rune(string(b[:min(len(b), 4)]))[0], 0
	for size = 1; size <= 4 && size <= len(b); size++ {
		if string(r) == string(b[:size]) {
			return r, size
		}
	}
	return -1, 1
}

// TestAppendQuotedBody holds appendQuotedBody to strconv.Quote: on every
// character, every byte alone, the encodings of surrogates and of runes
// past U+10FFFF, and random strings of them.
func TestAppendQuotedBody(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := `"`+string(appendQuotedBody(nil, s))+`"`, strconv.Quote(s); got != want {
			t.Fatalf("appendQuotedBody(%q) = %s, want %s", s, got, want)
		}
	}
	checkTextAtoms(check, []string{"\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "a\"b\\c"}, rand.NewPCG(1, 2), 20000)
}

// checkTextAtoms calls check on every character, on every byte alone, and
// on n random strings (drawn from src) of up to 11 atoms: a sample of the
// characters and every byte, then extra (sequences cut short, surrogates
// and the like). The writers of quoted and JSON strings are held to their
// models so.
func checkTextAtoms(check func(string), extra []string, src rand.Source, n int) {
	var atoms []string
	for r := rune(0); r <= utf8.MaxRune; r++ {
		check(string(r))
		if r < 0x100 || r%97 == 0 || !strconv.IsPrint(r) && r%7 == 0 {
			atoms = append(atoms, string(r))
		}
	}
	for c := 0; c < 256; c++ {
		check(string([]byte{byte(c)}))
		atoms = append(atoms, string([]byte{byte(c)}))
	}
	atoms = append(atoms, extra...)
	rng := rand.New(src)
	for range n {
		var sb strings.Builder
		for range rng.IntN(12) {
			sb.WriteString(atoms[rng.IntN(len(atoms))])
		}
		check(sb.String())
	}
}
